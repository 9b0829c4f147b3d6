import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_PERMISSIONS, BUILT_IN_ROLES } from "../../common/permissions.js";
import { loadConfig } from "../../server/src/config.js";
import { createDb } from "../../server/src/db/database.js";
import { migrateToLatest } from "../../server/src/db/migrations/index.js";
import {
  DEMO_ACCOUNTS,
  isDatabaseEmpty,
  SEED_STATUSES,
  SPARKLE,
  seed,
  seedReferenceData,
} from "../../server/src/db/seed.js";
import { seedCatalog } from "../../server/src/db/seed-catalog.js";
import { hashPassword, verifyPassword } from "../../server/src/lib/password.js";
import { normaliseUaePhone } from "../../server/src/lib/phone.js";

describe("database", () => {
  it("migrations run twice harmlessly and the seed is idempotent (file database)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-db-"));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.sqliteFile).toBe(path.join(dir, "khidma.sqlite"));
    try {
      let db = createDb(config);
      expect(await migrateToLatest(db, config.dbDriver)).toEqual([
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
        "013_security_limits",
        "014_security_data",
        "015_catalog_performance",
        "016_admin_list_performance",
        "017_team_schedule",
        "018_schedule_data",
        "019_partner_bookings",
        "020_quotations_reports",
        "021_reviews",
        "022_package_visits",
        "023_notification_order",
        "024_history_note_ar",
        "025_coupon_admin",
        "026_coupon_rules",
        "027_ledger",
        "028_payouts",
        "029_job_types",
        "031_audit_log_search",
        "032_support_assign",
        "033_announcements",
        "034_help",
        "035_tenant_edit",
        "036_kpi",
        "037_kpi_reports",
        "038_report_indexes",
        "039_report_indexes",
        "040_rating_report_indexes",
        "041_coupon_stacking",
        "042_supply_vat",
        "043_report_counters",
        "045_partner_figure_indexes",
        "046_booking_search_indexes",
      ]);
      expect(await migrateToLatest(db, config.dbDriver)).toEqual([]);
      expect(await isDatabaseEmpty(db)).toBe(true);
      await seed(db);
      const seeded = (await db.selectFrom("users").select("email").execute()).length;
      await seed(db); // idempotent: a second run adds nothing
      expect(await db.selectFrom("users").select("email").execute()).toHaveLength(seeded);
      expect(await isDatabaseEmpty(db)).toBe(false);
      await db.destroy();

      // a later start keeps the data
      db = createDb(config);
      expect(await migrateToLatest(db, config.dbDriver)).toEqual([]);
      const users = await db.selectFrom("users").select("email").execute();
      expect(users).toHaveLength(seeded);
      expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
      const perms = await db.selectFrom("permissions").select("name").execute();
      expect(perms.map((p) => p.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
      const roles = await db.selectFrom("roles").select(["name", "type", "is_system", "partner_id"]).execute();
      expect(roles.filter((r) => r.partner_id === null)).toHaveLength(Object.keys(BUILT_IN_ROLES).length);
      // every partner's own Partner Owner, Dispatcher and Technician (issue 15), once each after two starts
      const partners = await db.selectFrom("partners").select("id").execute();
      expect(roles.filter((r) => r.partner_id !== null)).toHaveLength(partners.length * 3);
      const adminPerms = await db
        .selectFrom("role_permissions")
        .innerJoin("roles", "roles.id", "role_permissions.role_id")
        .where("roles.name", "=", "Admin")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(adminPerms.n)).toBe(BUILT_IN_ROLES.admin.permissions.length);
      const statuses = await db.selectFrom("statuses").select("id").execute();
      // every seeded status once (booking, package, payment, application), after two starts
      expect(statuses).toHaveLength(Object.values(SEED_STATUSES).flat().length);
      await db.destroy();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("reference data on restart", () => {
  it("keeps a built-in role's matrix edits, and grants only permissions that are new in the catalogue", async () => {
    const db = createDb({ dbDriver: "sqlite", databaseUrl: "", sqliteFile: ":memory:" });
    try {
      await migrateToLatest(db, "sqlite");
      await seedReferenceData(db);
      const support = await db.selectFrom("roles").select("id").where("name", "=", "Support").executeTakeFirstOrThrow();
      const names = async () =>
        (
          await db
            .selectFrom("role_permissions")
            .innerJoin("permissions", "permissions.id", "role_permissions.permission_id")
            .select("permissions.name")
            .where("role_permissions.role_id", "=", support.id)
            .execute()
        )
          .map((r) => r.name)
          .sort();
      // an admin takes read-user away from Support in the matrix
      const readUser = await db
        .selectFrom("permissions")
        .select("id")
        .where("name", "=", "read-user")
        .executeTakeFirstOrThrow();
      await db
        .deleteFrom("role_permissions")
        .where("role_id", "=", support.id)
        .where("permission_id", "=", readUser.id)
        .execute();
      // a release later adds a permission Support is meant to hold: simulate it by removing that permission row
      const readService = await db
        .selectFrom("permissions")
        .select("id")
        .where("name", "=", "read-service")
        .executeTakeFirstOrThrow();
      await db.deleteFrom("role_permissions").where("permission_id", "=", readService.id).execute();
      await db.deleteFrom("permissions").where("id", "=", readService.id).execute();

      await seedReferenceData(db); // the next start
      const after = await names();
      expect(after).not.toContain("read-user");
      expect(after).toContain("read-service");
    } finally {
      await db.destroy();
    }
  });
});

describe("catalog seed", () => {
  it("tops up a database that has users but no catalog, extending Sparkle instead of duplicating it", async () => {
    const db = createDb({ dbDriver: "sqlite", databaseUrl: "", sqliteFile: ":memory:" });
    try {
      await migrateToLatest(db, "sqlite");
      await seedReferenceData(db);
      const now = new Date().toISOString();
      await db
        .insertInto("partners")
        .values({ ...SPARKLE, email: null, phone: null, status: "active", created_at: now })
        .execute();
      await db
        .insertInto("users")
        .values({
          first_name: "Old",
          last_name: "User",
          email: "old@khidma.test",
          phone: null,
          password_hash: "x",
          gender: null,
          user_profile: null,
          email_verified_at: null,
          phone_verified_at: null,
          last_login_at: null,
          status: "active",
          partner_id: null,
          preferred_language: "en",
          created_at: now,
          updated_at: now,
        })
        .execute();
      expect(await isDatabaseEmpty(db)).toBe(false);
      expect(await seedCatalog(db)).toBe(true);
      expect(await seedCatalog(db)).toBe(false);
      const partners = await db.selectFrom("partners").select(["id", "slug", "logo"]).orderBy("id").execute();
      expect(partners).toHaveLength(12);
      expect(partners[0]).toMatchObject({ slug: SPARKLE.slug, logo: "/images/partners/sparkle-cleaning.svg" });
      const services = await db.selectFrom("services").select("id").execute();
      expect(services.length).toBeGreaterThanOrEqual(60);
    } finally {
      await db.destroy();
    }
  });
});

describe("config", () => {
  it("reads defaults and overrides", () => {
    const d = loadConfig({});
    expect(d).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "./data",
      dbDriver: "sqlite",
      apiKeyHeader: "X-Api-Key",
      apiKey: "khidma-demo-key",
      demoMode: false,
      tokenTtlDays: 7,
      staticDir: "./dist",
      rateLimit: { accountMax: 10, accountWindowMs: 900000, accountTotalMax: 100, ipMax: 100, ipWindowMs: 60000 },
      sendLimit: { cooldownMs: 60000, targetMax: 5, targetWindowMs: 3600000, ipMax: 30, ipWindowMs: 3600000 },
      paymentGateway: "",
    });
    expect(loadConfig({ STATIC_DIR: "" }).staticDir).toBe("");
    expect(loadConfig({ DEMO_MODE: "true" }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: "false" }).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: "0" }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgresql://u:p@localhost/khidma" }).dbDriver).toBe("postgres");
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@localhost/khidma" }).dbDriver).toBe("postgres");
    expect(loadConfig({ PORT: "3999", RATE_LIMIT_IP_MAX: "5" })).toMatchObject({ port: 3999, rateLimit: { ipMax: 5 } });
  });
});

describe("lib", () => {
  it("normalises UAE mobile numbers", () => {
    for (const input of [
      "+971 50 123 4567",
      "+971-50-123-4567",
      "0501234567",
      "971501234567",
      "00971501234567",
      "+971501234567",
    ]) {
      expect(normaliseUaePhone(input), input).toBe("+971501234567");
    }
    for (const input of ["", "12345", "+971 4 555 0100", "+44 7700 900123", "05012345678", "+97150123456"]) {
      expect(normaliseUaePhone(input), input).toBeNull();
    }
  });

  it("hashes passwords with scrypt", async () => {
    const hash = await hashPassword("Secret123");
    expect(hash).toMatch(/^scrypt\$16384\$[^$]+\$[^$]+$/);
    expect(await verifyPassword("Secret123", hash)).toBe(true);
    expect(await verifyPassword("Secret124", hash)).toBe(false);
    expect(await verifyPassword("Secret123", "garbage")).toBe(false);
  });
});
