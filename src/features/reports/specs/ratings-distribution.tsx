import "../../../i18n/modules/report-ratings";
import { StarFilled } from "@ant-design/icons";
import { Flex, Progress, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { shortDate } from "../../charts/chart-options";
import { formatFigure } from "../format";
import type { ReportAnswer } from "../spec";

const STARS = [5, 4, 3, 2, 1] as const;
const COLORS: Record<number, string> = { 5: "#389e0d", 4: "#7cb305", 3: "#d4b106", 2: "#d46b08", 1: "#cf1322" };

/**
 * The ratings report's distribution: the period's 1-5 stars as bars (share of reviews), then the stars of every
 * bucket of the series as a table (the distribution over time, readable by screen readers as it is).
 */
export function RatingsDistribution({ answer }: { answer: ReportAnswer }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const total = answer.summary.reviews ?? 0;
  const label = (k: number) =>
    k === 1 ? t("reportRatings.charts.star") : t("reportRatings.charts.stars", { count: k });
  const period = (p: string) =>
    answer.filters.group_by === "month" ? `${p.slice(5, 7)}-${p.slice(0, 4)}` : shortDate(p);
  const buckets = answer.series.filter((p) => (p.reviews ?? 0) > 0);
  return (
    <div data-testid="ratings-distribution">
      {STARS.map((k) => {
        const n = answer.summary[`rating_${k}`] ?? 0;
        return (
          <Flex key={k} align="center" gap={8} data-testid={`ratings-distribution-${k}`}>
            <span style={{ minWidth: 64, whiteSpace: "nowrap" }}>
              {k} <StarFilled aria-hidden style={{ color: "#faad14" }} />
            </span>
            <Progress
              percent={total ? (n / total) * 100 : 0}
              showInfo={false}
              strokeColor={COLORS[k]}
              style={{ flex: 1, margin: 0 }}
              aria-label={label(k)}
            />
            <Typography.Text strong style={{ minWidth: 48, textAlign: "end" }}>
              {formatFigure(n, "count", lang, t)}
            </Typography.Text>
          </Flex>
        );
      })}
      {buckets.length > 0 ? (
        <div style={{ maxHeight: 180, overflowY: "auto", marginTop: 12 }}>
          <table style={{ width: "100%", fontSize: 12, borderCollapse: "collapse" }}>
            <caption style={{ captionSide: "top", textAlign: "start", color: "inherit", opacity: 0.7 }}>
              {t("reportRatings.charts.distribution")}
            </caption>
            <thead>
              <tr>
                <th style={{ textAlign: "start" }}>{t("reports.charts.period")}</th>
                {STARS.map((k) => (
                  <th key={k} scope="col" style={{ textAlign: "end" }} aria-label={label(k)}>
                    {k}★
                  </th>
                ))}
                <th style={{ textAlign: "end" }}>{t("reportRatings.cards.average")}</th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((p) => (
                <tr key={p.period}>
                  <th scope="row" style={{ textAlign: "start", fontWeight: "normal" }}>
                    <bdi>{period(p.period)}</bdi>
                  </th>
                  {STARS.map((k) => (
                    <td key={k} style={{ textAlign: "end" }}>
                      {formatFigure(p[`rating_${k}`] ?? 0, "count", lang, t)}
                    </td>
                  ))}
                  <td style={{ textAlign: "end" }}>{formatFigure(p.average_rating ?? 0, "rating", lang, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
