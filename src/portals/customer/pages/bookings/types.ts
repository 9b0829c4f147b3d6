import type { ApiSchema } from "../../../../api/api-types";

/**
 * Shapes of docs/commerce-api.md used by the bookings screens: the generated API types (src/api/schema.gen.ts).
 * Money: AED, VAT included, from the server.
 */
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

export type BookingService = Booking["services"][number];

export type Booking = ApiSchema<"Booking">;

export type TimelineEntry = BookingDetails["timeline"][number];

export type QuotationLine = Quotation["lines"][number];

export type Quotation = ApiSchema<"Quotation">;

export type CompletionReport = NonNullable<BookingDetails["completion_report"]>;

export type BookingDetails = ApiSchema<"BookingDetails">;

export type FeePreview = ApiSchema<"FeePreview">;

export type WalletBalance = ApiSchema<"WalletBalance">;

export type AvailableDates = ApiSchema<"AvailableDates">;

export type TimeSlots = ApiSchema<"TimeSlots">;

export type Order = ApiSchema<"Order">;

export type InvoiceLine = Invoice["lines"][number];

export type Invoice = ApiSchema<"Invoice">;
