import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import "./date-strip.css";

const TIMEZONE = "Asia/Dubai";

export interface StripDate {
  /** YYYY-MM-DD (Asia/Dubai) */
  date: string;
  available: boolean;
  reason?: string | null;
}

export interface StripSlot {
  /** "09:00" */
  time: string;
  /** "09:00 AM" */
  label: string;
  available: boolean;
}

/** One day's slots as `GET customer/booking/time-slots` answers them. */
export interface StripDay {
  date: string;
  closed: boolean;
  closed_reason: "holiday" | "closed" | "past" | null;
  holiday_name: string | null;
  slots: StripSlot[];
}

/**
 * Why a day offers no slot: `holiday` (with its name), `closed`, `full` (every slot taken), or null when a slot is
 * free. Each screen words it in its own strings.
 */
export function dayClosure(day: StripDay): "holiday" | "closed" | "full" | null {
  if (day.closed) return day.closed_reason === "holiday" ? "holiday" : "closed";
  return day.slots.some((s) => s.available) ? null : "full";
}

/** Weekday, day and month of a `YYYY-MM-DD` date in Asia/Dubai, in the UI language (Latin digits). */
export function dayParts(date: string, language: string) {
  // Noon in Dubai, so the weekday never slips across midnight in any browser time zone.
  const at = new Date(`${date}T12:00:00+04:00`);
  const locale = language.startsWith("ar") ? "ar-AE-u-nu-latn" : "en-GB";
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: TIMEZONE, ...options }).format(at);
  return {
    weekday: part({ weekday: "short" }),
    day: part({ day: "numeric" }),
    month: part({ month: "short" }),
    full: part({ weekday: "long", day: "numeric", month: "long", year: "numeric" }),
  };
}

/** What a strip and a slot picker share: a fieldset with a legend, status lines above, field errors below. */
interface PickerProps {
  /** The fieldset's id (a screen scrolls to it on an error). */
  id?: string;
  label: ReactNode;
  /** Shown (role="status") while the options load. */
  loading?: ReactNode;
  /** Field errors (e.g. the server's 422 for this field), listed under the options. */
  errors?: string[];
}

function Picker({
  id,
  className,
  label,
  loading,
  errors,
  invalid,
  children,
}: PickerProps & { className: string; invalid?: boolean; children: ReactNode }) {
  const uid = useId();
  const hasErrors = Boolean(errors?.length);
  return (
    <fieldset
      className={`kh-picker ${className}`}
      id={id}
      aria-invalid={invalid && hasErrors ? true : undefined}
      aria-describedby={hasErrors ? `${uid}-e` : undefined}
    >
      <legend>{label}</legend>
      {loading ? (
        <p className="kh-picker-muted" role="status">
          {loading}
        </p>
      ) : null}
      {children}
      {hasErrors ? (
        <p className="kh-picker-error" id={`${uid}-e`} role="alert">
          {errors?.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A horizontally scrolling strip of days (native radios: arrow keys move between days, screen readers read the
 * full date). Unavailable days stay visible but disabled. `noneOpen` is said when days came back but none is open.
 */
export function DateStrip({
  dates,
  value,
  onChange,
  noneOpen,
  ...picker
}: PickerProps & {
  dates: StripDate[];
  value: string | null;
  onChange: (date: string) => void;
  noneOpen?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const name = useId();
  return (
    <Picker {...picker} className="kh-strip">
      {!picker.loading && noneOpen && dates.length > 0 && !dates.some((d) => d.available) ? (
        <p className="kh-picker-muted">{noneOpen}</p>
      ) : null}
      <div className="kh-strip-days" data-testid="date-strip">
        {dates.map((d) => {
          const parts = dayParts(d.date, i18n.language);
          return (
            <label
              key={d.date}
              className={`kh-strip-day${d.available ? "" : " is-off"}`}
              title={parts.full}
              data-testid={`date-${d.date}`}
            >
              <input
                type="radio"
                name={name}
                value={d.date}
                checked={value === d.date}
                disabled={!d.available}
                aria-label={parts.full}
                onChange={() => onChange(d.date)}
              />
              <span aria-hidden="true">
                <small>{parts.weekday}</small>
                <strong>{parts.day}</strong>
                <small>{parts.month}</small>
              </span>
            </label>
          );
        })}
      </div>
    </Picker>
  );
}

/**
 * Time slots of one day as a wrap of chips; taken slots are disabled (with `takenLabel` under them, when given).
 * `notice` (e.g. "that slot was just taken") stands above them, `empty` (holiday, closed, full) instead of or above
 * them: pass an empty `slots` to show the message alone.
 */
export function SlotPicker({
  slots,
  value,
  onChange,
  notice,
  empty,
  takenLabel,
  ...picker
}: PickerProps & {
  slots: StripSlot[];
  value: string | null;
  onChange: (time: string) => void;
  notice?: ReactNode;
  empty?: ReactNode;
  takenLabel?: ReactNode;
}) {
  const name = useId();
  return (
    <Picker {...picker} className="kh-slots" invalid>
      {notice ? (
        <p className="kh-picker-notice" role="status">
          {notice}
        </p>
      ) : null}
      {empty ? (
        <p className="kh-picker-empty" data-testid="no-slots">
          {empty}
        </p>
      ) : null}
      {slots.length ? (
        <div className="kh-slots-grid">
          {slots.map((s) => (
            <label key={s.time} className={`kh-slot${s.available ? "" : " is-off"}`}>
              <input
                type="radio"
                name={name}
                value={s.time}
                checked={value === s.time}
                disabled={!s.available}
                onChange={() => onChange(s.time)}
              />
              <span>
                <bdi>{s.label}</bdi>
                {s.available || !takenLabel ? null : <small className="kh-slot-off">{takenLabel}</small>}
              </span>
            </label>
          ))}
        </div>
      ) : null}
    </Picker>
  );
}
