import { type Kysely, sql } from "kysely";
import { expect } from "vitest";
import type { DbDriver } from "../../server/src/config.js";
import { nowIso } from "../../server/src/db/database.js";
import { recomputeReportCounters } from "../../server/src/db/migrations/043_report_counters.js";
import { insertBooking } from "./commerce-helpers.js";
import { bearer, json, type TestApp } from "./helpers.js";

/**
 * The sales and appointments reports read per-day counters kept by triggers (migration 043). This scenario writes
 * orders, lines, ledger lines, bookings, items and status history the way the modules do (create, pay, refund,
 * cancel, reschedule, move to another partner, day or emirate, delete), and after each step checks that:
 * - every figure of the answer (summary, previous period, series, breakdowns, the table's count and first page)
 *   equals the same report computed from the base tables (a `search` every number matches: the reports then
 *   filter rows and cannot use the counters), for each filter of the bar;
 * - the counters equal a refill from the base tables (`recomputeReportCounters`);
 * - the headline totals equal a hand-written SQL sum over orders and bookings.
 * Shared by the SQLite suite (tests/server/report-counters.test.ts) and the PostgreSQL one.
 */

// biome-ignore lint/suspicious/noExplicitAny: the test database (SQLite or PostgreSQL), typed or not
type AnyDb = Kysely<any>;

export interface Scenario {
  app: TestApp;
  db: AnyDb;
  driver: DbDriver;
  admin: string;
}

const YEAR = "from=2024-01-01&to=2024-12-31"; // 366 days, the longest range allowed
const COUNTER_TABLES = [
  "sales_report_days",
  "sales_report_category_days",
  "appointment_report_days",
  "appointment_report_category_days",
];

export async function fixtures(s: Scenario) {
  const { db } = s;
  const partners = await db.selectFrom("partners").select("id").orderBy("id").limit(2).execute();
  const services = await db.selectFrom("services").select(["id", "category_id"]).orderBy("id").execute();
  const s1 = services[0];
  const s2 = services.find((x: { category_id: number }) => x.category_id !== s1.category_id);
  const communities = await db.selectFrom("communities").select(["id", "emirate_id"]).orderBy("id").execute();
  const cm1 = communities[0];
  const cm2 = communities.find((c: { emirate_id: number }) => c.emirate_id !== cm1.emirate_id);
  const customer = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "customer@khidma.test")
    .executeTakeFirstOrThrow();
  expect(partners).toHaveLength(2);
  expect(s2).toBeDefined();
  expect(cm2).toBeDefined();
  return {
    P1: partners[0].id as number,
    P2: partners[1].id as number,
    s1: s1 as { id: number; category_id: number },
    s2: s2 as { id: number; category_id: number },
    cm1: cm1 as { id: number; emirate_id: number },
    cm2: cm2 as { id: number; emirate_id: number },
    userId: customer.id as number,
  };
}

type Fx = Awaited<ReturnType<typeof fixtures>>;

const get = (s: Scenario, url: string) =>
  s.app.inject({ method: "GET", url: `/api/v2/${url}`, headers: { ...bearer(s.admin), "accept-language": "en" } });

/** The report from the counters and from the base tables (search "-": every order and booking number has one). */
async function sameAsBase(s: Scenario, name: "sales" | "appointments", query: string) {
  const a = await get(s, `report/${name}?${YEAR}&${query}`);
  const b = await get(s, `report/${name}?${YEAR}&${query}&search=-`);
  expect(a.statusCode, a.body).toBe(200);
  expect(b.statusCode, b.body).toBe(200);
  const x = json(a).data;
  const y = json(b).data;
  const where = `${name}?${query}`;
  expect(x.summary, where).toEqual(y.summary);
  expect(x.previous, where).toEqual(y.previous);
  expect(x.series, where).toEqual(y.series);
  expect(x.breakdowns, where).toEqual(y.breakdowns);
  expect(x.rows.total, where).toBe(y.rows.total);
  expect(x.rows.data, where).toEqual(y.rows.data);
  return x;
}

const DIMENSIONS = new Set(["status", "day", "partner_id", "emirate_id", "category_id", "payment_method", "reason"]);

