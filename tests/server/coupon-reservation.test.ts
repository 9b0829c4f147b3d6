import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { createOrder, expireDueOrders } from "../../server/src/modules/orders/service.js";
import {
  cartOf,
  commerceApp,
  type Db,
  daysFromToday,
  insertAddress,
  insertBooking,
  makeCustomer,
  testCard,
} from "./commerce-helpers.js";
import { bearer, json, login, type TestApp } from "./helpers.js";

/**
 * Security issue 13, item 2: a coupon use is reserved atomically when the order is created, released when the order
 * fails or expires, and re-checked at payment; one cart, one live order; unpaid card orders expire after 30 minutes.
 */

let app: TestApp;
let db: Db;
let partnerId: number;
let pkg: { package_id: number; package_duration_id: number; property_type: string; property_size: string };

const post = (url: string, token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: `/api/v2/${url}`, headers: { ...bearer(token), ...headers }, payload });

async function fillPackageCart(userId: number) {
  const at = nowIso();
  const cart = await cartOf(db, userId, "package");
  await db.deleteFrom("package_cart_items").where("cart_id", "=", cart.id).execute();
  await db
    .insertInto("package_cart_items")
    .values({ cart_id: cart.id, ...pkg, user_address_id: null, created_at: at, updated_at: at })
    .execute();
  return cart.id;
}

