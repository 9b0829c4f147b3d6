import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { decimal, flag, id, idList, integer, text, toNumber } from "../../server/src/lib/fields.js";
import { intParam, numberParam, pageParams, requiredIntParam } from "../../server/src/lib/query.js";
import { testCard } from "./commerce-helpers.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Lenient coercion (issue 13, item 12): text fields take strings only, numbers take a number or a plain decimal
 * string only. Before, `name_en: {}` was stored as the text "{}", `amount: "0x10"` read as 16 and
 * `service_id: true` as 1. Plain decimal strings (what a multipart form sends) keep working.
 */

const boundary = "----khidma-strict-fields";
function multipart(fields: Record<string, string>) {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("strict payload fields on real endpoints", () => {
  let app: TestApp;
  let partner: string;
  let customer: string;

  beforeAll(async () => {
    ({ app } = await makeTestApp());
    partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
    customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, token: string, payload: object, lang = "en") =>
    app.inject({
      method: "POST",
      url: `/api/v2/${url}`,
      headers: { ...bearer(token), "accept-language": lang },
      payload,
    });

  const service = {
    category_id: 1,
    name_en: "Balcony cleaning",
    name_ar: "تنظيف الشرفة",
    price: 100,
    duration_minutes: 60,
  };

  it("name_en: {} on partner/service/create is refused (422 naming name_en, English and Arabic), nothing stored", async () => {
    const before = json(
      await app.inject({ method: "GET", url: "/api/v2/partner/service/list?limit=-1", headers: bearer(partner) }),
    ).data.total;
    let res = await post("partner/service/create", partner, { ...service, name_en: {} });
    expect(res.statusCode).toBe(422);
    let body = json(res);
    expect(body.status_code).toBe(422);
    expect(body.errors).toEqual({ name_en: ["The name en must be a string."] });
    res = await post("partner/service/create", partner, { ...service, name_en: {} }, "ar");
    body = json(res);
    expect(body.message).toBe("البيانات المدخلة غير صحيحة.");
    expect(body.errors.name_en[0]).toMatch(/[\u0600-\u06FF]/);
    for (const bad of [["x"], true, 12]) {
      res = await post("partner/service/create", partner, { ...service, name_ar: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(json(res).errors)).toEqual(["name_ar"]);
    }
    const after = json(
      await app.inject({ method: "GET", url: "/api/v2/partner/service/list?limit=-1", headers: bearer(partner) }),
    ).data.total;
    expect(after).toBe(before);
  });

  it("a multipart service form with plain decimal strings still creates the service", async () => {
    const form = multipart({
      ...service,
      name_en: "Window cleaning",
      price: " 157.50 ",
      duration_minutes: "90",
    } as never);
    const res = await app.inject({
      method: "POST",
      url: "/api/v2/partner/service/create",
      headers: { ...bearer(partner), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({ name_en: "Window cleaning", price: 157.5, duration_minutes: 90 });
  });

  it('amount: "0x10" on wallet/top-up is refused (422 naming amount); "16.50" is read as 16.5', async () => {
    for (const amount of ["0x10", "1e2", "Infinity", true, [50], "16,5"]) {
      const res = await post("wallet/top-up", customer, testCard({ amount }, "Sara Customer"));
      expect(res.statusCode, JSON.stringify(amount)).toBe(422);
      expect(json(res).errors.amount, JSON.stringify(amount)).toEqual(["The amount must be a number."]);
    }
    const ar = json(await post("wallet/top-up", customer, testCard({ amount: "0x10" }, "Sara Customer"), "ar"));
    expect(ar.errors.amount[0]).toMatch(/[\u0600-\u06FF]/);
    // A plain decimal string passes the amount check (a 5 AED one then fails only on the range).
    const res = await post("wallet/top-up", customer, testCard({ amount: "5.00" }, "Sara Customer"));
    expect(json(res).errors.amount).toEqual(["The amount must be between 10 and 5000."]);
  });

  it('service_id: true on customer/add-to-cart is refused (422 naming service_id); "1" still adds service 1', async () => {
    const guest = await clientToken(app);
    for (const service_id of [true, "0x1", "1e0", " ", {}]) {
      const res = await post("customer/add-to-cart", guest, { service_id });
      expect(res.statusCode, JSON.stringify(service_id)).toBe(422);
      expect(Object.keys(json(res).errors), JSON.stringify(service_id)).toEqual(["service_id"]);
    }
    const res = await post("customer/add-to-cart", guest, { service_id: "1" });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
});

describe("lib/fields helpers", () => {
  const one = (schema: z.ZodType, value: unknown) =>
    z.object({ f: schema }).safeParse(value === undefined ? {} : { f: value });
  const ok = (schema: z.ZodType, value: unknown) => {
    const r = one(schema, value);
    if (!r.success) throw new Error(`${JSON.stringify(value)}: ${r.error.issues[0].message}`);
    return (r.data as { f: unknown }).f;
  };
  const error = (schema: z.ZodType, value: unknown) => {
    const r = one(schema, value);
    return r.success ? null : r.error.issues[0].message;
  };

  it("toNumber converts only numbers and plain decimal strings", () => {
    expect(toNumber(" 12 ")).toBe(12);
    expect(toNumber("-3.50")).toBe(-3.5);
    expect(toNumber(7)).toBe(7);
    for (const v of ["0x10", "1e3", "+1", "1.", ".5", "Infinity", "1 2", "", true, null]) expect(toNumber(v)).toBe(v);
  });

  it("text: strings only (trimmed), required or optional", () => {
    expect(ok(text("name_en", 10), "  Hi ")).toBe("Hi");
    expect(error(text("name_en", 10), undefined)).toBe("The name en field is required.");
    expect(error(text("name_en", 10), "   ")).toBe("The name en field is required.");
    expect(ok(text("name_en", 10, false), "")).toBeUndefined();
    for (const v of [{}, [], ["a"], true, 12])
      expect(error(text("name_en", 10), v)).toBe("The name en must be a string.");
    expect(error(text("name_en", 3), "abcd")).toBe("The name en may not be greater than 3 characters.");
  });

  it("integer and id: numbers or plain decimal strings, never hex, exponents or booleans", () => {
    expect(ok(integer("months", 1, 36), "12")).toBe(12);
    expect(ok(id("service_id"), 3)).toBe(3);
    expect(ok(id("service_id", false), "")).toBeUndefined();
    for (const v of [true, false, "0x10", "1e1", [5], {}, "abc"])
      expect(error(id("service_id"), v), JSON.stringify(v)).toBe("The service id must be an integer.");
    expect(error(integer("months", 1, 36), "1.5")).toBe("The months must be an integer.");
    expect(error(integer("months", 1, 36), 40)).toBe("The months may not be greater than 36.");
  });

  it("decimal: numbers or plain decimal strings, with its range and decimals", () => {
    const price = decimal("price", 1, 100, true, { decimals: { places: 2, message: "Two decimals." } });
    expect(ok(price, "10.25")).toBe(10.25);
    expect(error(price, "0x10")).toBe("The price must be a number.");
    expect(error(price, true)).toBe("The price must be a number.");
    expect(error(price, "10.255")).toBe("Two decimals.");
    expect(error(price, 0)).toBe("The price must be between 1 and 100.");
  });

  it("flag: true/false/1/0 and their strings", () => {
    for (const [v, want] of [
      [true, 1],
      ["true", 1],
      ["1", 1],
      [0, 0],
      ["false", 0],
    ] as const)
      expect(ok(flag("active"), v)).toBe(want);
    for (const v of ["yes", 2, {}, "on"])
      expect(error(flag("active"), v)).toBe("The active field must be true or false.");
  });

  it("idList: numbers or digit strings, from an array, a JSON array or comma-separated text", () => {
    expect(ok(idList("ids", 1, 5), "1, 2")).toEqual([1, 2]);
    expect(ok(idList("ids", 1, 5), "[3,4]")).toEqual([3, 4]);
    expect(error(idList("ids", 1, 5), [true])).toBe("Each value must be an id.");
    expect(error(idList("ids", 1, 5), ["0x1"])).toBe("Each value must be an id.");
  });

  it("query parameters: plain decimal strings only", () => {
    const q = z.object({ a: intParam("a"), b: requiredIntParam("b"), c: numberParam("c", 0, 100), ...pageParams });
    expect(q.parse({ a: "2", b: "3", c: "4.5", page: "2", limit: "-1" })).toEqual({
      a: 2,
      b: 3,
      c: 4.5,
      page: 2,
      limit: -1,
    });
    for (const [k, v] of [
      ["a", "0x10"],
      ["b", "1e1"],
      ["c", "0x1"],
      ["page", "0x2"],
      ["limit", "1e1"],
      ["b", true],
    ] as const) {
      const r = q.safeParse({ b: "1", [k]: v });
      expect(r.success, `${k}=${v}`).toBe(false);
    }
  });
});
