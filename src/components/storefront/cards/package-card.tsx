import "../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { truncate } from "../../../lib/format";
import { Price } from "../ui/price";
import { initialOf, plural } from "./helpers";
import { SafeImage } from "./safe-image";
import type { PackageSummary } from "./types";
import "./cards.css";

/** A package card: image, name, provider, visits a month and the starting monthly price; links to /packages/:id. */
export function PackageCard({ pkg }: { pkg: PackageSummary }) {
  const { t } = useTranslation();
  return (
    <article className="kh-card kh-package-card" data-testid="package-card">
      <div className="kh-card-media">
        <SafeImage
          src={pkg.image}
          alt=""
          width={400}
          height={240}
          fallback={
            <span className="kh-card-placeholder" aria-hidden="true">
              {initialOf(pkg.name)}
            </span>
          }
        />
      </div>
      <div className="kh-card-body">
        <h3 className="kh-card-title">
          <Link to={`/packages/${pkg.id}`} className="kh-stretched">
            {pkg.name}
          </Link>
        </h3>
        {pkg.partner?.name ? (
          <p className="kh-muted kh-small kh-clip">{t("discovery.common.by", { name: truncate(pkg.partner.name) })}</p>
        ) : null}
        {pkg.visits_per_month ? (
          <span className="kh-chip">{plural(t, "discovery.home.visitsPerMonth", pkg.visits_per_month)}</span>
        ) : null}
        <div className="kh-card-foot">
          <Price amount={pkg.starting_price} from suffix={t("price.perMonth")} vatNote />
        </div>
      </div>
    </article>
  );
}
