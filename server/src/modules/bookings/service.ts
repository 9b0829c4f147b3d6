import type { Selectable, Updateable } from "kysely";
import type { BookingStatus, BookingsTable, Database } from "../../db/database.js";
import { nowIso } from "../../db/database.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import { isolate, type Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { releaseCoupon } from "../coupons/service.js";
import { syncBookingLedger } from "../ledger/sync.js";
import { notify } from "../notifications/service.js";
import { creditWallet, earnLoyaltyForBooking } from "../wallet/service.js";
import { assertTechnicianCanTake } from "./dispatch.js";
import { HISTORY_NOTES, type HistoryNote, type HistoryNoteInput, historyNoteColumns } from "./history-notes.js";
import {
  BOOKING_NOT_FOUND,
  badTransition,
  DECLINE_REASON_REQUIRED,
  noShowStatus,
  noShowTooEarly,
  onlyRequested,
  SLOT_TAKEN,
  STATUS_NAMES,
  TECHNICIAN_REQUIRED,
} from "./messages.js";
import { OPEN_STATUSES } from "./repo.js";
import {
  type AvailableDate,
  addDays,
  computeSlots,
  dateAvailability,
  dubaiDateOf,
  dubaiTimeOf,
  loadCalendar,
  MIN_DURATION_MINUTES,
  type TimeSlots,
  timeLabel,
} from "./slots.js";

export { bookingDetailsView } from "./repo.js";

export {
  type AvailableDate,
  addDays,
  type Break,
  type CalendarTechnician,
  capacityMinutes,
  computeSlots,
  dateAvailability,
  dubaiDateOf,
  dubaiInstant,
  dubaiTimeOf,
  isValidDate,
  LEAD_HOURS,
  type LoadedCalendar,
  loadCalendar,
  MAX_DAYS_AHEAD,
  MIN_DURATION_MINUTES,
  minutesOf,
  type PartnerCalendar,
  parseBreaks,
  type ServiceNeed,
  shiftMinutes,
  shiftOf,
  staffOn,
  type TimeSlot,
  type TimeSlots,
  timeLabel,
  type WorkingDay,
  weekdayOf,
} from "./slots.js";

const HOUR_MS = 3_600_000;

/**
 * The job a customer asks slots for: `duration_minutes` if given, else the service's (`service_id`, which must be a
 * service of the partner: 422 on `service_id` otherwise), else the caller's service cart (sum of duration x
 * quantity; no cart for a null user), at least an hour; the needed services: `service_id`, else the cart's. One query.
 */
export async function customerJob(
  db: Database,
  userId: number | null,
  partnerId: number,
  asked: { service_id?: number; duration_minutes?: number },
): Promise<{ durationMinutes: number; serviceIds: number[] }> {
  let serviceDuration: number | undefined;
  let serviceIds: number[] = [];
  if (asked.service_id !== undefined) {
    const s = await db
      .selectFrom("services")
      .select(["id", "duration_minutes"])
      .where("id", "=", asked.service_id)
      .where("partner_id", "=", partnerId)
      .executeTakeFirst();
    if (!s) throw fieldError("service_id", "The selected service id is invalid.");
    serviceDuration = num(s.duration_minutes);
    serviceIds = [s.id];
  }
  let duration = asked.duration_minutes ?? serviceDuration;
  if (userId !== null && (duration === undefined || serviceIds.length === 0)) {
    const items = await db
      .selectFrom("cart_items as ci")
      .innerJoin("services as s", "s.id", "ci.service_id")
      .select(["s.id", "s.duration_minutes", "ci.quantity"])
      .where("ci.cart_id", "=", (eb) =>
        eb
          .selectFrom("carts")
          .select("id")
          .where("user_id", "=", userId)
          .where("kind", "=", "service")
          .orderBy("id")
          .limit(1),
      )
      .orderBy("ci.id")
      .execute();
    duration ??= items.reduce((a, it) => a + num(it.duration_minutes) * num(it.quantity), 0);
    if (serviceIds.length === 0) serviceIds = items.map((it) => num(it.id));
  }
  return { durationMinutes: Math.max(MIN_DURATION_MINUTES, duration || 0), serviceIds };
}