let n = 0;
async function customerWithCart() {
  n += 1;
  const c = await makeCustomer(app, db, `reserve${n}@example.test`);
  const address = await insertAddress(db, c.id);
  await fillPackageCart(c.id);
  const checkout = (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    post(
      "package/checkout",
      c.token,
      { user_address_id: address.id, start_date: daysFromToday(2), payment_method: "card", ...over },
      headers,
    );
  return { ...c, checkout };
}

const welcome = async () =>
  await db.selectFrom("coupons").select(["id", "used_count"]).where("code", "=", "WELCOME10").executeTakeFirstOrThrow();

beforeAll(async () => {
  ({ app, db, partnerId } = await commerceApp("reserve.other@example.test"));
  pkg = await db
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
});

afterAll(async () => {
  await app.close();
});

describe("coupon reservation", () => {
  it("20 parallel checkouts with a once-per-customer coupon give exactly 1 discounted order; the rest 422 on coupon_code", async () => {
    const c = await customerWithCart();
    const usedBefore = (await welcome()).used_count;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => c.checkout({ coupon_code: "WELCOME10" }, { "idempotency-key": `par-${i}` })),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    expect(json(created[0]).data.summary.discount).toBeGreaterThan(0);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys(json(r).errors)).toEqual(["coupon_code"]);
    }
    const orders = await db.selectFrom("orders").select(["id", "discount_fils"]).where("user_id", "=", c.id).execute();
    expect(orders.filter((o) => o.discount_fils > 0)).toHaveLength(1);
    expect(await db.selectFrom("coupon_redemptions").select("id").where("user_id", "=", c.id).execute()).toHaveLength(
      1,
    );
    expect((await welcome()).used_count).toBe(usedBefore + 1);
  });

  it("the same customer cannot use a once-per-customer coupon on a second unpaid order (another cart)", async () => {
    const c = await customerWithCart();
    expect((await c.checkout({ coupon_code: "WELCOME10" })).statusCode).toBe(201);
    // a service-kind order for the same customer, made directly: the coupon is already held
    await expect(
      createOrder(db, {
        userId: c.id,
        partnerId,
        kind: "booking",
        paymentMethod: "card",
        lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 10000 }],
        coupon: { coupon_id: (await welcome()).id, discount_fils: 1000 },
      }),
    ).rejects.toMatchObject({ status: 422, errors: { coupon_code: ["You have already used this coupon."] } });
  });

  it("a total usage limit holds under parallel orders (guarded counter)", async () => {
    const at = nowIso();
    const { id: couponId } = await db
      .insertInto("coupons")
      .values({
        code: "TWOONLY",
        partner_id: null,
        discount_type: "fixed",
        discount_value: 500,
        max_discount_fils: null,
        usage_limit: 2,
        per_user_limit: 0,
        starts_at: null,
        ends_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const users = await Promise.all([1, 2, 3, 4, 5].map((i) => makeCustomer(app, db, `limit${i}@example.test`)));
    const results = await Promise.allSettled(
      users.map((u) =>
        createOrder(db, {
          userId: u.id,
          partnerId,
          kind: "booking",
          paymentMethod: "card",
          lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 10000 }],
          coupon: { coupon_id: couponId, discount_fils: 500 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    const rejected = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(rejected).toHaveLength(3);
    for (const r of rejected)
      expect(r.reason).toMatchObject({ errors: { coupon_code: ["This coupon has reached its usage limit."] } });
  });
});

describe("one cart, one live order", () => {
  it("a second checkout of a cart waiting for payment answers 409 with that order; after a decline it may check out again", async () => {
    const c = await customerWithCart();
    const first = await c.checkout();
    expect(first.statusCode, first.body).toBe(201);
    const order = json(first).data;
    const second = await c.checkout();
    expect(second.statusCode, second.body).toBe(409);
    expect(json(second).data).toEqual({ order_id: order.id, order_number: order.number });
    expect(json(second).message).toContain(order.number);

    const declined = await post(
      "payment/pay",
      c.token,
      testCard({ order_id: order.id, card_number: "4000 0000 0000 0002" }),
    );
    expect(declined.statusCode).toBe(402);
    const third = await c.checkout();
    expect(third.statusCode, third.body).toBe(201);
    // the declined order was given up: it cannot be paid any more
    const old = await db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(old.status).toBe("cancelled");
    expect((await post("payment/pay", c.token, testCard({ order_id: order.id }))).statusCode).toBe(422);
  });
});

describe("unpaid orders expire after 30 minutes", () => {
  it("paying after expiry answers 422 on order_id; the coupon and the booking slot are released", async () => {
    const c = await customerWithCart();
    const res = await c.checkout({ coupon_code: "WELCOME10" });
    expect(res.statusCode, res.body).toBe(201);
    const order = json(res).data;
    const row = await db
      .selectFrom("orders")
      .select(["expires_at", "created_at"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at!) - Date.parse(row.created_at)).toBe(30 * 60_000);
    const { id: bookingId } = await insertBooking(db, {
      number: `BK-EXP-${order.id}`,
      user_id: c.id,
      partner_id: partnerId,
      scheduled_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      order_id: order.id,
      status: "requested",
      payment_status: "pending",
    });

    // 31 minutes later (the order's clock is moved back rather than the test's forward)
    await db
      .updateTable("orders")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", order.id)
      .execute();
    const pay = await post("payment/pay", c.token, testCard({ order_id: order.id }));
    expect(pay.statusCode, pay.body).toBe(422);
    expect(json(pay).errors.order_id).toEqual([
      "This order was not paid within 30 minutes and has expired; please check out again.",
    ]);
    const after = await db.selectFrom("orders").select(["status"]).where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(after.status).toBe("cancelled");
    expect(await db.selectFrom("payments").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
    expect(await db.selectFrom("coupon_redemptions").select("id").where("order_id", "=", order.id).execute()).toEqual(
      [],
    );
    const booking = await db
      .selectFrom("bookings")
      .select(["status", "payment_status"])
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ status: "cancelled", payment_status: "failed" });

    // the coupon and the cart are free again
    const again = await c.checkout({ coupon_code: "WELCOME10" });
    expect(again.statusCode, again.body).toBe(201);
    expect(json(again).data.summary.discount).toBeGreaterThan(0);
    const paid = await post("payment/pay", c.token, testCard({ order_id: json(again).data.id }));
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("the sweep expires due card orders and leaves cash orders alone", async () => {
    const u = await makeCustomer(app, db, "sweep@example.test");
    const line = [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 10000 }];
    const card = await createOrder(db, {
      userId: u.id,
      partnerId,
      kind: "booking",
      paymentMethod: "card",
      lines: line,
    });
    const cash = await createOrder(db, {
      userId: u.id,
      partnerId,
      kind: "booking",
      paymentMethod: "cash",
      lines: line,
    });
    expect(await expireDueOrders(db, { now: new Date(Date.now() + 29 * 60_000) })).toBe(0);
    expect(await expireDueOrders(db, { now: new Date(Date.now() + 31 * 60_000) })).toBeGreaterThanOrEqual(1);
    const rows = await db
      .selectFrom("orders")
      .select(["id", "status", "expires_at"])
      .where("user_id", "=", u.id)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: card.id, status: "cancelled", expires_at: expect.any(String) },
      { id: cash.id, status: "pending", expires_at: null },
    ]);
  });

  it("a declined card releases the coupon; paying again re-checks it (422 on coupon_code when used meanwhile)", async () => {
    const c = await customerWithCart();
    const res = await c.checkout({ coupon_code: "WELCOME10" });
    const order = json(res).data;
    const declined = await post(
      "payment/pay",
      c.token,
      testCard({ order_id: order.id, card_number: "4000 0000 0000 0002" }),
    );
    expect(declined.statusCode).toBe(402);
    expect(await db.selectFrom("coupon_redemptions").select("id").where("order_id", "=", order.id).execute()).toEqual(
      [],
    );
    // meanwhile the same customer used the coupon on another order
    await createOrder(db, {
      userId: c.id,
      partnerId,
      kind: "booking",
      paymentMethod: "card",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 10000 }],
      coupon: { coupon_id: (await welcome()).id, discount_fils: 1000 },
    });
    const retry = await post("payment/pay", c.token, testCard({ order_id: order.id }));
    expect(retry.statusCode, retry.body).toBe(422);
    expect(Object.keys(json(retry).errors)).toEqual(["coupon_code"]);
    expect(await db.selectFrom("payments").select("status").where("order_id", "=", order.id).execute()).toEqual([
      { status: "declined" },
    ]);
  });
});

