import { afterAll, beforeAll, describe, it } from "vitest";
import { login, makeTestApp, type TestApp } from "./helpers.js";
import { runScenario } from "./report-counters-scenario.js";

/**
 * Issue 19 "Performance": the sales and appointments reports read per-day counters kept by database triggers
 * (migration 043). After every kind of write (create, pay, refund, cancel, reschedule, move between days, statuses,
 * partners, categories and emirates, delete) their figures equal the base tables' (see report-counters-scenario.ts).
 */

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
let admin: string;

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
});

afterAll(async () => {
  await app.close();
});

describe("report counters (SQLite)", () => {
  it("keep the sales and appointments reports equal to the base tables through every kind of write", async () => {
    await runScenario({ app, db, driver: "sqlite", admin });
  });
});
