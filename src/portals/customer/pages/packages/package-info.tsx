import "../../../../i18n/modules/packages";
import "../../../../i18n/modules/package-visits";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Rating } from "../../../../components/storefront/ui/rating";
import type { PackageDetails } from "./types";

/** Hero, name, visit and property pills, description, included services and the provider card. */
export function PackageInfo({ pkg }: { pkg: PackageDetails }) {
  const { t } = useTranslation();
  return (
    <div className="kh-pkg-main">
      <div className="kh-pkg-hero">
        {pkg.image ? (
          <img src={pkg.image} alt="" width={960} height={540} decoding="async" />
        ) : (
          <span className="kh-pkg-placeholder" aria-hidden="true">
            {pkg.name.trim().charAt(0)}
          </span>
        )}
        {pkg.is_handpicked ? <span className="kh-pkg-badge">{t("packages.handpicked")}</span> : null}
      </div>
      <h1 className="kh-pkg-name">{pkg.name}</h1>
      <p className="kh-pkg-meta">
        {pkg.visits_per_month ? (
          <span className="kh-pkg-pill">
            {pkg.visits_per_month === 1
              ? t("packages.visitPerMonth")
              : t("packages.visitsPerMonth", { count: pkg.visits_per_month })}
          </span>
        ) : null}
        {(pkg.property_types ?? []).map((type) => (
          <span key={type} className="kh-pkg-pill kh-pkg-pill-muted">
            {t(`packages.types.${type}`, { defaultValue: type })}
          </span>
        ))}
      </p>
      {pkg.unused_visits ? (
        <p className="kh-pkg-description" data-testid="package-unused-visits">
          {t(`packageVisits.rule.${pkg.unused_visits}`)}
        </p>
      ) : null}
      {pkg.description ? (
        <section className="kh-pkg-section">
          <h2>{t("packages.details.about")}</h2>
          <p className="kh-pkg-description">{pkg.description}</p>
        </section>
      ) : null}
      {pkg.services?.length ? (
        <section className="kh-pkg-section">
          <h2>{t("packages.details.included")}</h2>
          <ul className="kh-pkg-included">
            {pkg.services.map((s) => (
              <li key={s.id}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path fill="currentColor" d="m9 16.2-3.5-3.5-1.4 1.4L9 19 20 8l-1.4-1.4z" />
                </svg>
                {s.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pkg.partner ? (
        <section className="kh-pkg-section">
          <h2>{t("packages.details.provider")}</h2>
          <Link to={`/providers/${pkg.partner.id}`} className="kh-pkg-partner-card" data-testid="package-partner">
            {pkg.partner.logo ? (
              <img src={pkg.partner.logo} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <span className="kh-pkg-partner-initial" aria-hidden="true">
                {pkg.partner.name.trim().charAt(0)}
              </span>
            )}
            <span className="kh-pkg-partner-text">
              <strong>{pkg.partner.name}</strong>
              {pkg.partner.average_rating ? <Rating value={Number(pkg.partner.average_rating)} /> : null}
            </span>
            <span className="kh-pkg-partner-go">{t("packages.details.viewProvider")}</span>
          </Link>
        </section>
      ) : null}
    </div>
  );
}
