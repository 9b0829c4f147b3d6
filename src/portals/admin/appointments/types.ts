import type { ApiSchema } from "../../../api/api-types";

/**
 * Shapes the admin appointments endpoints answer (docs/api-catalog.md, "Admin: appointments"): the generated types
 * (src/api/schema.gen.ts, `npm run api:types`).
 */
export type AdminBooking = ApiSchema<"AdminBooking">;
export type AdminBookingDetails = ApiSchema<"AdminBookingDetails">;
export type Reassignment = ApiSchema<"ReassignmentRequest">;
export type Technician = ApiSchema<"Technician">;
export type Quotation = ApiSchema<"AdminQuotation">;
export type CompletionReport = ApiSchema<"CompletionReport">;
export type Review = ApiSchema<"AdminReview">;
/** A provider of the filter selects (the storefront's provider list, of which the selects read the id and name). */
export type Person = Pick<ApiSchema<"Partner">, "id" | "name">;

export type BookingStatus = AdminBooking["status"];
export const BOOKING_STATUSES = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
  "cancelled",
  "declined",
  "no-show",
] as const satisfies readonly BookingStatus[];
