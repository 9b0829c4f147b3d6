import "../../../i18n/modules/admin-insights";
import { Card, Col, Empty, Row, Skeleton } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChartCanvas } from "../../../features/charts/chart-canvas";
import { shortDate, useChartLook } from "../../../features/charts/chart-options";
import { formatMoney } from "../../../lib/format";
import { dailyConfig, topCategoriesConfig } from "./chart-configs";
import type { AdminDashboard } from "./types";

const HEIGHT = 300;

/**
 * The dashboard's charts (uPlot, canvas): bookings (columns) and revenue (line) per day, and the top categories
 * by bookings, each with its figures as a table for screen readers. This file is loaded lazily (React.lazy in
 * dashboard-view.tsx), so the chart library arrives after the figures have painted.
 */
export default function DashboardCharts({ data, loading }: { data: AdminDashboard | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const look = useChartLook();
  const bookingsLabel = t("adminInsights.charts.bookings");
  const revenueLabel = t("adminInsights.charts.revenue");
  const dailyTitle = t("adminInsights.charts.daily");
  const topTitle = t("adminInsights.charts.topCategories");
  const dayLabel = t("adminInsights.charts.day");
  const series = data?.series ?? [];
  const hasActivity = series.some((d) => d.bookings > 0 || d.revenue > 0);
  const categories = data?.top_categories ?? [];

  const daily = useMemo(
    () => dailyConfig(series, { day: dayLabel, bookings: bookingsLabel, revenue: revenueLabel }, look),
    [series, dayLabel, bookingsLabel, revenueLabel, look],
  );
  const top = useMemo(() => topCategoriesConfig(categories, bookingsLabel, look), [categories, bookingsLabel, look]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card title={dailyTitle} data-testid="chart-daily">
          {loading && !data ? (
            <Skeleton active title={false} paragraph={{ rows: 8 }} />
          ) : hasActivity ? (
            <ChartCanvas
              config={daily}
              height={HEIGHT}
              label={dailyTitle}
              table={{
                caption: t("adminInsights.charts.figuresTable", { title: dailyTitle }),
                head: [dayLabel, bookingsLabel, revenueLabel],
                rows: series.map((d) => [shortDate(d.date), d.bookings, formatMoney(d.revenue, lang)]),
              }}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminInsights.charts.noData")} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={topTitle} data-testid="chart-categories">
          {loading && !data ? (
            <Skeleton active title={false} paragraph={{ rows: 8 }} />
          ) : categories.length > 0 ? (
            <ChartCanvas
              config={top}
              height={HEIGHT}
              label={topTitle}
              table={{
                caption: t("adminInsights.charts.figuresTable", { title: topTitle }),
                head: [t("adminInsights.charts.category"), bookingsLabel],
                rows: categories.map((c) => [c.name, c.bookings]),
              }}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminInsights.charts.noData")} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
