import "../../i18n/modules/partner-catalog";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";
import { DEFAULT_VAT_PERCENT, useVatPercent } from "../settings/use-vat";

/**
 * VAT inside a gross AED amount at `percent` (the saved rate, 5% by default): round(gross * r / (100 + r), 2), as
 * the server computes it.
 */
export const vatOf = (gross: number | null | undefined, percent: number = DEFAULT_VAT_PERCENT): number => {
  const n = Number(gross);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.round((n * percent * 100) / (100 + percent)) / 100;
};

/** `AED 105.00` and, under it, `incl. VAT AED 5.00`. */
export function MoneyWithVat({ amount, vat }: { amount: number; vat?: number }) {
  const { t, i18n } = useTranslation();
  const percent = useVatPercent();
  return (
    <span className="kh-money">
      <Typography.Text strong>
        <bdi>{formatMoney(amount, i18n.language)}</bdi>
      </Typography.Text>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("partnerCatalog.common.inclVat", { vat: formatMoney(vat ?? vatOf(amount, percent), i18n.language) })}
      </Typography.Text>
    </span>
  );
}

/** The VAT part of a price being typed, under the input. */
export function VatHint({ price }: { price: number | string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const percent = useVatPercent();
  const n = Number(price);
  if (!Number.isFinite(n) || n <= 0) return <span>{t("partnerCatalog.common.priceInclVat", { percent })}</span>;
  const vat = vatOf(n, percent);
  return (
    <span data-testid="vat-hint">
      {t("partnerCatalog.common.vatPart", {
        vat: formatMoney(vat, i18n.language),
        net: formatMoney(Math.round((n - vat) * 100) / 100, i18n.language),
      })}
    </span>
  );
}
