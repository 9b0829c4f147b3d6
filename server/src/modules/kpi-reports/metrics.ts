import { type RawBuilder, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import type { Database } from "../../db/database.js";
import { KPI_METRICS, type KpiMetric } from "../../db/kpi-data.js";
import { num } from "../../lib/query.js";

/**
 * The six KPI metrics, from real bookings, their status history and reviews, per partner, for the bookings
 * scheduled in a period (Asia/Dubai days). Set-based: one SELECT gives one row of facts per booking (the history
 * folded by a GROUP BY, the review by its unique booking_id), one GROUP BY partner gives the counts; no per-booking
 * loop. Both engines: the only dialect difference is the minutes between two ISO instants.
 *
 * Per booking:
 * - on_time: the work started (its first `in-progress` history row) no later than 15 minutes after the slot
 *   (`scheduled_at`); null when the work never started;
 * - completed: status completed (1) or not (0); null for a booking the customer cancelled (not the partner's doing);
 * - partner_cancelled: declined by the partner, or cancelled by one of the partner's users (the `cancelled` history
 *   row's actor belongs to the booking's partner);
 * - rating: the stars of the booking's visible review (null: none);
 * - response_minutes: minutes from the booking being placed (`created_at`) to its first `confirmed` or
 *   `technician-assigned` history row (the partner's acceptance or assignment); null when never accepted;
 * - complaint: for a completed booking, 1 when its review gave 1 or 2 stars (there is no dispute record in the data,
 *   so a complaint is a low review), else 0; null when not completed.
 */

export const ON_TIME_GRACE_MINUTES = 15;
export const COMPLAINT_MAX_STARS = 2;

/** The figures a criterion can score (the set-up's list). */
export const METRICS = KPI_METRICS;
export type Metric = KpiMetric;

/** Minutes from `earlier` to `later` (two ISO UTC text columns). */
export const minutesBetween = (driver: DbDriver, later: RawBuilder<unknown>, earlier: RawBuilder<unknown>) =>
  driver === "postgres"
    ? sql<number>`(extract(epoch from (cast(${later} as timestamptz) - cast(${earlier} as timestamptz))) / 60.0)`
    : sql<number>`((julianday(${later}) - julianday(${earlier})) * 1440.0)`;

export interface Range {
  /** UTC ISO instants: [start, end) */
  start: string;
  end: string;
  partnerId?: number;
}

/** One row of facts per booking scheduled in the range (of one partner, or all). */
export function factsSql(driver: DbDriver, r: Range) {
  const onePartner = (col: string) => (r.partnerId === undefined ? sql`` : sql` and ${sql.ref(col)} = ${r.partnerId}`);
  const started = sql.ref("h.started_at");
  const scheduled = sql.ref("b.scheduled_at");
  const late = minutesBetween(driver, started, scheduled);
  const response = minutesBetween(driver, sql.ref("h.accepted_at"), sql.ref("b.created_at"));
  return sql`
    select b.id as booking_id, b.partner_id as partner_id, b.scheduled_at as scheduled_at, b.status as status,
      case when h.started_at is null then null when ${late} <= ${ON_TIME_GRACE_MINUTES} then 1 else 0 end as on_time,
      case when h.started_at is null then null else ${late} end as late_minutes,
      case when b.status = 'cancelled' and coalesce(h.partner_cancelled, 0) = 0 then null
           when b.status = 'completed' then 1 else 0 end as completed,
      case when b.status = 'declined' then 1
           when b.status = 'cancelled' and coalesce(h.partner_cancelled, 0) = 1 then 1 else 0 end as partner_cancelled,
      rv.rating as rating,
      case when h.accepted_at is null then null else ${response} end as response_minutes,
      case when b.status <> 'completed' then null
           when rv.rating is not null and rv.rating <= ${COMPLAINT_MAX_STARS} then 1 else 0 end as complaint
    from bookings b
    left join (
      select h.booking_id as booking_id,
        min(case when h.status in ('confirmed', 'technician-assigned') then h.created_at end) as accepted_at,
        min(case when h.status = 'in-progress' then h.created_at end) as started_at,
        max(case when h.status = 'cancelled' and u.partner_id = hb.partner_id then 1 else 0 end) as partner_cancelled
      from booking_status_history h
      join bookings hb on hb.id = h.booking_id
      left join users u on u.id = h.actor_user_id
      where hb.scheduled_at >= ${r.start} and hb.scheduled_at < ${r.end}${onePartner("hb.partner_id")}
      group by h.booking_id
    ) h on h.booking_id = b.id
    left join reviews rv on rv.booking_id = b.id and rv.is_visible = 1
    where b.scheduled_at >= ${r.start} and b.scheduled_at < ${r.end}${onePartner("b.partner_id")}`;
}

/** A partner's counts behind the six figures. */
export interface PartnerCounts {
  partner_id: number;
  bookings: number;
  on_time_n: number;
  on_time_k: number;
  completion_n: number;
  completion_k: number;
  cancel_n: number;
  cancel_k: number;
  rating_n: number;
  rating_sum: number;
  response_n: number;
  response_sum: number;
  complaint_n: number;
  complaint_k: number;
}

/** The per-partner counts of a facts source (a subquery of `factsSql`, or a stored report's bookings). */
export async function partnerCounts(db: Database, source: RawBuilder<unknown>): Promise<Map<number, PartnerCounts>> {
  const { rows } = await sql<Record<string, unknown>>`
    select f.partner_id as partner_id, count(*) as bookings,
      count(f.on_time) as on_time_n, coalesce(sum(f.on_time), 0) as on_time_k,
      count(f.completed) as completion_n, coalesce(sum(f.completed), 0) as completion_k,
      count(*) as cancel_n, coalesce(sum(f.partner_cancelled), 0) as cancel_k,
      count(f.rating) as rating_n, coalesce(sum(f.rating), 0) as rating_sum,
      count(f.response_minutes) as response_n, coalesce(sum(f.response_minutes), 0) as response_sum,
      count(f.complaint) as complaint_n, coalesce(sum(f.complaint), 0) as complaint_k
    from (${source}) f
    group by f.partner_id`.execute(db);
  const out = new Map<number, PartnerCounts>();
  for (const r of rows) {
    const c = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, num(v)])) as unknown as PartnerCounts;
    out.set(c.partner_id, c);
  }
  return out;
}

