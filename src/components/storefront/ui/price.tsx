import { useTranslation } from "react-i18next";
import { useCustomerPrice } from "../../../features/settings/customer-price";

/**
 * A catalogue price in AED as the server answered it (VAT included), drawn as the admin's "Prices shown including
 * VAT" setting says (`useCustomerPrice`). `suffix` adds e.g. "/ month". `vatNote` shows "incl. N% VAT" under it; a
 * price shown before VAT always carries its "+ N% VAT".
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
  const { t } = useTranslation();
  const price = useCustomerPrice();
  if (amount === null || amount === undefined || amount === "") return null;
  const shown = price(amount);
  return (
    <span className={className}>
      {from ? <span className="kh-price-from">{t("price.from")} </span> : null}
      <bdi className="kh-price-amount">{shown.text}</bdi>
      {suffix ? <span className="kh-price-suffix"> {suffix}</span> : null}
      {vatNote || shown.excludesVat ? (
        <small className="kh-price-vat" data-testid="price-vat-note">
          {shown.note}
        </small>
      ) : null}
    </span>
  );
}
