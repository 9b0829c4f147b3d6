import "../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber, truncate } from "../../../lib/format";
import { Rating } from "../ui/rating";
import { FavouriteButton } from "./favourite-button";
import { initialOf, plural } from "./helpers";
import { SafeImage } from "./safe-image";
import type { Partner } from "./types";
import "./cards.css";

/** A provider card: logo, name, rating, services count, emirates; links to /providers/:id. */
export function PartnerCard({
  partner,
  favourite = false,
  onFavouriteToggle,
}: {
  partner: Partner;
  favourite?: boolean;
  /** The heart's click goes to the parent instead of the API (the favourites page). */
  onFavouriteToggle?: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  const emirates = partner.emirates ?? [];
  return (
    <article className="kh-card kh-partner-card" data-testid="partner-card">
      {favourite ? (
        <FavouriteButton
          type="partner"
          id={partner.id}
          initial={partner.is_favourite}
          className="kh-card-fav"
          onToggle={onFavouriteToggle}
        />
      ) : null}
      <div className="kh-partner-head">
        <span className="kh-logo">
          <SafeImage
            src={partner.logo}
            alt=""
            width={56}
            height={56}
            fallback={<span aria-hidden="true">{initialOf(partner.name)}</span>}
          />
        </span>
        <div className="kh-partner-title">
          <h3 className="kh-card-title">
            <Link to={`/providers/${partner.id}`} className="kh-stretched">
              {partner.name}
            </Link>
          </h3>
          <span data-testid="partner-rating" data-rating={partner.average_rating ?? 0}>
            <Rating value={partner.average_rating ?? 0} count={partner.rating_count ?? 0} />
          </span>
        </div>
      </div>
      {partner.about ? <p className="kh-muted kh-small">{truncate(partner.about)}</p> : null}
      <div className="kh-card-meta kh-wrap">
        {typeof partner.service_count === "number" ? (
          <span className="kh-chip">{plural(t, "discovery.common.servicesCount", partner.service_count)}</span>
        ) : null}
        {partner.cash_on_delivery ? <span className="kh-chip">{t("discovery.provider.cashOnDelivery")}</span> : null}
        {typeof partner.distance_km === "number" ? (
          <span className="kh-chip kh-chip-accent">
            {t("discovery.providers.distance", { km: formatNumber(partner.distance_km, 1) })}
          </span>
        ) : null}
      </div>
      {emirates.length ? <p className="kh-muted kh-small kh-clip">{emirates.join(" · ")}</p> : null}
    </article>
  );
}