/** TimeSlots of a partner on one Dubai date. */
export async function timeSlots(
  db: Database,
  partnerId: number,
  date: string,
  durationMinutes: number,
  now: Date = new Date(),
  lang: Lang = "en",
  serviceIds: number[] = [],
): Promise<TimeSlots> {
  const cal = await loadCalendar(db, partnerId, date, date, { serviceIds });
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
  serviceIds: number[] = [],
): Promise<{ dates: AvailableDate[] }> {
  const start = from ?? dubaiDateOf(now);
  const end = addDays(start, days - 1);
  const cal = await loadCalendar(db, partnerId, start, end, { serviceIds });
  const dates: AvailableDate[] = [];
  for (let i = 0; i < days; i += 1) dates.push(dateAvailability(cal, addDays(start, i), durationMinutes, now, lang));
  return { dates };
}

/**
 * 422 on `time` (`This time slot is no longer available. Please pick another.`) unless `startIso` is an offered,
 * available slot of the partner for a job of `durationMinutes` (a booking being rescheduled is left out). The needed
 * services: `serviceIds`, else those of the booking being rescheduled, else none (any technician counts).
 */
export async function assertSlotAvailable(
  db: Database,
  partnerId: number,
  startIso: string,
  durationMinutes: number,
  excludeBookingId?: number,
  now: Date = new Date(),
  serviceIds?: number[],
): Promise<void> {
  const start = Date.parse(startIso);
  if (Number.isNaN(start)) throw fieldError("time", SLOT_TAKEN);
  const date = dubaiDateOf(start);
  let needed = serviceIds;
  if (needed === undefined && excludeBookingId !== undefined)
    needed = (
      await db.selectFrom("booking_items").select("service_id").where("booking_id", "=", excludeBookingId).execute()
    ).map((r) => num(r.service_id));
  const cal = await loadCalendar(db, partnerId, date, date, { excludeBookingId, serviceIds: needed });
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
  const tier = feeFor(rules, booking.scheduled_at, total, now);
  // The partner closed on the appointment's day (a holiday added over it, schedule/holidays.ts): free of charge.
  const waiver = await db
    .selectFrom("bookings")
    .select("fee_waived_reason")
    .where("id", "=", booking.id)
    .executeTakeFirst();
  const f = waiver?.fee_waived_reason ? { ...tier, rule: "free" as const, fee_percent: 0, fee_fils: 0 } : tier;
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

/**
 * requested -> confirmed -> technician-assigned -> on-the-way -> in-progress -> completed; besides the flow, a
 * requested booking may be declined by its partner, an open one cancelled, and one with a technician assigned or on
 * the way marked a no-show once its slot has started (issue 16).
 */
export const BOOKING_FLOW: BookingStatus[] = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
];
export const BOOKING_STATUSES: BookingStatus[] = [...BOOKING_FLOW, "cancelled", "declined", "no-show"];

/** Statuses a no-show may be recorded from (once the slot has started). */
export const NO_SHOW_FROM: BookingStatus[] = ["technician-assigned", "on-the-way"];

/**
 * Whether `from` may become `to` (the slot's time aside): the next step of the flow, cancelled from the first three,
 * declined from requested, no-show from technician-assigned or on-the-way.
 */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  if (to === "cancelled") return OPEN_STATUSES.includes(from);
  if (to === "declined") return from === "requested";
  if (to === "no-show") return NO_SHOW_FROM.includes(from);
  const i = BOOKING_FLOW.indexOf(from);
  return i >= 0 && BOOKING_FLOW.indexOf(to) === i + 1;
}

/** The statuses a booking may move to now: `canTransition`, and a no-show only once its slot has started. */
export const nextStatuses = (b: { status: BookingStatus; scheduled_at: string }, now: Date = new Date()) =>
  BOOKING_STATUSES.filter(
    (s) => canTransition(b.status, s) && (s !== "no-show" || Date.parse(b.scheduled_at) <= now.getTime()),
  );

/** Why `from` may not become `to`, in the words the partner needs (English; Arabic by the messages' patterns). */
export function transitionRefusal(from: BookingStatus, to: BookingStatus): string {
  const finished = ["completed", "cancelled", "declined", "no-show"].includes(from);
  if (!finished && to === "confirmed") return onlyRequested("accepted", from);
  if (!finished && to === "declined") return onlyRequested("declined", from);
  if (!finished && to === "no-show") return noShowStatus(from);
  return badTransition(from, to);
}

