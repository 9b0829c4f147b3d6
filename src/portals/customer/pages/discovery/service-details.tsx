import "../../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { EmptyState, ErrorState } from "../../../../components/storefront/cards/empty-state";
import { FavouriteButton } from "../../../../components/storefront/cards/favourite-button";
import { formatDuration, initialOf } from "../../../../components/storefront/cards/helpers";
import { SafeImage } from "../../../../components/storefront/cards/safe-image";
import { ServiceCard } from "../../../../components/storefront/cards/service-card";
import { SkeletonDetails } from "../../../../components/storefront/cards/skeleton";
import type { Review, Service } from "../../../../components/storefront/cards/types";
import { ServiceCartActions } from "../../../../components/storefront/cart/service-cart-actions";
import { Price } from "../../../../components/storefront/ui/price";
import { Rating } from "../../../../components/storefront/ui/rating";
import { useApi } from "../../../../lib/use-api";
import { PERSONAL, retryServerErrors } from "./list-params";
import { ReviewList } from "./review-list";
import "./discovery.css";

type ServiceDetails = Service & { reviews?: Review[]; related?: Service[] };

const Check = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path fill="currentColor" d="m9 16.2-3.5-3.5L4 14.1l5 5 11-11-1.4-1.4L9 16.2Z" />
  </svg>
);

/** /services/:id: image, price incl. VAT, duration, what is included, provider, reviews, favourite, book, related. */
export default function ServiceDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = useApi<ServiceDetails>(
    ENDPOINTS.storeServiceDetails,
    { service_id: id },
    { ...PERSONAL, retry: retryServerErrors },
  );

  if (query.isPending) {
    return (
      <main className="kh-container kh-details">
        <SkeletonDetails />
      </main>
    );
  }
  const service = query.data;
  if (!service) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <main className="kh-container kh-disc-section">
        {missing ? (
          <EmptyState
            message={t("discovery.common.notFound")}
            action={
              <Link to="/services" className="kh-button kh-ghost kh-button-sm">
                {t("nav.services")}
              </Link>
            }
          />
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )}
      </main>
    );
  }

  const duration = formatDuration(t, service.duration_minutes);
  const includes = service.includes ?? [];
  const related = (service.related ?? []).filter((r) => r.id !== service.id);
  const partner = service.partner;

  return (
    <main>
      <div className="kh-container kh-details">
        <div>
          {service.category ? (
            <Link to={`/categories/${service.category.id}`} className="kh-breadcrumb">
              <span aria-hidden="true" className="kh-flip">
                ←
              </span>
              {service.category.name}
            </Link>
          ) : null}
          <div className="kh-details-media">
            <SafeImage
              src={service.image}
              alt={service.name}
              width={960}
              height={540}
              eager
              fallback={
                <span className="kh-card-placeholder" aria-hidden="true">
                  {initialOf(service.name)}
                </span>
              }
            />
          </div>
          <h1>{service.name}</h1>
          <div className="kh-meta-row">
            <Rating value={service.average_rating ?? 0} count={service.rating_count ?? 0} />
            {duration ? (
              <span className="kh-chip">
                <bdi>{duration}</bdi>
              </span>
            ) : null}
            {service.is_trending ? (
              <span className="kh-chip kh-chip-accent">{t("discovery.common.trending")}</span>
            ) : null}
          </div>
          {service.description ? (
            <>
              <h2>{t("discovery.service.about")}</h2>
              <p className="kh-prose">{service.description}</p>
            </>
          ) : null}
          {includes.length ? (
            <>
              <h2>{t("discovery.service.included")}</h2>
              <ul className="kh-includes">
                {includes.map((item) => (
                  <li key={item}>
                    <Check />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h2>{t("discovery.common.reviews")}</h2>
          <ReviewList reviews={service.reviews ?? []} partnerName={service.partner?.name} />
        </div>

        <aside className="kh-panel" aria-label={service.name} data-testid="service-summary">
          <div className="kh-panel-row">
            <Price amount={service.price} vatNote />
            <FavouriteButton type="service" id={service.id} initial={service.is_favourite} />
          </div>
          <dl className="kh-facts">
            {duration ? (
              <div>
                <dt>{t("discovery.service.duration")}</dt>
                <dd>
                  <bdi>{duration}</bdi>
                </dd>
              </div>
            ) : null}
            {service.category ? (
              <div>
                <dt>{t("discovery.common.category")}</dt>
                <dd>{service.category.name}</dd>
              </div>
            ) : null}
          </dl>
          <ServiceCartActions serviceId={service.id} name={service.name} />
          {partner ? (
            <div className="kh-provider-mini">
              <span className="kh-logo">
                <SafeImage
                  src={partner.logo}
                  alt=""
                  width={48}
                  height={48}
                  fallback={<span aria-hidden="true">{initialOf(partner.name)}</span>}
                />
              </span>
              <div>
                <div className="kh-muted kh-small">{t("discovery.service.provider")}</div>
                <Link to={`/providers/${partner.id}`} className="kh-provider-link">
                  <strong>{partner.name}</strong>
                </Link>
                {partner.average_rating !== undefined && partner.average_rating !== null ? (
                  <div>
                    <Rating value={partner.average_rating} />
                  </div>
                ) : null}
              </div>
            </div>
          ) : null}
        </aside>
      </div>

      {related.length ? (
        <section className="kh-section kh-disc-section" aria-labelledby="related-title">
          <div className="kh-container">
            <h2 id="related-title">{t("discovery.service.related")}</h2>
            <ul className="kh-grid kh-plain">
              {related.map((item) => (
                <li key={item.id}>
                  <ServiceCard service={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </main>
  );
}
