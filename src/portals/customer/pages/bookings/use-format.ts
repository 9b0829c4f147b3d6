import "../../../../i18n/modules/bookings";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../../features/settings/use-formatters";
import { formatMoney } from "../../../../lib/format";
import { useKhidmaStore } from "../../../../state";

/** Date/time in Asia/Dubai in the saved formats (get-configurations, any token), and AED money in the UI language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const fmt = useFormatters();
  const rtl = i18n.language.startsWith("ar");
  return {
    ...fmt,
    money: (amount: number | string | null | undefined) => formatMoney(amount, i18n.language),
    /**
     * In Arabic, wraps a Latin code, date, time or amount put into a sentence in Unicode isolates (FSI…PDI), so
     * "BK-000041" or "10:00 AM" stays whole and in order; English text is left as is.
     */
    iso: (text: string | number | null | undefined): string => (rtl ? `\u2068${text ?? ""}\u2069` : String(text ?? "")),
  };
}

/** The cancellation rule numbers from `settings.cancellation` (docs/commerce-api.md), with the documented defaults. */
export function useCancellationRules() {
  const settings = useKhidmaStore((s) => s.config.settings);
  const c = (settings?.cancellation ?? {}) as Partial<Record<string, number>>;
  return {
    free: c.free_hours ?? 12,
    late: c.late_hours ?? 2,
    latePercent: c.late_percent ?? 25,
    veryLatePercent: c.very_late_percent ?? 50,
    missedPercent: c.missed_percent ?? 100,
  };
}
