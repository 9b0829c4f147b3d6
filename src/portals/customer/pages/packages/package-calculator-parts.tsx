import "../../../../i18n/modules/packages";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { Price } from "../../../../components/storefront/ui/price";
import { formatMoney, formatNumber } from "../../../../lib/format";
import type { PriceQuote } from "./types";

/** Chip-style radio group (native inputs: keyboard and screen readers work as usual). */
export function Chips<T extends string | number>({
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
export function usePriceQuote(params: {
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

/** The quoted monthly price, discount, VAT, per-visit price, visits and total (all from the server). */
export function QuoteBreakdown({ q, monthsLabel }: { q: PriceQuote; monthsLabel: (months: number) => string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number | string | null | undefined) => formatMoney(amount, i18n.language);
  return (
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
              <dt>{t("packages.details.discount", { percent: formatNumber(q.discount_percent, 0) })}</dt>
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
        <small>{t("price.inclVat", { percent: formatNumber(q.vat_percentage, 0) })}</small>
      </div>
    </>
  );
}
