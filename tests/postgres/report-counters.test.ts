/**
 * The report counters on PostgreSQL (issue 19 "Performance", migration 043): the triggers keep the sales and
 * appointments reports' per-day counters equal to the base tables through create, pay, refund, cancel, reschedule,
 * moves between days, statuses, partners, categories and emirates, and deletes (the scenario the SQLite suite runs:
 * tests/server/report-counters-scenario.ts). Runs only with TEST_DATABASE_URL (a disposable database: its public
 * schema is dropped and recreated), e.g. through `node scripts/test.mjs postgres`.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import type { TestApp } from "../server/helpers.js";
import { runScenario } from "../server/report-counters-scenario.js";
import { freshPgApp, type PgApp, pgUrl } from "./pg-app.js";

pgUrl(); // a clear message when TEST_DATABASE_URL is missing, before any test runs

describe("report counters on PostgreSQL", { timeout: 60_000 }, () => {
  let db: Database;
  let app: TestApp;
  let pg: PgApp | undefined;
  let admin: string;

  beforeAll(async () => {
    pg = await freshPgApp("report-counters");
    ({ db, app, admin } = pg);
  });

  afterAll(async () => {
    await pg?.close();
  });

  it("keep the sales and appointments reports equal to the base tables through every kind of write", async () => {
    await runScenario({ app, db, driver: "postgres", admin });
  });
});
