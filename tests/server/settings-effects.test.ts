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

describe("prices' VAT split in the catalogue", () => {
  it("follows the saved rate at once: the service list (a cached public answer) and its details", async () => {
    const service = await db
      .selectFrom("services")
      .select(["id", "price_fils"])
      .where("partner_id", "=", partnerId)
      .where("status", "=", "active")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const gross = Number(service.price_fils);
    const split = (rate: number) => {
      const vat = Math.round((gross * rate) / (100 + rate));
      return { price: gross / 100, price_excl_vat: (gross - vat) / 100, vat_amount: vat / 100 };
    };
    const listed = async () =>
      json(await get(`mobile/service/list?partner_id=${partnerId}&limit=50`)).data.data.find(
        (x: { id: number }) => x.id === service.id,
      );
    const details = async () => json(await get(`mobile/service/details?service_id=${service.id}`)).data;
    expect(await listed()).toMatchObject(split(5));
    expect(await details()).toMatchObject(split(5));

    await saveSettings({ pricing_and_taxes: { vat_percentage: 10 } });
    expect(await listed()).toMatchObject(split(10));
    expect(await details()).toMatchObject(split(10));

    await saveSettings({ pricing_and_taxes: { vat_percentage: 5 } });
    expect(await listed()).toMatchObject(split(5));
  });
});

describe("a quotation's VAT share", () => {
  it("a pending quotation shows the saved rate (the one it would be ordered at); an accepted one keeps its order's", async () => {
    const booking = await db
      .selectFrom("bookings")
      .select(["id", "partner_id"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const sold = await paidOrder(); // at 5%
    const now = new Date().toISOString();
    const quotation = async (status: "pending" | "accepted", orderId: number | null) =>
      (
        await db
          .insertInto("quotations")
          .values({
            number: `QT-V${status}`,
            booking_id: booking.id,
            partner_id: booking.partner_id,
            title_en: "Extra work",
            title_ar: "عمل إضافي",
            lines: JSON.stringify([
              { description_en: "Part", description_ar: "قطعة", quantity: 1, unit_price_fils: 10_000 },
            ]),
            total_fils: 10_000,
            status,
            valid_until: "2099-12-31",
            order_id: orderId,
            decline_reason: null,
            responded_at: orderId ? now : null,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const pending = await quotation("pending", null);
    const accepted = await quotation("accepted", sold.id);
    const vatOf = async (id: number) => json(await get(`customer/quotation/details/${id}`)).data.vat_amount;
    expect(await vatOf(pending)).toBe(4.76); // 100 x 5/105
    await saveSettings({ pricing_and_taxes: { vat_percentage: 10 } });
    expect(await vatOf(pending)).toBe(9.09); // 100 x 10/110
    expect(await vatOf(accepted)).toBe(4.76);
    const staffView = json(
      await app.inject({ method: "GET", url: "/api/v2/admin/quotation/list", headers: bearer(staffToken) }),
    ).data.data;
    expect(staffView.find((q: { id: number }) => q.id === pending).vat_amount).toBe(9.09);
    expect(staffView.find((q: { id: number }) => q.id === accepted).vat_amount).toBe(4.76);
    await saveSettings({ pricing_and_taxes: { vat_percentage: 5 } });
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
