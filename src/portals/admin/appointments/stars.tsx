import { useTranslation } from "react-i18next";

/** Star rating as text (no icon font needed): ★★★★☆. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={t("adminAppointments.reviews.ratingOf", { rating })} style={{ color: "#f5a623" }}>
      {"★".repeat(full)}
      <span style={{ color: "#d9d9d9" }}>{"★".repeat(5 - full)}</span>
    </span>
  );
}