/**
 * Adds a status history row. A note the server writes is bilingual (`HISTORY_NOTES` in history-notes.ts: English in
 * `note`, Arabic in `note_ar`); a string is kept as typed for every reader.
 */
export async function addHistory(
  db: Database,
  bookingId: number,
  status: string,
  note: HistoryNoteInput,
  actorUserId: number | null,
  at: string = nowIso(),
) {
  await db
    .insertInto("booking_status_history")
    .values({ booking_id: bookingId, status, ...historyNoteColumns(note), actor_user_id: actorUserId, created_at: at })
    .execute();
}

const bodies: Record<
  string,
  (b: { partner_en: string; partner_ar: string; when: string; tech: string; reason: string }) => [string, string]
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
    `The job is done. Thank you for booking ${b.partner_en} with Khidma. How did it go? Rate your booking.`,
    `اكتمل العمل. شكراً لحجزك ${b.partner_ar} عبر خدمة. كيف كانت الخدمة؟ قيّم حجزك.`,
  ],
  cancelled: (b) => [`Your booking for ${b.when} was cancelled.`, `تم إلغاء حجزك لموعد ${b.when}.`],
  declined: (b) => [
    `${b.partner_en} could not take your booking for ${b.when}: ${b.reason} Anything you paid goes back to your wallet.`,
    `تعذّر على ${b.partner_ar} قبول حجزك لموعد ${b.when}: ${isolate(b.reason)} يعود أي مبلغ دفعته إلى محفظتك.`,
  ],
  "no-show": (b) => [
    `${b.partner_en} recorded that nobody was there for your booking on ${b.when}. Contact support if this is wrong.`,
    `سجّل ${b.partner_ar} عدم وجود أحد في موعد حجزك ${b.when}. تواصل مع الدعم إن كان ذلك غير صحيح.`,
  ],
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
      "b.decline_reason",
    ])
    .where("b.id", "=", bookingId)
    .executeTakeFirstOrThrow();
  const when = `${dubaiDateOf(b.scheduled_at)} ${timeLabel(dubaiTimeOf(b.scheduled_at))}`;
  const tech = b.tech_first ? `${b.tech_first} ${b.tech_last ?? ""}`.trim() : "Your technician";
  const reason = (b.decline_reason ?? "").trim().replace(/([^.!?؟])$/, "$1.");
  const [body_en, body_ar] = bodies[event]({ partner_en: b.name_en, partner_ar: b.name_ar, when, tech, reason });
  const [label_en, label_ar] =
    event === "rescheduled" ? ["Rescheduled", "تم تغيير الموعد"] : (STATUS_NAMES[event] ?? [event, event]);
  await notify(db, {
    userId: b.user_id,
    type: "booking-status",
    title_en: `Booking ${b.number}: ${label_en}`,
    title_ar: `الحجز ${b.number}: ${label_ar}`,
    body_en,
    body_ar,
    // completed: straight to the rating form on the booking page (issue 16)
    link: event === "completed" ? `/bookings/${b.id}#review` : `/bookings/${b.id}`,
  });
}

/** Partner-side events about a booking (issue 16). */
export type PartnerBookingEvent = "requested" | "cancelled" | "rescheduled";

/**
 * Notifies the booking partner's users who may see appointments (an active account holding
 * `read-admin-booking-appointment` through a partner role other than Technician: technicians never sign in to the
 * portal) of a new request, or of the customer's cancellation or reschedule; the link opens the appointment.
 */
