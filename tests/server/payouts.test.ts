import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import type { Database } from "../../server/src/db/database.js";
import { otherPartnerOwner } from "./commerce-helpers.js";
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
  // another partner with seeded lines and no approved application (no IBAN on file)
  other = (
    await db
      .selectFrom("ledger_entries")
      .select("partner_id")
      .where("partner_id", "!=", sparkle)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).partner_id;
  t.otherOwner = await otherPartnerOwner(app, db, other);
  // every seeded line is long payable: the first cycle (cut-off 21 days ago) pays them all
  await db
    .updateTable("ledger_entries")
    .set({ created_at: daysAgoIso(40) })
    .execute();
});

afterAll(async () => {
  await app.close();
});

let first: { id: number; amount: number };
let otherPayout: { id: number };
let refundCycle: { id: number; number: string; amount: number };
let carryPayout: { id: number; amount: number };
/** Dates the lines `ids` `n` days back (they became payable then). */
const backdate = (ids: number[], n: number) =>
  db
    .updateTable("ledger_entries")
    .set({ created_at: daysAgoIso(n) })
    .where("id", "in", ids)
    .execute();
const adjust = async (partnerId: number, amount: number) =>
  (await ok("POST", "ledger/adjust", t.admin, { partner_id: partnerId, amount, reason: "Test adjustment" }))
    .id as number;

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
      "supply_vat",
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
    // Sparkle has a TRN: the payout pays the VAT on its supply (its supply_vat lines), and the self-billed
    // statement's figures are those lines
    const ofType = (...types: string[]) =>
      details.lines
        .filter((l: { type: string }) => types.includes(l.type))
        .reduce((a: number, l: { amount: number }) => a + fils(l.amount), 0);
    expect(details.lines.some((l: { type: string }) => l.type === "reversal")).toBe(false);
    const supplyVat = ofType("supply_vat");
    expect(supplyVat).toBeGreaterThan(0);
    expect(fils(mine.supply_vat)).toBe(supplyVat);
    const st = details.statement;
    expect(fils(st.supply_value)).toBe(ofType("revenue", "discount", "fee"));
    expect(fils(st.supply_vat)).toBe(supplyVat);
    expect(fils(st.supply_total)).toBe(ofType("revenue", "discount", "fee", "supply_vat"));
    expect(fils(st.commission)).toBe(ofType("commission"));
    expect(fils(st.commission_vat)).toBe(ofType("commission_vat"));
    expect(st.vat_rate).toBe(5);
    expect(st.vat_rates).toEqual([
      { rate: 5, supply_value: st.supply_value, supply_vat: st.supply_vat, supply_total: st.supply_total },
    ]);
    expect(
      ["supply_value", "supply_vat", "commission", "commission_vat", "cash_collected", "adjustments", "carried_over"]
        .map((k) => fils(st[k]))
        .reduce((a, b) => a + b, 0),
    ).toBe(sum);

    const after = await balance(sparkle);
    expect(fils(before.total) - fils(after.total)).toBe(sum);
    expect(fils(after.total)).toBe(await ledgerSum(sparkle));

    first = mine;
    otherPayout = cycle.payouts.find((p: { partner_id: number }) => p.partner_id === other);
    const again = await ok("POST", "payout/run-cycle", t.admin, { cut_off: dateIn(-21), hold_days: 3 });
    expect(again).toMatchObject({ created: 0, payouts: [] });
    const later = await ok("POST", "payout/run-cycle", t.admin, { cut_off: dateIn(-14), hold_days: 3 });
    expect(later.payouts.filter((p: { partner_id: number }) => p.partner_id === sparkle)).toEqual([]);
    expect(fils((await balance(sparkle)).total)).toBe(fils(after.total));
  });
});