describe("cancelling an unpaid booking releases its order's coupon", () => {
  /** A cash order with WELCOME10 reserved for a new customer, and its booking five days ahead. */
  async function cashBookingWithCoupon(email: string) {
    const u = await makeCustomer(app, db, email);
    const order = await createOrder(db, {
      userId: u.id,
      partnerId,
      kind: "booking",
      paymentMethod: "cash",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 10000 }],
      coupon: { coupon_id: (await welcome()).id, discount_fils: 1000 },
    });
    const { id: bookingId } = await insertBooking(db, {
      number: `BK-CXL-${order.id}`,
      user_id: u.id,
      partner_id: partnerId,
      scheduled_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      order_id: order.id,
      status: "requested",
      payment_status: "pending",
    });
    return { ...u, orderId: order.id, bookingId };
  }
  const redemptions = (orderId: number) =>
    db.selectFrom("coupon_redemptions").select("id").where("order_id", "=", orderId).execute();
  const orderStatus = async (orderId: number) =>
    (await db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;

  it("customer/booking/cancel/{id}: the cash order is cancelled, its reservation removed and used_count given back", async () => {
    const start = (await welcome()).used_count;
    const c = await cashBookingWithCoupon("cancel.cash@example.test");
    expect((await redemptions(c.orderId)).length).toBe(1);
    expect((await welcome()).used_count).toBe(start + 1);
    await expect(
      createOrder(db, {
        userId: c.id,
        partnerId,
        kind: "booking",
        paymentMethod: "cash",
        lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 10000 }],
        coupon: { coupon_id: (await welcome()).id, discount_fils: 1000 },
      }),
    ).rejects.toThrow();

    const preview = await app.inject({
      method: "GET",
      url: `/api/v2/customer/booking/cancel-preview/${c.bookingId}`,
      headers: bearer(c.token),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const res = await post(`customer/booking/cancel/${c.bookingId}`, c.token, { expected_fee: json(preview).data.fee });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderStatus(c.orderId)).toBe("cancelled");
    expect(await redemptions(c.orderId)).toEqual([]);
    expect((await welcome()).used_count).toBe(start);
    // the customer's one use of the coupon is free again
    const again = await createOrder(db, {
      userId: c.id,
      partnerId,
      kind: "booking",
      paymentMethod: "cash",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 10000 }],
      coupon: { coupon_id: (await welcome()).id, discount_fils: 1000 },
    });
    expect((await redemptions(again.id)).length).toBe(1);
  });

  it("staff cancelling the booking (booking-appointment/change-status) releases it too", async () => {
    const start = (await welcome()).used_count;
    const c = await cashBookingWithCoupon("cancel.staff@example.test");
    const staff = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    const res = await post(`booking-appointment/change-status/${c.bookingId}`, staff, {
      status: "cancelled",
      note: "No show",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderStatus(c.orderId)).toBe("cancelled");
    expect(await redemptions(c.orderId)).toEqual([]);
    expect((await welcome()).used_count).toBe(start);
  });
});
