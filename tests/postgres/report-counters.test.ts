/**
 * The report counters on PostgreSQL (issue 19 "Performance", migration 043): the triggers keep the sales and
 * appointments reports' per-day counters equal to the base tables through create, pay, refund, cancel, reschedule,
 * moves between days, statuses, partners, categories and emirates, and deletes (the scenario the SQLite suite runs:
 * tests/server/report-counters-scenario.ts). Runs only with TEST_DATABASE_URL (a disposable database: its public
 * schema is dropped and recreated), e.g. through `node scripts/test.mjs postgres`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { createDb, type Database } from "../../server/src/db/database.js";
import { migrateToLatest } from "../../server/src/db/migrations/index.js";
import { seed } from "../../server/src/db/seed.js";
import { login, type TestApp } from "../server/helpers.js";
import { runScenario } from "../server/report-counters-scenario.js";

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error("Set TEST_DATABASE_URL to a disposable PostgreSQL database (see npm run test:pg)");

describe("report counters on PostgreSQL", { timeout: 60_000 }, () => {
  let db: Database;
  let app: TestApp;
  let dataDir: string;
  let admin: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-pg-report-counters-"));
    const config = loadConfig({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: "/nonexistent",
      LOG_LEVEL: "silent",
      DEMO_MODE: "true",
    });
    db = createDb(config);
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    await migrateToLatest(db, "postgres");
    await seed(db);
    app = buildApp({ config, db, logger: false }) as unknown as TestApp;
    await app.ready();
    admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keep the sales and appointments reports equal to the base tables through every kind of write", async () => {
    await runScenario({ app, db, driver: "postgres", admin });
  });
});