/** A counter table's rows that count something (a row fallen to 0 stays; it adds nothing), comparable as text. */
const nonZero = async (db: AnyDb, table: string) => {
  const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
  return rows
    .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, DIMENSIONS.has(k) ? String(v) : Number(v)])))
    .filter((r) => Object.entries(r).some(([k, v]) => !DIMENSIONS.has(k) && v !== 0))
    .map((r) => JSON.stringify(r))
    .sort();
};

/** Every check of one step. */
export async function check(s: Scenario, fx: Fx) {
  // the counters equal a refill from the base tables
  const kept: Record<string, string[]> = {};
  for (const t of COUNTER_TABLES) kept[t] = await nonZero(s.db, t);
  await recomputeReportCounters(s.db as Kysely<unknown>, s.driver);
  for (const t of COUNTER_TABLES) expect(await nonZero(s.db, t), t).toEqual(kept[t]);

  // every filter of the bar answers what the base tables give
  const sales = await sameAsBase(s, "sales", "compare=1");
  for (const q of [
    `partner_id=${fx.P1}`,
    `partner_id=${fx.P2}&group_by=month`,
    `emirate_id=${fx.cm1.emirate_id}`,
    `emirate_id=${fx.cm2.emirate_id}&partner_id=${fx.P1}`,
    `category_id=${fx.s1.category_id}`,
    `category_id=${fx.s2.category_id}&partner_id=${fx.P2}`,
    "status=refunded&group_by=week",
  ])
    await sameAsBase(s, "sales", q);
  const appointments = await sameAsBase(s, "appointments", "compare=1");
  for (const q of [
    `partner_id=${fx.P1}`,
    `partner_id=${fx.P2}&group_by=month`,
    `emirate_id=${fx.cm1.emirate_id}`,
    `emirate_id=${fx.cm2.emirate_id}&partner_id=${fx.P2}`,
    `category_id=${fx.s1.category_id}`,
    `category_id=${fx.s2.category_id}&status=completed`,
    "status=cancelled",
  ])
    await sameAsBase(s, "appointments", q);

  // and a hand-written sum over the base tables
  const o = (
    await sql<{ n: unknown; total: unknown }>`select count(*) as n, coalesce(sum(total_fils), 0) as total
      from orders where status = 'paid' and kind <> 'topup' and paid_at >= '2023-12-31T20:00:00.000Z'
        and paid_at < '2024-12-31T20:00:00.000Z'`.execute(s.db)
  ).rows[0];
  expect(sales.summary.orders).toBe(Number(o.n));
  expect(sales.summary.total).toBe(Number(o.total) / 100);
  const b = (
    await sql<{ n: unknown; completed: unknown }>`select count(*) as n,
        coalesce(sum(case when status = 'completed' then 1 else 0 end), 0) as completed
      from bookings where scheduled_at >= '2023-12-31T20:00:00.000Z' and scheduled_at < '2024-12-31T20:00:00.000Z'`.execute(
      s.db,
    )
  ).rows[0];
  expect(appointments.summary.total).toBe(Number(b.n));
  expect(appointments.summary.completed).toBe(Number(b.completed));
  return { sales, appointments };
}

let serial = 0;

