import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { dubaiDate } from "../../server/src/lib/dubai.js";
import { createOrder } from "../../server/src/modules/orders/service.js";
import {
  cartOf,
  commerceApp,
  type Db,
  daysFromToday,
  insertAddress,
  makeCustomer,
  testCard,
} from "./commerce-helpers.js";
import { bearer, json, login, type TestApp } from "./helpers.js";

/**
 * Issue 17a: generated single-use codes (in the background, exported as CSV), a coupon's redemptions, and what the
 * coupon row and details add (spent, remaining budget, generated codes, burn-down, code batches).
 */

let app: TestApp;
let db: Db;
let admin: string;
let partner: string; // partner@khidma.test (partner 1)
let customer: string;
type Pricing = { package_id: number; package_duration_id: number; property_type: string; property_size: string };
let pkg: Pricing;

const CODE = /^[A-Z0-9]{2,12}[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

const call = (method: "GET" | "POST", url: string, token: string, payload?: object, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "accept-language": lang },
    ...(payload ? { payload } : {}),
  });
const ok = async (method: "GET" | "POST", url: string, token: string, payload?: object) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
};

let seq = 0;
async function coupon(body: Record<string, unknown> = {}, token = admin) {
  seq += 1;
  return ok("POST", "coupon/create", token, {
    code: `GEN${seq}`,
    title_en: `Generated ${seq}`,
    discount_type: "fixed",
    discount_value: 10,
    per_customer_limit: 0,
    ...body,
  }) as Promise<{ id: number; code: string }>;
}
const details = (id: number) => ok("GET", `coupon/details/${id}`, admin);
const codesOf = async (couponId: number) =>
  (await db.selectFrom("coupon_codes").select("code").where("coupon_id", "=", couponId).orderBy("id").execute()).map(
    (r) => r.code,
  );

