import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { createOrder, expireOrder } from "../../server/src/modules/orders/service.js";
import { cartOf, commerceApp, type Db, daysFromToday, insertAddress, makeCustomer } from "./commerce-helpers.js";
import { bearer, json, type TestApp } from "./helpers.js";

/**
 * Issue 17a, checkout rules: every refusal in the customer's language (one test each), the scope (the discount
 * counts the in-scope lines only), the budget (capped, then spent; given back with the order) and the limits under
 * 10 parallel checkouts.
 */

let app: TestApp;
let db: Db;
let admin: string;
/** Partner 1's services in two categories, and another partner's. */
let s1: { id: number; price_fils: number; category_id: number };
let s3: { id: number; price_fils: number; category_id: number };
let otherPartnerService: { id: number; partner_id: number };
type Pricing = { package_id: number; package_duration_id: number; property_type: string; property_size: string };
let pkgA: Pricing;
let pkgB: Pricing;

const call = (method: "GET" | "POST", url: string, token: string, payload?: object, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "accept-language": lang },
    ...(payload ? { payload } : {}),
  });

let seq = 0;
/** A coupon made through coupon/create as the admin (fixed AED 10, no per-customer limit unless `body` says). */
async function coupon(body: Record<string, unknown>) {
  seq += 1;
  const res = await call("POST", "coupon/create", admin, {
    code: `RULE${seq}`,
    title_en: `Rule ${seq}`,
    discount_type: "fixed",
    discount_value: 10,
    per_customer_limit: 0,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { id: number; code: string };
}
const row = async (id: number) => json(await call("GET", `coupon/details/${id}`, admin)).data;

/** A new signed-in customer whose service cart holds `serviceIds` (one of each). */
async function customerWithServices(serviceIds: number[]) {
  seq += 1;
  const c = await makeCustomer(app, db, `rules${seq}@example.test`);
  for (const service_id of serviceIds) {
    const res = await call("POST", "customer/add-to-cart", c.token, { service_id, quantity: 1 });
    expect(res.statusCode, res.body).toBe(201);
  }
  return c;
}

/** A new customer with an address and `pkg` in the package cart, and its checkout (card). */
async function customerWithPackage(pkg: Pricing) {
  seq += 1;
  const c = await makeCustomer(app, db, `rulespkg${seq}@example.test`);
  const address = await insertAddress(db, c.id);
  const cart = await cartOf(db, c.id, "package");
  const at = nowIso();
  await db
    .insertInto("package_cart_items")
    .values({ cart_id: cart.id, ...pkg, user_address_id: null, created_at: at, updated_at: at })
    .execute();
  const checkout = (coupon_code: string) =>
    call("POST", "package/checkout", c.token, {
      user_address_id: address.id,
      start_date: daysFromToday(2),
      payment_method: "card",
      coupon_code,
    });
  return { ...c, checkout };
}

/** The refusal of `code` on the caller's service cart, in English and in Arabic (422 on coupon_code only). */
async function refusal(token: string, code: string, url = "customer/cart/apply-coupon") {
  const out: string[] = [];
  for (const lang of ["en", "ar"]) {
    const res = await call("POST", url, token, { coupon_code: code }, lang);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(["coupon_code"]);
    out.push(json(res).errors.coupon_code[0]);
  }
  return out;
}

/** Another customer's unpaid order holding one use of the coupon (discount in fils). */
async function usedByAnother(couponId: number, discountFils = 1000) {
  seq += 1;
  const u = await makeCustomer(app, db, `rulesother${seq}@example.test`);
  return createOrder(db, {
    userId: u.id,
    partnerId: 1,
    kind: "booking",
    paymentMethod: "card",
    lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 50000 }],
    coupon: { coupon_id: couponId, discount_fils: discountFils },
  });
}

