/**
 * Asia/Dubai time: UTC+4 all year (no daylight saving), so a fixed offset is exact. The one place that knows it.
 */
export const TIMEZONE = "Asia/Dubai";
export const DUBAI_OFFSET_MS = 4 * 3_600_000;

const shifted = (at: Date | string | number) => new Date(new Date(at).getTime() + DUBAI_OFFSET_MS);

/** `YYYY-MM-DD` in Dubai of an instant (today by default). */
export const dubaiDate = (at: Date | string | number = new Date()): string => shifted(at).toISOString().slice(0, 10);

/** `HH:mm` in Dubai of an instant. */
export const dubaiTime = (at: Date | string | number): string => shifted(at).toISOString().slice(11, 16);

/** (year, month 1-12) in Dubai of an instant. */
export const dubaiYearMonth = (at: Date | string | number = new Date()) => {
  const d = shifted(at);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

/** The UTC instant (ISO) at which a Dubai `YYYY-MM-DD` begins. */
export const dubaiMidnightIso = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DUBAI_OFFSET_MS).toISOString();

/** The UTC instant of a Dubai date plus minutes after its midnight. */
export const dubaiInstantOf = (date: string, minutes: number): Date => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + minutes * 60_000 - DUBAI_OFFSET_MS);
};

const DAY_MS = 86_400_000;

/** `date` plus `days` (calendar arithmetic on `YYYY-MM-DD`). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