/** The CSV answer's rows as objects (header row first). */
async function csv(couponId: number, token = admin) {
  const res = await call("GET", `coupon/generate-codes/${couponId}`, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[A-Z0-9_-]+-codes\.csv"$/);
  const [header, ...lines] = res.body.trimEnd().split("\n");
  expect(header).toBe("code,status,order_number,redeemed_at");
  return lines.map((l) => {
    const [code, status, order_number, redeemed_at] = l.split(",");
    return { code, status, order_number, redeemed_at };
  });
}

/** A new customer with an address and the package in its cart, and its checkout (card). */
async function customerWithPackage(name?: string) {
  seq += 1;
  const c = await makeCustomer(app, db, `codes${seq}@example.test`);
  if (name) await db.updateTable("users").set({ first_name: name }).where("id", "=", c.id).execute();
  const address = await insertAddress(db, c.id);
  const cart = await cartOf(db, c.id, "package");
  const at = nowIso();
  await db
    .insertInto("package_cart_items")
    .values({ cart_id: cart.id, ...pkg, user_address_id: null, created_at: at, updated_at: at })
    .execute();
  const checkout = (coupon_code?: string) =>
    call("POST", "package/checkout", c.token, {
      user_address_id: address.id,
      start_date: daysFromToday(2),
      payment_method: "card",
      ...(coupon_code ? { coupon_code } : {}),
    });
  const pay = (orderId: number, card: Record<string, unknown> = {}) =>
    call("POST", "payment/pay", c.token, testCard({ order_id: orderId, ...card }));
  return { ...c, checkout, pay };
}

beforeAll(async () => {
  ({ app, db, staffToken: admin, token: customer } = await commerceApp("codes.base@example.test"));
  partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
  pkg = await db
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
    .executeTakeFirstOrThrow();
});

afterAll(async () => {
  await app.close();
});

describe("coupon/generate-codes/{id}", () => {
  it("makes N unique codes PREFIX + 8 unambiguous characters; a small batch is done when answered", async () => {
    const c = await coupon();
    const res = await call("POST", `coupon/generate-codes/${c.id}`, admin, { count: 25, prefix: "vip" });
    expect(res.statusCode, res.body).toBe(200);
    const batch = json(res).data;
    expect(json(res).message).toBe("Codes generated");
    expect(Object.keys(batch).sort()).toEqual(
      ["batch_id", "coupon_id", "prefix", "count", "generated", "status", "created_at"].sort(),
    );
    expect(batch).toMatchObject({ coupon_id: c.id, prefix: "VIP", count: 25, generated: 25, status: "done" });
    const codes = await codesOf(c.id);
    expect(codes).toHaveLength(25);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) {
      expect(code).toMatch(CODE);
      expect(code.startsWith("VIP")).toBe(true);
      expect(code).toHaveLength(11);
    }
    const d = await details(c.id);
    expect(d).toMatchObject({ generated_codes: 25, spent: 0, remaining_budget: null });
    expect(d.code_batches).toEqual([
      {
        batch_id: batch.batch_id,
        prefix: "VIP",
        count: 25,
        generated: 25,
        status: "done",
        created_at: batch.created_at,
      },
    ]);
    const list = await ok("GET", `coupon/list?search=${c.code}`, admin);
    expect(list.data[0]).toMatchObject({ id: c.id, generated_codes: 25 });
  });

  it("a large batch answers running and finishes in the background; codes stay unique across batches", async () => {
    const c = await coupon();
    await ok("POST", `coupon/generate-codes/${c.id}`, admin, { count: 30, prefix: "BULK" });
    const res = await call("POST", `coupon/generate-codes/${c.id}`, admin, { count: 1800, prefix: "BULK" });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe("The codes are being generated");
    expect(json(res).data).toMatchObject({ count: 1800, status: "running" });
    expect(json(res).data.generated).toBeLessThan(1800);
    // the server keeps answering while it works
    expect((await call("GET", "coupon/list", admin)).statusCode).toBe(200);
    let batch = (await details(c.id)).code_batches[0];
    for (let i = 0; i < 200 && batch.status !== "done"; i++) {
      await new Promise((r) => setImmediate(r));
      batch = (await details(c.id)).code_batches[0];
    }
    expect(batch).toMatchObject({ count: 1800, generated: 1800, status: "done" });
    const codes = await codesOf(c.id);
    expect(codes).toHaveLength(1830);
    expect(new Set(codes).size).toBe(1830);
    expect((await details(c.id)).generated_codes).toBe(1830);
    expect(await csv(c.id)).toHaveLength(1830);
  });

  it("422 on count and prefix (English and Arabic), nothing written; a code no coupon may take", async () => {
    const c = await coupon();
    for (const [body, errors] of [
      [{ count: 0, prefix: "AB" }, { count: ["The count must be at least 1."] }],
      [{ count: 10001, prefix: "AB" }, { count: ["The count may not be greater than 10000."] }],
      [{ count: 5, prefix: "A" }, { prefix: ["The prefix must be 2 to 12 letters or digits."] }],
      [{ count: 5, prefix: "AB-C" }, { prefix: ["The prefix must be 2 to 12 letters or digits."] }],
      [{ count: 5, prefix: "ABCDEFGHIJKLM" }, { prefix: ["The prefix may not be greater than 12 characters."] }],
      [{ prefix: "AB" }, { count: ["The count field is required."] }],
    ] as const) {
      const res = await call("POST", `coupon/generate-codes/${c.id}`, admin, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).errors).toEqual(errors);
    }
    const ar = await call("POST", `coupon/generate-codes/${c.id}`, admin, { count: 5, prefix: "x" }, "ar");
    expect(json(ar).errors).toEqual({ prefix: ["يجب أن تتكون البادئة من 2 إلى 12 حرفاً أو رقماً."] });
    expect(await codesOf(c.id)).toEqual([]);
    expect((await details(c.id)).code_batches).toEqual([]);

    // one namespace: a coupon cannot be given a generated code as its own
    await ok("POST", `coupon/generate-codes/${c.id}`, admin, { count: 1, prefix: "ONE" });
    const [generated] = await codesOf(c.id);
    const taken = await call("POST", "coupon/create", admin, {
      code: generated.toLowerCase(),
      title_en: "Clash",
      discount_type: "fixed",
      discount_value: 5,
    });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors).toEqual({ code: ["Another coupon already uses this code."] });
  });

  it("a partner generates codes for its own coupons only; another's answers 404; a customer 403", async () => {
    const mine = await coupon({ funded_by: "partner", partner_id: 1 }, partner);
    const batch = await ok("POST", `coupon/generate-codes/${mine.id}`, partner, { count: 3, prefix: "SPK" });
    expect(batch).toMatchObject({ coupon_id: mine.id, generated: 3, status: "done" });
    expect(await csv(mine.id, partner)).toHaveLength(3);
    const khidma = await coupon();
    const theirs = await coupon({ funded_by: "partner", partner_id: 2 });
    for (const other of [khidma, theirs]) {
      expect(
        (await call("POST", `coupon/generate-codes/${other.id}`, partner, { count: 3, prefix: "SPK" })).statusCode,
      ).toBe(404);
      expect((await call("GET", `coupon/generate-codes/${other.id}`, partner)).statusCode).toBe(404);
      expect((await call("GET", `coupon/redemptions/${other.id}`, partner)).statusCode).toBe(404);
    }
    expect(await codesOf(khidma.id)).toEqual([]);
    expect(
      (await call("POST", `coupon/generate-codes/${khidma.id}`, customer, { count: 3, prefix: "AB" })).statusCode,
    ).toBe(403);
    expect((await call("GET", `coupon/redemptions/${khidma.id}`, customer)).statusCode).toBe(403);
  });
});

