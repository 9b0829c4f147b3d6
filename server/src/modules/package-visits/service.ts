import { type BookingStatus, type Database, nowIso } from "../../db/database.js";
import { RELEASED_VISIT_STATUSES } from "../../db/migrations/022_package_visits.js";
import { dubaiDate } from "../../lib/dubai.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { HISTORY_NOTES } from "../bookings/history-notes.js";
import { OPEN_STATUSES, statusLabels } from "../bookings/repo.js";
import {
  type AvailableDate,
  addHistory,
  assertSlotAvailable,
  computeSlots,
  dateAvailability,
  dubaiInstant,
  loadCalendar,
  MAX_DAYS_AHEAD,
  MIN_DURATION_MINUTES,
  notifyBookingStatus,
  notifyPartnerTeam,
  type TimeSlots,
} from "../bookings/service.js";
import {
  ADDRESS_GONE,
  dateOutsideMonth,
  MONTH_USED_UP,
  NOT_A_VISIT,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_NOT_ACTIVE,
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_NOT_PAID,
} from "./messages.js";
import { planOf } from "./moves.js";
import {
  cumulativeCap,
  currentMonthIndex,
  type MonthSummary,
  monthSummaries,
  monthsOf,
  plusDays,
  type VisitMonth,
  type VisitPlan,
} from "./rules.js";

