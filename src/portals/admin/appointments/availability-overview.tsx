import "../../../i18n/modules/admin-appointments";
import { List as AntList, Card, Col, Empty, Progress, Row, Space, Table, Tag, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { formatDate } from "../../../lib/format";

/** A provider's week as `admin/availability` answers it: the generated type (src/api/schema.gen.ts). */
export type Availability = ApiSchema<"PartnerAvailability">;

/** UAE week order: Saturday first. */
const WEEK = [6, 0, 1, 2, 3, 4, 5];
export const DAYS = 14;

/** The Availability screen's overview: a 14-day load strip, the week and the holidays of one provider. */
export function AvailabilityOverview({ a }: { a: Availability }) {
  const { t } = useTranslation();
  const hours = (m: number) => Math.round((m / 60) * 10) / 10;
  return (
    <>
      <Card
        title={t("adminAppointments.availability.load", { days: DAYS })}
        extra={
          <Typography.Text type="secondary" className="kh-hide-xs">
            {t("adminAppointments.availability.totals", {
              bookings: a.totals.bookings,
              booked: hours(a.totals.booked_minutes),
              capacity: hours(a.totals.capacity_minutes),
            })}
          </Typography.Text>
        }
      >
        <div
          data-testid="load-strip"
          style={{ display: "flex", gap: 8, overflowX: "auto", paddingBottom: 8, scrollSnapType: "x mandatory" }}
        >
          {a.load.map((d) => {
            const percent = Math.round(d.utilisation * 100);
            const color = percent >= 90 ? "#cf1322" : percent >= 60 ? "#d48806" : "#389e0d";
            return (
              <Tooltip
                key={d.date}
                title={
                  d.closed
                    ? (d.holiday_name ?? t("adminAppointments.availability.closed"))
                    : t("adminAppointments.availability.freeSlots", { free: d.slots_free, total: d.slots_total })
                }
              >
                <div
                  data-testid="load-day"
                  style={{
                    flex: "0 0 84px",
                    scrollSnapAlign: "start",
                    border: "1px solid rgba(128,128,128,0.25)",
                    borderRadius: 8,
                    padding: 8,
                    textAlign: "center",
                    opacity: d.closed ? 0.6 : 1,
                  }}
                >
                  <div style={{ fontSize: 12 }}>{t(`adminAppointments.availability.weekdays.${d.weekday}`)}</div>
                  <div style={{ fontWeight: 600 }}>{formatDate(d.date, "DD/MM")}</div>
                  {d.closed ? (
                    <Tag
                      style={{ marginTop: 8, marginInlineEnd: 0 }}
                      color={d.closed_reason === "holiday" ? "purple" : "default"}
                    >
                      {d.closed_reason === "holiday"
                        ? t("adminAppointments.availability.holiday")
                        : d.closed_reason === "past"
                          ? t("adminAppointments.availability.past")
                          : t("adminAppointments.availability.closed")}
                    </Tag>
                  ) : (
                    <Progress
                      type="circle"
                      size={48}
                      percent={percent}
                      strokeColor={color}
                      format={(p) => <span dir="ltr">{p}%</span>}
                    />
                  )}
                  <div style={{ fontSize: 12, marginTop: 4 }}>
                    {t("adminAppointments.availability.bookings", { count: d.bookings })}
                  </div>
                </div>
              </Tooltip>
            );
          })}
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("adminAppointments.availability.week")}>
            <Table
              size="small"
              pagination={false}
              rowKey="weekday"
              data-testid="hours-table"
              dataSource={WEEK.map((w) => a.working_hours.find((h) => h.weekday === w)).filter(
                (h): h is Availability["working_hours"][number] => h !== undefined,
              )}
              columns={[
                {
                  key: "day",
                  title: t("adminAppointments.availability.day"),
                  render: (_, h) => t(`adminAppointments.availability.weekdays.${h.weekday}`),
                },
                {
                  key: "hours",
                  title: t("adminAppointments.availability.hours"),
                  render: (_, h) =>
                    h.is_closed ? (
                      <Tag>{t("adminAppointments.availability.closed")}</Tag>
                    ) : (
                      <span dir="ltr">
                        {h.opens_at} – {h.closes_at}
                      </span>
                    ),
                },
                {
                  key: "capacity",
                  title: t("adminAppointments.availability.capacity"),
                  render: (_, h) => (h.is_closed ? "-" : h.capacity),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("adminAppointments.availability.holidays")}>
            {a.holidays.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t("adminAppointments.availability.noHolidays")}
              />
            ) : (
              <AntList
                size="small"
                dataSource={a.holidays}
                renderItem={(h) => (
                  <AntList.Item>
                    <Space wrap>
                      <bdi>{formatDate(h.date)}</bdi>
                      <span>{h.name}</span>
                      <Tag color={h.scope === "public" ? "blue" : "purple"}>
                        {t(
                          h.scope === "public"
                            ? "adminAppointments.availability.public"
                            : "adminAppointments.availability.own",
                        )}
                      </Tag>
                    </Space>
                  </AntList.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
