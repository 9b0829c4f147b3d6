import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { blank, id, idList, requiredMessage, text } from "../../lib/fields.js";
import { intParam, pageParams, paginated, textParam } from "../../lib/query.js";
import {
  BREAK_ENDS_BEFORE_START,
  BREAK_OUTSIDE_HOURS,
  BREAKS_OVERLAP,
  CLOSES_BEFORE_OPENS,
  DATE_INVALID,
  DAYS_REQUIRED,
  END_BEFORE_START,
  KEY_INVALID,
  RANGE_TOO_LONG,
  TIME_INVALID,
  WEEKDAY_INVALID,
  WEEKDAY_TWICE,
  WEEKDAYS_MISSING,
} from "./messages.js";

/** Working hours, holidays and public holidays (issue 15). Times "HH:mm" and dates "YYYY-MM-DD" are Asia/Dubai. */

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const YMD = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A real calendar date written YYYY-MM-DD. */
export const isRealDate = (s: string) =>
  YMD.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Days from `start` to `end`, both included (YYYY-MM-DD). */
export const daysInRange = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/** The longest holiday range: a year (a leap year's 366 days). */
export const MAX_RANGE_DAYS = 366;

const time = () => z.string({ error: TIME_INVALID }).regex(HHMM, TIME_INVALID);

/** A required date field (blank: "The {field} field is required."). */
const dateField = (field: string) =>
  z.preprocess(
    (v, ctx) => {
      if (blank(v)) {
        ctx.addIssue({ code: "custom", message: requiredMessage(field), input: v });
        return z.NEVER;
      }
      return typeof v === "string" ? v.trim() : v;
    },
    z.string({ error: DATE_INVALID }).refine(isRealDate, DATE_INVALID),
  );

/** An optional date query parameter. */
const dateParam = (field: string) => textParam(field, 10).refine((v) => v === undefined || isRealDate(v), DATE_INVALID);

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

// ---- working hours ---------------------------------------------------------------------------------------------

export const breakSchema = z
  .object({ starts_at: time().describe("HH:mm"), ends_at: time().describe("HH:mm") })
  .meta({ id: "WorkingBreak" });

const dayInput = z.object({
  weekday: z
    .number({ error: WEEKDAY_INVALID })
    .int(WEEKDAY_INVALID)
    .min(0, WEEKDAY_INVALID)
    .max(6, WEEKDAY_INVALID)
    .describe("0 = Sunday ... 6 = Saturday"),
  is_closed: z.boolean({ error: "The is closed field must be true or false." }).default(false),
  opens_at: time().optional().describe("HH:mm; required unless is_closed"),
  closes_at: time().optional().describe("HH:mm, after opens_at; required unless is_closed"),
  breaks: z
    .array(breakSchema, { error: "The breaks must be a list." })
    .max(10, "The breaks may not have more than 10 items.")
    .default([])
    .describe("Inside opening hours, not overlapping (e.g. 13:00-14:00; Friday prayer 12:00-13:30)"),
  capacity: z
    .number({ error: "The capacity must be an integer." })
    .int("The capacity must be an integer.")
    .min(0, "The capacity must be at least 0.")
    .max(100, "The capacity may not be greater than 100.")
    .optional()
    .describe("Bookings at once when the partner has no technicians (default 2); ignored for a technician's week"),
});
export type DayInput = z.infer<typeof dayInput>;

/** Checks one open day: closing after opening, breaks inside the hours, ending after they start, not overlapping. */
function checkDay(day: DayInput, ctx: z.RefinementCtx, at: number) {
  if (day.is_closed) return;
  if (day.opens_at === undefined)
    ctx.addIssue({ code: "custom", path: [at, "opens_at"], message: requiredMessage("opens_at") });
  if (day.closes_at === undefined)
    ctx.addIssue({ code: "custom", path: [at, "closes_at"], message: requiredMessage("closes_at") });
  if (day.opens_at === undefined || day.closes_at === undefined) return;
  const open = toMinutes(day.opens_at);
  const close = toMinutes(day.closes_at);
  if (close <= open) {
    ctx.addIssue({ code: "custom", path: [at, "closes_at"], message: CLOSES_BEFORE_OPENS });
    return;
  }
  const spans: Array<[number, number, number]> = [];
  day.breaks.forEach((b, j) => {
    const s = toMinutes(b.starts_at);
    const e = toMinutes(b.ends_at);
    if (e <= s) ctx.addIssue({ code: "custom", path: [at, "breaks", j, "ends_at"], message: BREAK_ENDS_BEFORE_START });
    else if (s < open || e > close)
      ctx.addIssue({ code: "custom", path: [at, "breaks", j, "starts_at"], message: BREAK_OUTSIDE_HOURS });
    else spans.push([s, e, j]);
  });
  spans.sort((a, b) => a[0] - b[0]);
  for (let k = 1; k < spans.length; k++)
    if (spans[k][0] < spans[k - 1][1])
      ctx.addIssue({ code: "custom", path: [at, "breaks", spans[k][2], "starts_at"], message: BREAKS_OVERLAP });
}