describe("a generated code at checkout", () => {
  it("works like the coupon's own code (case-insensitive), once; the CSV shows it reserved, then redeemed", async () => {
    const c = await coupon({ discount_value: 12 });
    await ok("POST", `coupon/generate-codes/${c.id}`, admin, { count: 3, prefix: "ONCE" });
    const [code] = await codesOf(c.id);
    const a = await customerWithPackage();
    const applied = await call("POST", "package/coupon/apply", a.token, { coupon_code: code.toLowerCase() });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(json(applied).data.coupon).toMatchObject({ code, discount: 12 });
    // the cart remembers the code: checkout without sending it uses it
    const order = await a.checkout();
    expect(order.statusCode, order.body).toBe(201);
    expect(json(order).data.summary.discount).toBe(12);
    expect(json(order).data.coupon_code).toBe(code);
    const orderNumber = json(order).data.number;
    expect((await csv(c.id)).find((r) => r.code === code)).toEqual({
      code,
      status: "reserved",
      order_number: orderNumber,
      redeemed_at: "",
    });

    const b = await customerWithPackage();
    for (const [lang, message] of [
      ["en", "This code has already been used."],
      ["ar", "تم استخدام هذا الرمز من قبل."],
    ]) {
      const again = await call("POST", "package/coupon/apply", b.token, { coupon_code: code }, lang);
      expect(again.statusCode).toBe(422);
      expect(json(again).errors).toEqual({ coupon_code: [message] });
    }
    // the coupon's own code and its other generated codes still work
    expect((await call("POST", "package/coupon/apply", b.token, { coupon_code: c.code })).statusCode).toBe(200);

    const paid = await a.pay(json(order).data.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const row = (await csv(c.id)).find((r) => r.code === code)!;
    expect(row).toMatchObject({ status: "redeemed", order_number: orderNumber });
    expect(row.redeemed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row.redeemed_at.slice(0, 10)).toBe(dubaiDate());
    expect((await csv(c.id)).filter((r) => r.status === "unused")).toHaveLength(2);
  });

  it("5 parallel checkouts with the same code: one order gets it, four are refused", async () => {
    const c = await coupon();
    await ok("POST", `coupon/generate-codes/${c.id}`, admin, { count: 1, prefix: "RACE" });
    const [code] = await codesOf(c.id);
    const customers = await Promise.all(Array.from({ length: 5 }, () => customerWithPackage()));
    const answers = await Promise.all(customers.map((u) => u.checkout(code)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(json(r).errors).toEqual({ coupon_code: ["This code has already been used."] });
    }
    // priced at the same moment (the unique index settles it)
    const codeId = (await db.selectFrom("coupon_codes").select("id").where("code", "=", code).executeTakeFirstOrThrow())
      .id;
    const other = await coupon();
    await ok("POST", `coupon/generate-codes/${other.id}`, admin, { count: 1, prefix: "RACE" });
    const [otherCode] = await db.selectFrom("coupon_codes").select("id").where("coupon_id", "=", other.id).execute();
    const results = await Promise.allSettled(
      customers.map((u) =>
        createOrder(db, {
          userId: u.id,
          partnerId: 1,
          kind: "booking",
          paymentMethod: "card",
          lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 50000 }],
          coupon: { coupon_id: other.id, discount_fils: 1000, code_id: otherCode.id },
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((x) => x.status === "rejected") as PromiseRejectedResult[])
      expect(r.reason).toMatchObject({ status: 422, errors: { coupon_code: ["This code has already been used."] } });
    expect(
      await db.selectFrom("coupon_redemptions").select("id").where("code_id", "in", [codeId, otherCode.id]).execute(),
    ).toHaveLength(2);
  });

  it("a failed payment gives the code back; paying later takes it again only if it is still free", async () => {
    const c = await coupon();
    await ok("POST", `coupon/generate-codes/${c.id}`, admin, { count: 1, prefix: "BACK" });
    const [code] = await codesOf(c.id);
    const a = await customerWithPackage();
    const order = json(await a.checkout(code)).data;
    const declined = await a.pay(order.id, { card_number: "4000 0000 0000 0002" });
    expect(declined.statusCode).toBe(402);
    expect(await csv(c.id)).toEqual([{ code, status: "unused", order_number: "", redeemed_at: "" }]);
    expect((await details(c.id)).used_count).toBe(0);

    const b = await customerWithPackage();
    const taken = await b.checkout(code);
    expect(taken.statusCode, taken.body).toBe(201);
    const retry = await a.pay(order.id);
    expect(retry.statusCode, retry.body).toBe(422);
    expect(json(retry).errors).toEqual({ coupon_code: ["This code has already been used."] });
    expect((await csv(c.id))[0]).toMatchObject({ status: "reserved", order_number: json(taken).data.number });
  });
});

describe("coupon/redemptions/{id} and the details' burn-down", () => {
  it("lists uses with the code, customer, order, discount and status; search, sort and pages", async () => {
    const c = await coupon({ budget: 100, discount_value: 10 });
    await ok("POST", `coupon/generate-codes/${c.id}`, admin, { count: 2, prefix: "RDM" });
    const [g1] = await codesOf(c.id);
    const zainab = await customerWithPackage("Zainab");
    const omar = await customerWithPackage();
    const first = json(await zainab.checkout(g1)).data;
    expect((await zainab.pay(first.id)).statusCode).toBe(200);
    const second = json(await omar.checkout(c.code)).data;
    const third = await createOrder(db, {
      userId: omar.id,
      partnerId: 1,
      kind: "booking",
      paymentMethod: "card",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 50000 }],
      coupon: { coupon_id: c.id, discount_fils: 500 },
    });

    const page = await ok("GET", `coupon/redemptions/${c.id}`, admin);
    expect(page).toMatchObject({ total: 3, current_page: 1, per_page: 10, last_page: 1 });
    expect(Object.keys(page.data[0]).sort()).toEqual(
      [
        "id",
        "coupon_id",
        "code",
        "user_id",
        "customer_name",
        "order_id",
        "order_number",
        "discount",
        "status",
        "created_at",
      ].sort(),
    );
    const byOrder = new Map(page.data.map((r: { order_id: number }) => [r.order_id, r]));
    expect(byOrder.get(first.id)).toMatchObject({
      coupon_id: c.id,
      code: g1,
      user_id: zainab.id,
      customer_name: "Zainab Haddad",
      order_number: first.number,
      discount: 10,
      status: "redeemed",
    });
    expect(byOrder.get(second.id)).toMatchObject({ code: c.code, customer_name: "Omar Haddad", status: "reserved" });
    expect(byOrder.get(third.id)).toMatchObject({ code: c.code, discount: 5, status: "reserved" });

    const search = async (q: string) =>
      (await ok("GET", `coupon/redemptions/${c.id}?search=${encodeURIComponent(q)}`, admin)).data.map(
        (r: { order_id: number }) => r.order_id,
      );
    expect(await search(g1.slice(3, 9).toLowerCase())).toEqual([first.id]);
    expect(await search("zain")).toEqual([first.id]);
    expect((await search("omar had")).sort()).toEqual([second.id, third.id].sort());
    expect((await search(c.code)).sort()).toEqual([second.id, third.id].sort());

    const byDiscount = await ok("GET", `coupon/redemptions/${c.id}?sortKey=discount&sortVal=asc`, admin);
    expect(byDiscount.data.map((r: { discount: number }) => r.discount)).toEqual([5, 10, 10]);
    const p2 = await ok("GET", `coupon/redemptions/${c.id}?sortKey=discount&sortVal=asc&limit=1&page=2`, admin);
    expect(p2).toMatchObject({ total: 3, per_page: 1, last_page: 3, current_page: 2 });
    expect(p2.data).toHaveLength(1);
    expect((await ok("GET", `coupon/redemptions/${c.id}?perPage=2`, admin)).per_page).toBe(2);
    const bad = await call("GET", `coupon/redemptions/${c.id}?sortKey=code`, admin);
    expect(bad.statusCode).toBe(422);

    // the row: spent and what the budget has left
    expect(await details(c.id)).toMatchObject({ spent: 25, remaining_budget: 75, used_count: 3 });
  });

  it("the partner sees its own coupon's redemptions", async () => {
    const mine = await coupon({ funded_by: "partner", partner_id: 1 }, partner);
    const u = await customerWithPackage();
    expect((await u.checkout(mine.code)).statusCode).toBe(201);
    const page = await ok("GET", `coupon/redemptions/${mine.id}`, partner);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ coupon_id: mine.id, user_id: u.id, status: "reserved" });
  });

  it("burn-down: one point per Dubai day from the first redemption to today, with cumulative and remaining", async () => {
    const c = await coupon({ budget: 50, discount_value: 10 });
    const early = await createOrder(db, {
      userId: (await makeCustomer(app, db, "burn1@example.test")).id,
      partnerId: 1,
      kind: "booking",
      paymentMethod: "card",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 50000 }],
      coupon: { coupon_id: c.id, discount_fils: 1000 },
    });
    // reserved two days ago (noon Dubai)
    const twoDaysAgo = daysFromToday(-2);
    await db
      .updateTable("coupon_redemptions")
      .set({ created_at: new Date(`${twoDaysAgo}T08:00:00.000Z`).toISOString() })
      .where("order_id", "=", early.id)
      .execute();
    await createOrder(db, {
      userId: (await makeCustomer(app, db, "burn2@example.test")).id,
      partnerId: 1,
      kind: "booking",
      paymentMethod: "card",
      lines: [{ description_en: "x", description_ar: "x", quantity: 1, unit_price_fils: 50000 }],
      coupon: { coupon_id: c.id, discount_fils: 700 },
    });
    const d = await details(c.id);
    expect(d.burn_down).toEqual([
      { date: twoDaysAgo, spent: 10, cumulative: 10, remaining: 40 },
      { date: daysFromToday(-1), spent: 0, cumulative: 10, remaining: 40 },
      { date: dubaiDate(), spent: 7, cumulative: 17, remaining: 33 },
    ]);
    expect(d).toMatchObject({ spent: 17, remaining_budget: 33 });
    const noBudget = await coupon();
    expect((await details(noBudget.id)).burn_down).toEqual([]);
  });

  it("documents the new routes in OpenAPI with their permission", async () => {
    const doc = json(await app.inject({ method: "GET", url: "/api/docs/json" }));
    for (const [path, method, permission] of [
      ["/api/v2/coupon/generate-codes/{id}", "post", "create-coupon"],
      ["/api/v2/coupon/generate-codes/{id}", "get", "read-coupon"],
      ["/api/v2/coupon/redemptions/{id}", "get", "read-coupon"],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeTruthy();
      expect(op.tags).toEqual(["Promotions and vouchers"]);
      expect(op.description).toContain(permission);
    }
    for (const id of ["AdminCouponDetails", "AdminCouponRedemption", "AdminCouponCodeBatchResult"])
      expect(doc.components.schemas[id], id).toBeTruthy();
  });
});
