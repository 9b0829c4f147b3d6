import "../../../../i18n/modules/bookings";
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusBadge } from "../../../../components/storefront/ui/status-badge";

export const STEPS = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
] as const;

const STATUS_TONE: Record<string, BadgeTone> = {
  requested: "warning",
  confirmed: "info",
  "technician-assigned": "primary",
  "on-the-way": "progress",
  "in-progress": "progress",
  completed: "success",
  cancelled: "danger",
  declined: "danger",
  "no-show": "danger",
};

const PAYMENT_TONE: Record<string, BadgeTone> = {
  paid: "success",
  pending: "warning",
  cash: "neutral",
  refunded: "info",
  failed: "danger",
};

/** "Confirmed" etc.: our own strings (both languages), the server's label for a status we do not know. */
export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: string, serverLabel?: string) =>
    t(`bookings.status.${status}`, { defaultValue: serverLabel || status });
}

export function BookingStatusBadge({ status, label }: { status: string; label?: string }) {
  const statusLabel = useStatusLabel();
  return (
    <StatusBadge tone={STATUS_TONE[status] ?? "neutral"} testId="booking-status">
      {statusLabel(status, label)}
    </StatusBadge>
  );
}

export function PaymentBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={PAYMENT_TONE[status] ?? "neutral"} testId="payment-status">
      {t(`bookings.payment.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}

export const QUOTATION_TONE: Record<string, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  declined: "danger",
  expired: "neutral",
};
