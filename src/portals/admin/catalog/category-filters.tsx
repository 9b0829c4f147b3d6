import { useTranslation } from "react-i18next";
import { FilterBar } from "../../../features/catalog/catalog-page";
import { FilterSelect, SearchBox, type useCatalogTable } from "./catalog-table";
import type { AdminCategory } from "./category-form";

/** Search, status and trending filters of the categories list. */
export function CategoryFilters({ table }: { table: ReturnType<typeof useCatalogTable<AdminCategory>> }) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <SearchBox table={table} label={t("adminCatalog.categories.search")} maxWidth={360} />
      <FilterSelect
        table={table}
        field="status"
        label={t("adminCatalog.common.status")}
        allLabel={t("adminCatalog.common.allStatuses")}
        options={[
          { value: "active", label: t("adminCatalog.common.active") },
          { value: "inactive", label: t("adminCatalog.common.inactive") },
        ]}
        width={160}
      />
      <FilterSelect
        table={table}
        field="trending"
        label={t("adminCatalog.categories.trendingFilter")}
        allLabel={t("adminCatalog.categories.trendingFilter")}
        options={[
          { value: "1", label: t("adminCatalog.categories.trendingOnly") },
          { value: "0", label: t("adminCatalog.categories.notTrending") },
        ]}
        width={180}
      />
    </FilterBar>
  );
}
