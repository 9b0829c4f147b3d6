import "../../../i18n/modules/admin-insights";
import { ArrowLeftOutlined, ArrowRightOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Space, Statistic, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PeriodChange, ReportLink, rangeQuery } from "../../../features/insights/period-change";
import { formatMoney } from "../../../lib/format";
import { DashboardPanels } from "./dashboard-panels";
import { RangeField } from "./range-field";
import type { AdminDashboard } from "./types";

/** The chart library (uPlot) arrives with this chunk only, after the figures have painted. */
const DashboardCharts = lazy(() => import("./dashboard-charts"));

const FORMAT = "YYYY-MM-DD";
/** Today in Asia/Dubai (UTC+4, no daylight saving), whatever the browser's zone. */
const dubaiToday = () => dayjs(new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10));

export function ChartsSkeleton() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </Col>
    </Row>
  );
}

export interface DashboardViewProps {
  data: AdminDashboard | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** A new range (`YYYY-MM-DD` days, Asia/Dubai), or null for the default (last 30 days). */
  onRange: (range: { from: string; to: string } | null) => void;
}

/**
 * The dashboard's content (lazy: the date picker, statistics and lists stay out of the admin portal's first chunk):
 * the range picker, the figure cards, the charts (a further lazy chunk) and the panels.
 */
export default function DashboardView({ data: d, loading, error, onRetry, onRange }: DashboardViewProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const today = dubaiToday();
  const presets: { label: string; value: [Dayjs, Dayjs] }[] = [
    { label: t("adminInsights.presets.last7"), value: [today.subtract(6, "day"), today] },
    { label: t("adminInsights.presets.last30"), value: [today.subtract(29, "day"), today] },
    { label: t("adminInsights.presets.last90"), value: [today.subtract(89, "day"), today] },
    { label: t("adminInsights.presets.thisMonth"), value: [today.startOf("month"), today] },
    { label: t("adminInsights.presets.last365"), value: [today.subtract(364, "day"), today] },
  ];
  const shown: [Dayjs, Dayjs] | null = d ? [dayjs(d.range.from), dayjs(d.range.to)] : null;
  const Arrow = i18n.dir(lang) === "rtl" ? ArrowLeftOutlined : ArrowRightOutlined;
  const range = d ? rangeQuery(d.range.from, d.range.to) : "";
  const money = (v: number) => formatMoney(v, lang);
  /** A card's footer: the change against the previous period and the link to the report behind it. */
  const footer = (change: ReactNode, report?: { name: "sales" | "appointments"; testId: string }) =>
    d ? (
      <Flex justify="space-between" align="center" wrap gap={4} style={{ marginTop: 4 }}>
        {change}
        {report ? (
          <ReportLink
            resource={`admin-report-${report.name}`}
            permission={`read-${report.name}-report`}
            to={`/admin/reports/${report.name}${range}`}
            name={t(`periodChange.reports.${report.name}`)}
            data-testid={report.testId}
          >
            {t("periodChange.openReport")} <Arrow aria-hidden style={{ fontSize: 11 }} />
          </ReportLink>
        ) : null}
      </Flex>
    ) : null;

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card size="small">
        <Flex wrap justify="space-between" align="center" gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t("adminInsights.overview")}
          </Typography.Title>
          <Space wrap>
            <Typography.Text type="secondary" id="dashboard-period">
              {t("adminInsights.period")}
            </Typography.Text>
            <span data-testid="dashboard-range">
              <RangeField
                aria-labelledby="dashboard-period"
                value={shown}
                onChange={(v) =>
                  onRange(v?.[0] && v[1] ? { from: v[0].format(FORMAT), to: v[1].format(FORMAT) } : null)
                }
                presets={presets}
                allowClear={false}
                format="DD-MM-YYYY"
                disabledDate={(day) => day.isAfter(today, "day")}
                style={{ maxWidth: "100%" }}
              />
            </span>
          </Space>
        </Flex>
      </Card>

      {error && !d ? (
        <Alert
          type="error"
          showIcon
          message={t("adminInsights.loadError")}
          action={
            <Button size="small" onClick={onRetry}>
              {t("adminInsights.retry")}
            </Button>
          }
        />
      ) : null}

      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <Card data-testid="figure-bookings" style={{ height: "100%" }}>
            <Statistic title={t("adminInsights.figures.bookings")} value={d?.bookings.total ?? 0} loading={loading} />
            {d
              ? footer(
                  <PeriodChange
                    current={d.bookings.total}
                    previous={d.previous.bookings}
                    data-testid="change-bookings"
                  />,
                  { name: "appointments", testId: "report-link-bookings" },
                )
              : null}
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card data-testid="figure-revenue" style={{ height: "100%" }}>
            <Statistic
              title={t("adminInsights.figures.revenue")}
              value={formatMoney(d?.revenue.total ?? 0, lang)}
              valueStyle={{ fontSize: 22, whiteSpace: "nowrap" }}
              loading={loading}
            />
            {d ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <bdi>
                  {t("adminInsights.figures.vatNet", {
                    vat: formatMoney(d.revenue.vat, lang),
                    net: formatMoney(d.revenue.net, lang),
                  })}
                </bdi>
              </Typography.Text>
            ) : null}
            {d
              ? footer(
                  <PeriodChange
                    current={d.revenue.total}
                    previous={d.previous.revenue}
                    format={money}
                    data-testid="change-revenue"
                  />,
                  { name: "sales", testId: "report-link-revenue" },
                )
              : null}
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card data-testid="figure-partners" style={{ height: "100%" }}>
            <Statistic title={t("adminInsights.figures.newPartners")} value={d?.partners.new ?? 0} loading={loading} />
            {d ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("adminInsights.figures.activePartners", { count: d.partners.active })}
              </Typography.Text>
            ) : null}
            {d
              ? footer(
                  <PeriodChange
                    current={d.partners.new}
                    previous={d.previous.new_partners}
                    data-testid="change-partners"
                  />,
                )
              : null}
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card data-testid="figure-applications" style={{ height: "100%" }}>
            <Statistic
              title={t("adminInsights.figures.pendingApplications")}
              value={d?.applications.pending ?? 0}
              loading={loading}
            />
            <Flex justify="space-between" align="center" wrap gap={4}>
              {d ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("adminInsights.figures.pendingDetail", {
                    submitted: d.applications.submitted,
                    review: d.applications.under_review,
                  })}
                </Typography.Text>
              ) : null}
              <Link to="/admin/applications" data-testid="review-applications">
                {t("adminInsights.figures.reviewApplications")} <Arrow aria-hidden style={{ fontSize: 11 }} />
              </Link>
            </Flex>
          </Card>
        </Col>
      </Row>

      <Suspense fallback={<ChartsSkeleton />}>
        <DashboardCharts data={d} loading={loading} />
      </Suspense>

      <DashboardPanels data={d} loading={loading} />
    </Space>
  );
}
