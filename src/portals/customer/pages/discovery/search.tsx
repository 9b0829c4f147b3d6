import "../../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import { CategoryCard } from "../../../../components/storefront/cards/category-card";
import { EmptyState, ErrorState } from "../../../../components/storefront/cards/empty-state";
import { PartnerCard } from "../../../../components/storefront/cards/partner-card";
import { ServiceCard } from "../../../../components/storefront/cards/service-card";
import { SkeletonGrid } from "../../../../components/storefront/cards/skeleton";
import type { Category, Partner, Service } from "../../../../components/storefront/cards/types";
import { useApi } from "../../../../lib/use-api";
import { PERSONAL, useParamState } from "./list-params";
import { PageHeader } from "./page-layout";
import { SearchBox } from "./search-box";
import "./discovery.css";

type SearchAnswer = { categories?: Category[]; services?: Service[]; partners?: Partner[] };

/** /search?q=: matches grouped as categories, services and providers. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, set] = useParamState();
  const q = (params.get("q") ?? "").trim();
  const query = useApi<SearchAnswer>(q ? ENDPOINTS.storeSearch : null, { q, limit: 12 }, PERSONAL);
  const categories = query.data?.categories ?? [];
  const services = query.data?.services ?? [];
  const partners = query.data?.partners ?? [];
  const none = query.data && !categories.length && !services.length && !partners.length;

  return (
    <main>
      <PageHeader title={q ? t("discovery.search.resultsFor", { q }) : t("discovery.search.title")}>
        <div className="kh-filters">
          <SearchBox initial={q} label={t("discovery.common.search")} onSearch={(value) => set({ q: value })} />
        </div>
      </PageHeader>
      <div className="kh-container kh-disc-section">
        {!q ? (
          <EmptyState message={t("discovery.search.prompt")} />
        ) : query.isPending ? (
          <SkeletonGrid count={6} />
        ) : query.isError && !query.data ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : none ? (
          <EmptyState message={t("discovery.search.empty", { q })} />
        ) : (
          <>
            {categories.length ? (
              <section className="kh-result-group" aria-labelledby="search-categories">
                <h2 id="search-categories">{t("discovery.search.categories")}</h2>
                <ul className="kh-grid-tiles kh-plain">
                  {categories.map((category) => (
                    <li key={category.id}>
                      <CategoryCard category={category} compact />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {services.length ? (
              <section className="kh-result-group" aria-labelledby="search-services">
                <h2 id="search-services">{t("discovery.search.services")}</h2>
                <ul className="kh-grid kh-plain">
                  {services.map((service) => (
                    <li key={service.id}>
                      <ServiceCard service={service} favourite />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {partners.length ? (
              <section className="kh-result-group" aria-labelledby="search-providers">
                <h2 id="search-providers">{t("discovery.search.providers")}</h2>
                <ul className="kh-grid kh-plain">
                  {partners.map((partner) => (
                    <li key={partner.id}>
                      <PartnerCard partner={partner} favourite />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}