/** The seven days of a week: each weekday 0..6 exactly once. */
export const weekDays = z
  .array(dayInput, {
    error: (iss) => (iss.input === undefined || iss.input === null ? DAYS_REQUIRED : WEEKDAYS_MISSING),
  })
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((d, i) => {
      if (seen.has(d.weekday)) ctx.addIssue({ code: "custom", path: [i, "weekday"], message: WEEKDAY_TWICE });
      seen.add(d.weekday);
      checkDay(d, ctx, i);
    });
    if (seen.size !== 7 || days.length !== 7) ctx.addIssue({ code: "custom", path: [], message: WEEKDAYS_MISSING });
  });

export const weekQuery = z.object({
  partner_id: intParam("partner_id").describe("Internal roles: the partner (required); partners: omit"),
  technician_id: intParam("technician_id").describe("A technician of the partner: their own week"),
});

export const weekBody = z.object({
  partner_id: id("partner_id", false).describe("Internal roles: the partner (required); partners: omit"),
  technician_id: id("technician_id", false).describe("Replace this technician's own week instead of the company's"),
  days: weekDays.describe("All seven weekdays (0 = Sunday ... 6 = Saturday), each once"),
});
export type WeekBody = z.infer<typeof weekBody>;

export const weekResetBody = z.object({
  partner_id: id("partner_id", false).describe("Internal roles: the partner (required); partners: omit"),
  technician_id: id("technician_id").describe("The technician who goes back to the company's week"),
});

export const workingDaySchema = z
  .object({
    weekday: z.number().int().describe("0 = Sunday ... 6 = Saturday"),
    is_closed: z.boolean(),
    opens_at: z.string().describe("HH:mm (Asia/Dubai)"),
    closes_at: z.string().describe("HH:mm (Asia/Dubai)"),
    breaks: z.array(breakSchema),
    capacity: z.number().int().describe("Company week: bookings at once without technicians; technician week: 1"),
  })
  .meta({ id: "WorkingDay" });

export const workingWeekSchema = z
  .object({
    partner_id: z.number().int(),
    technician_id: z.number().int().nullable().describe("null: the company's week"),
    inherited: z.boolean().describe("true: the technician has no own week; these are the company's days"),
    days: z.array(workingDaySchema).describe("Always seven, Sunday (0) first"),
  })
  .meta({ id: "WorkingWeek" });

export const workingWeekResponse = envelope(workingWeekSchema);

// ---- holidays --------------------------------------------------------------------------------------------------

const rangeFields = {
  start_date: dateField("start_date").describe("YYYY-MM-DD (Asia/Dubai), first day off"),
  end_date: dateField("end_date").describe("YYYY-MM-DD, last day off (inclusive); at most 366 days in all"),
};

/** end >= start and at most a year. */
const checkRange = (v: { start_date: string; end_date: string }, ctx: z.RefinementCtx) => {
  if (!isRealDate(v.start_date) || !isRealDate(v.end_date)) return; // already named by its own field
  if (v.end_date < v.start_date) ctx.addIssue({ code: "custom", path: ["end_date"], message: END_BEFORE_START });
  else if (daysInRange(v.start_date, v.end_date) > MAX_RANGE_DAYS)
    ctx.addIssue({ code: "custom", path: ["end_date"], message: RANGE_TOO_LONG });
};

export const holidayBody = z
  .object({
    partner_id: id("partner_id", false).describe("Internal roles: the partner (required); partners: omit"),
    ...rangeFields,
    title_en: text("title_en", 150),
    title_ar: text("title_ar", 150),
    technician_ids: idList("technician_ids", 0, 200)
      .optional()
      .describe("Chosen technicians of the partner; empty or absent: the whole company"),
  })
  .superRefine(checkRange);
export type HolidayBody = z.infer<typeof holidayBody>;

export const impactBody = z
  .object({
    partner_id: id("partner_id", false).describe("Internal roles: the partner (required); partners: omit"),
    ...rangeFields,
    technician_ids: idList("technician_ids", 0, 200)
      .optional()
      .describe("Only these technicians' appointments; empty or absent: the whole company's"),
    exclude_id: id("exclude_id", false).describe("The holiday being moved (its current range is not counted)"),
  })
  .superRefine(checkRange);
export type ImpactBody = z.infer<typeof impactBody>;

export const holidayListQuery = z.object({
  ...pageParams,
  partner_id: intParam("partner_id").describe("Internal roles: one partner (all partners without it)"),
  from: dateParam("from").describe("Holidays ending on or after this date"),
  to: dateParam("to").describe("Holidays starting on or before this date"),
  search: textParam("search"),
  technician_id: intParam("technician_id").describe("Holidays of the whole company or including this technician"),
});

export const holidaySchema = z
  .object({
    id: z.number().int(),
    partner_id: z.number().int(),
    start_date: z.string().describe("YYYY-MM-DD"),
    end_date: z.string().describe("YYYY-MM-DD, inclusive"),
    title_en: z.string(),
    title_ar: z.string(),
    title: z.string().describe("In the request's language (Accept-Language)"),
    technician_ids: z.array(z.number().int()).describe("Empty: the whole company"),
    technicians: z.array(z.object({ id: z.number().int(), name: z.string() })),
    days: z.number().int().describe("Days in the range"),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "PartnerHoliday" });