/** Statuses that give a visit back to its month (`declined` too, a partner's refusal). */
const RELEASED = [...RELEASED_VISIT_STATUSES] as readonly string[] as BookingStatus[];
const padded = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, "0")}`;

/** Why the visits of a subscription cannot be booked now (null: they can). */
export type NotBookable = "not_paid" | "not_active" | "ended" | "used_up" | "no_address";

/* ------------------------------------------------------------------------------------------------------------
 * Loading
 * ---------------------------------------------------------------------------------------------------------- */

const subscriptionBase = (db: Database) =>
  db
    .selectFrom("package_subscriptions as s")
    .innerJoin("package_durations as d", "d.id", "s.package_duration_id")
    .innerJoin("packages as k", "k.id", "s.package_id")
    .innerJoin("partners as p", "p.id", "s.partner_id")
    .select([
      "s.id",
      "s.number",
      "s.user_id",
      "s.package_id",
      "s.partner_id",
      "s.user_address_id",
      "s.starts_on",
      "s.ends_on",
      "s.visits_total",
      "s.visits_used",
      "s.status",
      "s.unused_visits",
      "d.months",
      "k.unused_visits as rule",
      "k.name_en as package_en",
      "k.name_ar as package_ar",
      "p.name_en as partner_en",
      "p.name_ar as partner_ar",
    ]);

export type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof subscriptionBase>["executeTakeFirstOrThrow"]>>;

/** The caller's subscription (404 for another customer's or a missing one). */
export async function ownSubscription(db: Database, id: number, userId: number): Promise<SubscriptionRow> {
  const row = await subscriptionBase(db).where("s.id", "=", id).where("s.user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, SUBSCRIPTION_NOT_FOUND);
  return row;
}

/** Visits that still count, per month of the subscription. */
async function usedByMonth(db: Database, subscriptionId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("bookings")
    .select((eb) => ["visit_month", eb.fn.countAll<number>().as("n")])
    .where("subscription_id", "=", subscriptionId)
    .where("status", "not in", RELEASED)
    .groupBy("visit_month")
    .execute();
  return new Map(rows.map((r) => [num(r.visit_month), num(r.n)]));
}

/**
 * The job of one visit: the package's services (of its partner: only technicians able to do every one count) and
 * the longest of their durations, at least an hour (a visit is one appointment of the package's kind of work).
 */
export async function visitJob(db: Database, packageId: number, partnerId: number) {
  const services = await db
    .selectFrom("package_services as ps")
    .innerJoin("services as v", "v.id", "ps.service_id")
    .select(["v.id", "v.name_en", "v.name_ar", "v.duration_minutes"])
    .where("ps.package_id", "=", packageId)
    .where("v.partner_id", "=", partnerId)
    .orderBy("v.id")
    .execute();
  return {
    services,
    serviceIds: services.map((s) => num(s.id)),
    durationMinutes: Math.max(MIN_DURATION_MINUTES, ...services.map((s) => num(s.duration_minutes))),
  };
}

/** Why the month's visits cannot be booked (status, end, address), before counting them; null when they can. */
function blockedBy(sub: SubscriptionRow, plan: VisitPlan, today: string): NotBookable | null {
  if (sub.status === "pending") return "not_paid";
  if (sub.status !== "active") return sub.status === "expired" ? "ended" : "not_active";
  if (currentMonthIndex(plan, today) === null) return "ended";
  if (sub.user_address_id === null) return "no_address";
  return null;
}

const BLOCKED_MESSAGES: Record<NotBookable, string> = {
  not_paid: SUBSCRIPTION_NOT_PAID,
  not_active: SUBSCRIPTION_NOT_ACTIVE,
  ended: SUBSCRIPTION_ENDED,
  used_up: MONTH_USED_UP,
  no_address: ADDRESS_GONE,
};

/** 422 on `subscription_id` saying why. */
const refuse = (reason: NotBookable) => fieldError("subscription_id", BLOCKED_MESSAGES[reason]);

/**
 * The month whose dates a visit may take: the visit's own (rescheduling `bookingId`, a visit of this subscription:
 * 404 otherwise) or the current one (422 on `subscription_id` when the package cannot be booked now).
 */
async function monthFor(
  db: Database,
  sub: SubscriptionRow,
  plan: VisitPlan,
  today: string,
  bookingId?: number,
): Promise<VisitMonth> {
  const months = monthsOf(plan);
  if (bookingId !== undefined) {
    const visit = await db
      .selectFrom("bookings")
      .select(["visit_month"])
      .where("id", "=", bookingId)
      .where("subscription_id", "=", sub.id)
      .where("user_id", "=", sub.user_id)
      .executeTakeFirst();
    if (!visit) throw fieldError("booking_id", NOT_A_VISIT);
    return months[Math.min(months.length - 1, Math.max(0, num(visit.visit_month)))];
  }
  const blocked = blockedBy(sub, plan, today);
  if (blocked) throw refuse(blocked);
  return months[currentMonthIndex(plan, today) ?? 0];
}

/** The dates of a month that slots may be offered on: from today (or the month's start) up to 30 days ahead. */
function window(month: VisitMonth, today: string) {
  const from = month.starts_on > today ? month.starts_on : today;
  const last = plusDays(today, MAX_DAYS_AHEAD);
  const to = month.ends_on < last ? month.ends_on : last;
  return { from, to };
}

/* ------------------------------------------------------------------------------------------------------------
 * Summary
 * ---------------------------------------------------------------------------------------------------------- */

/**
 * A subscription's visits: its rule for unused visits, every month (allowance, carried in, used, left, and what
 * became of a past month's unused visits), the current month, whether a visit can be booked now (and why not), and
 * the visits that count, in date order.
 */
export async function visitSummary(db: Database, userId: number, subscriptionId: number, lang: Lang, now = new Date()) {
  const ar = lang === "ar";
  const sub = await ownSubscription(db, subscriptionId, userId);
  const plan = planOf(sub);
  const today = dubaiDate(now);
  const months = monthSummaries(plan, await usedByMonth(db, sub.id), today);
  const index = currentMonthIndex(plan, today);
  const current: MonthSummary | null = index === null ? null : (months[index] ?? null);
  let reason: NotBookable | null = blockedBy(sub, plan, today);
  if (!reason && current && current.left === 0) reason = "used_up";
  const job = await visitJob(db, sub.package_id, sub.partner_id);
  const labels = await statusLabels(db);
  const visits = await db
    .selectFrom("bookings as b")
    .leftJoin("users as t", "t.id", "b.technician_id")
    .select([
      "b.id",
      "b.number",
      "b.status",
      "b.scheduled_at",
      "b.duration_minutes",
      "b.visit_month",
      "t.first_name as tech_first",
      "t.last_name as tech_last",
    ])
    .where("b.subscription_id", "=", sub.id)
    .where("b.status", "not in", RELEASED)
    .orderBy("b.scheduled_at")
    .orderBy("b.id")
    .execute();
  return {
    subscription_id: sub.id,
    number: sub.number,
    status: sub.status,
    package: { id: sub.package_id, name: ar ? sub.package_ar : sub.package_en },
    partner: { id: sub.partner_id, name: ar ? sub.partner_ar : sub.partner_en },
    starts_on: sub.starts_on,
    ends_on: sub.ends_on,
    unused_visits: plan.unused_visits,
    visits_total: plan.visits_total,
    visits_used: num(sub.visits_used),
    // still to book: this month's left and the months to come
    visits_left:
      current === null
        ? 0
        : current.left + months.filter((m) => m.state === "upcoming").reduce((a, m) => a + m.allowance, 0),
    visits_per_month: months[0]?.allowance ?? 0,
    duration_minutes: job.durationMinutes,
    can_book: reason === null,
    reason,
    current_month: current,
    months,
    visits: visits.map((v) => {
      const pair = labels.get(v.status);
      return {
        id: v.id,
        number: v.number,
        status: v.status,
        status_label: pair ? (ar ? pair[1] : pair[0]) : v.status,
        scheduled_at: v.scheduled_at,
        scheduled_end: new Date(Date.parse(v.scheduled_at) + num(v.duration_minutes) * 60_000).toISOString(),
        duration_minutes: num(v.duration_minutes),
        visit_month: num(v.visit_month),
        technician: v.tech_first ? `${v.tech_first} ${v.tech_last ?? ""}`.trim() : null,
        can_cancel: OPEN_STATUSES.includes(v.status),
        can_reschedule: OPEN_STATUSES.includes(v.status),
      };
    }),
  };
}

/* ------------------------------------------------------------------------------------------------------------
 * Dates and slots
 * ---------------------------------------------------------------------------------------------------------- */

export interface VisitQuery {
  subscription_id: number;
  /** Rescheduling this visit: its own month, and its slot left out of the capacity. */
  booking_id?: number;
}

/**
 * Dates of the visit's month (the current one, or the visit's own when rescheduling `booking_id`) from today, by
 * the booking slot rules for the package's job; each with `available` and the reason it is not.
 */
export async function visitAvailableDates(
  db: Database,
  userId: number,
  query: VisitQuery & { from?: string; days?: number },
  lang: Lang,
  now = new Date(),
): Promise<{ month: VisitMonth; dates: AvailableDate[] }> {
  const sub = await ownSubscription(db, query.subscription_id, userId);
  const plan = planOf(sub);
  const today = dubaiDate(now);
  const month = await monthFor(db, sub, plan, today, query.booking_id);
  const span = window(month, today);
  const from = query.from && query.from > span.from ? query.from : span.from;
  let to = span.to;
  if (query.days !== undefined && plusDays(from, query.days - 1) < to) to = plusDays(from, query.days - 1);
  if (from > to) return { month, dates: [] };
  const job = await visitJob(db, sub.package_id, sub.partner_id);
  const cal = await loadCalendar(db, sub.partner_id, from, to, {
    serviceIds: job.serviceIds,
    excludeBookingId: query.booking_id,
  });
  const dates: AvailableDate[] = [];
  for (let d = from; d <= to; d = plusDays(d, 1)) dates.push(dateAvailability(cal, d, job.durationMinutes, now, lang));
  return { month, dates };
}

/** 422 on `date` unless it is in `month` (and not before today). */
function assertInMonth(month: VisitMonth, date: string, today: string) {
  const from = month.starts_on > today ? month.starts_on : today;
  if (date < from || date > month.ends_on) throw fieldError("date", dateOutsideMonth(from, month.ends_on));
}

/** The package partner's slots on a date of the visit's month, for the package's job. */
export async function visitTimeSlots(
  db: Database,
  userId: number,
  query: VisitQuery & { date: string },
  lang: Lang,
  now = new Date(),
): Promise<TimeSlots> {
  const sub = await ownSubscription(db, query.subscription_id, userId);
  const plan = planOf(sub);
  const today = dubaiDate(now);
  const month = await monthFor(db, sub, plan, today, query.booking_id);
  assertInMonth(month, query.date, today);
  const job = await visitJob(db, sub.package_id, sub.partner_id);
  const cal = await loadCalendar(db, sub.partner_id, query.date, query.date, {
    serviceIds: job.serviceIds,
    excludeBookingId: query.booking_id,
  });
  return computeSlots(cal, query.date, job.durationMinutes, now, lang);
}

/* ------------------------------------------------------------------------------------------------------------
 * Booking a visit
 * ---------------------------------------------------------------------------------------------------------- */

export interface BookVisitInput {
  userId: number;
  subscription_id: number;
  date: string;
  time: string;
  notes?: string | null;
  now?: Date;
}

/**
 * Books a visit of the caller's subscription: a booking of the package's partner at the subscription's address,
 * in a free slot of the current month (the same slot rules as a service, for the package's services), counted
 * against the month. One transaction: the conditional update of `visits_used` (`< cap`, status active) comes
 * first, so of two requests for the last visit the second waits for the first and is refused; the month's own
 * limit (unused visits lost) is counted after it. The visit is covered by the package: total 0, paid, no order and
 * no invoice. The customer and the partner's team are notified as for a service booking. Answers the booking id.
 */
export async function bookVisit(db: Database, input: BookVisitInput): Promise<number> {
  const now = input.now ?? new Date();
  const today = dubaiDate(now);
  return inTx(db, async (trx) => {
    const sub = await ownSubscription(trx, input.subscription_id, input.userId);
    const plan = planOf(sub);
    const blocked = blockedBy(sub, plan, today);
    if (blocked) throw refuse(blocked);
    const index = currentMonthIndex(plan, today) ?? 0;
    const month = monthsOf(plan)[index];
    assertInMonth(month, input.date, today);

    // the counter first: on PostgreSQL this row stays locked until the transaction ends
    const claimed = await trx
      .updateTable("package_subscriptions")
      .set((eb) => ({ visits_used: eb("visits_used", "+", 1), updated_at: now.toISOString() }))
      .where("id", "=", sub.id)
      .where("status", "=", "active")
      .where("visits_used", "<", cumulativeCap(plan, index))
      .executeTakeFirst();
    if (num(claimed.numUpdatedRows) === 0) {
      const fresh = await ownSubscription(trx, sub.id, input.userId);
      throw refuse(blockedBy(fresh, plan, today) ?? "used_up");
    }
    const summary = monthSummaries(plan, await usedByMonth(trx, sub.id), today)[index];
    if (summary.used >= summary.available) throw refuse("used_up");

    const address = await trx
      .selectFrom("user_addresses as a")
      .innerJoin("communities as c", "c.id", "a.community_id")
      .innerJoin("emirates as e", "e.id", "a.emirate_id")
      .select([
        "a.id",
        "a.building",
        "a.apartment_or_villa_number",
        "a.community_id",
        "c.name_en as community",
        "e.name_en as emirate",
      ])
      .where("a.id", "=", sub.user_address_id)
      .where("a.user_id", "=", input.userId)
      .executeTakeFirst();
    if (!address) throw refuse("no_address");

    const job = await visitJob(trx, sub.package_id, sub.partner_id);
    const start = dubaiInstant(input.date, input.time).toISOString();
    await assertSlotAvailable(trx, sub.partner_id, start, job.durationMinutes, undefined, now, job.serviceIds);

    const at = nowIso();
    const { id } = await trx
      .insertInto("bookings")
      .values({
        number: `BK-TMP-V${sub.id}-${Math.random().toString(36).slice(2)}`,
        order_id: null,
        user_id: input.userId,
        partner_id: sub.partner_id,
        user_address_id: address.id,
        address_text: [address.building, address.apartment_or_villa_number, address.community, address.emirate]
          .filter(Boolean)
          .join(", "),
        community_id: address.community_id,
        scheduled_at: start,
        duration_minutes: job.durationMinutes,
        status: "requested",
        payment_status: "paid",
        technician_id: null,
        subscription_id: sub.id,
        visit_month: index,
        total_fils: 0,
        notes: input.notes ?? null,
        images: "[]",
        cancellation_fee_fils: null,
        cancel_reason: null,
        cancelled_at: null,
        completed_at: null,
        reschedule_count: 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const number = padded("BK", id);
    await trx.updateTable("bookings").set({ number }).where("id", "=", id).execute();
    if (job.services.length > 0)
      await trx
        .insertInto("booking_items")
        .values(
          job.services.map((s) => ({
            booking_id: id,
            service_id: s.id,
            name_en: s.name_en,
            name_ar: s.name_ar,
            quantity: 1,
            unit_price_fils: 0,
            total_fils: 0,
          })),
        )
        .execute();
    const nth = summary.used + 1;
    await addHistory(
      trx,
      id,
      "requested",
      HISTORY_NOTES.packageVisit(nth, summary.available, index + 1, sub.number),
      input.userId,
      at,
    );
    // what a service booking sends: the customer's request notice, the partner team's new request
    await notifyBookingStatus(trx, id, "requested");
    await notifyPartnerTeam(trx, id, "requested");
    return id;
  });
}