beforeAll(async () => {
  ({ app, db, staffToken: admin } = await commerceApp("rules.base@example.test"));
  const services = await db
    .selectFrom("services")
    .select(["id", "price_fils", "category_id", "partner_id"])
    .where("active", "=", 1)
    .orderBy("id")
    .execute();
  const own = services.filter((s) => s.partner_id === 1);
  s1 = own[0];
  s3 = own.find((s) => s.category_id !== s1.category_id)!;
  otherPartnerService = services.find((s) => s.partner_id !== 1)!;
  const pricing = await db
    .selectFrom("package_pricing as pp")
    .innerJoin("packages as p", "p.id", "pp.package_id")
    .innerJoin("package_property_types as t", (j) =>
      j.onRef("t.package_id", "=", "pp.package_id").onRef("t.property_type", "=", "pp.property_type"),
    )
    .select(["pp.package_id", "pp.package_duration_id", "pp.property_type", "pp.property_size"])
    .where("p.active", "=", 1)
    .where("p.status", "=", "Approved")
    .where("p.partner_id", "=", 1)
    .orderBy("pp.id")
    .execute();
  pkgA = pricing[0];
  pkgB = pricing.find((p) => p.package_id !== pkgA.package_id)!;
  expect(s3 && otherPartnerService && pkgB).toBeTruthy();
});

afterAll(async () => {
  await app.close();
});

describe("checkout refuses a coupon and says why, in English and Arabic", () => {
  it("not yet valid: names the start date in Dubai (and the time when it is not midnight)", async () => {
    const start = daysFromToday(3);
    const [y, m, d] = start.split("-");
    const c = await coupon({ starts_at: start });
    const at = await coupon({ starts_at: "2030-05-01T18:30" }); // Dubai time
    const u = await customerWithServices([s1.id]);
    expect(await refusal(u.token, c.code.toLowerCase())).toEqual([
      `This coupon is valid from ${d}-${m}-${y}.`,
      `هذه القسيمة صالحة اعتباراً من ${d}-${m}-${y}.`,
    ]);
    expect(await refusal(u.token, at.code)).toEqual([
      "This coupon is valid from 01-05-2030 at 18:30.",
      "هذه القسيمة صالحة اعتباراً من 01-05-2030 الساعة 18:30.",
    ]);
  });

  it("expired", async () => {
    const c = await coupon({ ends_at: daysFromToday(-1) });
    const u = await customerWithServices([s1.id]);
    expect(await refusal(u.token, c.code)).toEqual(["This coupon has expired.", "انتهت صلاحية هذه القسيمة."]);
  });

  it("minimum not reached", async () => {
    const c = await coupon({ min_order: 5000 });
    const u = await customerWithServices([s1.id]);
    expect(await refusal(u.token, c.code)).toEqual([
      "This coupon needs an order of at least AED 5000.00.",
      "تتطلب هذه القسيمة طلباً بقيمة 5000.00 درهم على الأقل.",
    ]);
  });

  it("total usage limit used", async () => {
    const c = await coupon({ usage_limit: 1 });
    const u = await customerWithServices([s1.id]);
    expect((await call("POST", "customer/cart/apply-coupon", u.token, { coupon_code: c.code })).statusCode).toBe(200);
    await usedByAnother(c.id);
    expect(await refusal(u.token, c.code)).toEqual([
      "This coupon has reached its usage limit.",
      "وصلت هذه القسيمة إلى الحد الأقصى للاستخدام.",
    ]);
  });

  it("per-customer limit used", async () => {
    const c = await coupon({ per_customer_limit: 1 });
    const u = await customerWithServices([s1.id]);
    await createOrder(db, {
      userId: u.id,
      partnerId: 1,
      kind: "booking",
      paymentMethod: "card",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 50000 }],
      coupon: { coupon_id: c.id, discount_fils: 1000 },
    });
    expect(await refusal(u.token, c.code)).toEqual([
      "You have already used this coupon.",
      "لقد استخدمت هذه القسيمة من قبل.",
    ]);
  });

  it("first order only", async () => {
    const c = await coupon({ first_order_only: true });
    const u = await customerWithServices([s1.id]);
    const order = await createOrder(db, {
      userId: u.id,
      partnerId: 1,
      kind: "booking",
      paymentMethod: "card",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 50000 }],
    });
    await db.updateTable("orders").set({ status: "paid", paid_at: nowIso() }).where("id", "=", order.id).execute();
    expect(await refusal(u.token, c.code)).toEqual([
      "This coupon is for first orders only.",
      "هذه القسيمة للطلب الأول فقط.",
    ]);
  });

  it("not for this provider: another partner's coupon, or a partner list without the cart's", async () => {
    const theirs = await coupon({ funded_by: "partner", partner_id: otherPartnerService.partner_id });
    const listed = await coupon({ partner_ids: [otherPartnerService.partner_id] });
    const u = await customerWithServices([s1.id]);
    for (const c of [theirs, listed])
      expect(await refusal(u.token, c.code)).toEqual([
        "This coupon is not for this provider.",
        "هذه القسيمة غير صالحة لدى مزود الخدمة هذا.",
      ]);
    // the provider's own customers get it
    const theirCustomer = await customerWithServices([otherPartnerService.id]);
    for (const c of [theirs, listed]) {
      // one code at a time: an exclusive code does not stack on the one applied (issue 17, stacking)
      await call("POST", "customer/cart/remove-coupon", theirCustomer.token, {});
      const res = await call("POST", "customer/cart/apply-coupon", theirCustomer.token, { coupon_code: c.code });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.coupon).toMatchObject({ code: c.code, discount: 10 });
    }
  });

  it("budget spent", async () => {
    const c = await coupon({ budget: 10 });
    await usedByAnother(c.id, 1000);
    const u = await customerWithServices([s1.id]);
    expect(await refusal(u.token, c.code)).toEqual([
      "This coupon's budget has been spent.",
      "نفدت ميزانية هذه القسيمة.",
    ]);
  });
});

