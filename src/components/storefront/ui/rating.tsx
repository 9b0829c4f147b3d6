import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";

/** Star rating with its value and count ("4.7 (128)"), readable by screen readers. */
export function Rating({ value, count }: { value: number | null | undefined; count?: number | null }) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return null;
  const label = t("price.ratingLabel", { value: formatNumber(value, 1), count: count ?? 0 });
  return (
    <span className="kh-rating" role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="#f59e0b" d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
      </svg>
      <span aria-hidden="true">
        {formatNumber(value, 1)}
        {count !== undefined && count !== null ? <span className="kh-rating-count"> ({count})</span> : null}
      </span>
    </span>
  );
}