export async function notifyPartnerTeam(db: Database, bookingId: number, event: PartnerBookingEvent) {
  const b = await db
    .selectFrom("bookings as b")
    .innerJoin("users as c", "c.id", "b.user_id")
    .select(["b.id", "b.number", "b.partner_id", "b.scheduled_at", "c.first_name", "c.last_name"])
    .where("b.id", "=", bookingId)
    .executeTakeFirstOrThrow();
  const users = await db
    .selectFrom("users as u")
    .innerJoin("user_roles as ur", "ur.user_id", "u.id")
    .innerJoin("roles as r", "r.id", "ur.role_id")
    .innerJoin("role_permissions as rp", "rp.role_id", "r.id")
    .innerJoin("permissions as p", "p.id", "rp.permission_id")
    .select("u.id")
    .distinct()
    .where("u.partner_id", "=", b.partner_id)
    .where("u.status", "=", "active")
    .where("r.type", "=", "partner")
    .where((eb) => eb(eb.fn("lower", ["r.name"]), "!=", "technician"))
    .where("p.name", "=", "read-admin-booking-appointment")
    .orderBy("u.id")
    .execute();
  if (users.length === 0) return;
  const items = await db
    .selectFrom("booking_items")
    .select(["name_en", "name_ar"])
    .where("booking_id", "=", bookingId)
    .orderBy("id")
    .execute();
  const customer = `${b.first_name ?? ""} ${b.last_name ?? ""}`.trim();
  const when = `${dubaiDateOf(b.scheduled_at)} ${timeLabel(dubaiTimeOf(b.scheduled_at))}`;
  const services_en = items.map((i) => i.name_en).join(", ");
  const services_ar = items.map((i) => i.name_ar).join("، ");
  const texts: Record<PartnerBookingEvent, [string, string, string, string]> = {
    requested: [
      `New booking request ${b.number}`,
      `طلب حجز جديد ${b.number}`,
      `${customer} asked for ${services_en} on ${when}. Accept or decline it.`,
      `طلب ${customer} ${services_ar} بتاريخ ${when}. اقبله أو ارفضه.`,
    ],
    cancelled: [
      `Booking ${b.number} cancelled by the customer`,
      `ألغى العميل الحجز ${b.number}`,
      `${customer} cancelled the booking for ${when}.`,
      `ألغى ${customer} الحجز المحدد بتاريخ ${when}.`,
    ],
    rescheduled: [
      `Booking ${b.number} rescheduled by the customer`,
      `غيّر العميل موعد الحجز ${b.number}`,
      `${customer} moved the booking to ${when}.`,
      `نقل ${customer} الحجز إلى ${when}.`,
    ],
  };
  const [title_en, title_ar, body_en, body_ar] = texts[event];
  for (const u of users)
    await notify(db, {
      userId: u.id,
      type: "booking-status",
      title_en,
      title_ar,
      body_en,
      body_ar,
      link: `/partner/appointments/show/${b.id}`,
    });
}

export interface StatusChangeOptions {
  actorUserId: number | null;
  /** Typed by a person: the decline or cancellation reason, a staff note; the timeline shows it as typed. */
  note?: string | null;
  /** A note the server writes for the timeline, in English and Arabic (history-notes.ts); `note` otherwise. */
  historyNote?: HistoryNote;
  technicianId?: number | null;
  now?: Date;
  /** A partner's caller: a booking of another partner answers 404 (as one that does not exist). */
  partnerId?: number | null;
}

/** What a closed booking gives back: `refundFils` to the wallet; the order refunded or given up. */
async function settleClosedBooking(
  trx: Database,
  b: Selectable<BookingsTable>,
  at: string,
  refundFils: number,
  patch: Updateable<BookingsTable>,
  options: { releaseCoupon: "unpaid" | "always"; label_en: string; label_ar: string },
) {
  const paid = paidFils(b);
  if (refundFils > 0) {
    await creditWallet(trx, {
      userId: b.user_id,
      amountFils: refundFils,
      type: "refund",
      orderId: b.order_id,
      description_en: `Refund for ${options.label_en} booking ${b.number}`,
      description_ar: `استرداد مبلغ الحجز ${options.label_ar} ${b.number}`,
    });
    if (refundFils >= paid) patch.payment_status = "refunded";
  }
  if (b.order_id === null) return;
  if (paid > 0) {
    if (refundFils >= paid)
      await trx
        .updateTable("orders")
        .set({ status: "refunded", updated_at: at })
        .where("id", "=", b.order_id)
        .where("status", "=", "paid")
        .execute();
    if (options.releaseCoupon === "always") await releaseCoupon(trx, b.order_id);
    return;
  }
  const changed = await trx
    .updateTable("orders")
    .set({ status: "cancelled", updated_at: at })
    .where("id", "=", b.order_id)
    .where("status", "in", ["pending", "failed"])
    .executeTakeFirst();
  // an unpaid order given up gives its coupon use back, as a declined or expired one does
  if (num(changed.numUpdatedRows) > 0 || options.releaseCoupon === "always") await releaseCoupon(trx, b.order_id);
}

