import { createHash } from "node:crypto";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { param, preparedQuery } from "../../server/src/lib/prepared.js";
import { withStatementCache } from "../../server/src/lib/sqlite-statements.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

// Issue 14, bench:api at the demo seed: a request's own work was cut (token, role and permission read in one
// prepared query, statements kept, security headers computed once). What a caller sees must not change: every
// request still reads the token, the role and the matrix, so a sign-out, a deactivation or a matrix change applies
// at the next request.

const api = (url: string) => `/api/v2/${url}`;

describe("guards read the token, the role and the matrix on every request", () => {
  let app: TestApp;
  let db: Database;
  let admin: Awaited<ReturnType<typeof login>>;
  let partner: Awaited<ReturnType<typeof login>>;
  let customer: Awaited<ReturnType<typeof login>>;
  let client: string;
  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    admin = await login(app, "admin@khidma.test", "Admin#2026");
    partner = await login(app, "partner@khidma.test", "Partner#2026");
    customer = await login(app, "customer@khidma.test", "Customer#2026");
    client = await clientToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: "GET", url: api(url), headers: token ? bearer(token) : {} });
  const list = "package/list?page=1&limit=10";

  const sha = (raw: string) => createHash("sha256").update(raw).digest("hex");
  const roleOf = async (token: string) =>
    (
      await db
        .selectFrom("tokens")
        .select("active_role_id")
        .where("token_hash", "=", sha(token))
        .executeTakeFirstOrThrow()
    ).active_role_id as number;
  const permissionId = async (name: string) =>
    (await db.selectFrom("permissions").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

  it("answers the package list by who asks: 401 without a user, 403 for a customer, each partner its own", async () => {
    expect((await get(list)).statusCode).toBe(401);
    expect((await get(list, "not-a-token")).statusCode).toBe(401);
    expect((await get(list, client)).statusCode).toBe(401);
    expect((await get(list, customer.access_token)).statusCode).toBe(403);
    const all = json(await get(list, admin.access_token)).data;
    const own = json(await get(list, partner.access_token)).data;
    const partnerId = partner.user.partner_details?.id;
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((p: { partner_id: number }) => p.partner_id === partnerId)).toBe(true);
    expect(all.total).toBeGreaterThan(own.total);
  });

  it("a permission taken from the role refuses the next request, given back admits it (cached answers too)", async () => {
    const roleId = await roleOf(admin.access_token);
    const readPackage = await permissionId("read-package");
    expect((await get(list, admin.access_token)).statusCode).toBe(200);
    expect((await get(list, admin.access_token)).statusCode).toBe(200);
    await db
      .deleteFrom("role_permissions")
      .where("role_id", "=", roleId)
      .where("permission_id", "=", readPackage)
      .execute();
    try {
      const refused = await get(list, admin.access_token);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).data).toBeNull();
      // the internal-only guard (requireInternal) reads its own permission the same way
      expect((await get("admin/dashboard", admin.access_token)).statusCode).toBe(200);
    } finally {
      await db.insertInto("role_permissions").values({ role_id: roleId, permission_id: readPackage }).execute();
    }
    expect((await get(list, admin.access_token)).statusCode).toBe(200);
  });

  it("an internal-only endpoint refuses a partner role holding nothing of it, and a customer", async () => {
    expect((await get("admin/dashboard", admin.access_token)).statusCode).toBe(200);
    expect((await get("admin/dashboard", partner.access_token)).statusCode).toBe(403);
    expect((await get("admin/dashboard", customer.access_token)).statusCode).toBe(403);
    expect((await get("admin/dashboard", client)).statusCode).toBe(401);
  });

  it("a partner user without a partner profile is refused with the reason; a deactivated user is signed out", async () => {
    const me = await db
      .selectFrom("users")
      .select(["id", "partner_id"])
      .where("email", "=", "partner@khidma.test")
      .executeTakeFirstOrThrow();
    expect((await get(list, partner.access_token)).statusCode).toBe(200);
    await db.updateTable("users").set({ partner_id: null }).where("id", "=", me.id).execute();
    try {
      const refused = await get(list, partner.access_token);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe("Your company has no partner profile yet.");
    } finally {
      await db.updateTable("users").set({ partner_id: me.partner_id }).where("id", "=", me.id).execute();
    }
    await db.updateTable("users").set({ status: "inactive" }).where("id", "=", me.id).execute();
    try {
      expect((await get(list, partner.access_token)).statusCode).toBe(401);
    } finally {
      await db.updateTable("users").set({ status: "active" }).where("id", "=", me.id).execute();
    }
    expect((await get(list, partner.access_token)).statusCode).toBe(200);
  });

  it("a signed-out token is refused at the next request, public lists included", async () => {
    const session = await login(app, "customer@khidma.test", "Customer#2026");
    expect((await get("package/web/list?page=1&limit=5", session.access_token)).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: api("user/logout"), headers: bearer(session.access_token) });
    expect(out.statusCode).toBe(200);
    expect((await get("package/web/list?page=1&limit=5", session.access_token)).statusCode).toBe(401);
    expect((await get("user/me", session.access_token)).statusCode).toBe(401);
  });

  it("security headers on a refusal and on a cached answer are the same as on any answer", async () => {
    const fresh = await get("package/web/list?page=2&limit=3", client);
    const cached = await get("package/web/list?page=2&limit=3", client);
    const refused = await get(list, client);
    const names = [
      "content-security-policy",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "cross-origin-opener-policy",
    ];
    for (const name of names) {
      expect(fresh.headers[name], name).toBeTruthy();
      expect(cached.headers[name], name).toBe(fresh.headers[name]);
      expect(refused.headers[name], name).toBe(fresh.headers[name]);
    }
    expect(cached.body).toBe(fresh.body);
  });
});

