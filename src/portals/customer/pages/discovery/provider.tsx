import "../../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError, type Paginated } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { EmptyState, ErrorState } from "../../../../components/storefront/cards/empty-state";
import { FavouriteButton } from "../../../../components/storefront/cards/favourite-button";
import { initialOf, plural } from "../../../../components/storefront/cards/helpers";
import { SafeImage } from "../../../../components/storefront/cards/safe-image";
import { ServiceCard } from "../../../../components/storefront/cards/service-card";
import { SkeletonDetails } from "../../../../components/storefront/cards/skeleton";
import type { Category, Partner, Review, Service } from "../../../../components/storefront/cards/types";
import { Rating } from "../../../../components/storefront/ui/rating";
import { useApi } from "../../../../lib/use-api";
import { PERSONAL, retryServerErrors } from "./list-params";
import { ReviewList } from "./review-list";
import "./discovery.css";

export type PartnerDetails = Partner & { categories?: Category[]; services?: Service[] };

const TOP_SERVICES = 6;

/** /providers/:id: header (logo, rating, years, emirates, cash on delivery), about, categories, services, reviews. */
export default function ProviderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = useApi<PartnerDetails>(
    ENDPOINTS.storePartnerDetails,
    { partner_id: id },
    { ...PERSONAL, retry: retryServerErrors },
  );
  const reviews = useApi<Paginated<Review>>(query.data ? ENDPOINTS.storePartnerReviews : null, {
    partner_id: id,
    limit: 5,
  });

  if (query.isPending) {
    return (
      <main className="kh-container kh-details">
        <SkeletonDetails />
      </main>
    );
  }
  const partner = query.data;
  if (!partner) {
    return (
      <main className="kh-container kh-disc-section">
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState
            message={t("discovery.common.notFound")}
            action={
              <Link to="/providers" className="kh-button kh-ghost kh-button-sm">
                {t("nav.providers")}
              </Link>
            }
          />
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )}
      </main>
    );
  }

  const services = (partner.services ?? []).slice(0, TOP_SERVICES);
  const categories = partner.categories ?? [];
  const emirates = partner.emirates ?? [];
  const years = partner.years_in_business ?? 0;

  return (
    <main>
      <div className="kh-provider-cover">
        <SafeImage src={partner.cover_image} alt="" width={1280} height={220} eager />
      </div>
      <div className="kh-container">
        <header className="kh-provider-head">
          <span className="kh-logo">
            <SafeImage
              src={partner.logo}
              alt={partner.name}
              width={96}
              height={96}
              eager
              fallback={<span aria-hidden="true">{initialOf(partner.name)}</span>}
            />
          </span>
          <div className="kh-provider-head-main">
            <h1>{partner.name}</h1>
            <div className="kh-meta-row">
              <Rating value={partner.average_rating ?? 0} count={partner.rating_count ?? 0} />
              {years > 0 ? <span className="kh-chip">{plural(t, "discovery.provider.years", years)}</span> : null}
              {typeof partner.service_count === "number" ? (
                <span className="kh-chip">{plural(t, "discovery.common.servicesCount", partner.service_count)}</span>
              ) : null}
              {partner.cash_on_delivery ? (
                <span className="kh-chip kh-chip-accent" data-testid="cod-badge">
                  {t("discovery.provider.cashOnDelivery")}
                </span>
              ) : null}
            </div>
          </div>
          <FavouriteButton type="partner" id={partner.id} initial={partner.is_favourite} />
        </header>

        <div className="kh-details">
          <div>
            {partner.about ? (
              <>
                <h2>{t("discovery.provider.about")}</h2>
                <p className="kh-prose">{partner.about}</p>
              </>
            ) : null}

            <div className="kh-section-head" style={{ marginBlockStart: 28 }}>
              <h2 style={{ margin: 0 }}>{t("discovery.provider.topServices")}</h2>
              <Link to={`/providers/${partner.id}/services`} className="kh-more">
                {t("discovery.provider.allServices")}{" "}
                <span aria-hidden="true" className="kh-flip">
                  →
                </span>
              </Link>
            </div>
            {services.length ? (
              <ul className="kh-grid kh-plain kh-grid-2">
                {services.map((service) => (
                  <li key={service.id}>
                    <ServiceCard service={service} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState />
            )}

            <h2>{t("discovery.common.reviews")}</h2>
            {reviews.isPending ? (
              <SkeletonDetails />
            ) : reviews.isError && !reviews.data ? (
              <ErrorState onRetry={() => void reviews.refetch()} />
            ) : (
              <ReviewList reviews={reviews.data?.data ?? []} partnerName={partner.name} />
            )}
          </div>

          <aside className="kh-panel">
            {emirates.length ? (
              <div>
                <h2 className="kh-panel-title">{t("discovery.provider.emirates")}</h2>
                <ul className="kh-chips">
                  {emirates.map((name) => (
                    <li key={name} className="kh-chip">
                      {name}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {categories.length ? (
              <div>
                <h2 className="kh-panel-title">{t("discovery.provider.categories")}</h2>
                <ul className="kh-chips">
                  {categories.map((category) => (
                    <li key={category.id}>
                      <Link to={`/categories/${category.id}`} className="kh-chip">
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Link to={`/providers/${partner.id}/services`} className="kh-button kh-book">
              {t("discovery.provider.allServices")}
            </Link>
          </aside>
        </div>
      </div>
    </main>
  );
}
