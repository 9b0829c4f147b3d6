import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { intParam, requiredIntParam, textParam } from "../../lib/query.js";
import { availableDatesSchema, dateField, optionalDateField, timeField } from "../bookings/schema.js";

export const subscriptionParams = z.object({ id: requiredIntParam("id") });

const visitQuery = {
  subscription_id: requiredIntParam("subscription_id").meta({ example: 1 }),
  booking_id: intParam("booking_id").describe(
    "Rescheduling this visit of the subscription: its own month's dates, its own slot counted free",
  ),
};

export const visitDatesQuery = z.object({
  ...visitQuery,
  from: optionalDateField("from").describe("Default: today (Asia/Dubai), or the month's first day"),
  days: intParam("days", 1, 31).describe("At most this many dates (default: to the month's end, 30 days ahead)"),
});

export const visitSlotsQuery = z.object({ ...visitQuery, date: dateField("date") });

export const bookVisitBody = z.object({
  subscription_id: requiredIntParam("subscription_id").meta({ example: 1 }),
  date: dateField("date"),
  time: timeField("time"),
  notes: textParam("notes", 1000),
});

const monthFields = {
  index: z.number().int().describe("0 = the subscription's first month"),
  starts_on: z.string().describe("YYYY-MM-DD"),
  ends_on: z.string().describe("YYYY-MM-DD, the month's last day"),
};

const visitMonthSchema = z.object(monthFields).meta({ id: "VisitMonth" });

const monthSummarySchema = z
  .object({
    ...monthFields,
    state: z.enum(["past", "current", "upcoming"]),
    allowance: z.number().int().describe("The month's own visits"),
    carried_in: z.number().int().describe("Unused visits of earlier months (carry_over only)"),
    available: z.number().int().describe("allowance + carried_in"),
    used: z.number().int().describe("Visits of the month that count (not cancelled or declined)"),
    left: z.number().int(),
    unused: z.number().int().describe("A past month's visits left unused"),
    unused_outcome: z.enum(["lost", "carried_over"]).nullable(),
  })
  .meta({ id: "VisitMonthSummary" });

export const visitSummarySchema = z
  .object({
    subscription_id: z.number().int(),
    number: z.string().describe("PK-000123"),
    status: z.enum(["pending", "active", "expired", "cancelled"]),
    package: z.object({ id: z.number().int(), name: z.string() }),
    partner: z.object({ id: z.number().int(), name: z.string() }),
    starts_on: z.string(),
    ends_on: z.string().describe("The first day after the package"),
    unused_visits: z.enum(["lost", "carry_over"]).describe("What happens to a visit not used by its month's end"),
    visits_total: z.number().int(),
    visits_used: z.number().int().describe("Visits that count (booked or done, not cancelled or declined)"),
    visits_left: z.number().int().describe("Still to book: this month's left and the months to come"),
    visits_per_month: z.number().int(),
    duration_minutes: z.number().int().describe("The length of a visit"),
    can_book: z.boolean(),
    reason: z
      .enum(["not_paid", "not_active", "ended", "used_up", "no_address"])
      .nullable()
      .describe("Why a visit cannot be booked now"),
    current_month: monthSummarySchema.nullable(),
    months: z.array(monthSummarySchema),
    visits: z.array(
      z.object({
        id: z.number().int().describe("The booking id"),
        number: z.string(),
        status: z.string(),
        status_label: z.string(),
        scheduled_at: z.string(),
        scheduled_end: z.string(),
        duration_minutes: z.number().int(),
        visit_month: z.number().int(),
        technician: z.string().nullable(),
        can_cancel: z.boolean(),
        can_reschedule: z.boolean(),
      }),
    ),
  })
  .meta({ id: "PackageVisitSummary" });

export const visitDatesSchema = z
  .object({ month: visitMonthSchema, dates: availableDatesSchema.shape.dates })
  .meta({ id: "PackageVisitDates" });

export const visitSummaryResponse = envelope(visitSummarySchema);
export const visitDatesResponse = envelope(visitDatesSchema);
