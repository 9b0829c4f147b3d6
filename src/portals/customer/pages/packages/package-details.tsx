import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { api, isApiError } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { SkeletonDetails } from "../../../../components/storefront/cards";
import { Price } from "../../../../components/storefront/ui/price";
import { Rating } from "../../../../components/storefront/ui/rating";
import { formatMoney, formatNumber } from "../../../../lib/format";
import { useApi } from "../../../../lib/use-api";
import { BuyPackageButton } from "../wallet/buy-button";
import type { PackageDetails, PackageDuration, PriceQuote, PropertyType } from "./types";
import "./packages.css";

const listOf = <T,>(data: T[] | { data: T[] } | undefined): T[] =>
  Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];

/** Chip-style radio group (native inputs: keyboard and screen readers work as usual). */
function Chips<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: Array<{ value: T; label: string; note?: string }>;
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="kh-chips">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={String(o.value)} className="kh-chip-option">
          <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
          <span>
            {o.label}
            {o.note ? <small className="kh-chip-note">{o.note}</small> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The server's price for the current choice; the SPA never computes an amount. */
function usePriceQuote(params: {
  package_id?: string;
  duration?: number;
  property_type?: string;
  property_size?: string;
}) {
  const { i18n } = useTranslation();
  const ready = Boolean(params.package_id && params.duration && params.property_type && params.property_size);
  return useQuery<PriceQuote>({
    queryKey: ["v2", ENDPOINTS.storePackagePrice, params, i18n.language],
    queryFn: async () => (await api.get<PriceQuote>(ENDPOINTS.storePackagePrice, params, { silent: true })).data,
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    meta: { persist: false },
  });
}

/** /packages/:id: description, included services, partner and the price calculator (choices kept in the URL). */
export default function PackageDetailsPage() {
  const { t, i18n } = useTranslation();
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
  const money = (amount: number | string | null | undefined) => formatMoney(amount, i18n.language);
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
                    <>
                      <div className="kh-quote-monthly">
                        <span>{t("packages.details.monthlyPrice")}</span>
                        <Price amount={q.monthly_price} suffix={t("packages.perMonth")} />
                      </div>
                      <dl className="kh-quote-lines">
                        {Number(q.discount_amount) > 0 ? (
                          <>
                            <div>
                              <dt>{t("packages.details.listTotal")}</dt>
                              <dd>
                                <bdi className="kh-quote-strike">{money(q.list_total)}</bdi>
                              </dd>
                            </div>
                            <div className="kh-quote-discount">
                              <dt>
                                {t("packages.details.discount", { percent: formatNumber(q.discount_percent, 0) })}
                              </dt>
                              <dd>
                                <bdi>-{money(q.discount_amount)}</bdi>
                              </dd>
                            </div>
                          </>
                        ) : null}
                        <div>
                          <dt>{t("packages.details.vat", { percent: formatNumber(q.vat_percentage, 0) })}</dt>
                          <dd>
                            <bdi data-testid="quote-vat">{money(q.vat_amount)}</bdi>
                          </dd>
                        </div>
                        <div>
                          <dt>{t("packages.details.pricePerVisit")}</dt>
                          <dd>
                            <bdi data-testid="quote-per-visit">{money(q.price_per_visit)}</bdi>
                          </dd>
                        </div>
                        <div>
                          <dt>{t("packages.details.visits")}</dt>
                          <dd>
                            {t("packages.details.visitsTotal", {
                              perMonth: q.visits_per_month,
                              total: q.visits_total,
                            })}
                          </dd>
                        </div>
                      </dl>
                      <div className="kh-quote-total">
                        <span className="kh-quote-total-label">
                          {t("packages.details.total", { duration: monthsLabel(q.duration_months) })}
                        </span>
                        <bdi data-testid="quote-total">{money(q.total)}</bdi>
                        <small>{t("price.inclVat")}</small>
                      </div>
                    </>
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
