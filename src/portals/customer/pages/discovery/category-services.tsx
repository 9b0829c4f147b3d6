import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ENDPOINTS } from "../../../../api/endpoints";
import { SafeImage } from "../../../../components/storefront/cards/safe-image";
import type { Category, Service } from "../../../../components/storefront/cards/types";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { useApiList } from "../../../../lib/use-api";
import { PERSONAL, pageFrom, useParamState } from "./list-params";
import { PageHeader } from "./page-layout";
import { ServiceGrid } from "./service-grid";
import "./discovery.css";

/** /categories/:id: the category's header and its services, 10 a page. */
export default function CategoryServicesPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, set] = useParamState();
  const page = pageFrom(params.get("page"));
  // No single-category endpoint: the full list is small and shared (cached) with /categories.
  const categories = useApiList<Category>(ENDPOINTS.storeCategories, { limit: -1 });
  const category = categories.data?.data.find((c) => String(c.id) === id);
  const services = useApiList<Service>(
    ENDPOINTS.storeServices,
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
        <ServiceGrid services={services} page={page} onPage={(p) => set({ page: p })} showCount />
      </div>
    </main>
  );
}
