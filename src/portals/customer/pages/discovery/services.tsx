import { useTranslation } from "react-i18next";
import { Pager } from "../../../../components/storefront/cards/pager";
import { ServiceCard } from "../../../../components/storefront/cards/service-card";
import type { Category, Service } from "../../../../components/storefront/cards/types";
import { useApiList } from "../../../../lib/use-api";
import { gridSkeleton, ListState, PageHeader, PERSONAL, pageFrom, SearchBox, useParamState } from "./shared";
import "./discovery.css";

const PAGE_SIZE = 12;

/** /services: every service, with search, a category filter and pages. */
export default function ServicesPage() {
  const { t } = useTranslation();
  const [params, set] = useParamState();
  const page = pageFrom(params.get("page"));
  const q = params.get("q") ?? "";
  const categoryId = params.get("category") ?? "";
  const categories = useApiList<Category>("mobile/category/list", { limit: -1 });
  const services = useApiList<Service>(
    "mobile/service/list",
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
          <label className="kh-field">
            {t("discovery.common.category")}
            <select
              className="kh-select"
              value={categoryId}
              onChange={(event) => set({ category: event.target.value })}
            >
              <option value="">{t("discovery.common.allCategories")}</option>
              {(categories.data?.data ?? []).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {services.data ? (
          <p className="kh-muted kh-count">
            <bdi>{t("discovery.common.results", { count: services.data.total })}</bdi>
          </p>
        ) : null}
        <ListState query={services} items={(d) => d.data} skeleton={gridSkeleton(6)}>
          {(rows) => (
            <ul className="kh-grid kh-plain" data-testid="service-list">
              {rows.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} favourite />
                </li>
              ))}
            </ul>
          )}
        </ListState>
        <Pager page={page} lastPage={services.data?.last_page ?? 1} onChange={(p) => set({ page: p })} />
      </div>
    </main>
  );
}
