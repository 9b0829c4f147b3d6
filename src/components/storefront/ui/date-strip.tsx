import { useId } from "react";
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

/** Noon in Dubai of a calendar date, so the weekday never slips across midnight in any browser time zone. */
const noonOf = (date: string) => new Date(`${date}T12:00:00+04:00`);

const part = (date: string, lang: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang.startsWith("ar") ? "ar-AE-u-nu-latn" : "en-GB", {
    timeZone: TIMEZONE,
    ...options,
  }).format(noonOf(date));

/**
 * A horizontally scrolling strip of days (native radios: arrow keys move between days, screen readers read the
 * full date). Unavailable days stay visible but disabled.
 */
export function DateStrip({
  label,
  dates,
  value,
  onChange,
}: {
  label: string;
  dates: StripDate[];
  value: string | null;
  onChange: (date: string) => void;
}) {
  const { i18n } = useTranslation();
  const name = useId();
  const lang = i18n.language;
  return (
    <fieldset className="kh-strip">
      <legend>{label}</legend>
      <div className="kh-strip-days">
        {dates.map((d) => (
          <label key={d.date} className="kh-strip-day" data-testid={`date-${d.date}`}>
            <input
              type="radio"
              name={name}
              value={d.date}
              checked={value === d.date}
              disabled={!d.available}
              aria-label={part(d.date, lang, { weekday: "long", day: "numeric", month: "long" })}
              onChange={() => onChange(d.date)}
            />
            <span aria-hidden="true">
              <small>{part(d.date, lang, { weekday: "short" })}</small>
              <strong>{part(d.date, lang, { day: "numeric" })}</strong>
              <small>{part(d.date, lang, { month: "short" })}</small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Time slots of one day as a wrap of chips; taken slots are disabled. */
export function SlotPicker({
  label,
  slots,
  value,
  onChange,
}: {
  label: string;
  slots: StripSlot[];
  value: string | null;
  onChange: (time: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="kh-slots">
      <legend>{label}</legend>
      <div className="kh-slots-grid">
        {slots.map((s) => (
          <label key={s.time} className="kh-slot">
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
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
