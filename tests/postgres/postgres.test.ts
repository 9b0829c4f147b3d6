/**
 * The same core flows on PostgreSQL. Runs only when TEST_DATABASE_URL points at a disposable database
 * (its public schema is dropped and recreated), e.g.
 *   TEST_DATABASE_URL=postgres://khidma@127.0.0.1:55432/khidma_test npm run test:pg
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { createDb, type Database } from "../../server/src/db/database.js";
import { migrateToLatest } from "../../server/src/db/migrations/index.js";
import { DEMO_ACCOUNTS, isDatabaseEmpty, seed } from "../../server/src/db/seed.js";
import { bearer, clientToken, json, login, type TestApp } from "../server/helpers.js";

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error("Set TEST_DATABASE_URL to a disposable PostgreSQL database (see npm run test:pg)");

describe("PostgreSQL", () => {
  let db: Database;
  let app: TestApp;

  beforeAll(async () => {
    const config = { ...loadConfig({ DATABASE_URL: url, STATIC_DIR: "/nonexistent", LOG_LEVEL: "silent" }) };
    db = createDb(config);
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    expect(await migrateToLatest(db, "postgres")).toEqual([
      "001_core",
      "002_catalog",
      "003_preferences",
      "004_support",
      "005_addresses",
      "006_commerce",
      "007_partner_applications",
      "008_package_comments",
      "011_admin_appointments",
      "012_admin_catalog",
    ]);
    expect(await migrateToLatest(db, "postgres")).toEqual([]);
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seed(db);
    await seed(db);
    app = buildApp({ config, db, logger: false }) as unknown as TestApp;
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it("seeds once and signs every demo account in", async () => {
    const emails = (await db.selectFrom("users").select("email").execute()).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
    expect(new Set(emails).size).toBe(emails.length);
    const tech = await login(app, "tech@khidma.test", "Tech#2026");
    expect(tech.default_role).toBe("Technician");
    expect(tech.user.partner_details.id).toEqual(expect.any(Number));
    const applicant = await login(app, "applicant@khidma.test", "Applicant#2026");
    expect(applicant.user.partner_details).toEqual({ id: null });
  });

  it("serves configuration, settings, registration and logout", async () => {
    const conf = await app.inject({
      method: "GET",
      url: "/api/v2/get-configurations",
      headers: bearer(await clientToken(app)),
    });
    expect(json(conf).data.master_setting.support_email).toBe("support@khidma.ae");
    const admin = await login(app, "admin@khidma.test", "Admin#2026");
    const settings = await app.inject({ method: "GET", url: "/api/v2/settings", headers: bearer(admin.access_token) });
    expect(json(settings).data.pricing_and_taxes.vat_percentage).toBe(5);
    const reg = await app.inject({
      method: "POST",
      url: "/api/v2/register",
      payload: {
        first_name: "Pg",
        last_name: "User",
        email: "pg@example.ae",
        phone: "0559990000",
        password: "Welcome2026",
        password_confirmation: "Welcome2026",
      },
    });
    expect(reg.statusCode).toBe(201);
    const verify = await app.inject({
      method: "POST",
      url: "/api/v2/register/verify-otp",
      payload: { phone: "0559990000", otp: "123456" },
    });
    expect(json(verify).data.default_role).toBe("User");
    const out = await app.inject({ method: "POST", url: "/api/v2/user/logout", headers: bearer(admin.access_token) });
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ method: "GET", url: "/api/v2/user/me", headers: bearer(admin.access_token) });
    expect(me.statusCode).toBe(401);
  });
});
