import "../../../i18n/modules/partner-reviews";
import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { formatNumber } from "../../../lib/format";
import { Stars } from "./stars";

export type RatingSummary = ApiSchema<"RatingSummary">;

const STARS = ["5", "4", "3", "2", "1"] as const;

/**
 * The partner's average, count and distribution (visible reviews, as customers see them): a bar per star drawn
 * with plain elements, each bar's figures in its accessible name and beside it.
 */
export function ReviewSummary({ summary }: { summary: RatingSummary | undefined }) {
  const { t } = useTranslation();
  if (!summary) return null;
  const max = Math.max(1, ...STARS.map((s) => summary.distribution[s]));
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="rating-summary">
      <div style={{ display: "flex", flexWrap: "wrap", gap: 24, alignItems: "center" }}>
        <div style={{ minWidth: 140 }}>
          <Typography.Text type="secondary">{t("partnerReviews.summary.average")}</Typography.Text>
          <div style={{ display: "flex", alignItems: "baseline", gap: 6 }}>
            <Typography.Title level={2} style={{ margin: 0 }} data-testid="rating-average">
              {summary.count ? formatNumber(summary.average, 1) : "—"}
            </Typography.Title>
            <Typography.Text type="secondary">{t("partnerReviews.summary.outOf")}</Typography.Text>
          </div>
          {summary.count ? <Stars rating={summary.average} /> : null}
          <div>
            <Typography.Text type="secondary" data-testid="rating-count">
              {summary.count
                ? t("partnerReviews.summary.count", { count: summary.count })
                : t("partnerReviews.summary.none")}
            </Typography.Text>
          </div>
        </div>
        <ul
          aria-label={t("partnerReviews.summary.distribution")}
          style={{ listStyle: "none", margin: 0, padding: 0, flex: "1 1 220px", maxWidth: 420 }}
        >
          {STARS.map((star) => {
            const count = summary.distribution[star];
            const percent = summary.count ? Math.round((count / summary.count) * 100) : 0;
            return (
              <li
                key={star}
                aria-label={t("partnerReviews.summary.bar", { star, count, percent })}
                style={{ display: "flex", alignItems: "center", gap: 8, marginBlock: 2 }}
                data-testid={`rating-bar-${star}`}
              >
                <span aria-hidden style={{ width: 28, whiteSpace: "nowrap" }}>
                  {star}★
                </span>
                <span
                  aria-hidden
                  style={{ flex: 1, height: 8, borderRadius: 4, background: "#f0f0f0", overflow: "hidden" }}
                >
                  <span
                    style={{
                      display: "block",
                      height: "100%",
                      width: `${(count / max) * 100}%`,
                      background: "#f59e0b",
                      borderRadius: 4,
                    }}
                  />
                </span>
                <span aria-hidden style={{ minWidth: 32, textAlign: "end" }}>
                  {count}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
