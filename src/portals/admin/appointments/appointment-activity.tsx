import "../../../i18n/modules/admin-appointments";
import { Card, Empty, Image, Space, Tag, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useMoney } from "./money";
import { PaymentResultTag, useGatewayLabel } from "./status-tags";
import type { AdminBookingDetails } from "./types";

/** Every status step, with its note and who took it (or the system). */
export function TimelineCard({ booking: b }: { booking: AdminBookingDetails }) {
  const { t } = useTranslation();
  return (
    <Card title={t("adminAppointments.show.timeline")}>
      <Timeline
        data-testid="appointment-timeline"
        items={b.history.map((h) => ({
          color: h.status === "cancelled" ? "red" : h.status === "completed" ? "green" : "blue",
          children: (
            <div data-testid="timeline-entry">
              <Typography.Text strong style={{ display: "block" }}>
                {t(`adminAppointments.status.${h.status}`, { defaultValue: h.status_label })}
              </Typography.Text>
              {h.note ? <div dir="auto">{h.note}</div> : null}
              <Typography.Text type="secondary" style={{ fontSize: 12, display: "block" }}>
                <bdi>{formatDateTime(h.created_at)}</bdi> ·{" "}
                {h.actor
                  ? t("adminAppointments.show.by", { name: h.actor.name })
                  : t("adminAppointments.show.bySystem")}
              </Typography.Text>
            </div>
          ),
        }))}
      />
    </Card>
  );
}

/** The technician's completion report and the customer's sign-off. */
export function ReportCard({ booking: b }: { booking: AdminBookingDetails }) {
  const { t } = useTranslation();
  return (
    <Card title={t("adminAppointments.show.report")}>
      {b.completion_report ? (
        <>
          <Typography.Paragraph>{b.completion_report.notes}</Typography.Paragraph>
          {b.completion_report.photos.length ? (
            <Image.PreviewGroup>
              <Space wrap>
                {b.completion_report.photos.map((src) => (
                  <Image key={src} src={src} width={88} height={88} style={{ objectFit: "cover" }} alt="" />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : null}
          <div style={{ marginTop: 8 }}>
            {b.completion_report.customer_signoff ? (
              <Tag color="green">
                {t("adminAppointments.reports.signedBy", { name: b.completion_report.signed_by ?? "" })}
              </Tag>
            ) : (
              <Tag>{t("adminAppointments.reports.notSigned")}</Tag>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(b.completion_report.created_at)}
            </Typography.Text>
          </div>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminAppointments.show.noReport")} />
      )}
    </Card>
  );
}

/** Each charge attempt: result, amount, gateway and card. */
export function PaymentsCard({ booking: b }: { booking: AdminBookingDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  const gatewayLabel = useGatewayLabel();
  return (
    <Card title={t("adminAppointments.show.payments")}>
      {b.payments.length === 0 ? (
        <Typography.Text type="secondary">{t("adminAppointments.show.noPayments")}</Typography.Text>
      ) : (
        b.payments.map((p) => (
          <div key={p.id} style={{ marginBottom: 8 }}>
            <Space wrap>
              <PaymentResultTag status={p.status} />
              {money(p.amount)}
              <span data-testid="payment-gateway">
                {gatewayLabel(p.gateway)}
                {p.card_last4 ? (
                  <>
                    {" · "}
                    <bdi>
                      {p.card_brand ? `${p.card_brand.toUpperCase()} ` : ""}•••• {p.card_last4}
                    </bdi>
                  </>
                ) : null}
              </span>
            </Space>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(p.created_at)}
                {p.failure_message ? ` · ${p.failure_message}` : ""}
              </Typography.Text>
            </div>
          </div>
        ))
      )}
    </Card>
  );
}
