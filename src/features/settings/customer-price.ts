import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";
import { useKhidmaStore } from "../../state";
import { vatPercentOf } from "./use-vat";

/**
 * `prices_include_vat` of get-configurations' `configurations`: false only when the admin saved false, else true
 * (the default: prices are shown as the customer pays them, VAT included).
 */
export function pricesIncludeVatOf(configurations: unknown): boolean {
  return !(
    configurations &&
    typeof configurations === "object" &&
    !Array.isArray(configurations) &&
    (configurations as Record<string, unknown>).prices_include_vat === false
  );
}

/**
 * The amount a VAT-inclusive price (AED) is shown at: the price itself, or, when prices are shown before VAT, the
 * price less its VAT share at `percent` (round(gross x r / (100 + r), 2), the server's `price_excl_vat`).
 */
export function shownAmount(gross: number, percent: number, includeVat: boolean): number {
  if (includeVat || !Number.isFinite(gross)) return gross;
  const fils = Math.round(gross * 100);
  return (fils - Math.round((fils * percent) / (100 + percent))) / 100;
}

/** The VAT display the storefront follows: the saved rate and whether prices are shown with VAT included. */
export function useVatDisplay(): { percent: number; includeVat: boolean } {
  const percent = useKhidmaStore((s) => vatPercentOf(s.config.configurations));
  const includeVat = useKhidmaStore((s) => pricesIncludeVatOf(s.config.configurations));
  return { percent, includeVat };
}

export interface CustomerPrice {
  /** The amount shown (AED): the VAT-inclusive price, or the price before VAT. */
  amount: number;
  /** `amount` formatted in the UI language ("AED 100.00"). */
  text: string;
  /** "incl. 5% VAT", or "+ 5% VAT" when the amount is before VAT. */
  note: string;
  /** True when `amount` is the price before VAT. */
  excludesVat: boolean;
}

/**
 * The one formatter of a customer-facing price (catalogue tiles and details, package prices, cart and order lines).
 * Stored and answered prices include VAT and what a customer pays never changes; the admin's "Prices shown including
 * VAT" (`prices_include_vat`) only chooses how a price is drawn: with VAT ("incl. 5% VAT", the default) or before it
 * ("+ 5% VAT"). `percent` defaults to the saved rate (a cart or order passes the rate it was priced at).
 */
export function useCustomerPrice(): (gross: number | string, percent?: number | null) => CustomerPrice {
  const { t, i18n } = useTranslation();
  const display = useVatDisplay();
  return (gross, percent) => {
    const rate = percent ?? display.percent;
    const amount = shownAmount(Number(gross), rate, display.includeVat);
    return {
      amount,
      text: formatMoney(amount, i18n.language),
      note: t(display.includeVat ? "price.inclVat" : "price.plusVat", { percent: rate }),
      excludesVat: !display.includeVat,
    };
  };
}
