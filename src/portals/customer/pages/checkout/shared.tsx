import "../../../../i18n/modules/cart";
import { useTranslation } from "react-i18next";
import { useCustomerPrice } from "../../../../features/settings/customer-price";
import type { Summary } from "../../../../lib/cart";
import { formatMoney } from "../../../../lib/format";

/** An amount as the server computed it, formatted in the UI language ("AED 1,234.50"). */
export function Money({ amount, className }: { amount: number | string | null | undefined; className?: string }) {
  const { i18n } = useTranslation();
  return <bdi className={className}>{formatMoney(Number(amount ?? 0), i18n.language)}</bdi>;
}

/**
 * A cart or order line's price (VAT included as answered), drawn as the admin's "Prices shown including VAT" says:
 * as today, or before VAT at `vatPercent` (the cart's or order's rate) with "+ N% VAT" under it when `withNote`.
 * The totals (SummaryLines) always show the subtotal, VAT and the total to pay with VAT.
 */
export function LinePrice({
  amount,
  vatPercent,
  className,
  withNote = false,
}: {
  amount: number | string | null | undefined;
  vatPercent?: number | null;
  className?: string;
  withNote?: boolean;
}) {
  const price = useCustomerPrice();
  const shown = price(Number(amount ?? 0), vatPercent);
  if (!shown.excludesVat || !withNote) return <bdi className={className}>{shown.text}</bdi>;
  return (
    <span className={["kh-co-excl", className].filter(Boolean).join(" ")}>
      <bdi>{shown.text}</bdi>
      <small className="kh-co-muted kh-co-small" data-testid="line-vat-note">
        {shown.note}
      </small>
    </span>
  );
}

/** Subtotal, discount, VAT (included) and total, straight from the API's summary. */
export function SummaryLines({ summary, couponCode }: { summary: Summary; couponCode?: string | null }) {
  const { t } = useTranslation();
  const discount = Number(summary.discount ?? 0);
  return (
    <dl className="kh-co-totals" data-testid="order-summary">
      <div>
        <dt>{t("cart.summary.subtotal")}</dt>
        <dd>
          <Money amount={summary.subtotal} />
        </dd>
      </div>
      {discount > 0 ? (
        <div className="kh-co-discount">
          <dt>{couponCode ? t("cart.summary.discountCode", { code: couponCode }) : t("cart.summary.discount")}</dt>
          <dd>
            <bdi>−</bdi>
            <Money amount={discount} />
          </dd>
        </div>
      ) : null}
      <div className="kh-co-vat">
        <dt>{t("cart.summary.vat", { percent: summary.vat_percentage ?? 5 })}</dt>
        <dd>
          <Money amount={summary.vat_amount} />
        </dd>
      </div>
      <div className="kh-co-total">
        <dt>{t("cart.summary.total")}</dt>
        <dd>
          <Money amount={summary.total} />
        </dd>
      </div>
    </dl>
  );
}

/** "Paid", "Awaiting payment", ... for an order status (the raw value when unknown). */
export function useOrderStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => t(`cart.status.${status}`, { defaultValue: status });
}
