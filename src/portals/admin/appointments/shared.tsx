import "../../../i18n/modules/admin-appointments";
import { type BaseRecord, useCustom, useList } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { Select, Tag } from "antd";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useKhidmaStore } from "../../../state";

/** Shapes the admin appointments endpoints answer (docs/api-catalog.md, "Admin: appointments"). */
export interface Person {
  id: number;
  name: string;
}

export const BOOKING_STATUSES = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface AdminBooking {
  id: number;
  number: string;
  status: BookingStatus;
  status_label: string;
  payment_status: string;
  payment_method: string | null;
  scheduled_at: string;
  scheduled_end: string;
  duration_minutes: number;
  total: number;
  customer: Person & { email: string | null; phone: string | null };
  partner: Person;
  technician: Person | null;
  address_text: string;
  services: Array<{ name: string; quantity: number }>;
  pending_reassignment: boolean;
  created_at: string;
}

export interface Reassignment {
  id: number;
  booking: {
    id: number;
    number: string;
    status: BookingStatus;
    status_label: string;
    scheduled_at: string;
    partner: Person;
    customer: Person;
    technician: Person | null;
  };
  technician: Person | null;
  new_technician: Person | null;
  reason: string;
  status: "pending" | "approved" | "rejected";
  resolution_note: string | null;
  resolved_by: Person | null;
  created_at: string;
  updated_at: string;
}

export interface Technician extends Person {
  email: string;
  phone: string | null;
  open_jobs: number;
}

export interface Quotation {
  id: number;
  number: string;
  booking_id: number;
  booking_number: string;
  partner: Person;
  customer: Person;
  title: string;
  lines: Array<{ description: string; quantity: number; unit_price: number; total: number }>;
  total: number;
  vat_amount: number;
  status: "pending" | "accepted" | "declined" | "expired";
  valid_until: string;
  created_at: string;
  responded_at: string | null;
  decline_reason: string | null;
  booking_status: string;
  booking_status_label: string;
}

export interface CompletionReport {
  id: number;
  booking: {
    id: number;
    number: string;
    status: string;
    status_label: string;
    scheduled_at: string;
    completed_at: string | null;
    total: number;
  };
  partner: Person;
  customer: Person;
  technician: Person | null;
  notes: string;
  photos: string[];
  customer_signoff: boolean;
  signed_by: string | null;
  created_at: string;
}

export interface Review {
  id: number;
  partner: Person;
  service: Person | null;
  customer_name: string;
  rating: number;
  comment: string;
  is_visible: boolean;
  reply: string | null;
  replied_at: string | null;
  replied_by: Person | null;
  created_at: string;
}

export interface AdminBookingDetails extends Omit<AdminBooking, "services" | "technician" | "pending_reassignment"> {
  partner: Person & { logo: string | null; phone: string | null };
  services: Array<{ service_id: number; name: string; quantity: number; unit_price: number; total: number }>;
  technician: (Person & { email: string | null; phone: string | null }) | null;
  notes: string | null;
  images: string[];
  history: Array<{
    id: number;
    status: string;
    status_label: string;
    note: string | null;
    actor: Person | null;
    created_at: string;
  }>;
  next_statuses: BookingStatus[];
  quotations: Quotation[];
  completion_report: {
    notes: string;
    photos: string[];
    customer_signoff: boolean;
    signed_by: string | null;
    created_at: string;
  } | null;
  reassignment_requests: Reassignment[];
  order: {
    id: number;
    number: string;
    status: string;
    payment_method: string;
    total: number;
    paid_at: string | null;
  } | null;
  payments: Array<{
    id: number;
    gateway: string;
    status: string;
    amount: number;
    card_brand: string | null;
    card_last4: string | null;
    failure_message: string | null;
    created_at: string;
  }>;
  invoice: { id: number; number: string; order_id: number } | null;
  cancellation_fee: number | null;
  cancel_reason: string | null;
}

// ---- pieces ----

