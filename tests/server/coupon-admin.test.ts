import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Method = "GET" | "POST";

const SHAPE_KEYS = [
  "id",
  "code",
  "title_en",
  "title_ar",
  "discount_type",
  "discount_value",
  "max_discount",
  "min_order",
  "starts_at",
  "ends_at",
  "usage_limit",
  "per_customer_limit",
  "first_order_only",
  "applies_to",
  "funded_by",
  "partner_id",
  "budget",
  "active",
  "used_count",
  "category_ids",
  "partner_ids",
  "service_ids",
  "package_ids",
  "stacking",
  "spent",
  "remaining_budget",
  "generated_codes",
].sort();

describe("coupon administration (issue 17, promotions and vouchers)", () => {
  let app: TestApp;
  let db: Database;
  let admin: string;
  let partner: string; // partner@khidma.test, Sparkle (partner 1)
  let customer: string;
  let otherPartnerId: number;
  let sparkleService: number;
  let otherService: number;
  let category: number;

  const call = (method: Method, url: string, token: string | null, payload?: unknown, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async (method: Method, url: string, token: string, payload?: unknown) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    [admin, partner, customer] = await Promise.all(
      [
        ["admin@khidma.test", "Admin#2026"],
        ["partner@khidma.test", "Partner#2026"],
        ["customer@khidma.test", "Customer#2026"],
      ].map(async ([email, password]) => (await login(app, email, password)).access_token),
    );
    const sparkle = await db
      .selectFrom("services")
      .select(["id", "category_id"])
      .where("partner_id", "=", 1)
      .executeTakeFirstOrThrow();
    sparkleService = sparkle.id;
    category = sparkle.category_id;
    const other = await db
      .selectFrom("services")
      .select(["id", "partner_id"])
      .where("partner_id", "!=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    otherService = other.id;
    otherPartnerId = other.partner_id;
  });
  afterAll(async () => {
    await app.close();
  });

  it("creates, reads, lists, updates and duplicates a coupon in the issue's exact shape", async () => {
    const created = await ok("POST", "coupon/create", admin, {
      code: "spring20",
      title_en: "Spring sale",
      title_ar: "تخفيضات الربيع",
      discount_type: "percent",
      discount_value: 20,
      max_discount: 75.5,
      min_order: 100,
      starts_at: "2030-03-01",
      ends_at: "2030-03-31",
      usage_limit: 500,
      per_customer_limit: 2,
      first_order_only: false,
      applies_to: "service",
      budget: 10000,
      category_ids: [category],
      service_ids: [sparkleService],
      stacking: "combinable",
    });
    expect(Object.keys(created).sort()).toEqual(SHAPE_KEYS);
    expect(created).toMatchObject({
      code: "SPRING20",
      title_en: "Spring sale",
      title_ar: "تخفيضات الربيع",
      discount_type: "percent",
      discount_value: 20,
      max_discount: 75.5,
      min_order: 100,
      // Dubai is UTC+4: 1 March 00:00 Dubai is 28 February 20:00 UTC; 31 March ends at 23:59:59.999 Dubai
      starts_at: "2030-02-28T20:00:00.000Z",
      ends_at: "2030-03-31T19:59:59.999Z",
      usage_limit: 500,
      per_customer_limit: 2,
      first_order_only: false,
      applies_to: "service",
      funded_by: "khidma",
      partner_id: null,
      budget: 10000,
      active: true,
      used_count: 0,
      category_ids: [category],
      partner_ids: [],
      service_ids: [sparkleService],
      package_ids: [],
      stacking: "combinable",
      spent: 0,
      remaining_budget: 10000,
      generated_codes: 0,
    });
    // details add the burn-down (none before a redemption) and the code batches
    expect(await ok("GET", `coupon/details/${created.id}`, admin)).toEqual({
      ...created,
      burn_down: [],
      code_batches: [],
    });

    const list = await ok("GET", "coupon/list?search=spring", admin);
    expect(list).toMatchObject({ total: 1, current_page: 1, per_page: 10, last_page: 1 });
    expect(list.data[0]).toEqual(created);

    const updated = await ok("POST", `coupon/update/${created.id}`, admin, {
      discount_type: "fixed",
      discount_value: 25.75,
      max_discount: null,
      ends_at: "2030-04-15T12:00:00+04:00",
      service_ids: [],
      active: false,
    });
    expect(updated).toMatchObject({
      code: "SPRING20",
      discount_type: "fixed",
      discount_value: 25.75,
      max_discount: null,
      starts_at: "2030-02-28T20:00:00.000Z",
      ends_at: "2030-04-15T08:00:00.000Z",
      service_ids: [],
      category_ids: [category],
      active: false,
    });
    const stored = await db
      .selectFrom("coupons")
      .select(["discount_value", "status", "min_order_fils", "budget_fils"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ discount_value: 2575, status: "inactive", min_order_fils: 10000, budget_fils: 1000000 });

    await ok("POST", `coupon/update/${created.id}`, admin, { active: true });
    await db.updateTable("coupons").set({ used_count: 7 }).where("id", "=", created.id).execute();
    const copy = await ok("POST", `coupon/duplicate/${created.id}`, admin);
    expect(copy).toEqual({
      ...updated,
      id: copy.id,
      code: "SPRING20-COPY",
      active: false,
      used_count: 0,
    });
    expect(copy.id).not.toBe(created.id);
    expect((await ok("POST", `coupon/duplicate/${created.id}`, admin)).code).toBe("SPRING20-COPY2");
  });

  it("lists the seeded coupons with their titles and the new fields defaulted, and filters by status", async () => {
    const all = await ok("GET", "coupon/list?limit=100&sortKey=id&sortVal=asc", admin);
    const welcome = all.data.find((c: { code: string }) => c.code === "WELCOME10");
    expect(welcome).toMatchObject({
      title_en: "Welcome offer",
      title_ar: "عرض الترحيب",
      discount_type: "percent",
      discount_value: 10,
      max_discount: 100,
      min_order: 0,
      starts_at: null,
      ends_at: null,
      first_order_only: true,
      funded_by: "khidma",
      partner_id: null,
      budget: null,
      active: true,
      stacking: "exclusive",
      category_ids: [],
      partner_ids: [],
      service_ids: [],
      package_ids: [],
    });
    expect(all.data.find((c: { code: string }) => c.code === "CLEAN50")).toMatchObject({
      discount_type: "fixed",
      discount_value: 50,
      min_order: 500,
      applies_to: "package",
    });

    await ok("POST", "coupon/create", admin, {
      code: "FUTURE5",
      title_en: "Later",
      discount_type: "fixed",
      discount_value: 5,
      starts_at: "2099-01-01",
    });
    const full = await ok("POST", "coupon/create", admin, {
      code: "ONCEONLY",
      title_en: "Once",
      discount_type: "fixed",
      discount_value: 5,
      usage_limit: 1,
    });
    await db.updateTable("coupons").set({ used_count: 1 }).where("id", "=", full.id).execute();
    await ok("POST", "coupon/create", admin, {
      code: "OFFNOW",
      title_en: "Off",
      discount_type: "fixed",
      discount_value: 5,
      active: false,
    });

    const codes = async (status: string) =>
      (await ok("GET", `coupon/list?status=${status}&limit=100`, admin)).data.map((c: { code: string }) => c.code);
    const expired = await codes("expired");
    expect(expired).toContain("SUMMER25");
    expect(expired).not.toContain("WELCOME10");
    const scheduled = await codes("scheduled");
    expect(scheduled).toContain("FUTURE5");
    expect(scheduled).not.toContain("WELCOME10");
    expect(await codes("exhausted")).toEqual(["ONCEONLY"]);
    const inactive = await codes("inactive");
    expect(inactive).toContain("OFFNOW");
    expect(inactive).not.toContain("WELCOME10");
    const live = await codes("live");
    expect(live).toEqual(expect.arrayContaining(["WELCOME10", "CLEAN50"]));
    for (const code of ["SUMMER25", "FUTURE5", "ONCEONLY", "OFFNOW"]) expect(live).not.toContain(code);
    const bad = await call("GET", "coupon/list?status=soon", admin);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.status).toEqual(["The selected status is invalid."]);
  });

  it("answers 422 with field errors in English and Arabic, and writes nothing", async () => {
    const before = await db
      .selectFrom("coupons")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const body = {
      code: "welcome10",
      title_en: "Again",
      discount_type: "percent",
      discount_value: 120,
      min_order: -1,
      starts_at: "2030-05-10",
      ends_at: "2030-05-01",
    };
    const en = await call("POST", "coupon/create", admin, body);
    expect(en.statusCode).toBe(422);
    expect(json(en).errors.min_order).toEqual(["The min order must be between 0 and 1000000."]);
    // the zod errors come first; with them fixed, the rules' errors
    const rules = await call("POST", "coupon/create", admin, { ...body, min_order: 0 });
    expect(rules.statusCode).toBe(422);
    expect(json(rules).errors).toEqual({
      code: ["Another coupon already uses this code."],
      discount_value: ["A percent discount must be a whole number from 1 to 100."],
      ends_at: ["The end must be after the start."],
    });
    const ar = await call("POST", "coupon/create", admin, { ...body, min_order: 0 }, "ar");
    expect(json(ar).errors).toEqual({
      code: ["هذا الرمز مستخدم في قسيمة أخرى."],
      discount_value: ["يجب أن تكون نسبة الخصم عدداً صحيحاً من 1 إلى 100."],
      ends_at: ["يجب أن تكون النهاية بعد البداية."],
    });
    const fixed = await call(
      "POST",
      "coupon/create",
      admin,
      { code: "ZERO", title_en: "Zero", discount_type: "fixed", discount_value: 0 },
      "ar",
    );
    expect(json(fixed).errors).toEqual({ discount_value: ["يجب أن يكون الخصم الثابت أكثر من 0 درهم."] });
    const missing = await call("POST", "coupon/create", admin, {});
    expect(json(missing).errors).toMatchObject({
      code: ["The code field is required."],
      title_en: ["The title en field is required."],
      discount_type: ["The discount type field is required."],
    });
    const ids = await call("POST", "coupon/create", admin, {
      code: "GHOSTS",
      title_en: "Ghosts",
      discount_type: "fixed",
      discount_value: 10,
      category_ids: [999999],
      service_ids: [999999],
      funded_by: "partner",
    });
    expect(json(ids).errors).toEqual({
      partner_id: ["A partner-funded coupon needs its partner."],
      service_ids: ["One or more of the selected services do not exist."],
      category_ids: ["One or more of the selected categories do not exist."],
    });
    const date = await call(
      "POST",
      "coupon/create",
      admin,
      { code: "BADDATE", title_en: "x", discount_type: "fixed", discount_value: 1, starts_at: "2030-02-30" },
      "ar",
    );
    expect(json(date).errors.starts_at).toEqual(["أدخل تاريخاً (YYYY-MM-DD) أو تاريخاً ووقتاً بصيغة ISO."]);
    const badCode = await call("POST", "coupon/create", admin, {
      code: "two words",
      title_en: "x",
      discount_type: "fixed",
      discount_value: 1,
    });
    expect(json(badCode).errors).toEqual({
      code: ["The code may only contain letters, digits, dashes and underscores (3 to 40 characters)."],
    });
    const after = await db
      .selectFrom("coupons")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const welcome = await db
      .selectFrom("coupons")
      .select("id")
      .where("code", "=", "WELCOME10")
      .executeTakeFirstOrThrow();
    const taken = await call("POST", `coupon/update/${welcome.id}`, admin, { code: "clean50" });
    expect(json(taken).errors).toEqual({ code: ["Another coupon already uses this code."] });
  });

  it("refuses the signed-out (401) and a customer (403)", async () => {
    for (const [method, url] of [
      ["GET", "coupon/list"],
      ["GET", "coupon/details/1"],
      ["POST", "coupon/create"],
      ["POST", "coupon/update/1"],
      ["POST", "coupon/duplicate/1"],
    ] as const) {
      expect((await call(method, url, null, method === "POST" ? {} : undefined)).statusCode).toBe(401);
      expect((await call(method, url, customer, method === "POST" ? {} : undefined)).statusCode).toBe(403);
    }
  });

  it("a partner manages only its own partner-funded coupons", async () => {
    const theirs = await ok("POST", "coupon/create", admin, {
      code: "OTHERPROMO",
      title_en: "Other partner's",
      discount_type: "percent",
      discount_value: 10,
      funded_by: "partner",
      partner_id: otherPartnerId,
    });
    const mine = await ok("POST", "coupon/create", partner, {
      code: "SPARKLE15",
      title_en: "Sparkle 15",
      discount_type: "percent",
      discount_value: 15,
      service_ids: [sparkleService],
    });
    expect(mine).toMatchObject({ funded_by: "partner", partner_id: 1, service_ids: [sparkleService], active: true });

    const list = await ok("GET", "coupon/list?limit=100", partner);
    expect(list.data.map((c: { code: string }) => c.code)).toEqual(["SPARKLE15"]);
    expect(list.total).toBe(1);
    // staff filter by funder and partner
    const staff = await ok("GET", `coupon/list?funded_by=partner&partner_id=${otherPartnerId}`, admin);
    expect(staff.data.map((c: { code: string }) => c.code)).toEqual(["OTHERPROMO"]);

    for (const [method, url] of [
      ["GET", `coupon/details/${theirs.id}`],
      ["POST", `coupon/update/${theirs.id}`],
      ["POST", `coupon/duplicate/${theirs.id}`],
    ] as const)
      expect(
        (await call(method, url, partner, method === "POST" ? { title_en: "Mine now" } : undefined)).statusCode,
      ).toBe(404);
    // a Khidma-funded coupon is not the partner's either
    const welcome = await db
      .selectFrom("coupons")
      .select("id")
      .where("code", "=", "WELCOME10")
      .executeTakeFirstOrThrow();
    expect((await call("GET", `coupon/details/${welcome.id}`, partner)).statusCode).toBe(404);

    const khidma = await call("POST", "coupon/create", partner, {
      code: "FREEBIE",
      title_en: "x",
      discount_type: "fixed",
      discount_value: 5,
      funded_by: "khidma",
    });
    expect(khidma.statusCode).toBe(422);
    expect(json(khidma).errors).toEqual({ funded_by: ["A partner's coupon is funded by the partner."] });
    const elsewhere = await call(
      "POST",
      "coupon/create",
      partner,
      {
        code: "ELSEWHERE",
        title_en: "x",
        discount_type: "fixed",
        discount_value: 5,
        partner_id: otherPartnerId,
        service_ids: [otherService],
      },
      "ar",
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(json(elsewhere).errors).toEqual({
      partner_id: ["يمكنك إدارة قسائم شركتك فقط."],
      service_ids: ["يجب أن تكون الخدمات المختارة من خدمات شركتك."],
    });
    expect(await db.selectFrom("coupons").select("id").where("code", "in", ["FREEBIE", "ELSEWHERE"]).execute()).toEqual(
      [],
    );

    const edited = await ok("POST", `coupon/update/${mine.id}`, partner, { title_ar: "سباركل", usage_limit: 50 });
    expect(edited).toMatchObject({ title_ar: "سباركل", usage_limit: 50, funded_by: "partner", partner_id: 1 });
    const copy = await ok("POST", `coupon/duplicate/${mine.id}`, partner);
    expect(copy).toMatchObject({ code: "SPARKLE15-COPY", partner_id: 1, funded_by: "partner", active: false });
    // staff see and edit the partner's coupon too
    expect((await ok("GET", `coupon/details/${mine.id}`, admin)).code).toBe("SPARKLE15");
  });

  it("a coupon created here works at checkout as it did, and switched off it is refused", async () => {
    const coupon = await ok("POST", "coupon/create", admin, {
      code: "CART5",
      title_en: "AED 5 off",
      title_ar: "خصم 5 دراهم",
      discount_type: "fixed",
      discount_value: 5,
    });
    const guest = await clientToken(app);
    expect(
      (await call("POST", "customer/add-to-cart", guest, { service_id: sparkleService, quantity: 1 })).statusCode,
    ).toBe(201);
    const applied = await call("POST", "customer/cart/apply-coupon", guest, { coupon_code: "cart5" });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(json(applied).data.coupon).toMatchObject({ code: "CART5", discount: 5 });
    await call("POST", "customer/cart/remove-coupon", guest, {});
    await ok("POST", `coupon/update/${coupon.id}`, admin, { active: false });
    const refused = await call("POST", "customer/cart/apply-coupon", guest, { coupon_code: "CART5" });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.coupon_code).toEqual(["The coupon code is invalid."]);
  });

  it("documents every coupon route in OpenAPI with its permission", async () => {
    const doc = json(await app.inject({ method: "GET", url: "/api/docs/json" }));
    for (const [path, method, permission] of [
      ["/api/v2/coupon/list", "get", "read-coupon"],
      ["/api/v2/coupon/details/{id}", "get", "read-coupon"],
      ["/api/v2/coupon/create", "post", "create-coupon"],
      ["/api/v2/coupon/update/{id}", "post", "update-coupon"],
      ["/api/v2/coupon/duplicate/{id}", "post", "duplicate-coupon"],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, path).toBeTruthy();
      expect(op.tags).toEqual(["Promotions and vouchers"]);
      expect(op.description).toContain(permission);
    }
    expect(doc.components.schemas.AdminCoupon).toBeTruthy();
  });
});
