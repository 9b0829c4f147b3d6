import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { text } from "../../lib/fields.js";
import { intParam, requiredIntParam } from "../../lib/query.js";
import { adminBookingDetailsSchema, bookingListQuery } from "../admin-appointments/schema.js";
import { BOOKING_STATUS_VALUES, dateField } from "../bookings/schema.js";

/** Zod schemas of the partner appointments endpoints (issue 16): queries, bodies, answers. */

export const idParams = z.object({ id: requiredIntParam("id") });

/** The admin list's query (status tab, filters, search, sort, page); `partner_id` only for an internal caller. */
export const partnerBookingListQuery = bookingListQuery;
export type PartnerBookingListQuery = z.infer<typeof partnerBookingListQuery>;

export const declineBody = z.object({
  reason: text("reason", 500).describe("Why the booking is declined; the customer reads it"),
});

export const assignBody = z.object({
  technician_id: requiredIntParam("technician_id").describe("A Technician of the booking's partner"),
});

export const calendarQuery = z.object({
  from: dateField("from").describe("First day (Asia/Dubai), YYYY-MM-DD"),
  to: dateField("to").describe("Last day (Asia/Dubai), YYYY-MM-DD; at most 31 days from `from`"),
  partner_id: intParam("partner_id").describe("Internal callers only: the partner (required)"),
});

// ---- answers ----

export const PARTNER_ACTIONS = [
  "accept",
  "decline",
  "assign",
  "on-the-way",
  "in-progress",
  "completed",
  "no-show",
  "cash-collected",
] as const;
export type PartnerAction = (typeof PARTNER_ACTIONS)[number];

export const partnerBookingDetailsSchema = adminBookingDetailsSchema
  .extend({
    address: z.object({
      text: z.string(),
      building: z.string().nullable(),
      unit: z.string().nullable(),
      street: z.string().nullable(),
      community: z.string().nullable(),
      emirate: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      map_url: z.string().nullable().describe("A map of the coordinates (the address's, else its community's centre)"),
    }),
    decline_reason: z.string().nullable(),
    cash_due: z
      .number()
      .describe(
        "AED to collect in cash now: the booking's cash order not yet paid plus the quotations the customer approved for cash and has not paid (cash-collected settles them all); 0 when nothing is due in cash",
      ),
    cash_collected_at: z.string().nullable(),
    cash_collected_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    next_actions: z
      .array(z.enum(PARTNER_ACTIONS))
      .describe(
        "What the partner may do now: accept/decline (requested), assign (confirmed or technician-assigned), the next flow steps, no-show (after the slot start), cash-collected (a cash order not yet paid)",
      ),
  })
  .meta({ id: "PartnerBookingDetails" });
export const partnerBookingDetailsResponse = envelope(partnerBookingDetailsSchema);

const calendarJob = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(BOOKING_STATUS_VALUES),
  status_label: z.string(),
  technician_id: z.number().int().nullable(),
  technician: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  scheduled_at: z.string().describe("UTC instant"),
  start: z.string().describe("Asia/Dubai local time with offset, e.g. 2026-03-10T09:00:00+04:00"),
  end: z.string().describe("Asia/Dubai local time with offset"),
  date: z.string(),
  start_time: z.string().describe("HH:mm, Asia/Dubai"),
  end_time: z.string().describe("HH:mm, Asia/Dubai"),
  duration_minutes: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  services: z.array(z.object({ service_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
  address_text: z.string(),
  payment_status: z.string(),
});

export const partnerCalendarSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timezone: z.string(),
    partner_id: z.number().int(),
    closed_days: z
      .array(z.object({ date: z.string(), name: z.string() }))
      .describe("Company holidays and adopted public holidays in the range"),
    technicians: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        colour: z.string(),
        days: z.array(
          z.object({
            date: z.string(),
            on_shift: z.boolean(),
            opens_at: z.string().nullable(),
            closes_at: z.string().nullable(),
            breaks: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
            off_reason: z
              .enum(["holiday", "day-off", "weekly-off"])
              .nullable()
              .describe(
                "holiday: the company is closed; day-off: a holiday range naming them; weekly-off: not their day",
              ),
          }),
        ),
      }),
    ),
    jobs: z.array(calendarJob).describe("Bookings in the range (cancelled and declined ones left out), by start"),
    unassigned: z.array(calendarJob).describe("The jobs without a technician (open ones only)"),
  })
  .meta({ id: "PartnerBookingCalendar" });
export const partnerCalendarResponse = envelope(partnerCalendarSchema);