/**
 * Moves a booking along its flow (see `canTransition`; 422 on `status` saying why otherwise). `technician-assigned`
 * needs a technician (`technicianId`, or one already set); the same status with another technician reassigns. A new
 * technician must be able to take the job (`assertTechnicianCanTake`: partner, active, skills, shift, holidays,
 * overlapping bookings; 422 on `technician_id` naming the conflict). Cancelling (by staff) refunds everything paid to
 * the wallet, with no fee. Declining (a requested booking; the reason in `note`, required) refunds everything paid
 * and gives the coupon use back. A no-show (technician assigned or on the way, once the slot has started) keeps the
 * settings' missed-appointment fee and refunds the rest of what was paid; an unpaid order is given up. Every change
 * adds a history row and notifies the customer; `completed` sets completed_at and earns the loyalty points. The
 * partner ledger gets the lines the new state calls for (a completed sale or package visit, a kept no-show fee;
 * issue 17b). One transaction: nothing is half-written.
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
    if (options.partnerId !== undefined && options.partnerId !== null && b.partner_id !== options.partnerId)
      throw new ApiError(404, BOOKING_NOT_FOUND);
    const now = options.now ?? new Date();
    const at = now.toISOString();
    const newTechnician =
      options.technicianId !== undefined && options.technicianId !== null && options.technicianId !== b.technician_id
        ? options.technicianId
        : null;
    const reassign = status === "technician-assigned" && b.status === "technician-assigned" && newTechnician !== null;
    if (!reassign && !canTransition(b.status, status)) throw fieldError("status", transitionRefusal(b.status, status));
    if (status === "no-show" && Date.parse(b.scheduled_at) > now.getTime())
      throw fieldError("status", noShowTooEarly(`${dubaiDateOf(b.scheduled_at)} ${dubaiTimeOf(b.scheduled_at)}`));
    const note = options.note?.trim() || null;
    if (status === "declined" && !note) throw fieldError("note", DECLINE_REASON_REQUIRED);
    let technicianId = b.technician_id;
    if (newTechnician !== null) technicianId = (await assertTechnicianCanTake(trx, b, newTechnician)).id;
    if (status === "technician-assigned" && technicianId === null)
      throw fieldError("technician_id", TECHNICIAN_REQUIRED);

    const patch: Updateable<BookingsTable> = { status, technician_id: technicianId, updated_at: at };
    if (status === "completed") patch.completed_at = at;
    if (status === "cancelled") {
      patch.cancelled_at = at;
      patch.cancel_reason = note;
      patch.cancellation_fee_fils = 0;
      await settleClosedBooking(trx, b, at, paidFils(b), patch, {
        releaseCoupon: "unpaid",
        label_en: "cancelled",
        label_ar: "الملغي",
      });
    }
    if (status === "declined") {
      patch.decline_reason = note;
      patch.cancelled_at = at;
      patch.cancellation_fee_fils = 0;
      await settleClosedBooking(trx, b, at, paidFils(b), patch, {
        releaseCoupon: "always",
        label_en: "declined",
        label_ar: "المرفوض",
      });
    }
    if (status === "no-show") {
      const rules = await cancellationRules(trx);
      const paid = paidFils(b);
      const fee = Math.min(paid, Math.round((num(b.total_fils) * rules.missed_percent) / 100));
      patch.cancellation_fee_fils = fee;
      await settleClosedBooking(trx, b, at, Math.max(0, paid - fee), patch, {
        releaseCoupon: "unpaid",
        label_en: "missed",
        label_ar: "الفائت",
      });
    }
    await trx.updateTable("bookings").set(patch).where("id", "=", bookingId).execute();
    const framed = status === "declined" && note ? HISTORY_NOTES.declined(note) : note;
    await addHistory(trx, bookingId, status, options.historyNote ?? framed, options.actorUserId, at);
    await notifyBookingStatus(trx, bookingId, status);
    if (status === "completed") await earnLoyaltyForBooking(trx, bookingId);
    await syncBookingLedger(trx, bookingId);
  });
}