describe("kept SQLite statements", () => {
  it("reuses a statement for the same SQL, never one that is still being read", () => {
    const raw = new SQLite(":memory:");
    const db = withStatementCache(raw);
    db.prepare("create table t (n integer)").run([]);
    const insert = db.prepare("insert into t (n) values (?)");
    for (let n = 1; n <= 5; n += 1) insert.run([n]);
    const sql = "select n from t where n >= ? order by n";
    const a = db.prepare(sql);
    expect(db.prepare(sql)).toBe(a);
    // a streamed read holds its statement: the same SQL meanwhile gets its own, with its own answer
    const rows = a.iterate([1]);
    expect((rows.next().value as { n: number }).n).toBe(1);
    const b = db.prepare(sql);
    expect(b).not.toBe(a);
    expect(b.all([4])).toEqual([{ n: 4 }, { n: 5 }]);
    expect([...rows].map((r) => (r as { n: number }).n)).toEqual([2, 3, 4, 5]);
    // a statement kept across a schema change answers the new columns
    const star = "select * from t where n = ?";
    expect(db.prepare(star).all([1])).toEqual([{ n: 1 }]);
    db.prepare("alter table t add column label text default 'x'").run([]);
    expect(db.prepare(star).all([1])).toEqual([{ n: 1, label: "x" }]);
    db.close();
    expect(raw.open).toBe(false);
  });

  it("keeps at most the given number of statements, the least recently used leaving first", () => {
    const db = withStatementCache(new SQLite(":memory:"), 2);
    const one = db.prepare("select 1");
    const two = db.prepare("select 2");
    expect(db.prepare("select 1")).toBe(one); // "select 2" is now the least recently used
    db.prepare("select 3");
    expect(db.prepare("select 1")).toBe(one);
    expect(db.prepare("select 2")).not.toBe(two);
    db.close();
  });
});

describe("prepared queries", () => {
  let app: TestApp;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it("answer each call with its own values", async () => {
    const byEmail = preparedQuery((d: Database) =>
      d.selectFrom("users").select(["email", "first_name"]).where("email", "=", param<string>("email")),
    );
    expect(await byEmail(db, { email: "admin@khidma.test" })).toEqual([
      { email: "admin@khidma.test", first_name: expect.any(String) },
    ]);
    expect((await byEmail(db, { email: "customer@khidma.test" }))[0].email).toBe("customer@khidma.test");
    expect(await byEmail(db, { email: "nobody@khidma.test" })).toEqual([]);
    // a fixed value stays as written next to a named one
    const active = preparedQuery((d: Database) =>
      d.selectFrom("users").select("email").where("status", "=", "active").where("email", "=", param<string>("email")),
    );
    expect(await active(db, { email: "admin@khidma.test" })).toHaveLength(1);
    await expect(
      preparedQuery((d: Database) => d.selectFrom("users").select("id").where("id", "=", param<number>("id")))(db, {}),
    ).rejects.toThrow(/param\("id"\)/);
  });
});
