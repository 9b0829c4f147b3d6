import "../../../i18n/modules/admin-appointments";
import { Card, Descriptions, Grid, Image, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatTime } from "../../../lib/format";
import { useMoney } from "./money";
import { OrderStatusTag, PaymentStatusTag, usePaymentMethodLabel } from "./status-tags";
import type { AdminBookingDetails } from "./types";
import "../../../features/appointments/descriptions.css";

/** When, who, where, payment and order of one appointment, and the customer's photos. */
export function AppointmentOverview({ booking: b }: { booking: AdminBookingDetails }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const wide = Boolean(screens.xxl);
  const money = useMoney();
  const methodLabel = usePaymentMethodLabel();
  return (
    <Card title={t("adminAppointments.show.overview")}>
      <Descriptions
        column={wide ? 2 : 1}
        size="small"
        bordered={!narrow}
        layout={narrow ? "vertical" : "horizontal"}
        className="kh-block-descriptions"
      >
        <Descriptions.Item label={t("adminAppointments.show.scheduled")}>
          <bdi>
            {formatDate(b.scheduled_at)} {formatTime(b.scheduled_at)}
          </bdi>
          <br />
          <Typography.Text type="secondary">
            {t("adminAppointments.show.duration", { minutes: b.duration_minutes })}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t("adminAppointments.common.partner")}>
          {b.partner.name}
          {b.partner.phone ? (
            <>
              <br />
              <bdi>{b.partner.phone}</bdi>
            </>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t("adminAppointments.common.customer")}>
          <span data-testid="customer-name">{b.customer.name}</span>
          <br />
          <bdi>{b.customer.phone}</bdi>
          <br />
          <bdi>{b.customer.email}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t("adminAppointments.common.technician")}>
          <span data-testid="technician-name">{b.technician?.name ?? t("adminAppointments.common.noTechnician")}</span>
          {b.technician?.phone ? (
            <>
              <br />
              <bdi>{b.technician.phone}</bdi>
            </>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t("adminAppointments.show.address")} span={wide ? 2 : 1}>
          {b.address_text}
        </Descriptions.Item>
        <Descriptions.Item label={t("adminAppointments.show.payment")}>
          <Space size={[4, 4]} wrap>
            <PaymentStatusTag status={b.payment_status} />
            {b.payment_method ? <span data-testid="payment-method">{methodLabel(b.payment_method)}</span> : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t("adminAppointments.common.total")}>{money(b.total)}</Descriptions.Item>
        {b.order ? (
          <Descriptions.Item label={t("adminAppointments.show.order")}>
            <Space size={[4, 4]} wrap>
              <bdi>{b.order.number}</bdi>
              <OrderStatusTag status={b.order.status} />
            </Space>
            {b.invoice ? (
              <>
                <br />
                {t("adminAppointments.show.invoice")}: <bdi>{b.invoice.number}</bdi>
              </>
            ) : null}
          </Descriptions.Item>
        ) : null}
        {b.cancellation_fee !== null ? (
          <Descriptions.Item label={t("adminAppointments.show.cancellationFee")}>
            {money(b.cancellation_fee)}
          </Descriptions.Item>
        ) : null}
        {b.cancel_reason ? (
          <Descriptions.Item label={t("adminAppointments.show.cancelReason")}>
            <span dir="auto">{b.cancel_reason}</span>
          </Descriptions.Item>
        ) : null}
        {b.notes ? (
          <Descriptions.Item label={t("adminAppointments.show.customerNotes")} span={wide ? 2 : 1}>
            <span dir="auto">{b.notes}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {b.images.length ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>{t("adminAppointments.show.photos")}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Image.PreviewGroup>
              <Space wrap>
                {b.images.map((src) => (
                  <Image key={src} src={src} width={88} height={88} style={{ objectFit: "cover" }} alt="" />
                ))}
              </Space>
            </Image.PreviewGroup>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
