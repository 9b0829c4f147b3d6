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