/** Frame of every page of the area: the unsaved-changes prompt. */
export function AreaPage({ children }: { children: ReactNode }) {
  return (
    <div className="kh-admin-appointments">
      <UnsavedChangesNotifier translationKey="adminAppointments.common.unsaved" />
      {children}
    </div>
  );
}

/** The list's search box and filters in one wrapping row that stacks at 375 px. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>{children}</div>;
}

export const STATUS_COLOR: Record<string, string> = {
  requested: "gold",
  confirmed: "blue",
  "technician-assigned": "geekblue",
  "on-the-way": "cyan",
  "in-progress": "purple",
  completed: "green",
  cancelled: "default",
};

export function BookingStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status] ?? "default"} data-testid="booking-status">
      {t(`adminAppointments.status.${status}`, { defaultValue: status })}
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
      {t(`adminAppointments.${ns}.${value}`, { defaultValue: value })}
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
  <EnumTag ns="quotations" value={status} colors={QUOTATION_STATUS_COLOR} testId="quotation-status" />
);

/** Card, wallet or cash, translated. */
export const usePaymentMethodLabel = () => {
  const { t } = useTranslation();
  return (method: string) => t(`adminAppointments.paymentMethod.${method}`, { defaultValue: method });
};

/** The gateway that took a payment: the built-in ones translated, one registered later by its own name. */
export const useGatewayLabel = () => {
  const { t } = useTranslation();
  return (gateway: string) => t(`adminAppointments.gateway.${gateway}`, { defaultValue: gateway });
};

/** Whether the active role holds a permission (buttons are hidden without it). */
export function useHasPermission(name: string): boolean {
  return useKhidmaStore((s) => s.session.permissions.includes(name));
}

/** Providers for the filter selects (the storefront's list: every active provider). */
export function usePartnerOptions() {
  const { i18n } = useTranslation();
  // `GET web/partner/list?limit=-1&page=1`; `language` only keys the cache (names come in the active language)
  const { query, result } = useList<Person>({
    resource: "partner-options",
    pagination: { mode: "off" },
    meta: { endpoints: { list: ENDPOINTS.adminPartnerOptions }, query: { page: 1 }, language: i18n.language },
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const list = query.data ? result.data : undefined;
  const data = useMemo(() => list?.map((p) => ({ value: p.id, label: p.name })), [list]);
  return { data, isLoading: query.isLoading };
}

export function PartnerSelect({
  value,
  onChange,
  allowAll = true,
  style,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  allowAll?: boolean;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const partners = usePartnerOptions();
  return (
    <Select
      showSearch
      optionFilterProp="label"
      allowClear={allowAll}
      aria-label={t("adminAppointments.common.partner")}
      placeholder={
        allowAll ? t("adminAppointments.common.allPartners") : t("adminAppointments.availability.choosePartner")
      }
      value={value}
      onChange={(v) => onChange(v === undefined || v === null ? undefined : Number(v))}
      options={partners.data ?? []}
      loading={partners.isLoading}
      style={{ flex: "1 1 200px", maxWidth: 280, ...style }}
      data-testid="partner-filter"
    />
  );
}

/** Active technicians of a partner (with their open jobs), for the approve and assign selects. */
export function useTechnicians(partnerId: number | undefined) {
  const { query } = useCustom<Technician[] & BaseRecord>({
    url: ENDPOINTS.adminTechnicians,
    method: "get",
    config: { query: { partner_id: partnerId } },
    queryOptions: { enabled: partnerId !== undefined },
    errorNotification: false,
  });
  return {
    data: query.data ? ((query.data.data as Technician[] | undefined) ?? []) : undefined,
    isLoading: query.isLoading,
    isSuccess: query.isSuccess,
  };
}

/** Star rating as text (no icon font needed): ★★★★☆. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={t("adminAppointments.reviews.ratingOf", { rating })} style={{ color: "#f5a623" }}>
      {"★".repeat(full)}
      <span style={{ color: "#d9d9d9" }}>{"★".repeat(5 - full)}</span>
    </span>
  );
}
