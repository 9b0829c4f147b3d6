import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { dubaiDate } from "../../server/src/lib/dubai.js";
import { evaluateCoupon } from "../../server/src/modules/coupons/service.js";
import { addMonths, checkoutPackageCart } from "../../server/src/modules/orders/packages.js";
import {
  apportion,
  confirmCashOrder,
  createOrder,
  markOrderPaid,
  orderTotals,
} from "../../server/src/modules/orders/service.js";
import {
  testCard as card,
  cartOf,
  commerceApp,
  type Db,
  daysFromToday,
  insertAddress,
  insertBooking,
  insertCart,
  makeCustomer,
  requests,
} from "./commerce-helpers.js";
import { bearer, clientToken, json, type TestApp } from "./helpers.js";

describe("orders: totals, VAT, details, invoices, package checkout", () => {
  let app: TestApp;
  let db: Db;
  let token: string;
  let userId: number;
  let staffToken: string;
  let other: { id: number; token: string };
  let partnerId: number;
  let addressId: number;
  let pkg: { package_id: number; package_duration_id: number; property_type: string; property_size: string };

  beforeAll(async () => {
    ({ app, db, token, userId, staffToken, other, partnerId } = await commerceApp("omar.orders@example.test"));
    const community = await db
      .selectFrom("communities")
      .select(["id", "emirate_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const res = await app.inject({
      method: "POST",
      url: "/api/v2/user-address/create",
      headers: bearer(token),
      payload: {
        label: "home",
        emirate_id: community.emirate_id,
        community_id: community.id,
        building: "Marina Heights",
        apartment_or_villa_number: "1204",
        property_type: "apartment",
        property_size: "2br",
      },
    });
    expect(res.statusCode).toBe(201);
    addressId = json(res).data.id;
    const priced = await db
      .selectFrom("package_pricing as pp")
      .innerJoin("packages as p", "p.id", "pp.package_id")
      .innerJoin("package_property_types as t", (j) =>
        j.onRef("t.package_id", "=", "pp.package_id").onRef("t.property_type", "=", "pp.property_type"),
      )
      .select(["pp.package_id", "pp.package_duration_id", "pp.property_type", "pp.property_size"])
      .where("p.active", "=", 1)
      .where("p.status", "=", "Approved")
      .orderBy("pp.id")
      .executeTakeFirstOrThrow();
    pkg = priced;
  });
  afterAll(async () => {
    await app.close();
  });

  const { get, post } = requests(() => ({ app, token }));

  /** Puts one package in the user's package cart (rows written directly). */
  async function fillPackageCart(uid = userId, couponId: number | null = null) {
    const at = nowIso();
    const cart = await cartOf(db, uid, "package");
    await db.updateTable("carts").set({ coupon_id: couponId }).where("id", "=", cart.id).execute();
    await db.deleteFrom("package_cart_items").where("cart_id", "=", cart.id).execute();
    await db
      .insertInto("package_cart_items")
      .values({ cart_id: cart.id, ...pkg, user_address_id: null, created_at: at, updated_at: at })
      .execute();
    return cart.id;
  }

  it("apportion and the VAT rule: AED 199.00 + 2 x 85.50 with WELCOME10", async () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    const lines = [
      { description_en: "Deep cleaning", description_ar: "تنظيف عميق", quantity: 1, unit_price_fils: 19900 },
      { description_en: "AC service", description_ar: "صيانة مكيف", quantity: 2, unit_price_fils: 8550 },
    ];
    const fresh = await makeCustomer(app, db, "fresh.vat@example.test");
    const coupon = await evaluateCoupon(db, {
      code: "welcome10",
      userId: fresh.id,
      kind: "service",
      subtotalFils: 37000,
      partnerId,
    });
    expect(coupon.discount_fils).toBe(3700);
    const t = orderTotals(lines, coupon.discount_fils);
    expect(t).toEqual({
      subtotal: 37000,
      discount: 3700,
      total: 33300,
      vat: 1586, // round(333.00 x 5 / 105 = 15.857..) = 15.86
      lineTotals: [17910, 15390],
      lineVats: [853, 733],
    });

    const order = await createOrder(db, {
      userId: fresh.id,
      partnerId,
      kind: "booking",
      paymentMethod: "card",
      lines,
      coupon: { coupon_id: coupon.coupon_id, discount_fils: coupon.discount_fils },
    });
    expect(order.number).toMatch(/^KH-\d{6}$/);
    expect(order.total_fils).toBe(33300);
    const res = await get(`customer/order/details/${order.id}`, fresh.token);
    expect(res.statusCode).toBe(200);
    const o = json(res).data;
    expect(o).toMatchObject({
      id: order.id,
      number: order.number,
      kind: "booking",
      status: "pending",
      payment_method: "card",
      coupon_code: "WELCOME10",
      paid_at: null,
      invoice: null,
      payments: [],
      summary: {
        currency: "AED",
        subtotal: 370,
        discount: 37,
        total: 333,
        vat_percentage: 5,
        vat_amount: 15.86,
        total_excl_vat: 317.14,
        wallet_amount: 0,
      },
    });
    expect(o.lines).toMatchObject([
      { description: "Deep cleaning", quantity: 1, unit_price: 199, total: 179.1, vat_amount: 8.53 },
      { description: "AC service", quantity: 2, unit_price: 85.5, total: 153.9, vat_amount: 7.33 },
    ]);
    const sumCents = (xs: number[]) => xs.reduce((a, x) => a + Math.round(x * 100), 0);
    expect(sumCents(o.lines.map((l: { vat_amount: number }) => l.vat_amount))).toBe(1586);
    expect(sumCents(o.lines.map((l: { total: number }) => l.total))).toBe(33300);

    const ar = json(await get(`customer/order/details/${order.id}`, fresh.token, "ar")).data;
    expect(ar.lines[0].description).toBe("تنظيف عميق");
    expect(ar.partner.name).not.toBe(o.partner.name);
  });

  it("line VATs always sum to the order VAT (odd amounts, many lines)", () => {
    const lines = [1, 3, 7, 11, 13].map((q, i) => ({
      description_en: `L${i}`,
      description_ar: `L${i}`,
      quantity: q,
      unit_price_fils: 1037 + i * 333,
    }));
    for (const discount of [0, 1, 999, 4321]) {
      const t = orderTotals(lines, discount);
      expect(t.lineTotals.reduce((a, b) => a + b, 0)).toBe(t.total);
      expect(t.lineVats.reduce((a, b) => a + b, 0)).toBe(t.vat);
      expect(t.vat).toBe(Math.round((t.total * 5) / 105));
    }
  });

  it("order details: 401, 403 staff, 404 for another customer's order, 422 bad id", async () => {
    const order = await createOrder(db, {
      userId,
      partnerId,
      kind: "booking",
      paymentMethod: "card",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 10000 }],
    });
    expect((await app.inject({ method: "GET", url: `/api/v2/customer/order/details/${order.id}` })).statusCode).toBe(
      401,
    );
    expect((await get(`customer/order/details/${order.id}`, await clientToken(app))).statusCode).toBe(401);
    expect((await get(`customer/order/details/${order.id}`, staffToken)).statusCode).toBe(403);
    const res = await get(`customer/order/details/${order.id}`, other.token);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe("The order was not found.");
    expect((await get("customer/order/details/abc")).statusCode).toBe(422);
    expect((await get(`customer/invoice/${order.id}`, staffToken)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: `/api/v2/customer/invoice/${order.id}` })).statusCode).toBe(401);
  });

  it("invoices: 404 until paid, then numbered in sequence without gaps; Arabic names", async () => {
    const make = () =>
      createOrder(db, {
        userId,
        partnerId,
        kind: "booking",
        paymentMethod: "card",
        lines: [
          { description_en: "Sofa cleaning", description_ar: "تنظيف الكنب", quantity: 2, unit_price_fils: 12500 },
        ],
      });
    const a = await make();
    const b = await make();
    const res = await get(`customer/invoice/${a.id}`);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe("The invoice was not found.");

    const before = await db
      .selectFrom("invoices")
      .select((eb) => eb.fn.max<number>("sequence").as("n"))
      .executeTakeFirst();
    const start = Number(before?.n ?? 0);
    expect((await post("payment/pay", card({ order_id: b.id }))).statusCode).toBe(200);
    expect((await post("payment/pay", card({ order_id: a.id }))).statusCode).toBe(200);

    const invB = json(await get(`customer/invoice/${b.id}`)).data;
    const invA = json(await get(`customer/invoice/${a.id}`)).data;
    const seq = (n: string) => Number(n.slice(4));
    expect(invB.number).toBe(`INV-${String(start + 1).padStart(6, "0")}`);
    expect(seq(invA.number)).toBe(seq(invB.number) + 1);
    expect(invA).toMatchObject({
      order_id: a.id,
      order_number: a.number,
      currency: "AED",
      supplier: { name: "Khidma Technologies LLC", trn: "100123456700003" },
      customer: { email: "customer@khidma.test" },
      subtotal: 250,
      discount: 0,
      total: 250,
      vat_amount: 11.9,
      subtotal_excl_vat: 238.1,
      paid_by: "card",
      card_last4: "4242",
    });
    expect(invA.supplier.address).toContain("Business Bay");
    expect(invA.provider.name_en.length).toBeGreaterThan(0);
    expect(invA.payment_reference).toMatch(/^test_/);
    expect(invA.lines).toEqual([
      {
        description: "Sofa cleaning",
        description_en: "Sofa cleaning",
        description_ar: "تنظيف الكنب",
        quantity: 2,
        unit_price_excl_vat: 119.05,
        unit_price: 125,
        vat_rate: 5,
        vat_amount: 11.9,
        total_excl_vat: 238.1,
        total: 250,
      },
    ]);
    const ar = json(await get(`customer/invoice/${a.id}`, token, "ar")).data;
    expect(ar.supplier.name).toBe(ar.supplier.name_ar);
    expect(ar.provider.name).toBe(ar.provider.name_ar);
    expect(ar.lines[0].description).toBe("تنظيف الكنب");
    expect((await get(`customer/invoice/${a.id}`, other.token)).statusCode).toBe(404);

    // Paying again does not issue a second invoice (markOrderPaid is once only).
    await markOrderPaid(db, a.id, { gateway: "test" });
    const count = await db.selectFrom("invoices").select("id").where("order_id", "=", a.id).execute();
    expect(count).toHaveLength(1);
  });

  it("markOrderPaid and confirmCashOrder update bookings, quotations and the cart", async () => {
    const at = nowIso();
    const cart = await insertCart(db, other.id, "service", { notes: "gate code 12" });
    const service = await db
      .selectFrom("services")
      .select(["id", "partner_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("cart_items")
      .values({
        cart_id: cart.id,
        service_id: service.id,
        partner_id: service.partner_id,
        quantity: 1,
        notes: null,
        images: "[]",
        created_at: at,
        updated_at: at,
      })
      .execute();
    const order = await createOrder(db, {
      userId: other.id,
      partnerId: service.partner_id,
      kind: "booking",
      paymentMethod: "cash",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 15000 }],
      cartId: cart.id,
    });
    const booking = await insertBooking(db, {
      number: `BK-T${order.id}`,
      order_id: order.id,
      user_id: other.id,
      partner_id: service.partner_id,
      address_text: "Villa 3, Jumeirah, Dubai",
      scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
      total_fils: 15000,
    });
    await confirmCashOrder(db, order.id);
    expect(await db.selectFrom("cart_items").select("id").where("cart_id", "=", cart.id).execute()).toEqual([]);
    const b1 = await db.selectFrom("bookings").select("payment_status").where("id", "=", booking.id).executeTakeFirst();
    expect(b1?.payment_status).toBe("cash");
    const o1 = await db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirst();
    expect(o1?.status).toBe("pending");
    expect((await get(`customer/invoice/${order.id}`, other.token)).statusCode).toBe(404);

    // The partner marks it paid: the invoice is issued then.
    await markOrderPaid(db, order.id, { gateway: "cash" });
    const b2 = await db.selectFrom("bookings").select("payment_status").where("id", "=", booking.id).executeTakeFirst();
    expect(b2?.payment_status).toBe("paid");
    const inv = json(await get(`customer/invoice/${order.id}`, other.token)).data;
    expect(inv.paid_by).toBe("cash");
    expect(inv.customer.address).toBe("Villa 3, Jumeirah, Dubai");
    expect(inv.supply_date).toBe(dubaiDate(new Date(Date.now() + 86_400_000)));
    const view = json(await get(`customer/order/details/${order.id}`, other.token)).data;
    expect(view.booking_id).toBe(booking.id);
    expect(view.status).toBe("paid");
  });

  it("package checkout: 401, 403, 422 validation, empty cart", async () => {
    const body = { user_address_id: addressId, start_date: daysFromToday(3), payment_method: "card" };
    expect((await app.inject({ method: "POST", url: "/api/v2/package/checkout", payload: body })).statusCode).toBe(401);
    expect((await post("package/checkout", body, staffToken)).statusCode).toBe(403);

    let res = await post("package/checkout", {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(["payment_method", "start_date", "user_address_id"]);

    await fillPackageCart();
    res = await post("package/checkout", { ...body, payment_method: "cash" });
    expect(json(res).errors.payment_method).toEqual(["The selected payment method is invalid."]);
    res = await post("package/checkout", { ...body, start_date: daysFromToday(0) });
    expect(json(res).errors.start_date).toEqual(["The start date must be between tomorrow and 60 days from today."]);
    res = await post("package/checkout", { ...body, start_date: daysFromToday(61) });
    expect(res.statusCode).toBe(422);
    res = await post("package/checkout", { ...body, start_date: "2026-02-30" });
    expect(json(res).errors.start_date).toEqual(["The start date must be a date (YYYY-MM-DD)."]);

    // Another customer's address is not the caller's.
    res = await post("package/checkout", body, other.token);
    expect(json(res).errors.user_address_id).toEqual(["The selected user address id is invalid."]);

    const { id: otherAddress } = await insertAddress(db, other.id);
    res = await post("package/checkout", { ...body, user_address_id: otherAddress }, other.token);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.cart).toEqual(["Your package cart is empty."]);

    res = await post("package/checkout", { ...body, coupon_code: "NOPE" });
    expect(json(res).errors.coupon_code).toEqual(["The coupon code is invalid."]);
  });

  it("package checkout by card: one order for concurrent repeats, pending subscription, active once paid", async () => {
    const cartId = await fillPackageCart();
    const body = { user_address_id: addressId, start_date: daysFromToday(5), payment_method: "card" };
    const headers = { "idempotency-key": "pkg-checkout-1" };
    const [a, b] = await Promise.all([
      post("package/checkout", body, token, headers),
      post("package/checkout", body, token, headers),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.body).toBe(a.body);
    const order = json(a).data;
    expect(json(a).message).toBe("Package order placed");
    expect(order).toMatchObject({ kind: "package", status: "pending", payment_method: "card" });
    expect(order.subscription_id).toEqual(expect.any(Number));
    expect(
      await db.selectFrom("orders").select("id").where("idempotency_key", "=", "pkg-checkout-1").execute(),
    ).toEqual([{ id: order.id }]);
    const different = await post("package/checkout", { ...body, start_date: daysFromToday(6) }, token, headers);
    expect(different.statusCode).toBe(422);
    expect(json(different).errors.idempotency_key).toEqual([
      "This Idempotency-Key was already used for a different request.",
    ]);

    // The cart is kept until the payment succeeds.
    expect(await db.selectFrom("package_cart_items").select("id").where("cart_id", "=", cartId).execute()).toHaveLength(
      1,
    );
    let subs = json(await get("customer/package/subscriptions")).data;
    expect(subs.total).toBe(1);
    const months = subs.data[0].duration.months;
    expect(subs.data[0]).toMatchObject({
      status: "pending",
      order_id: order.id,
      order_number: order.number,
      starts_on: daysFromToday(5),
      ends_on: addMonths(daysFromToday(5), months),
      visits_used: 0,
      total: order.summary.total,
    });
    expect(subs.data[0].number).toMatch(/^PK-\d{6}$/);

    const paid = await post("payment/pay", card({ order_id: order.id }));
    expect(paid.statusCode).toBe(200);
    subs = json(await get("customer/package/subscriptions")).data;
    expect(subs.data[0].status).toBe("active");
    expect(await db.selectFrom("package_cart_items").select("id").where("cart_id", "=", cartId).execute()).toEqual([]);
    const inv = json(await get(`customer/invoice/${order.id}`)).data;
    expect(inv.supply_date).toBe(daysFromToday(5));
    expect(inv.customer.address).toContain("Marina Heights");

    expect((await get("customer/package/subscriptions", staffToken)).statusCode).toBe(403);
    expect(json(await get("customer/package/subscriptions", other.token)).data.total).toBe(0);
  });

  it("a coupon that stopped applying is dropped from the cart at checkout with 422 on coupon_code", async () => {
    const welcome = await db
      .selectFrom("coupons")
      .select("id")
      .where("code", "=", "WELCOME10")
      .executeTakeFirstOrThrow();
    // Aisha has paid orders by now, so WELCOME10 (first order only) no longer applies.
    const cartId = await fillPackageCart(userId, welcome.id);
    const res = await post("package/checkout", {
      user_address_id: addressId,
      start_date: daysFromToday(2),
      payment_method: "card",
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.coupon_code).toEqual(["This coupon is for first orders only."]);
    const cart = await db.selectFrom("carts").select("coupon_id").where("id", "=", cartId).executeTakeFirstOrThrow();
    expect(cart.coupon_id).toBeNull();
    expect(await db.selectFrom("package_cart_items").select("id").where("cart_id", "=", cartId).execute()).toHaveLength(
      1,
    );
  });

  it("checkoutPackageCart with a coupon records the discount on the order and subscription", async () => {
    const welcome = await db
      .selectFrom("coupons")
      .select("id")
      .where("code", "=", "WELCOME10")
      .executeTakeFirstOrThrow();
    const third = await makeCustomer(app, db, "third.orders@example.test");
    await fillPackageCart(third.id, welcome.id);
    const address = await insertAddress(db, third.id);
    const orderId = await checkoutPackageCart(db, {
      userId: third.id,
      owner: { userId: third.id },
      user_address_id: address.id,
      start_date: daysFromToday(1),
      payment_method: "card",
    });
    const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.discount_fils).toBeGreaterThan(0);
    expect(order.total_fils).toBe(order.subtotal_fils - order.discount_fils);
    const sub = await db
      .selectFrom("package_subscriptions")
      .select("total_fils")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(sub.total_fils).toBe(order.total_fils);
    // The coupon use is reserved when the order is created (security issue 13), and stays one use once paid.
    expect(
      await db.selectFrom("coupon_redemptions").select("discount_fils").where("order_id", "=", orderId).execute(),
    ).toEqual([{ discount_fils: order.discount_fils }]);
    await markOrderPaid(db, orderId, { gateway: "test" });
    expect(
      await db.selectFrom("coupon_redemptions").select("discount_fils").where("order_id", "=", orderId).execute(),
    ).toEqual([{ discount_fils: order.discount_fils }]);
  });
});
