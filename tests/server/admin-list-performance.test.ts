import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, insertBooking } from "./commerce-helpers.js";
import {
  bearer,
  bulkCustomerBookings,
  demoCustomerAndPartner,
  json,
  login,
  makeTestApp,
  type TestApp,
} from "./helpers.js";

/**
 * Migration 016: the counters behind the appointments tabs and the dashboards stay exact whatever writes the
 * bookings and orders (API or SQL), and the booking list's search (trigram index on numbers, customers and
 * partners by id) finds the same rows as a plain LIKE over the joined tables.
 */

type Row = Record<string, unknown>;
const key = (r: Row) =>
  JSON.stringify(
    Object.keys(r)
      .sort()
      .map((k) => [k, String(r[k])]),
  );
const sorted = (rows: Row[]) => rows.map(key).sort();

/** Every counter table's non-zero rows, and the same figures recomputed from bookings and orders. */
async function countersAndTruth(db: Db) {
  const q = async (text: string) => (await sql.raw(text).execute(db)).rows as Row[];
  const counters = {
    totals: await q(`select partner_id, status, payment_status, n from booking_status_totals where n <> 0`),
    slots: await q(`select partner_id, day, status, payment_status, n from booking_slot_counts where n <> 0`),
    created: await q(`select day, status, n from booking_created_counts where n <> 0`),
    paid: await q(`select day, partner_id, kind, n, total_fils, vat_fils from order_paid_days where n <> 0`),
    categories: await q(`select day, category_id, n from booking_category_days where n <> 0`),
    sales: await q(`select day, package_id, n, total_fils from package_sales_days where n <> 0`),
  };
  const truth = {
    totals: await q(`select partner_id, status, payment_status, count(*) as n from bookings
      group by partner_id, status, payment_status`),
    slots: await q(`select partner_id, date(scheduled_at, '+4 hours') as day, status, payment_status, count(*) as n
      from bookings group by 1, 2, 3, 4`),
    created: await q(`select date(created_at, '+4 hours') as day, status, count(*) as n from bookings group by 1, 2`),
    paid: await q(`select date(paid_at, '+4 hours') as day, coalesce(partner_id, 0) as partner_id, kind, count(*) as n,
      sum(total_fils) as total_fils, sum(vat_fils) as vat_fils from orders where status = 'paid' and paid_at is not null
      group by 1, 2, 3`),
    categories: await q(`select day, category_id, count(*) as n from (select distinct b.id,
      date(b.created_at, '+4 hours') as day, s.category_id from bookings b join booking_items bi on bi.booking_id = b.id
      join services s on s.id = bi.service_id) group by 1, 2`),
    sales:
      await q(`select date(o.paid_at, '+4 hours') as day, ps.package_id, count(*) as n, sum(o.total_fils) as total_fils
      from package_subscriptions ps join orders o on o.id = ps.order_id where o.status = 'paid' and o.paid_at is not null
      group by 1, 2`),
  };
  return { counters, truth };
}

async function expectCountersExact(db: Db) {
  const { counters, truth } = await countersAndTruth(db);
  for (const k of Object.keys(truth) as (keyof typeof truth)[]) {
    if (k !== "sales") expect(truth[k].length, k).toBeGreaterThan(0); // the demo seed sells packages unpaid
    expect(sorted(counters[k]), k).toEqual(sorted(truth[k]));
  }
}

