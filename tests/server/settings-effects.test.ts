import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "../../server/src/modules/orders/service.js";
import { testCard as card, commerceApp, type Db, requests } from "./commerce-helpers.js";
import { bearer, json, type TestApp } from "./helpers.js";

/**
 * Saved settings take effect without a redeploy (issue 18): the VAT rate for new carts, quotes and orders (an order
 * keeps the rate it was sold at, so its invoice never changes) and the cancellation fee tiers a customer is shown.
 */

let app: TestApp;
let db: Db;
let token: string;
let userId: number;
let staffToken: string;
let partnerId: number;
const { get, post } = requests(() => ({ app, token }));

beforeAll(async () => {
  ({ app, db, token, userId, staffToken, partnerId } = await commerceApp("omar.settings@example.test"));
});
afterAll(() => app.close());

const saveSettings = async (payload: Record<string, unknown>) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/v2/settings/update",
    headers: bearer(staffToken),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

const paidOrder = async () => {
  const order = await createOrder(db, {
    userId,
    partnerId,
    kind: "booking",
    paymentMethod: "card",
    lines: [{ description_en: "Deep cleaning", description_ar: "تنظيف عميق", quantity: 1, unit_price_fils: 22_000 }],
  });
  expect((await post("payment/pay", card({ order_id: order.id }))).statusCode).toBe(200);
  return order;
};

describe("the saved VAT rate", () => {
  it("new carts and orders use it; an order sold before keeps its rate, its VAT and its invoice", async () => {
    const before = await paidOrder();
    const invoiceBefore = json(await get(`customer/invoice/${before.id}`)).data;
    expect(invoiceBefore.vat_amount).toBe(10.48); // 220 x 5/105
    expect(invoiceBefore.lines[0].vat_rate).toBe(5);

    await saveSettings({ pricing_and_taxes: { vat_percentage: 10 } });

    // A new order at 10%: VAT inside AED 220.00 is 220 x 10/110 = 20.00.
    const after = await paidOrder();
    const invoice = json(await get(`customer/invoice/${after.id}`)).data;
    expect(invoice.vat_amount).toBe(20);
    expect(invoice.lines[0]).toMatchObject({ vat_rate: 10, unit_price: 220, unit_price_excl_vat: 200, vat_amount: 20 });
    const details = json(await get(`customer/order/details/${after.id}`)).data;
    expect(details.summary).toMatchObject({ vat_percentage: 10, vat_amount: 20, total_excl_vat: 200 });

    // The earlier order and its invoice read the same as before the change.
    expect(json(await get(`customer/invoice/${before.id}`)).data).toEqual(invoiceBefore);
    expect(json(await get(`customer/order/details/${before.id}`)).data.summary).toMatchObject({
      vat_percentage: 5,
      vat_amount: 10.48,
    });

    // The customer's cart shows the new rate too.
    const service = await db
      .selectFrom("services")
      .select(["id", "price_fils"])
      .where("partner_id", "=", partnerId)
      .where("status", "=", "active")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const added = await post("customer/add-to-cart", { service_id: service.id });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const summary = json(added).data.summary;
    expect(summary.vat_percentage).toBe(10);
    expect(summary.vat_amount).toBe(Math.round((summary.total * 100 * 10) / 110) / 100);

    await saveSettings({ pricing_and_taxes: { vat_percentage: 5 } });
    const back = json(await get("customer/cart-items")).data.summary;
    expect(back.vat_percentage).toBe(5);
    expect(back.vat_amount).toBe(Math.round((back.total * 100 * 5) / 105) / 100);
  });
});

describe("the saved cancellation fee tiers", () => {
  it("the cancel preview charges the tier the admin saved", async () => {
    const booking = await db
      .selectFrom("bookings")
      .select(["id", "total_fils"])
      .where("user_id", "=", userId)
      .where("status", "=", "confirmed")
      .where("scheduled_at", ">", new Date(Date.now() + 13 * 3_600_000).toISOString())
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const preview = async () => json(await get(`customer/booking/cancel-preview/${booking.id}`)).data;
    expect(await preview()).toMatchObject({ rule: "free", fee: 0 });

    // Free only 10,000 hours ahead: the booking, days away, now falls in the late tier at 40%.
    await saveSettings({ cancellation: { free_hours: 10_000, late_hours: 1, late_percent: 40 } });
    const late = await preview();
    expect(late).toMatchObject({ rule: "late", fee_percent: 40 });
    expect(late.fee).toBe(Math.round(Number(booking.total_fils) * 0.4) / 100);
  });
});
