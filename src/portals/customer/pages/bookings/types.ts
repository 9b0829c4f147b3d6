/** Shapes of docs/commerce-api.md used by the bookings screens. Money: AED, VAT included, from the server. */
export type BookingStatus =
  | "requested"
  | "confirmed"
  | "technician-assigned"
  | "on-the-way"
  | "in-progress"
  | "completed"
  | "cancelled";

export type PaymentStatus = "pending" | "paid" | "cash" | "refunded" | "failed";
export type PaymentMethod = "card" | "wallet" | "cash";

export interface BookingService {
  service_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  total: number;
}

export interface Booking {
  id: number;
  number: string;
  status: BookingStatus | string;
  status_label?: string;
  payment_status: PaymentStatus | string;
  payment_method: PaymentMethod | string | null;
  scheduled_at: string;
  scheduled_end?: string | null;
  duration_minutes: number;
  partner: { id: number; name: string; logo: string | null; phone?: string | null };
  services: BookingService[];
  total: number;
  address_text: string;
  order_id: number | null;
  order_number: string | null;
  can_cancel: boolean;
  can_reschedule: boolean;
  created_at: string;
}

export interface TimelineEntry {
  status: string;
  status_label?: string;
  note: string | null;
  created_at: string;
}

export interface QuotationLine {
  description: string;
  quantity: number;
  unit_price: number;
  total: number;
}

export interface Quotation {
  id: number;
  number: string;
  booking_id: number;
  booking_number: string;
  partner: { id: number; name: string };
  title: string;
  lines: QuotationLine[];
  total: number;
  vat_amount: number;
  status: "pending" | "accepted" | "declined" | "expired" | string;
  valid_until: string;
  created_at: string;
  responded_at: string | null;
  decline_reason: string | null;
  order_id: number | null;
}

export interface CompletionReport {
  notes: string | null;
  photos: string[];
  customer_signoff: boolean | number;
  signed_by: string | null;
  created_at: string;
}

export interface BookingDetails extends Booking {
  timeline: TimelineEntry[];
  technician: { id: number; name: string; phone: string | null } | null;
  notes: string | null;
  images: string[];
  quotations: Quotation[];
  completion_report: CompletionReport | null;
  cancellation_fee: number | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  invoice: { id: number; number: string; order_id: number } | null;
}

export interface FeePreview {
  booking_id: number;
  action: "cancel" | "reschedule";
  hours_before: number;
  fee_percent: number;
  fee: number;
  total: number;
  refund: number;
  paid: number;
  rule: "free" | "late" | "very_late" | "missed";
}

export interface WalletBalance {
  balance: number;
  currency: "AED";
  loyalty_points: number;
  loyalty_value: number;
}

export interface AvailableDates {
  dates: Array<{ date: string; available: boolean; reason: string | null }>;
}

export interface TimeSlots {
  date: string;
  partner_id: number;
  timezone: string;
  duration_minutes: number;
  closed: boolean;
  closed_reason: "holiday" | "closed" | "past" | null;
  holiday_name: string | null;
  slots: Array<{ start: string; end: string; time: string; label: string; available: boolean }>;
}

export interface Order {
  id: number;
  number: string;
  kind: string;
  status: string;
  payment_method: PaymentMethod | string;
  booking_id: number | null;
}

export interface InvoiceLine {
  description: string;
  description_en?: string;
  description_ar?: string;
  quantity: number;
  unit_price_excl_vat: number;
  unit_price: number;
  vat_rate: number;
  vat_amount: number;
  total_excl_vat: number;
  total: number;
}

export interface Invoice {
  id: number;
  number: string;
  issued_at: string;
  supply_date: string;
  order_number: string;
  currency: "AED";
  supplier: { name: string; name_en?: string; name_ar?: string; address: string; trn: string };
  provider: { name: string; name_en?: string; name_ar?: string } | null;
  customer: { name: string; email: string | null; phone: string | null; address: string | null };
  lines: InvoiceLine[];
  subtotal_excl_vat: number;
  discount: number;
  vat_amount: number;
  total: number;
  paid_by: string | null;
  payment_reference: string | null;
}