describe("admin list performance (migration 016)", () => {
  let app: TestApp;
  let db: Db;
  let admin: string;
  let aisha: string;
  const call = (method: "GET" | "POST", url: string, token: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url: `/api/v2/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ok = async (method: "GET" | "POST", url: string, token: string, payload?: Record<string, unknown>) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return json(res).data;
  };

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    aisha = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it("the counters match the seeded rows, and stay exact after create, status change, cancel, payment and delete", async () => {
    await expectCountersExact(db);

    // create (SQL), then change its status through the admin API
    const { user, partner } = await demoCustomerAndPartner(db);
    const created = await insertBooking(db, {
      number: "BK-T16-1",
      user_id: user.id,
      partner_id: partner.id,
      scheduled_at: "2030-03-01T19:30:00.000Z", // 23:30 in Dubai on 1 March
    });
    await expectCountersExact(db);
    await ok("POST", "admin/booking/bulk-status", admin, { ids: [created.id], status: "confirmed" });
    expect(
      (await db.selectFrom("bookings").select("status").where("id", "=", created.id).executeTakeFirstOrThrow()).status,
    ).toBe("confirmed");
    await expectCountersExact(db);

    // the customer cancels a paid confirmed booking: booking cancelled, refund written on the order side
    const confirmed = await db
      .selectFrom("bookings")
      .select("id")
      .where("user_id", "=", user.id)
      .where("status", "=", "confirmed")
      .where("id", "!=", created.id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const preview = await ok("GET", `customer/booking/cancel-preview/${confirmed.id}`, aisha);
    await ok("POST", `customer/booking/cancel/${confirmed.id}`, aisha, { expected_fee: preview.fee });
    await expectCountersExact(db);

    // an order paid, then refunded, then a slot moved across a Dubai midnight, then a delete (all SQL)
    const order = await db
      .selectFrom("orders")
      .select(["id"])
      .where("status", "!=", "paid")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("orders")
      .set({ status: "paid", paid_at: "2030-01-01T20:00:00.000Z" })
      .where("id", "=", order.id)
      .execute();
    await expectCountersExact(db);
    await db.updateTable("orders").set({ status: "refunded" }).where("id", "=", order.id).execute();
    await expectCountersExact(db);
    await db
      .updateTable("bookings")
      .set({ scheduled_at: "2030-03-01T20:30:00.000Z", payment_status: "paid" })
      .where("id", "=", created.id)
      .execute();
    await expectCountersExact(db);
    // items of two services of one category, then of another; one removed; a service moved to another category
    const services = await db.selectFrom("services").select(["id", "category_id"]).orderBy("id").execute();
    const [s1, s2] = services;
    const other = services.find((x) => x.category_id !== s1.category_id) ?? s2;
    const item = (serviceId: number) => ({
      booking_id: created.id,
      service_id: serviceId,
      name_en: "x",
      name_ar: "x",
      quantity: 1,
      unit_price_fils: 100,
      total_fils: 100,
    });
    await db
      .insertInto("booking_items")
      .values([item(s1.id), item(s1.id), item(other.id)])
      .execute();
    await expectCountersExact(db);
    const first = await db
      .selectFrom("booking_items")
      .select("id")
      .where("booking_id", "=", created.id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await db.deleteFrom("booking_items").where("id", "=", first.id).execute();
    await expectCountersExact(db);
    await db.updateTable("services").set({ category_id: other.category_id }).where("id", "=", s1.id).execute();
    await expectCountersExact(db);
    await db.updateTable("services").set({ category_id: s1.category_id }).where("id", "=", s1.id).execute();

    // a package sale: its order paid, moved to another day, then no longer paid
    // (the demo seed sells no package: one subscription on an unpaid order of the customer)
    const duration = await db
      .selectFrom("package_durations as d")
      .innerJoin("packages as p", "p.id", "d.package_id")
      .select(["d.id", "d.package_id", "p.partner_id"])
      .orderBy("d.id")
      .executeTakeFirstOrThrow();
    const unpaid = await db
      .selectFrom("orders")
      .select("id")
      .where("status", "!=", "paid")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("package_subscriptions")
      .values({
        number: "PK-T16-1",
        order_id: unpaid.id,
        user_id: user.id,
        package_id: duration.package_id,
        package_duration_id: duration.id,
        partner_id: duration.partner_id,
        property_type: "apartment",
        property_size: "2br",
        user_address_id: null,
        starts_on: "2030-02-03",
        ends_on: "2030-03-03",
        visits_total: 4,
        visits_used: 0,
        total_fils: 1000,
        status: "pending",
        created_at: "2030-02-02T20:00:00.000Z",
        updated_at: "2030-02-02T20:00:00.000Z",
      })
      .execute();
    const sale = { order_id: unpaid.id };
    await db
      .updateTable("orders")
      .set({ status: "paid", paid_at: "2030-02-02T21:00:00.000Z" })
      .where("id", "=", sale.order_id)
      .execute();
    await expectCountersExact(db);
    expect((await countersAndTruth(db)).counters.sales.length).toBeGreaterThan(0);
    await db.updateTable("orders").set({ status: "refunded" }).where("id", "=", sale.order_id).execute();
    await expectCountersExact(db);

    await db.deleteFrom("bookings").where("id", "=", created.id).execute();
    await expectCountersExact(db);
  }, 60_000);

  it("the appointments tabs from the counters equal the rows for the partner, payment and date filters", async () => {
    const partner = await db.selectFrom("partners").select("id").orderBy("id").executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom("bookings")
      .select(["status", "partner_id", "payment_status", "scheduled_at"])
      .execute();
    const dubaiDay = (iso: string) => new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(0, 10);
    const days = rows.map((r) => dubaiDay(r.scheduled_at)).sort();
    const from = days[Math.floor(days.length / 4)];
    const to = days[Math.floor((days.length * 3) / 4)];
    const cases: [string, (r: (typeof rows)[number]) => boolean][] = [
      ["", () => true],
      [`partner_id=${partner.id}`, (r) => r.partner_id === partner.id],
      ["payment_status=paid", (r) => r.payment_status === "paid"],
      [`date_from=${from}&date_to=${to}`, (r) => dubaiDay(r.scheduled_at) >= from && dubaiDay(r.scheduled_at) <= to],
      [
        `date_from=${from}&partner_id=${partner.id}&payment_status=paid`,
        (r) => dubaiDay(r.scheduled_at) >= from && r.partner_id === partner.id && r.payment_status === "paid",
      ],
    ];
    for (const [query, match] of cases) {
      const expected: Record<string, number> = {};
      for (const r of rows.filter(match)) expected[r.status] = (expected[r.status] ?? 0) + 1;
      const list = await ok("GET", `admin/booking/list?limit=5&${query}`, admin);
      const counts = Object.fromEntries(Object.entries(list.status_counts).filter(([k, n]) => k !== "all" && n !== 0));
      expect(counts, query).toEqual(expected);
      expect(list.total, query).toBe(rows.filter(match).length);
      expect(list.status_counts.all, query).toBe(list.total);
      const completed = await ok("GET", `admin/booking/list?limit=5&status=completed&${query}`, admin);
      expect(completed.total, query).toBe(expected.completed ?? 0);
    }
  });

  it("search finds bookings by number (trigram index), customer name, email and partner name in either language", async () => {
    /** Ids a plain LIKE over the joined tables finds (the behaviour before the index). */
    const truth = async (text: string) => {
      const pattern = `%${text.toLowerCase()}%`;
      const r = await sql<{ id: number }>`select b.id from bookings b join users c on c.id = b.user_id
        join partners p on p.id = b.partner_id
        where lower(b.number) like ${pattern} or lower(c.first_name || ' ' || c.last_name) like ${pattern}
          or lower(c.email) like ${pattern} or c.phone like ${pattern} or lower(p.name_en) like ${pattern}
          or p.name_ar like ${pattern}
        order by b.id desc`.execute(db);
      return r.rows.map((x) => x.id);
    };
    const sparkle = await db
      .selectFrom("partners")
      .select(["name_ar"])
      .where("slug", "=", "sparkle-cleaning")
      .executeTakeFirstOrThrow();
    const aishaRow = await db
      .selectFrom("users")
      .select(["last_name"])
      .where("email", "=", "customer@khidma.test")
      .executeTakeFirstOrThrow();
    for (const text of [
      "BK-00000",
      "bk-000012",
      "00001",
      "BK",
      aishaRow.last_name.toUpperCase(),
      "customer@khidma",
      sparkle.name_ar.slice(0, 4),
      "zzz-none",
    ]) {
      const expected = await truth(text);
      const list = await ok("GET", `admin/booking/list?limit=-1&search=${encodeURIComponent(text)}`, admin);
      expect(
        list.data.map((b: { id: number }) => b.id),
        text,
      ).toEqual(expected);
      expect(list.total, text).toBe(expected.length);
      const tabs = Object.entries(list.status_counts)
        .filter(([k]) => k !== "all")
        .reduce((a, [, n]) => a + Number(n), 0);
      expect(tabs, text).toBe(expected.length);
    }
    // found: a number, a customer, the partner's Arabic name; and a page deep into a sorted search
    expect((await truth("BK-00000")).length).toBeGreaterThan(0);
    expect((await truth(sparkle.name_ar.slice(0, 4))).length).toBeGreaterThan(0);
    const all = await truth("BK");
    const page2 = await ok("GET", "admin/booking/list?limit=3&page=2&search=bk&sortKey=id&sortVal=desc", admin);
    expect(page2.data.map((b: { id: number }) => b.id)).toEqual(all.slice(3, 6));

    // a search matching thousands (the page walks the sort order and probes the matches): same pages as sorting them
    const userId = await bulkCustomerBookings(db, "PRB", 2100, (i) => (i * 7919) % 2100);
    const many = await sql<{ id: number }>`select id from bookings where number like 'BK-PRB-%'
      order by scheduled_at desc, id desc`.execute(db);
    const deep = await ok(
      "GET",
      "admin/booking/list?limit=10&page=7&search=prb&sortKey=scheduled_at&sortVal=desc",
      admin,
    );
    expect(deep.total).toBe(2100);
    expect(deep.data.map((b: { id: number }) => b.id)).toEqual(many.rows.slice(60, 70).map((r) => r.id));
    const done = await ok("GET", "admin/booking/list?limit=5&page=3&search=prb&status=completed", admin);
    expect(done.total).toBe(700);
    const doneIds = (
      await sql<{ id: number }>`select id from bookings where number like 'BK-PRB-%' and status = 'completed'
      order by id desc`.execute(db)
    ).rows.map((r) => r.id);
    expect(done.data.map((b: { id: number }) => b.id)).toEqual(doneIds.slice(10, 15));

    // the same thousands found by the customer's name (probing the matched customers), tabs counted per status
    const byName = await truth(aishaRow.last_name);
    expect(byName.length).toBeGreaterThan(2100);
    const named = await ok(
      "GET",
      `admin/booking/list?limit=10&page=4&search=${encodeURIComponent(aishaRow.last_name)}`,
      admin,
    );
    expect(named.total).toBe(byName.length);
    expect(named.data.map((b: { id: number }) => b.id)).toEqual(byName.slice(30, 40));
    const perStatus = await sql<{ status: string; n: number }>`select status, count(*) as n from bookings
      where user_id = ${userId} group by status`.execute(db);
    for (const { status, n } of perStatus.rows) expect(named.status_counts[status], status).toBe(Number(n));
    expect(named.status_counts.all).toBe(byName.length);
  });
});