describe("scope: categories, services and packages", () => {
  it("a coupon for one service discounts that service's line only (the in-scope subtotal)", async () => {
    const c = await coupon({ discount_type: "percent", discount_value: 10, service_ids: [s1.id] });
    const u = await customerWithServices([s1.id, s3.id]);
    const res = await call("POST", "customer/cart/apply-coupon", u.token, { coupon_code: c.code });
    expect(res.statusCode, res.body).toBe(200);
    const cart = json(res).data;
    const discount = Math.round(s1.price_fils / 10);
    expect(cart.coupon).toMatchObject({ code: c.code, discount: discount / 100 });
    expect(cart.summary).toMatchObject({
      subtotal: (s1.price_fils + s3.price_fils) / 100,
      discount: discount / 100,
      total: (s1.price_fils + s3.price_fils - discount) / 100,
    });
  });

  it("a category coupon: the cart's services outside the category are refused; inside, discounted", async () => {
    const c = await coupon({ discount_type: "percent", discount_value: 20, category_ids: [s3.category_id] });
    const outside = await customerWithServices([s1.id]);
    expect(await refusal(outside.token, c.code)).toEqual([
      "This coupon does not apply to these services.",
      "هذه القسيمة لا تنطبق على هذه الخدمات.",
    ]);
    const mixed = await customerWithServices([s1.id, s3.id]);
    const res = await call("POST", "customer/cart/apply-coupon", mixed.token, { coupon_code: c.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.coupon.discount).toBe(Math.round(s3.price_fils / 5) / 100);
  });

  it("the minimum order counts the in-scope lines only", async () => {
    const c = await coupon({ service_ids: [s1.id], min_order: s1.price_fils / 100 + 1 });
    const u = await customerWithServices([s1.id, s3.id]);
    const [en] = await refusal(u.token, c.code);
    expect(en).toBe(`This coupon needs an order of at least AED ${(s1.price_fils / 100 + 1).toFixed(2)}.`);
  });

  it("a package coupon: another package is refused; its own package gets the discount at checkout", async () => {
    const c = await coupon({ package_ids: [pkgA.package_id], discount_value: 15 });
    const other = await customerWithPackage(pkgB);
    expect(await refusal(other.token, c.code, "package/coupon/apply")).toEqual([
      "This coupon does not apply to these packages.",
      "هذه القسيمة لا تنطبق على هذه الباقات.",
    ]);
    const refused = await other.checkout(c.code);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.coupon_code).toEqual(["This coupon does not apply to these packages."]);
    const mine = await customerWithPackage(pkgA);
    const res = await mine.checkout(c.code);
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.summary.discount).toBe(15);
  });
});

