import "../../../i18n/modules/partner-reviews";
import { useTranslation } from "react-i18next";

/** A rating as stars (text, no icon font): ★★★★☆, read as "4 out of 5 stars". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={t("partnerReviews.table.ratingOf", { rating })}
      style={{ color: "#b45309", fontSize: size, letterSpacing: 1, whiteSpace: "nowrap" }}
    >
      {"★".repeat(full)}
      <span style={{ color: "#d1d5db" }}>{"★".repeat(5 - full)}</span>
    </span>
  );
}
