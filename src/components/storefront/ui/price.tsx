import { useTranslation } from "react-i18next";
import { useVatPercent } from "../../../features/settings/use-vat";
import { formatMoney } from "../../../lib/format";

/**
 * An amount in AED as the server computed it (VAT included); the SPA only formats. `suffix` adds e.g. "/ month".
 * `vatNote` shows "incl. VAT" under it.
 */
export function Price({
  amount,
  suffix,
  vatNote = false,
  from = false,
  className = "kh-price",
}: {
  amount: number | string | null | undefined;
  suffix?: string;
  vatNote?: boolean;
  from?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const percent = useVatPercent();
  if (amount === null || amount === undefined || amount === "") return null;
  return (
    <span className={className}>
      {from ? <span className="kh-price-from">{t("price.from")} </span> : null}
      <bdi className="kh-price-amount">{formatMoney(Number(amount), i18n.language)}</bdi>
      {suffix ? <span className="kh-price-suffix"> {suffix}</span> : null}
      {vatNote ? <small className="kh-price-vat">{t("price.inclVat", { percent })}</small> : null}
    </span>
  );
}
