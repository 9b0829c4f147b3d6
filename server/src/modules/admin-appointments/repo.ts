import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import type { BookingStatus, Database, DB } from "../../db/database.js";
import { TIMEZONE } from "../../lib/dubai.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { aed, vatOf } from "../../lib/money.js";
import { likePattern, num, orderedWindow, pageOf } from "../../lib/query.js";
import { counterDb } from "../admin-dashboard/counters.js";
import { historyNoteText } from "../bookings/history-notes.js";
import { BOOKING_NOT_FOUND } from "../bookings/messages.js";
import {
  completionReportDetails,
  type QuotationLine,
  quotationExtras,
  quotationStatus,
  statusLabels,
} from "../bookings/repo.js";
import {
  addDays,
  BOOKING_STATUSES,
  bookingDetailsView,
  type CalendarTechnician,
  capacityMinutes,
  computeSlots,
  dubaiDateOf,
  dubaiInstant,
  loadCalendar,
  nextStatuses,
  shiftOf,
  weekdayOf,
} from "../bookings/service.js";
import { vatRateBp } from "../config/settings.js";
import { listTechnicians } from "../team/technicians.js";
import { PARTNER_ID_INVALID, REASSIGNMENT_NOT_FOUND, REVIEW_NOT_FOUND } from "./messages.js";
import type {
  AdminBookingListQuery,
  AdminQuotationListQuery,
  ReassignmentListQuery,
  ReportListQuery,
  ReviewListQuery,
} from "./schema.js";

/**
 * SQL of the admin appointments screens. Every list filters, sorts and pages in SQL (indexes: bookings by status and
 * slot, by slot, by partner and slot, by technician; 011_admin_appointments), then loads the page's few extras.
 */

type Labels = Map<string, [string, string]>;
const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  `${first ?? ""} ${last ?? ""}`.trim();
const person = (id: number | null | undefined, first: string | null | undefined, last: string | null | undefined) =>
  id === null || id === undefined ? null : { id, name: fullName(first, last) };
