import { VAT_PERCENT } from "../../config/constants";
import { useKhidmaStore } from "../../state";

/** UAE VAT (the constants table), the rate until the admin saves another one in settings. */
export const DEFAULT_VAT_PERCENT = VAT_PERCENT;

/** `vat_percentage` of get-configurations' `configurations` (the saved rate, served to any token), else 5. */
export function vatPercentOf(configurations: unknown): number {
  const value =
    configurations && !Array.isArray(configurations) && typeof configurations === "object"
      ? Number((configurations as Record<string, unknown>).vat_percentage)
      : Number.NaN;
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_VAT_PERCENT;
}

/** The VAT rate (percent) prices include now, for hints and texts; amounts of a sale come from the server. */
export function useVatPercent(): number {
  return useKhidmaStore((s) => vatPercentOf(s.config.configurations));
}
