/**
 * Coupon limits on PostgreSQL (issue 17a), where parallel checkouts really run at the same time on a connection pool:
 * the usage limit, the budget and a generated code hold; a released order gives the budget back; code generation,
 * the CSV, the redemptions list and the burn-down run on its SQL. Runs only with TEST_DATABASE_URL (a disposable
 * database: its public schema is dropped and recreated), e.g. through `node scripts/test.mjs postgres`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, nowIso } from "../../server/src/db/database.js";
import { dubaiDate } from "../../server/src/lib/dubai.js";
import { createOrder, expireOrder } from "../../server/src/modules/orders/service.js";
import { bearer, json, type TestApp } from "../server/helpers.js";
import { freshPgApp, type PgApp, pgUrl } from "./pg-app.js";

pgUrl(); // a clear message when TEST_DATABASE_URL is missing, before any test runs

describe("coupons on PostgreSQL", { timeout: 60_000 }, () => {
  let db: Database;
  let app: TestApp;
  let pg: PgApp | undefined;
  let admin: string;
  const users: number[] = [];

  const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/v2/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ok = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await call(method, url, admin, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 500)}`).toBe(200);
    return json(res).data;
  };
  let seq = 0;
  const coupon = (body: Record<string, unknown>) => {
    seq += 1;
    return ok("POST", "coupon/create", {
      code: `PG${seq}`,
      title_en: `PG ${seq}`,
      discount_type: "fixed",
      discount_value: 10,
      per_customer_limit: 0,
      ...body,
    }) as Promise<{ id: number; code: string }>;
  };
  /** 10 orders of 10 customers at the same time, each with the coupon already priced (AED 10 off). */
  const tenOrders = (couponId: number, codeId: number | null = null) =>
    Promise.allSettled(
      users.map((userId) =>
        createOrder(db, {
          userId,
          partnerId: 1,
          kind: "booking",
          paymentMethod: "card",
          lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 50000 }],
          coupon: { coupon_id: couponId, discount_fils: 1000, code_id: codeId },
        }),
      ),
    );
  const refusals = (results: PromiseSettledResult<unknown>[]) =>
    (results.filter((r) => r.status === "rejected") as PromiseRejectedResult[]).map(
      (r) => (r.reason as { errors?: Record<string, string[]> }).errors?.coupon_code?.[0],
    );

  beforeAll(async () => {
    pg = await freshPgApp("coupons");
    ({ db, app, admin } = pg);
    const role = await db.selectFrom("roles").select("id").where("type", "=", "customer").executeTakeFirstOrThrow();
    const at = nowIso();
    for (let i = 0; i < 10; i++) {
      const { id } = await db
        .insertInto("users")
        .values({
          first_name: `Pg${i}`,
          last_name: "Customer",
          email: `pg.coupons.${i}@example.test`,
          phone: null,
          password_hash: "x",
          gender: "male",
          user_profile: null,
          email_verified_at: at,
          phone_verified_at: at,
          last_login_at: null,
          status: "active",
          partner_id: null,
          preferred_language: "en",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.insertInto("user_roles").values({ user_id: id, role_id: role.id, is_default: 1 }).execute();
      users.push(id);
    }
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  it("a usage limit of 3 under 10 simultaneous orders: 3 made, 7 refused", async () => {
    const c = await coupon({ usage_limit: 3 });
    const results = await tenOrders(c.id);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(refusals(results)).toEqual(Array(7).fill("This coupon has reached its usage limit."));
    expect(await ok("GET", `coupon/details/${c.id}`)).toMatchObject({ used_count: 3, spent: 30 });
  });

  it("a budget of AED 25 under 10 simultaneous AED 10 orders: 2 made, nothing overspent; an expiry gives back", async () => {
    const c = await coupon({ budget: 25 });
    const results = await tenOrders(c.id);
    const made = results.filter((r) => r.status === "fulfilled") as PromiseFulfilledResult<{ id: number }>[];
    expect(made).toHaveLength(2);
    expect(refusals(results)).toEqual(Array(8).fill("This coupon's budget has been spent."));
    expect(await ok("GET", `coupon/details/${c.id}`)).toMatchObject({ spent: 20, remaining_budget: 5 });
    expect(await expireOrder(db, made[0].value.id, new Date(), true)).toBe(true);
    expect(await ok("GET", `coupon/details/${c.id}`)).toMatchObject({ spent: 10, remaining_budget: 15, used_count: 1 });
  });

  it("a generated code under 10 simultaneous orders: one holds it; generation, CSV and lists run on PostgreSQL", async () => {
    const c = await coupon({ budget: 100 });
    const batch = await ok("POST", `coupon/generate-codes/${c.id}`, { count: 700, prefix: "PG" });
    expect(batch).toMatchObject({ count: 700, status: "running" });
    let d = await ok("GET", `coupon/details/${c.id}`);
    // the batch runs in the background: wait for it to say done (seconds on a busy machine), not for a fixed time
    const deadline = Date.now() + 45_000;
    while (d.code_batches[0].status !== "done" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      d = await ok("GET", `coupon/details/${c.id}`);
    }
    expect(d).toMatchObject({ generated_codes: 700 });
    const code = await db
      .selectFrom("coupon_codes")
      .select(["id", "code"])
      .where("coupon_id", "=", c.id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const results = await tenOrders(c.id, code.id);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(refusals(results)).toEqual(Array(9).fill("This code has already been used."));

    const res = await call("GET", `coupon/generate-codes/${c.id}`, admin);
    expect(res.statusCode).toBe(200);
    const rows = res.body.trimEnd().split("\n");
    expect(rows).toHaveLength(701);
    expect(rows[1]).toMatch(new RegExp(`^${code.code},reserved,KH-\\d{6},$`));

    const page = await ok("GET", `coupon/redemptions/${c.id}?search=pg&sortKey=discount`);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ code: code.code, discount: 10, status: "reserved" });
    expect(d.burn_down).toEqual([]);
    const after = await ok("GET", `coupon/details/${c.id}`);
    expect(after.burn_down).toEqual([{ date: dubaiDate(), spent: 10, cumulative: 10, remaining: 90 }]);
    const listed = await ok("GET", `coupon/list?status=live&search=${c.code}`);
    expect(listed.data[0]).toMatchObject({ id: c.id, spent: 10, remaining_budget: 90, generated_codes: 700 });
  });
});
