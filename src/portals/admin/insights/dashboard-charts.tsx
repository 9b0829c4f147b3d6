import "../../../i18n/modules/admin-insights";
import { Bar, DualAxes } from "@ant-design/plots";
import { Card, Col, Empty, Row, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format";
import { useKhidmaStore } from "../../../state";
import type { AdminDashboard } from "./types";

const HEIGHT = 300;

/** `2026-07-07` -> `07-07` (day-month, the SPEC's date order). */
const shortDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}`;

/**
 * The dashboard's charts (@ant-design/plots): bookings (columns) and revenue (line) per day, and the top categories
 * by bookings. This file is loaded lazily (React.lazy in pages/dashboard.tsx), so the chart library stays out of the
 * admin portal's first chunk.
 */
export default function DashboardCharts({ data, loading }: { data: AdminDashboard | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const isLight = useKhidmaStore((s) => s.ui.isLight);
  const theme = isLight ? "classic" : "classicDark";
  const lang = i18n.language;
  const bookingsLabel = t("adminInsights.charts.bookings");
  const revenueLabel = t("adminInsights.charts.revenue");
  const series = (data?.series ?? []).map((d) => ({ ...d, day: shortDate(d.date) }));
  const hasActivity = series.some((d) => d.bookings > 0 || d.revenue > 0);
  const categories = data?.top_categories ?? [];
  /** Every `step`-th day is labelled (about 7 labels), so the axis stays legible at 375 px and in Arabic. */
  const step = Math.max(1, Math.ceil(series.length / 7));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card title={t("adminInsights.charts.daily")} data-testid="chart-daily">
          {loading && !data ? (
            <Skeleton active title={false} paragraph={{ rows: 8 }} />
          ) : hasActivity ? (
            <div style={{ height: HEIGHT }} dir="ltr">
              <DualAxes
                key={`${theme}-${lang}`}
                theme={theme}
                height={HEIGHT}
                data={series}
                xField="day"
                legend={{ color: { position: "top", layout: { justifyContent: "center" } } }}
                axis={{
                  x: {
                    title: false,
                    labelAutoRotate: false,
                    labelFormatter: (day: string, i: number) => (i % step === 0 ? day : ""),
                  },
                }}
                // biome-ignore lint/correctness/noChildrenProp: DualAxes takes its layers (marks) as a `children` option
                children={[
                  {
                    type: "interval",
                    yField: "bookings",
                    colorField: () => bookingsLabel,
                    style: { maxWidth: 28, radiusTopLeft: 3, radiusTopRight: 3 },
                    axis: { y: { title: false } },
                    tooltip: { items: [{ channel: "y", name: bookingsLabel }] },
                  },
                  {
                    type: "line",
                    yField: "revenue",
                    colorField: () => revenueLabel,
                    shapeField: "smooth",
                    style: { lineWidth: 2 },
                    scale: { y: { domainMin: 0, nice: true } },
                    axis: {
                      y: {
                        position: "right",
                        title: false,
                        labelFormatter: (v: number) => (v >= 1000 ? `${Math.round(v / 1000)}k` : `${v}`),
                      },
                    },
                    tooltip: {
                      items: [
                        { channel: "y", name: revenueLabel, valueFormatter: (v: number) => formatMoney(v, lang) },
                      ],
                    },
                  },
                ]}
              />
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminInsights.charts.noData")} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={t("adminInsights.charts.topCategories")} data-testid="chart-categories">
          {loading && !data ? (
            <Skeleton active title={false} paragraph={{ rows: 8 }} />
          ) : categories.length > 0 ? (
            <div style={{ height: HEIGHT }} dir="ltr">
              <Bar
                key={`${theme}-${lang}`}
                theme={theme}
                height={HEIGHT}
                data={categories}
                xField="name"
                yField="bookings"
                axis={{ x: { title: false }, y: false }}
                label={{ text: "bookings", position: "inside" }}
                tooltip={{ items: [{ channel: "y", name: bookingsLabel }] }}
                style={{ maxWidth: 26, radiusTopRight: 3, radiusBottomRight: 3 }}
              />
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminInsights.charts.noData")} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
