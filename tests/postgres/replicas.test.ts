/**
 * Scale-out, shown: two API processes on one PostgreSQL database (README, "Running several API processes"). Each
 * replica is its own `buildApp` with its own connection pool, listening on its own port, spoken to over real HTTP
 * (fetch), as a load balancer would spread one customer's requests. Sessions, carts, orders, idempotency keys and
 * every rate-limit counter live in the database, so either replica serves any request and limits add up across them.
 * Runs only with TEST_DATABASE_URL (a disposable database: its public schema is dropped and recreated), e.g. through
 * `node scripts/test.mjs postgres`, which starts a throwaway cluster.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { createDb, type Database, nowIso } from "../../server/src/db/database.js";
import { DEMO_ACCOUNTS } from "../../server/src/db/seed.js";
import { prepareDatabase } from "../../server/src/lib/startup.js";

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error("Set TEST_DATABASE_URL to a disposable PostgreSQL database (see npm run test:pg)");

/** Failed sign-ins allowed per (account, address) pair in the window; the next one is refused with 429. */
const PAIR_MAX = 4;

interface Replica {
  name: string;
  base: string;
  /** What its start did to the database (server/src/lib/startup.ts, as main.ts runs it). */
  prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  close: () => Promise<void>;
}

describe("two API processes on one PostgreSQL database", { timeout: 60_000 }, () => {
  let db: Database;
  let dataDir: string;
  let a: Replica;
  let b: Replica;

  // the settings every replica shares (README: which settings must match; DOCUMENT_URL_SECRET is read from the
  // process environment when the module loads, so in-process replicas share one key anyway)
  const env = () => ({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    STATIC_DIR: "/nonexistent",
    LOG_LEVEL: "silent",
    DEMO_MODE: "true",
    API_KEY: "replica-test-key",
    RATE_LIMIT_ACCOUNT_MAX: String(PAIR_MAX),
    SEND_LIMIT_COOLDOWN_MS: "60000",
  });

  /** What main.ts does: its own pool, migrations and seeds under the startup lock, the app on a port of its own. */
  async function startReplica(name: string): Promise<Replica> {
    const config = loadConfig(env());
    const ownDb = createDb(config);
    const prepared = await prepareDatabase(ownDb, config);
    const app = buildApp({ config, db: ownDb, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    return {
      name,
      base: `http://127.0.0.1:${port}/api/v2`,
      prepared,
      close: async () => {
        await app.close();
        await ownDb.destroy();
      },
    };
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-replicas-"));
    db = createDb(loadConfig(env()));
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    // both start at once on the empty database, as replicas of a first deploy do
    [a, b] = await Promise.all([startReplica("A"), startReplica("B")]);
  }, 120_000); // migrations and the seed
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** One HTTP request to a replica: the status, the parsed envelope, the raw body and the headers. */
  async function call(
    replica: Replica,
    method: "GET" | "POST",
    route: string,
    { token, body, headers = {} }: { token?: string; body?: object; headers?: Record<string, string> } = {},
  ) {
    const res = await fetch(`${replica.base}/${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text, json: text ? JSON.parse(text) : null, headers: res.headers };
  }
  /** The envelope's data of a call that must answer `status`. */
  async function ok(replica: Replica, method: "GET" | "POST", route: string, options = {}, status = 200) {
    const res = await call(replica, method, route, options);
    expect(res.status, `${replica.name}: ${method} ${route}: ${res.body.slice(0, 400)}`).toBe(status);
    return res.json.data;
  }

  it("starts both at once on an empty database: one migrates and seeds, the other finds it done", async () => {
    const [first, second] = [a.prepared, b.prepared].sort((x, y) => Number(y.seeded) - Number(x.seeded));
    expect(first).toMatchObject({ seeded: true, migrated: expect.arrayContaining(["001_core"]) });
    expect(second).toEqual({ migrated: [], seeded: false, catalogSeeded: false });
    const emails = (await db.selectFrom("users").select("email").execute()).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((d) => d.email)));
    expect(new Set(emails).size).toBe(emails.length);
  });

  it("serves one customer across both: signs in on A, fills the cart on B, checks out on A, pays on B", async () => {
    const session = await ok(a, "POST", "login", {
      body: { email: "customer@khidma.test", password: "Customer#2026" },
    });
    const token: string = session.access_token;
    // the token A issued is good on B
    expect((await ok(b, "GET", "user/me", { token })).user.email).toBe("customer@khidma.test");

    const community = await db
      .selectFrom("communities")
      .select(["id", "emirate_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const at = nowIso();
    const address = await db
      .insertInto("user_addresses")
      .values({
        user_id: session.user.id,
        label: "home",
        emirate_id: community.emirate_id,
        community_id: community.id,
        building: "Marina Heights",
        apartment_or_villa_number: "1204",
        street: null,
        property_type: "apartment",
        property_size: "2br",
        latitude: 25.08,
        longitude: 55.14,
        is_default: 1,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const pkg = await db
      .selectFrom("package_pricing as pp")
      .innerJoin("packages as p", "p.id", "pp.package_id")
      .innerJoin("package_property_types as t", (j) =>
        j.onRef("t.package_id", "=", "pp.package_id").onRef("t.property_type", "=", "pp.property_type"),
      )
      .select(["pp.package_id", "pp.package_duration_id", "pp.property_type", "pp.property_size"])
      .where("p.active", "=", 1)
      .where("p.status", "=", "Approved")
      .orderBy("pp.id")
      .executeTakeFirstOrThrow();

    // into the cart on B; A sees the same cart
    const added = await ok(b, "POST", "package/add/to/cart", { token, body: pkg }, 201);
    expect(added.items).toHaveLength(1);
    const fetched = await ok(a, "GET", "package/cart/fetch", { token });
    expect(fetched.items.map((i: { package_id: number }) => i.package_id)).toEqual([pkg.package_id]);

    // checkout on A; the same Idempotency-Key sent to B replays A's answer byte for byte instead of a second order
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const checkout = { user_address_id: address.id, start_date: start, payment_method: "card" };
    const headers = { "idempotency-key": "replica-checkout-1" };
    const placed = await call(a, "POST", "package/checkout", { token, body: checkout, headers });
    expect(placed.status, placed.body).toBe(201);
    const order = placed.json.data;
    expect(order).toMatchObject({ id: expect.any(Number), status: "pending" });
    const replayed = await call(b, "POST", "package/checkout", { token, body: checkout, headers });
    expect(replayed.status).toBe(201);
    expect(replayed.body).toBe(placed.body);
    const orders = await db.selectFrom("orders").select("id").where("user_id", "=", session.user.id).execute();
    expect(orders.filter((o) => o.id === order.id)).toHaveLength(1);

    // paid on B with the test gateway's good card; A answers the paid order
    const year = new Date().getUTCFullYear() + 2;
    const card = { card_number: "4242 4242 4242 4242", exp_month: 12, exp_year: year, cvc: "123", card_name: "Aisha" };
    const paid = await ok(b, "POST", "payment/pay", { token, body: { order_id: order.id, ...card } });
    expect(paid).toMatchObject({ id: order.id, status: "paid" });
    expect(await ok(a, "GET", `customer/order/details/${order.id}`, { token })).toMatchObject({ status: "paid" });

    // signed out on A: B refuses the token too
    await ok(a, "POST", "user/logout", { token });
    expect((await call(b, "GET", "user/me", { token })).status).toBe(401);
  });

  it("never serves a cached catalog answer older than a write made through the other replica", async () => {
    const client = (await ok(b, "GET", "client-access-token", { headers: { "x-api-key": "replica-test-key" } }))
      .access_token;
    const partner = await ok(a, "POST", "login", { body: { email: "partner@khidma.test", password: "Partner#2026" } });
    const mine = `package/web/list?partner_id=${partner.user.partner_details.id}&limit=-1`;
    // B answers the partner's public packages and keeps the answer (served again, and 304 to its own ETag)
    const first = await call(b, "GET", mine, { token: client });
    expect(first.status, first.body).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await call(b, "GET", mine, { token: client, headers: { "if-none-match": etag! } })).status).toBe(304);
    const target: number = first.json.data.data[0].id;

    // the partner turns one off through A: B's next answer leaves it out, and B's ETag no longer matches
    await ok(a, "POST", "package/update/status", {
      token: partner.access_token,
      body: { package_id: target, active: 0 },
    });
    const after = await call(b, "GET", mine, { token: client, headers: { "if-none-match": etag! } });
    expect(after.status).toBe(200);
    expect(after.json.data.data.map((p: { id: number }) => p.id)).not.toContain(target);
    expect(after.json.data.total).toBe(first.json.data.total - 1);
    await ok(a, "POST", "package/update/status", {
      token: partner.access_token,
      body: { package_id: target, active: 1 },
    });
    expect((await call(b, "GET", mine, { token: client })).body).toBe(first.body);
  });

  it("counts the sign-in limit across both: failed attempts split over A and B lock the pair out on each", async () => {
    const wrong = { email: "partner@khidma.test", password: "Wrong#password1" };
    // PAIR_MAX failures, alternating: neither replica alone has seen more than PAIR_MAX / 2 of them
    for (let i = 0; i < PAIR_MAX; i += 1) {
      const res = await call(i % 2 === 0 ? a : b, "POST", "login", { body: wrong });
      expect(res.status, res.body).not.toBe(429);
    }
    for (const replica of [a, b]) {
      const refused = await call(replica, "POST", "login", { body: wrong });
      expect(refused.status, `${replica.name}: ${refused.body}`).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.json.data.retry_after).toBeGreaterThan(0);
    }
    // even the right password waits now, on either replica
    const right = await call(b, "POST", "login", { body: { ...wrong, password: "Partner#2026" } });
    expect(right.status).toBe(429);
  });

  it("counts a sending limit across both: a reset code sent by A puts B in the cooldown", async () => {
    const body = { email: "customer@khidma.test" };
    expect((await call(a, "POST", "forgot-password", { body })).status).toBe(200);
    const again = await call(b, "POST", "forgot-password", { body });
    expect(again.status, again.body).toBe(429);
    expect(again.json.data.retry_after).toBeGreaterThan(0);
    // another address is not held up
    expect((await call(b, "POST", "forgot-password", { body: { email: "admin@khidma.test" } })).status).toBe(200);
  });
});
