import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "../../server/src/modules/orders/service.js";
import { assertCard, luhnValid, testGateway } from "../../server/src/modules/payments/gateway.js";
import { testCard as card, commerceApp, type Db } from "./commerce-helpers.js";
import { bearer, clientToken, json, type TestApp } from "./helpers.js";

describe("payments: test gateway and payment/pay", () => {
  let app: TestApp;
  let db: Db;
  let token: string;
  let userId: number;
  let staffToken: string;
  let other: { id: number; token: string };
  let partnerId: number;

  beforeAll(async () => {
    ({ app, db, token, userId, staffToken, other, partnerId } = await commerceApp("omar.payments@example.test"));
  });
  afterAll(async () => {
    await app.close();
  });

  const newOrder = (uid = userId, method: "card" | "wallet" | "cash" = "card") =>
    createOrder(db, {
      userId: uid,
      partnerId,
      kind: "booking",
      paymentMethod: method,
      lines: [{ description_en: "Deep cleaning", description_ar: "تنظيف عميق", quantity: 1, unit_price_fils: 19900 }],
    });
  const pay = (payload: Record<string, unknown>, t = token, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/api/v2/payment/pay", headers: { ...bearer(t), ...headers }, payload });

  it("the test gateway checks Luhn, expiry and CVC, and knows its cards", async () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    const base = { number: "4242 4242 4242 4242", exp_month: 1, exp_year: 2099, cvc: "123", name: "A" };
    expect(() => assertCard(base)).not.toThrow();
    expect(() => assertCard({ ...base, exp_year: 30 })).not.toThrow();
    const charge = (number: string) =>
      testGateway.charge({
        amountFils: 100,
        currency: "AED",
        card: { ...base, number },
        description: "x",
        reference: "r",
      });
    expect(await charge("4242424242424242")).toMatchObject({ status: "succeeded", brand: "visa", last4: "4242" });
    expect(await charge("4000 0000 0000 0002")).toMatchObject({
      status: "declined",
      failure_message: "Your card was declined.",
      last4: "0002",
    });
    expect(await charge("5555 5555 5555 4444")).toMatchObject({
      status: "declined",
      brand: "mastercard",
      failure_message: "This test gateway only accepts the documented test cards.",
    });
    await expect(charge("4242 4242 4242 4241")).rejects.toMatchObject({
      status: 422,
      errors: { card_number: ["The card number is invalid."] },
    });
  });

  it("GET payment/gateway is public and lists the test cards (demo mode)", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v2/payment/gateway" });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      name: "test",
      available: true,
      test_cards: [
        { number: "4242 4242 4242 4242", result: "succeeded" },
        { number: "4000 0000 0000 0002", result: "declined: Your card was declined." },
      ],
    });
  });

  it("401 signed out or with a client token, 403 for a staff role", async () => {
    const order = await newOrder();
    let res = await app.inject({ method: "POST", url: "/api/v2/payment/pay", payload: card({ order_id: order.id }) });
    expect(res.statusCode).toBe(401);
    res = await pay(card({ order_id: order.id }), await clientToken(app));
    expect(res.statusCode).toBe(401);
    res = await pay(card({ order_id: order.id }), staffToken);
    expect(res.statusCode).toBe(403);
  });

  it("422: missing fields, bad number, past expiry, bad CVC (the order is untouched)", async () => {
    const order = await newOrder();
    let res = await pay({});
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.order_id).toEqual(["The order id field is required."]);
    expect(json(res).errors.card_number).toEqual(["The card number field is required."]);

    res = await pay(card({ order_id: order.id, card_number: "4242 4242 4242 4241" }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.card_number).toEqual(["The card number is invalid."]);

    const now = new Date();
    res = await pay(card({ order_id: order.id, exp_year: now.getUTCFullYear() - 1 }));
    expect(json(res).errors.exp_year).toEqual(["The card has expired."]);
    if (now.getUTCMonth() > 0) {
      res = await pay(card({ order_id: order.id, exp_year: now.getUTCFullYear(), exp_month: now.getUTCMonth() - 0 }));
      expect(json(res).errors.exp_month).toEqual(["The card has expired."]);
    }
    res = await pay(card({ order_id: order.id, exp_month: 13 }));
    expect(json(res).errors.exp_month).toEqual(["The expiry month must be between 1 and 12."]);
    res = await pay(card({ order_id: order.id, cvc: "12" }));
    expect(json(res).errors.cvc).toEqual(["The CVC must be 3 or 4 digits."]);
    res = await app.inject({
      method: "POST",
      url: "/api/v2/payment/pay",
      headers: { ...bearer(token), "accept-language": "ar" },
      payload: card({ order_id: order.id, cvc: "12" }),
    });
    expect(json(res).errors.cvc).toEqual(["يجب أن يتكون رمز التحقق (CVC) من 3 أو 4 أرقام."]);

    const row = await db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(await db.selectFrom("payments").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
  });

  it("another customer's order is 404; a wallet order is 422", async () => {
    const theirs = await newOrder(other.id);
    const res = await pay(card({ order_id: theirs.id }));
    expect(res.statusCode).toBe(404);
    const mine = await newOrder(userId, "wallet");
    const res2 = await pay(card({ order_id: mine.id }));
    expect(res2.statusCode).toBe(422);
    expect(json(res2).errors.order_id).toEqual(["This order is not paid by card."]);
  });

  it("a decline answers 402 with the order, then 4242 pays the same order", async () => {
    const order = await newOrder();
    let res = await pay(card({ order_id: order.id, card_number: "4000 0000 0000 0002" }));
    expect(res.statusCode).toBe(402);
    expect(json(res)).toEqual({
      status_code: 402,
      data: { order_id: order.id, order_number: order.number, status: "failed" },
      message: "Your card was declined.",
    });
    const failed = await db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(failed.status).toBe("failed");
    const note = await db
      .selectFrom("notifications")
      .select(["title_en", "type"])
      .where("user_id", "=", userId)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(note).toEqual({ title_en: "Payment failed", type: "payment" });

    res = await pay(card({ order_id: order.id, card_number: "5555555555554444" }), token, { "accept-language": "ar" });
    expect(res.statusCode).toBe(402);
    expect(json(res).message).toBe("بوابة الدفع التجريبية تقبل بطاقات الاختبار الموثقة فقط.");

    res = await pay(card({ order_id: order.id }));
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.message).toBe("Payment successful");
    expect(body.data).toMatchObject({ id: order.id, number: order.number, status: "paid", payment_method: "card" });
    expect(body.data.invoice.number).toMatch(/^INV-\d{6}$/);
    expect(body.data.payments.map((p: { status: string }) => p.status)).toEqual(["declined", "declined", "succeeded"]);
    expect(body.data.payments[2]).toMatchObject({ card_brand: "visa", card_last4: "4242", amount: 199 });
    expect(body.data.payments[0].failure_message).toBe("Your card was declined.");

    res = await pay(card({ order_id: order.id }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.order_id).toEqual(["This order has already been paid."]);
  });

  it("idempotency: concurrent repeats make one payment and answer the same body; a different body is 422", async () => {
    const order = await newOrder();
    const headers = { "idempotency-key": `pay-${order.id}` };
    const [a, b] = await Promise.all([
      pay(card({ order_id: order.id }), token, headers),
      pay(card({ order_id: order.id }), token, headers),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect([a.headers["idempotent-replayed"], b.headers["idempotent-replayed"]].filter(Boolean)).toEqual(["true"]);
    const payments = await db.selectFrom("payments").select("status").where("order_id", "=", order.id).execute();
    expect(payments).toEqual([{ status: "succeeded" }]);

    // A later repeat replays; the same key with another body is refused.
    const c = await pay(card({ order_id: order.id }), token, headers);
    expect(c.statusCode).toBe(200);
    expect(c.body).toBe(a.body);
    const d = await pay(card({ order_id: order.id, card_name: "Someone Else" }), token, headers);
    expect(d.statusCode).toBe(422);
    expect(json(d).errors.idempotency_key).toEqual(["This Idempotency-Key was already used for a different request."]);

    // Keys are per caller: another customer's identical key is theirs (and their answer is 404 here).
    const e = await pay(card({ order_id: order.id }), other.token, headers);
    expect(e.statusCode).toBe(404);

    const bad = await pay(card({ order_id: order.id }), token, { "idempotency-key": "x".repeat(101) });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.idempotency_key).toEqual(["The idempotency key must be between 1 and 100 characters."]);
  });

  it("idempotency replays a stored 402 exactly, so a double click does not charge twice", async () => {
    const order = await newOrder();
    const headers = { "idempotency-key": `decline-${order.id}` };
    const first = await pay(card({ order_id: order.id, card_number: "4000000000000002" }), token, headers);
    expect(first.statusCode).toBe(402);
    const again = await pay(card({ order_id: order.id, card_number: "4000000000000002" }), token, headers);
    expect(again.statusCode).toBe(402);
    expect(again.body).toBe(first.body);
    const payments = await db.selectFrom("payments").select("status").where("order_id", "=", order.id).execute();
    expect(payments).toHaveLength(1);
  });
});