/** The figure of a metric from the counts (null: nothing counted), and how many bookings it counted. */
export function figure(metric: Metric, c: PartnerCounts | undefined): { value: number | null; bookings: number } {
  if (!c) return { value: null, bookings: 0 };
  const rate = (k: number, n: number) => (n > 0 ? (k * 100) / n : null);
  switch (metric) {
    case "on_time_rate":
      return { value: rate(c.on_time_k, c.on_time_n), bookings: c.on_time_n };
    case "completion_rate":
      return { value: rate(c.completion_k, c.completion_n), bookings: c.completion_n };
    case "partner_cancellation_rate":
      return { value: rate(c.cancel_k, c.cancel_n), bookings: c.cancel_n };
    case "average_rating":
      return { value: c.rating_n > 0 ? c.rating_sum / c.rating_n : null, bookings: c.rating_n };
    case "response_minutes":
      return { value: c.response_n > 0 ? c.response_sum / c.response_n : null, bookings: c.response_n };
    case "complaint_rate":
      return { value: rate(c.complaint_k, c.complaint_n), bookings: c.complaint_n };
  }
}

export const round = (v: number, places: number) => {
  const f = 10 ** places;
  return Math.round((v + Number.EPSILON) * f) / f;
};

/** The figure as shown and stored: percent and minutes with 1 decimal, stars with 2. */
export const roundValue = (unit: string, v: number | null) => (v === null ? null : round(v, unit === "rating" ? 2 : 1));

/**
 * The score 0-100 of a figure against its target: 100 when it meets the target; otherwise value/target (higher is
 * better) or target/value (lower is better), as a percentage, 1 decimal.
 */
export function scoreOf(direction: string, value: number | null, target: number): number | null {
  if (value === null) return null;
  if (direction === "lower") {
    if (value <= target) return 100;
    return round(Math.max(0, (target / value) * 100), 1);
  }
  if (value >= target || target <= 0) return 100;
  return round(Math.max(0, (value / target) * 100), 1);
}

/**
 * met / warning / missed / no_data. The warning threshold marks a zone next to the target: when it lies on the bad
 * side of the target (e.g. target 90 %, warning 85 %) a figure past the target but not past the threshold is a
 * warning, past it missed; when it lies on the good side (target 90 %, warning 93 %) a figure meeting the target but
 * not the threshold is a warning (close to missing it).
 */
export function statusOf(
  direction: string,
  value: number | null,
  target: number,
  warning: number | null,
): "met" | "warning" | "missed" | "no_data" {
  if (value === null) return "no_data";
  const better = (a: number, b: number) => (direction === "lower" ? a <= b : a >= b);
  const meets = better(value, target);
  if (warning === null || warning === target) return meets ? "met" : "missed";
  const warningIsBad = better(target, warning);
  if (warningIsBad) return meets ? "met" : better(value, warning) ? "warning" : "missed";
  return !meets ? "missed" : better(value, warning) ? "met" : "warning";
}

/** The weighted overall score of scored criteria (weights of those with a score), 1 decimal; null: none scored. */
export function overallOf(scores: Array<{ score: number | null; weight: number }>): number | null {
  const scored = scores.filter((s) => s.score !== null && s.weight > 0);
  const weights = scored.reduce((a, s) => a + s.weight, 0);
  if (weights === 0) return null;
  return round(scored.reduce((a, s) => a + (s.score as number) * s.weight, 0) / weights, 1);
}
