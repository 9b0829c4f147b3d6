import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScaleResult, seedScale } from "../../server/src/db/seed-scale.js";
import { makeTestApp, type TestApp } from "./helpers.js";

/**
 * Issue 19: `db:scale` also writes reviews (a share of the completed bookings, rated 1-5 with a skew) and coupon
 * redemptions (orders with a coupon discount), keeping the partners' and services' rating aggregates and the coupons'
 * counters and budgets right, deterministically.
 */

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
let result: ScaleResult;
/** The demo seed's last review: the scale's reviews come after it. */
let lastDemoReview = 0;
const NOW = Date.parse("2026-06-15T08:00:00.000Z");

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  lastDemoReview = Number(
    (
      await db
        .selectFrom("reviews")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst()
    )?.id ?? 0,
  );
  result = await seedScale(db, 1500, { now: NOW });
}, 120_000);

afterAll(async () => {
  await app.close();
});

const n = (v: unknown) => Number(v ?? 0);

describe("db:scale: reviews", () => {
  it("rates a share of the completed bookings once each, only completed ones, skewed towards 4 and 5 stars", async () => {
    expect(result.reviews).toBeGreaterThan(100);
    const rows = await db
      .selectFrom("reviews as r")
      .innerJoin("bookings as b", "b.id", "r.booking_id")
      .select([
        "r.rating",
        "b.status",
        "b.partner_id",
        "r.partner_id as review_partner",
        "r.created_at",
        "b.scheduled_at",
      ])
      .where("r.id", ">", lastDemoReview)
      .execute();
    expect(rows).toHaveLength(result.reviews);
    const scaleRows = rows;
    for (const r of scaleRows) {
      expect(r.status).toBe("completed");
      expect(r.review_partner).toBe(r.partner_id);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.created_at > r.scheduled_at).toBe(true);
      expect(Date.parse(r.created_at)).toBeLessThanOrEqual(NOW);
    }
    const count = (k: number) => scaleRows.filter((r) => r.rating === k).length;
    // every star is used, and 4-5 stars outnumber 1-3
    for (const k of [1, 2, 3, 4, 5]) expect(count(k)).toBeGreaterThan(0);
    expect(count(4) + count(5)).toBeGreaterThan(2 * (count(1) + count(2) + count(3)));
    const completed = n(
      (
        await db
          .selectFrom("bookings")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "completed")
          .executeTakeFirstOrThrow()
      ).n,
    );
    // about 60% of the completed bookings
    expect(result.reviews / completed).toBeGreaterThan(0.4);
    expect(result.reviews / completed).toBeLessThan(0.75);
  });

  it("keeps the partners' and services' rating aggregates equal to their visible reviews", async () => {
    const partners = await sql<{
      id: number;
      rating_count: number;
      rating_sum: number;
      rating_1: number;
      rating_5: number;
      average_rating: number;
      c: number;
      s: number;
      c1: number;
      c5: number;
    }>`select p.id, p.rating_count, p.rating_sum, p.rating_1, p.rating_5, p.average_rating,
        (select count(*) from reviews r where r.partner_id = p.id and r.is_visible = 1) as c,
        (select coalesce(sum(r.rating), 0) from reviews r where r.partner_id = p.id and r.is_visible = 1) as s,
        (select count(*) from reviews r where r.partner_id = p.id and r.is_visible = 1 and r.rating = 1) as c1,
        (select count(*) from reviews r where r.partner_id = p.id and r.is_visible = 1 and r.rating = 5) as c5
      from partners p`.execute(db);
    expect(partners.rows.some((p) => n(p.c) > 50)).toBe(true);
    for (const p of partners.rows) {
      expect(n(p.rating_count)).toBe(n(p.c));
      expect(n(p.rating_sum)).toBe(n(p.s));
      expect(n(p.rating_1)).toBe(n(p.c1));
      expect(n(p.rating_5)).toBe(n(p.c5));
      if (n(p.c) > 0) expect(n(p.average_rating)).toBeCloseTo(n(p.s) / n(p.c), 2);
    }
    const services = await sql<{ id: number; rating_count: number; rating_sum: number; c: number; s: number }>`
      select s.id, s.rating_count, s.rating_sum,
        (select count(*) from review_services rs where rs.service_id = s.id and rs.is_visible = 1) as c,
        (select coalesce(sum(rs.rating), 0) from review_services rs where rs.service_id = s.id and rs.is_visible = 1) as s
      from services s`.execute(db);
    for (const s of services.rows) {
      expect(n(s.rating_count)).toBe(n(s.c));
      expect(n(s.rating_sum)).toBe(n(s.s));
    }
    // every service of a rated booking is rated
    const missing = await sql<{ n: number }>`select count(*) as n from reviews r
      join booking_items bi on bi.booking_id = r.booking_id
      where not exists (select 1 from review_services rs where rs.review_id = r.id and rs.service_id = bi.service_id)`.execute(
      db,
    );
    expect(n(missing.rows[0].n)).toBe(0);
  });
});

