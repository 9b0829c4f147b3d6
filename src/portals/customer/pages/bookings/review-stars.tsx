import "../../../../i18n/modules/booking-review";
import { useId } from "react";
import { useTranslation } from "react-i18next";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1-5 stars as a native radio group (a fieldset with its legend): arrow keys move the choice (mirrored in Arabic by
 * the browser), each star's label names it ("4 stars: very good"), the stars up to the choice are filled.
 */
export function StarRadios({
  legend,
  value,
  onChange,
  error,
  testId,
}: {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="kh-rv-stars"
      data-testid={testId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className="kh-rv-star-row">
        {STARS.map((n) => (
          <span key={n} className="kh-rv-star">
            <input
              type="radio"
              id={`${name}-${n}`}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <label htmlFor={`${name}-${n}`} className={value !== null && n <= value ? "kh-rv-on" : undefined}>
              <span aria-hidden="true">★</span>
              <span className="kh-rv-sr">{t(`bookingReview.stars.s${n}`)}</span>
            </label>
          </span>
        ))}
      </div>
      {error ? (
        <p className="kh-rv-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A rating shown as stars, read as "4 out of 5 stars". */
export function StarsShown({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="kh-rv-shown" role="img" aria-label={t("bookingReview.ratingOf", { rating })}>
      {STARS.map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? "kh-rv-on" : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}