describe("budget", () => {
  it("caps the discount at what is left, refuses once spent, and gets back what a failed order held", async () => {
    const c = await coupon({ budget: 15 });
    const first = await usedByAnother(c.id, 1000);
    expect(await row(c.id)).toMatchObject({ spent: 10, remaining_budget: 5 });

    const b = await customerWithPackage(pkgA);
    const applied = await call("POST", "package/coupon/apply", b.token, { coupon_code: c.code });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(json(applied).data.coupon.discount).toBe(5);
    const order = await b.checkout(c.code);
    expect(order.statusCode, order.body).toBe(201);
    expect(json(order).data.summary.discount).toBe(5);
    expect(await row(c.id)).toMatchObject({ spent: 15, remaining_budget: 0 });

    // spent, the coupon is listed as exhausted, not live
    const listed = async (status: string) =>
      json(await call("GET", `coupon/list?status=${status}&search=${c.code}&limit=100`, admin)).data.data.map(
        (r: { id: number }) => r.id,
      );
    expect(await listed("exhausted")).toContain(c.id);
    expect(await listed("live")).not.toContain(c.id);

    const late = await customerWithPackage(pkgA);
    expect(await refusal(late.token, c.code, "package/coupon/apply")).toEqual([
      "This coupon's budget has been spent.",
      "نفدت ميزانية هذه القسيمة.",
    ]);
    // the first order is never paid: it expires and its AED 10 go back to the budget
    expect(await expireOrder(db, first.id, new Date(), true)).toBe(true);
    expect(await row(c.id)).toMatchObject({ spent: 5, remaining_budget: 10 });
    expect(await listed("live")).toContain(c.id);
    const res = await late.checkout(c.code);
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.summary.discount).toBe(10);
  });
});

describe("limits under 10 parallel checkouts", () => {
  it("a usage limit of 3: exactly 3 discounted orders, 7 refusals, used_count 3", async () => {
    const c = await coupon({ usage_limit: 3 });
    const customers = await Promise.all(Array.from({ length: 10 }, () => customerWithPackage(pkgA)));
    const answers = await Promise.all(customers.map((u) => u.checkout(c.code)));
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(3);
    for (const r of created) expect(json(r).data.summary.discount).toBe(10);
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(json(r).errors).toEqual({ coupon_code: ["This coupon has reached its usage limit."] });
    }
    expect(await row(c.id)).toMatchObject({ used_count: 3, spent: 30 });
  });

  it("a budget of AED 25 for AED 10 off: the discounts given never add up to more than the budget", async () => {
    const c = await coupon({ budget: 25 });
    const customers = await Promise.all(Array.from({ length: 10 }, () => customerWithPackage(pkgA)));
    const answers = await Promise.all(customers.map((u) => u.checkout(c.code)));
    const created = answers.filter((r) => r.statusCode === 201);
    const given = created.reduce((a, r) => a + Math.round(json(r).data.summary.discount * 100), 0);
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(given).toBeLessThanOrEqual(2500);
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(json(r).errors).toEqual({ coupon_code: ["This coupon's budget has been spent."] });
    }
    const held = await db
      .selectFrom("coupon_redemptions")
      .select((eb) => eb.fn.sum<number>("discount_fils").as("fils"))
      .where("coupon_id", "=", c.id)
      .executeTakeFirstOrThrow();
    expect(Number(held.fils)).toBe(given);
    expect(await row(c.id)).toMatchObject({ spent: given / 100, remaining_budget: (2500 - given) / 100 });
  });

  it("10 orders all priced before any is reserved (AED 10 each, budget AED 25): 2 are made, 8 refused", async () => {
    const c = await coupon({ budget: 25 });
    const users = await Promise.all(
      Array.from({ length: 10 }, async () => {
        seq += 1;
        return makeCustomer(app, db, `rulespar${seq}@example.test`);
      }),
    );
    const results = await Promise.allSettled(
      users.map((u) =>
        createOrder(db, {
          userId: u.id,
          partnerId: 1,
          kind: "booking",
          paymentMethod: "card",
          lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 50000 }],
          coupon: { coupon_id: c.id, discount_fils: 1000 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const r of results.filter((x) => x.status === "rejected") as PromiseRejectedResult[])
      expect(r.reason).toMatchObject({
        status: 422,
        errors: { coupon_code: ["This coupon's budget has been spent."] },
      });
    expect(await row(c.id)).toMatchObject({ used_count: 2, spent: 20, remaining_budget: 5 });
    // nothing half-written: the refused orders left no order behind
    const orders = await db
      .selectFrom("orders")
      .select("id")
      .where(
        "user_id",
        "in",
        users.map((u) => u.id),
      )
      .execute();
    expect(orders).toHaveLength(2);
  });
});
