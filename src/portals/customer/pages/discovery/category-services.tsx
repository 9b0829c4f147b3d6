import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Pager } from "../../../../components/storefront/cards/pager";
import { SafeImage } from "../../../../components/storefront/cards/safe-image";
import { ServiceCard } from "../../../../components/storefront/cards/service-card";
import type { Category, Service } from "../../../../components/storefront/cards/types";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { useApiList } from "../../../../lib/use-api";
import { gridSkeleton, ListState, PageHeader, PERSONAL, pageFrom, useParamState } from "./shared";
import "./discovery.css";

/** /categories/:id: the category's header and its services, 10 a page. */
export default function CategoryServicesPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, set] = useParamState();
  const page = pageFrom(params.get("page"));
  // No single-category endpoint: the full list is small and shared (cached) with /categories.
  const categories = useApiList<Category>("mobile/category/list", { limit: -1 });
  const category = categories.data?.data.find((c) => String(c.id) === id);
  const services = useApiList<Service>(
    "mobile/service/list",
    {
      category_id: id,
      page,
      limit: DEFAULT_PAGE_SIZE,
    },
    PERSONAL,
  );
  return (
    <main>
      <PageHeader
        title={category?.name ?? (categories.isPending ? "\u00a0" : t("nav.categories"))}
        intro={category?.description ?? undefined}
      >
        {category?.icon ? (
          <SafeImage src={category.icon} alt="" width={56} height={56} className="kh-cat-hero-icon" eager />
        ) : null}
      </PageHeader>
      <div className="kh-container kh-disc-section">
        <Link to="/categories" className="kh-breadcrumb">
          <span aria-hidden="true" className="kh-flip">
            ←
          </span>
          {t("nav.categories")}
        </Link>
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
