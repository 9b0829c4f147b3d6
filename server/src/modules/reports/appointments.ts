import { type RawBuilder, type SqlBool, sql } from "kysely";
import { z } from "zod";
import { dubaiDate, dubaiTime } from "../../lib/dubai.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { BOOKING_STATUS_ORDER } from "../admin-dashboard/messages.js";
import {
  countedNow,
  countedRecords,
  dubaiDay,
  fillSeries,
  filterRange,
  fromCounters,
  minutesBetween,
  numberOrPartnerLike,
  oncePerRange,
  pick,
  type ReportContext,
  type ReportDefinition,
  type ReportRange,
  rate,
  reportData,
  round1,
} from "./framework.js";

/**
 * The appointments report (issue 19): bookings by the Asia/Dubai day of their appointment (`scheduled_at`). One
 * table row per booking. A booking is on time when its work started (its first `in-progress` status) no later than
 * ON_TIME_MINUTES after the booked time (the KPI's definition).
 */

export const ON_TIME_MINUTES = 15;

const STATUSES = BOOKING_STATUS_ORDER as unknown as readonly [string, ...string[]];

/** The bookings counted (alias `b`), for a range: every filter of the bar. */
function counted(ctx: ReportContext, range: Pick<ReportRange, "start" | "end">): RawBuilder<SqlBool> {
  const f = ctx.f;
  const parts: RawBuilder<unknown>[] = [sql`b.scheduled_at >= ${range.start}`, sql`b.scheduled_at < ${range.end}`];
  if (f.partnerId !== undefined) parts.push(sql`b.partner_id = ${f.partnerId}`);
  if (f.status !== undefined) parts.push(sql`b.status = ${f.status}`);
  if (f.category_id !== undefined)
    parts.push(sql`exists (select 1 from booking_items bi join services s on s.id = bi.service_id
      where bi.booking_id = b.id and s.category_id = ${f.category_id})`);
  if (f.emirate_id !== undefined)
    parts.push(
      sql`exists (select 1 from communities c where c.id = b.community_id and c.emirate_id = ${f.emirate_id})`,
    );
  if (f.search !== undefined) parts.push(numberOrPartnerLike("b", "bookings", f.search));
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The counted bookings (alias `b`) as one condition; with a search, their ids read once per request and range. */
const countedIds = (ctx: ReportContext, r: Pick<ReportRange, "start" | "end">) =>
  countedRecords(ctx, r, "b", "bookings", counted);

/**
 * The per-day counters of migration 043 answer the figures whenever no free-text search is set (`fromCounters`):
 * `appointment_report_days` (partner or -1 = all, emirate or -1 = all, Dubai day, status, cancellation reason) and,
 * with a category filter or for the category breakdown, `appointment_report_category_days`.
 *
 * The counter rows of a range for the filters (alias c); `by`: leave that dimension open (a breakdown).
 */
function counterWhere(
  ctx: ReportContext,
  r: Pick<ReportRange, "from" | "to">,
  by?: "partner" | "category",
): RawBuilder<SqlBool> {
  const f = ctx.f;
  const parts: RawBuilder<unknown>[] = [sql`c.emirate_id = ${f.emirate_id ?? -1}`];
  if (by === "partner")
    parts.push(f.partnerId === undefined ? sql`c.partner_id >= 0` : sql`c.partner_id = ${f.partnerId}`);
  else parts.push(sql`c.partner_id = ${f.partnerId ?? -1}`);
  parts.push(sql`c.day >= ${r.from}`, sql`c.day <= ${r.to}`);
  if (f.status !== undefined) parts.push(sql`c.status = ${f.status}`);
  if (f.category_id !== undefined) parts.push(sql`c.category_id = ${f.category_id}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The per-booking category facts of a range for the filters (alias c; the category filter is set). */
function factsWhere(ctx: ReportContext, r: Pick<ReportRange, "from" | "to">): RawBuilder<SqlBool> {
  const f = ctx.f;
  const parts: RawBuilder<unknown>[] = [
    sql`c.category_id = ${f.category_id ?? 0}`,
    sql`c.day >= ${r.from}`,
    sql`c.day <= ${r.to}`,
  ];
  if (f.partnerId !== undefined) parts.push(sql`c.partner_id = ${f.partnerId}`);
  if (f.emirate_id !== undefined) parts.push(sql`c.emirate_id = ${f.emirate_id}`);
  if (f.status !== undefined) parts.push(sql`c.status = ${f.status}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

const counterTable = (ctx: ReportContext, category = false) =>
  sql.table(
    category || ctx.f.category_id !== undefined ? "appointment_report_category_days" : "appointment_report_days",
  );

/** When the work started: the booking's first in-progress status. */
const startedAt = sql<string | null>`(select min(h.created_at) from booking_status_history h
  where h.booking_id = b.id and h.status = 'in-progress')`;

const count = (status: string) => sql<number>`sum(case when b.status = ${status} then 1 else 0 end)`;
const countOf = (status: string) => sql<number>`sum(case when c.status = ${status} then c.n else 0 end)`;

/** One day and status of the counted bookings, with the sum of their lead times (minutes). */
interface BookingDay {
  day: string;
  status: string;
  n: number;
  lead_minutes: number;
  /** From the counters only (the base tables' summary reads the status history itself). */
  started?: number;
  on_time?: number;
}

/**
 * The counted bookings of a range by Dubai day and status, read once per request and range (the counters, or one
 * index-only scan of the bookings with a search, feed the summary, the series, the status breakdown and the
 * table's count).
 */
const bookingDays = oncePerRange<BookingDay[]>((ctx, r) => {
  const day = dubaiDay(ctx.driver, "b.scheduled_at");
  const query = async () =>
    fromCounters(ctx)
      ? sql<Record<string, unknown>>`select c.day, c.status, sum(c.n) as n, sum(c.lead_ms) / 60000.0 as lead_minutes,
          sum(c.started) as started, sum(c.on_time) as on_time
        from ${counterTable(ctx)} c where ${counterWhere(ctx, r)} group by c.day, c.status having sum(c.n) <> 0`
      : sql<Record<string, unknown>>`select ${day} as day, b.status, count(*) as n,
          sum(${minutesBetween(ctx.driver, sql`b.created_at`, sql`b.scheduled_at`)}) as lead_minutes
        from bookings b where ${await countedIds(ctx, r)} group by ${day}, b.status`;
  return query()
    .then((q) => q.execute(ctx.db))
    .then((res) =>
      res.rows.map((x) => ({
        day: String(x.day),
        status: String(x.status),
        n: num(x.n),
        lead_minutes: num(x.lead_minutes),
        ...(x.started === undefined ? {} : { started: num(x.started), on_time: num(x.on_time) }),
      })),
    );
});

export const appointmentsSummary = z.object({
  total: z.number().int().describe("Bookings whose appointment falls in the period"),
  completed: z.number().int(),
  cancelled: z.number().int(),
  no_shows: z.number().int(),
  declined: z.number().int().describe("Declined by the partner"),
  open: z
    .number()
    .int()
    .describe("Not finished yet: requested, confirmed, technician assigned, on the way, in progress"),
  completion_rate: z.number().describe("completed / total, percent (1 decimal)"),
  cancellation_rate: z.number().describe("cancelled / total, percent (1 decimal)"),
  started: z.number().int().describe("Bookings whose work started (an in-progress status)"),
  on_time: z.number().int().describe(`Started no later than ${ON_TIME_MINUTES} minutes after the booked time`),
  on_time_rate: z.number().describe("on_time / started, percent (1 decimal)"),
  average_lead_hours: z.number().describe("Average hours from booking (created_at) to the appointment, 1 decimal"),
});

const appointmentsRow = z
  .object({
    id: z.number().int(),
    number: z.string(),
    scheduled_at: z.string().describe("YYYY-MM-DD HH:mm, Asia/Dubai"),
    booked_at: z.string().describe("YYYY-MM-DD HH:mm, Asia/Dubai"),
    customer: z.string(),
    partner: z.string(),
    service: z.string().describe("The first service booked, in the request language"),
    area: z.string().describe("Community, emirate"),
    status_code: z.string(),
    status: z.string().describe("In the request language"),
    started_at: z.string().describe("YYYY-MM-DD HH:mm, Asia/Dubai; empty when not started"),
    on_time: z.string().describe("Yes / No / empty when not started, in the request language"),
    lead_hours: z.number().describe("Hours from booking to the appointment, 1 decimal"),
    cancel_reason: z.string(),
    total: z.number().describe("AED"),
  })
  .meta({ id: "ReportAppointmentsRow" });

export const appointmentsData = reportData({
  summary: appointmentsSummary.shape,
  series: {
    total: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    no_shows: z.number().int(),
  },
  breakdowns: ["by_status", "by_reason", "by_partner", "by_category"],
  breakdownFigures: {
    bookings: z.number().int(),
    completed: z.number().int().optional(),
    cancelled: z.number().int().optional().describe("by_reason: of them cancelled"),
    no_shows: z.number().int().optional().describe("by_reason: of them no-shows"),
  },
  row: appointmentsRow,
}).meta({ id: "ReportAppointments" });

type AppointmentsRow = z.infer<typeof appointmentsRow>;
interface AppointmentsRaw {
  id: number;
  number: string;
  scheduled_at: string;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  partner_en: string | null;
  partner_ar: string | null;
  service_en: string | null;
  service_ar: string | null;
  community_en: string | null;
  community_ar: string | null;
  emirate_en: string | null;
  emirate_ar: string | null;
  status: string;
  status_en: string | null;
  status_ar: string | null;
  started_at: string | null;
  cancel_reason: string | null;
  total_fils: number;
}

const at = (iso: string | null) => (iso ? `${dubaiDate(iso)} ${dubaiTime(iso)}` : "");

export const appointmentsReport: ReportDefinition<AppointmentsRaw, AppointmentsRow> = {
  name: "appointments",
  read: "read-appointments-report",
  exportPermission: "export-appointments-report",
  statuses: STATUSES,
  describe: {
    summary: "Appointments: bookings by status, on-time rate, cancellations and no-shows, lead time",
    description:
      "Counts bookings by the Asia/Dubai day of their appointment (scheduled_at). status: one booking status; " +
      "category_id: bookings with a service of the category; emirate_id: bookings in a community of the emirate; " +
      "search: the booking number or the partner's name. Figures: total; completed, cancelled, no_shows, declined, " +
      "open (not finished); completion_rate and cancellation_rate (of total, percent); started (work started: an " +
      `in-progress status), on_time (started no later than ${ON_TIME_MINUTES} minutes after the booked time) and ` +
      "on_time_rate (of started); average_lead_hours (booking to appointment). Breakdowns by_status (every status, " +
      "zeros included), by_reason (cancellations and no-shows by the reason given, top 20), by_partner (top 20), " +
      "by_category (bookings with a service of the category). Rows: one per booking, latest appointment first " +
      "(ties by id).",
  },

  async summary(ctx, r) {
    const where = await countedIds(ctx, r);
    const [days, punctual] = await Promise.all([
      bookingDays(ctx, r),
      fromCounters(ctx)
        ? null
        : sql<Record<string, unknown>>`select count(*) as started,
          coalesce(sum(case when ${minutesBetween(ctx.driver, sql`t.scheduled_at`, sql`t.started_at`)}
            <= ${ON_TIME_MINUTES} then 1 else 0 end), 0) as on_time
        from (select b.scheduled_at, ${startedAt} as started_at from bookings b where ${where}) t
        where t.started_at is not null`.execute(ctx.db),
    ]);
    const p = punctual
      ? (punctual.rows[0] ?? {})
      : {
          started: days.reduce((a, d) => a + (d.started ?? 0), 0),
          on_time: days.reduce((a, d) => a + (d.on_time ?? 0), 0),
        };
    const of = (status: string) => days.reduce((a, d) => a + (d.status === status ? d.n : 0), 0);
    const total = days.reduce((a, d) => a + d.n, 0);
    const leadMinutes = days.reduce((a, d) => a + d.lead_minutes, 0);
    const completed = of("completed");
    const cancelled = of("cancelled");
    const noShows = of("no-show");
    const declined = of("declined");
    const started = num(p.started);
    const onTime = num(p.on_time);
    return {
      total,
      completed,
      cancelled,
      no_shows: noShows,
      declined,
      open: total - completed - cancelled - noShows - declined,
      completion_rate: rate(completed, total),
      cancellation_rate: rate(cancelled, total),
      started,
      on_time: onTime,
      on_time_rate: rate(onTime, started),
      average_lead_hours: total > 0 ? round1(leadMinutes / total / 60) : 0,
    };
  },

  async series(ctx) {
    const days = await bookingDays(ctx, filterRange(ctx));
    return fillSeries(
      ctx.f,
      days.map((d) => ({
        day: d.day,
        total: d.n,
        completed: d.status === "completed" ? d.n : 0,
        cancelled: d.status === "cancelled" ? d.n : 0,
        no_shows: d.status === "no-show" ? d.n : 0,
      })),
      ["total", "completed", "cancelled", "no_shows"],
    );
  },

  async breakdowns(ctx) {
    const where = await countedIds(ctx, filterRange(ctx));
    const r = filterRange(ctx);
    const counters = fromCounters(ctx);
    const [statuses, byStatus, reasons, partners, categories] = await Promise.all([
      ctx.db
        .selectFrom("statuses")
        .select(["name", "display_name", "display_name_ar"])
        .where("type", "=", "booking")
        .execute(),
      bookingDays(ctx, r),
      counters
        ? sql<{ reason: string; n: unknown; cancelled: unknown; no_shows: unknown }>`select c.reason, sum(c.n) as n,
            ${countOf("cancelled")} as cancelled, ${countOf("no-show")} as no_shows
          from ${counterTable(ctx)} c where ${counterWhere(ctx, r)} and c.status in ('cancelled', 'no-show')
          group by c.reason having sum(c.n) <> 0 order by n desc, c.reason limit 20`.execute(ctx.db)
        : sql<{ reason: string; n: unknown; cancelled: unknown; no_shows: unknown }>`select
          coalesce(b.cancel_reason, '') as reason, count(*) as n, ${count("cancelled")} as cancelled,
          ${count("no-show")} as no_shows
        from bookings b where ${where} and b.status in ('cancelled', 'no-show')
        group by coalesce(b.cancel_reason, '') order by n desc, reason limit 20`.execute(ctx.db),
      sql<{ id: number; en: string; ar: string; n: unknown; completed: unknown }>`select p.id, p.name_en as en,
          p.name_ar as ar, t.n, t.completed
        from ${
          counters
            ? sql`(select c.partner_id, sum(c.n) as n, ${countOf("completed")} as completed from ${counterTable(ctx)} c
                where ${counterWhere(ctx, r, "partner")} group by c.partner_id having sum(c.n) <> 0)`
            : sql`(select b.partner_id, count(*) as n, ${count("completed")} as completed from bookings b
                where ${where} group by b.partner_id)`
        } t join partners p on p.id = t.partner_id
        order by t.n desc, p.id limit 20`.execute(ctx.db),
      counters
        ? sql<{ id: number; en: string; ar: string; n: unknown; completed: unknown }>`select cat.id, cat.name_en as en,
            cat.name_ar as ar, t.n, t.completed
          from ${
            ctx.f.category_id === undefined
              ? sql`(select c.category_id, sum(c.n) as n, ${countOf("completed")} as completed
                  from ${counterTable(ctx, true)} c where ${counterWhere(ctx, r, "category")}
                  group by c.category_id having sum(c.n) <> 0)`
              : // the bookings with a service of the category, by every category of their items (facts of 043)
                sql`(select g.category_id, count(*) as n,
                    sum(case when g.status = 'completed' then 1 else 0 end) as completed
                  from appointment_report_category_facts c
                    join appointment_report_category_facts g on g.booking_id = c.booking_id
                  where ${factsWhere(ctx, r)} group by g.category_id)`
          } t
          join categories cat on cat.id = t.category_id order by t.n desc, cat.id`.execute(ctx.db)
        : sql<{ id: number; en: string; ar: string; n: unknown; completed: unknown }>`select c.id, c.name_en as en,
          c.name_ar as ar, t.n, t.completed
        from (select s.category_id, count(distinct b.id) as n,
            count(distinct case when b.status = 'completed' then b.id end) as completed
          from bookings b join booking_items bi on bi.booking_id = b.id join services s on s.id = bi.service_id
          where ${where} group by s.category_id) t
        join categories c on c.id = t.category_id order by t.n desc, c.id`.execute(ctx.db),
    ]);
    const labels = new Map(statuses.map((s) => [s.name, pick(ctx.lang, s.display_name, s.display_name_ar)]));
    const counts = new Map<string, number>();
    for (const d of byStatus) counts.set(d.status, (counts.get(d.status) ?? 0) + d.n);
    const order = [...new Set([...STATUSES, ...statuses.map((s) => s.name), ...counts.keys()])];
    return {
      by_status: order.map((s) => ({ key: s, label: labels.get(s) ?? s, bookings: counts.get(s) ?? 0 })),
      by_reason: reasons.rows.map((r) => ({
        key: r.reason,
        label: r.reason || pick(ctx.lang, "No reason given", "بدون سبب"),
        bookings: num(r.n),
        cancelled: num(r.cancelled),
        no_shows: num(r.no_shows),
      })),
      by_partner: partners.rows.map((p) => ({
        key: num(p.id),
        label: pick(ctx.lang, p.en, p.ar),
        bookings: num(p.n),
        completed: num(p.completed),
      })),
      by_category: categories.rows.map((c) => ({
        key: num(c.id),
        label: pick(ctx.lang, c.en, c.ar),
        bookings: num(c.n),
        completed: num(c.completed),
      })),
    };
  },

  rows(ctx) {
    return ctx.db
      .selectFrom("bookings as b")
      .leftJoin("users as u", "u.id", "b.user_id")
      .leftJoin("partners as p", "p.id", "b.partner_id")
      .leftJoin("communities as cm", "cm.id", "b.community_id")
      .leftJoin("emirates as em", "em.id", "cm.emirate_id")
      .leftJoin("statuses as st", (j) => j.onRef("st.name", "=", "b.status").on("st.type", "=", "booking"))
      .select([
        "b.id",
        "b.number",
        "b.scheduled_at",
        "b.created_at",
        "u.first_name",
        "u.last_name",
        "p.name_en as partner_en",
        "p.name_ar as partner_ar",
        sql<string | null>`(select bi.name_en from booking_items bi where bi.booking_id = b.id
          order by bi.id limit 1)`.as("service_en"),
        sql<string | null>`(select bi.name_ar from booking_items bi where bi.booking_id = b.id
          order by bi.id limit 1)`.as("service_ar"),
        "cm.name_en as community_en",
        "cm.name_ar as community_ar",
        "em.name_en as emirate_en",
        "em.name_ar as emirate_ar",
        "b.status",
        "st.display_name as status_en",
        "st.display_name_ar as status_ar",
        startedAt.as("started_at"),
        "b.cancel_reason",
        "b.total_fils",
      ])
      .where(countedNow(ctx, filterRange(ctx), counted(ctx, filterRange(ctx))))
      .orderBy("b.scheduled_at", "desc")
      .orderBy("b.id", "desc") as never;
  },

  async count(ctx) {
    // the counters, or with a search the matching ids (read once; the table's page then seeks them too)
    return (await bookingDays(ctx, filterRange(ctx))).reduce((a, d) => a + d.n, 0);
  },

  map(r, ctx) {
    const l = ctx.lang;
    const startedMinutes =
      r.started_at === null ? null : (Date.parse(r.started_at) - Date.parse(r.scheduled_at)) / 60_000;
    const area = [
      r.community_en === null ? null : pick(l, r.community_en, r.community_ar ?? r.community_en),
      r.emirate_en === null ? null : pick(l, r.emirate_en, r.emirate_ar ?? r.emirate_en),
    ]
      .filter(Boolean)
      .join(l === "ar" ? "، " : ", ");
    return {
      id: num(r.id),
      number: r.number,
      scheduled_at: at(r.scheduled_at),
      booked_at: at(r.created_at),
      customer: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim(),
      partner: r.partner_en === null ? "" : pick(l, r.partner_en, r.partner_ar ?? r.partner_en),
      service: r.service_en === null ? "" : pick(l, r.service_en, r.service_ar ?? r.service_en),
      area,
      status_code: r.status,
      status: r.status_en === null ? r.status : pick(l, r.status_en, r.status_ar ?? r.status_en),
      started_at: at(r.started_at),
      on_time:
        startedMinutes === null ? "" : startedMinutes <= ON_TIME_MINUTES ? pick(l, "Yes", "نعم") : pick(l, "No", "لا"),
      lead_hours: round1((Date.parse(r.scheduled_at) - Date.parse(r.created_at)) / 3_600_000),
      cancel_reason: r.cancel_reason ?? "",
      total: aed(num(r.total_fils)),
    };
  },

  columns: [
    { key: "number", en: "Booking", ar: "الحجز" },
    { key: "scheduled_at", en: "Appointment", ar: "الموعد" },
    { key: "booked_at", en: "Booked at", ar: "تاريخ الحجز" },
    { key: "customer", en: "Customer", ar: "العميل" },
    { key: "partner", en: "Partner", ar: "مزود الخدمة" },
    { key: "service", en: "Service", ar: "الخدمة" },
    { key: "area", en: "Area", ar: "المنطقة" },
    { key: "status", en: "Status", ar: "الحالة" },
    { key: "started_at", en: "Work started", ar: "بدء العمل" },
    { key: "on_time", en: "On time", ar: "في الموعد" },
    { key: "lead_hours", en: "Lead time (hours)", ar: "المهلة (ساعات)" },
    { key: "cancel_reason", en: "Cancellation reason", ar: "سبب الإلغاء" },
    { key: "total", en: "Total (AED)", ar: "المبلغ (درهم)" },
  ],
};
