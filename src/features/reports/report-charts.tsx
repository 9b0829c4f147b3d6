import { Card, Col, Empty, Row, Skeleton } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChartCanvas } from "../charts/chart-canvas";
import { barsAndLine, compactAed, horizontalBars, shortDate, useChartLook } from "../charts/chart-options";
import { formatFigure } from "./format";
import type { ReportAnswer, ReportChart } from "./spec";

const HEIGHT = 280;

/** A period's label on the axis and in the figures table: the day (DD-MM) or, by month, MM-YYYY. */
const periodLabel = (period: string, groupBy: string) =>
  groupBy === "month" ? `${period.slice(5, 7)}-${period.slice(0, 4)}` : shortDate(period);

function OneChart({ chart, answer }: { chart: ReportChart; answer: ReportAnswer }) {
  const { t, i18n } = useTranslation();
  const look = useChartLook();
  const lang = i18n.language;
  const title = t(chart.title);
  const spec = useMemo(() => {
    if (chart.kind === "series") {
      const fmt = (f: typeof chart.bars) => (v: number) => formatFigure(v, f.format, lang, t);
      return barsAndLine({
        dates: answer.series.map((p) => p.period),
        dayLabel: t("reports.charts.period"),
        bars: {
          label: t(chart.bars.label),
          values: answer.series.map((p) => Number(p[chart.bars.key] ?? 0)),
          format: fmt(chart.bars),
        },
        line: {
          label: t(chart.line.label),
          values: answer.series.map((p) => Number(p[chart.line.key] ?? 0)),
          format: fmt(chart.line),
        },
        lineAxis: chart.line.format === "money" ? compactAed : undefined,
        integerBars: chart.bars.format === "count",
        linePoints: answer.series.length <= 31,
        look,
      });
    }
    if (chart.kind === "breakdown") {
      const items = answer.breakdowns[chart.breakdown] ?? [];
      return horizontalBars({
        names: items.map((i) => i.label),
        values: items.map((i) => Number(i[chart.figure.key] ?? 0)),
        label: t(chart.figure.label),
        look,
      });
    }
    return null;
  }, [chart, answer, look, lang, t]);

  if (chart.kind === "custom") return <>{chart.render(answer)}</>;
  const empty =
    chart.kind === "series"
      ? !answer.series.some((p) => Number(p[chart.bars.key] ?? 0) !== 0 || Number(p[chart.line.key] ?? 0) !== 0)
      : (answer.breakdowns[chart.breakdown] ?? []).length === 0;
  if (empty || !spec) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("reports.charts.noData")} />;
  const table =
    chart.kind === "series"
      ? {
          caption: t("reports.charts.figuresTable", { title }),
          head: [t("reports.charts.period"), t(chart.bars.label), t(chart.line.label)],
          rows: answer.series.map((p) => [
            periodLabel(p.period, answer.filters.group_by),
            formatFigure(p[chart.bars.key], chart.bars.format, lang, t),
            formatFigure(p[chart.line.key], chart.line.format, lang, t),
          ]),
        }
      : {
          caption: t("reports.charts.figuresTable", { title }),
          head: [t("reports.charts.name"), t(chart.figure.label)],
          rows: (answer.breakdowns[chart.breakdown] ?? []).map((i) => [
            i.label,
            formatFigure(i[chart.figure.key], chart.figure.format, lang, t),
          ]),
        };
  const height =
    chart.kind === "breakdown" ? Math.max(160, Math.min(HEIGHT + 120, 40 + table.rows.length * 34)) : HEIGHT;
  return <ChartCanvas config={spec} label={title} table={table} height={height} testId={`report-chart-${chart.key}`} />;
}

/**
 * A report's charts (uPlot on canvas, mirrored in Arabic, each with its figures as a table for screen readers). This
 * file is loaded lazily by the report screen, so the chart library arrives after the cards and the table.
 */
export default function ReportCharts({
  charts,
  answer,
  loading,
}: {
  charts: ReportChart[];
  answer: ReportAnswer | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {charts.map((chart) => (
        <Col key={chart.key} xs={24} xl={chart.wide ? 24 : 12}>
          <Card title={t(chart.title)} size="small" data-testid={`report-chart-card-${chart.key}`}>
            {loading || !answer ? (
              <Skeleton active title={false} paragraph={{ rows: 6 }} />
            ) : (
              <OneChart chart={chart} answer={answer} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
