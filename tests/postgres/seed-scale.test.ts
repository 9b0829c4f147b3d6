/**
 * The scale seed on PostgreSQL (issue 14): it switches the per-row counter and rating triggers off inside its
 * transaction and refills what they keep at the end, so afterwards every trigger is on again and every aggregate
 * equals what the rows say, as if the triggers had run row by row. Runs only with TEST_DATABASE_URL (a disposable
 * database: its public schema is dropped and recreated), e.g. through `node scripts/test.mjs postgres`.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { seedScale } from "../../server/src/db/seed-scale.js";
import { freshPgApp, type PgApp, pgUrl } from "./pg-app.js";

pgUrl(); // a clear message when TEST_DATABASE_URL is missing, before any test runs

const rows = async <T>(db: Database, text: string) => (await sql.raw<T>(text).execute(db)).rows;

describe("scale seed on PostgreSQL", { timeout: 60_000 }, () => {
  let db: Database;
  let pg: PgApp | undefined;
  let versionBefore = 0;

  beforeAll(async () => {
    pg = await freshPgApp("seed-scale");
    db = pg.db;
    versionBefore = Number((await rows<{ v: number }>(db, "select version as v from catalog_state"))[0].v);
    const r = await seedScale(db, 400, { driver: "postgres" });
    expect(r).toMatchObject({ packages: 400, bookings: 400 });
    expect(r.reviews).toBeGreaterThan(0);
  }, 120_000);

  afterAll(async () => {
    await pg?.close();
  });

  it("leaves every trigger on, and the catalog version moved", async () => {
    const off = await rows<{ t: string; n: string }>(
      db,
      `select c.relname as t, t.tgname as n from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and t.tgenabled = 'D'`,
    );
    expect(off).toEqual([]);
    const names = (await rows<{ n: string }>(db, "select tgname as n from pg_trigger where not tgisinternal")).map(
      (r) => r.n,
    );
    for (const name of ["reviews_ratings", "review_services_ratings", "bookings_counters", "orders_counters"])
      expect(names).toContain(name);
    const version = Number((await rows<{ v: number }>(db, "select version as v from catalog_state"))[0].v);
    expect(version).toBeGreaterThan(versionBefore);
  });

  it("rates every review's first service, and the ratings equal the visible reviews", async () => {
    const missing = await rows<{ id: number }>(
      db,
      `select r.id from reviews r where r.service_id is not null and not exists
        (select 1 from review_services rs where rs.review_id = r.id and rs.service_id = r.service_id)`,
    );
    expect(missing).toEqual([]);
    const partners = await rows<Record<string, string | number>>(
      db,
      `select p.id, p.rating_count, p.rating_sum, p.rating_1, p.rating_5, p.average_rating,
         (select count(*) from reviews r where r.partner_id = p.id and r.is_visible = 1) as want_count,
         (select coalesce(sum(r.rating), 0) from reviews r where r.partner_id = p.id and r.is_visible = 1) as want_sum,
         (select count(*) from reviews r where r.partner_id = p.id and r.is_visible = 1 and r.rating = 1) as want_1,
         (select count(*) from reviews r where r.partner_id = p.id and r.is_visible = 1 and r.rating = 5) as want_5
       from partners p order by p.id`,
    );
    expect(partners.some((p) => Number(p.want_count) > 10)).toBe(true);
    for (const p of partners) {
      expect([p.id, Number(p.rating_count), Number(p.rating_sum), Number(p.rating_1), Number(p.rating_5)]).toEqual([
        p.id,
        Number(p.want_count),
        Number(p.want_sum),
        Number(p.want_1),
        Number(p.want_5),
      ]);
      const average = Number(p.want_count) > 0 ? Number(p.want_sum) / Number(p.want_count) : 0;
      expect(Number(p.average_rating)).toBeCloseTo(average, 2);
    }
    const services = await rows<Record<string, number | string>>(
      db,
      `select s.id, s.rating_count, s.rating_sum,
         (select count(*) from review_services rs where rs.service_id = s.id and rs.is_visible = 1) as want_count,
         (select coalesce(sum(rs.rating), 0) from review_services rs where rs.service_id = s.id and rs.is_visible = 1)
           as want_sum
       from services s order by s.id`,
    );
    for (const s of services)
      expect([s.id, Number(s.rating_count), Number(s.rating_sum)]).toEqual([
        s.id,
        Number(s.want_count),
        Number(s.want_sum),
      ]);
  });

  it("keeps the list counters equal to the bookings", async () => {
    const diff = await rows<{ n: string }>(
      db,
      `select count(*) as n from (
         (select partner_id, status, payment_status, count(*) as n from bookings group by 1, 2, 3
          except select partner_id, status, payment_status, n from booking_status_totals where n <> 0)
         union all
         (select partner_id, status, payment_status, n from booking_status_totals where n <> 0
          except select partner_id, status, payment_status, count(*) from bookings group by 1, 2, 3)) x`,
    );
    expect(Number(diff[0].n)).toBe(0);
  });

  it("rates a review written after the seed through the triggers again", async () => {
    const booking = (
      await rows<{ id: number; partner_id: number; user_id: number; service_id: number }>(
        db,
        `select b.id, b.partner_id, b.user_id, (select bi.service_id from booking_items bi where bi.booking_id = b.id
           order by bi.id limit 1) as service_id
         from bookings b where b.status = 'completed' and not exists (select 1 from reviews r where r.booking_id = b.id)
         order by b.id desc limit 1`,
      )
    )[0];
    const before = (
      await rows<{ n: number; s: number }>(
        db,
        `select rating_count as n, rating_sum as s from partners where id = ${booking.partner_id}`,
      )
    )[0];
    const review = await db
      .insertInto("reviews")
      .values({
        partner_id: booking.partner_id,
        service_id: booking.service_id,
        user_id: booking.user_id,
        customer_name: "Test",
        rating: 4,
        comment: "After the seed",
        is_visible: 1,
        created_at: new Date().toISOString(),
        booking_id: booking.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const after = (
      await rows<{ n: number; s: number }>(
        db,
        `select rating_count as n, rating_sum as s from partners where id = ${booking.partner_id}`,
      )
    )[0];
    expect([Number(after.n), Number(after.s)]).toEqual([Number(before.n) + 1, Number(before.s) + 4]);
    const rated = await rows<{ service_id: number }>(
      db,
      `select service_id from review_services where review_id = ${review.id}`,
    );
    expect(rated).toEqual([{ service_id: booking.service_id }]);
  });
});