describe("db:scale: coupon redemptions", () => {
  it("discounts live booking orders, one redemption each, totals and VAT after the discount", async () => {
    expect(result.redemptions).toBeGreaterThan(50);
    const rows = await db
      .selectFrom("coupon_redemptions as cr")
      .innerJoin("orders as o", "o.id", "cr.order_id")
      .innerJoin("coupons as c", "c.id", "cr.coupon_id")
      .select([
        "cr.discount_fils",
        "cr.user_id",
        "o.user_id as order_user",
        "o.coupon_id",
        "cr.coupon_id as redeemed",
        "o.status",
        "o.subtotal_fils",
        "o.discount_fils as order_discount",
        "o.total_fils",
        "o.partner_id",
        "c.partner_id as coupon_partner",
        "c.min_order_fils",
      ])
      .where("c.code", "like", "SCALE%")
      .execute();
    expect(rows).toHaveLength(result.redemptions);
    for (const r of rows) {
      expect(["paid", "pending"]).toContain(r.status);
      expect(r.coupon_id).toBe(r.redeemed);
      expect(r.order_user).toBe(r.user_id);
      expect(n(r.order_discount)).toBe(n(r.discount_fils));
      expect(n(r.discount_fils)).toBeGreaterThan(0);
      expect(n(r.total_fils)).toBe(n(r.subtotal_fils) - n(r.discount_fils));
      expect(n(r.subtotal_fils)).toBeGreaterThanOrEqual(n(r.min_order_fils));
      if (r.coupon_partner !== null) expect(r.partner_id).toBe(r.coupon_partner);
    }
    // partner-funded coupons are among them
    expect(rows.some((r) => r.coupon_partner !== null)).toBe(true);
    // an order with a coupon has exactly one redemption, and no order without one has a discount
    const loose = await sql<{ n: number }>`select count(*) as n from orders o where o.kind = 'booking' and
      ((o.coupon_id is null and o.discount_fils <> 0) or (o.coupon_id is not null and
        (select count(*) from coupon_redemptions cr where cr.order_id = o.id) <> 1))`.execute(db);
    expect(n(loose.rows[0].n)).toBe(0);
    // the lines and the payment follow the discounted total
    const lines = await sql<{ n: number }>`select count(*) as n from orders o where o.coupon_id is not null and
      o.total_fils <> (select sum(l.total_fils) from order_lines l where l.order_id = o.id)`.execute(db);
    expect(n(lines.rows[0].n)).toBe(0);
    const pay = await sql<{ n: number }>`select count(*) as n from payments p join orders o on o.id = p.order_id
      where o.coupon_id is not null and p.amount_fils <> o.total_fils`.execute(db);
    expect(n(pay.rows[0].n)).toBe(0);
  });

  it("moves each coupon's used_count and spent_fils by what was redeemed, within its limit and budget", async () => {
    const coupons = await sql<{
      code: string;
      used_count: number;
      spent_fils: number;
      usage_limit: number | null;
      budget_fils: number | null;
      c: number;
      s: number;
    }>`select c.code, c.used_count, c.spent_fils, c.usage_limit, c.budget_fils,
        (select count(*) from coupon_redemptions r where r.coupon_id = c.id) as c,
        (select coalesce(sum(r.discount_fils), 0) from coupon_redemptions r where r.coupon_id = c.id) as s
      from coupons c where c.code like 'SCALE%'`.execute(db);
    expect(coupons.rows.length).toBeGreaterThanOrEqual(4);
    for (const c of coupons.rows) {
      expect(n(c.used_count)).toBe(n(c.c));
      expect(n(c.spent_fils)).toBe(n(c.s));
      if (c.usage_limit !== null) expect(n(c.used_count)).toBeLessThanOrEqual(n(c.usage_limit));
      if (c.budget_fils !== null) expect(n(c.spent_fils)).toBeLessThanOrEqual(n(c.budget_fils));
    }
    // the usage-limited coupon reaches its limit at this size
    const limited = coupons.rows.find((c) => c.code === "SCALE25AED");
    expect(n(limited?.used_count)).toBe(n(limited?.usage_limit));
  });

  it("is deterministic: a second database seeded alike gets the same reviews and redemptions", async () => {
    const other = await makeTestApp();
    try {
      const again = await seedScale(other.db, 1500, { now: NOW });
      expect(again.reviews).toBe(result.reviews);
      expect(again.redemptions).toBe(result.redemptions);
      const digest = async (d: typeof db) => {
        const r = await sql<{ a: number; b: number }>`select
          (select coalesce(sum(rating * (id % 97)), 0) from reviews) as a,
          (select coalesce(sum(discount_fils * (order_id % 89)), 0) from coupon_redemptions) as b`.execute(d);
        return [n(r.rows[0].a), n(r.rows[0].b)];
      };
      expect(await digest(other.db)).toEqual(await digest(db));
    } finally {
      await other.app.close();
    }
  }, 120_000);
});
