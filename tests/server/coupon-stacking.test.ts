import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { expireOrder } from "../../server/src/modules/orders/service.js";
import { cartOf, type Db, daysFromToday, insertAddress, makeCustomer, testCard } from "./commerce-helpers.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Coupon stacking (issue 17): a cart holds a Khidma coupon and a partner promotion at once when both are combinable;
 * the partner promotion is applied first, the Khidma coupon on what remains. Exclusive codes and two codes of one
 * funder are refused with the reason; each coupon's limits hold under parallel checkouts; an unpaid order gives
 * both back; the partner's ledger carries only the partner-funded share.
 */

let app: TestApp;
let db: Db;
let admin: string;
let aisha: string;
let aishaId: number;
let sparkle: number;
let service: { id: number; price_fils: number };
let pkg: { package_id: number; package_duration_id: number; property_type: string; property_size: string };
let pkgPartner: number;

const call = (method: "GET" | "POST", url: string, token: string, payload?: object, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "accept-language": lang },
    ...(payload ? { payload } : {}),
  });
const ok = async (method: "GET" | "POST", url: string, token: string, payload?: object) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return json(res).data;
};
const fils = (aed: number) => Math.round(aed * 100);

let seq = 0;
/** A coupon made through coupon/create as the admin (combinable, no per-customer limit unless `body` says). */
async function coupon(body: Record<string, unknown>) {
  seq += 1;
  const res = await call("POST", "coupon/create", admin, {
    code: `STACK${seq}`,
    title_en: `Stack ${seq}`,
    discount_type: "fixed",
    discount_value: 10,
    per_customer_limit: 0,
    stacking: "combinable",
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { id: number; code: string };
}
const usedCount = async (id: number) =>
  (await db.selectFrom("coupons").select("used_count").where("id", "=", id).executeTakeFirstOrThrow()).used_count;

/** A fresh customer whose service cart holds two of Sparkle's cheapest service. */
async function serviceCustomer() {
  seq += 1;
  const c = await makeCustomer(app, db, `stack${seq}@example.test`);
  const res = await call("POST", "customer/add-to-cart", c.token, { service_id: service.id, quantity: 2 });
  expect(res.statusCode, res.body).toBe(201);
  return c;
}

/** A fresh customer with an address and the package in the package cart, and its card checkout. */
async function packageCustomer() {
  seq += 1;
  const c = await makeCustomer(app, db, `stackpkg${seq}@example.test`);
  const address = await insertAddress(db, c.id);
  const cart = await cartOf(db, c.id, "package");
  const at = nowIso();
  await db
    .insertInto("package_cart_items")
    .values({ cart_id: cart.id, ...pkg, user_address_id: null, created_at: at, updated_at: at })
    .execute();
  const checkout = (headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/v2/package/checkout",
      headers: { ...bearer(c.token), ...headers },
      payload: { user_address_id: address.id, start_date: daysFromToday(2), payment_method: "card" },
    });
  return { ...c, checkout };
}

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  const s = await login(app, "customer@khidma.test", "Customer#2026");
  aisha = s.access_token;
  aishaId = s.user.id;
  sparkle = (
    await db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
  ).id;
  service = await db
    .selectFrom("services")
    .select(["id", "price_fils"])
    .where("partner_id", "=", sparkle)
    .where("active", "=", 1)
    .orderBy("price_fils")
    .executeTakeFirstOrThrow();
  const p = await db
    .selectFrom("package_pricing as pp")
    .innerJoin("packages as p", "p.id", "pp.package_id")
    .innerJoin("package_property_types as t", (j) =>
      j.onRef("t.package_id", "=", "pp.package_id").onRef("t.property_type", "=", "pp.property_type"),
    )
    .select(["pp.package_id", "pp.package_duration_id", "pp.property_type", "pp.property_size", "p.partner_id"])
    .where("p.active", "=", 1)
    .where("p.status", "=", "Approved")
    .orderBy("pp.id")
    .executeTakeFirstOrThrow();
  const { partner_id, ...pricing } = p;
  pkg = pricing;
  pkgPartner = partner_id;
});

afterAll(async () => {
  await app.close();
});

