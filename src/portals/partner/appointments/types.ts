import type { ApiSchema } from "../../../api/api-types";

/**
 * Shapes the partner appointments endpoints answer (docs/api-catalog.md, "Partner: appointments"): the generated
 * types (src/api/schema.gen.ts, `npm run api:types`). A list row is admin/booking/list's row.
 */
export type PartnerBooking = ApiSchema<"AdminBooking">;
export type PartnerBookingDetails = ApiSchema<"PartnerBookingDetails">;
export type PartnerAction = PartnerBookingDetails["next_actions"][number];
export type BookingStatus = PartnerBooking["status"];

/** The list's status tabs, in the flow's order. */
export const STATUS_TABS = [
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

export const PAYMENT_STATES = ["pending", "paid", "cash", "refunded", "failed"] as const;

export const RESOURCE = "partner-appointments";
