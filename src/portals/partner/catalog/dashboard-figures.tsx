import "../../../i18n/modules/partner-dashboard";
import { StarFilled } from "@ant-design/icons";
import { type BaseRecord, useCustom } from "@refinedev/core";
import { Card, Col, Empty, Flex, List, Row, Space, Statistic, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS } from "../../../api/endpoints";
import { BookingStatusTag } from "../../../features/appointments/status-tags";
import { PackageStatusTag } from "../../../features/catalog/package-status-tag";
import { PACKAGE_STATUSES, type PartnerDashboard } from "../../../features/catalog/types";
import { PeriodChange, ReportLink, rangeQuery } from "../../../features/insights/period-change";
import { formatDateTime, formatMoney } from "../../../lib/format";

/** Live figures of a partner with a partner profile (GET partner/dashboard). */
export function DashboardFigures() {
  const { t, i18n } = useTranslation();
  const { query: figures } = useCustom<PartnerDashboard & BaseRecord>({
    url: ENDPOINTS.catalogDashboard,
    method: "get",
    meta: { silent: true, lang: i18n.language },
    errorNotification: false,
  });
  const d = figures.data?.data;
  if (figures.isError) return null;
  const loading = figures.isLoading;
  // six figures (with the ledger's earnings) sit three to a row; four, four to a row
  const md = d?.earnings ? 8 : 6;
  const c = d?.comparison;
  const range = c ? rangeQuery(c.from, c.to) : "";
  const money = (v: number) => formatMoney(v, i18n.language);
  /** The report behind a card, with this month's dates, for a role that may open it. */
  const report = (name: "sales" | "appointments" | "ratings") => (
    <ReportLink
      resource={`partner-report-${name}`}
      permission={`read-${name}-report`}
      to={`/partner/reports/${name}${range}`}
      name={t(`periodChange.reports.${name}`)}
      data-testid={`report-link-${name}`}
    />
  );
  const footer = (change: ReactNode, name: "sales" | "appointments" | "ratings") =>
    c ? (
      <Flex justify="space-between" align="center" wrap gap={4} style={{ marginTop: 4 }}>
        {change}
        {report(name)}
      </Flex>
    ) : null;
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-figures">
      <Col xs={12} md={md}>
        <Card loading={loading}>
          <Statistic
            title={<Link to="/partner/services">{t("partnerDashboard.activeServices")}</Link>}
            value={d?.services.active ?? 0}
            suffix={<Typography.Text type="secondary">/ {d?.services.total ?? 0}</Typography.Text>}
          />
        </Card>
      </Col>
      <Col xs={12} md={md}>
        <Card loading={loading}>
          <Statistic
            title={t("partnerDashboard.revenue")}
            value={formatMoney(d?.revenue_this_month ?? 0, i18n.language)}
            valueStyle={{ fontSize: 22 }}
          />
          {c
            ? footer(
                <PeriodChange
                  current={c.current.revenue}
                  previous={c.previous.revenue}
                  format={money}
                  data-testid="change-revenue"
                />,
                "sales",
              )
            : null}
        </Card>
      </Col>
      {d?.earnings && (
        <>
          <Col xs={12} md={md}>
            <Card data-testid="earned-this-month">
              <Statistic
                title={t("partnerDashboard.earned")}
                value={formatMoney(d.earnings.this_month, i18n.language)}
                valueStyle={{ fontSize: 22 }}
              />
            </Card>
          </Col>
          <Col xs={12} md={md}>
            <Card data-testid="available-balance">
              <Statistic
                title={<Link to="/partner/payouts">{t("partnerDashboard.available")}</Link>}
                value={formatMoney(d.earnings.available, i18n.language)}
                valueStyle={{ fontSize: 22 }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t("partnerDashboard.pending", { amount: formatMoney(d.earnings.pending, i18n.language) })}
              </Typography.Text>
            </Card>
          </Col>
        </>
      )}
      <Col xs={12} md={md}>
        <Card loading={loading}>
          <Statistic
            title={t("partnerDashboard.rating")}
            value={d?.rating.count ? d.rating.average.toFixed(1) : "—"}
            prefix={<StarFilled style={{ color: "#faad14" }} aria-hidden />}
            suffix={
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t("partnerDashboard.reviews", { count: d?.rating.count ?? 0 })}
              </Typography.Text>
            }
          />
          {c
            ? footer(
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("partnerDashboard.ratingThisMonth", {
                    rating: c.current.reviews ? c.current.rating.toFixed(1) : "—",
                    count: c.current.reviews,
                  })}{" "}
                  <PeriodChange
                    current={c.current.rating}
                    previous={c.previous.rating}
                    format={(v) => v.toFixed(1)}
                    data-testid="change-rating"
                  />
                </Typography.Text>,
                "ratings",
              )
            : null}
        </Card>
      </Col>
      <Col xs={12} md={md}>
        <Card loading={loading}>
          <Statistic title={t("partnerDashboard.upcoming")} value={d?.appointments.upcoming_count ?? 0} />
          {c
            ? footer(
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("partnerDashboard.appointmentsThisMonth", { count: c.current.bookings })}{" "}
                  <PeriodChange
                    current={c.current.bookings}
                    previous={c.previous.bookings}
                    data-testid="change-appointments"
                  />
                </Typography.Text>,
                "appointments",
              )
            : null}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card
          loading={loading}
          title={<Link to="/partner/packages">{t("partnerDashboard.packages")}</Link>}
          extra={
            <Typography.Text type="secondary">
              {t("partnerDashboard.activeOf", {
                active: d?.packages.active ?? 0,
                total: d?.packages.total ?? 0,
              })}
            </Typography.Text>
          }
        >
          <Space direction="vertical" style={{ width: "100%" }}>
            {PACKAGE_STATUSES.map((s) => (
              <div key={s} style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
                <PackageStatusTag status={s} />
                <Typography.Text strong data-testid={`dashboard-packages-${s}`}>
                  {d?.packages.by_status[s] ?? 0}
                </Typography.Text>
              </div>
            ))}
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card loading={loading} title={t("partnerDashboard.next")}>
          {d?.appointments.next.length ? (
            <List
              size="small"
              dataSource={d.appointments.next}
              renderItem={(a) => (
                <List.Item extra={<bdi>{formatMoney(a.total, i18n.language)}</bdi>}>
                  <List.Item.Meta
                    title={
                      <Space wrap size={4}>
                        <span>{formatDateTime(a.scheduled_at)}</span>
                        <BookingStatusTag status={a.status} />
                      </Space>
                    }
                    description={
                      <>
                        <Link to={`/partner/appointments/show/${a.id}`}>
                          <bdi>{a.number}</bdi>
                        </Link>
                        {` · ${a.customer_name} · ${a.address_text}`}
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("partnerDashboard.noUpcoming")} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
