import "../../../../i18n/modules/packages";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { SkeletonDetails } from "../../../../components/storefront/cards";
import { formatNumber } from "../../../../lib/format";
import { useApi } from "../../../../lib/use-api";
import { BuyPackageButton } from "../wallet/buy-button";
import { Chips, QuoteBreakdown, usePriceQuote } from "./package-calculator-parts";
import { PackageInfo } from "./package-info";
import type { PackageDetails, PackageDuration, PropertyType } from "./types";
import "./packages.css";

const listOf = <T,>(data: T[] | { data: T[] } | undefined): T[] =>
  Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];

/** /packages/:id: description, included services, partner and the price calculator (choices kept in the URL). */
export default function PackageDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const name = useId();
  const [params, setParams] = useSearchParams();
  const details = useApi<PackageDetails>(id ? ENDPOINTS.storePackageDetails : null, { package_id: id });
  const types = useApi<PropertyType[] | { data: PropertyType[] }>(id ? ENDPOINTS.storePropertyTypes : null, {
    package_id: id,
  });

  const pkg = details.data;
  const durations: PackageDuration[] = [...(pkg?.durations ?? [])].sort((a, b) => a.months - b.months);
  const propertyTypes = listOf(types.data).filter((p) => (p.sizes ?? []).length > 0);
  const duration = durations.find((d) => String(d.id) === params.get("duration")) ?? durations[0];
  const propertyType = propertyTypes.find((p) => p.type === params.get("property_type")) ?? propertyTypes[0];
  const size = propertyType?.sizes.find((s) => s.key === params.get("property_size")) ?? propertyType?.sizes[0];

  const choice = {
    package_id: id,
    duration: duration?.id,
    property_type: propertyType?.type,
    property_size: size?.key,
  };
  const quote = usePriceQuote(choice);

  const choose = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    const merged: Record<string, string | number | undefined> = {
      duration: duration?.id,
      property_type: propertyType?.type,
      property_size: size?.key,
      ...changes,
    };
    if (changes.property_type !== undefined) {
      const nextType = propertyTypes.find((p) => p.type === changes.property_type);
      if (!nextType?.sizes.some((s) => s.key === merged.property_size)) merged.property_size = nextType?.sizes[0]?.key;
    }
    for (const [key, value] of Object.entries(merged)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const monthsLabel = (months: number) =>
    months === 1
      ? t("packages.details.month")
      : t(months > 10 ? "packages.details.monthsMany" : "packages.details.months", { count: months });

  if (details.isLoading) {
    return (
      <main className="kh-container kh-pkg-details">
        <SkeletonDetails />
      </main>
    );
  }
  if (details.isError || !pkg) {
    const missing = isApiError(details.error) && details.error.status === 404;
    return (
      <main className="kh-container kh-pkg-details">
        <div className="kh-pkg-state" role="alert">
          <p>{missing ? t("packages.details.notFound") : t("packages.details.error")}</p>
          <div className="kh-pkg-state-actions">
            {missing ? null : (
              <button type="button" className="kh-button kh-ghost" onClick={() => void details.refetch()}>
                {t("packages.retry")}
              </button>
            )}
            <Link to="/packages" className="kh-button">
              {t("packages.details.back")}
            </Link>
          </div>
        </div>
      </main>
    );
  }

  const q = quote.data;
  const quoteMatches = quote.isSuccess && !quote.isPlaceholderData;
  const updating = quote.isFetching;
  const canBuy = quoteMatches && !quote.isError;

  return (
    <main className="kh-pkg-details">
      <div className="kh-container">
        <nav className="kh-pkg-back">
          <Link to="/packages">
            <span aria-hidden="true" className="kh-flip">
              ‹
            </span>{" "}
            {t("packages.details.back")}
          </Link>
        </nav>
        <div className="kh-pkg-layout">
          <PackageInfo pkg={pkg} />

          <aside className="kh-pkg-calc" aria-labelledby={`${name}-calc`} data-testid="price-calculator">
            <h2 id={`${name}-calc`}>{t("packages.details.calculator")}</h2>
            {types.isLoading ? (
              <p className="kh-pkg-muted">{t("common.loading")}</p>
            ) : durations.length === 0 || propertyTypes.length === 0 ? (
              <p className="kh-pkg-muted">{t("packages.details.noPricing")}</p>
            ) : (
              <>
                <Chips
                  legend={t("packages.details.duration")}
                  name={`${name}-duration`}
                  value={duration?.id}
                  onChange={(v) => choose({ duration: v })}
                  options={durations.map((d) => ({
                    value: d.id,
                    label: monthsLabel(d.months),
                    note:
                      Number(d.discount_percent) > 0
                        ? t("packages.details.save", { percent: formatNumber(d.discount_percent, 0) })
                        : undefined,
                  }))}
                />
                <Chips
                  legend={t("packages.details.propertyType")}
                  name={`${name}-type`}
                  value={propertyType?.type}
                  onChange={(v) => choose({ property_type: v })}
                  options={propertyTypes.map((p) => ({ value: p.type, label: p.name }))}
                />
                <Chips
                  legend={t("packages.details.propertySize")}
                  name={`${name}-size`}
                  value={size?.key}
                  onChange={(v) => choose({ property_size: v })}
                  options={(propertyType?.sizes ?? []).map((s) => ({ value: s.key, label: s.name }))}
                />

                <div
                  className={`kh-quote${updating ? " kh-quote-updating" : ""}`}
                  aria-live="polite"
                  aria-busy={updating}
                >
                  {quote.isError && !quote.isFetching ? (
                    <p className="kh-quote-error" role="alert">
                      {isApiError(quote.error) && quote.error.status === 422
                        ? t("packages.details.priceError")
                        : t("packages.details.error")}
                    </p>
                  ) : q ? (
                    <QuoteBreakdown q={q} monthsLabel={monthsLabel} />
                  ) : (
                    <p className="kh-pkg-muted">{t("common.loading")}</p>
                  )}
                  {updating ? (
                    <p className="kh-quote-updating-note" role="status">
                      {t("packages.details.updating")}
                    </p>
                  ) : null}
                </div>

                {canBuy ? (
                  <BuyPackageButton
                    choice={choice}
                    label={t("packages.details.buy")}
                    className="kh-button kh-pkg-buy"
                  />
                ) : (
                  <span className="kh-button kh-pkg-buy kh-pkg-buy-disabled" aria-disabled="true">
                    {t("packages.details.buy")}
                  </span>
                )}
              </>
            )}
          </aside>
        </div>
      </div>
    </main>
  );
}
