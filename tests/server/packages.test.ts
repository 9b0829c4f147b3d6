import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { clientToken, json, makeTestApp, reader, type TestApp } from "./helpers.js";

const fils = (aed: number) => Math.round(aed * 100);

describe("packages, property types and prices", () => {
  let app: TestApp;
  let db: Database;
  let token: string;
  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    token = await clientToken(app);
  });
  afterAll(() => app.close());

  const { get, data } = reader(() => ({ app, token }));

  it("needs a token", async () => {
    for (const url of [
      "package/web/list",
      "package/details?package_id=1",
      "package/property/list",
      "package/duration/price-and-property?package_id=1&package_duration_id=1&property_id=1",
      "package/price?package_id=1&duration=1&property_type=apartment&property_size=studio",
    ]) {
      expect((await get(url, "en", null)).statusCode, url).toBe(401);
    }
  });

  it("lists only Approved and active packages, id descending", async () => {
    const list = await data("package/web/list?limit=-1");
    const visible = await db
      .selectFrom("packages")
      .select("id")
      .where("status", "=", "Approved")
      .where("active", "=", 1)
      .execute();
    expect(list.total).toBe(visible.length);
    expect(list.total).toBeGreaterThanOrEqual(25);
    const ids = list.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const p of list.data) {
      expect(p).toMatchObject({ status: "Approved", active: 1 });
      expect(p.starting_price).toBeGreaterThan(0);
      expect(p.property_types.length).toBeGreaterThan(0);
    }
    const hidden = await db.selectFrom("packages").select("id").where("status", "!=", "Approved").execute();
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) expect(ids).not.toContain(h.id);
    const pending = await data("package/web/list?status=Pending");
    expect(pending.total).toBe(0);
    const inactive = await data("package/web/list?active=0");
    expect(inactive.total).toBe(0);
    const page = await data("package/web/list?limit=4&page=2");
    expect(page).toMatchObject({ current_page: 2, per_page: 4, total: list.total });
    expect(page.data.map((p: { id: number }) => p.id)).toEqual(ids.slice(4, 8));
  });

  it("filters packages by partner, property type, handpicked and category", async () => {
    const sparkle = await data("package/web/list?partner_id=1&limit=-1");
    expect(sparkle.total).toBeGreaterThan(0);
    expect(sparkle.data.every((p: { partner: { id: number } }) => p.partner.id === 1)).toBe(true);
    const villa = await data("package/web/list?type=villa&limit=-1");
    expect(villa.data.every((p: { property_types: string[] }) => p.property_types.includes("villa"))).toBe(true);
    const office = await data("package/web/list?type=office&limit=-1");
    expect(office.total).toBeLessThan(villa.total + office.total);
    const handpicked = await data("package/web/list?is_handpicked=1&limit=-1");
    expect(handpicked.total).toBeGreaterThanOrEqual(4);
    expect(handpicked.data.every((p: { is_handpicked: number }) => p.is_handpicked === 1)).toBe(true);
    const pest = await data("package/web/list?category_id=6&limit=-1");
    expect(pest.total).toBeGreaterThan(0);
    expect(pest.data.every((p: { category_id: number }) => p.category_id === 6)).toBe(true);
    const bad = await get("package/web/list?type=castle&status=Lost&is_handpicked=2");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors).sort()).toEqual(["is_handpicked", "status", "type"]);
  });

  it("gives package details with durations and property types; 404 for hidden ones", async () => {
    const p = await data("package/details?package_id=1", "ar");
    expect(p).toMatchObject({ id: 1, name: "تنظيف منزلي شهري", property_types: ["apartment", "villa", "office"] });
    expect(
      p.durations.map((d: { months: number; discount_percent: number }) => [d.months, d.discount_percent]),
    ).toEqual([
      [1, 0],
      [3, 5],
      [6, 10],
      [12, 15],
    ]);
    expect(p.durations[3].label).toBe("12 شهراً");
    expect(p.services.length).toBeGreaterThan(0);
    const pending = await db
      .selectFrom("packages")
      .select("id")
      .where("status", "=", "Pending")
      .executeTakeFirstOrThrow();
    const res = await get(`package/details?package_id=${pending.id}`);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe("The package was not found.");
    expect((await get("package/details")).statusCode).toBe(422);
  });

  it("lists property types and sizes (all, or those a package prices)", async () => {
    const all = await data("package/property/list");
    expect(all.map((t: { type: string }) => t.type)).toEqual(["apartment", "villa", "office"]);
    const keys = Object.fromEntries(
      all.map((t: { type: string; sizes: { key: string }[] }) => [t.type, t.sizes.map((s) => s.key)]),
    );
    expect(keys).toEqual({
      apartment: ["studio", "1br", "2br", "3br", "4br", "5br"],
      villa: ["1br", "2br", "3br", "4br", "5br"],
      office: ["office-s", "office-m", "office-l", "office-xl"],
    });
    expect(all[2].sizes[0].name).toBe("Small office (up to 1,000 sq ft)");
    const garden = await db
      .selectFrom("packages")
      .select("id")
      .where("name_en", "=", "Garden care plan")
      .executeTakeFirstOrThrow();
    const villaOnly = await data(`package/property/list?package_id=${garden.id}`);
    expect(villaOnly.map((t: { type: string }) => t.type)).toEqual(["villa"]);
    expect((await get("package/property/list?package_id=9999")).statusCode).toBe(404);
  });

  it("gives prices of every size for a duration and property type", async () => {
    const p = await data("package/details?package_id=1");
    const threeMonths = p.durations.find((d: { months: number }) => d.months === 3);
    const types = await data("package/property/list?package_id=1");
    const apartment = types.find((t: { type: string }) => t.type === "apartment");
    const villa = types.find((t: { type: string }) => t.type === "villa");
    const out = await data(
      `package/duration/price-and-property?package_id=1&package_duration_id=${threeMonths.id}&property_id=${apartment.id}`,
    );
    expect(out.package_duration).toMatchObject({ id: threeMonths.id, months: 3, discount_percent: 5 });
    expect(out.property_type).toMatchObject({ type: "apartment" });
    expect(out.prices.map((x: { property_size: string }) => x.property_size)).toEqual([
      "studio",
      "1br",
      "2br",
      "3br",
      "4br",
      "5br",
    ]);
    const monthly = out.prices.map((x: { price: number }) => x.price);
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b)); // rising with size
    for (const x of out.prices) {
      expect(fils(x.total)).toBe(fils(x.price) * 3 - Math.round((fils(x.price) * 3 * 5) / 100));
    }
    const villas = await data(
      `package/duration/price-and-property?package_id=1&package_duration_id=${threeMonths.id}&property_id=${villa.id}`,
    );
    const v1 = villas.prices.find((x: { property_size: string }) => x.property_size === "1br");
    const a1 = out.prices.find((x: { property_size: string }) => x.property_size === "1br");
    expect(v1.price).toBeGreaterThan(a1.price); // villas dearer
    const other = await db
      .selectFrom("package_durations")
      .select("id")
      .where("package_id", "=", 2)
      .executeTakeFirstOrThrow();
    const bad = await get(
      `package/duration/price-and-property?package_id=1&package_duration_id=${other.id}&property_id=${apartment.id}`,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors)).toEqual(["package_duration_id"]);
  });

  it("quotes a package price computed on the server (total = parts, VAT = round(total*5/105, 2))", async () => {
    const p = await data("package/details?package_id=1");
    for (const d of p.durations) {
      for (const [type, size] of [
        ["apartment", "studio"],
        ["apartment", "3br"],
        ["villa", "5br"],
        ["office", "office-m"],
      ]) {
        const q = await data(`package/price?package_id=1&duration=${d.id}&property_type=${type}&property_size=${size}`);
        expect(q).toMatchObject({
          package_id: 1,
          package_duration_id: d.id,
          duration_months: d.months,
          property_type: type,
          property_size: size,
          currency: "AED",
          discount_percent: d.discount_percent,
          vat_percentage: 5,
          visits_per_month: p.visits_per_month,
          visits_total: p.visits_per_month * d.months,
        });
        expect(fils(q.list_total)).toBe(fils(q.monthly_price) * d.months);
        expect(fils(q.discount_amount)).toBe(Math.round((fils(q.list_total) * d.discount_percent) / 100));
        expect(fils(q.total)).toBe(fils(q.list_total) - fils(q.discount_amount));
        expect(fils(q.vat_amount)).toBe(Math.round((fils(q.total) * 5) / 105));
        expect(fils(q.subtotal_excl_vat) + fils(q.vat_amount)).toBe(fils(q.total));
        expect(fils(q.price_per_visit)).toBe(Math.round(fils(q.total) / q.visits_total));
        expect(Number.isInteger(Math.round(q.total * 100))).toBe(true);
      }
    }
    // a worked example: villa 3br, 12 months, 15% off
    const year = p.durations.find((d: { months: number }) => d.months === 12);
    const q = await data(`package/price?package_id=1&duration=${year.id}&property_type=villa&property_size=3br`);
    expect(q).toMatchObject({ monthly_price: 719, list_total: 8628, discount_amount: 1294.2, total: 7333.8 });
    expect(q).toMatchObject({ vat_amount: 349.23, subtotal_excl_vat: 6984.57, price_per_visit: 152.79 });
    // ids work as well as keys
    const types = await data("package/property/list");
    const villa = types.find((t: { type: string }) => t.type === "villa");
    const size = villa.sizes.find((s: { key: string }) => s.key === "3br");
    const byId = await data(
      `package/price?package_id=1&duration=${year.id}&property_type=${villa.id}&property_size=${size.id}`,
    );
    expect(byId.total).toBe(q.total);
  });

  it("answers 422 on the offending field for an unknown combination", async () => {
    const p = await data("package/details?package_id=1");
    const d = p.durations[0].id;
    const cases: [string, string][] = [
      [`package_id=9999&duration=${d}&property_type=villa&property_size=1br`, "package_id"],
      ["package_id=1&duration=9999&property_type=villa&property_size=1br", "duration"],
      [`package_id=1&duration=${d}&property_type=castle&property_size=1br`, "property_type"],
      [`package_id=1&duration=${d}&property_type=villa&property_size=studio`, "property_size"],
      [`package_id=1&property_type=villa&property_size=1br`, "duration"],
    ];
    for (const [query, field] of cases) {
      const res = await get(`package/price?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(json(res).errors), query).toEqual([field]);
    }
    const garden = await db
      .selectFrom("packages")
      .select("id")
      .where("name_en", "=", "Garden care plan")
      .executeTakeFirstOrThrow();
    const gd = await db
      .selectFrom("package_durations")
      .select("id")
      .where("package_id", "=", garden.id)
      .executeTakeFirstOrThrow();
    const res = await get(
      `package/price?package_id=${garden.id}&duration=${gd.id}&property_type=apartment&property_size=1br`,
      "ar",
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.property_type).toEqual(["هذه الباقة غير متاحة لنوع العقار المحدد."]);
  });

  it("documents every field of the price answer in OpenAPI", async () => {
    const doc = json(await app.inject({ method: "GET", url: "/api/docs/json" }));
    const op = doc.paths["/api/v2/package/price"].get;
    expect(op.tags).toEqual(["Packages"]);
    const text = JSON.stringify(doc);
    for (const f of ["list_total", "discount_amount", "subtotal_excl_vat", "vat_amount", "price_per_visit"]) {
      expect(text).toContain(f);
    }
    expect(text).toContain("round(total x r / (100 + r), 2)");
  });
});
