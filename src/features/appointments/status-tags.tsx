import "../../i18n/modules/appointments";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/**
 * Booking, payment, order, charge and quotation statuses as translated tags in their colours, shared by the admin
 * and partner appointment screens (strings in src/i18n/modules/appointments.ts).
 */
export const STATUS_COLOR: Record<string, string> = {
  requested: "gold",
  confirmed: "blue",
  "technician-assigned": "geekblue",
  "on-the-way": "cyan",
  "in-progress": "purple",
  completed: "green",
  cancelled: "default",
  declined: "red",
  "no-show": "volcano",
};

/** A booking status in the interface language (a status the app does not know yet: the server's label). */
export function useBookingStatusLabel() {
  const { t } = useTranslation();
  return (status: string, serverLabel?: string) =>
    t(`appointments.status.${status}`, { defaultValue: serverLabel || status });
}

export function BookingStatusTag({ status, label }: { status: string; label?: string }) {
  const statusLabel = useBookingStatusLabel();
  return (
    <Tag color={STATUS_COLOR[status] ?? "default"} data-testid="booking-status">
      {statusLabel(status, label)}
    </Tag>
  );
}

/** Colours of the money statuses: the booking's payment, its order, and each charge attempt. */
export const PAYMENT_STATUS_COLOR: Record<string, string> = {
  pending: "gold",
  paid: "green",
  cash: "blue",
  refunded: "purple",
  failed: "red",
};
export const ORDER_STATUS_COLOR: Record<string, string> = {
  pending: "gold",
  paid: "green",
  failed: "red",
  cancelled: "default",
  refunded: "purple",
};
export const PAYMENT_RESULT_COLOR: Record<string, string> = { succeeded: "green", declined: "red", refunded: "purple" };
export const QUOTATION_STATUS_COLOR: Record<string, string> = {
  pending: "gold",
  accepted: "green",
  declined: "red",
  expired: "default",
};

/** A translated status in its colour; a value the app does not know yet shows as sent, uncoloured. */
function EnumTag({
  ns,
  value,
  colors,
  testId,
}: {
  ns: string;
  value: string;
  colors: Record<string, string>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[value] ?? "default"} data-testid={testId}>
      {t(`appointments.${ns}.${value}`, { defaultValue: value })}
    </Tag>
  );
}

/** The booking's payment status (pending, paid, cash, refunded, failed). */
export const PaymentStatusTag = ({ status }: { status: string }) => (
  <EnumTag ns="payment" value={status} colors={PAYMENT_STATUS_COLOR} testId="payment-status" />
);
/** The order's status (pending, paid, failed, cancelled, refunded). */
export const OrderStatusTag = ({ status }: { status: string }) => (
  <EnumTag ns="orderStatus" value={status} colors={ORDER_STATUS_COLOR} testId="order-status" />
);
/** One charge attempt's result (succeeded, declined, refunded). */
export const PaymentResultTag = ({ status }: { status: string }) => (
  <EnumTag ns="paymentResult" value={status} colors={PAYMENT_RESULT_COLOR} testId="payment-result" />
);
export const QuotationStatusTag = ({ status }: { status: string }) => (
  <EnumTag ns="quotationStatus" value={status} colors={QUOTATION_STATUS_COLOR} testId="quotation-status" />
);

/** Card, wallet or cash, translated. */
export const usePaymentMethodLabel = () => {
  const { t } = useTranslation();
  return (method: string) => t(`appointments.paymentMethod.${method}`, { defaultValue: method });
};

/** The gateway that took a payment: the built-in ones translated, one registered later by its own name. */
export const useGatewayLabel = () => {
  const { t } = useTranslation();
  return (gateway: string) => t(`appointments.gateway.${gateway}`, { defaultValue: gateway });
};