export const savedHolidaySchema = holidaySchema
  .extend({
    affected_count: z
      .number()
      .int()
      .describe("Appointments in the range whose customers were notified (free reschedule or cancel)"),
  })
  .meta({ id: "PartnerHolidaySaved" });

export const impactAppointmentSchema = z
  .object({
    id: z.number().int(),
    booking_number: z.string(),
    scheduled_at: z.string().describe("ISO instant"),
    date: z.string().describe("YYYY-MM-DD (Asia/Dubai)"),
    time: z.string().describe("HH:mm (Asia/Dubai)"),
    status: z.string(),
    customer_id: z.number().int(),
    customer_name: z.string(),
    technician_id: z.number().int().nullable(),
    technician_name: z.string().nullable(),
    services: z.array(z.string()).describe("Service names in the request's language"),
  })
  .meta({ id: "HolidayImpactAppointment" });

export const impactSchema = z
  .object({ count: z.number().int(), appointments: z.array(impactAppointmentSchema) })
  .meta({ id: "HolidayImpact" });

export const idParams = z.object({
  id: z.preprocess(
    (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: "The id must be an integer." }).int("The id must be an integer.").min(1),
  ),
});
export const partnerIdBody = z.object({
  partner_id: id("partner_id", false).describe("Internal roles: the partner (required); partners: omit"),
});

export const holidayListResponse = envelope(paginated(holidaySchema));
export const holidayResponse = envelope(holidaySchema);
export const savedHolidayResponse = envelope(savedHolidaySchema);
export const impactResponse = envelope(impactSchema);
export const deletedResponse = envelope(z.null());

// ---- UAE public holidays ---------------------------------------------------------------------------------------

export const publicHolidaySchema = z
  .object({
    id: z.number().int(),
    key: z.string().describe("Names the holiday across years, e.g. eid-al-fitr"),
    start_date: z.string().describe("YYYY-MM-DD"),
    end_date: z.string().describe("YYYY-MM-DD, inclusive"),
    name_en: z.string(),
    name_ar: z.string(),
    name: z.string().describe("In the request's language"),
    is_tentative: z.boolean().describe("Islamic holidays: true until confirmed after the moon sighting"),
    days: z.number().int(),
  })
  .meta({ id: "PublicHoliday" });

export const publicHolidayListQuery = z.object({
  ...pageParams,
  year: intParam("year", 2000, 2100).describe("Holidays overlapping this year"),
  key: textParam("key", 60),
  search: textParam("search"),
});

const keyField = z
  .preprocess(
    (v, ctx) => {
      if (blank(v)) {
        ctx.addIssue({ code: "custom", message: requiredMessage("key"), input: v });
        return z.NEVER;
      }
      return typeof v === "string" ? v.trim() : v;
    },
    z
      .string({ error: KEY_INVALID })
      .max(60, "The key may not be greater than 60 characters.")
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, KEY_INVALID),
  )
  .describe("e.g. eid-al-fitr; the same key across years");

export const publicHolidayBody = z
  .object({
    key: keyField,
    ...rangeFields,
    name_en: text("name_en", 150),
    name_ar: text("name_ar", 150),
    is_tentative: z
      .boolean({ error: "The is tentative field must be true or false." })
      .default(false)
      .describe("false: confirmed (after the moon sighting)"),
  })
  .superRefine(checkRange);
export type PublicHolidayBody = z.infer<typeof publicHolidayBody>;

export const publicHolidayListResponse = envelope(paginated(publicHolidaySchema));
export const publicHolidayResponse = envelope(publicHolidaySchema);

// ---- a partner's public-holiday choice -------------------------------------------------------------------------

export const choiceQuery = z.object({
  partner_id: intParam("partner_id").describe("Internal roles: the partner (required); partners: omit"),
});

export const choiceBody = z.object({
  partner_id: id("partner_id", false).describe("Internal roles: the partner (required); partners: omit"),
  closed_on_all: z
    .boolean({ error: "The closed on all field must be true or false." })
    .describe("true: closed on every UAE public holiday (the default); false: only on `keys`"),
  keys: z
    .array(z.string({ error: "Each value must be a string." }).max(60), { error: "The keys must be a list." })
    .max(50, "The keys may not have more than 50 items.")
    .default([])
    .describe("With closed_on_all false: the public holiday keys the company closes on ([]: open on all)"),
});

export const publicHolidayOptionSchema = z
  .object({
    key: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    name: z.string(),
    closed: z.boolean().describe("The company is closed on this holiday"),
  })
  .meta({ id: "PublicHolidayOption" });

export const choiceSchema = z
  .object({
    partner_id: z.number().int(),
    closed_on_all: z.boolean(),
    keys: z.array(z.string()).describe("The keys the company closes on (every key when closed_on_all)"),
    options: z.array(publicHolidayOptionSchema).describe("Every public holiday key, with whether the company closes"),
  })
  .meta({ id: "PublicHolidayChoice" });

export const choiceResponse = envelope(choiceSchema);
