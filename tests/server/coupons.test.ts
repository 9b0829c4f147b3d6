import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { seedCoupons } from "../../server/src/db/seed-coupons.js";
import { ApiError } from "../../server/src/lib/errors.js";
import { vatOf } from "../../server/src/lib/money.js";
import { createUser } from "../../server/src/modules/auth/repo.js";
import { evaluateCoupon, recordRedemption } from "../../server/src/modules/coupons/service.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Db = Awaited<ReturnType<typeof makeTestApp>>["db"];

let phoneSeq = 0;
/** A fresh customer (role "User"), signed in. */
async function freshCustomer(app: TestApp, db: Db, tag: string) {
  phoneSeq += 1;
  const email = `${tag}-${Date.now()}-${phoneSeq}@example.test`;
  const customerRole = await db
    .selectFrom("roles")
    .select("id")
    .where("type", "=", "customer")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const userId = await createUser(
    db,
    {
      first_name: "Test",
      last_name: tag,
      email,
      phone: `+97155${String(1000000 + Math.floor(Math.random() * 8000000) + phoneSeq).slice(0, 7)}`,
      password: "Secret#2026",
    },
    [customerRole.id],
  );
  const session = await login(app, email, "Secret#2026");
  return { userId, token: session.access_token };
}

let orderSeq = 0;
async function insertOrder(db: Db, userId: number, status: "paid" | "pending" = "paid") {
  orderSeq += 1;
  const at = nowIso();
  const row = await db
    .insertInto("orders")
    .values({
      number: `TEST-${Date.now()}-${orderSeq}-${Math.floor(Math.random() * 1e6)}`,
      user_id: userId,
      partner_id: null,
      kind: "booking",
      status,
      payment_method: "card",
      subtotal_fils: 10000,
      total_fils: 10000,
      vat_fils: vatOf(10000),
      coupon_id: null,
      cart_id: null,
      idempotency_key: null,
      paid_at: status === "paid" ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The 422 on coupon_code an evaluation throws (or null when it applies). */
async function couponError(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect(e.status).toBe(422);
    expect(Object.keys(e.errors ?? {})).toEqual(["coupon_code"]);
    return e.errors!.coupon_code[0];
  }
}

describe("coupons", () => {
  let app: TestApp;
  let db: Db;

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  const input = (over: Partial<Parameters<typeof evaluateCoupon>[1]> = {}) => ({
    code: "WELCOME10",
    userId: null,
    kind: "service" as const,
    subtotalFils: 19800,
    partnerId: 1,
    ...over,
  });

  it("seeds WELCOME10, CLEAN50 and the expired SUMMER25, idempotently", async () => {
    await seedCoupons(db);
    await seedCoupons(db);
    const rows = await db.selectFrom("coupons").selectAll().orderBy("code").execute();
    expect(rows.map((r) => r.code)).toEqual(["CLEAN50", "SUMMER25", "WELCOME10"]);
    const welcome = rows.find((r) => r.code === "WELCOME10")!;
    expect(welcome).toMatchObject({
      discount_type: "percent",
      discount_value: 10,
      max_discount_fils: 10000,
      applies_to: "any",
      first_order_only: 1,
      per_user_limit: 1,
      status: "active",
    });
    const clean = rows.find((r) => r.code === "CLEAN50")!;
    expect(clean).toMatchObject({
      discount_type: "fixed",
      discount_value: 5000,
      applies_to: "package",
      min_order_fils: 50000,
      first_order_only: 0,
      per_user_limit: 1,
    });
    expect(rows.find((r) => r.code === "SUMMER25")!.ends_at! < nowIso()).toBe(true);
  });

  it("WELCOME10: 10% rounded to the fils, case-insensitive, capped at AED 100, never above the subtotal", async () => {
    const a = await evaluateCoupon(db, input({ code: " welcome10 ", subtotalFils: 19855 }));
    expect(a).toMatchObject({ code: "WELCOME10", discount_fils: 1986 });
    expect(a.description_en).toMatch(/10%/);
    expect(a.description_ar).not.toBe("");
    expect((await evaluateCoupon(db, input({ subtotalFils: 250000 }))).discount_fils).toBe(10000);
    expect((await evaluateCoupon(db, input({ kind: "package", subtotalFils: 5 }))).discount_fils).toBe(1);
    expect((await evaluateCoupon(db, input({ subtotalFils: 0 }))).discount_fils).toBe(0);
  });

  it("unknown, inactive and expired codes", async () => {
    expect(await couponError(evaluateCoupon(db, input({ code: "NOPE" })))).toBe("The coupon code is invalid.");
    expect(await couponError(evaluateCoupon(db, input({ code: "" })))).toBe("The coupon code is invalid.");
    expect(await couponError(evaluateCoupon(db, input({ code: "summer25" })))).toBe("This coupon has expired.");
    const at = nowIso();
    await db
      .insertInto("coupons")
      .values({
        code: "PAUSED5",
        partner_id: null,
        discount_type: "fixed",
        discount_value: 500,
        max_discount_fils: null,
        usage_limit: null,
        starts_at: null,
        ends_at: null,
        status: "inactive",
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect(await couponError(evaluateCoupon(db, input({ code: "PAUSED5" })))).toBe("The coupon code is invalid.");
  });

  it("CLEAN50: packages only, AED 500 minimum, AED 50 off", async () => {
    expect(await couponError(evaluateCoupon(db, input({ code: "CLEAN50", subtotalFils: 90000 })))).toBe(
      "This coupon does not apply to this cart.",
    );
    expect(
      await couponError(evaluateCoupon(db, input({ code: "CLEAN50", kind: "package", subtotalFils: 49999 }))),
    ).toBe("This coupon needs an order of at least AED 500.00.");
    const ok = await evaluateCoupon(db, input({ code: "CLEAN50", kind: "package", subtotalFils: 50000 }));
    expect(ok.discount_fils).toBe(5000);
  });

  it("WELCOME10 is for a first order only: a paid order makes it fail, a pending one does not", async () => {
    const { userId } = await freshCustomer(app, db, "first");
    expect(await couponError(evaluateCoupon(db, input({ userId })))).toBeNull();
    await insertOrder(db, userId, "pending");
    expect(await couponError(evaluateCoupon(db, input({ userId })))).toBeNull();
    await insertOrder(db, userId, "paid");
    expect(await couponError(evaluateCoupon(db, input({ userId })))).toBe("This coupon is for first orders only.");
    // a guest is not checked (re-checked at checkout when the user is known)
    expect(await couponError(evaluateCoupon(db, input({ userId: null })))).toBeNull();
  });

  it("per-user limit counts recorded redemptions; the usage limit counts everyone's", async () => {
    const { userId } = await freshCustomer(app, db, "peruser");
    const pkg = input({ code: "CLEAN50", kind: "package", subtotalFils: 80000, userId });
    expect(await couponError(evaluateCoupon(db, pkg))).toBeNull();
    const coupon = await db.selectFrom("coupons").select("id").where("code", "=", "CLEAN50").executeTakeFirstOrThrow();
    const orderId = await insertOrder(db, userId, "pending");
    await recordRedemption(db, { couponId: coupon.id, userId, orderId, discountFils: 5000 });
    const rows = await db.selectFrom("coupon_redemptions").selectAll().where("order_id", "=", orderId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ coupon_id: coupon.id, user_id: userId, discount_fils: 5000 });
    expect(await couponError(evaluateCoupon(db, pkg))).toBe("You have already used this coupon.");

    const at = nowIso();
    await db
      .insertInto("coupons")
      .values({
        code: "ONCE1",
        partner_id: null,
        discount_type: "fixed",
        discount_value: 100000,
        max_discount_fils: null,
        usage_limit: 1,
        per_user_limit: 0,
        starts_at: null,
        ends_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    // a fixed discount larger than the subtotal gives the subtotal
    expect((await evaluateCoupon(db, input({ code: "once1", subtotalFils: 4200 }))).discount_fils).toBe(4200);
    const once = await db.selectFrom("coupons").select("id").where("code", "=", "ONCE1").executeTakeFirstOrThrow();
    await recordRedemption(db, { couponId: once.id, userId, orderId, discountFils: 4200 });
    expect(await couponError(evaluateCoupon(db, input({ code: "ONCE1" })))).toBe(
      "This coupon has reached its usage limit.",
    );
  });

  it("a partner's coupon applies only to that partner's cart; a coupon not started yet names its start (Dubai)", async () => {
    const at = nowIso();
    await db
      .insertInto("coupons")
      .values([
        {
          code: "SPARKLE5",
          partner_id: 1,
          discount_type: "fixed",
          discount_value: 500,
          max_discount_fils: null,
          usage_limit: null,
          starts_at: null,
          ends_at: null,
          created_at: at,
          updated_at: at,
        },
        {
          code: "LATER5",
          partner_id: null,
          discount_type: "fixed",
          discount_value: 500,
          max_discount_fils: null,
          usage_limit: null,
          starts_at: "2999-01-01T00:00:00.000Z",
          ends_at: null,
          created_at: at,
          updated_at: at,
        },
      ])
      .execute();
    expect((await evaluateCoupon(db, input({ code: "SPARKLE5", partnerId: 1 }))).discount_fils).toBe(500);
    expect(await couponError(evaluateCoupon(db, input({ code: "SPARKLE5", partnerId: 2 })))).toBe(
      "This coupon is not for this provider.",
    );
    // 2999-01-01T00:00Z is 04:00 in Dubai
    expect(await couponError(evaluateCoupon(db, input({ code: "LATER5" })))).toBe(
      "This coupon is valid from 01-01-2999 at 04:00.",
    );
  });

  describe("cart endpoints", () => {
    let service: { id: number; price_fils: number };
    beforeAll(async () => {
      service = await db
        .selectFrom("services as s")
        .innerJoin("partners as p", "p.id", "s.partner_id")
        .select(["s.id", "s.price_fils"])
        .where("s.active", "=", 1)
        .where("p.status", "=", "active")
        .orderBy("s.id")
        .executeTakeFirstOrThrow();
    });

    const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object, lang = "en") =>
      app.inject({
        method,
        url: `/api/v2/${url}`,
        headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
        ...(payload ? { payload } : {}),
      });

    it("a guest applies WELCOME10 to the service cart and removes it; VAT follows the discounted total", async () => {
      const guest = await clientToken(app);
      const empty = await call("POST", "customer/cart/apply-coupon", guest, { coupon_code: "WELCOME10" });
      expect(empty.statusCode).toBe(422);
      expect(json(empty).errors.coupon_code).toEqual(["Add something to your cart before applying a coupon."]);

      expect(
        (await call("POST", "customer/add-to-cart", guest, { service_id: service.id, quantity: 3 })).statusCode,
      ).toBe(201);
      const res = await call("POST", "customer/cart/apply-coupon", guest, { coupon_code: "welcome10" });
      expect(res.statusCode, res.body).toBe(200);
      const cart = json(res).data;
      const subtotal = service.price_fils * 3;
      const discount = Math.min(Math.round(subtotal / 10), 10000);
      const total = subtotal - discount;
      expect(json(res).message).toBe("Coupon applied");
      expect(cart.coupon).toMatchObject({ code: "WELCOME10", discount: discount / 100 });
      expect(cart.coupon_error).toBeNull();
      expect(cart.summary).toEqual({
        currency: "AED",
        subtotal: subtotal / 100,
        discount: discount / 100,
        total: total / 100,
        vat_percentage: 5,
        vat_amount: vatOf(total) / 100,
        total_excl_vat: (total - vatOf(total)) / 100,
      });
      expect(cart.items[0].vat_amount).toBe(vatOf(total) / 100);

      const removed = json(await call("POST", "customer/cart/remove-coupon", guest)).data;
      expect(removed.coupon).toBeNull();
      expect(removed.summary.discount).toBe(0);
      expect(removed.summary.total).toBe(subtotal / 100);
    });

    it("422 on coupon_code for an invalid, expired or package-only code, in Arabic too", async () => {
      const guest = await clientToken(app);
      await call("POST", "customer/add-to-cart", guest, { service_id: service.id });
      const missing = await call("POST", "customer/cart/apply-coupon", guest, {});
      expect(missing.statusCode).toBe(422);
      expect(json(missing).errors.coupon_code).toEqual(["The coupon code field is required."]);
      for (const [code, message] of [
        ["NOPE", "The coupon code is invalid."],
        ["SUMMER25", "This coupon has expired."],
        ["CLEAN50", "This coupon does not apply to this cart."],
      ]) {
        const res = await call("POST", "customer/cart/apply-coupon", guest, { coupon_code: code });
        expect(res.statusCode).toBe(422);
        expect(json(res)).toMatchObject({ message, errors: { coupon_code: [message] } });
      }
      const ar = await call("POST", "customer/cart/apply-coupon", guest, { coupon_code: "SUMMER25" }, "ar");
      expect(json(ar).message).toBe("انتهت صلاحية هذه القسيمة.");
      expect(json(ar).errors.coupon_code).toEqual(["انتهت صلاحية هذه القسيمة."]);
      // nothing was saved
      expect(json(await call("GET", "customer/cart-items", guest)).data.coupon).toBeNull();
    });

    it("a coupon that stops applying is dropped from the summary with coupon_error (re-checked on every read)", async () => {
      const { userId, token } = await freshCustomer(app, db, "drop");
      await call("POST", "customer/add-to-cart", token, { service_id: service.id });
      expect((await call("POST", "customer/cart/apply-coupon", token, { coupon_code: "WELCOME10" })).statusCode).toBe(
        200,
      );
      await insertOrder(db, userId, "paid");
      const cart = json(await call("GET", "customer/cart-items", token)).data;
      expect(cart.coupon).toBeNull();
      expect(cart.coupon_error).toBe("This coupon is for first orders only.");
      expect(cart.summary.discount).toBe(0);
      expect(cart.summary.total).toBe(service.price_fils / 100);
      const ar = json(await call("GET", "customer/cart-items", token, undefined, "ar")).data;
      expect(ar.coupon_error).toBe("هذه القسيمة للطلب الأول فقط.");
      // the signed-in user who used CLEAN50 before cannot apply it again
    });

    it("package cart: CLEAN50 needs AED 500, is dropped when the package gets cheaper, and per user once", async () => {
      // find a cheap and a dear combination of the first package
      const pricing = await db
        .selectFrom("package_pricing as pp")
        .innerJoin("package_durations as d", "d.id", "pp.package_duration_id")
        .select(["pp.package_id", "pp.package_duration_id", "pp.property_type", "pp.property_size"])
        .orderBy("pp.id")
        .execute();
      const quotes = [];
      for (const p of pricing.slice(0, 60)) {
        const q = await call(
          "GET",
          `package/price?package_id=${p.package_id}&duration=${p.package_duration_id}&property_type=${p.property_type}&property_size=${p.property_size}`,
          await clientToken(app),
        );
        if (q.statusCode === 200) quotes.push({ ...p, total: json(q).data.total as number });
      }
      const cheap = quotes.find((q) => q.total < 500)!;
      const dear = quotes.find((q) => q.total >= 500)!;
      expect(cheap && dear).toBeTruthy();
      const body = (q: typeof cheap) => ({
        package_id: q.package_id,
        package_duration_id: q.package_duration_id,
        property_type: q.property_type,
        property_size: q.property_size,
      });

      const { userId, token } = await freshCustomer(app, db, "pkg");
      expect((await call("POST", "package/coupon/apply", token, { coupon_code: "CLEAN50" })).statusCode).toBe(422);
      await call("POST", "package/add/to/cart", token, body(cheap));
      const low = await call("POST", "package/coupon/apply", token, { coupon_code: "CLEAN50" });
      expect(low.statusCode).toBe(422);
      expect(json(low).errors.coupon_code).toEqual(["This coupon needs an order of at least AED 500.00."]);

      await call("POST", "package/add/to/cart", token, body(dear));
      const applied = await call("POST", "package/coupon/apply", token, { coupon_code: "clean50" });
      expect(applied.statusCode, applied.body).toBe(200);
      const cart = json(applied).data;
      expect(cart.coupon).toMatchObject({ code: "CLEAN50", discount: 50 });
      const total = Math.round(dear.total * 100) - 5000;
      expect(cart.summary).toMatchObject({
        subtotal: dear.total,
        discount: 50,
        total: total / 100,
        vat_amount: vatOf(total) / 100,
        total_excl_vat: (total - vatOf(total)) / 100,
      });

      await call("POST", "package/add/to/cart", token, body(cheap));
      const dropped = json(await call("GET", "package/cart/fetch", token)).data;
      expect(dropped.coupon).toBeNull();
      expect(dropped.coupon_error).toBe("This coupon needs an order of at least AED 500.00.");
      expect(dropped.summary.discount).toBe(0);

      await call("POST", "package/add/to/cart", token, body(dear));
      expect(json(await call("GET", "package/cart/fetch", token)).data.coupon.code).toBe("CLEAN50");
      const removed = json(await call("POST", "package/coupon/remove", token)).data;
      expect(removed.coupon).toBeNull();
      expect(removed.coupon_error).toBeNull();

      const coupon = await db
        .selectFrom("coupons")
        .select("id")
        .where("code", "=", "CLEAN50")
        .executeTakeFirstOrThrow();
      await recordRedemption(db, {
        couponId: coupon.id,
        userId,
        orderId: await insertOrder(db, userId, "paid"),
        discountFils: 5000,
      });
      const again = await call("POST", "package/coupon/apply", token, { coupon_code: "CLEAN50" });
      expect(again.statusCode).toBe(422);
      expect(json(again).errors.coupon_code).toEqual(["You have already used this coupon."]);
      // WELCOME10 on a package cart of a user with a paid order: first orders only
      const welcome = await call("POST", "package/coupon/apply", token, { coupon_code: "WELCOME10" });
      expect(json(welcome).errors.coupon_code).toEqual(["This coupon is for first orders only."]);
    });

    it("the seeded customer gets the same answers (signed in)", async () => {
      const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
      const res = await call("POST", "package/coupon/apply", access_token, { coupon_code: "SUMMER25" });
      expect(res.statusCode).toBe(422);
    });
  });
});
