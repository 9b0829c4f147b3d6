import "../../../i18n/modules/discovery";
import type { TFunction } from "i18next";

/** "45 min", "2 h", "1 h 30 min" from minutes; '' when unknown. */
export function formatDuration(t: TFunction, minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return "";
  if (minutes < 60) return t("discovery.common.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t("discovery.common.hours", { count: hours })
    : t("discovery.common.hoursMinutes", { hours, minutes: rest });
}

/** Picks `<key>One` for 1 and `<key>` otherwise (the modules keep plain keys so Arabic mirrors English exactly). */
export const plural = (t: TFunction, key: string, count: number): string =>
  t(count === 1 ? `${key}One` : key, { count });

/** First letter of a name, for image placeholders. */
export const initialOf = (name: string | null | undefined): string =>
  (name ?? "").trim().charAt(0).toUpperCase() || "•";
