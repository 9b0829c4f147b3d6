import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { SPARKLE, seed } from "../../server/src/db/seed.js";
import { subscriptionDrafts, visitShare } from "../../server/src/modules/ledger/entries.js";
import { backfillLedger, syncBookingLedger, syncOrderLedger } from "../../server/src/modules/ledger/sync.js";
import { cartOf, daysFromToday, otherPartnerOwner, testCard } from "./commerce-helpers.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * The partner ledger (issue 17b): the lines events write (completed card and cash bookings, refunds after completion,
 * kept cancellation fees, package visits, partner- and Khidma-funded coupons), idempotent replays, the balance,
 * manual adjustments and who may read what.
 */

let app: TestApp;
let db: Database;
const t = {} as Record<"admin" | "support" | "owner" | "aisha" | "otherOwner", string>;
let sparkle: number;
let other: number;
let aishaId: number;
let addressId: number;

type Method = "GET" | "POST";
const call = (method: Method, url: string, token: string, payload?: unknown, lang = "en", headers = {}) =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "accept-language": lang, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = async (method: Method, url: string, token: string, payload?: unknown) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return json(res).data;
};

interface Line {
  id: number;
  partner_id: number;
  partner_name: string;
  type: string;
  amount: number;
  order_id: number | null;
  booking_id: number | null;
  payout_id: number | null;
  subscription_id: number | null;
  created_at: string;
  description: string;
  description_en: string;
  description_ar: string;
  reason: string | null;
  actor_user_id: number | null;
}

const linesOf = async (query: string, token = t.owner): Promise<Line[]> =>
  (await ok("GET", `ledger/list?limit=-1&sortKey=created_at&sortVal=asc&${query}`, token)).data;