const label = (labels: Labels, status: string, lang: Lang) => {
  const pair = labels.get(status);
  return pair ? (lang === "ar" ? pair[1] : pair[0]) : status;
};
const parseJson = <T>(text: string | null | undefined, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
/** `lower(first || ' ' || last)` of a users alias. */
const nameOf = (alias: string) =>
  sql<string>`lower(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;
/** Start of a Dubai date (inclusive) and of the day after `to` (exclusive), as ISO UTC. */
const dayStart = (date: string) => dubaiInstant(date, 0).toISOString();
const dayAfter = (date: string) => dubaiInstant(addDays(date, 1), 0).toISOString();

export async function partnerExists(db: Database, id: number) {
  const p = await db.selectFrom("partners").select("id").where("id", "=", id).executeTakeFirst();
  if (!p) throw fieldError("partner_id", PARTNER_ID_INVALID);
}

/* ------------------------------------------------------------------------------------------------------------
 * Bookings
 * ---------------------------------------------------------------------------------------------------------- */

const BOOKING_SORT = {
  id: "b.id",
  number: "b.number",
  scheduled_at: "b.scheduled_at",
  created_at: "b.created_at",
  total: "b.total_fils",
  status: "b.status",
} as const;

type BookingEb = ExpressionBuilder<DB & { b: DB["bookings"] }, "b">;

/**
 * The bookings a search matches, as one set, each part through an index: numbers (trigram), bookings of matching
 * customers and of matching partners (small tables, looked up by id). `withStatus` answers `(id, status)` pairs:
 * the customer and partner parts then read the covering `(user_id|partner_id, status)` indexes instead of each
 * matched booking's row, so the status tabs of a name matching thousands of bookings count without row lookups.
 */
/** The search's three small lists: matched booking ids by number (trigram index), customers, partners. */
const searchLists = (pattern: string, driver: DbDriver) => ({
  numbers:
    driver === "postgres"
      ? sql`select id from bookings where lower(number) like ${pattern}`
      : sql`select rowid from bookings_number_fts where number like ${pattern}`,
  customers: sql`select id from users c where lower(c.first_name || ' ' || c.last_name) like ${pattern}
    or lower(c.email) like ${pattern} or c.phone like ${pattern}`,
  partners: sql`select id from partners p where lower(p.name_en) like ${pattern} or p.name_ar like ${pattern}`,
});

function bookingSearchSet(search: string, driver: DbDriver, withStatus: boolean) {
  const lists = searchLists(likePattern(search), driver);
  const cols = sql.raw(withStatus ? "id, status" : "id");
  const numbers = withStatus ? sql`select ${cols} from bookings where id in (${lists.numbers})` : lists.numbers;
  return sql`${numbers}
    union select ${cols} from bookings where user_id in (${lists.customers})
    union select ${cols} from bookings where partner_id in (${lists.partners})`;
}

/**
 * The list's where clause on bookings alone (the status filter only when `withStatus`), so counting and paging
 * never join: the search looks up matching customers and partners (small tables) by id, and booking numbers
 * through the trigram index (SQLite FTS5 `bookings_number_fts`, PostgreSQL pg_trgm on `lower(number)`).
 */
const bookingFilter =
  (q: AdminBookingListQuery, withStatus: boolean, driver: DbDriver, probe = false) =>
  (eb: BookingEb) => {
    const conds: Expression<SqlBool>[] = [];
    if (withStatus && q.status) conds.push(eb("b.status", "=", q.status as BookingStatus));
    if (q.partner_id) conds.push(eb("b.partner_id", "=", q.partner_id));
    if (q.customer_id) conds.push(eb("b.user_id", "=", q.customer_id));
    if (q.technician_id) conds.push(eb("b.technician_id", "=", q.technician_id));
    if (q.payment_status) conds.push(eb("b.payment_status", "=", q.payment_status));
    if (q.community_id) conds.push(eb("b.community_id", "=", q.community_id));
    if (q.area_id)
      conds.push(
        eb("b.community_id", "in", eb.selectFrom("communities").select("id").where("area_id", "=", q.area_id)),
      );
    if (q.service_id)
      conds.push(
        eb("b.id", "in", eb.selectFrom("booking_items").select("booking_id").where("service_id", "=", q.service_id)),
      );
    if (q.job_type_id) {
      const services = eb.selectFrom("services").select("id").where("job_type_id", "=", q.job_type_id);
      conds.push(
        eb("b.id", "in", eb.selectFrom("booking_items").select("booking_id").where("service_id", "in", services)),
      );
    }
    if (q.date_from) conds.push(eb("b.scheduled_at", ">=", dayStart(q.date_from)));
    if (q.date_to) conds.push(eb("b.scheduled_at", "<", dayAfter(q.date_to)));
    if (q.search && probe) {
      // `probe` (many matches): the database walks the sort order and tests each booking against three small lists
      // (the matched numbers, customers and partners) instead of first building the set of every matched booking;
      // SQLite's `+` keeps it from driving the query by the numbers' list
      const lists = searchLists(likePattern(q.search), driver);
      const id = driver === "sqlite" ? sql`+b.id` : sql`b.id`;
      conds.push(
        sql<SqlBool>`(${id} in (${lists.numbers}) or b.user_id in (${lists.customers})
          or b.partner_id in (${lists.partners}))`,
      );
    } else if (q.search && driver === "postgres") {
      // the matches as an array: PostgreSQL estimates the union at thousands of rows whatever it holds, and would
      // merge it with a walk of every booking; against an array it fetches the few matched rows by id
      conds.push(sql<SqlBool>`b.id = any(array(${bookingSearchSet(q.search, driver, false)}))`);
    } else if (q.search) {
      conds.push(eb("b.id", "in", sql<number>`(${bookingSearchSet(q.search, driver, false)})`));
    }
    return eb.and(conds);
  };

/**
 * Bookings per status for the tabs, with every filter but the status. Without a customer, technician or search
 * filter they come from the counters (migration 016: per partner and payment status, and per slot day for the
 * date filter), else from the bookings indexes.
 */
async function bookingStatusCounts(db: Database, q: AdminBookingListQuery, driver: DbDriver) {
  let grouped: { status: string; n: unknown }[];
  const onlySearch =
    q.search &&
    !(q.partner_id || q.customer_id || q.technician_id || q.payment_status || q.community_id || q.area_id) &&
    !(q.service_id || q.job_type_id || q.date_from || q.date_to);
  if (onlySearch) {
    // the matched (id, status) pairs alone, from covering indexes (a common name matches thousands of bookings)
    const matched = sql<{ status: string }>`(${bookingSearchSet(q.search ?? "", driver, true)})`.as("s");
    grouped = await db
      .selectFrom(matched)
      .select((eb) => ["s.status", eb.fn.countAll<number>().as("n")])
      .groupBy("s.status")
      .execute();
  } else if (
    q.customer_id ||
    q.technician_id ||
    q.search ||
    q.service_id ||
    q.job_type_id ||
    q.area_id ||
    q.community_id
  ) {
    grouped = await db
      .selectFrom("bookings as b")
      .select((eb) => ["b.status", eb.fn.countAll<number>().as("n")])
      .where(bookingFilter(q, false, driver))
      .groupBy("b.status")
      .execute();
  } else if (q.date_from || q.date_to) {
    let c = counterDb(db)
      .selectFrom("booking_slot_counts")
      .select((eb) => ["status", eb.fn.sum<number>("n").as("n")]);
    if (q.partner_id) c = c.where("partner_id", "=", q.partner_id);
    if (q.payment_status) c = c.where("payment_status", "=", q.payment_status);
    if (q.date_from) c = c.where("day", ">=", q.date_from);
    if (q.date_to) c = c.where("day", "<=", q.date_to);
    grouped = await c.groupBy("status").execute();
  } else {
    let c = counterDb(db)
      .selectFrom("booking_status_totals")
      .select((eb) => ["status", eb.fn.sum<number>("n").as("n")]);
    if (q.partner_id) c = c.where("partner_id", "=", q.partner_id);
    if (q.payment_status) c = c.where("payment_status", "=", q.payment_status);
    grouped = await c.groupBy("status").execute();
  }
  const counts: Record<string, number> = { all: 0 };
  for (const s of BOOKING_STATUSES) counts[s] = 0;
  for (const g of grouped) {
    if (num(g.n) === 0) continue;
    counts[g.status] = num(g.n);
    counts.all += num(g.n);
  }
  return counts;
}

/** From this many matches a searched page walks the sort order instead of sorting the matches. */
const SEARCH_PROBE_FROM = 2000;

/** Bookings of every partner with status tabs' counts; id descending by default. */
export async function listAdminBookings(db: Database, q: AdminBookingListQuery, lang: Lang, driver: DbDriver) {
  const ar = lang === "ar";
  const counts = await bookingStatusCounts(db, q, driver);
  // the total is the count of the status asked for (the tabs count every filter but the status)
  const total = q.status ? (counts[q.status] ?? 0) : counts.all;

  const column = BOOKING_SORT[q.sortKey ?? "id"];
  const direction = q.sortKey ? (q.sortVal ?? "asc") : (q.sortVal ?? "desc");
  // the page's ids first, on bookings and its indexes alone (deep pages skip index entries, not joined rows)
  const pageIds = orderedWindow(
    db
      .selectFrom("bookings as b")
      .select("b.id")
      // a search matching many rows finds its page sooner in sort order than by sorting every match
      .where(bookingFilter(q, true, driver, total > SEARCH_PROBE_FROM)),
    column,
    "b.id",
    direction,
    q,
  );
  const page = db
    .selectFrom("bookings as b")
    .innerJoin("users as c", "c.id", "b.user_id")
    .innerJoin("partners as p", "p.id", "b.partner_id")
    .leftJoin("users as t", "t.id", "b.technician_id")
    .leftJoin("orders as o", "o.id", "b.order_id")
    .leftJoin("package_subscriptions as ps", "ps.id", "b.subscription_id")
    .leftJoin("packages as pk", "pk.id", "ps.package_id")
    .select([
      "b.subscription_id",
      "ps.number as subscription_number",
      "pk.id as package_id",
      "pk.name_en as pk_en",
      "pk.name_ar as pk_ar",
      "b.id",
      "b.number",
      "b.status",
      "b.payment_status",
      "b.scheduled_at",
      "b.duration_minutes",
      "b.total_fils",
      "b.user_id",
      "b.partner_id",
      "b.technician_id",
      "b.address_text",
      "b.created_at",
      "c.first_name as c_first",
      "c.last_name as c_last",
      "c.email as c_email",
      "c.phone as c_phone",
      "p.name_en as p_en",
      "p.name_ar as p_ar",
      "t.first_name as t_first",
      "t.last_name as t_last",
      "o.payment_method",
    ])
    .where("b.id", "in", pageIds);
  const rows = await orderedWindow(page, column, "b.id", direction, { page: 1, limit: -1 }).execute();
  const ids = rows.map((r) => r.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .selectFrom("booking_items")
          .select(["booking_id", "name_en", "name_ar", "quantity"])
          .where("booking_id", "in", ids)
          .orderBy("id")
          .execute();
  const pending = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom("reassignment_requests")
            .select("booking_id")
            .where("booking_id", "in", ids)
            .where("status", "=", "pending")
            .execute()
        ).map((r) => r.booking_id),
  );
  const labels = await statusLabels(db);
  const data = rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    status_label: label(labels, r.status, lang),
    payment_status: r.payment_status,
    payment_method: r.payment_method ?? null,
    scheduled_at: r.scheduled_at,
    scheduled_end: new Date(Date.parse(r.scheduled_at) + num(r.duration_minutes) * 60_000).toISOString(),
    duration_minutes: num(r.duration_minutes),
    total: aed(num(r.total_fils)),
    partner_id: r.partner_id,
    technician_id: r.technician_id ?? null,
    customer: { id: r.user_id, name: fullName(r.c_first, r.c_last), email: r.c_email, phone: r.c_phone ?? null },
    partner: { id: r.partner_id, name: ar ? r.p_ar : r.p_en, name_en: r.p_en, name_ar: r.p_ar },
    technician: person(r.technician_id, r.t_first, r.t_last),
    address_text: r.address_text,
    services: items
      .filter((i) => i.booking_id === r.id)
      .map((i) => ({ name: ar ? i.name_ar : i.name_en, quantity: num(i.quantity) })),
    pending_reassignment: pending.has(r.id),
    created_at: r.created_at,
    // a package visit (issue 16) shows its package's name
    package:
      r.subscription_id !== null && r.package_id !== null
        ? {
            id: r.package_id,
            name: (ar ? r.pk_ar : r.pk_en) ?? "",
            name_en: r.pk_en ?? "",
            name_ar: r.pk_ar ?? "",
            subscription_id: r.subscription_id,
            subscription_number: r.subscription_number ?? "",
          }
        : null,
  }));
  return { ...pageOf(data, total, q), status_counts: counts };
}

/**
 * Booking details for staff: the customer's view plus customer, history with actors, requests, order, payments.
 * `partnerId` (the partner portal, issue 16): a booking of another partner answers 404, as one that does not exist.
 */
export async function adminBookingDetails(db: Database, id: number, lang: Lang, partnerId: number | null = null) {
  if (partnerId !== null) {
    const own = await db
      .selectFrom("bookings")
      .select("id")
      .where("id", "=", id)
      .where("partner_id", "=", partnerId)
      .executeTakeFirst();
    if (!own) throw new ApiError(404, BOOKING_NOT_FOUND);
  }
  const base = await bookingDetailsView(db, id, null, lang);
  const row = await db
    .selectFrom("bookings as b")
    .innerJoin("users as c", "c.id", "b.user_id")
    .leftJoin("users as t", "t.id", "b.technician_id")
    .select([
      "b.user_id",
      "b.order_id",
      "b.technician_id",
      "c.first_name as c_first",
      "c.last_name as c_last",
      "c.email as c_email",
      "c.phone as c_phone",
      "t.first_name as t_first",
      "t.last_name as t_last",
      "t.email as t_email",
      "t.phone as t_phone",
    ])
    .where("b.id", "=", id)
    .executeTakeFirstOrThrow();
  const labels = await statusLabels(db);
  const history = await db
    .selectFrom("booking_status_history as h")
    .leftJoin("users as a", "a.id", "h.actor_user_id")
    .select([
      "h.id",
      "h.status",
      "h.note",
      "h.note_ar",
      "h.created_at",
      "h.actor_user_id",
      "a.first_name",
      "a.last_name",
    ])
    .where("h.booking_id", "=", id)
    .orderBy("h.created_at")
    .orderBy("h.id")
    .execute();
  const order =
    row.order_id === null
      ? undefined
      : await db
          .selectFrom("orders")
          .select(["id", "number", "status", "payment_method", "total_fils", "paid_at"])
          .where("id", "=", row.order_id)
          .executeTakeFirst();
  const payments =
    row.order_id === null
      ? []
      : await db.selectFrom("payments").selectAll().where("order_id", "=", row.order_id).orderBy("id").execute();
  const requests = await listReassignments(
    db,
    { page: 1, limit: -1, booking_id: id, sortKey: "created_at", sortVal: "desc" },
    lang,
  );
  return {
    ...base,
    customer: {
      id: row.user_id,
      name: fullName(row.c_first, row.c_last),
      email: row.c_email,
      phone: row.c_phone ?? null,
    },
    technician:
      row.technician_id === null
        ? null
        : {
            id: row.technician_id,
            name: fullName(row.t_first, row.t_last),
            email: row.t_email ?? null,
            phone: row.t_phone ?? null,
          },
    history: history.map((h) => ({
      id: h.id,
      status: h.status,
      status_label: label(labels, h.status, lang),
      note: historyNoteText(h, lang),
      actor: person(h.actor_user_id, h.first_name, h.last_name),
      created_at: h.created_at,
    })),
    next_statuses: nextStatuses(base),
    reassignment_requests: requests.data,
    order: order
      ? {
          id: order.id,
          number: order.number,
          status: order.status,
          payment_method: order.payment_method,
          total: aed(num(order.total_fils)),
          paid_at: order.paid_at ?? null,
        }
      : null,
    payments: payments.map((p) => ({
      id: p.id,
      gateway: p.gateway,
      status: p.status,
      amount: aed(num(p.amount_fils)),
      reference: p.reference ?? null,
      card_brand: p.card_brand ?? null,
      card_last4: p.card_last4 ?? null,
      failure_message: p.failure_message ?? null,
      created_at: p.created_at,
    })),
  };
}

/* ------------------------------------------------------------------------------------------------------------
 * Reassignment requests
 * ---------------------------------------------------------------------------------------------------------- */

const REASSIGNMENT_SORT = {
  id: "r.id",
  created_at: "r.created_at",
  updated_at: "r.updated_at",
  status: "r.status",
} as const;

/** Reassignment requests, newest first by default (pending and resolved). */
export async function listReassignments(db: Database, q: ReassignmentListQuery, lang: Lang) {
  const ar = lang === "ar";
  let base = db
    .selectFrom("reassignment_requests as r")
    .innerJoin("bookings as b", "b.id", "r.booking_id")
    .innerJoin("partners as p", "p.id", "b.partner_id")
    .innerJoin("users as c", "c.id", "b.user_id")
    .leftJoin("users as t", "t.id", "r.technician_id");
  if (q.status) base = base.where("r.status", "=", q.status);
  // the partner that asked (a booking handed to another partner still shows under the one that asked)
  if (q.partner_id) {
    const partnerId = q.partner_id;
    base = base.where((eb) => eb(eb.fn.coalesce("r.partner_id", "b.partner_id"), "=", partnerId));
  }
  if (q.booking_id) base = base.where("r.booking_id", "=", q.booking_id);
  if (q.search) {
    const pattern = likePattern(q.search);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["b.number"]), "like", pattern),
        eb(nameOf("t"), "like", pattern),
        eb(nameOf("c"), "like", pattern),
        eb(eb.fn("lower", ["r.reason"]), "like", pattern),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const column = REASSIGNMENT_SORT[q.sortKey ?? "id"];
  const direction = q.sortKey ? (q.sortVal ?? "asc") : (q.sortVal ?? "desc");
  const page = base
    .leftJoin("users as n", "n.id", "r.new_technician_id")
    .leftJoin("users as x", "x.id", "r.resolved_by")
    .leftJoin("users as bt", "bt.id", "b.technician_id")
    // issue 16: who asked, the partner that asked, the partner the booking went to
    .leftJoin("users as rq", "rq.id", "r.requested_by")
    .leftJoin("partners as rp", "rp.id", "r.partner_id")
    .leftJoin("partners as np", "np.id", "r.new_partner_id")
    .select([
      "r.requested_by",
      "r.partner_id as request_partner_id",
      "r.new_partner_id",
      "rq.first_name as rq_first",
      "rq.last_name as rq_last",
      "rp.name_en as rp_en",
      "rp.name_ar as rp_ar",
      "np.name_en as np_en",
      "np.name_ar as np_ar",
      "r.id",
      "r.booking_id",
      "r.technician_id",
      "r.new_technician_id",
      "r.resolved_by",
      "r.reason",
      "r.status",
      "r.resolution_note",
      "r.created_at",
      "r.updated_at",
      "b.number",
      "b.status as booking_status",
      "b.scheduled_at",
      "b.partner_id",
      "b.user_id",
      "b.technician_id as booking_technician_id",
      "p.name_en as p_en",
      "p.name_ar as p_ar",
      "c.first_name as c_first",
      "c.last_name as c_last",
      "t.first_name as t_first",
      "t.last_name as t_last",
      "n.first_name as n_first",
      "n.last_name as n_last",
      "x.first_name as x_first",
      "x.last_name as x_last",
      "bt.first_name as bt_first",
      "bt.last_name as bt_last",
    ]);
  const rows = await orderedWindow(page, column, "r.id", direction, q).execute();
  const labels = await statusLabels(db);
  const data = rows.map((r) => ({
    id: r.id,
    booking: {
      id: r.booking_id,
      number: r.number,
      status: r.booking_status,
      status_label: label(labels, r.booking_status, lang),
      scheduled_at: r.scheduled_at,
      partner: { id: r.partner_id, name: ar ? r.p_ar : r.p_en },
      customer: { id: r.user_id, name: fullName(r.c_first, r.c_last) },
      technician: person(r.booking_technician_id, r.bt_first, r.bt_last),
    },
    technician: person(r.technician_id, r.t_first, r.t_last),
    new_technician: person(r.new_technician_id, r.n_first, r.n_last),
    requested_by: person(r.requested_by, r.rq_first, r.rq_last),
    partner:
      r.request_partner_id === null
        ? { id: r.partner_id, name: ar ? r.p_ar : r.p_en }
        : { id: r.request_partner_id, name: (ar ? r.rp_ar : r.rp_en) ?? "" },
    new_partner: r.new_partner_id === null ? null : { id: r.new_partner_id, name: (ar ? r.np_ar : r.np_en) ?? "" },
    reason: r.reason,
    status: r.status as "pending" | "approved" | "rejected",
    resolution_note: r.resolution_note ?? null,
    resolved_by: person(r.resolved_by, r.x_first, r.x_last),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
  return pageOf(data, num(total.n), q);
}

export async function reassignmentView(db: Database, id: number, lang: Lang) {
  const row = await db.selectFrom("reassignment_requests").select("booking_id").where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, REASSIGNMENT_NOT_FOUND);
  const all = await listReassignments(db, { page: 1, limit: -1, booking_id: row.booking_id }, lang);
  const found = all.data.find((r) => r.id === id);
  if (!found) throw new ApiError(404, REASSIGNMENT_NOT_FOUND);
  return found;
}

/**
 * Active users of a partner holding a role named Technician, with their profile and open jobs: the shared query of
 * server/src/modules/team (partner/technician/list reads the same rows).
 */
export async function technicianUsers(db: Database, partnerId: number) {
  return (await listTechnicians(db, partnerId, { status: "active" })).rows;
}

/* ------------------------------------------------------------------------------------------------------------
 * Quotations and completion reports
 * ---------------------------------------------------------------------------------------------------------- */

const QUOTATION_SORT = {
  id: "q.id",
  created_at: "q.created_at",
  total: "q.total_fils",
  valid_until: "q.valid_until",
  status: "q.status",
} as const;

/** Every partner's quotations; `expired` is a pending one past `valid_until` (as the customer side answers). */
export async function listAdminQuotations(db: Database, q: AdminQuotationListQuery, lang: Lang, now = new Date()) {
  const ar = lang === "ar";
  const nowText = now.toISOString();
  const today = dubaiDateOf(now);
  let base = db
    .selectFrom("quotations as q")
    .innerJoin("bookings as b", "b.id", "q.booking_id")
    .innerJoin("partners as p", "p.id", "q.partner_id")
    .innerJoin("users as c", "c.id", "b.user_id");
  // a bare date is valid through that day (Dubai); a time is valid until that instant
  const expired = sql<SqlBool>`(q.status = 'pending' and ((length(q.valid_until) = 10 and q.valid_until < ${today}) or (length(q.valid_until) > 10 and q.valid_until < ${nowText})))`;
  if (q.status === "expired") base = base.where(expired);
  else if (q.status === "pending") base = base.where("q.status", "=", "pending").where(sql<SqlBool>`not ${expired}`);
  else if (q.status) base = base.where("q.status", "=", q.status);
  if (q.partner_id) base = base.where("q.partner_id", "=", q.partner_id);
  if (q.booking_id) base = base.where("q.booking_id", "=", q.booking_id);
  if (q.search) {
    const pattern = likePattern(q.search);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["q.number"]), "like", pattern),
        eb(eb.fn("lower", ["b.number"]), "like", pattern),
        eb(nameOf("c"), "like", pattern),
        eb(eb.fn("lower", ["q.title_en"]), "like", pattern),
        eb("q.title_ar", "like", pattern),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const column = QUOTATION_SORT[q.sortKey ?? "id"];
  const direction = q.sortKey ? (q.sortVal ?? "asc") : (q.sortVal ?? "desc");
  const page = base
    .leftJoin("orders as qo", "qo.id", "q.order_id")
    .leftJoin("orders as bo", "bo.id", "b.order_id")
    .selectAll("q")
    .select([
      "qo.status as order_status",
      "qo.payment_method as order_payment_method",
      "qo.vat_rate_bp as order_vat_rate_bp",
      "bo.payment_method as booking_payment_method",
      "b.number as booking_number",
      "b.status as booking_status",
      "b.user_id",
      "p.name_en as p_en",
      "p.name_ar as p_ar",
      "c.first_name as c_first",
      "c.last_name as c_last",
    ]);
  const rows = await orderedWindow(page, column, "q.id", direction, q).execute();
  const labels = await statusLabels(db);
  const vatBp = await vatRateBp(db);
  const data = rows.map((r) => {
    const lines = parseJson<QuotationLine[]>(r.lines, []);
    return {
      id: r.id,
      number: r.number,
      booking_id: r.booking_id,
      booking_number: r.booking_number,
      partner: { id: r.partner_id, name: ar ? r.p_ar : r.p_en },
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
      customer: { id: r.user_id, name: fullName(r.c_first, r.c_last) },
      booking_status: r.booking_status,
      booking_status_label: label(labels, r.booking_status, lang),
    };
  });
  return pageOf(data, num(total.n), q);
}

/** Completion reports (photos, notes, sign-off) of every partner, newest first by default. */
export async function listCompletionReports(db: Database, q: ReportListQuery, lang: Lang) {
  const ar = lang === "ar";
  let base = db
    .selectFrom("completion_reports as r")
    .innerJoin("bookings as b", "b.id", "r.booking_id")
    .innerJoin("partners as p", "p.id", "b.partner_id")
    .innerJoin("users as c", "c.id", "b.user_id")
    .leftJoin("users as t", "t.id", "r.technician_id");
  if (q.partner_id) base = base.where("b.partner_id", "=", q.partner_id);
  if (q.booking_id) base = base.where("r.booking_id", "=", q.booking_id);
  if (q.signoff !== undefined) base = base.where("r.customer_signoff", "=", q.signoff);
  if (q.date_from) base = base.where("r.created_at", ">=", dayStart(q.date_from));
  if (q.date_to) base = base.where("r.created_at", "<", dayAfter(q.date_to));
  if (q.search) {
    const pattern = likePattern(q.search);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["b.number"]), "like", pattern),
        eb(nameOf("c"), "like", pattern),
        eb(nameOf("t"), "like", pattern),
        eb(eb.fn("lower", ["r.notes"]), "like", pattern),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const column = q.sortKey === "created_at" ? "r.created_at" : "r.id";
  const direction = q.sortKey ? (q.sortVal ?? "asc") : (q.sortVal ?? "desc");
  const page = base.select([
    "r.id",
    "r.booking_id",
    "r.technician_id",
    "r.notes",
    "r.photos",
    "r.customer_signoff",
    "r.signed_by",
    "r.created_at",
    "r.before_photos",
    "r.after_photos",
    "r.checklist",
    "r.minutes_on_site",
    "r.started_at",
    "r.ended_at",
    "b.number",
    "b.status",
    "b.scheduled_at",
    "b.completed_at",
    "b.total_fils",
    "b.partner_id",
    "b.user_id",
    "p.name_en as p_en",
    "p.name_ar as p_ar",
    "c.first_name as c_first",
    "c.last_name as c_last",
    "t.first_name as t_first",
    "t.last_name as t_last",
  ]);
  const rows = await orderedWindow(page, column, "r.id", direction, q).execute();
  const labels = await statusLabels(db);
  const data = rows.map((r) => ({
    id: r.id,
    booking: {
      id: r.booking_id,
      number: r.number,
      status: r.status,
      status_label: label(labels, r.status, lang),
      scheduled_at: r.scheduled_at,
      completed_at: r.completed_at ?? null,
      total: aed(num(r.total_fils)),
    },
    partner: { id: r.partner_id, name: ar ? r.p_ar : r.p_en },
    customer: { id: r.user_id, name: fullName(r.c_first, r.c_last) },
    technician: person(r.technician_id, r.t_first, r.t_last),
    ...completionReportDetails(r, lang),
    notes: r.notes,
    photos: parseJson<string[]>(r.photos, []),
    customer_signoff: num(r.customer_signoff) === 1,
    signed_by: r.signed_by ?? null,
    created_at: r.created_at,
  }));
  return pageOf(data, num(total.n), q);
}

/* ------------------------------------------------------------------------------------------------------------
 * Reviews
 * ---------------------------------------------------------------------------------------------------------- */

const REVIEW_SORT = { id: "rv.id", created_at: "rv.created_at", rating: "rv.rating" } as const;

const reviewBase = (db: Database) =>
  db
    .selectFrom("reviews as rv")
    .innerJoin("partners as p", "p.id", "rv.partner_id")
    .leftJoin("services as s", "s.id", "rv.service_id");

/** Who replied (Khidma's staff: x, the partner's user: px) and the booking reviewed (rb), for a page of reviews. */
const withReplyPeople = (q: ReturnType<typeof reviewBase>) =>
  q
    .leftJoin("users as x", "x.id", "rv.replied_by")
    .leftJoin("users as px", "px.id", "rv.partner_replied_by")
    .leftJoin("bookings as rb", "rb.id", "rv.booking_id");

const reviewColumns = [
  "rv.id",
  "rv.partner_id",
  "rv.service_id",
  "rv.user_id",
  "rv.customer_name",
  "rv.rating",
  "rv.comment",
  "rv.is_visible",
  "rv.reply",
  "rv.replied_at",
  "rv.replied_by",
  "rv.created_at",
  "rv.partner_reply",
  "rv.partner_replied_at",
  "rv.partner_replied_by",
  "rv.booking_id",
  "rv.technician_rating",
  "rb.number as booking_number",
  "px.first_name as px_first",
  "px.last_name as px_last",
  "p.name_en as p_en",
  "p.name_ar as p_ar",
  "s.name_en as s_en",
  "s.name_ar as s_ar",
  "x.first_name as x_first",
  "x.last_name as x_last",
] as const;

type ReviewRow = {
  id: number;
  partner_id: number;
  service_id: number | null;
  user_id: number | null;
  customer_name: string;
  rating: number;
  comment: string;
  is_visible: number;
  reply?: string | null;
  replied_at?: string | null;
  replied_by?: number | null;
  created_at: string;
  partner_reply?: string | null;
  partner_replied_at?: string | null;
  partner_replied_by?: number | null;
  booking_id?: number | null;
  technician_rating?: number | null;
  booking_number: string | null;
  px_first: string | null;
  px_last: string | null;
  p_en: string;
  p_ar: string;
  s_en: string | null;
  s_ar: string | null;
  x_first: string | null;
  x_last: string | null;
};

const shapeReview = (r: ReviewRow, lang: Lang) => {
  const ar = lang === "ar";
  return {
    id: r.id,
    partner: { id: r.partner_id, name: ar ? r.p_ar : r.p_en },
    service: r.service_id === null ? null : { id: r.service_id, name: (ar ? r.s_ar : r.s_en) ?? "" },
    user_id: r.user_id ?? null,
    customer_name: r.customer_name,
    rating: num(r.rating),
    comment: r.comment,
    is_visible: num(r.is_visible) === 1,
    reply: r.reply ?? null,
    replied_at: r.replied_at ?? null,
    replied_by: person(r.replied_by, r.x_first, r.x_last),
    // the partner's own reply, kept apart from Khidma's (issue 16)
    partner_reply: r.partner_reply ?? null,
    partner_replied_at: r.partner_replied_at ?? null,
    partner_replied_by: person(r.partner_replied_by, r.px_first, r.px_last),
    technician_rating:
      r.technician_rating === null || r.technician_rating === undefined ? null : num(r.technician_rating),
    booking:
      r.booking_id === null || r.booking_id === undefined || r.booking_number === null
        ? null
        : { id: r.booking_id, number: r.booking_number },
    created_at: r.created_at,
  };
};

/** Every review, visible or hidden, newest first by default. */
type ReviewEb = ExpressionBuilder<DB & { rv: DB["reviews"] }, "rv">;

/** The review list's filters on the reviews row alone (the search, which reads partner and service names, apart). */
const reviewFilter = (q: ReviewListQuery) => (eb: ReviewEb) => {
  const conds: Expression<SqlBool>[] = [];
  if (q.rating) conds.push(eb("rv.rating", "=", q.rating));
  if (q.is_visible !== undefined) conds.push(eb("rv.is_visible", "=", q.is_visible));
  if (q.partner_id) conds.push(eb("rv.partner_id", "=", q.partner_id));
  if (q.service_id) conds.push(eb("rv.service_id", "=", q.service_id));
  if (q.replied === 1) conds.push(eb("rv.reply", "is not", null));
  if (q.replied === 0) conds.push(eb("rv.reply", "is", null));
  return eb.and(conds);
};

export async function listAdminReviews(db: Database, q: ReviewListQuery, lang: Lang) {
  let base = reviewBase(db).where((eb) => reviewFilter(q)(eb as unknown as ReviewEb));
  if (q.search) {
    const pattern = likePattern(q.search);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["rv.customer_name"]), "like", pattern),
        eb(eb.fn("lower", ["rv.comment"]), "like", pattern),
        eb(eb.fn("lower", ["p.name_en"]), "like", pattern),
        eb("p.name_ar", "like", pattern),
        eb(eb.fn("lower", ["s.name_en"]), "like", pattern),
      ]),
    );
  }
  // without a search the count reads reviews alone: every review has its partner (the inner join drops none)
  const total = await (q.search ? base : db.selectFrom("reviews as rv").where(reviewFilter(q)))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const column = REVIEW_SORT[q.sortKey ?? "id"];
  const direction = q.sortKey ? (q.sortVal ?? "asc") : (q.sortVal ?? "desc");
  const page = withReplyPeople(base).select(reviewColumns);
  const rows = (await orderedWindow(page, column, "rv.id", direction, q).execute()) as ReviewRow[];
  return pageOf(
    rows.map((r) => shapeReview(r, lang)),
    num(total.n),
    q,
  );
}

export async function reviewView(db: Database, id: number, lang: Lang) {
  const row = (await withReplyPeople(reviewBase(db))
    .select(reviewColumns)
    .where("rv.id", "=", id)
    .executeTakeFirst()) as ReviewRow | undefined;
  if (!row) throw new ApiError(404, REVIEW_NOT_FOUND);
  return shapeReview(row, lang);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The stored figures of the given partners (average_rating, rating_count of their visible reviews). 021_reviews'
 * triggers keep partners' and services' figures on every write to reviews, so a visibility change has already moved
 * them (services through review_services: every service a review rates).
 */
export async function storedRatingsOf(db: Database, partnerIds: number[]) {
  if (partnerIds.length === 0) return [];
  const rows = await db
    .selectFrom("partners")
    .select(["id", "average_rating", "rating_count"])
    .where("id", "in", partnerIds)
    .orderBy("id")
    .execute();
  return rows.map((p) => ({
    id: p.id,
    average_rating: round2(num(p.average_rating)),
    rating_count: num(p.rating_count),
  }));
}

/* ------------------------------------------------------------------------------------------------------------
 * Availability
 * ---------------------------------------------------------------------------------------------------------- */

/**
 * A partner's week (with breaks and technicians on shift), holidays (90 days: company and technician ranges, adopted
 * public holidays) and the load of `days` days from `from` (Dubai dates). Capacity minutes: each active technician's
 * shift less breaks and days off, or the weekday's hours less breaks x teams for a partner without technicians.
 */
export async function partnerAvailability(
  db: Database,
  partnerId: number,
  from: string | undefined,
  days: number,
  lang: Lang,
  now: Date = new Date(),
) {
  const ar = lang === "ar";
  const partner = await db
    .selectFrom("partners")
    .select(["id", "name_en", "name_ar", "status"])
    .where("id", "=", partnerId)
    .executeTakeFirst();
  if (!partner) throw fieldError("partner_id", PARTNER_ID_INVALID);
  const start = from ?? dubaiDateOf(now);
  const end = addDays(start, days - 1);
  const holidaysEnd = addDays(start, 89);
  const cal = await loadCalendar(db, partnerId, start, end, { holidaysTo: holidaysEnd });
  const onShift = (tech: CalendarTechnician, weekday: number) =>
    shiftOf((tech.hours ?? cal.hours).get(weekday)) !== null;
  const working_hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const h = cal.hours.get(weekday);
    return {
      weekday,
      opens_at: h?.opens_at ?? null,
      closes_at: h?.closes_at ?? null,
      is_closed: !h || h.is_closed || h.capacity <= 0,
      capacity: h?.capacity ?? 0,
      breaks: h?.breaks ?? [],
      technicians_on_shift: cal.technicians.filter((t) => onShift(t, weekday)).length,
    };
  });
  const named = (en: string, a: string) => ({ name: ar ? a : en, name_en: en, name_ar: a });
  const holidays = [
    ...cal.ranges.map((r) => ({
      date: r.start_date > start ? r.start_date : start,
      start_date: r.start_date,
      end_date: r.end_date,
      ...named(r.title_en, r.title_ar),
      scope: r.technician_ids.length === 0 ? ("partner" as const) : ("technician" as const),
      technician_ids: r.technician_ids,
      is_tentative: false,
    })),
    ...cal.publicHolidays.map((p) => ({
      date: p.start_date > start ? p.start_date : start,
      start_date: p.start_date,
      end_date: p.end_date,
      ...named(p.name_en, p.name_ar),
      scope: "public" as const,
      technician_ids: [] as number[],
      is_tentative: p.is_tentative,
    })),
  ].sort((a, b) => (a.date === b.date ? a.scope.localeCompare(b.scope) : a.date < b.date ? -1 : 1));
  const load = [];
  const totals = { bookings: 0, booked_minutes: 0, capacity_minutes: 0 };
  for (let i = 0; i < days; i += 1) {
    const date = addDays(start, i);
    const dayStartMs = dubaiInstant(date, 0).getTime();
    const dayEndMs = dubaiInstant(addDays(date, 1), 0).getTime();
    const todays = cal.bookings.filter((b) => b.start >= dayStartMs && b.start < dayEndMs);
    const booked = Math.round(todays.reduce((a, b) => a + (b.end - b.start) / 60_000, 0));
    const slots = computeSlots(cal, date, 60, now, lang);
    const holiday = cal.holidays.get(date);
    const capacity = capacityMinutes(cal, date);
    totals.bookings += todays.length;
    totals.booked_minutes += booked;
    totals.capacity_minutes += capacity;
    load.push({
      date,
      weekday: weekdayOf(date),
      closed: slots.closed,
      closed_reason: slots.closed_reason,
      holiday_name: holiday ? (ar ? holiday.name_ar : holiday.name_en) : null,
      bookings: todays.length,
      booked_minutes: booked,
      capacity_minutes: capacity,
      utilisation: capacity > 0 ? round2(booked / capacity) : 0,
      slots_total: slots.slots.length,
      slots_free: slots.slots.filter((s) => s.available).length,
    });
  }
  return {
    partner: {
      id: partner.id,
      name: ar ? partner.name_ar : partner.name_en,
      name_en: partner.name_en,
      name_ar: partner.name_ar,
      status: partner.status,
    },
    timezone: TIMEZONE,
    working_hours,
    holidays,
    technicians: cal.technicians.map((t) => ({
      id: t.id,
      name: t.name ?? "",
      colour: t.colour ?? "#1677ff",
      own_week: t.hours !== null,
      weekdays: [0, 1, 2, 3, 4, 5, 6].filter((w) => onShift(t, w)),
    })),
    load,
    totals,
  };
}
