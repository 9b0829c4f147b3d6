import "../../../i18n/modules/admin-insights";
import { Card, Col, Empty, List, Row, Space, Statistic, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { PeriodChange, ReportLink, rangeQuery } from "../../../features/insights/period-change";
import { formatMoney } from "../../../lib/format";
import type { AdminDashboard } from "./types";

const STATUS_COLORS: Record<string, string> = {
  requested: "#faad14",
  confirmed: "#1677ff",
  "technician-assigned": "#722ed1",
  "on-the-way": "#13c2c2",
  "in-progress": "#2f54eb",
  completed: "#52c41a",
  cancelled: "#ff4d4f",
  declined: "#cf1322",
  "no-show": "#d4380d",
};

/**
 * A status's share of the bookings as a thin bar (what antd's small Progress line draws, without its code in the
 * dashboard's first load): a progress bar to assistive technology, with its label and value.
 */
function ShareBar({ percent, color, label }: { percent: number; color: string | undefined; label: string }) {
  const { token } = theme.useToken();
  const value = Math.round(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      style={{ height: 6, borderRadius: 3, background: token.colorFillSecondary, overflow: "hidden", marginBlock: 4 }}
    >
      <div
        style={{
          width: `${Math.min(100, Math.max(0, percent))}%`,
          height: "100%",
          background: color ?? token.colorPrimary,
        }}
      />
    </div>
  );
}

/** The plain (chart-free) panels under the charts: bookings by status, revenue by source, package sales. */
export function DashboardPanels({ data, loading }: { data: AdminDashboard | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const total = data?.bookings.total ?? 0;
  const busy = loading && !data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t("adminInsights.charts.byStatus")} loading={busy} data-testid="panel-status">
          <Space direction="vertical" style={{ width: "100%" }} size={6}>
            {(data?.bookings.by_status ?? []).map((s) => (
              <div key={s.status} data-testid={`status-${s.status}`}>
                <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
                  <Typography.Text>{s.label}</Typography.Text>
                  <Typography.Text strong>{s.count}</Typography.Text>
                </div>
                <ShareBar
                  percent={total ? (s.count / total) * 100 : 0}
                  color={STATUS_COLORS[s.status]}
                  label={s.label}
                />
              </div>
            ))}
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t("adminInsights.charts.revenueByKind")} loading={busy} data-testid="panel-kinds">
          {data?.revenue.by_kind.length ? (
            <List
              size="small"
              dataSource={data.revenue.by_kind}
              renderItem={(k) => (
                <List.Item extra={<bdi>{formatMoney(k.total, lang)}</bdi>}>
                  <List.Item.Meta
                    title={t(`adminInsights.kinds.${k.kind}`, { defaultValue: k.kind })}
                    description={t("adminInsights.figures.paidOrders", { count: k.orders })}
                  />
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminInsights.charts.noData")} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card
          title={t("adminInsights.figures.packageSales")}
          loading={busy}
          data-testid="panel-packages"
          extra={
            data ? (
              <ReportLink
                resource="admin-report-packages"
                permission="read-packages-report"
                to={`/admin/reports/packages${rangeQuery(data.range.from, data.range.to)}`}
                name={t("periodChange.reports.packages")}
                data-testid="report-link-packages"
              />
            ) : null
          }
        >
          <Row gutter={16}>
            <Col span={12}>
              <Statistic title={t("adminInsights.charts.sold")} value={data?.packages.sold ?? 0} />
              {data ? (
                <PeriodChange
                  current={data.packages.sold}
                  previous={data.previous.packages_sold}
                  data-testid="change-packages"
                />
              ) : null}
            </Col>
            <Col span={12}>
              <Statistic
                title={t("adminInsights.figures.revenue")}
                value={formatMoney(data?.packages.revenue ?? 0, lang)}
                valueStyle={{ fontSize: 18 }}
              />
              {data ? (
                <PeriodChange
                  current={data.packages.revenue}
                  previous={data.previous.packages_revenue}
                  format={(v) => formatMoney(v, lang)}
                />
              ) : null}
            </Col>
          </Row>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t("adminInsights.charts.topPackages")}
          </Typography.Title>
          {data?.packages.top.length ? (
            <List
              size="small"
              dataSource={data.packages.top}
              renderItem={(p) => (
                <List.Item extra={<bdi>{formatMoney(p.revenue, lang)}</bdi>}>
                  <List.Item.Meta
                    title={p.name}
                    description={`${p.partner_name} · ${t("adminInsights.charts.soldCount", { count: p.sold })}`}
                  />
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminInsights.charts.noData")} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
