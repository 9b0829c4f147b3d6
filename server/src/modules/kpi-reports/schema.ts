import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { id } from "../../lib/fields.js";
import { boolParam, intParam, pageParams, paginated, requiredIntParam } from "../../lib/query.js";
import { dateField } from "../bookings/schema.js";

/** KPI reports (issue 19): generate for a period, list, read, drill into the bookings behind a figure. */

export const generateBody = z.object({
  from: dateField("from").describe("First day of the period (Asia/Dubai), YYYY-MM-DD, not after today"),
  to: dateField("to").describe("Last day (Asia/Dubai, inclusive), YYYY-MM-DD; at most 366 days from `from`"),
  partner_id: id("partner_id", false).describe(
    "One partner only (internal roles); a partner caller always generates for its own company",
  ),
});
export type GenerateBody = z.infer<typeof generateBody>;

export const listQuery = z.object({
  ...pageParams,
  per_page: intParam("per_page", 1, 100).describe("Rows per page (same as limit; wins when both are given)"),
  partner_id: intParam("partner_id").describe("Only reports that score this partner (internal roles)"),
});
export type ListQuery = z.infer<typeof listQuery>;

export const idParams = z.object({ id: requiredIntParam("id") });

export const bookingsQuery = z.object({
  ...pageParams,
  per_page: intParam("per_page", 1, 100).describe("Rows per page (same as limit; wins when both are given)"),
  partner_id: intParam("partner_id").describe("One partner of the report (a partner caller: always its own)"),
  criterion_id: intParam("criterion_id").describe(
    "The bookings counted in this criterion's figure, those that pulled it down first; without: every booking",
  ),
  pulled_down: boolParam("pulled_down").describe("true: only the bookings that pulled the figure down"),
});
export type BookingsQuery = z.infer<typeof bookingsQuery>;

export const KPI_STATUSES = ["met", "warning", "missed", "no_data"] as const;

const nameRef = z.object({ id: z.number().int(), name: z.string() });

export const kpiScoreSchema = z
  .object({
    criterion_id: z.number().int(),
    name: z.string().describe("In the request's language"),
    name_en: z.string(),
    name_ar: z.string(),
    metric: z.string().describe("on_time_rate | completion_rate | partner_cancellation_rate | average_rating | ..."),
    unit: z.string().describe("percent | rating | minutes"),
    direction: z.string().describe("higher | lower: which way is better"),
    formula: z.string().describe("How the figure is computed, in the request's language"),
    value: z.number().nullable().describe("The figure (percent 0-100, stars 1-5, minutes); null: no booking counted"),
    target: z.number(),
    warning: z.number().nullable().describe("The warning threshold of the target matrix"),
    score: z.number().nullable().describe("0-100: 100 meets the target, else value/target (higher) or target/value"),
    weight: z.number().int(),
    status: z
      .enum(KPI_STATUSES)
      .describe("met; warning (between the target and the warning threshold); missed; no_data (no booking counted)"),
    bookings: z.number().int().describe("Bookings counted in the figure"),
    pulled_down: z.number().int().describe("Of those, the bookings that pulled the figure down"),
  })
  .meta({ id: "KpiReportScore" });

export const kpiPartnerSchema = z
  .object({
    partner_id: z.number().int(),
    partner_name: z.string(),
    overall_score: z.number().nullable().describe("Weighted average of the scores (weights of the scored criteria)"),
    previous_overall_score: z.number().nullable().describe("The same for the previous period of the same length"),
    change: z.number().nullable().describe("overall_score - previous_overall_score"),
    trend: z.enum(["up", "down", "flat"]).nullable(),
    bookings: z.number().int().describe("Bookings scheduled in the period"),
    scores: z.array(kpiScoreSchema),
  })
  .meta({ id: "KpiReportPartner" });

export const kpiReportSchema = z
  .object({
    id: z.number().int(),
    from: z.string(),
    to: z.string(),
    previous_from: z.string(),
    previous_to: z.string(),
    partner_id: z.number().int().nullable().describe("null: every partner with bookings in the period"),
    partner_name: z.string().nullable(),
    generated_by: nameRef.nullable(),
    created_at: z.string(),
    partners: z.array(kpiPartnerSchema),
  })
  .meta({ id: "KpiReport" });

export const kpiReportRowSchema = z
  .object({
    id: z.number().int(),
    from: z.string(),
    to: z.string(),
    partner_id: z.number().int().nullable(),
    partner_name: z.string().nullable(),
    generated_by: nameRef.nullable(),
    partners_count: z.number().int().describe("Partners scored (a partner caller: 1, its own)"),
    bookings: z.number().int(),
    overall_score: z
      .number()
      .nullable()
      .describe("The partners' average overall score (a partner caller: its own overall score)"),
    created_at: z.string(),
  })
  .meta({ id: "KpiReportRow" });

export const kpiReportBookingSchema = z
  .object({
    booking_id: z.number().int(),
    number: z.string(),
    partner_id: z.number().int(),
    partner_name: z.string(),
    scheduled_at: z.string(),
    status: z.string(),
    on_time: z.boolean().nullable().describe("Work started within 15 minutes of the slot (null: never started)"),
    late_minutes: z.number().nullable().describe("Minutes from the slot to the start (negative: early)"),
    completed: z.boolean().nullable().describe("null: cancelled by the customer (not counted)"),
    partner_cancelled: z.boolean(),
    rating: z.number().int().nullable(),
    response_minutes: z.number().nullable().describe("Minutes from the booking to the partner's acceptance"),
    complaint: z.boolean().nullable().describe("Completed and rated 1 or 2 stars (null: not completed)"),
    value: z.number().nullable().describe("This booking's figure for the criterion asked"),
    pulled_down: z.boolean().describe("It pulled the criterion's figure down (false without criterion_id)"),
  })
  .meta({ id: "KpiReportBooking" });

export const kpiReportResponse = envelope(kpiReportSchema);
export const kpiReportListResponse = envelope(paginated(kpiReportRowSchema));
export const kpiReportBookingsResponse = envelope(paginated(kpiReportBookingSchema));

export type KpiReport = z.infer<typeof kpiReportSchema>;
export type KpiReportPartner = z.infer<typeof kpiPartnerSchema>;
export type KpiScore = z.infer<typeof kpiScoreSchema>;
