import "../../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { Category, Service } from "../../../../components/storefront/cards/types";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { useApi, useApiList } from "../../../../lib/use-api";
import { CategorySelect } from "./category-select";
import { PERSONAL, pageFrom, useParamState } from "./list-params";
import { PageHeader } from "./page-layout";
import type { PartnerDetails } from "./provider";
import { ServiceGrid } from "./service-grid";
import "./discovery.css";

/** /providers/:id/services: every service of one provider, optionally one category, 10 a page. */
export default function ProviderServicesPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, set] = useParamState();
  const page = pageFrom(params.get("page"));
  const categoryId = params.get("category") ?? "";
  const partner = useApi<PartnerDetails>(ENDPOINTS.storePartnerDetails, { partner_id: id });
  const categories = useApiList<Category>(ENDPOINTS.storePartnerCategories, { partner_id: id, limit: -1 });
  const services = useApiList<Service>(
    ENDPOINTS.storeServices,
    {
      partner_id: id,
      category_id: categoryId,
      page,
      limit: DEFAULT_PAGE_SIZE,
    },
    PERSONAL,
  );
  const name = partner.data?.name;
  return (
    <main>
      <PageHeader title={name ? t("discovery.provider.servicesBy", { name }) : t("nav.services")} />
      <div className="kh-container">
        <Link to={`/providers/${id}`} className="kh-breadcrumb">
          <span aria-hidden="true" className="kh-flip">
            ←
          </span>
          {name ?? t("discovery.common.backToList")}
        </Link>
        {(categories.data?.data.length ?? 0) > 1 ? (
          <div className="kh-filters">
            <CategorySelect
              categories={categories.data?.data ?? []}
              value={categoryId}
              onChange={(value) => set({ category: value })}
            />
          </div>
        ) : null}
        <ServiceGrid services={services} page={page} onPage={(p) => set({ page: p })} />
      </div>
    </main>
  );
}