describe("stacking in the cart", () => {
  it("a partner promotion and a combinable Khidma coupon apply together; totals are right to the fils, in either order", async () => {
    const promo = await coupon({
      funded_by: "partner",
      partner_id: sparkle,
      discount_type: "percent",
      discount_value: 10,
    });
    const khidma = await coupon({ discount_type: "percent", discount_value: 5 });
    const subtotal = service.price_fils * 2;
    const d1 = Math.round((subtotal * 10) / 100); // the partner's promotion first
    const d2 = Math.round(((subtotal - d1) * 5) / 100); // then Khidma's on what remains
    const total = subtotal - d1 - d2;
    const vat = Math.round((total * 5) / 105);

    for (const order of [
      [khidma.code, promo.code],
      [promo.code, khidma.code],
    ]) {
      const c = await serviceCustomer();
      await ok("POST", "customer/cart/apply-coupon", c.token, { coupon_code: order[0] });
      const cart = await ok("POST", "customer/cart/apply-coupon", c.token, { coupon_code: order[1] });
      expect(cart.coupons.map((x: { code: string }) => x.code)).toEqual(order);
      const byCode = Object.fromEntries(cart.coupons.map((x: { code: string }) => [x.code, x]));
      expect(byCode[promo.code]).toMatchObject({ funded_by: "partner", discount: d1 / 100 });
      expect(byCode[khidma.code]).toMatchObject({ funded_by: "khidma", discount: d2 / 100 });
      expect(cart.coupon.code).toBe(order[0]); // the first code, as before stacking
      expect(cart.coupon_error).toBeNull();
      expect(cart.summary).toMatchObject({
        subtotal: subtotal / 100,
        discount: (d1 + d2) / 100,
        total: total / 100,
        vat_amount: vat / 100,
        total_excl_vat: (total - vat) / 100,
      });
      // re-reading the cart gives the same; removing one code keeps the other alone
      expect((await ok("GET", "customer/cart-items", c.token)).summary.total).toBe(total / 100);
      const left = await ok("POST", "customer/cart/remove-coupon", c.token, { coupon_code: promo.code });
      const alone = Math.round((subtotal * 5) / 100);
      expect(left.coupons).toEqual([expect.objectContaining({ code: khidma.code, discount: alone / 100 })]);
      expect(left.summary.discount).toBe(alone / 100);
      const none = await ok("POST", "customer/cart/remove-coupon", c.token, {});
      expect(none.coupons).toEqual([]);
    }
  });

  it("a fixed discount never takes a line below zero: the Khidma coupon gives at most what the promotion left", async () => {
    const subtotal = service.price_fils * 2;
    const promo = await coupon({
      funded_by: "partner",
      partner_id: sparkle,
      discount_type: "fixed",
      discount_value: 1,
    });
    const khidma = await coupon({ discount_type: "fixed", discount_value: (subtotal * 2) / 100 });
    const c = await serviceCustomer();
    await ok("POST", "customer/cart/apply-coupon", c.token, { coupon_code: promo.code });
    const cart = await ok("POST", "customer/cart/apply-coupon", c.token, { coupon_code: khidma.code });
    expect(cart.summary).toMatchObject({ discount: subtotal / 100, total: 0, vat_amount: 0 });
    expect(cart.coupons.map((x: { discount: number }) => fils(x.discount))).toEqual([100, subtotal - 100]);
  });

  it("an exclusive code stands alone; two Khidma coupons or two partner promotions never combine (422, English and Arabic)", async () => {
    const exclusive = await coupon({ stacking: "exclusive" });
    const khidma = await coupon({});
    const khidma2 = await coupon({});
    const promo = await coupon({ funded_by: "partner", partner_id: sparkle });
    const promo2 = await coupon({ funded_by: "partner", partner_id: sparkle });
    const exclusivePromo = await coupon({ funded_by: "partner", partner_id: sparkle, stacking: "exclusive" });
    const refused = async (first: string, second: string, message: string, arabic: string) => {
      const c = await serviceCustomer();
      await ok("POST", "customer/cart/apply-coupon", c.token, { coupon_code: first });
      const en = await call("POST", "customer/cart/apply-coupon", c.token, { coupon_code: second });
      expect(en.statusCode, en.body).toBe(422);
      expect(json(en).errors.coupon_code).toEqual([message]);
      const ar = await call("POST", "customer/cart/apply-coupon", c.token, { coupon_code: second }, "ar");
      expect(json(ar).errors.coupon_code).toEqual([arabic]);
      // the first code still applies, alone
      const cart = await ok("GET", "customer/cart-items", c.token);
      expect(cart.coupons.map((x: { code: string }) => x.code)).toEqual([first]);
    };
    const notCombinable = "This code cannot be combined with the code already applied.";
    const notCombinableAr = "لا يمكن الجمع بين هذا الرمز والرمز المطبق بالفعل.";
    await refused(exclusive.code, promo.code, notCombinable, notCombinableAr);
    await refused(promo.code, exclusive.code, notCombinable, notCombinableAr);
    await refused(khidma.code, exclusivePromo.code, notCombinable, notCombinableAr);
    const sameFunder =
      "This code cannot be combined with the code already applied: only one Khidma coupon and one partner promotion can be used together.";
    const sameFunderAr =
      "لا يمكن الجمع بين هذا الرمز والرمز المطبق بالفعل: يمكن استخدام قسيمة واحدة من خدمة وعرض واحد من مزود الخدمة معاً فقط.";
    await refused(khidma.code, khidma2.code, sameFunder, sameFunderAr);
    await refused(promo.code, promo2.code, sameFunder, sameFunderAr);

    // two applied: a third is refused until one is removed
    const c = await serviceCustomer();
    await ok("POST", "customer/cart/apply-coupon", c.token, { coupon_code: khidma.code });
    await ok("POST", "customer/cart/apply-coupon", c.token, { coupon_code: promo.code });
    const third = await call("POST", "customer/cart/apply-coupon", c.token, { coupon_code: khidma2.code });
    expect(third.statusCode).toBe(422);
    expect(json(third).errors.coupon_code).toEqual(["Two codes are already applied. Remove one to use another."]);
  });

  it("each coupon keeps its own rules: the Khidma coupon's minimum order reads what the promotion left", async () => {
    const subtotal = service.price_fils * 2;
    const promo = await coupon({
      funded_by: "partner",
      partner_id: sparkle,
      discount_type: "fixed",
      discount_value: 5,
    });
    const khidma = await coupon({ min_order: subtotal / 100 });
    const c = await serviceCustomer();
    await ok("POST", "customer/cart/apply-coupon", c.token, { coupon_code: khidma.code });
    const res = await call("POST", "customer/cart/apply-coupon", c.token, { coupon_code: promo.code });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.coupon_code[0]).toMatch(/^This coupon needs an order of at least AED/);
  });
});

