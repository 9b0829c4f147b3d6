/** Display formatting: text truncation, numbers, AED money, dates and times in Asia/Dubai. */
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import {
  CURRENCY,
  DEFAULT_DATE_FORMAT,
  DEFAULT_DECIMALS,
  DEFAULT_TIME_FORMAT,
  TIMEZONE,
  TRUNCATE_LENGTH,
  TRUNCATE_SUFFIX,
} from "../config/constants";

dayjs.extend(utc);
dayjs.extend(timezone);

/** First `max` characters followed by ' ...' when longer; otherwise the text as is. */
export const truncate = (text: string | null | undefined, max: number = TRUNCATE_LENGTH): string => {
  const value = text ?? "";
  return value.length > max ? `${value.slice(0, max)}${TRUNCATE_SUFFIX}` : value;
};

const toNumber = (value: number | string | null | undefined): number => {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * One `Intl.NumberFormat` per locale and options, built on first use: building one costs about 100x a `format` call
 * (19 ms of the home page's first load went to building one per price), and a formatter's output never changes.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
};

/** `1234.5` -> `1,234.50` (Latin digits, grouped). Non-numbers read as 0. */
export const formatNumber = (value: number | string | null | undefined, decimals: number = DEFAULT_DECIMALS): string =>
  numberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(toNumber(value));

/** Money in AED: `AED 1,234.50` (en); Arabic: `1,234.50 د.إ.` style via Intl `ar-AE` with Latin digits. */
export const formatMoney = (amount: number | string | null | undefined, lang: string = "en"): string => {
  const value = toNumber(amount);
  if (lang.toLowerCase().startsWith("ar")) {
    return numberFormat("ar-AE-u-nu-latn", {
      style: "currency",
      currency: CURRENCY,
      minimumFractionDigits: DEFAULT_DECIMALS,
      maximumFractionDigits: DEFAULT_DECIMALS,
    }).format(value);
  }
  const sign = value < 0 ? "-" : "";
  return `${sign}${CURRENCY} ${formatNumber(Math.abs(value))}`;
};

export type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ONLY = /^\d{1,2}:\d{2}(:\d{2})?$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a value into Asia/Dubai time. Date-only (`2025-01-31`) and time-only (`14:30`) strings are wall-clock values
 * and are not shifted; other strings without an offset (`2025-01-31 10:00:00`) are read as UTC, as the API sends.
 */
export const toDubai = (value: DateInput): dayjs.Dayjs | null => {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const text = value.trim();
    if (DATE_ONLY.test(text)) return dayjs.tz(text, TIMEZONE);
    if (TIME_ONLY.test(text)) return dayjs.tz(`1970-01-01 ${text.length <= 5 ? `${text}:00` : text}`, TIMEZONE);
    const parsed = HAS_OFFSET.test(text) ? dayjs(text) : dayjs.utc(text.replace(" ", "T"));
    return parsed.isValid() ? parsed.tz(TIMEZONE) : null;
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(TIMEZONE) : null;
};

/** The date and time formats dates are shown in: the saved settings, else the defaults (DD-MM-YYYY, hh:mm A). */
export interface DisplayFormats {
  date: string;
  time: string;
}

type FormatSource = { default_date_format?: unknown; default_time_format?: unknown } | null | undefined;

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value : undefined;

/**
 * The formats to show dates in, from the first source that has them: `get-configurations`' `configurations` (any
 * token: customers and partners have no read-settings), then `GET settings`, then the defaults.
 */
export const displayFormatsOf = (...sources: FormatSource[]): DisplayFormats => {
  const pick = (key: "default_date_format" | "default_time_format") =>
    sources.map((s) => (s && typeof s === "object" && !Array.isArray(s) ? nonEmpty(s[key]) : undefined)).find(Boolean);
  return {
    date: pick("default_date_format") ?? DEFAULT_DATE_FORMAT,
    time: pick("default_time_format") ?? DEFAULT_TIME_FORMAT,
  };
};

let current: DisplayFormats = { date: DEFAULT_DATE_FORMAT, time: DEFAULT_TIME_FORMAT };

/**
 * Sets the formats `formatDate`/`formatTime`/`formatDateTime` use when a call names none. The shell keeps them equal
 * to the saved settings (src/shell/session-effects.tsx), so every date on every screen follows a change without a
 * redeploy; screens that must repaint at once when the formats change read them with `useFormatters()`
 * (src/features/settings/use-formatters.ts).
 */
export const setDisplayFormats = (formats: DisplayFormats): void => {
  current = { ...formats };
};

export const currentDisplayFormats = (): DisplayFormats => current;

/** `DD-MM-YYYY` (or the saved `default_date_format`) in Asia/Dubai; '' for empty or invalid input. */
export const formatDate = (value: DateInput, format: string = current.date): string =>
  toDubai(value)?.format(format) ?? "";

/** `hh:mm A` (or the saved `default_time_format`) in Asia/Dubai. */
export const formatTime = (value: DateInput, format: string = current.time): string =>
  toDubai(value)?.format(format) ?? "";

export const formatDateTime = (
  value: DateInput,
  dateFormat: string = current.date,
  timeFormat: string = current.time,
): string => toDubai(value)?.format(`${dateFormat} ${timeFormat}`) ?? "";

/** Formatters bound to `default_date_format`/`default_time_format` of `settings`, falling back to the defaults. */
export const formattersFor = (settings?: FormatSource) => {
  const { date: dateFormat, time: timeFormat } = displayFormatsOf(settings);
  return {
    dateFormat,
    timeFormat,
    date: (value: DateInput) => formatDate(value, dateFormat),
    time: (value: DateInput) => formatTime(value, timeFormat),
    dateTime: (value: DateInput) => formatDateTime(value, dateFormat, timeFormat),
  };
};
