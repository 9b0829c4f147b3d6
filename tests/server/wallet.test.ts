import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { dubaiDate } from "../../server/src/lib/dubai.js";
import {
  creditWallet,
  debitWallet,
  earnLoyaltyForBooking,
  walletBalanceFils,
} from "../../server/src/modules/wallet/service.js";
import {
  commerceApp,
  type Db,
  insertAddress,
  insertBooking,
  insertCart,
  requests,
  testCard,
} from "./commerce-helpers.js";
import { bearer, clientToken, json, type TestApp } from "./helpers.js";

const card = (over: Record<string, unknown> = {}) => testCard(over, "Omar Haddad");

describe("wallet and loyalty", () => {
  let app: TestApp;
  let db: Db;
  let staffToken: string;
  let omar: { id: number; token: string };
  let aisha: { id: number; token: string };

  beforeAll(async () => {
    const c = await commerceApp("omar.wallet@example.test");
    ({ app, db, staffToken, other: omar } = c);
    aisha = { id: c.userId, token: c.token };
  });
  afterAll(async () => {
    await app.close();
  });

  const { get, post } = requests(() => ({ app, token: omar.token }));

  it("401 signed out or client token, 403 for staff, on every wallet endpoint", async () => {
    const client = await clientToken(app);
    for (const [method, url] of [
      ["GET", "wallet/balance"],
      ["GET", "wallet/transactions"],
      ["POST", "wallet/top-up"],
      ["GET", "loyalty/summary"],
      ["POST", "loyalty/redeem"],
    ] as const) {
      expect((await app.inject({ method, url: `/api/v2/${url}` })).statusCode, url).toBe(401);
      expect((await app.inject({ method, url: `/api/v2/${url}`, headers: bearer(client) })).statusCode, url).toBe(401);
      expect((await app.inject({ method, url: `/api/v2/${url}`, headers: bearer(staffToken) })).statusCode, url).toBe(
        403,
      );
    }
  });

  it("a new customer starts at zero", async () => {
    const res = await get("wallet/balance");
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      balance: 0,
      currency: "AED",
      loyalty_points: 0,
      loyalty_value: 0,
      points_per_aed: 0.1,
      aed_per_point: 0.05,
      min_redeem_points: 100,
    });
    expect(json(await get("wallet/transactions")).data).toMatchObject({ data: [], total: 0 });
  });

  it("top-up: 422 amount and card fields; a decline credits nothing (402)", async () => {
    let res = await post("wallet/top-up", card({ amount: 5 }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.amount).toEqual(["The amount must be between 10 and 5000."]);
    res = await post("wallet/top-up", card({ amount: 5001 }));
    expect(json(res).errors.amount).toEqual(["The amount must be between 10 and 5000."]);
    res = await post("wallet/top-up", card({ amount: 10.005 }));
    expect(json(res).errors.amount).toEqual(["The amount may have at most 2 decimals."]);
    res = await post("wallet/top-up", { card_number: "4242424242424242" });
    expect(json(res).errors.amount).toEqual(["The amount field is required."]);
    res = await post("wallet/top-up", card({ amount: 100, card_number: "1234 5678 9012 3456" }));
    expect(json(res).errors.card_number).toEqual(["The card number is invalid."]);
    expect(await db.selectFrom("orders").select("id").where("user_id", "=", omar.id).execute()).toEqual([]);

    res = await post("wallet/top-up", card({ amount: 100, card_number: "4000 0000 0000 0002" }));
    expect(res.statusCode).toBe(402);
    const body = json(res);
    expect(body.message).toBe("Your card was declined.");
    expect(body.data).toMatchObject({ status: "failed", order_number: expect.stringMatching(/^KH-/) });
    expect(await walletBalanceFils(db, omar.id)).toBe(0);
  });

  it("top-up by card credits the wallet once, even for concurrent repeats", async () => {
    const headers = { "idempotency-key": "topup-omar-1" };
    const [a, b] = await Promise.all([
      post("wallet/top-up", card({ amount: 250.5 }), omar.token, headers),
      post("wallet/top-up", card({ amount: 250.5 }), omar.token, headers),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.body).toBe(a.body);
    const data = json(a).data;
    expect(json(a).message).toBe("Wallet topped up");
    expect(data).toMatchObject({
      balance: 250.5,
      order_number: expect.stringMatching(/^KH-\d{6}$/),
      transaction: {
        type: "topup",
        amount: 250.5,
        balance_after: 250.5,
        description: expect.stringContaining("top-up"),
      },
    });
    expect(await walletBalanceFils(db, omar.id)).toBe(25050);
    // A top-up is not a supply: no VAT, no tax invoice.
    const order = await db
      .selectFrom("orders")
      .select(["id", "vat_fils", "status"])
      .where("number", "=", data.order_number)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ vat_fils: 0, status: "paid" });
    expect(await db.selectFrom("invoices").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
    const note = await db
      .selectFrom("notifications")
      .select(["type", "title_en"])
      .where("user_id", "=", omar.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(note).toEqual({ type: "wallet", title_en: "Wallet topped up" });

    const list = json(await get("wallet/transactions", omar.token, "ar")).data;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ type: "topup", amount: 250.5, order_number: data.order_number });
    expect(list.data[0].description).toContain("شحن المحفظة");
  });

  it("top-up then a wallet payment of a package; a short balance is 422 on payment_method", async () => {
    const priced = await db
      .selectFrom("package_pricing as pp")
      .innerJoin("packages as p", "p.id", "pp.package_id")
      .innerJoin("package_property_types as t", (j) =>
        j.onRef("t.package_id", "=", "pp.package_id").onRef("t.property_type", "=", "pp.property_type"),
      )
      .innerJoin("package_durations as pd", "pd.id", "pp.package_duration_id")
      .select(["pp.package_id", "pp.package_duration_id", "pp.property_type", "pp.property_size"])
      .where("p.active", "=", 1)
      .where("p.status", "=", "Approved")
      // The dearest one-month price: more than a new wallet holds, less than one top-up (AED 5,000) can add. Ties
      // broken by id, so SQLite and PostgreSQL pick the same row.
      .where("pd.months", "=", 1)
      .orderBy("pp.monthly_price_fils", "desc")
      .orderBy("pp.id", "asc")
      .executeTakeFirstOrThrow();
    const at = nowIso();
    const cart = await insertCart(db, omar.id, "package");
    await db
      .insertInto("package_cart_items")
      .values({ cart_id: cart.id, ...priced, user_address_id: null, created_at: at, updated_at: at })
      .execute();
    const community = await db.selectFrom("communities").select(["id", "emirate_id"]).executeTakeFirstOrThrow();
    const address = await insertAddress(db, omar.id, {
      emirate_id: community.emirate_id,
      community_id: community.id,
      building: "Tower 1",
      apartment_or_villa_number: "801",
    });
    const start = new Date(`${dubaiDate()}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + 7);
    const body = {
      user_address_id: address.id,
      start_date: start.toISOString().slice(0, 10),
      payment_method: "wallet",
    };

    const balanceBefore = await walletBalanceFils(db, omar.id);
    let res = await post("package/checkout", body);
    const price = await db
      .selectFrom("package_pricing as pp")
      .innerJoin("package_durations as d", "d.id", "pp.package_duration_id")
      .select(["pp.monthly_price_fils", "d.months", "d.discount_percent"])
      .where("pp.package_id", "=", priced.package_id)
      .where("pp.package_duration_id", "=", priced.package_duration_id)
      .where("pp.property_type", "=", priced.property_type)
      .where("pp.property_size", "=", priced.property_size)
      .executeTakeFirstOrThrow();
    const list = Number(price.monthly_price_fils) * Number(price.months);
    const totalFils = list - Math.round((list * Number(price.discount_percent)) / 100);
    if (totalFils > balanceBefore) {
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.payment_method).toEqual([
        `Your wallet balance (AED ${(balanceBefore / 100).toFixed(2)}) does not cover this order.`,
      ]);
      const ar = await app.inject({
        method: "POST",
        url: "/api/v2/package/checkout",
        headers: { ...bearer(omar.token), "accept-language": "ar" },
        payload: body,
      });
      expect(json(ar).errors.payment_method[0]).toContain("لا يغطي هذا الطلب");
      // Nothing was created.
      expect(
        await db
          .selectFrom("orders")
          .select("id")
          .where("user_id", "=", omar.id)
          .where("kind", "=", "package")
          .execute(),
      ).toEqual([]);
      const needed = Math.ceil((totalFils - balanceBefore) / 100) + 10;
      const top = await post("wallet/top-up", card({ amount: Math.max(10, Math.min(5000, needed)) }));
      expect(top.statusCode).toBe(201);
      res = await post("package/checkout", body);
    }
    expect(res.statusCode).toBe(201);
    const order = json(res).data;
    expect(json(res).message).toBe("Package purchased");
    expect(order).toMatchObject({ kind: "package", status: "paid", payment_method: "wallet" });
    expect(order.summary.wallet_amount).toBe(order.summary.total);
    expect(order.invoice.number).toMatch(/^INV-/);
    const sub = json(await get("customer/package/subscriptions")).data.data[0];
    expect(sub).toMatchObject({ status: "active", order_id: order.id });
    const after = json(await get("wallet/transactions")).data.data[0];
    expect(after).toMatchObject({ type: "payment", amount: -order.summary.total, order_number: order.number });
    expect(await db.selectFrom("package_cart_items").select("id").where("cart_id", "=", cart.id).execute()).toEqual([]);
  });

  it("credit and debit keep a running balance; debit refuses to overdraw", async () => {
    const before = await walletBalanceFils(db, aisha.id);
    await creditWallet(db, {
      userId: aisha.id,
      amountFils: 1234,
      type: "adjustment",
      description_en: "Goodwill",
      description_ar: "تعويض",
    });
    await debitWallet(db, {
      userId: aisha.id,
      amountFils: 234,
      type: "payment",
      description_en: "Test",
      description_ar: "اختبار",
    });
    expect(await walletBalanceFils(db, aisha.id)).toBe(before + 1000);
    await expect(
      debitWallet(db, {
        userId: aisha.id,
        amountFils: before + 1001,
        type: "payment",
        description_en: "Too much",
        description_ar: "كثير",
      }),
    ).rejects.toMatchObject({ status: 422, errors: { payment_method: [expect.stringContaining("does not cover")] } });
    const last = await db
      .selectFrom("wallet_transactions")
      .select("balance_after_fils")
      .where("user_id", "=", aisha.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(last.balance_after_fils).toBe(before + 1000);
  });

  it("loyalty: earned once per booking (1 point per AED 10), then redeemed into the wallet", async () => {
    const partner = await db.selectFrom("partners").select("id").executeTakeFirstOrThrow();
    const at = nowIso();
    const booking = await insertBooking(db, {
      number: "BK-LOYAL1",
      user_id: omar.id,
      partner_id: partner.id,
      address_text: "Tower 1, Dubai",
      scheduled_at: at,
      status: "completed",
      payment_status: "paid",
      total_fils: 1_099_999, // AED 10,999.99 -> 1,099 points
      completed_at: at,
    });
    expect(await earnLoyaltyForBooking(db, booking.id)).toBe(1099);
    expect(await earnLoyaltyForBooking(db, booking.id)).toBe(0);

    let summary = json(await get("loyalty/summary")).data;
    expect(summary).toMatchObject({
      points: 1099,
      value: 54.95,
      points_per_aed: 0.1,
      aed_per_point: 0.05,
      min_redeem_points: 100,
    });
    expect(summary.history).toEqual([
      { type: "earned", points: 1099, created_at: expect.any(String), booking_number: "BK-LOYAL1" },
    ]);

    let res = await post("loyalty/redeem", { points: 99 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.points).toEqual(["Redeem at least 100 points."]);
    res = await post("loyalty/redeem", { points: 5000 });
    expect(json(res).errors.points).toEqual(["You have only 1099 points."]);
    res = await post("loyalty/redeem", {});
    expect(json(res).errors.points).toEqual(["The points field is required."]);

    const before = await walletBalanceFils(db, omar.id);
    res = await post("loyalty/redeem", { points: 1000 });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ points: 1000, credited: 50, balance: (before + 5000) / 100 });
    summary = json(await get("loyalty/summary")).data;
    expect(summary.points).toBe(99);
    expect(summary.history[0]).toMatchObject({ type: "redeemed", points: -1000, booking_number: null });
    const balance = json(await get("wallet/balance")).data;
    expect(balance).toMatchObject({ loyalty_points: 99, loyalty_value: 4.95, balance: (before + 5000) / 100 });
    const tx = json(await get("wallet/transactions")).data.data[0];
    expect(tx).toMatchObject({ type: "loyalty", amount: 50 });
    const notes = await db
      .selectFrom("notifications")
      .select("title_en")
      .where("user_id", "=", omar.id)
      .where("type", "=", "loyalty")
      .orderBy("id")
      .execute();
    expect(notes.map((n) => n.title_en)).toEqual(["Loyalty points earned", "Points redeemed"]);
  });
});
