import "../../i18n/modules/partner-catalog";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";

/** VAT inside a gross AED amount (5%): round(gross * 5 / 105, 2), as the server computes it. */
export const vatOf = (gross: number | null | undefined): number => {
  const n = Number(gross);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.round((n * 5 * 100) / 105) / 100;
};

/** `AED 105.00` and, under it, `incl. VAT AED 5.00`. */
export function MoneyWithVat({ amount, vat }: { amount: number; vat?: number }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="kh-money">
      <Typography.Text strong>
        <bdi>{formatMoney(amount, i18n.language)}</bdi>
      </Typography.Text>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("partnerCatalog.common.inclVat", { vat: formatMoney(vat ?? vatOf(amount), i18n.language) })}
      </Typography.Text>
    </span>
  );
}

/** The VAT part of a price being typed, under the input. */
export function VatHint({ price }: { price: number | string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const n = Number(price);
  if (!Number.isFinite(n) || n <= 0) return <span>{t("partnerCatalog.common.priceInclVat")}</span>;
  const vat = vatOf(n);
  return (
    <span data-testid="vat-hint">
      {t("partnerCatalog.common.vatPart", {
        vat: formatMoney(vat, i18n.language),
        net: formatMoney(Math.round((n - vat) * 100) / 100, i18n.language),
      })}
    </span>
  );
}
