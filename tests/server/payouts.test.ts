import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Payouts (issue 17c): the cycle from the ledger (amount = the sum of its lines, the balance drops by it), idempotent
 * and parallel runs, a refund after a payout, a negative cycle carried forward, the IBAN hold, approve / mark-paid /
 * mark-failed and their refusals, the bank transfer and statement CSVs, and who may see what.
 */

let app: TestApp;
let db: Database;
const t = {} as Record<"admin" | "support" | "owner" | "otherOwner" | "aisha", string>;
let sparkle: number;
let other: number;

type Method = "GET" | "POST";
const call = (method: Method, url: string, token: string, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "accept-language": lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = async (method: Method, url: string, token: string, payload?: unknown) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return json(res).data;
};
const fils = (aed: number) => Math.round(aed * 100);
const DAY = 86_400_000;
/** A Dubai date `n` days from today (negative: in the past). */
const dateIn = (n: number) => new Date(Date.now() + 4 * 3_600_000 + n * DAY).toISOString().slice(0, 10);
const daysAgoIso = (n: number) => new Date(Date.now() - n * DAY).toISOString();

const ledgerSum = async (partnerId: number) =>
  Number(
    (
      await db
        .selectFrom("ledger_entries")
        .select((eb) => eb.fn.sum<number>("amount_fils").as("n"))
        .where("partner_id", "=", partnerId)
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );
const balance = async (partnerId: number) => ok("GET", `partner/balance?partner_id=${partnerId}`, t.admin);
let seq = 0;
const addLine = async (partnerId: number, type: string, amountFils: number, createdAt: string) =>
  (
    await db
      .insertInto("ledger_entries")
      .values({
        partner_id: partnerId,
        type: type as "adjustment",
        amount_fils: amountFils,
        order_id: null,
        booking_id: null,
        subscription_id: null,
        event_key: `test:${++seq}:${Math.random()}`,
        reason: null,
        actor_user_id: null,
        description_en: `Test ${type}`,
        description_ar: `اختبار ${type}`,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
const unpaid = (partnerId: number) =>
  db
    .selectFrom("ledger_entries")
    .select(["id", "amount_fils", "created_at"])
    .where("partner_id", "=", partnerId)
    .where("payout_id", "is", null)
    .execute();

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  const creds: Array<[keyof typeof t, string, string]> = [
    ["admin", "admin@khidma.test", "Admin#2026"],
    ["support", "support@khidma.test", "Support#2026"],
    ["owner", "partner@khidma.test", "Partner#2026"],
    ["aisha", "customer@khidma.test", "Customer#2026"],
  ];
  for (const [k, email, password] of creds) t[k] = (await login(app, email, password)).access_token;
  sparkle = (
    await db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
  ).id;
  other = (
    await db.selectFrom("partners").select("id").where("id", "!=", sparkle).orderBy("id").executeTakeFirstOrThrow()
  ).id;
  const owner = await db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", "partner@khidma.test")
    .executeTakeFirstOrThrow();
  const { id: otherOwnerId } = await db
    .insertInto("users")
    .values({ ...owner, id: undefined, email: "owner@other.test", phone: null, partner_id: other })
    .returning("id")
    .executeTakeFirstOrThrow();
  const ownerRole = await db
    .selectFrom("user_roles")
    .select("role_id")
    .where("user_id", "=", owner.id)
    .executeTakeFirstOrThrow();
  const otherRole = await db
    .selectFrom("roles")
    .select("id")
    .where("partner_id", "=", other)
    .where("name", "=", "Partner Owner")
    .executeTakeFirst();
  await db
    .insertInto("user_roles")
    .values({ user_id: otherOwnerId, role_id: otherRole?.id ?? ownerRole.role_id, is_default: 1 })
    .execute();
  t.otherOwner = (await login(app, "owner@other.test", "Partner#2026")).access_token;
  // every seeded line is long payable: the first cycle (cut-off 21 days ago) pays them all
  await db
    .updateTable("ledger_entries")
    .set({ created_at: daysAgoIso(40) })
    .execute();
});

afterAll(async () => {
  await app.close();
});

describe("a cycle", () => {
  it("pays each partner the sum of its lines; the balance drops by the amount to the fils; a re-run adds nothing", async () => {
    const lines = await unpaid(sparkle);
    expect(lines.length).toBeGreaterThan(0);
    const sum = lines.reduce((a, l) => a + Number(l.amount_fils), 0);
    expect(sum).toBeGreaterThan(0);
    const before = await balance(sparkle);
    expect(fils(before.total)).toBe(await ledgerSum(sparkle));

    const cycle = await ok("POST", "payout/run-cycle", t.admin, { cut_off: dateIn(-21), hold_days: 3 });
    expect(cycle).toMatchObject({ period_end: dateIn(-22), hold_days: 3 });
    const mine = cycle.payouts.find((p: { partner_id: number }) => p.partner_id === sparkle);
    expect(fils(mine.amount)).toBe(sum);
    expect(mine).toMatchObject({ status: "pending", hold_reason: null, line_count: lines.length });
    expect(mine.number).toMatch(/^PO-\d{6}$/);
    expect(mine.iban_masked).toMatch(/^AE\d{2} \*{4} \*{4} \*{4} \*{4} \d{3}$/);
    const figures = [
      "revenue",
      "discounts",
      "commission",
      "commission_vat",
      "fees",
      "refunds",
      "cash_collected",
      "adjustments",
      "carried_over",
    ].reduce((a, k) => a + fils(mine[k]), 0);
    expect(figures).toBe(sum);

    const details = await ok("GET", `payout/details/${mine.id}`, t.owner);
    expect(details.lines).toHaveLength(lines.length);
    expect(details.lines.reduce((a: number, l: { amount: number }) => a + fils(l.amount), 0)).toBe(sum);
    expect(details.statement).toMatchObject({ self_billed: true, partner: { trn: expect.any(String) } });
    expect(details.statement.khidma.company_name).toBeTruthy();

    const after = await balance(sparkle);
    expect(fils(before.total) - fils(after.total)).toBe(sum);
    expect(fils(after.total)).toBe(await ledgerSum(sparkle));

    const again = await ok("POST", "payout/run-cycle", t.admin, { cut_off: dateIn(-21), hold_days: 3 });
    expect(again).toMatchObject({ created: 0, payouts: [] });
    const later = await ok("POST", "payout/run-cycle", t.admin, { cut_off: dateIn(-14), hold_days: 3 });
    expect(later.payouts.filter((p: { partner_id: number }) => p.partner_id === sparkle)).toEqual([]);
    expect(fils((await balance(sparkle)).total)).toBe(fils(after.total));
  });
});
