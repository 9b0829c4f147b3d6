import type { ExpressionBuilder, Selectable } from "kysely";
import type { BookingItemsTable, BookingStatus, Database, DB } from "../../db/database.js";
import { ApiError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { aed, vatOf } from "../../lib/money.js";
import { num, orderedWindow, type PageRequest, pageOf, slicePage } from "../../lib/query.js";
import { vatRateBp } from "../config/settings.js";
import { reviewOfBooking } from "../reviews/repo.js";
import { historyNoteText } from "./history-notes.js";
import { BOOKING_NOT_FOUND, QUOTATION_NOT_FOUND, STATUS_NAMES } from "./messages.js";

/** Statuses a customer may still cancel or reschedule (and staff may still cancel). */
export const OPEN_STATUSES: BookingStatus[] = ["requested", "confirmed", "technician-assigned"];
/** Statuses a booking ends in: nothing moves it any more (issue 16 adds declined and no-show). */
export const FINISHED_STATUSES: BookingStatus[] = ["completed", "cancelled", "declined", "no-show"];
const FINISHED = FINISHED_STATUSES;

const parseJson = <T>(text: string | null | undefined, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** `{name_en: [en, ar]}` display names of booking statuses from the `statuses` table (falls back to the seed's). */
export async function statusLabels(db: Database): Promise<Map<string, [string, string]>> {
  const rows = await db
    .selectFrom("statuses")
    .select(["name", "display_name", "display_name_ar"])
    .where("type", "=", "booking")
    .execute();
  const map = new Map<string, [string, string]>(Object.entries(STATUS_NAMES));
  for (const r of rows) map.set(r.name, [r.display_name, r.display_name_ar]);
  return map;
}

const label = (labels: Map<string, [string, string]>, status: string, lang: Lang) => {
  const pair = labels.get(status);
  return pair ? (lang === "ar" ? pair[1] : pair[0]) : status;
};

const bookingBase = (db: Database) =>
  db
    .selectFrom("bookings as b")
    .innerJoin("partners as p", "p.id", "b.partner_id")
    .leftJoin("orders as o", "o.id", "b.order_id")
    // a package visit (issue 16): its subscription and package
    .leftJoin("package_subscriptions as ps", "ps.id", "b.subscription_id")
    .leftJoin("packages as pk", "pk.id", "ps.package_id")
    .selectAll("b")
    .select([
      "ps.number as subscription_number",
      "pk.id as package_id",
      "pk.name_en as package_name_en",
      "pk.name_ar as package_name_ar",
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
      "p.logo as partner_logo",
      "p.phone as partner_phone",
      "o.number as order_number",
      "o.payment_method as order_payment_method",
    ]);

type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingBase>["executeTakeFirstOrThrow"]>>;

async function itemsOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, Selectable<BookingItemsTable>[]>();
  const rows = await db.selectFrom("booking_items").selectAll().where("booking_id", "in", ids).orderBy("id").execute();
  const map = new Map<number, typeof rows>();
  for (const r of rows) map.set(r.booking_id, [...(map.get(r.booking_id) ?? []), r]);
  return map;
}

type ItemRow = Selectable<BookingItemsTable>[];

function shapeBooking(r: BookingRow, items: ItemRow, labels: Map<string, [string, string]>, lang: Lang) {
  const ar = lang === "ar";
  const start = Date.parse(r.scheduled_at);
  const open = OPEN_STATUSES.includes(r.status);
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    status_label: label(labels, r.status, lang),
    payment_status: r.payment_status,
    payment_method: r.order_payment_method ?? null,
    scheduled_at: r.scheduled_at,
    scheduled_end: new Date(start + num(r.duration_minutes) * 60_000).toISOString(),
    duration_minutes: num(r.duration_minutes),
    partner: {
      id: r.partner_id,
      name: ar ? r.partner_name_ar : r.partner_name_en,
      name_en: r.partner_name_en,
      name_ar: r.partner_name_ar,
      logo: r.partner_logo ?? null,
      phone: r.partner_phone ?? null,
    },
    services: items.map((i) => ({
      service_id: i.service_id,
      name: ar ? i.name_ar : i.name_en,
      name_en: i.name_en,
      name_ar: i.name_ar,
      quantity: num(i.quantity),
      unit_price: aed(num(i.unit_price_fils)),
      total: aed(num(i.total_fils)),
    })),
    total: aed(num(r.total_fils)),
    address_text: r.address_text,
    order_id: r.order_id ?? null,
    order_number: r.order_number ?? null,
    can_cancel: open,
    can_reschedule: open,
    created_at: r.created_at,
    package:
      r.subscription_id !== null && r.package_id !== null
        ? {
            id: r.package_id,
            name: (ar ? r.package_name_ar : r.package_name_en) ?? "",
            name_en: r.package_name_en ?? "",
            name_ar: r.package_name_ar ?? "",
            subscription_id: r.subscription_id,
            subscription_number: r.subscription_number ?? "",
            visit_month: num(r.visit_month),
          }
        : null,
  };
}
export type BookingView = ReturnType<typeof shapeBooking>;

export interface BookingListQuery extends PageRequest {
  status?: string;
  sortKey?: string;
  sortVal?: "asc" | "desc";
}

const SORT_COLUMNS = {
  scheduled_at: "b.scheduled_at",
  created_at: "b.created_at",
  total: "b.total_fils",
  number: "b.number",
  status: "b.status",
} as const;
export const BOOKING_SORT_KEYS = Object.keys(SORT_COLUMNS) as [keyof typeof SORT_COLUMNS, ...string[]];

/** The caller's bookings: one status, `upcoming` (open, slot not passed) or `past`; scheduled_at desc by default. */
export async function listBookings(
  db: Database,
  userId: number,
  lang: Lang,
  query: BookingListQuery,
  now: Date = new Date(),
) {
  const at = now.toISOString();
  const filter = (eb: ExpressionBuilder<DB & { b: DB["bookings"] }, "b">) => {
    const conds = [eb("b.user_id", "=", userId)];
    if (query.status === "upcoming") {
      conds.push(eb("b.status", "not in", FINISHED), eb("b.scheduled_at", ">=", at));
    } else if (query.status === "past") {
      conds.push(eb.or([eb("b.status", "in", FINISHED), eb("b.scheduled_at", "<", at)]));
    } else if (query.status) {
      conds.push(eb("b.status", "=", query.status as BookingStatus));
    }
    return eb.and(conds);
  };
  const countRow = await db
    .selectFrom("bookings as b")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(filter)
    .executeTakeFirstOrThrow();
  const column = SORT_COLUMNS[(query.sortKey ?? "scheduled_at") as keyof typeof SORT_COLUMNS] ?? "b.scheduled_at";
  const direction = query.sortVal ?? "desc";
  const rows = await orderedWindow(bookingBase(db).where(filter), column, "b.id", direction, query).execute();
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const labels = await statusLabels(db);
  return pageOf(
    rows.map((r) => shapeBooking(r, items.get(r.id) ?? [], labels, lang)),
    num(countRow.n),
    query,
  );
}

// ---- quotations ----

const quotationBase = (db: Database) =>
  db
    .selectFrom("quotations as q")
    .innerJoin("bookings as b", "b.id", "q.booking_id")
    .innerJoin("partners as p", "p.id", "q.partner_id")
    // its order (once accepted) and the booking's own order (how the booking is paid), issue 16
    .leftJoin("orders as qo", "qo.id", "q.order_id")
    .leftJoin("orders as bo", "bo.id", "b.order_id")
    .selectAll("q")
    .select([
      "b.number as booking_number",
      "b.user_id",
      "b.status as booking_status",
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
      "qo.status as order_status",
      "qo.payment_method as order_payment_method",
      "qo.vat_rate_bp as order_vat_rate_bp",
      "bo.payment_method as booking_payment_method",
      "bo.status as booking_order_status",
    ]);

type QuotationRow = Awaited<ReturnType<ReturnType<typeof quotationBase>["executeTakeFirstOrThrow"]>>;

export interface QuotationLine {
  description_en: string;
  description_ar: string;
  quantity: number;
  unit_price_fils: number;
  /** The line's own photos (issue 16), /uploads/... paths */
  photos?: string[];
}

/** The photos of a quotation row and of its lines, and its order's state (issue 16): shared by every quotation view. */
export const quotationExtras = (r: {
  photos?: string | null;
  order_status?: string | null;
  order_payment_method?: string | null;
  booking_payment_method?: string | null;
}) => ({
  photos: parseJson<string[]>(r.photos, []),
  order_status: (r.order_status ?? null) as "pending" | "paid" | "failed" | "cancelled" | "refunded" | null,
  order_payment_method: (r.order_payment_method ?? null) as "card" | "wallet" | "cash" | null,
  booking_payment_method: (r.booking_payment_method ?? null) as "card" | "wallet" | "cash" | null,
});

/** `valid_until` as a time: a bare date means the end of that day in Dubai. */
export const validUntilMs = (validUntil: string) =>
  validUntil.length === 10 ? Date.parse(`${validUntil}T23:59:59.999+04:00`) : Date.parse(validUntil);

/** A pending quotation whose `valid_until` has passed answers as `expired`. */
export const quotationStatus = (q: { status: string; valid_until: string }, now: Date = new Date()) =>
  q.status === "pending" && validUntilMs(q.valid_until) < now.getTime() ? "expired" : q.status;

/**
 * `vatBp`: the saved VAT rate, the one a pending quotation would be ordered at; an accepted quotation shows its
 * order's own rate.
 */
function shapeQuotation(r: QuotationRow, lang: Lang, now: Date, vatBp: number) {
  const ar = lang === "ar";
  const lines = parseJson<QuotationLine[]>(r.lines, []);
  return {
    id: r.id,
    number: r.number,
    booking_id: r.booking_id,
    booking_number: r.booking_number,
    partner: { id: r.partner_id, name: ar ? r.partner_name_ar : r.partner_name_en },
    title: ar ? r.title_ar : r.title_en,
    title_en: r.title_en,
    title_ar: r.title_ar,
    lines: lines.map((l) => ({
      description: ar ? l.description_ar : l.description_en,
      description_en: l.description_en,
      description_ar: l.description_ar,
      quantity: num(l.quantity),
      unit_price: aed(num(l.unit_price_fils)),
      total: aed(num(l.unit_price_fils) * num(l.quantity)),
      photos: Array.isArray(l.photos) ? l.photos : [],
    })),
    total: aed(num(r.total_fils)),
    vat_amount: aed(vatOf(num(r.total_fils), r.order_vat_rate_bp == null ? vatBp : num(r.order_vat_rate_bp))),
    status: quotationStatus(r, now) as "pending" | "accepted" | "declined" | "expired",
    valid_until: r.valid_until,
    created_at: r.created_at,
    responded_at: r.responded_at ?? null,
    decline_reason: r.decline_reason ?? null,
    order_id: r.order_id ?? null,
    ...quotationExtras(r),
  };
}
export type QuotationView = ReturnType<typeof shapeQuotation>;

/** The raw quotation row when it belongs to a booking of `userId`; 404 otherwise. */
export async function findOwnQuotation(db: Database, id: number, userId: number) {
  const row = await quotationBase(db).where("q.id", "=", id).where("b.user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, QUOTATION_NOT_FOUND);
  return row;
}

export async function quotationView(
  db: Database,
  id: number,
  userId: number | null,
  lang: Lang,
  now: Date = new Date(),
) {
  let q = quotationBase(db).where("q.id", "=", id);
  if (userId !== null) q = q.where("b.user_id", "=", userId);
  const row = await q.executeTakeFirst();
  if (!row) throw new ApiError(404, QUOTATION_NOT_FOUND);
  return shapeQuotation(row, lang, now, await vatRateBp(db));
}

export interface QuotationListQuery extends PageRequest {
  booking_id?: number;
  status?: "pending" | "accepted" | "declined" | "expired";
}

export async function listQuotations(
  db: Database,
  userId: number,
  lang: Lang,
  query: QuotationListQuery,
  now: Date = new Date(),
) {
  let q = quotationBase(db).where("b.user_id", "=", userId);
  if (query.booking_id) q = q.where("q.booking_id", "=", query.booking_id);
  const vatBp = await vatRateBp(db);
  const rows = (await q.orderBy("q.created_at", "desc").orderBy("q.id", "desc").execute())
    .map((r) => shapeQuotation(r, lang, now, vatBp))
    .filter((r) => !query.status || r.status === query.status);
  return slicePage(rows, query);
}

// ---- completion reports ----

type ReportRow = Selectable<DB["completion_reports"]>;

/** The before and after photos, checklist and time on site of a report row (issue 16). */
export function completionReportDetails(
  report: Pick<
    ReportRow,
    "before_photos" | "after_photos" | "checklist" | "minutes_on_site" | "started_at" | "ended_at"
  >,
  lang: Lang,
) {
  const ar = lang === "ar";
  const checklist = parseJson<Array<{ key?: string; label_en: string; label_ar: string; done: boolean }>>(
    report.checklist,
    [],
  );
  return {
    before_photos: parseJson<string[]>(report.before_photos, []),
    after_photos: parseJson<string[]>(report.after_photos, []),
    checklist: checklist.map((c, i) => ({
      key: c.key ?? String(i),
      label: ar ? c.label_ar : c.label_en,
      label_en: c.label_en,
      label_ar: c.label_ar,
      done: c.done === true,
    })),
    minutes_on_site:
      report.minutes_on_site === null || report.minutes_on_site === undefined ? null : num(report.minutes_on_site),
    started_at: report.started_at ?? null,
    ended_at: report.ended_at ?? null,
  };
}

/**
 * A completion report as the customer, partner and admin see it: notes, all photos (`photos`: before then after;
 * seeded reports have only these), before and after photos, the checklist of included items, time on site, sign-off.
 */
export function completionReportView(report: ReportRow, lang: Lang) {
  return {
    id: report.id,
    notes: report.notes,
    photos: parseJson<string[]>(report.photos, []),
    ...completionReportDetails(report, lang),
    customer_signoff: num(report.customer_signoff) === 1,
    signed_by: report.signed_by ?? null,
    created_at: report.created_at,
  };
}

// ---- details ----

/**
 * Booking details (list item + timeline, technician, notes, images, quotations, completion report, cancellation,
 * invoice). `userId` null skips the owner check (staff); a booking of someone else answers 404.
 */
export async function bookingDetailsView(
  db: Database,
  bookingId: number,
  userId: number | null,
  lang: Lang,
  now: Date = new Date(),
) {
  let q = bookingBase(db).where("b.id", "=", bookingId);
  if (userId !== null) q = q.where("b.user_id", "=", userId);
  const r = await q.executeTakeFirst();
  if (!r) throw new ApiError(404, BOOKING_NOT_FOUND);
  const labels = await statusLabels(db);
  const items = await itemsOf(db, [r.id]);
  const history = await db
    .selectFrom("booking_status_history")
    .selectAll()
    .where("booking_id", "=", r.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const technician =
    r.technician_id === null
      ? undefined
      : await db
          .selectFrom("users")
          .select(["id", "first_name", "last_name", "phone"])
          .where("id", "=", r.technician_id)
          .executeTakeFirst();
  const quotations = await quotationBase(db)
    .where("q.booking_id", "=", r.id)
    .orderBy("q.created_at", "desc")
    .orderBy("q.id", "desc")
    .execute();
  const vatBp = await vatRateBp(db);
  const report = await db
    .selectFrom("completion_reports")
    .selectAll()
    .where("booking_id", "=", r.id)
    .orderBy("id", "desc")
    .executeTakeFirst();
  // the customer's review of it (issue 16): the booking page shows the rating form or the review
  const review = await reviewOfBooking(db, r.id);
  const invoice =
    r.order_id === null
      ? undefined
      : await db
          .selectFrom("invoices")
          .select(["id", "number", "order_id"])
          .where("order_id", "=", r.order_id)
          .executeTakeFirst();
  return {
    ...shapeBooking(r, items.get(r.id) ?? [], labels, lang),
    timeline: history.map((h) => ({
      status: h.status,
      status_label: label(labels, h.status, lang),
      note: historyNoteText(h, lang),
      created_at: h.created_at,
    })),
    technician: technician
      ? { id: technician.id, name: `${technician.first_name} ${technician.last_name}`, phone: technician.phone ?? null }
      : null,
    notes: r.notes ?? null,
    images: parseJson<string[]>(r.images, []),
    quotations: quotations.map((qr) => shapeQuotation(qr, lang, now, vatBp)),
    completion_report: report ? completionReportView(report, lang) : null,
    cancellation_fee:
      r.cancellation_fee_fils === null || r.cancellation_fee_fils === undefined
        ? null
        : aed(num(r.cancellation_fee_fils)),
    cancel_reason: r.cancel_reason ?? null,
    cancelled_at: r.cancelled_at ?? null,
    completed_at: r.completed_at ?? null,
    reschedule_count: num(r.reschedule_count),
    invoice: invoice ? { id: invoice.id, number: invoice.number, order_id: invoice.order_id } : null,
    review,
    can_review: r.status === "completed" && review === null,
  };
}
export type BookingDetails = Awaited<ReturnType<typeof bookingDetailsView>>;

/** The raw booking row when it belongs to `userId`; 404 otherwise. */
export async function findOwnBooking(db: Database, id: number, userId: number) {
  const row = await db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, BOOKING_NOT_FOUND);
  return row;
}