describe("cycle rules", () => {
  it("a refund after a payout is a negative line of the next cycle's payout", async () => {
    const paidLine = await db
      .selectFrom("ledger_entries as l")
      .innerJoin("bookings as b", "b.id", "l.booking_id")
      .innerJoin("orders as o", "o.id", "b.order_id")
      .select(["b.id as booking_id"])
      .where("l.payout_id", "=", first.id)
      .where("l.type", "=", "revenue")
      .where("b.status", "=", "completed")
      .where("o.status", "=", "paid")
      .where("o.payment_method", "!=", "cash")
      .orderBy("b.id")
      .executeTakeFirstOrThrow();
    const refund = await ok("POST", `admin/booking/refund/${paidLine.booking_id}`, t.admin, {
      amount: 20,
      reason: "Customer complaint",
    });
    const reversal = refund.lines.map((l: { id: number }) => l.id);
    expect(reversal.length).toBeGreaterThan(0);
    const plus = await adjust(sparkle, 300);
    await backdate([...reversal, plus], 12);
    const cycle = await ok("POST", "payout/run-cycle", t.admin, { cut_off: dateIn(-10), hold_days: 0 });
    const p = cycle.payouts.find((x: { partner_id: number }) => x.partner_id === sparkle);
    const refunded = refund.lines.reduce((a: number, l: { amount: number }) => a + fils(l.amount), 0);
    expect(refunded).toBeLessThan(0);
    expect(fils(p.refunds)).toBe(refunded);
    expect(fils(p.amount)).toBe(30_000 + refunded);
    const details = await ok("GET", `payout/details/${p.id}`, t.admin);
    const types = details.lines.map((l: { type: string; booking_id: number | null }) => [l.type, l.booking_id]);
    expect(types).toContainEqual(["reversal", paidLine.booking_id]);
    // the statement counts each reversal with the line it reverses: the supply, its VAT, the commission, its VAT
    const rows = await db
      .selectFrom("ledger_entries")
      .select(["amount_fils", "event_key"])
      .where("id", "in", reversal)
      .execute();
    const typeOf = async (key: string) =>
      (
        await db
          .selectFrom("ledger_entries")
          .select("type")
          .where("id", "=", Number(key.split(":line:")[1]))
          .executeTakeFirstOrThrow()
      ).type as string;
    const reversed = await Promise.all(
      rows.map(async (r) => ({ amount_fils: Number(r.amount_fils), type: await typeOf(r.event_key) })),
    );
    expect(reversed).toHaveLength(reversal.length);
    const back = (...types: string[]) =>
      reversed.filter((r) => types.includes(r.type)).reduce((a, r) => a + Number(r.amount_fils), 0);
    expect(back("supply_vat")).toBeLessThan(0);
    expect(details.statement).toMatchObject({
      supply_value: back("revenue", "discount") / 100,
      supply_vat: back("supply_vat") / 100,
      commission: back("commission") / 100,
      commission_vat: back("commission_vat") / 100,
      adjustments: 300,
      amount: p.amount,
    });
    refundCycle = p;
  });

  it("a negative cycle pays nothing and carries its sum into the next cycle; the balance does not move", async () => {
    const minus = await adjust(sparkle, -150);
    await backdate([minus], 9);
    const before = await balance(sparkle);
    const cycle = await ok("POST", "payout/run-cycle", t.admin, {
      cut_off: dateIn(-8),
      hold_days: 0,
      partner_id: sparkle,
    });
    expect(cycle).toMatchObject({ created: 0, carried_forward: 1, payouts: [] });
    expect((await balance(sparkle)).total).toBe(before.total);
    const open = await db
      .selectFrom("ledger_entries")
      .selectAll()
      .where("partner_id", "=", sparkle)
      .where("payout_id", "is", null)
      .where("type", "=", "carry_forward")
      .execute();
    expect(open.map((l) => Number(l.amount_fils))).toEqual([-15_000]);
    // the closing record never shows in the list
    const list = await ok("GET", `payout/list?period_end=${dateIn(-9)}`, t.admin);
    expect(list.total).toBe(0);
    // on the partner's ledger the closed line has no payout number (nothing to open); a paid line names its payout
    const closed = (await ok("GET", "ledger/list?type=adjustment&limit=-1", t.owner)).data.find(
      (l: { id: number }) => l.id === minus,
    );
    expect(closed.payout_id).not.toBeNull();
    expect(closed.payout_number).toBeNull();
    const paidOut = (await ok("GET", `ledger/list?payout_id=${refundCycle.id}&limit=-1`, t.owner)).data;
    expect(paidOut.length).toBeGreaterThan(0);
    for (const l of paidOut) expect(l.payout_number).toBe(refundCycle.number);

    const plus = await adjust(sparkle, 400);
    await backdate([plus], 6);
    const next = await ok("POST", "payout/run-cycle", t.admin, { cut_off: dateIn(-5), hold_days: 0 });
    const p = next.payouts.find((x: { partner_id: number }) => x.partner_id === sparkle);
    expect(p).toMatchObject({ amount: 250, carried_over: -150, adjustments: 400, line_count: 2 });
    const details = await ok("GET", `payout/details/${p.id}`, t.owner);
    expect(details.lines.map((l: { type: string; amount: number }) => [l.type, l.amount])).toEqual(
      expect.arrayContaining([
        ["carry_forward", -150],
        ["adjustment", 400],
      ]),
    );
    carryPayout = p;
  });

  it("422 for a cut-off more than a day ahead or not a date, an unknown partner; nothing written", async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("payouts")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    let res = await call("POST", "payout/run-cycle", t.admin, { cut_off: dateIn(3) });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.cut_off).toEqual(["The cut-off may be at most one day from now."]);
    res = await call("POST", "payout/run-cycle", t.admin, { cut_off: "next monday" }, "ar");
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.cut_off).toEqual(["أدخل تاريخاً (YYYY-MM-DD) أو تاريخاً ووقتاً بصيغة ISO."]);
    res = await call("POST", "payout/run-cycle", t.admin, { partner_id: 999_999, hold_days: -1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toContain("hold_days");
    expect(await count()).toBe(n);
  });

  it("5 parallel runs of one cycle make one payout", async () => {
    const plus = await adjust(sparkle, 75.5);
    await backdate([plus], 4);
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", "payout/run-cycle", t.admin, { cut_off: dateIn(-3), hold_days: 0 })),
    );
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const made = runs.flatMap((r) =>
      json(r).data.payouts.filter((p: { partner_id: number }) => p.partner_id === sparkle),
    );
    expect(made).toHaveLength(1);
    expect(made[0].amount).toBe(75.5);
    const rows = await db
      .selectFrom("payouts")
      .select("id")
      .where("partner_id", "=", sparkle)
      .where("period_end", "=", dateIn(-4))
      .execute();
    expect(rows).toHaveLength(1);
    const paid = await db
      .selectFrom("ledger_entries")
      .select("payout_id")
      .where("id", "=", plus)
      .executeTakeFirstOrThrow();
    expect(paid.payout_id).toBe(made[0].id);
  });
  it("the expected date counts 3 UAE working days after the cut-off, past the public holidays calendar", async () => {
    const cutOff = dateIn(-6);
    const next = (d: string, n = 1) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
    // the admin closes the whole week after the cut-off (an extended Eid, say)
    const holiday = { key: "test-extended-eid", start_date: next(cutOff), end_date: next(cutOff, 7) };
    await ok("POST", "public-holiday/create", t.admin, { ...holiday, name_en: "Extended Eid", name_ar: "عيد ممتد" });
    const plus = await adjust(other, 20);
    await backdate([plus], 8);
    const cycle = await ok("POST", "payout/run-cycle", t.admin, { cut_off: cutOff, hold_days: 0, partner_id: other });
    expect(cycle.payouts).toHaveLength(1);
    // from the calendar as it stands (the seeded UAE holidays too): the third weekday after the cut-off that no
    // holiday covers
    const calendar = await db.selectFrom("public_holidays").select(["start_date", "end_date"]).execute();
    const closed = (d: string) => calendar.some((h) => h.start_date <= d && d <= h.end_date);
    let day = cutOff;
    for (let left = 3; left > 0; ) {
      day = next(day);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !closed(day)) left--;
    }
    expect(cycle.payouts[0].expected_at).toBe(day);
    expect(cycle.payouts[0].expected_at > holiday.end_date).toBe(true);
  });
});

