import "../../../i18n/modules/partner-appointments";
import { EnvironmentOutlined } from "@ant-design/icons";
import { Card, Descriptions, Grid, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../features/appointments/money";
import { OrderStatusTag, PaymentStatusTag, usePaymentMethodLabel } from "../../../features/appointments/status-tags";
import { formatDate, formatDateTime, formatTime } from "../../../lib/format";
import type { PartnerBookingDetails } from "./types";
import "../../../features/appointments/descriptions.css";

/** When, the customer, the address with its map link, the technician, payment and order of one appointment. */
export function AppointmentOverview({ booking: b }: { booking: PartnerBookingDetails }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const money = useMoney();
  const methodLabel = usePaymentMethodLabel();
  const item = (label: string, children: React.ReactNode) => ({ label, children });
  const items = [
    item(
      t("partnerAppointments.show.scheduled"),
      <>
        <bdi>
          {formatDate(b.scheduled_at)} {formatTime(b.scheduled_at)}
        </bdi>
        <br />
        <Typography.Text type="secondary">
          {t("partnerAppointments.show.duration", { minutes: b.duration_minutes })}
        </Typography.Text>
      </>,
    ),
    item(
      t("partnerAppointments.show.customer"),
      <>
        <span data-testid="customer-name">{b.customer.name}</span>
        {b.customer.phone ? (
          <>
            <br />
            <a href={`tel:${b.customer.phone}`}>
              <bdi>{b.customer.phone}</bdi>
            </a>
          </>
        ) : null}
        <br />
        <bdi>{b.customer.email}</bdi>
      </>,
    ),
    item(
      t("partnerAppointments.show.address"),
      <>
        <span data-testid="address-text">{b.address.text}</span>
        {b.address.map_url ? (
          <>
            <br />
            <a href={b.address.map_url} target="_blank" rel="noreferrer" data-testid="map-link">
              <EnvironmentOutlined aria-hidden /> {t("partnerAppointments.show.openMap")}
            </a>
          </>
        ) : null}
      </>,
    ),
    item(
      t("partnerAppointments.show.technician"),
      <span data-testid="technician-name">{b.technician?.name ?? t("partnerAppointments.list.noTechnician")}</span>,
    ),
    item(
      t("partnerAppointments.show.payment"),
      <Space size={[4, 4]} wrap>
        <PaymentStatusTag status={b.payment_status} />
        {b.payment_method ? <span data-testid="payment-method">{methodLabel(b.payment_method)}</span> : null}
        {money(b.total)}
      </Space>,
    ),
    ...(b.order
      ? [
          item(
            t("partnerAppointments.show.order"),
            <Space size={[4, 4]} wrap>
              <bdi>{b.order.number}</bdi>
              <OrderStatusTag status={b.order.status} />
              {b.invoice ? (
                <span>
                  {t("partnerAppointments.show.invoice")}: <bdi>{b.invoice.number}</bdi>
                </span>
              ) : null}
            </Space>,
          ),
        ]
      : []),
    ...(b.cash_collected_at
      ? [
          item(
            t("partnerAppointments.actions.cash-collected"),
            <span data-testid="cash-collected">
              {t("partnerAppointments.show.cashCollected", {
                when: formatDateTime(b.cash_collected_at),
                name: b.cash_collected_by?.name ?? "",
              })}
            </span>,
          ),
        ]
      : []),
    ...(b.decline_reason
      ? [item(t("partnerAppointments.show.declineReason"), <span dir="auto">{b.decline_reason}</span>)]
      : []),
    ...(b.cancel_reason && !b.decline_reason
      ? [item(t("partnerAppointments.show.cancelReason"), <span dir="auto">{b.cancel_reason}</span>)]
      : []),
  ];
  return (
    <Card title={t("partnerAppointments.show.overview")}>
      <Descriptions
        column={1}
        size="small"
        bordered={!narrow}
        layout={narrow ? "vertical" : "horizontal"}
        className="kh-block-descriptions"
        items={items.map((i, key) => ({ key, ...i }))}
      />
    </Card>
  );
}
