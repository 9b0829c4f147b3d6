import { useTranslation } from "react-i18next";
import "./cards.css";

/** Grey placeholder blocks shaped like the cards that are loading (announced once as "Loading..."). */
export function SkeletonGrid({
  count = 4,
  variant = "card",
  className = "kh-grid",
}: {
  count?: number;
  variant?: "card" | "tile" | "row" | "banner";
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true" role="status" aria-label={t("common.loading")}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={`kh-skeleton kh-skeleton-${variant}`} aria-hidden="true">
          {variant === "card" || variant === "tile" ? <div className="kh-skeleton-media" /> : null}
          <div className="kh-skeleton-line" />
          <div className="kh-skeleton-line kh-skeleton-short" />
        </div>
      ))}
    </div>
  );
}

/** A block of text lines while a details page loads. */
export function SkeletonDetails() {
  const { t } = useTranslation();
  return (
    <div className="kh-skeleton-details" aria-busy="true" role="status" aria-label={t("common.loading")}>
      <div className="kh-skeleton kh-skeleton-hero" aria-hidden="true" />
      <div className="kh-skeleton-line" aria-hidden="true" />
      <div className="kh-skeleton-line kh-skeleton-short" aria-hidden="true" />
      <div className="kh-skeleton-line" aria-hidden="true" />
    </div>
  );
}
