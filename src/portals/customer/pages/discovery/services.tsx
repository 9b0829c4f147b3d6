import "../../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { Category, Service } from "../../../../components/storefront/cards/types";
import { useApiList } from "../../../../lib/use-api";
import { CategorySelect } from "./category-select";
import { PERSONAL, pageFrom, useParamState } from "./list-params";
import { PageHeader } from "./page-layout";
import { SearchBox } from "./search-box";
import { ServiceGrid } from "./service-grid";
import "./discovery.css";

const PAGE_SIZE = 12;

/** /services: every service, with search, a category filter and pages. */
export default function ServicesPage() {
  const { t } = useTranslation();
  const [params, set] = useParamState();
  const page = pageFrom(params.get("page"));
  const q = params.get("q") ?? "";
  const categoryId = params.get("category") ?? "";
  const categories = useApiList<Category>(ENDPOINTS.storeCategories, { limit: -1 });
  const services = useApiList<Service>(
    ENDPOINTS.storeServices,
    {
      search: q,
      category_id: categoryId,
      page,
      limit: PAGE_SIZE,
    },
    PERSONAL,
  );
  return (
    <main>
      <PageHeader title={t("discovery.services.title")} intro={t("discovery.services.intro")} />
      <div className="kh-container">
        <div className="kh-filters">
          <SearchBox initial={q} label={t("discovery.common.search")} onSearch={(value) => set({ q: value })} />
          <CategorySelect
            categories={categories.data?.data ?? []}
            value={categoryId}
            onChange={(value) => set({ category: value })}
          />
        </div>
        <ServiceGrid services={services} page={page} onPage={(p) => set({ page: p })} showCount />
      </div>
    </main>
  );
}
