import type { BookingStatus, Database } from "../../db/database.js";
import { TIMEZONE } from "../../lib/dubai.js";
import type { Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { adminBookingDetails } from "../admin-appointments/repo.js";
import { FINISHED_STATUSES, statusLabels } from "../bookings/repo.js";
import {
  addDays,
  dubaiDateOf,
  dubaiInstant,
  dubaiTimeOf,
  loadCalendar,
  nextStatuses,
  shiftOf,
  weekdayOf,
} from "../bookings/service.js";
import type { PartnerAction } from "./schema.js";

/** Statuses a cash booking's money may be collected in (accepted, not given up). */
export const CASH_COLLECTABLE: BookingStatus[] = [
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
];
const ASSIGNABLE: BookingStatus[] = ["confirmed", "technician-assigned"];

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  `${first ?? ""} ${last ?? ""}`.trim();

/** A map of the coordinates (the address's, else its community's centre). */
export const mapUrl = (lat: number | null, lng: number | null) =>
  lat === null || lng === null ? null : `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

/** What the partner may do with a booking now (the buttons of the details screen). */
export function partnerActions(
  b: { status: BookingStatus; scheduled_at: string; order_status: string | null; payment_method: string | null },
  now: Date = new Date(),
): PartnerAction[] {
  const next = nextStatuses(b, now);
  const out: PartnerAction[] = [];
  if (b.status === "requested") out.push("accept", "decline");
  if (ASSIGNABLE.includes(b.status)) out.push("assign");
  for (const s of ["on-the-way", "in-progress", "completed", "no-show"] as const) if (next.includes(s)) out.push(s);
  if (b.payment_method === "cash" && b.order_status === "pending" && CASH_COLLECTABLE.includes(b.status))
    out.push("cash-collected");
  return out;
}

/**
 * What the partner collects in cash for a booking's order (fils): the order's total while it is a cash order not yet
 * paid, plus the quotation orders the customer approved for cash and has not paid yet (of every booking of that
 * order), which the collection settles with it (orders/service.ts markOrderPaid). 0 when nothing is due in cash.
 */
export async function cashDueFils(db: Database, orderId: number | null): Promise<number> {
  if (orderId === null) return 0;
  const order = await db
    .selectFrom("orders")
    .select(["total_fils", "status", "payment_method"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (order?.payment_method !== "cash" || order.status !== "pending") return 0;
  const quoted = await db
    .selectFrom("quotations as q")
    .innerJoin("bookings as b", "b.id", "q.booking_id")
    .innerJoin("orders as o", "o.id", "q.order_id")
    .select((eb) => eb.fn.sum<number | string | null>("o.total_fils").as("fils"))
    .where("b.order_id", "=", orderId)
    .where("o.payment_method", "=", "cash")
    .where("o.status", "=", "pending")
    .executeTakeFirst();
  return num(order.total_fils) + num(quoted?.fils ?? 0);
}

/**
 * A booking as the partner portal shows it: the admin details (customer, items, notes and photos, payment, order,
 * timeline with actors, technician, quotations, report, reassignment requests) plus the address with coordinates
 * and a map link, the decline reason, cash collection and the actions the state allows. `partnerId` null: any
 * partner's (an internal caller); another partner's booking answers 404.
 */
export async function partnerBookingDetails(
  db: Database,
  id: number,
  lang: Lang,
  partnerId: number | null,
  now: Date = new Date(),
) {
  const base = await adminBookingDetails(db, id, lang, partnerId);
  const ar = lang === "ar";
  const row = await db
    .selectFrom("bookings as b")
    .leftJoin("user_addresses as a", "a.id", "b.user_address_id")
    .leftJoin("communities as c", "c.id", "b.community_id")
    .leftJoin("emirates as e", "e.id", "c.emirate_id")
    .leftJoin("users as k", "k.id", "b.cash_collected_by")
    .select([
      "b.address_text",
      "b.decline_reason",
      "b.order_id",
      "b.cash_collected_at",
      "b.cash_collected_by",
      "a.building",
      "a.apartment_or_villa_number",
      "a.street",
      "a.latitude",
      "a.longitude",
      "c.name_en as c_en",
      "c.name_ar as c_ar",
      "c.latitude as c_lat",
      "c.longitude as c_lng",
      "e.name_en as e_en",
      "e.name_ar as e_ar",
      "k.first_name as k_first",
      "k.last_name as k_last",
    ])
    .where("b.id", "=", id)
    .executeTakeFirstOrThrow();
  const lat = row.latitude ?? row.c_lat ?? null;
  const lng = row.longitude ?? row.c_lng ?? null;
  return {
    ...base,
    address: {
      text: row.address_text,
      building: row.building ?? null,
      unit: row.apartment_or_villa_number ?? null,
      street: row.street ?? null,
      community: (ar ? row.c_ar : row.c_en) ?? null,
      emirate: (ar ? row.e_ar : row.e_en) ?? null,
      latitude: lat === null ? null : Number(lat),
      longitude: lng === null ? null : Number(lng),
      map_url: mapUrl(lat === null ? null : Number(lat), lng === null ? null : Number(lng)),
    },
    decline_reason: row.decline_reason ?? null,
    cash_due: aed(await cashDueFils(db, row.order_id ?? null)),
    cash_collected_at: row.cash_collected_at ?? null,
    cash_collected_by:
      row.cash_collected_by === null || row.cash_collected_by === undefined
        ? null
        : { id: row.cash_collected_by, name: fullName(row.k_first, row.k_last) },
    next_actions: partnerActions(
      {
        status: base.status,
        scheduled_at: base.scheduled_at,
        order_status: base.order?.status ?? null,
        payment_method: base.order?.payment_method ?? null,
      },
      now,
    ),
  };
}

/* ------------------------------------------------------------------------------------------------------------
 * Dispatch calendar
 * ---------------------------------------------------------------------------------------------------------- */

/** `2026-03-10T09:00:00+04:00`: an instant as Dubai local time with its offset. */
const dubaiLocal = (ms: number) => `${dubaiDateOf(ms)}T${dubaiTimeOf(ms)}:00+04:00`;

/**
 * The dispatch calendar of a partner over the Dubai dates `from`..`to` (the range checked by the route): its
 * technicians (colour, each day on shift or why not, hours and breaks), the company's closed days, the bookings in
 * the range (cancelled and declined left out) with technician, local start and end, customer and services, and the
 * open ones without a technician. A fixed handful of queries, none per day or per booking.
 */
export async function partnerCalendar(db: Database, partnerId: number, from: string, to: string, lang: Lang) {
  const ar = lang === "ar";
  const cal = await loadCalendar(db, partnerId, from, to);
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);

  const technicians = cal.technicians.map((t) => ({
    id: t.id,
    name: t.name ?? "",
    colour: t.colour ?? "#1677ff",
    days: days.map((date) => {
      const holiday = cal.holidays.has(date);
      const dayOff = t.daysOff.some((r) => r.start_date <= date && date <= r.end_date);
      const day = (t.hours ?? cal.hours).get(weekdayOf(date));
      const shift = shiftOf(day);
      const onShift = !holiday && !dayOff && shift !== null;
      return {
        date,
        on_shift: onShift,
        opens_at: onShift ? (day?.opens_at ?? null) : null,
        closes_at: onShift ? (day?.closes_at ?? null) : null,
        breaks: onShift ? (day?.breaks ?? []) : [],
        off_reason: holiday
          ? ("holiday" as const)
          : dayOff
            ? ("day-off" as const)
            : shift === null
              ? ("weekly-off" as const)
              : null,
      };
    }),
  }));

  const rows = await db
    .selectFrom("bookings as b")
    .innerJoin("users as c", "c.id", "b.user_id")
    .leftJoin("users as t", "t.id", "b.technician_id")
    .select([
      "b.id",
      "b.number",
      "b.status",
      "b.technician_id",
      "b.scheduled_at",
      "b.duration_minutes",
      "b.address_text",
      "b.payment_status",
      "b.user_id",
      "c.first_name as c_first",
      "c.last_name as c_last",
      "c.phone as c_phone",
      "t.first_name as t_first",
      "t.last_name as t_last",
    ])
    .where("b.partner_id", "=", partnerId)
    .where("b.status", "not in", ["cancelled", "declined"])
    .where("b.scheduled_at", ">=", dubaiInstant(from, 0).toISOString())
    .where("b.scheduled_at", "<", dubaiInstant(addDays(to, 1), 0).toISOString())
    .orderBy("b.scheduled_at")
    .orderBy("b.id")
    .execute();
  const ids = rows.map((r) => r.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .selectFrom("booking_items")
          .select(["booking_id", "service_id", "name_en", "name_ar", "quantity"])
          .where("booking_id", "in", ids)
          .orderBy("id")
          .execute();
  const labels = await statusLabels(db);
  const jobs = rows.map((r) => {
    const start = Date.parse(r.scheduled_at);
    const end = start + num(r.duration_minutes) * 60_000;
    const pair = labels.get(r.status);
    return {
      id: r.id,
      number: r.number,
      status: r.status,
      status_label: pair ? (ar ? pair[1] : pair[0]) : r.status,
      technician_id: r.technician_id ?? null,
      technician:
        r.technician_id === null || r.technician_id === undefined
          ? null
          : { id: r.technician_id, name: fullName(r.t_first, r.t_last) },
      scheduled_at: r.scheduled_at,
      start: dubaiLocal(start),
      end: dubaiLocal(end),
      date: dubaiDateOf(start),
      start_time: dubaiTimeOf(start),
      end_time: dubaiTimeOf(end),
      duration_minutes: num(r.duration_minutes),
      customer: { id: r.user_id, name: fullName(r.c_first, r.c_last), phone: r.c_phone ?? null },
      services: items
        .filter((i) => i.booking_id === r.id)
        .map((i) => ({ service_id: i.service_id, name: ar ? i.name_ar : i.name_en, quantity: num(i.quantity) })),
      address_text: r.address_text,
      payment_status: r.payment_status,
    };
  });
  return {
    from,
    to,
    timezone: TIMEZONE,
    partner_id: partnerId,
    closed_days: days
      .filter((d) => cal.holidays.has(d))
      .map((date) => {
        const h = cal.holidays.get(date);
        return { date, name: (ar ? h?.name_ar : h?.name_en) ?? "" };
      }),
    technicians,
    jobs,
    unassigned: jobs.filter((j) => j.technician_id === null && !FINISHED_STATUSES.includes(j.status)),
  };
}