describe("orders with two coupons", () => {
  it("the limits of both hold under 8 parallel checkouts; each reservation holds its own discount", async () => {
    const promo = await coupon({ funded_by: "partner", partner_id: pkgPartner, usage_limit: 3, discount_value: 20 });
    const khidma = await coupon({ usage_limit: 2, discount_value: 10 });
    const customers = [];
    for (let i = 0; i < 8; i++) {
      const c = await packageCustomer();
      await ok("POST", "package/coupon/apply", c.token, { coupon_code: promo.code });
      await ok("POST", "package/coupon/apply", c.token, { coupon_code: khidma.code });
      customers.push(c);
    }
    const answers = await Promise.all(customers.map((c, i) => c.checkout({ "idempotency-key": `stack-par-${i}` })));
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(2);
    for (const r of answers.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys(json(r).errors)).toEqual(["coupon_code"]);
    }
    expect(await usedCount(khidma.id)).toBe(2);
    expect(await usedCount(promo.id)).toBe(2); // the refused orders' promotion reservations rolled back with them
    for (const r of created) {
      const order = json(r).data;
      expect(order.coupons).toEqual([
        { code: promo.code, funded_by: "partner", discount: 20 },
        { code: khidma.code, funded_by: "khidma", discount: 10 },
      ]);
      expect(order.summary.discount).toBe(30);
      const held = await db
        .selectFrom("coupon_redemptions")
        .select(["coupon_id", "discount_fils"])
        .where("order_id", "=", order.id)
        .orderBy("coupon_id")
        .execute();
      expect(held).toEqual(
        [
          { coupon_id: promo.id, discount_fils: 2000 },
          { coupon_id: khidma.id, discount_fils: 1000 },
        ].sort((a, b) => a.coupon_id - b.coupon_id),
      );
    }
  });

  it("an unpaid order that expires gives both uses back; paying it later takes both again", async () => {
    const promo = await coupon({ funded_by: "partner", partner_id: pkgPartner, discount_value: 20 });
    const khidma = await coupon({ discount_value: 10 });
    const c = await packageCustomer();
    await ok("POST", "package/coupon/apply", c.token, { coupon_code: khidma.code });
    await ok("POST", "package/coupon/apply", c.token, { coupon_code: promo.code });
    const res = await c.checkout();
    expect(res.statusCode, res.body).toBe(201);
    const orderId = json(res).data.id as number;
    expect([await usedCount(promo.id), await usedCount(khidma.id)]).toEqual([1, 1]);
    expect(await expireOrder(db, orderId, new Date(), true)).toBe(true);
    expect([await usedCount(promo.id), await usedCount(khidma.id)]).toEqual([0, 0]);
    expect(await db.selectFrom("coupon_redemptions").select("id").where("order_id", "=", orderId).execute()).toEqual(
      [],
    );
  });

  it("cancelling an unpaid booking releases both; the order keeps coupon_code as the first code applied", async () => {
    const promo = await coupon({ funded_by: "partner", partner_id: sparkle, discount_value: 5 });
    const khidma = await coupon({ discount_value: 7 });
    const b = await book(aisha, [khidma.code, promo.code], false);
    const order = await ok("GET", `customer/order/details/${b.orderId}`, aisha);
    expect(order.coupon_code).toBe(khidma.code);
    expect(order.coupons.map((x: { code: string }) => x.code)).toEqual([promo.code, khidma.code]);
    expect([await usedCount(promo.id), await usedCount(khidma.id)]).toEqual([1, 1]);
    const preview = await ok("GET", `customer/booking/cancel-preview/${b.id}`, aisha);
    await ok("POST", `customer/booking/cancel/${b.id}`, aisha, { expected_fee: preview.fee });
    expect([await usedCount(promo.id), await usedCount(khidma.id)]).toEqual([0, 0]);
  });
});

