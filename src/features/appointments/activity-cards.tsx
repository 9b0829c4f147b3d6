import "../../i18n/modules/appointments";
import { Card, Space, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../api/api-types";
import { formatDateTime } from "../../lib/format";
import { useMoney } from "./money";
import { PaymentResultTag, useBookingStatusLabel, useGatewayLabel } from "./status-tags";

/** What the cards read of a booking's details (admin/booking/details and partner/booking/details answer it). */
type Details = Pick<ApiSchema<"AdminBookingDetails">, "history" | "payments">;

const DOT: Record<string, string> = { cancelled: "red", declined: "red", "no-show": "orange", completed: "green" };

/** Every status step, with its note and who took it (or the system). */
export function TimelineCard({ booking: b }: { booking: Pick<Details, "history"> }) {
  const { t } = useTranslation();
  const statusLabel = useBookingStatusLabel();
  return (
    <Card title={t("appointments.timeline.title")}>
      <Timeline
        data-testid="appointment-timeline"
        items={b.history.map((h) => ({
          color: DOT[h.status] ?? "blue",
          children: (
            <div data-testid="timeline-entry">
              <Typography.Text strong style={{ display: "block" }}>
                {statusLabel(h.status, h.status_label)}
              </Typography.Text>
              {h.note ? <div dir="auto">{h.note}</div> : null}
              <Typography.Text type="secondary" style={{ fontSize: 12, display: "block" }}>
                <bdi>{formatDateTime(h.created_at)}</bdi> ·{" "}
                {h.actor ? t("appointments.timeline.by", { name: h.actor.name }) : t("appointments.timeline.bySystem")}
              </Typography.Text>
            </div>
          ),
        }))}
      />
    </Card>
  );
}

/** Each charge attempt: result, amount, gateway and card. */
export function PaymentsCard({ booking: b }: { booking: Pick<Details, "payments"> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const gatewayLabel = useGatewayLabel();
  return (
    <Card title={t("appointments.payments.title")}>
      {b.payments.length === 0 ? (
        <Typography.Text type="secondary">{t("appointments.payments.none")}</Typography.Text>
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
