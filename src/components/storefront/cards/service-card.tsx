import "../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { truncate } from "../../../lib/format";
import { Price } from "../ui/price";
import { Rating } from "../ui/rating";
import { FavouriteButton } from "./favourite-button";
import { formatDuration, initialOf } from "./helpers";
import { SafeImage } from "./safe-image";
import type { Service } from "./types";
import "./cards.css";

/** A service card: image, name, provider, rating, duration and the price incl. VAT; links to /services/:id. */
export function ServiceCard({
  service,
  favourite = false,
  onFavouriteToggle,
}: {
  service: Service;
  favourite?: boolean;
  /** The heart's click goes to the parent instead of the API (the favourites page). */
  onFavouriteToggle?: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  const duration = formatDuration(t, service.duration_minutes);
  return (
    <article className="kh-card kh-service-card" data-testid="service-card">
      <div className="kh-card-media">
        <SafeImage
          src={service.image}
          alt=""
          width={400}
          height={240}
          fallback={
            <span className="kh-card-placeholder" aria-hidden="true">
              {initialOf(service.name)}
            </span>
          }
        />
        {service.is_trending ? <span className="kh-chip kh-chip-accent">{t("discovery.common.trending")}</span> : null}
      </div>
      {favourite ? (
        <FavouriteButton
          type="service"
          id={service.id}
          initial={service.is_favourite}
          className="kh-card-fav"
          onToggle={onFavouriteToggle}
        />
      ) : null}
      <div className="kh-card-body">
        {service.category?.name ? <span className="kh-eyebrow">{service.category.name}</span> : null}
        <h3 className="kh-card-title">
          <Link to={`/services/${service.id}`} className="kh-stretched">
            {service.name}
          </Link>
        </h3>
        {service.partner?.name ? (
          <p className="kh-muted kh-small kh-clip">
            {t("discovery.common.by", { name: truncate(service.partner.name) })}
          </p>
        ) : null}
        <div className="kh-card-meta">
          <Rating value={service.average_rating} count={service.rating_count} />
          {duration ? (
            <span className="kh-muted kh-small">
              <bdi>{duration}</bdi>
            </span>
          ) : null}
        </div>
        <div className="kh-card-foot">
          <Price amount={service.price} vatNote />
        </div>
      </div>
    </article>
  );
}