/** Books Sparkle's cheapest service (twice) for Aisha with `codes` applied, at the first free slot; card, paid if `pay`. */
async function book(token: string, codes: string[], pay: boolean) {
  const cart = await cartOf(db, aishaId, "service");
  await db.deleteFrom("cart_items").where("cart_id", "=", cart.id).execute();
  await db
    .updateTable("orders")
    .set({ expires_at: "2000-01-01T00:00:00.000Z" })
    .where("cart_id", "=", cart.id)
    .where("status", "=", "pending")
    .execute();
  await ok("POST", "customer/add-to-cart", token, { service_id: service.id, quantity: 2 });
  await ok("POST", "customer/cart/remove-coupon", token, {});
  for (const code of codes) await ok("POST", "customer/cart/apply-coupon", token, { coupon_code: code });
  const address = await insertAddress(db, aishaId);
  const duration = (await ok("GET", "customer/cart-items", token)).duration_minutes;
  const d = Math.max(60, duration);
  const { dates } = await ok(
    "GET",
    `customer/booking/available-dates?partner_id=${sparkle}&days=30&duration_minutes=${d}`,
    token,
  );
  for (const day of dates.filter((x: { available: boolean }) => x.available)) {
    const slots = await ok(
      "GET",
      `customer/booking/time-slots?partner_id=${sparkle}&date=${day.date}&duration_minutes=${d}`,
      token,
    );
    const slot = slots.slots.find((s: { available: boolean; time: string }) => s.available && s.time >= "09:00");
    if (!slot) continue;
    const order = await ok("POST", "customer/booking/request", token, {
      user_address_id: address.id,
      date: day.date,
      time: slot.time,
      payment_method: "card",
    });
    if (pay) await ok("POST", "payment/pay", token, testCard({ order_id: order.id }));
    return { id: order.booking_id as number, orderId: order.id as number };
  }
  throw new Error("no free slot");
}

describe("who bears which discount", () => {
  it("the invoice names each code's discount; the partner's ledger carries only the partner-funded share", async () => {
    const promo = await coupon({
      funded_by: "partner",
      partner_id: sparkle,
      discount_type: "percent",
      discount_value: 10,
    });
    const khidma = await coupon({ discount_value: 15 });
    const b = await book(aisha, [promo.code, khidma.code], true);
    const order = await ok("GET", `customer/order/details/${b.orderId}`, aisha);
    expect(order.status).toBe("paid");
    const [d1, d2] = order.coupons.map((x: { discount: number }) => fils(x.discount));
    expect(order.coupons.map((x: { funded_by: string }) => x.funded_by)).toEqual(["partner", "khidma"]);
    expect(d1).toBe(Math.round((service.price_fils * 2 * 10) / 100));
    expect(d2).toBe(1500);
    expect(fils(order.summary.discount)).toBe(d1 + d2);
    const invoice = await ok("GET", `customer/invoice/${b.orderId}`, aisha);
    expect(invoice.discounts).toEqual(order.coupons);
    expect(fils(invoice.discount)).toBe(d1 + d2);

    const lines = await db.selectFrom("order_lines").selectAll().where("order_id", "=", b.orderId).execute();
    expect(lines.reduce((a, l) => a + (l.partner_discount_fils ?? 0), 0)).toBe(d1);
    expect(lines.reduce((a, l) => a + l.total_fils, 0)).toBe(service.price_fils * 2 - d1 - d2);

    await db.updateTable("bookings").set({ status: "in-progress" }).where("id", "=", b.id).execute();
    await ok("POST", `booking-appointment/change-status/${b.id}`, admin, { status: "completed" });
    const entries = await db
      .selectFrom("ledger_entries")
      .select(["type", "amount_fils"])
      .where("booking_id", "=", b.id)
      .execute();
    const sum = (type: string) => entries.filter((e) => e.type === type).reduce((a, e) => a + e.amount_fils, 0);
    const vatIn = (g: number) => Math.round((g * 500) / 10_500);
    // the partner bears its promotion (excluding VAT), not Khidma's coupon
    expect(sum("discount")).toBe(-(d1 - vatIn(d1)));
    // revenue is the sale before any discount, excluding VAT
    const gross = service.price_fils * 2;
    const net = lines.reduce((a, l) => a + l.total_fils - l.vat_fils, 0);
    const all = gross - lines.reduce((a, l) => a + l.total_fils, 0);
    expect(sum("revenue")).toBe(net + all - vatIn(all));
  });
});
