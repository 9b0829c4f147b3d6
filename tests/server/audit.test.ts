import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * The audit log (issue 18b): `audit/list` and `audit/details/{id}` read the append-only trail; a coupon's create,
 * update and duplicate write rows with who, the role they acted in, and the values before and after; only an internal
 * role with read-audit-log reads it; nothing edits or deletes it.
 */

let app: TestApp;
const t = {} as Record<"admin" | "support" | "owner" | "aisha", string>;

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = async (method: Method, url: string, token: string, payload?: unknown) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return json(res).data;
};
/** A Dubai date `n` days from today. */
const dateIn = (n: number) => new Date(Date.now() + 4 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

interface Entry {
  id: number;
  actor_user_id: number | null;
  actor_email: string | null;
  actor_name: string | null;
  actor_role: string | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changes: { field: string; before: unknown; after: unknown }[];
  created_at: string;
}
const entries = async (query: string, token = t.admin): Promise<Entry[]> =>
  (await ok("GET", `audit/list?limit=-1&${query}`, token)).data;

let coupon: number;

beforeAll(async () => {
  ({ app } = await makeTestApp());
  const creds: Array<[keyof typeof t, string, string]> = [
    ["admin", "admin@khidma.test", "Admin#2026"],
    ["support", "support@khidma.test", "Support#2026"],
    ["owner", "partner@khidma.test", "Partner#2026"],
    ["aisha", "customer@khidma.test", "Customer#2026"],
  ];
  for (const [k, email, password] of creds) t[k] = (await login(app, email, password)).access_token;
  coupon = (
    await ok("POST", "coupon/create", t.admin, {
      code: "AUDIT10",
      title_en: "Audit ten",
      title_ar: "تدقيق عشرة",
      discount_type: "percent",
      discount_value: 10,
    })
  ).id;
  await ok("POST", `coupon/update/${coupon}`, t.admin, { title_en: "Audit ten off", discount_value: 12 });
});

afterAll(async () => {
  await app.close();
});

describe("audit/list", () => {
  it("records a coupon's create and update with who, the role, and the values before and after", async () => {
    const rows = await entries(`entity=coupon&entity_id=${coupon}`);
    expect(rows.map((r) => r.action)).toEqual(["update", "create"]);
    const [update, create] = rows;
    expect(create).toMatchObject({ actor_email: "admin@khidma.test", actor_role: "Admin", before: null });
    expect(create.after).toMatchObject({ code: "AUDIT10", title_en: "Audit ten", discount_value: 10 });
    expect(update.before).toMatchObject({ title_en: "Audit ten", discount_value: 10 });
    expect(update.after).toMatchObject({ title_en: "Audit ten off", discount_value: 12 });
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: "title_en", before: "Audit ten", after: "Audit ten off" },
        { field: "discount_value", before: 10, after: 12 },
      ]),
    );
    // only what the update changed: the fields it kept, and the coupon's counters, are not listed
    expect(update.changes.map((c) => c.field).sort()).toEqual(["discount_value", "title_en"]);
    const one = await ok("GET", `audit/details/${update.id}`, t.admin);
    expect(one).toEqual(update);
  });

  it("a partner's own promotion is recorded under the partner user and role", async () => {
    const mine = await ok("POST", "coupon/create", t.owner, {
      code: "PARTNERAUDIT",
      title_en: "Partner promo",
      discount_type: "fixed",
      discount_value: 15,
    });
    const copy = await ok("POST", `coupon/duplicate/${mine.id}`, t.owner);
    const [created] = await entries(`entity=coupon&entity_id=${mine.id}`);
    expect(created).toMatchObject({
      action: "create",
      actor_email: "partner@khidma.test",
      actor_role: "Partner Owner",
    });
    const [duplicated] = await entries(`entity=coupon&entity_id=${copy.id}`);
    expect(duplicated).toMatchObject({ action: "duplicate", after: { duplicate_of: mine.id, status: "inactive" } });
  });

  it("searches by user (id, name or e-mail), entity, action and Dubai dates; newest first", async () => {
    const byAdmin = await entries("search=admin@khidma");
    expect(byAdmin.length).toBeGreaterThanOrEqual(2);
    expect(byAdmin.every((r) => r.actor_email === "admin@khidma.test")).toBe(true);
    const adminId = byAdmin[0].actor_user_id;
    expect((await entries(`user_id=${adminId}`)).map((r) => r.id)).toEqual(byAdmin.map((r) => r.id));
    const byPartner = await entries("search=partner%40khidma.test&entity=coupon");
    expect(byPartner.length).toBeGreaterThanOrEqual(2);
    expect(byPartner.every((r) => r.actor_email === "partner@khidma.test" && r.entity === "coupon")).toBe(true);
    const updates = await entries("entity=coupon&action=update");
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.every((r) => r.action === "update")).toBe(true);
    const all = await entries("");
    const times = all.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(await entries(`entity=coupon&from=${dateIn(0)}&to=${dateIn(0)}`)).not.toHaveLength(0);
    expect(await entries(`entity=coupon&to=${dateIn(-1)}`)).toHaveLength(0);
    expect(await entries(`entity=coupon&from=${dateIn(1)}`)).toHaveLength(0);
    const page = await ok("GET", "audit/list?limit=2&page=1", t.admin);
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(all.length);
  });

  it("422 for a date that is not YYYY-MM-DD, in Arabic too", async () => {
    const res = await call("GET", "audit/list?from=yesterday", t.admin, undefined, "ar");
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? json(res).data?.errors ?? {})).toContain("from");
  });
});

describe("who may read it, and nobody may change it", () => {
  it("internal roles with read-audit-log only: no token 401, support 403, a partner 403, a customer 403", async () => {
    expect((await call("GET", "audit/list")).statusCode).toBe(401);
    for (const token of [t.support, t.owner, t.aisha]) {
      expect((await call("GET", "audit/list", token)).statusCode).toBe(403);
      expect((await call("GET", "audit/details/1", token)).statusCode).toBe(403);
    }
    expect((await call("GET", "audit/details/99999999", t.admin)).statusCode).toBe(404);
  });

  it("has no endpoint that edits or deletes an entry", async () => {
    const [entry] = await entries(`entity=coupon&entity_id=${coupon}`);
    for (const [method, url] of [
      ["POST", `audit/update/${entry.id}`],
      ["POST", `audit/delete/${entry.id}`],
      ["DELETE", `audit/details/${entry.id}`],
      ["PUT", `audit/details/${entry.id}`],
      ["POST", "audit/clear"],
    ] as Array<[Method, string]>) {
      expect([404, 405], `${method} ${url}`).toContain((await call(method, url, t.admin, {})).statusCode);
    }
    expect(await ok("GET", `audit/details/${entry.id}`, t.admin)).toEqual(entry);
  });
});
