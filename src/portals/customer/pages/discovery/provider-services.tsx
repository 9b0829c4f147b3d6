import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Pager } from "../../../../components/storefront/cards/pager";
import { ServiceCard } from "../../../../components/storefront/cards/service-card";
import type { Category, Service } from "../../../../components/storefront/cards/types";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { useApi, useApiList } from "../../../../lib/use-api";
import type { PartnerDetails } from "./provider";
import { gridSkeleton, ListState, PageHeader, PERSONAL, pageFrom, useParamState } from "./shared";
import "./discovery.css";

/** /providers/:id/services: every service of one provider, optionally one category, 10 a page. */
export default function ProviderServicesPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, set] = useParamState();
  const page = pageFrom(params.get("page"));
  const categoryId = params.get("category") ?? "";
  const partner = useApi<PartnerDetails>("mobile/partner/details", { partner_id: id });
  const categories = useApiList<Category>("customer/service-categories", { partner_id: id, limit: -1 });
  const services = useApiList<Service>(
    "mobile/service/list",
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
