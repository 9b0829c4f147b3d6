import type { TFunction } from "i18next";
import { formatMoney } from "../../lib/format";
import type { FigureFormat } from "./spec";

const numberFormat = (lang: string, digits = 0) =>
  new Intl.NumberFormat(lang.startsWith("ar") ? "ar-AE-u-nu-latn" : "en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** A report figure as it reads in `lang` (Latin digits in both languages, like the rest of the portals). */
export function formatFigure(value: unknown, format: FigureFormat | undefined, lang: string, t: TFunction): string {
  if (value === null || value === undefined || value === "") return "";
  if (format === undefined || format === "text") return String(value);
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  switch (format) {
    case "money":
      return formatMoney(n, lang);
    case "percent":
      return `${numberFormat(lang, 1).format(n)}%`;
    case "hours":
      return t("reports.hours", { value: numberFormat(lang, 1).format(n) });
    case "rating":
      return numberFormat(lang, 1).format(n);
    default:
      return numberFormat(lang).format(n);
  }
}

/**
 * A row's Dubai date (`YYYY-MM-DD`) or date and time (`YYYY-MM-DD HH:mm`, as the API and the CSV write them) in the
 * platform's saved formats; anything else (an empty cell) as it is.
 */
export function dubaiText(
  value: unknown,
  format: "date" | "datetime",
  f: { date: (v: string) => string; dateTime: (v: string) => string },
): string {
  const text = typeof value === "string" ? value.trim() : "";
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?$/.exec(text);
  if (!m) return value === null || value === undefined ? "" : String(value);
  if (format === "date" || !m[2]) return f.date(m[1]);
  return f.dateTime(`${m[1]}T${m[2]}:00+04:00`);
}