describe("approve, mark paid, mark failed", () => {
  it("no valid IBAN: the payout is pending with the hold reason and approving it answers 422 saying why", async () => {
    expect(otherPayout).toBeTruthy();
    const en = await ok("GET", `payout/details/${otherPayout.id}`, t.admin);
    expect(en).toMatchObject({ status: "pending", hold_reason: "No valid IBAN on file", iban_masked: null });
    const ar = json(await call("GET", `payout/details/${otherPayout.id}`, t.admin, undefined, "ar")).data;
    expect(ar.hold_reason).toBe("لا يوجد رقم آيبان صالح في الملف");
    const res = await call("POST", `payout/approve/${otherPayout.id}`, t.admin);
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toMatch(/no valid IBAN/);
    expect((await ok("GET", `payout/details/${otherPayout.id}`, t.admin)).status).toBe("pending");
  });

  it("pending -> approved -> paid with the bank reference; the refusals say why", async () => {
    let res = await call("POST", `payout/mark-paid/${first.id}`, t.admin, { reference: "TRX-1001" });
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe("This payout is still pending: approve it first, then mark it paid.");
    const approved = await ok("POST", `payout/approve/${first.id}`, t.admin);
    expect(approved).toMatchObject({ status: "approved", approved_by_name: expect.any(String) });
    expect(approved.approved_at).toBeTruthy();
    res = await call("POST", `payout/approve/${first.id}`, t.admin);
    expect(res.statusCode).toBe(422);
    res = await call("POST", `payout/mark-paid/${first.id}`, t.admin, { reference: "x" }, "ar");
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.reference).toEqual(["يجب أن يكون المرجع البنكي بين 3 و64 حرفاً."]);
    res = await call("POST", `payout/mark-paid/${first.id}`, t.admin, {});
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.reference).toBeTruthy();
    const paid = await ok("POST", `payout/mark-paid/${first.id}`, t.admin, { reference: "TRX-1001" });
    expect(paid).toMatchObject({ status: "paid", reference: "TRX-1001", paid_by_name: expect.any(String) });
    res = await call("POST", `payout/mark-paid/${first.id}`, t.admin, { reference: "TRX-1002" });
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe("This payout has already been paid.");
    res = await call("POST", `payout/approve/${first.id}`, t.admin);
    expect(json(res).message).toBe("This payout has already been paid.");
    res = await call("POST", `payout/mark-failed/${first.id}`, t.admin, { reason: "Bounced" });
    expect(res.statusCode).toBe(422);
    expect((await ok("GET", `payout/details/${first.id}`, t.owner)).reference).toBe("TRX-1001");
    const trail = await db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "payout")
      .where("entity_id", "=", first.id)
      .execute();
    expect(trail.map((a) => a.action)).toEqual(["approve", "mark-paid"]);
  });

  it("mark failed needs a reason, writes a payout_reversal line and the balance comes back", async () => {
    await ok("POST", `payout/approve/${refundCycle.id}`, t.admin);
    const res = await call("POST", `payout/mark-failed/${refundCycle.id}`, t.admin, { reason: "" });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.reason).toBeTruthy();
    const before = await balance(sparkle);
    const failed = await ok("POST", `payout/mark-failed/${refundCycle.id}`, t.admin, { reason: "Account closed" });
    expect(failed).toMatchObject({ status: "failed", failure_reason: "Account closed" });
    const after = await balance(sparkle);
    expect(fils(after.total) - fils(before.total)).toBe(fils(refundCycle.amount));
    const line = await db
      .selectFrom("ledger_entries")
      .selectAll()
      .where("partner_id", "=", sparkle)
      .where("type", "=", "payout_reversal")
      .executeTakeFirstOrThrow();
    expect(Number(line.amount_fils)).toBe(fils(refundCycle.amount));
    expect(line.payout_id).toBeNull();
    expect((await call("POST", `payout/mark-paid/${refundCycle.id}`, t.admin, { reference: "TRX-9" })).statusCode).toBe(
      422,
    );
  });

  it("a valid IBAN added later clears the hold on approval", async () => {
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@other.test")
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await db
      .insertInto("partner_applications")
      .values({
        user_id: user.id,
        status: "approved",
        legal_name_en: "Other LLC",
        legal_name_ar: "أخرى ذ.م.م",
        trade_license_number: null,
        trade_license_expiry: null,
        company_type: null,
        trn: null,
        logo: null,
        contact_person: null,
        contact_phone: null,
        contact_email: null,
        bank_name: "ADCB",
        iban: "AE070331234567890123456",
        account_name: "Other LLC",
        submitted_at: at,
        decided_at: at,
        partner_id: other,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const approved = await ok("POST", `payout/approve/${otherPayout.id}`, t.admin);
    expect(approved).toMatchObject({ status: "approved", hold_reason: null, account_name: "Other LLC" });
    expect(approved.iban_masked).toBe("AE07 **** **** **** **** 456");
    const details = await ok("GET", `payout/details/${otherPayout.id}`, t.admin);
    expect(details.statement.self_billed).toBe(false);
    // no TRN: no supply VAT in its lines, its payout or its statement
    expect(details.supply_vat).toBe(0);
    expect(details.statement.supply_vat).toBe(0);
    expect(details.lines.filter((l: { type: string }) => l.type === "supply_vat")).toEqual([]);
  });
});