export async function insertOrder(
  s: Scenario,
  fx: Fx,
  o: { partner: number; status?: string; method?: string; total: number; paid_at: string | null; service?: number },
) {
  const at = nowIso();
  serial += 1;
  const { id } = await s.db
    .insertInto("orders")
    .values({
      number: `RC-O${serial}-${s.driver}`,
      user_id: fx.userId,
      partner_id: o.partner,
      kind: "booking",
      status: o.status ?? "paid",
      payment_method: o.method ?? "card",
      subtotal_fils: o.total + 1000,
      discount_fils: 1000,
      total_fils: o.total,
      vat_fils: Math.round(o.total / 21),
      coupon_id: null,
      cart_id: null,
      idempotency_key: null,
      paid_at: o.paid_at,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (o.service)
    await s.db
      .insertInto("order_lines")
      .values({
        order_id: id,
        description_en: "Line",
        description_ar: "بند",
        service_id: o.service,
        package_id: null,
        quantity: 1,
        unit_price_fils: o.total,
        total_fils: o.total,
        vat_fils: Math.round(o.total / 21),
      })
      .execute();
  return id as number;
}

export async function ledger(s: Scenario, partnerId: number, orderId: number, type: string, amount: number) {
  serial += 1;
  await s.db
    .insertInto("ledger_entries")
    .values({
      partner_id: partnerId,
      type,
      amount_fils: amount,
      order_id: orderId,
      booking_id: null,
      subscription_id: null,
      event_key: `rc:${orderId}:${type}:${serial}`,
      reason: null,
      actor_user_id: null,
      description_en: type,
      description_ar: type,
      created_at: nowIso(),
    })
    .execute();
}

export async function addBooking(
  s: Scenario,
  fx: Fx,
  b: { partner: number; status: string; scheduled: string; order?: number; community?: number; service?: number },
) {
  serial += 1;
  const { id } = await insertBooking(
    s.db as never,
    {
      number: `RC-B${serial}-${s.driver}`,
      user_id: fx.userId,
      partner_id: b.partner,
      status: b.status as never,
      scheduled_at: b.scheduled,
      order_id: b.order ?? null,
      community_id: b.community ?? null,
      total_fils: 15000,
      created_at: "2024-01-02T08:00:00.000Z", // insertBooking writes every column it is given
    } as Parameters<typeof insertBooking>[1],
  );
  if (b.service)
    await s.db
      .insertInto("booking_items")
      .values({
        booking_id: id,
        service_id: b.service,
        name_en: "Item",
        name_ar: "بند",
        quantity: 1,
        unit_price_fils: 15000,
        total_fils: 15000,
      })
      .execute();
  return id as number;
}

export const history = (s: Scenario, bookingId: number, status: string, at: string) =>
  s.db
    .insertInto("booking_status_history")
    .values({ booking_id: bookingId, status, note: null, actor_user_id: null, created_at: at })
    .execute();

/** The whole scenario: writes, then every check after each step. */
export async function runScenario(s: Scenario) {
  const fx = await fixtures(s);
  const { db } = s;
  const { P1, P2, s1, s2, cm1, cm2 } = fx;

  // ---- create: an order paid with its booking, one pending, one in the previous year ----
  const o1 = await insertOrder(s, fx, {
    partner: P1,
    total: 21000,
    paid_at: "2024-05-10T08:00:00.000Z",
    service: s1.id,
  });
  const o2 = await insertOrder(s, fx, { partner: P2, status: "pending", total: 10500, paid_at: null, service: s2.id });
  await insertOrder(s, fx, { partner: P1, total: 4200, paid_at: "2023-07-01T08:00:00.000Z", service: s1.id });
  const b1 = await addBooking(s, fx, {
    partner: P1,
    status: "confirmed",
    scheduled: "2024-05-12T06:00:00.000Z",
    order: o1,
    community: cm1.id,
    service: s1.id,
  });
  const b2 = await addBooking(s, fx, {
    partner: P2,
    status: "requested",
    scheduled: "2024-06-01T10:00:00.000Z",
    order: o2,
    community: cm2.id,
    service: s2.id,
  });
  const b3 = await addBooking(s, fx, { partner: P2, status: "confirmed", scheduled: "2024-02-29T21:00:00.000Z" });
  let r = await check(s, fx);
  expect(r.sales.summary).toMatchObject({ orders: 1, total: 210 });
  expect(r.sales.previous).toMatchObject({ orders: 1, total: 42 });
  expect(r.sales.breakdowns.by_emirate).toEqual([
    { key: cm1.emirate_id, label: expect.any(String), orders: 1, total: 210 },
  ]);
  expect(r.appointments.summary).toMatchObject({ total: 3, completed: 0, open: 3 });

  // ---- pay the pending order; ledger lines (revenue, commission) for the first ----
  await db
    .updateTable("orders")
    .set({ status: "paid", paid_at: "2024-06-01T07:00:00.000Z" })
    .where("id", "=", o2)
    .execute();
  await ledger(s, P1, o1, "revenue", 20000);
  await ledger(s, P1, o1, "commission", -3000);
  r = await check(s, fx);
  expect(r.sales.summary).toMatchObject({ orders: 2, total: 315, commission: 30, partner_net: 170 });

  // ---- work: started on time, completed; another cancelled with a reason ----
  await db.updateTable("bookings").set({ status: "in-progress" }).where("id", "=", b1).execute();
  await history(s, b1, "in-progress", "2024-05-12T06:10:00.000Z");
  await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", b1).execute();
  await db
    .updateTable("bookings")
    .set({ status: "cancelled", cancel_reason: "Plans changed" })
    .where("id", "=", b3)
    .execute();
  r = await check(s, fx);
  expect(r.appointments.summary).toMatchObject({ total: 3, completed: 1, cancelled: 1, started: 1, on_time: 1 });
  expect(r.appointments.breakdowns.by_reason).toEqual([
    { key: "Plans changed", label: "Plans changed", bookings: 1, cancelled: 1, no_shows: 0 },
  ]);

  // ---- reschedule to another day, move to the other partner and emirate; the order moves day, partner, method ----
  await db
    .updateTable("bookings")
    .set({ scheduled_at: "2024-07-01T05:00:00.000Z", partner_id: P1, community_id: cm1.id })
    .where("id", "=", b2)
    .execute();
  await db
    .updateTable("orders")
    .set({ paid_at: "2024-05-20T21:30:00.000Z", partner_id: P2, payment_method: "cash" })
    .where("id", "=", o1)
    .execute();
  r = await check(s, fx);
  expect(r.sales.series.find((p: { period: string }) => p.period === "2024-05-21")).toMatchObject({ orders: 1 });

  // ---- refund one; an item of another category; a catalogue move (service category, community emirate) ----
  await db.updateTable("orders").set({ status: "refunded" }).where("id", "=", o2).execute();
  await db
    .insertInto("booking_items")
    .values({
      booking_id: b1,
      service_id: s2.id,
      name_en: "Extra",
      name_ar: "إضافي",
      quantity: 1,
      unit_price_fils: 5000,
      total_fils: 5000,
    })
    .execute();
  // corrections: a line's amount, a ledger line's amount, an item's service
  await db.updateTable("order_lines").set({ total_fils: 20500 }).where("order_id", "=", o1).execute();
  await db
    .updateTable("ledger_entries")
    .set({ amount_fils: -2500 })
    .where("order_id", "=", o1)
    .where("type", "=", "commission")
    .execute();
  await db.updateTable("booking_items").set({ service_id: s1.id }).where("booking_id", "=", b2).execute();
  r = await check(s, fx);
  expect(r.sales.summary).toMatchObject({ commission: 25 });
  await db.updateTable("bookings").set({ community_id: cm2.id }).where("id", "=", b1).execute(); // a new address
  r = await check(s, fx);
  expect(r.sales.breakdowns.by_emirate).toEqual([
    { key: cm2.emirate_id, label: expect.any(String), orders: 1, total: 210 },
  ]);
  await db.updateTable("services").set({ category_id: s2.category_id }).where("id", "=", s1.id).execute();
  await db.updateTable("communities").set({ emirate_id: cm2.emirate_id }).where("id", "=", cm1.id).execute();
  r = await check(s, fx);
  expect(r.sales.summary).toMatchObject({ orders: 1, total: 210 });
  await db.updateTable("services").set({ category_id: s1.category_id }).where("id", "=", s1.id).execute();
  await db.updateTable("communities").set({ emirate_id: cm1.emirate_id }).where("id", "=", cm1.id).execute();
  await check(s, fx);

  // ---- delete: the work's history, an item, a booking, an order with its lines and ledger lines ----
  await db.deleteFrom("booking_status_history").where("booking_id", "=", b1).execute();
  await db.deleteFrom("booking_items").where("booking_id", "=", b1).where("service_id", "=", s2.id).execute();
  await db.deleteFrom("booking_items").where("booking_id", "=", b3).execute();
  await db.deleteFrom("bookings").where("id", "=", b3).execute();
  await db.deleteFrom("ledger_entries").where("order_id", "=", o1).execute();
  await db.updateTable("bookings").set({ order_id: null }).where("order_id", "=", o1).execute();
  await db.deleteFrom("order_lines").where("order_id", "=", o1).execute();
  await db.deleteFrom("orders").where("id", "=", o1).execute();
  r = await check(s, fx);
  expect(r.sales.summary).toMatchObject({ orders: 0, total: 0, commission: 0 });
  expect(r.appointments.summary).toMatchObject({ total: 2, started: 0, on_time: 0 });
}