const fils = (aed: number) => Math.round(aed * 100);
const sumFils = (lines: Line[]) => lines.reduce((a, l) => a + fils(l.amount), 0);
const byType = (lines: Line[], type: string) => lines.filter((l) => l.type === type);
const ledgerCount = async () =>
  Number(
    (
      await db
        .selectFrom("ledger_entries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const ledgerSumFils = async (partnerId: number) =>
  Number(
    (
      await db
        .selectFrom("ledger_entries")
        .select((eb) => eb.fn.sum<number>("amount_fils").as("n"))
        .where("partner_id", "=", partnerId)
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );

/**
 * What an order line should give the partner (fils), computed here from the line as sold at `vatBp`: the partner's
 * supply to Khidma is the revenue less a discount the partner funds, and its VAT round(supply x rate) per line
 * (Sparkle has a TRN).
 */
function expectedParts(
  line: { quantity: number; unit_price_fils: number; total_fils: number; vat_fils: number },
  bp = 1500,
  partnerFunded = false,
  vatBp = 500,
) {
  const gross = line.quantity * line.unit_price_fils;
  const net = line.total_fils - line.vat_fils;
  const discountGross = gross - line.total_fils;
  const discount = discountGross - Math.round((discountGross * vatBp) / (10_000 + vatBp));
  const commission = Math.round((net * bp) / 10_000);
  const revenue = net + discount;
  const supply = partnerFunded ? revenue - discount : revenue;
  return {
    revenue,
    discount,
    net,
    commission,
    commissionVat: Math.round((commission * vatBp) / 10_000),
    supply,
    supplyVat: Math.round((supply * vatBp) / 10_000),
  };
}

/** Puts Sparkle's cheapest service in Aisha's cart and books the first free slot `skip` open days ahead. */
async function book(payment: "cash" | "wallet" | "card", skip: number, couponCode?: string) {
  const service = await db
    .selectFrom("services")
    .selectAll()
    .where("partner_id", "=", sparkle)
    .where("active", "=", 1)
    .orderBy("price_fils")
    .executeTakeFirstOrThrow();
  const cart = await cartOf(db, aishaId, "service");
  await db.deleteFrom("cart_items").where("cart_id", "=", cart.id).execute();
  await db
    .updateTable("orders")
    .set({ expires_at: "2000-01-01T00:00:00.000Z" })
    .where("cart_id", "=", cart.id)
    .where("status", "=", "pending")
    .where("payment_method", "=", "card")
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto("cart_items")
    .values({
      cart_id: cart.id,
      service_id: service.id,
      partner_id: sparkle,
      quantity: 2,
      notes: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const duration = Math.max(60, service.duration_minutes * 2);
  const { dates } = await ok(
    "GET",
    `customer/booking/available-dates?partner_id=${sparkle}&days=30&duration_minutes=${duration}`,
    t.aisha,
  );
  const date = dates.filter((d: { available: boolean }) => d.available)[skip].date as string;
  const day = await ok(
    "GET",
    `customer/booking/time-slots?partner_id=${sparkle}&date=${date}&duration_minutes=${duration}`,
    t.aisha,
  );
  const slot = day.slots.find((s: { available: boolean; time: string }) => s.available && s.time >= "09:00");
  const order = await ok("POST", "customer/booking/request", t.aisha, {
    user_address_id: addressId,
    date,
    time: slot.time,
    payment_method: payment,
    ...(couponCode ? { coupon_code: couponCode } : {}),
  });
  if (payment === "card") await ok("POST", "payment/pay", t.aisha, testCard({ order_id: order.id }));
  return { id: order.booking_id as number, orderId: order.id as number };
}

/** Takes a booking to in-progress directly, then completes it through the API (the event that pays the partner). */
async function complete(bookingId: number, token = t.admin) {
  await db.updateTable("bookings").set({ status: "in-progress" }).where("id", "=", bookingId).execute();
  await ok("POST", `booking-appointment/change-status/${bookingId}`, token, { status: "completed" });
}

const orderLines = (orderId: number) =>
  db.selectFrom("order_lines").selectAll().where("order_id", "=", orderId).orderBy("id").execute();

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
  aishaId = (
    await db.selectFrom("users").select("id").where("email", "=", "customer@khidma.test").executeTakeFirstOrThrow()
  ).id;
  // the owner of another partner (with seeded lines of its own)
  other = (
    await db
      .selectFrom("ledger_entries")
      .select("partner_id")
      .where("partner_id", "!=", sparkle)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).partner_id;
  t.otherOwner = await otherPartnerOwner(app, db, other);

  const community = await db
    .selectFrom("communities")
    .select(["id", "emirate_id"])
    .where("slug", "=", "dubai-marina")
    .executeTakeFirstOrThrow();
  addressId = (
    await ok("POST", "user-address/create", t.aisha, {
      label: "home",
      emirate_id: community.emirate_id,
      community_id: community.id,
      building: "Marina Heights",
      apartment_or_villa_number: "1204",
      property_type: "apartment",
      property_size: "2br",
    })
  ).id;
  // Aisha's wallet covers the wallet bookings below
  await db
    .insertInto("wallet_transactions")
    .values({
      user_id: aishaId,
      type: "adjustment",
      amount_fils: 500_000,
      balance_after_fils: 0,
      order_id: null,
      description_en: "Test credit",
      description_ar: "رصيد اختبار",
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(async () => {
  await app.close();
});

describe("the ledger from the start", () => {
  it("the seeded demo partner has its lines right after start-up, and its balance is their sum to the fils", async () => {
    const lines = await linesOf("");
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.partner_id === sparkle)).toBe(true);
    // the seed's completed bookings: revenue, commission and its VAT each; Noura's cash job: cash collected
    const completed = await db
      .selectFrom("bookings")
      .select("id")
      .where("partner_id", "=", sparkle)
      .where("status", "=", "completed")
      .where("subscription_id", "is", null)
      .execute();
    expect(completed.length).toBeGreaterThan(0);
    for (const b of completed) {
      const own = lines.filter((l) => l.booking_id === b.id).map((l) => l.type);
      expect(own).toEqual(expect.arrayContaining(["revenue", "commission", "commission_vat"]));
    }
    expect(byType(lines, "cash_collected").length).toBeGreaterThan(0);
    const balance = await ok("GET", "partner/balance", t.owner);
    expect(fils(balance.total)).toBe(sumFils(lines));
    expect(fils(balance.total)).toBe(await ledgerSumFils(sparkle));
    expect(fils(balance.available) + fils(balance.pending)).toBe(fils(balance.total));
    expect(balance).toMatchObject({ partner_id: sparkle, currency: "AED", hold_days: 3 });
  });

  it("restarting (the seed and backfill again) writes no line twice", async () => {
    const before = await ledgerCount();
    await seed(db);
    await backfillLedger(db);
    expect(await ledgerCount()).toBe(before);
  });
});

describe("lines written by events", () => {
  it("a card booking, paid then completed: revenue, commission and VAT on it, exactly; replays write nothing", async () => {
    const b = await book("card", 0);
    expect(await linesOf(`booking_id=${b.id}`)).toEqual([]); // paid is not payable: the job is not done
    const before = await ok("GET", "partner/balance", t.owner);
    await complete(b.id);
    const lines = await linesOf(`booking_id=${b.id}`);
    const [line] = await orderLines(b.orderId);
    const e = expectedParts(line);
    expect(line.commission_bp).toBe(1500);
    expect(lines.map((l) => [l.type, fils(l.amount)])).toEqual([
      ["revenue", e.revenue],
      ["commission", -e.commission],
      ["commission_vat", -e.commissionVat],
      ["supply_vat", e.supplyVat],
    ]);
    expect(e.revenue).toBe(line.total_fils - line.vat_fils);
    expect(e.supplyVat).toBe(Math.round((e.revenue * 5) / 100));
    expect(lines[3].description).toContain("VAT 5% on the partner's supply (self-billed)");
    for (const l of lines) expect(l).toMatchObject({ partner_id: sparkle, order_id: b.orderId, payout_id: null });
    expect(lines[0].description).toContain("Revenue:");
    expect(lines[1].description_ar).toContain("عمولة خدمة 15%");
    // fresh lines are pending (the holding period); the balance moved by exactly their sum
    const after = await ok("GET", "partner/balance", t.owner);
    const net = e.revenue - e.commission - e.commissionVat + e.supplyVat;
    expect(fils(after.total) - fils(before.total)).toBe(net);
    expect(fils(after.pending) - fils(before.pending)).toBe(net);

    // replaying the events: the sync twice, the payment's sync, a backfill, a second status change refused
    const count = await ledgerCount();
    await syncBookingLedger(db, b.id);
    await syncBookingLedger(db, b.id);
    await syncOrderLedger(db, b.orderId);
    await backfillLedger(db);
    const again = await call("POST", `booking-appointment/change-status/${b.id}`, t.admin, { status: "completed" });
    expect(again.statusCode).toBe(422);
    expect(await ledgerCount()).toBe(count);
  });

  it("a cash booking: cash collected (owed to Khidma, VAT included), then the sale once completed", async () => {
    const b = await book("cash", 1);
    await db.updateTable("bookings").set({ status: "confirmed" }).where("id", "=", b.id).execute();
    await ok("POST", `partner/booking/cash-collected/${b.id}`, t.owner);
    const [line] = await orderLines(b.orderId);
    const order = await db.selectFrom("orders").selectAll().where("id", "=", b.orderId).executeTakeFirstOrThrow();
    let lines = await linesOf(`booking_id=${b.id}`);
    expect(lines.map((l) => [l.type, fils(l.amount)])).toEqual([["cash_collected", -order.total_fils]]);
    await complete(b.id, t.owner);
    lines = await linesOf(`booking_id=${b.id}`);
    const e = expectedParts(line);
    expect(lines.map((l) => [l.type, fils(l.amount)])).toEqual([
      ["cash_collected", -order.total_fils],
      ["revenue", e.revenue],
      ["commission", -e.commission],
      ["commission_vat", -e.commissionVat],
      ["supply_vat", e.supplyVat],
    ]);
    // the partner keeps the cash: it owes Khidma the VAT, the commission and the VAT on it, less the VAT on its supply
    expect(sumFils(lines)).toBe(-(line.vat_fils + e.commission + e.commissionVat - e.supplyVat));
  });

  it("a refund after completion reverses the sale pro rata, and in full once everything is back", async () => {
    const b = await book("wallet", 2);
    await complete(b.id);
    const sale = await linesOf(`booking_id=${b.id}`);
    const order = await db.selectFrom("orders").selectAll().where("id", "=", b.orderId).executeTakeFirstOrThrow();
    const total = order.total_fils;

    // no reason: 422, nothing written, no money moved
    const count = await ledgerCount();
    const refused = await call("POST", `admin/booking/refund/${b.id}`, t.admin, { amount: 10 });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.reason).toEqual(["The reason field is required."]);
    expect(await ledgerCount()).toBe(count);
    expect((await call("POST", `admin/booking/refund/${b.id}`, t.owner, { reason: "Broken vase" })).statusCode).toBe(
      403,
    );

    const part = Math.floor(total / 4);
    const first = await ok("POST", `admin/booking/refund/${b.id}`, t.admin, {
      amount: part / 100,
      reason: "The balcony was skipped",
    });
    expect(first).toMatchObject({
      booking_id: b.id,
      order_id: b.orderId,
      refunded: part / 100,
      total_refunded: part / 100,
      refundable: (total - part) / 100,
      payment_status: "paid",
    });
    expect(first.lines.map((l: Line) => l.type)).toEqual(["reversal", "reversal", "reversal", "reversal"]);
    expect(sale.map((l) => l.type)).toEqual(["revenue", "commission", "commission_vat", "supply_vat"]);
    const scaled = (x: number) => Math.sign(x) * Math.round((Math.abs(x) * part) / total);
    expect(first.lines.map((l: Line) => fils(l.amount))).toEqual(sale.map((l) => -scaled(fils(l.amount))));
    expect(first.lines[0].description).toContain("Refund of AED");

    const tooMuch = await call("POST", `admin/booking/refund/${b.id}`, t.admin, { amount: total / 100, reason: "All" });
    expect(tooMuch.statusCode).toBe(422);
    expect(json(tooMuch).errors.amount[0]).toContain("can still be refunded");

    const rest = await ok("POST", `admin/booking/refund/${b.id}`, t.admin, { reason: "Customer unhappy" });
    expect(rest).toMatchObject({ refundable: 0, total_refunded: total / 100, payment_status: "refunded" });
    const lines = await linesOf(`booking_id=${b.id}`);
    expect(byType(lines, "reversal")).toHaveLength(8);
    expect(sumFils(lines)).toBe(0); // the sale is cancelled to the fils, its supply VAT included
    const vatLine = sale[3];
    const vatBack = lines.filter((l) => l.type === "reversal" && l.description_en.endsWith(vatLine.description_en));
    expect(vatBack.map((l) => fils(l.amount))).toEqual([
      -scaled(fils(vatLine.amount)),
      -(fils(vatLine.amount) - scaled(fils(vatLine.amount))),
    ]);
    expect(
      (await db.selectFrom("orders").select("status").where("id", "=", b.orderId).executeTakeFirstOrThrow()).status,
    ).toBe("refunded");
    const nothing = await call("POST", `admin/booking/refund/${b.id}`, t.admin, { reason: "Again" });
    expect(nothing.statusCode).toBe(422);
    // a booking not completed is refused
    const open = await book("card", 3);
    const notDone = await call("POST", `admin/booking/refund/${open.id}`, t.admin, { reason: "Early" });
    expect(notDone.statusCode).toBe(422);
    expect(json(notDone).errors.status).toEqual(["Only a completed booking can be refunded here."]);
  });

  it("a cancellation with a fee: the partner's share of the kept fee, less commission and its VAT", async () => {
    const b = await book("card", 4);
    // the slot is now 5 hours away: the late tier (25%)
    await db
      .updateTable("bookings")
      .set({ scheduled_at: new Date(Date.now() + 5 * 3_600_000).toISOString() })
      .where("id", "=", b.id)
      .execute();
    const preview = await ok("GET", `customer/booking/cancel-preview/${b.id}`, t.aisha);
    expect(preview.rule).toBe("late");
    await ok("POST", `customer/booking/cancel/${b.id}`, t.aisha, {
      expected_fee: preview.fee,
      reason: "Plans changed",
    });
    const lines = await linesOf(`booking_id=${b.id}`);
    const fee = fils(preview.fee);
    const feeNet = fee - Math.round((fee * 5) / 105);
    const commission = Math.round((feeNet * 1500) / 10_000);
    expect(lines.map((l) => [l.type, fils(l.amount)])).toEqual([
      ["fee", feeNet],
      ["commission", -commission],
      ["commission_vat", -Math.round((commission * 5) / 100)],
      ["supply_vat", Math.round((feeNet * 5) / 100)], // the kept fee's share is a supply to Khidma too
    ]);
    expect(lines[0].description).toBe(
      `Cancellation fee kept, booking ${(await db.selectFrom("bookings").select("number").where("id", "=", b.id).executeTakeFirstOrThrow()).number} (excluding VAT)`,
    );
    // a free cancellation writes nothing
    const free = await book("card", 5);
    const freePreview = await ok("GET", `customer/booking/cancel-preview/${free.id}`, t.aisha);
    expect(freePreview.fee).toBe(0);
    await ok("POST", `customer/booking/cancel/${free.id}`, t.aisha, { expected_fee: 0 });
    expect(await linesOf(`booking_id=${free.id}`)).toEqual([]);
  });

  it("a partner-funded coupon's discount reduces the partner's revenue; a Khidma-funded one does not", async () => {
    const coupon = async (code: string, funded_by: "khidma" | "partner") =>
      ok("POST", "coupon/create", t.admin, {
        code,
        title_en: code,
        discount_type: "percent",
        discount_value: 20,
        funded_by,
        ...(funded_by === "partner" ? { partner_id: sparkle } : {}),
        per_customer_limit: 0,
      });
    await coupon("LEDGERP20", "partner");
    await coupon("LEDGERK20", "khidma");
    const results: Record<string, { lines: Line[]; e: ReturnType<typeof expectedParts> }> = {};
    for (const [code, skip] of [
      ["LEDGERP20", 6],
      ["LEDGERK20", 7],
    ] as const) {
      const b = await book("wallet", skip, code);
      const [line] = await orderLines(b.orderId);
      expect(line.total_fils).toBeLessThan(line.quantity * line.unit_price_fils); // discounted
      await complete(b.id);
      results[code] = {
        lines: await linesOf(`booking_id=${b.id}`),
        e: expectedParts(line, 1500, code === "LEDGERP20"),
      };
    }
    const p = results.LEDGERP20;
    expect(p.lines.map((l) => [l.type, fils(l.amount)])).toEqual([
      ["revenue", p.e.revenue],
      ["discount", -p.e.discount],
      ["commission", -p.e.commission],
      ["commission_vat", -p.e.commissionVat],
      ["supply_vat", p.e.supplyVat],
    ]);
    // what Khidma buys from the partner: the line after the partner's own discount
    expect(p.e.supplyVat).toBe(Math.round((p.e.net * 5) / 100));
    expect(p.e.discount).toBeGreaterThan(0);
    expect(fils(p.lines[0].amount) + fils(p.lines[1].amount)).toBe(p.e.net); // what the invoice shows, ex VAT
    const k = results.LEDGERK20;
    expect(k.lines.map((l) => [l.type, fils(l.amount)])).toEqual([
      ["revenue", k.e.revenue],
      ["commission", -k.e.commission],
      ["commission_vat", -k.e.commissionVat],
      ["supply_vat", k.e.supplyVat],
    ]);
    // a Khidma-funded discount costs Khidma: the partner supplies the whole line
    expect(k.e.supplyVat).toBe(Math.round((k.e.revenue * 5) / 100));
    // both sold the same line: the same revenue before discounts; commission on the total after discounts
    expect(fils(k.lines[0].amount)).toBe(fils(p.lines[0].amount));
    expect(k.e.commission).toBe(Math.round((k.e.net * 1500) / 10_000));
  });

  it("a package visit: its share of the package when completed; every visit's shares add up to the package", async () => {
    const pkg = await db
      .selectFrom("package_pricing as pp")
      .innerJoin("packages as p", "p.id", "pp.package_id")
      .innerJoin("package_durations as d", "d.id", "pp.package_duration_id")
      .innerJoin("package_property_types as t", (j) =>
        j.onRef("t.package_id", "=", "pp.package_id").onRef("t.property_type", "=", "pp.property_type"),
      )
      .select(["pp.package_id", "pp.package_duration_id", "pp.property_type", "pp.property_size"])
      .where("p.partner_id", "=", sparkle)
      .where("p.active", "=", 1)
      .where("p.status", "=", "Approved")
      .where("pp.property_type", "=", "apartment")
      .where((eb) =>
        eb.exists(eb.selectFrom("package_services as s").select("s.service_id").whereRef("s.package_id", "=", "p.id")),
      )
      .orderBy("d.months")
      .orderBy("pp.id")
      .executeTakeFirstOrThrow();
    expect(
      (await call("POST", "package/add/to/cart", t.aisha, { ...pkg, user_address_id: addressId })).statusCode,
    ).toBe(201);
    const order = await ok("POST", "package/checkout", t.aisha, {
      user_address_id: addressId,
      start_date: daysFromToday(1),
      payment_method: "card",
    });
    await ok("POST", "payment/pay", t.aisha, testCard({ order_id: order.id }));
    const sub = await db
      .selectFrom("package_subscriptions")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(await linesOf(`order_id=${order.id}`)).toEqual([]); // paid for, not earned yet

    const dates = (await ok("GET", `customer/package/visit/available-dates?subscription_id=${sub.id}`, t.aisha)).dates;
    const date = dates.find((d: { available: boolean }) => d.available).date;
    const slots = (await ok("GET", `customer/package/visit/time-slots?subscription_id=${sub.id}&date=${date}`, t.aisha))
      .slots;
    const slot = slots.find((s: { available: boolean }) => s.available);
    const visit = await ok("POST", "customer/package/visit/book", t.aisha, {
      subscription_id: sub.id,
      date,
      time: slot.time,
    });
    await complete(visit.id);
    const lines = await linesOf(`booking_id=${visit.id}`);
    const [line] = await orderLines(order.id);
    const e = expectedParts(line);
    const n = sub.visits_total;
    expect(lines.map((l) => [l.type, fils(l.amount)])).toEqual([
      ["revenue", Math.floor(e.revenue / n)],
      ["commission", -Math.floor(e.commission / n)],
      ["commission_vat", -Math.floor(e.commissionVat / n)],
      ["supply_vat", Math.floor(e.supplyVat / n)],
    ]);
    for (const l of lines)
      expect(l).toMatchObject({ subscription_id: sub.id, order_id: order.id, booking_id: visit.id });
    expect(lines[0].description).toContain(`visit 1 of ${n}`);
    await syncBookingLedger(db, visit.id);
    expect(await linesOf(`booking_id=${visit.id}`)).toHaveLength(4);

    // every visit done: the shares add up to the package's parts exactly (the last visit takes the remainder)
    const facts = {
      id: sub.id,
      number: sub.number,
      partner_id: sparkle,
      vat_registered: true,
      visits_total: n,
      order: {
        id: order.id,
        number: order.number,
        kind: "package" as const,
        status: "paid" as const,
        payment_method: "card" as const,
        paid_at: new Date().toISOString(),
        total_fils: line.total_fils,
        vat_rate_bp: 500,
        partner_funded: false,
        lines: [],
        refunds: [],
      },
      line: { ...line, commission_bp: 1500 },
      visits: Array.from({ length: n }, (_, i) => ({ id: 1000 + i, number: `BK-${i}`, completed_at: "2026-01-01" })),
    };
    const drafts = subscriptionDrafts(facts);
    const total = (type: string) => drafts.filter((d) => d.type === type).reduce((a, d) => a + d.amount_fils, 0);
    expect(total("revenue")).toBe(e.revenue);
    expect(total("commission")).toBe(-e.commission);
    expect(total("commission_vat")).toBe(-e.commissionVat);
    expect(total("supply_vat")).toBe(e.supplyVat);
    expect([1, 2, 3].map((k) => visitShare(100, k, 3))).toEqual([33, 33, 34]);
  });
});

describe("supply VAT (a partner with a TRN is paid the VAT on its supply to Khidma)", () => {
  const setTrn = (trn: string | null) =>
    db
      .updateTable("partner_applications")
      .set({ trn })
      .where("partner_id", "=", sparkle)
      .where("status", "=", "approved")
      .execute();
  const sparkleTrn = async () =>
    (
      await db
        .selectFrom("partner_applications")
        .select("trn")
        .where("partner_id", "=", sparkle)
        .where("status", "=", "approved")
        .executeTakeFirstOrThrow()
    ).trn;

  it("without a TRN no supply_vat line; a TRN given later adds none to that sale, not even when it is refunded", async () => {
    const trn = await sparkleTrn();
    expect(trn).toBeTruthy();
    await setTrn(null);
    try {
      const b = await book("wallet", 8);
      await complete(b.id);
      const lines = await linesOf(`booking_id=${b.id}`);
      const e = expectedParts((await orderLines(b.orderId))[0]);
      expect(lines.map((l) => [l.type, fils(l.amount)])).toEqual([
        ["revenue", e.revenue],
        ["commission", -e.commission],
        ["commission_vat", -e.commissionVat],
      ]);
      // registered afterwards: the sale stays as it was written; its refund reverses only what was written
      await setTrn(trn);
      await ok("POST", `admin/booking/refund/${b.id}`, t.admin, { reason: "Customer unhappy" });
      await syncBookingLedger(db, b.id);
      await backfillLedger(db);
      const after = await linesOf(`booking_id=${b.id}`);
      expect(byType(after, "supply_vat")).toEqual([]);
      expect(byType(after, "reversal")).toHaveLength(3);
      expect(sumFils(after)).toBe(0);
    } finally {
      await setTrn(trn);
    }
  });

  it("an order sold at 10% after the admin saved 10% carries 10% on its supply VAT; earlier orders keep 5%", async () => {
    const save = (vat: number) =>
      ok("POST", "settings/update", t.admin, { pricing_and_taxes: { vat_percentage: vat } });
    await save(10);
    try {
      const b = await book("wallet", 9);
      const order = await db.selectFrom("orders").selectAll().where("id", "=", b.orderId).executeTakeFirstOrThrow();
      expect(order.vat_rate_bp).toBe(1000);
      await complete(b.id);
      const [line] = await orderLines(b.orderId);
      const e = expectedParts(line, 1500, false, 1000);
      const lines = await linesOf(`booking_id=${b.id}`);
      expect(lines.map((l) => [l.type, fils(l.amount)])).toEqual([
        ["revenue", e.revenue],
        ["commission", -e.commission],
        ["commission_vat", -e.commissionVat],
        ["supply_vat", e.supplyVat],
      ]);
      expect(e.supplyVat).toBe(Math.round((e.revenue * 10) / 100));
      expect(lines[3].description).toContain("VAT 10% on the partner's supply");
      expect(lines[3].description_ar).toContain("10%");
    } finally {
      await save(5);
    }
    // a line sold at 5% before keeps its 5% supply VAT
    for (const l of byType(await linesOf("type=supply_vat"), "supply_vat").filter((x) => x.booking_id !== null)) {
      const rate = (
        await db.selectFrom("orders").select("vat_rate_bp").where("id", "=", l.order_id!).executeTakeFirstOrThrow()
      ).vat_rate_bp;
      expect(l.description_en).toContain(`VAT ${rate / 100}%`);
    }
  });

  it("the one-time job of 042 gives the lines written before supply VAT theirs, once", async () => {
    const booking = (
      await db
        .selectFrom("ledger_entries")
        .select("booking_id")
        .where("partner_id", "=", sparkle)
        .where("type", "=", "supply_vat")
        .where("subscription_id", "is", null)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).booking_id as number;
    const before = (await linesOf(`booking_id=${booking}`)).map((l) => [l.type, fils(l.amount), l.created_at]);
    // as a database of the release before: the same sale without its supply_vat lines
    await db.deleteFrom("ledger_entries").where("booking_id", "=", booking).where("type", "=", "supply_vat").execute();
    await backfillLedger(db); // no job: an ordinary start adds no VAT to a sale already written
    expect(byType(await linesOf(`booking_id=${booking}`), "supply_vat")).toEqual([]);
    await db
      .insertInto("ledger_backfills")
      .values({ name: "supply_vat", created_at: new Date().toISOString() })
      .execute();
    await backfillLedger(db);
    const after = (await linesOf(`booking_id=${booking}`)).map((l) => [l.type, fils(l.amount), l.created_at]);
    expect(after).toEqual(before);
    expect(await db.selectFrom("ledger_backfills").selectAll().execute()).toEqual([]);
    const count = await ledgerCount();
    await backfillLedger(db);
    expect(await ledgerCount()).toBe(count);
  });
});

describe("ledger/adjust", () => {
  it("422 without a reason (nothing written); a signed line with its reason and who made it", async () => {
    const count = await ledgerCount();
    for (const [payload, field] of [
      [{ partner_id: sparkle, amount: 25 }, "reason"],
      [{ partner_id: sparkle, amount: 25, reason: "ab" }, "reason"],
      [{ partner_id: sparkle, amount: 0, reason: "Damaged vase" }, "amount"],
      [{ partner_id: sparkle, amount: 1.234, reason: "Damaged vase" }, "amount"],
      [{ partner_id: 999_999, amount: 5, reason: "Damaged vase" }, "partner_id"],
    ] as const) {
      const res = await call("POST", "ledger/adjust", t.admin, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(json(res).errors)).toContain(field);
    }
    const ar = await call("POST", "ledger/adjust", t.admin, { partner_id: sparkle, amount: 5 }, "ar");
    expect(json(ar).errors.reason).toEqual(["حقل السبب مطلوب."]);
    expect(await ledgerCount()).toBe(count);
    expect(
      (await call("POST", "ledger/adjust", t.owner, { partner_id: sparkle, amount: 5, reason: "Mine" })).statusCode,
    ).toBe(403);

    const before = await ok("GET", "partner/balance", t.owner);
    const adminId = (
      await db.selectFrom("users").select("id").where("email", "=", "admin@khidma.test").executeTakeFirstOrThrow()
    ).id;
    const line = await ok("POST", "ledger/adjust", t.admin, {
      partner_id: sparkle,
      amount: -12.5,
      reason: "Damaged vase at BK-000014",
    });
    expect(line).toMatchObject({
      partner_id: sparkle,
      type: "adjustment",
      amount: -12.5,
      reason: "Damaged vase at BK-000014",
      actor_user_id: adminId,
      order_id: null,
      booking_id: null,
      payout_id: null,
      description_en: "Manual adjustment: Damaged vase at BK-000014",
    });
    const after = await ok("GET", "partner/balance", t.owner);
    expect(fils(after.total) - fils(before.total)).toBe(-1250);
    const audited = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "ledger_adjustment")
      .where("entity_id", "=", line.id)
      .executeTakeFirst();
    expect(audited?.actor_user_id).toBe(adminId);
    // the same Idempotency-Key twice: one line
    const headers = { "idempotency-key": "adjust-once-1" };
    const payload = { partner_id: sparkle, amount: 3, reason: "Parking refund" };
    const a = await call("POST", "ledger/adjust", t.admin, payload, "en", headers);
    const b = await call("POST", "ledger/adjust", t.admin, payload, "en", headers);
    expect(json(b).data.id).toBe(json(a).data.id);
  });
});

describe("scoping and the balance", () => {
  it("a partner sees only its own lines (another partner_id is ignored); staff see any; customers and Support 403", async () => {
    const own = await linesOf(`partner_id=${other}`);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((l) => l.partner_id === sparkle)).toBe(true);
    const theirs = await linesOf("", t.otherOwner);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((l) => l.partner_id === other)).toBe(true);
    expect(await linesOf(`booking_id=${own[0].booking_id}`, t.otherOwner)).toEqual([]);
    const staff = await linesOf(`partner_id=${other}`, t.admin);
    expect(staff.map((l) => l.id)).toEqual(theirs.map((l) => l.id));
    const all = await ok("GET", "ledger/list?limit=5", t.admin);
    expect(all.total).toBe(await ledgerCount());
    const every = await linesOf("", t.admin);
    expect(new Set(every.map((l) => l.partner_id)).size).toBeGreaterThan(1);
    // staff see whose line it is by name
    expect(every.find((l) => l.partner_id === sparkle)?.partner_name).toBe(SPARKLE.name_en);
    for (const url of ["ledger/list", "partner/balance"]) {
      expect((await call("GET", url, t.aisha)).statusCode).toBe(403);
      expect((await call("GET", url, t.support)).statusCode).toBe(403);
      expect((await app.inject({ method: "GET", url: `/api/v2/${url}` })).statusCode).toBe(401);
    }
    const otherBalance = await ok("GET", `partner/balance?partner_id=${sparkle}`, t.otherOwner);
    expect(otherBalance.partner_id).toBe(other);
    expect(fils(otherBalance.total)).toBe(await ledgerSumFils(other));
    expect((await call("GET", "partner/balance", t.admin)).statusCode).toBe(422);
    expect((await call("GET", "partner/balance?partner_id=999999", t.admin)).statusCode).toBe(404);
    const staffView = await ok("GET", `partner/balance?partner_id=${sparkle}`, t.admin);
    expect(fils(staffView.total)).toBe(await ledgerSumFils(sparkle));
  });

  it("filters, sorting, Dubai dates and the reader's language", async () => {
    const revenue = await linesOf("type=revenue");
    expect(revenue.length).toBeGreaterThan(0);
    expect(revenue.every((l) => l.type === "revenue")).toBe(true);
    const byAmount = (await ok("GET", "ledger/list?sortKey=amount&sortVal=desc&limit=-1", t.owner)).data as Line[];
    for (let i = 1; i < byAmount.length; i += 1)
      expect(byAmount[i - 1].amount).toBeGreaterThanOrEqual(byAmount[i].amount);
    const today = daysFromToday(0);
    const todays = await linesOf(`from=${today}&to=${today}`);
    expect(todays.length).toBeGreaterThan(0);
    expect(await linesOf(`from=${daysFromToday(1)}`)).toEqual([]);
    const bad = await call("GET", `ledger/list?from=${today}&to=${daysFromToday(-1)}`, t.owner);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.to).toBeDefined();
    expect((await call("GET", "ledger/list?type=bonus", t.owner)).statusCode).toBe(422);
    const ar = json(await call("GET", "ledger/list?type=commission&limit=1", t.owner, undefined, "ar")).data.data[0];
    expect(ar.description).toBe(ar.description_ar);
    expect(ar.description).toContain("عمولة خدمة");
  });

  it("pending holds the lines of the holding period; available the rest; total the ledger's sum", async () => {
    const lines = await linesOf("");
    const cutoff = Date.now() - 3 * 86_400_000;
    const pending = lines.filter((l) => Date.parse(l.created_at) > cutoff && l.payout_id === null);
    const balance = await ok("GET", "partner/balance", t.owner);
    expect(fils(balance.pending)).toBe(sumFils(pending));
    expect(fils(balance.available)).toBe(sumFils(lines) - sumFils(pending));
    expect(fils(balance.total)).toBe(await ledgerSumFils(sparkle));
    await db.updateTable("settings").set({ value: "0" }).where("key", "=", "payout_hold_days").execute();
    const none = await ok("GET", "partner/balance", t.owner);
    expect(none).toMatchObject({ pending: 0, hold_days: 0, available: balance.total });
    await db.updateTable("settings").set({ value: "3" }).where("key", "=", "payout_hold_days").execute();
  });

  it("the partner dashboard's earnings are read from the ledger: they agree with partner/balance to the fils", async () => {
    const dash = await ok("GET", "partner/dashboard", t.owner);
    const balance = await ok("GET", "partner/balance", t.owner);
    expect(dash.earnings).toEqual({
      this_month: expect.any(Number),
      total: balance.total,
      pending: balance.pending,
      available: balance.available,
    });
    // this month (Asia/Dubai): every line but the settlements (payouts, their reversal, carried balances, cash held)
    const monthStart = `${daysFromToday(0).slice(0, 7)}-01`;
    const settlements = ["payout", "payout_reversal", "carry_forward", "cash_collected"];
    const month = (await linesOf(`from=${monthStart}`)).filter((l) => !settlements.includes(l.type));
    expect(month.length).toBeGreaterThan(0);
    expect(fils(dash.earnings.this_month)).toBe(sumFils(month));
    // staff reading a partner's dashboard see the same figures
    const staff = await ok("GET", `partner/dashboard?partner_id=${sparkle}`, t.admin);
    expect(staff.earnings).toEqual(dash.earnings);
  });
});

describe("a payout of sales at two VAT rates (last: it pays Sparkle's lines)", () => {
  it("the payout is the sum of its lines, supply VAT included; the statement gives the supply and its VAT per rate", async () => {
    const tomorrow = new Date(Date.now() + 4 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const cycle = await ok("POST", "payout/run-cycle", t.admin, {
      cut_off: tomorrow,
      hold_days: 0,
      partner_id: sparkle,
    });
    const [payout] = cycle.payouts;
    const details = await ok("GET", `payout/details/${payout.id}`, t.owner);
    const lines: Line[] = details.lines;
    expect(fils(payout.amount)).toBe(sumFils(lines));
    expect(fils(payout.supply_vat)).toBe(sumFils(byType(lines, "supply_vat")));
    // per VAT rate: the lines' own orders' rates (5% and the 10% sale above)
    const rateOf = new Map<number, number>();
    for (const l of lines.filter((x) => x.order_id !== null))
      rateOf.set(
        l.id,
        (await db.selectFrom("orders").select("vat_rate_bp").where("id", "=", l.order_id!).executeTakeFirstOrThrow())
          .vat_rate_bp,
      );
    const st = details.statement;
    expect(st.self_billed).toBe(true);
    expect(st.vat_rate).toBeNull();
    expect(st.vat_rates.map((r: { rate: number }) => r.rate)).toEqual([5, 10]);
    for (const r of st.vat_rates) {
      const at = lines.filter((l) => rateOf.get(l.id) === r.rate * 100);
      const vat = at.filter(
        (l) => l.type === "supply_vat" || (l.type === "reversal" && l.description_en.includes("supply")),
      );
      expect(fils(r.supply_vat)).toBe(sumFils(vat));
      expect(fils(r.supply_value) + fils(r.supply_vat)).toBe(fils(r.supply_total));
    }
    expect(st.vat_rates.reduce((a: number, r: { supply_vat: number }) => a + fils(r.supply_vat), 0)).toBe(
      fils(st.supply_vat),
    );
    expect(
      ["supply_value", "supply_vat", "commission", "commission_vat", "cash_collected", "adjustments", "carried_over"]
        .map((k) => fils(st[k]))
        .reduce((a, b) => a + b, 0),
    ).toBe(fils(payout.amount));
    expect((await ok("GET", "partner/balance", t.owner)).total).toBe((await ledgerSumFils(sparkle)) / 100);
  });
});