describe("CSV", () => {
  it("export: the approved payouts only, as bank transfer rows", async () => {
    await ok("POST", `payout/approve/${carryPayout.id}`, t.admin);
    const res = await call("GET", "payout/export", t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="payouts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = res.body.trim().split("\n");
    expect(header).toBe("iban,account_name,amount,reference,partner,period_start,period_end");
    const approved = await ok("GET", "payout/list?status=approved&limit=-1", t.admin);
    expect(rows.map((r) => r.split(",")[3]).sort()).toEqual(
      approved.data.map((p: { number: string }) => p.number).sort(),
    );
    const carry = rows.find((r) => r.includes(`PO-${String(carryPayout.id).padStart(6, "0")}`));
    expect(carry).toMatch(/^AE\d{21},Sparkle Cleaning LLC,250\.00,PO-\d{6},/);
    const none = await call("GET", `payout/export?period_end=${dateIn(-22)}&partner_id=${sparkle}`, t.admin);
    expect(none.body.trim().split("\n")).toHaveLength(1); // paid, not approved: header only
  });

  it("statement: the payout's lines and a total row equal to the amount", async () => {
    const res = await call("GET", `payout/statement/${first.id}`, t.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/PO-\d{6}-statement\.csv/);
    const rows = res.body.trim().split("\n");
    expect(rows[0]).toBe("date,type,description,order_number,booking_number,amount");
    const amounts = rows.slice(1).map((r) => Number(r.split(",").at(-1)));
    const total = amounts.pop() ?? 0;
    expect(fils(total)).toBe(fils(first.amount));
    expect(amounts.reduce((a, v) => a + fils(v), 0)).toBe(fils(first.amount));
    expect(rows.at(-1)).toMatch(/^,total,/);
  });
});

describe("scoping and the list", () => {
  it("a partner lists only its own; another partner's details and statement 404; staff actions 403", async () => {
    const own = await ok("GET", `payout/list?limit=-1&partner_id=${other}`, t.owner);
    expect(own.total).toBeGreaterThan(0);
    expect(own.data.every((p: { partner_id: number }) => p.partner_id === sparkle)).toBe(true);
    expect((await call("GET", `payout/details/${first.id}`, t.otherOwner)).statusCode).toBe(404);
    expect((await call("GET", `payout/statement/${first.id}`, t.otherOwner)).statusCode).toBe(404);
    expect((await call("GET", `payout/details/${otherPayout.id}`, t.owner)).statusCode).toBe(404);
    expect((await call("GET", "payout/details/999999", t.admin)).statusCode).toBe(404);
    for (const [method, url] of [
      ["POST", "payout/run-cycle"],
      ["POST", `payout/approve/${first.id}`],
      ["POST", `payout/mark-paid/${first.id}`],
      ["POST", `payout/mark-failed/${first.id}`],
      ["GET", "payout/export"],
    ] as Array<[Method, string]>)
      expect((await call(method, url, t.owner, method === "POST" ? {} : undefined)).statusCode, url).toBe(403);
    expect((await call("GET", "payout/list", t.aisha)).statusCode).toBe(403);
  });

  it("filters by status, cycle and search; sorts by amount", async () => {
    const paid = await ok("GET", "payout/list?status=paid", t.admin);
    expect(paid.data.map((p: { id: number }) => p.id)).toEqual([first.id]);
    const cycle = await ok("GET", `payout/list?period_end=${dateIn(-6)}`, t.admin);
    expect(cycle.data.map((p: { id: number }) => p.id)).toEqual([carryPayout.id]);
    const byNumber = await ok("GET", `payout/list?search=${String(first.id).padStart(6, "0")}`, t.admin);
    expect(byNumber.data.map((p: { id: number }) => p.id)).toContain(first.id);
    const byName = await ok("GET", "payout/list?search=sparkle&limit=-1", t.admin);
    expect(byName.data.every((p: { partner_id: number }) => p.partner_id === sparkle)).toBe(true);
    const sorted = await ok("GET", "payout/list?sortKey=amount&sortVal=asc&limit=-1", t.admin);
    const amounts = sorted.data.map((p: { amount: number }) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await call("GET", "payout/list?status=lost", t.admin)).statusCode).toBe(422);
  });
});

describe("the automatic cycle", () => {
  it("is off unless PAYOUT_AUTO_CYCLE asks for it", () => {
    expect(loadConfig({}).payoutAutoCycle).toBe(false);
    expect(loadConfig({ PAYOUT_AUTO_CYCLE: "1" }).payoutAutoCycle).toBe(true);
    expect(loadConfig({ PAYOUT_AUTO_CYCLE: "0" }).payoutAutoCycle).toBe(false);
  });
});
