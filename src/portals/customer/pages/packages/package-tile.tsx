import "../../../../i18n/modules/packages";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Price } from "../../../../components/storefront/ui/price";
import { Rating } from "../../../../components/storefront/ui/rating";
import type { PackageSummary } from "./types";

const MAX_SERVICES = 3;

/**
 * A package in the /packages grid: image, handpicked badge, partner, included services, visits, "From AED x / month".
 * `first`: the grid's first tile, whose image is in view on every screen (the page's largest paint on a phone): it is
 * fetched at once and first, not lazily once laid out.
 */
export function PackageTile({ pkg, first = false }: { pkg: PackageSummary; first?: boolean }) {
  const { t } = useTranslation();
  const services = pkg.services ?? [];
  const extra = services.length - MAX_SERVICES;
  return (
    <article className="kh-pkg-tile" data-testid="package-tile">
      <div className="kh-pkg-media">
        {pkg.image ? (
          <img
            src={pkg.image}
            alt=""
            width={480}
            height={270}
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            decoding="async"
          />
        ) : (
          <span className="kh-pkg-placeholder" aria-hidden="true">
            {(pkg.name ?? "").trim().charAt(0) || "•"}
          </span>
        )}
        {pkg.is_handpicked ? <span className="kh-pkg-badge">{t("packages.handpicked")}</span> : null}
      </div>
      <div className="kh-pkg-body">
        {pkg.partner ? (
          <p className="kh-pkg-partner">
            {pkg.partner.logo ? <img src={pkg.partner.logo} alt="" width={24} height={24} loading="lazy" /> : null}
            <span className="kh-pkg-partner-name">{pkg.partner.name}</span>
            {pkg.partner.average_rating ? <Rating value={Number(pkg.partner.average_rating)} /> : null}
          </p>
        ) : null}
        <h2 className="kh-pkg-title">
          <Link to={`/packages/${pkg.id}`} className="kh-pkg-link">
            {pkg.name}
          </Link>
        </h2>
        {pkg.visits_per_month ? (
          <p className="kh-pkg-visits">
            {pkg.visits_per_month === 1
              ? t("packages.visitPerMonth")
              : t("packages.visitsPerMonth", { count: pkg.visits_per_month })}
          </p>
        ) : null}
        {services.length ? (
          <div className="kh-pkg-services">
            <span className="kh-visually-hidden">{t("packages.servicesIncluded")}</span>
            <ul>
              {services.slice(0, MAX_SERVICES).map((s) => (
                <li key={s.id}>{s.name}</li>
              ))}
              {extra > 0 ? (
                <li className="kh-pkg-more">
                  <bdi>{t("packages.moreServices", { count: extra })}</bdi>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        <div className="kh-pkg-foot">
          <Price amount={pkg.starting_price} from suffix={t("packages.perMonth")} vatNote />
          <span className="kh-pkg-cta" aria-hidden="true">
            {t("packages.viewPackage")}
          </span>
        </div>
      </div>
    </article>
  );
}
