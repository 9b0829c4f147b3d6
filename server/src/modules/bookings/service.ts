import type { Updateable } from "kysely";
import type { BookingStatus, BookingsTable, Database } from "../../db/database.js";
import { nowIso } from "../../db/database.js";
import { dubaiDate, dubaiInstantOf, dubaiTime, TIMEZONE } from "../../lib/dubai.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { releaseCoupon } from "../coupons/service.js";
import { notify } from "../notifications/service.js";
import { creditWallet, earnLoyaltyForBooking } from "../wallet/service.js";
import { BOOKING_NOT_FOUND, badTransition, SLOT_TAKEN, STATUS_NAMES, TECHNICIAN_REQUIRED } from "./messages.js";
import { OPEN_STATUSES } from "./repo.js";

export { bookingDetailsView } from "./repo.js";

/* ------------------------------------------------------------------------------------------------------------
 * Time: Asia/Dubai is UTC+4 all year (no daylight saving), so a fixed offset is exact.
 * ---------------------------------------------------------------------------------------------------------- */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The earliest slot starts this many hours from now. */
export const LEAD_HOURS = 3;
/** Slots are offered up to this many days after today (Dubai). */
export const MAX_DAYS_AHEAD = 30;
/** A job takes at least an hour. */
export const MIN_DURATION_MINUTES = 60;

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD` in Dubai of an instant. */
export const dubaiDateOf = (at: Date | string | number): string => dubaiDate(at);

/** `HH:mm` in Dubai of an instant. */
export const dubaiTimeOf = dubaiTime;

/** The UTC instant of a Dubai date and `HH:mm` (or minutes after midnight). */
export function dubaiInstant(date: string, time: string | number): Date {
  const [y, m, d] = date.split("-").map(Number);
  const minutes = typeof time === "number" ? time : minutesOf(time);
  return dubaiInstantOf(`${y}-${pad(m)}-${pad(d)}`, minutes);
}

/** 0 = Sunday ... 6 = Saturday of a `YYYY-MM-DD` date. */
export const weekdayOf = (date: string): number => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
};

/** `HH:mm` -> minutes after midnight (`00:00` as a closing time means midnight: use 24:00). */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + (m || 0);
};

/** `09:00` -> `09:00 AM`, `14:00` -> `02:00 PM`. */
export const timeLabel = (time: string): string => {
  const [h, m] = time.split(":").map(Number);
  return `${pad(h % 12 || 12)}:${pad(m)} ${h < 12 ? "AM" : "PM"}`;
};

export const isValidDate = (date: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const at = new Date(`${date}T00:00:00Z`);
  // an impossible date (2026-13-40) is an Invalid Date, whose toISOString() throws
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === date;
};

/* ------------------------------------------------------------------------------------------------------------
 * Slots
 * ---------------------------------------------------------------------------------------------------------- */

export interface WorkingDay {
  opens_at: string;
  closes_at: string;
  is_closed: boolean;
  capacity: number;
}

/** What the slot rules need to know about one partner over a range of dates (loaded once, then pure). */
export interface PartnerCalendar {
  partnerId: number;
  /** weekday (0 = Sunday) -> hours; a missing weekday is closed. */
  hours: Map<number, WorkingDay>;
  /** date -> holiday names (public holidays and the partner's own). */
  holidays: Map<string, { name_en: string; name_ar: string }>;
  /** Non-cancelled bookings that may overlap the range, as epoch-ms intervals. */
  bookings: Array<{ id: number; start: number; end: number }>;
}

export interface TimeSlot {
  start: string;
  end: string;
  time: string;
  label: string;
  available: boolean;
}

export interface TimeSlots {
  date: string;
  partner_id: number;
  timezone: string;
  duration_minutes: number;
  closed: boolean;
  closed_reason: "holiday" | "closed" | "past" | null;
  holiday_name: string | null;
  slots: TimeSlot[];
}

export interface AvailableDate {
  date: string;
  available: boolean;
  /** null when available; otherwise why not. */
  reason: "holiday" | "closed" | "past" | "full" | null;
  holiday_name: string | null;
}

/** Loads working hours, holidays and bookings of a partner for the Dubai dates `from`..`to`. */
export async function loadCalendar(
  db: Database,
  partnerId: number,
  from: string,
  to: string,
  excludeBookingId?: number,
): Promise<PartnerCalendar> {
  const hoursRows = await db
    .selectFrom("partner_working_hours")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .execute();
  const hours = new Map<number, WorkingDay>();
  for (const h of hoursRows)
    hours.set(num(h.weekday), {
      opens_at: h.opens_at,
      closes_at: h.closes_at,
      is_closed: num(h.is_closed) === 1,
      capacity: Math.max(0, num(h.capacity)),
    });
  const holidayRows = await db
    .selectFrom("partner_holidays")
    .select(["date", "name_en", "name_ar", "partner_id"])
    .where("date", ">=", from)
    .where("date", "<=", to)
    .where((eb) => eb.or([eb("partner_id", "is", null), eb("partner_id", "=", partnerId)]))
    .orderBy("partner_id", "desc")
    .execute();
  const holidays = new Map<string, { name_en: string; name_ar: string }>();
  for (const h of holidayRows)
    if (!holidays.has(h.date)) holidays.set(h.date, { name_en: h.name_en, name_ar: h.name_ar });
  // a booking that started the day before may run into `from`
  const rangeStart = new Date(dubaiInstant(from, 0).getTime() - DAY_MS).toISOString();
  const rangeEnd = dubaiInstant(addDays(to, 1), 0).toISOString();
  let q = db
    .selectFrom("bookings")
    .select(["id", "scheduled_at", "duration_minutes"])
    .where("partner_id", "=", partnerId)
    .where("status", "!=", "cancelled")
    .where("scheduled_at", ">=", rangeStart)
    .where("scheduled_at", "<", rangeEnd);
  if (excludeBookingId !== undefined) q = q.where("id", "!=", excludeBookingId);
  const bookings = (await q.execute()).map((b) => {
    const start = Date.parse(b.scheduled_at);
    return { id: b.id, start, end: start + Math.max(1, num(b.duration_minutes)) * 60_000 };
  });
  return { partnerId, hours, holidays, bookings };
}

/**
 * The slots of one Dubai date (pure): working hours of that weekday, none on a holiday, starts on the hour, the
 * whole job must fit before closing, a slot is full when `capacity` bookings overlap it, the earliest start is
 * LEAD_HOURS from `now`, and dates run from today to MAX_DAYS_AHEAD days ahead.
 */
export function computeSlots(
  cal: PartnerCalendar,
  date: string,
  durationMinutes: number,
  now: Date,
  lang: Lang = "en",
): TimeSlots {
  const duration = Math.max(MIN_DURATION_MINUTES, Math.round(durationMinutes || 0));
  const base: TimeSlots = {
    date,
    partner_id: cal.partnerId,
    timezone: TIMEZONE,
    duration_minutes: duration,
    closed: true,
    closed_reason: null,
    holiday_name: null,
    slots: [],
  };
  const today = dubaiDateOf(now);
  if (date < today) return { ...base, closed_reason: "past" };
  if (date > addDays(today, MAX_DAYS_AHEAD)) return { ...base, closed_reason: "closed" };
  const holiday = cal.holidays.get(date);
  if (holiday)
    return { ...base, closed_reason: "holiday", holiday_name: lang === "ar" ? holiday.name_ar : holiday.name_en };
  const day = cal.hours.get(weekdayOf(date));
  if (!day || day.is_closed || day.capacity <= 0) return { ...base, closed_reason: "closed" };

  const opens = minutesOf(day.opens_at);
  let closes = minutesOf(day.closes_at);
  if (closes <= opens) closes = 24 * 60;
  const earliest = now.getTime() + LEAD_HOURS * HOUR_MS;
  const slots: TimeSlot[] = [];
  for (let m = Math.ceil(opens / 60) * 60; m + duration <= closes; m += 60) {
    const start = dubaiInstant(date, m).getTime();
    const end = start + duration * 60_000;
    const overlapping = cal.bookings.filter((b) => b.start < end && b.end > start).length;
    const time = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
    slots.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      time,
      label: timeLabel(time),
      available: start >= earliest && overlapping < day.capacity,
    });
  }
  return { ...base, closed: false, slots };
}

/** Why a date has no bookable slot (null when it has one). */
export function dateAvailability(cal: PartnerCalendar, date: string, durationMinutes: number, now: Date, lang: Lang) {
  const day = computeSlots(cal, date, durationMinutes, now, lang);
  const out: AvailableDate = { date, available: false, reason: null, holiday_name: day.holiday_name };
  if (day.closed) return { ...out, reason: day.closed_reason ?? "closed" };
  if (day.slots.some((s) => s.available)) return { ...out, available: true };
  if (day.slots.length === 0) return { ...out, reason: "closed" as const };
  const earliest = now.getTime() + LEAD_HOURS * HOUR_MS;
  const allTooSoon = day.slots.every((s) => Date.parse(s.start) < earliest);
  return { ...out, reason: allTooSoon ? ("past" as const) : ("full" as const) };
}

/** TimeSlots of a partner on one Dubai date. */
export async function timeSlots(
  db: Database,
  partnerId: number,
  date: string,
  durationMinutes: number,
  now: Date = new Date(),
  lang: Lang = "en",
): Promise<TimeSlots> {
  const cal = await loadCalendar(db, partnerId, date, date);
  return computeSlots(cal, date, durationMinutes, now, lang);
}

/** AvailableDates: `days` dates from `from` (default today in Dubai). */
export async function availableDates(
  db: Database,
  partnerId: number,
  from: string | undefined,
  days: number,
  durationMinutes: number,
  now: Date = new Date(),
  lang: Lang = "en",
): Promise<{ dates: AvailableDate[] }> {
  const start = from ?? dubaiDateOf(now);
  const end = addDays(start, days - 1);
  const cal = await loadCalendar(db, partnerId, start, end);
  const dates: AvailableDate[] = [];
  for (let i = 0; i < days; i += 1) dates.push(dateAvailability(cal, addDays(start, i), durationMinutes, now, lang));
  return { dates };
}

/**
 * 422 on `time` (`This time slot is no longer available. Please pick another.`) unless `startIso` is an offered,
 * available slot of the partner for a job of `durationMinutes` (a booking being rescheduled is left out).
 */
export async function assertSlotAvailable(
  db: Database,
  partnerId: number,
  startIso: string,
  durationMinutes: number,
  excludeBookingId?: number,
  now: Date = new Date(),
): Promise<void> {
  const start = Date.parse(startIso);
  if (Number.isNaN(start)) throw fieldError("time", SLOT_TAKEN);
  const date = dubaiDateOf(start);
  const cal = await loadCalendar(db, partnerId, date, date, excludeBookingId);
  const slot = computeSlots(cal, date, durationMinutes, now).slots.find((s) => Date.parse(s.start) === start);
  if (!slot?.available) throw fieldError("time", SLOT_TAKEN);
}

/* ------------------------------------------------------------------------------------------------------------
 * Cancellation and reschedule fees
 * ---------------------------------------------------------------------------------------------------------- */

export interface CancellationRules {
  free_hours: number;
  late_hours: number;
  late_percent: number;
  very_late_percent: number;
  missed_percent: number;
}

export const CANCELLATION_DEFAULTS: CancellationRules = {
  free_hours: 12,
  late_hours: 2,
  late_percent: 25,
  very_late_percent: 50,
  missed_percent: 100,
};

/** `settings.cancellation` (defaults for missing keys). */
export async function cancellationRules(db: Database): Promise<CancellationRules> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "cancellation").executeTakeFirst();
  let value: Partial<CancellationRules> = {};
  try {
    value = row ? (JSON.parse(row.value) as Partial<CancellationRules>) : {};
  } catch {
    value = {};
  }
  const pick = (k: keyof CancellationRules) => {
    const v = Number(value[k]);
    return Number.isFinite(v) && value[k] !== undefined && value[k] !== null ? v : CANCELLATION_DEFAULTS[k];
  };
  return {
    free_hours: pick("free_hours"),
    late_hours: pick("late_hours"),
    late_percent: pick("late_percent"),
    very_late_percent: pick("very_late_percent"),
    missed_percent: pick("missed_percent"),
  };
}

export type FeeRule = "free" | "late" | "very_late" | "missed";

/**
 * The fee tier (pure): free `free_hours` or more before the slot; `late_percent` between `free_hours` and
 * `late_hours`; `very_late_percent` under `late_hours`; `missed_percent` once the slot has started.
 */
export function feeFor(rules: CancellationRules, scheduledAt: string, totalFils: number, now: Date) {
  const msBefore = Date.parse(scheduledAt) - now.getTime();
  const hours = msBefore / HOUR_MS;
  let rule: FeeRule;
  let percent: number;
  if (msBefore <= 0) {
    rule = "missed";
    percent = rules.missed_percent;
  } else if (hours >= rules.free_hours) {
    rule = "free";
    percent = 0;
  } else if (hours >= rules.late_hours) {
    rule = "late";
    percent = rules.late_percent;
  } else {
    rule = "very_late";
    percent = rules.very_late_percent;
  }
  const feeFils = Math.round((Math.max(0, totalFils) * percent) / 100);
  return { hours_before: Math.round(hours * 10) / 10, rule, fee_percent: percent, fee_fils: feeFils };
}

export interface FeePreview {
  booking_id: number;
  action: "cancel" | "reschedule";
  hours_before: number;
  fee_percent: number;
  fee: number;
  total: number;
  refund: number;
  paid: number;
  rule: FeeRule;
  new_scheduled_at: string | null;
}

type FeeBooking = Pick<BookingsTable, "scheduled_at" | "total_fils" | "payment_status"> & { id: number };

/** What the customer paid for a booking, in fils (0 for unpaid and cash bookings). */
export const paidFils = (booking: Pick<BookingsTable, "total_fils" | "payment_status">): number =>
  booking.payment_status === "paid" ? num(booking.total_fils) : 0;

/**
 * FeePreview of cancelling or rescheduling a booking now. The fee is a percentage of the booking total by how long
 * before the (current) slot the customer acts; a cancel refunds `paid - fee` to the wallet. `newStartIso` (reschedule)
 * is echoed as `new_scheduled_at`.
 */
export async function feePreview(
  db: Database,
  booking: FeeBooking,
  action: "cancel" | "reschedule",
  now: Date = new Date(),
  newStartIso?: string,
): Promise<FeePreview & { fee_fils: number; refund_fils: number; paid_fils: number }> {
  const rules = await cancellationRules(db);
  const total = num(booking.total_fils);
  const f = feeFor(rules, booking.scheduled_at, total, now);
  const paid = paidFils(booking);
  const refund = action === "cancel" ? Math.max(0, paid - f.fee_fils) : 0;
  return {
    booking_id: booking.id,
    action,
    hours_before: f.hours_before,
    fee_percent: f.fee_percent,
    fee: aed(f.fee_fils),
    total: aed(total),
    refund: aed(refund),
    paid: aed(paid),
    rule: f.rule,
    new_scheduled_at: action === "reschedule" ? (newStartIso ?? null) : null,
    fee_fils: f.fee_fils,
    refund_fils: refund,
    paid_fils: paid,
  };
}

/** FeePreview without the internal fils fields (the API answer). */
export const publicFeePreview = ({
  fee_fils: _f,
  refund_fils: _r,
  paid_fils: _p,
  ...rest
}: Awaited<ReturnType<typeof feePreview>>): FeePreview => rest;

/* ------------------------------------------------------------------------------------------------------------
 * Status changes
 * ---------------------------------------------------------------------------------------------------------- */

/** requested -> confirmed -> technician-assigned -> on-the-way -> in-progress -> completed. */
export const BOOKING_FLOW: BookingStatus[] = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
];
export const BOOKING_STATUSES: BookingStatus[] = [...BOOKING_FLOW, "cancelled"];

/** Whether `from` may become `to`: the next step of the flow, or cancelled from the first three. */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  if (to === "cancelled") return OPEN_STATUSES.includes(from);
  const i = BOOKING_FLOW.indexOf(from);
  return i >= 0 && BOOKING_FLOW.indexOf(to) === i + 1;
}

/** Adds a status history row. */
export async function addHistory(
  db: Database,
  bookingId: number,
  status: string,
  note: string | null,
  actorUserId: number | null,
  at: string = nowIso(),
) {
  await db
    .insertInto("booking_status_history")
    .values({ booking_id: bookingId, status, note, actor_user_id: actorUserId, created_at: at })
    .execute();
}

const bodies: Record<
  string,
  (b: { partner_en: string; partner_ar: string; when: string; tech: string }) => [string, string]
> = {
  requested: (b) => [
    `We sent your request to ${b.partner_en} for ${b.when}. You will hear from them soon.`,
    `أرسلنا طلبك إلى ${b.partner_ar} لموعد ${b.when}. سيتواصلون معك قريباً.`,
  ],
  confirmed: (b) => [
    `${b.partner_en} confirmed your booking for ${b.when}.`,
    `أكد ${b.partner_ar} حجزك لموعد ${b.when}.`,
  ],
  "technician-assigned": (b) => [
    `${b.tech} from ${b.partner_en} will take care of your booking on ${b.when}.`,
    `سيتولى ${b.tech} من ${b.partner_ar} تنفيذ حجزك بتاريخ ${b.when}.`,
  ],
  "on-the-way": (b) => [`${b.tech} is on the way to you.`, `${b.tech} في الطريق إليك.`],
  "in-progress": () => ["The job has started.", "بدأ العمل على طلبك."],
  completed: (b) => [
    `The job is done. Thank you for booking ${b.partner_en} with Khidma.`,
    `اكتمل العمل. شكراً لحجزك ${b.partner_ar} عبر خدمة.`,
  ],
  cancelled: (b) => [`Your booking for ${b.when} was cancelled.`, `تم إلغاء حجزك لموعد ${b.when}.`],
  rescheduled: (b) => [`Your booking is now on ${b.when}.`, `تم تغيير موعد حجزك إلى ${b.when}.`],
};

/** Notifies the customer of a booking about its (new) status, or `rescheduled`. */
export async function notifyBookingStatus(db: Database, bookingId: number, event: BookingStatus | "rescheduled") {
  const b = await db
    .selectFrom("bookings as b")
    .innerJoin("partners as p", "p.id", "b.partner_id")
    .leftJoin("users as t", "t.id", "b.technician_id")
    .select([
      "b.id",
      "b.number",
      "b.user_id",
      "b.scheduled_at",
      "p.name_en",
      "p.name_ar",
      "t.first_name as tech_first",
      "t.last_name as tech_last",
    ])
    .where("b.id", "=", bookingId)
    .executeTakeFirstOrThrow();
  const when = `${dubaiDateOf(b.scheduled_at)} ${timeLabel(dubaiTimeOf(b.scheduled_at))}`;
  const tech = b.tech_first ? `${b.tech_first} ${b.tech_last ?? ""}`.trim() : "Your technician";
  const [body_en, body_ar] = bodies[event]({ partner_en: b.name_en, partner_ar: b.name_ar, when, tech });
  const [label_en, label_ar] =
    event === "rescheduled" ? ["Rescheduled", "تم تغيير الموعد"] : (STATUS_NAMES[event] ?? [event, event]);
  await notify(db, {
    userId: b.user_id,
    type: "booking-status",
    title_en: `Booking ${b.number}: ${label_en}`,
    title_ar: `الحجز ${b.number}: ${label_ar}`,
    body_en,
    body_ar,
    link: `/bookings/${b.id}`,
  });
}

export interface StatusChangeOptions {
  actorUserId: number | null;
  note?: string | null;
  technicianId?: number | null;
  now?: Date;
}

/**
 * Moves a booking along its flow (see `canTransition`; 422 on `status` otherwise). `technician-assigned` needs a
 * technician of the booking's partner (`technicianId`, or one already set); the same status with another
 * technician reassigns. Cancelling (by staff) refunds everything paid to the wallet, with no fee. Every change adds
 * a history row and notifies the customer; `completed` sets completed_at and earns the loyalty points.
 */
export async function changeBookingStatus(
  db: Database,
  bookingId: number,
  status: BookingStatus,
  options: StatusChangeOptions,
): Promise<void> {
  await inTx(db, async (trx) => {
    const b = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
    if (!b) throw new ApiError(404, BOOKING_NOT_FOUND);
    const at = (options.now ?? new Date()).toISOString();
    let technicianId = b.technician_id;
    if (options.technicianId !== undefined && options.technicianId !== null) {
      const tech = await trx
        .selectFrom("users")
        .select("id")
        .where("id", "=", options.technicianId)
        .where("partner_id", "=", b.partner_id)
        .where("status", "=", "active")
        .executeTakeFirst();
      if (!tech) throw fieldError("technician_id", "The selected technician id is invalid.");
      technicianId = tech.id;
    }
    const reassign =
      status === "technician-assigned" && b.status === "technician-assigned" && technicianId !== b.technician_id;
    if (!reassign && !canTransition(b.status, status)) throw fieldError("status", badTransition(b.status, status));
    if (status === "technician-assigned" && technicianId === null)
      throw fieldError("technician_id", TECHNICIAN_REQUIRED);

    const patch: Updateable<BookingsTable> = { status, technician_id: technicianId, updated_at: at };
    if (status === "completed") patch.completed_at = at;
    if (status === "cancelled") {
      patch.cancelled_at = at;
      patch.cancel_reason = options.note ?? null;
      patch.cancellation_fee_fils = 0;
      const paid = paidFils(b);
      if (paid > 0) {
        await creditWallet(trx, {
          userId: b.user_id,
          amountFils: paid,
          type: "refund",
          orderId: b.order_id,
          description_en: `Refund for cancelled booking ${b.number}`,
          description_ar: `استرداد مبلغ الحجز الملغي ${b.number}`,
        });
        patch.payment_status = "refunded";
      }
      if (b.order_id !== null) {
        const changed = await trx
          .updateTable("orders")
          .set({ status: paid > 0 ? "refunded" : "cancelled", updated_at: at })
          .where("id", "=", b.order_id)
          .where("status", "in", paid > 0 ? ["paid"] : ["pending", "failed"])
          .executeTakeFirst();
        // an unpaid order given up gives its coupon use back, as a declined or expired one does
        if (paid === 0 && num(changed.numUpdatedRows) > 0) await releaseCoupon(trx, b.order_id);
      }
    }
    await trx.updateTable("bookings").set(patch).where("id", "=", bookingId).execute();
    await addHistory(trx, bookingId, status, options.note ?? null, options.actorUserId, at);
    await notifyBookingStatus(trx, bookingId, status);
    if (status === "completed") await earnLoyaltyForBooking(trx, bookingId);
  });
}
