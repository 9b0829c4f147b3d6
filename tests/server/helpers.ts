import { expect, inject } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { type AppConfig, loadConfig } from "../../server/src/config.js";
import type { Database } from "../../server/src/db/database.js";
import type { SessionRole, SessionUser } from "../../server/src/modules/auth/schema.js";
import { seededDb } from "./template-db.js";

export type ConfigOverrides = Partial<Omit<AppConfig, "rateLimit" | "sendLimit">> & {
  rateLimit?: Partial<AppConfig["rateLimit"]>;
  sendLimit?: Partial<AppConfig["sendLimit"]>;
};

/** Sending limits off (0), so tests may send codes back to back; tests of the limits set their own. */
export const NO_SEND_LIMITS: AppConfig["sendLimit"] = {
  cooldownMs: 0,
  targetMax: 0,
  targetWindowMs: 0,
  ipMax: 0,
  ipWindowMs: 0,
  messageMax: 0,
  messageIpMax: 0,
  messageWindowMs: 0,
};

/**
 * A migrated and seeded app on an in-memory SQLite database (close with `app.close()`; the db closes with it).
 * Demo mode (code 123456 where one was requested, the test card gateway) and no sending limits unless overridden.
 * The database is the app's own copy of the run's seeded template (tests/server/template-db.ts).
 */
export async function makeTestApp(overrides: ConfigOverrides = {}) {
  const base = loadConfig({
    DATA_DIR: "/tmp/khidma-test-unused",
    STATIC_DIR: "/nonexistent-khidma-dist",
    LOG_LEVEL: "silent",
    DEMO_MODE: "true",
  });
  const config: AppConfig = {
    ...base,
    sqliteFile: ":memory:",
    ...overrides,
    rateLimit: { ...base.rateLimit, ...overrides.rateLimit },
    sendLimit: { ...NO_SEND_LIMITS, ...overrides.sendLimit },
  };
  const db = await seededDb(config, inject("khidmaTemplate"));
  const app = buildApp({ config, db, logger: false });
  app.addHook("onClose", async () => {
    await db.destroy();
  });
  await app.ready();
  return { app, db, config };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>["app"];

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions that read them
export const json = <T = any>(res: { body: string }): T => JSON.parse(res.body);

export async function clientToken(app: TestApp): Promise<string> {
  const res = await app.inject({
    method: "GET",
    url: "/api/v2/client-access-token",
    headers: { "x-api-key": "khidma-demo-key" },
  });
  return json(res).data.access_token;
}

export async function login(app: TestApp, email: string, password: string) {
  const res = await app.inject({ method: "POST", url: "/api/v2/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return json(res).data as { access_token: string; user: SessionUser; roles: SessionRole[]; default_role: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * GET helpers for public endpoints, reading the app and token lazily (they are set in beforeAll):
 * `get(url, lang?, token?)` answers the raw response (token null: none sent); `data(url, lang?)` asserts 200 and
 * answers the envelope's data.
 */
export function reader(ctx: () => { app: TestApp; token: string | null }) {
  const get = (url: string, lang = "en", t: string | null = ctx().token) =>
    ctx().app.inject({
      method: "GET",
      url: `/api/v2/${url}`,
      headers: { ...(t ? bearer(t) : {}), "accept-language": lang },
    });
  const data = async (url: string, lang = "en") => {
    const res = await get(url, lang);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  return { get, data };
}

/** A field or a file of a multipart/form-data body. */
export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body for `inject`: `{payload, headers}`. */
export function multipartBody(parts: MultipartPart[]) {
  const boundary = `----khidma${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      const head = `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`;
      chunks.push(Buffer.from(head), p.data, Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** The demo customer (customer@khidma.test) and the first partner, as ids: what a test's own bookings are made of. */
export async function demoCustomerAndPartner(db: Database) {
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "customer@khidma.test")
    .executeTakeFirstOrThrow();
  const partner = await db.selectFrom("partners").select("id").orderBy("id").executeTakeFirstOrThrow();
  return { user, partner };
}

/**
 * Inserts `count` bookings of the demo customer at the first partner (numbers `BK-<tag>-00000`..., every third one
 * completed, the rest requested; slots from 2031 on, in the order `slot(i)` gives): enough for a search to match
 * thousands. Answers the customer's id.
 */
export async function bulkCustomerBookings(
  db: Database,
  tag: string,
  count: number,
  slot: (i: number) => number = (i) => i,
): Promise<number> {
  const { user, partner } = await demoCustomerAndPartner(db);
  const rows = Array.from({ length: count }, (_, i) => ({
    number: `BK-${tag}-${String(i).padStart(5, "0")}`,
    user_id: user.id,
    partner_id: partner.id,
    address_text: "Somewhere",
    scheduled_at: new Date(Date.UTC(2031, 0, 1) + slot(i) * 3_600_000).toISOString(),
    duration_minutes: 60,
    status: i % 3 === 0 ? ("completed" as const) : ("requested" as const),
    payment_status: "pending" as const,
    total_fils: 1000 + i,
    images: "[]",
    reschedule_count: 0,
    created_at: "2031-01-01T00:00:00.000Z",
    updated_at: "2031-01-01T00:00:00.000Z",
  }));
  for (let i = 0; i < rows.length; i += 300)
    await db
      .insertInto("bookings")
      .values(rows.slice(i, i + 300))
      .execute();
  return user.id;
}
