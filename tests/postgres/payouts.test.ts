/**
 * Payouts on PostgreSQL (issue 17c): parallel run-cycle calls on a connection pool make one payout per partner and
 * pay no line twice; the amount is the sum of its lines and the balance drops by it, to the fils. Runs only with
 * TEST_DATABASE_URL (a disposable database: its public schema is dropped and recreated), e.g. through
 * `node scripts/test.mjs postgres`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, json, type TestApp } from "../server/helpers.js";
import { freshPgApp, type PgApp, pgUrl } from "./pg-app.js";

pgUrl(); // a clear message when TEST_DATABASE_URL is missing, before any test runs

describe("payouts on PostgreSQL", { timeout: 60_000 }, () => {
  let db: Database;
  let app: TestApp;
  let pg: PgApp | undefined;
  let admin: string;

  beforeAll(async () => {
    pg = await freshPgApp("payouts");
    ({ db, app, admin } = pg);
    await db
      .updateTable("ledger_entries")
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .execute();
  });

  afterAll(async () => {
    await pg?.close();
  });

  it("5 parallel runs make one payout per partner; the amount is the sum of its lines; the balance drops by it", async () => {
    const sums = new Map(
      (
        await db
          .selectFrom("ledger_entries")
          .select(["partner_id", (eb) => eb.fn.sum<string>("amount_fils").as("n")])
          .groupBy("partner_id")
          .execute()
      ).map((r) => [r.partner_id, Number(r.n)]),
    );
    const cutOff = new Date(Date.now() - 21 * 86_400_000).toISOString();
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: "POST",
          url: "/api/v2/payout/run-cycle",
          headers: bearer(admin),
          payload: { cut_off: cutOff, hold_days: 3 },
        }),
      ),
    );
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const made = runs.flatMap((r) => json(r).data.payouts as Array<{ id: number; partner_id: number; amount: number }>);
    const positive = [...sums.values()].filter((n) => n > 0).length;
    expect(made).toHaveLength(positive);
    expect(new Set(made.map((p) => p.partner_id)).size).toBe(made.length);
    for (const p of made) {
      expect(Math.round(p.amount * 100)).toBe(sums.get(p.partner_id));
      const lines = await db
        .selectFrom("ledger_entries")
        .select((eb) => eb.fn.sum<string>("amount_fils").as("n"))
        .where("payout_id", "=", p.id)
        .where("type", "!=", "payout")
        .executeTakeFirstOrThrow();
      expect(Number(lines.n)).toBe(sums.get(p.partner_id));
      const total = await db
        .selectFrom("ledger_entries")
        .select((eb) => eb.fn.sum<string>("amount_fils").as("n"))
        .where("partner_id", "=", p.partner_id)
        .executeTakeFirstOrThrow();
      expect(Number(total.n)).toBe(0);
    }
  });
});
