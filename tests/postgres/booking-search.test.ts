/**
 * The admin booking list's search on PostgreSQL (issue 14): a search matching a few bookings fetches them by id (the
 * matches as an array), one matching thousands walks the sort order probing the matched numbers, customers and
 * partners; the pages, the total and the status tabs are the same as a plain LIKE over the joined tables says.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, bulkCustomerBookings, json, type TestApp } from "../server/helpers.js";
import { freshPgApp, type PgApp, pgUrl } from "./pg-app.js";

pgUrl(); // a clear message when TEST_DATABASE_URL is missing, before any test runs

describe("admin booking search on PostgreSQL", { timeout: 60_000 }, () => {
  let db: Database;
  let app: TestApp;
  let pg: PgApp | undefined;

  const ok = async (url: string) => {
    const res = await app.inject({ method: "GET", url: `/api/v2/${url}`, headers: bearer(pg?.admin ?? "") });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return json(res).data;
  };
  /** What a plain LIKE over bookings, customers and partners finds, in the list's order (id descending). */
  const truth = async (text: string) => {
    const pattern = `%${text.toLowerCase()}%`;
    const r = await sql<{ id: number; status: string }>`select b.id, b.status from bookings b
      join users c on c.id = b.user_id join partners p on p.id = b.partner_id
      where lower(b.number) like ${pattern} or lower(c.first_name || ' ' || c.last_name) like ${pattern}
        or lower(c.email) like ${pattern} or c.phone like ${pattern} or lower(p.name_en) like ${pattern}
        or p.name_ar like ${pattern}
      order by b.id desc`.execute(db);
    return r.rows;
  };
  const expectSameAsTruth = async (text: string, page: number) => {
    const expected = await truth(text);
    const list = await ok(`admin/booking/list?limit=10&page=${page}&search=${encodeURIComponent(text)}`);
    expect(list.total, text).toBe(expected.length);
    expect(
      list.data.map((b: { id: number }) => b.id),
      text,
    ).toEqual(expected.slice((page - 1) * 10, page * 10).map((r) => r.id));
    const perStatus: Record<string, number> = {};
    for (const r of expected) perStatus[r.status] = (perStatus[r.status] ?? 0) + 1;
    for (const [status, n] of Object.entries(list.status_counts))
      if (status !== "all") expect(n, `${text} ${status}`).toBe(perStatus[status] ?? 0);
    expect(list.status_counts.all).toBe(expected.length);
    return expected.length;
  };

  beforeAll(async () => {
    pg = await freshPgApp("booking-search");
    db = pg.db;
    app = pg.app;
    // 2,100 more bookings of the demo customer: a search by their name matches thousands
    await bulkCustomerBookings(db, "PGS", 2100);
  }, 120_000);

  afterAll(async () => {
    await pg?.close();
  });

  it("a search matching a few bookings: the same pages, total and tabs as a LIKE over the joined tables", async () => {
    expect(await expectSameAsTruth("BK-PGS-0001", 1)).toBe(10);
    expect(await expectSameAsTruth("bk-pgs-0002", 2)).toBe(10);
    expect(await expectSameAsTruth("zzz-none", 1)).toBe(0);
  });

  it("a search matching thousands (number, customer name, email): the same pages, total and tabs", async () => {
    const customer = await db
      .selectFrom("users")
      .select("last_name")
      .where("email", "=", "customer@khidma.test")
      .executeTakeFirstOrThrow();
    expect(await expectSameAsTruth("BK-PGS", 7)).toBe(2100);
    expect(await expectSameAsTruth(customer.last_name, 4)).toBeGreaterThan(2100);
    expect(await expectSameAsTruth("customer@khidma", 1)).toBeGreaterThan(2100);
  });
});
