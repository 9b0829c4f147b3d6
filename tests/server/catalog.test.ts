import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { haversineKm } from "../../server/src/modules/catalog/repo.js";
import { bearer, clientToken, json, login, makeTestApp, reader, type TestApp } from "./helpers.js";

describe("catalog: categories, partners, services, reviews, search", () => {
  let app: TestApp;
  let db: Database;
  let token: string;
  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    token = await clientToken(app);
  });
  afterAll(() => app.close());

  const { get, data } = reader(() => ({ app, token }));

  it("seeds a UAE-real catalog", async () => {
    const count = async (table: "emirates" | "communities" | "categories" | "partners" | "services" | "packages") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count("emirates")).toBe(7);
    expect(await count("communities")).toBeGreaterThanOrEqual(40);
    expect(await count("categories")).toBeGreaterThanOrEqual(12);
    expect(await count("partners")).toBe(12);
    expect(await count("services")).toBeGreaterThanOrEqual(60);
    expect(await count("packages")).toBeGreaterThanOrEqual(30);
    const sparkle = await db.selectFrom("partners").selectAll().where("slug", "=", "sparkle-cleaning").execute();
    expect(sparkle).toHaveLength(1);
    expect(sparkle[0]).toMatchObject({
      id: 1,
      email: "hello@sparkle-cleaning.ae",
      logo: expect.stringMatching(/^\/images\//),
    });
    const reviews = await db.selectFrom("reviews").select(["rating"]).execute();
    expect(reviews.length).toBeGreaterThanOrEqual(140);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it("every public endpoint needs a token (401 envelope)", async () => {
    for (const url of [
      "mobile/category/list",
      "customer/service-categories",
      "mobile/partner/list",
      "web/partner/list",
      "mobile/partner/details?partner_id=1",
      "mobile/service/list",
      "mobile/service/details?service_id=1",
      "reviews/list?partner_id=1",
      "search?q=clean",
    ]) {
      const res = await get(url, "en", null);
      expect(res.statusCode, url).toBe(401);
      expect(json(res)).toEqual({ status_code: 401, data: null, message: "Unauthenticated." });
    }
  });

  it("lists categories by sort_order with the paginator, trending filter and limit=-1", async () => {
    const page1 = await data("mobile/category/list");
    expect(page1).toMatchObject({ total: 12, current_page: 1, per_page: 10, last_page: 2 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data.map((c: { sort_order: number }) => c.sort_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const page2 = await data("mobile/category/list?page=2");
    expect(page2.data).toHaveLength(2);
    const all = await data("mobile/category/list?limit=-1");
    expect(all).toMatchObject({ total: 12, current_page: 1, per_page: 12, last_page: 1 });
    const trending = await data("mobile/category/list?trending=1&limit=-1");
    expect(trending.data.length).toBeGreaterThanOrEqual(5);
    expect(trending.data.every((c: { is_trending: number }) => c.is_trending === 1)).toBe(true);
    const c = all.data[0];
    expect(c).toMatchObject({
      slug: "home-cleaning",
      name: "Home Cleaning",
      name_ar: "تنظيف المنازل",
      status: "active",
    });
    expect(c.service_count).toBeGreaterThan(0);
    const ar = await data("mobile/category/list?limit=1", "ar-AE");
    expect(ar.data[0].name).toBe("تنظيف المنازل");
  });

  it("service-categories and partner_id keep only categories the partner offers", async () => {
    const mine = await data("customer/service-categories?partner_id=2&limit=-1");
    expect(mine.data.map((c: { slug: string }) => c.slug).sort()).toEqual(["ac-maintenance", "electrical"]);
    expect(mine.data.find((c: { slug: string }) => c.slug === "ac-maintenance").service_count).toBe(3);
    const byList = await data("mobile/category/list?partner_id=2&limit=-1");
    expect(byList.total).toBe(2);
    const withServices = await data("customer/service-categories?limit=-1");
    expect(withServices.data.every((c: { service_count: number }) => c.service_count > 0)).toBe(true);
  });

  it("lists partners id ascending by default with the public profile", async () => {
    const list = await data("mobile/partner/list?limit=-1");
    expect(list.total).toBe(12);
    const ids = list.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const sparkle = list.data[0];
    expect(sparkle).toMatchObject({
      id: 1,
      name: "Sparkle Cleaning LLC",
      emirates: ["Dubai"],
      cash_on_delivery: true,
      distance_km: null,
      is_favourite: false,
      status: "active",
    });
    expect(sparkle.service_count).toBe(7);
    expect(sparkle.package_count).toBeGreaterThan(0);
    expect(sparkle.average_rating).toBeGreaterThanOrEqual(3.8);
    const web = await data("web/partner/list?limit=3&page=2");
    expect(web.data.map((p: { id: number }) => p.id)).toEqual([4, 5, 6]);
    const desc = await data("mobile/partner/list?sortKey=id&sortVal=desc&limit=2");
    expect(desc.data.map((p: { id: number }) => p.id)).toEqual([12, 11]);
  });

  it("sorts partners by rating and service count (descending whatever the direction) and near me", async () => {
    for (const q of ["sort-key=average_rating", "sortKey=average_rating&sortVal=asc"]) {
      const list = await data(`mobile/partner/list?limit=-1&${q}`);
      const ratings = list.data.map((p: { average_rating: number }) => p.average_rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
    const byCount = await data("web/partner/list?limit=-1&sort-key=service_count&sort-val=asc");
    const counts = byCount.data.map((p: { service_count: number }) => p.service_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Dubai Marina: the JLT-based laundry is nearest, the Fujairah/RAK team is far away
    const near = await data("mobile/partner/list?limit=-1&sort-key=near_me&latitude=25.0805&longitude=55.1403");
    const distances = near.data.map((p: { distance_km: number }) => p.distance_km);
    expect(distances.every((d: unknown) => typeof d === "number")).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(near.data[0].slug).toBe("fresh-fold-laundry");
    expect(near.data[0].distance_km).toBeLessThan(3);
    const rak = near.data.find((p: { slug: string }) => p.slug === "northern-star-technical");
    expect(rak.distance_km).toBeGreaterThan(80);

    const res = await get("mobile/partner/list?sort-key=near_me");
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.latitude).toEqual(["The latitude field is required when sort-key is near_me."]);
    const ar = await get("mobile/partner/list?sortKey=near_me", "ar");
    expect(json(ar).errors.latitude).toEqual(["حقل خط العرض مطلوب عند الترتيب حسب الأقرب."]);
  });

  it("filters partners by search, category, emirate and community", async () => {
    const search = await data("mobile/partner/list?search=clean&limit=-1");
    expect(search.data.map((p: { slug: string }) => p.slug).sort()).toEqual([
      "pure-shine-cleaning",
      "sparkle-cleaning",
    ]);
    const arabic = await data(`mobile/partner/list?search=${encodeURIComponent("سباركل")}`);
    expect(arabic.data.map((p: { id: number }) => p.id)).toEqual([1]);
    const ac = await data("mobile/partner/list?category_id=3&limit=-1");
    expect(ac.data.length).toBeGreaterThan(1);
    expect(ac.data.every((p: { service_count: number }) => p.service_count > 0)).toBe(true);
    const fujairah = await data("mobile/partner/list?emirate_id=7&limit=-1");
    expect(fujairah.data.map((p: { slug: string }) => p.slug)).toEqual(["northern-star-technical"]);
    expect(fujairah.data[0].emirates).toEqual(expect.arrayContaining(["Fujairah", "Ras Al Khaimah"]));
    const marina = await db
      .selectFrom("communities")
      .select("id")
      .where("slug", "=", "dubai-marina")
      .executeTakeFirstOrThrow();
    const inMarina = await data(`mobile/partner/list?community_id=${marina.id}&limit=-1`);
    expect(inMarina.data.map((p: { slug: string }) => p.slug)).toContain("sparkle-cleaning");
    expect(inMarina.data.map((p: { slug: string }) => p.slug)).not.toContain("al-madina-technical");
    const signedOutFavourites = await data("mobile/partner/list?is_favourite=1");
    expect(signedOutFavourites.total).toBe(0);
  });

  it("answers 422 with field errors for bad list parameters", async () => {
    const res = await get("mobile/partner/list?page=0&limit=abc&sort-key=cheapest&latitude=200&is_favourite=maybe");
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.message).toBe("The given data was invalid.");
    expect(body.errors).toEqual({
      page: ["The page must be at least 1."],
      limit: ["The limit must be an integer."],
      "sort-key": ["The selected sort key is invalid."],
      latitude: ["The latitude must be between -90 and 90."],
      is_favourite: ["The is favourite field must be true or false."],
    });
    for (const url of ["mobile/category/list?limit=0", "mobile/service/list?category_id=x", "reviews/list?limit=-2"]) {
      expect((await get(url)).statusCode, url).toBe(422);
    }
    const ar = json(await get("mobile/category/list?limit=0", "ar"));
    expect(ar.errors.limit).toEqual(["يجب أن يكون الحد ‎-1 أو بين 1 و1000."]);
    const half = await get("mobile/partner/list?latitude=25.1");
    expect(json(half).errors).toEqual({ longitude: ["The longitude field is required when latitude is present."] });
  });

  it("shows only active partners and services", async () => {
    await db.updateTable("partners").set({ status: "inactive" }).where("id", "=", 3).execute();
    try {
      const list = await data("mobile/partner/list?limit=-1");
      expect(list.data.map((p: { id: number }) => p.id)).not.toContain(3);
      expect((await get("mobile/partner/details?partner_id=3")).statusCode).toBe(404);
      const services = await data("mobile/service/list?limit=-1");
      expect(services.data.some((s: { partner_id: number }) => s.partner_id === 3)).toBe(false);
    } finally {
      await db.updateTable("partners").set({ status: "active" }).where("id", "=", 3).execute();
    }
    const inactive = await db.selectFrom("services").select("id").where("active", "=", 0).execute();
    expect(inactive.length).toBeGreaterThan(0);
    const all = await data("mobile/service/list?limit=-1");
    const ids = new Set(all.data.map((s: { id: number }) => s.id));
    for (const s of inactive) expect(ids.has(s.id)).toBe(false);
    expect((await get(`mobile/service/details?service_id=${inactive[0].id}`)).statusCode).toBe(404);
  });

  it("gives partner details with categories and services; 404 and 422 otherwise", async () => {
    const p = await data("mobile/partner/details?partner_id=1&latitude=25.185&longitude=55.265");
    expect(p).toMatchObject({ id: 1, slug: "sparkle-cleaning", distance_km: 0 });
    expect(p.categories.map((c: { slug: string }) => c.slug)).toEqual([
      "home-cleaning",
      "deep-cleaning",
      "sofa-carpet-cleaning",
    ]);
    expect(p.services).toHaveLength(7);
    expect(p.services.every((s: { partner_id: number }) => s.partner_id === 1)).toBe(true);
    const missing = await get("mobile/partner/details?partner_id=999", "ar");
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe("مزود الخدمة غير موجود.");
    const bad = await get("mobile/partner/details");
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ partner_id: ["The partner id field is required."] });
  });

  it("lists services with prices incl. VAT, filters, sorts and pagination", async () => {
    const all = await data("mobile/service/list?limit=-1");
    expect(all.total).toBeGreaterThanOrEqual(60);
    for (const s of all.data) {
      expect(Math.round(s.price * 100)).toBe(Math.round(s.price_excl_vat * 100) + Math.round(s.vat_amount * 100));
      expect(s.vat_amount).toBe(Math.round((s.price * 5 * 100) / 105) / 100);
    }
    const clean = all.data.find((s: { slug: string }) => s.slug === "sparkle-cleaning-home-cleaning-2h");
    expect(clean).toMatchObject({ price: 99, vat_amount: 4.71, price_excl_vat: 94.29, duration_minutes: 120 });
    expect(clean.includes).toEqual(clean.includes_en);
    expect(clean.partner).toMatchObject({ id: 1, name: "Sparkle Cleaning LLC" });
    expect(clean.category).toMatchObject({ slug: "home-cleaning", name: "Home Cleaning" });

    const ac = await data("mobile/service/list?category_id=3&limit=-1");
    expect(ac.data.every((s: { category_id: number }) => s.category_id === 3)).toBe(true);
    const mine = await data("mobile/service/list?partner_id=2&category_id=3");
    expect(mine.total).toBe(3);
    const trending = await data("mobile/service/list?trending=1&limit=-1");
    expect(trending.data.every((s: { is_trending: number }) => s.is_trending === 1)).toBe(true);
    const search = await data(`mobile/service/list?search=${encodeURIComponent("مكيف")}&limit=-1`);
    expect(search.total).toBeGreaterThan(0);
    expect(search.data.every((s: { category_id: number }) => s.category_id === 3)).toBe(true);

    const cheap = await data("mobile/service/list?sortKey=price&sortVal=asc&limit=-1");
    const prices = cheap.data.map((s: { price: number }) => s.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page = await data("mobile/service/list?page=2&limit=5");
    expect(page).toMatchObject({ current_page: 2, per_page: 5, total: all.total });
    expect(page.data.map((s: { id: number }) => s.id)).toEqual(all.data.slice(5, 10).map((s: { id: number }) => s.id));
    const ar = await data("mobile/service/list?limit=1", "ar");
    expect(ar.data[0].name).toBe(ar.data[0].name_ar);
    expect(ar.data[0].includes).toEqual(ar.data[0].includes_ar);
  });

  it("gives service details with latest reviews and related services", async () => {
    const s = await data("mobile/service/details?service_id=1");
    expect(s.id).toBe(1);
    expect(s.reviews.length).toBeLessThanOrEqual(10);
    const dates = s.reviews.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(s.related.length).toBeGreaterThan(0);
    expect(s.related.length).toBeLessThanOrEqual(6);
    expect(
      s.related.every((r: { category_id: number; id: number }) => r.category_id === s.category_id && r.id !== 1),
    ).toBe(true);
    expect((await get("mobile/service/details?service_id=99999")).statusCode).toBe(404);
  });

  it("lists reviews newest first, by partner or service", async () => {
    const list = await data("reviews/list?partner_id=1&limit=-1");
    expect(list.total).toBeGreaterThan(5);
    const dates = list.data.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(list.data[0]).sort()).toEqual([
      "comment",
      "created_at",
      "customer_name",
      "id",
      "partner_replied_at",
      "partner_reply",
      "rating",
      "replied_at",
      "reply",
    ]);
    expect(list.data.every((r: { reply: null; replied_at: null }) => r.reply === null && r.replied_at === null)).toBe(
      true,
    );
    const paged = await data("reviews/list?partner_id=1&limit=3&page=2");
    expect(paged.data.map((r: { id: number }) => r.id)).toEqual(list.data.slice(3, 6).map((r: { id: number }) => r.id));
    const partner = await data("mobile/partner/details?partner_id=1");
    expect(partner.rating_count).toBe(list.total);
    const res = await get("reviews/list");
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.partner_id).toEqual(["The partner id field is required when service id is not present."]);
  });

  it("shows the staff reply on public reviews (list and service details); hidden reviews stay out", async () => {
    const admin = await login(app, "admin@khidma.test", "Admin#2026");
    const post = (url: string, payload: object) =>
      app.inject({ method: "POST", url: `/api/v2/${url}`, headers: bearer(admin.access_token), payload });
    const service = (await db
      .selectFrom("reviews")
      .select("service_id")
      .where("service_id", "is not", null)
      .where("is_visible", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow()) as { service_id: number };
    const before = await data(`reviews/list?service_id=${service.service_id}&limit=-1`);
    expect(before.total).toBeGreaterThanOrEqual(2);
    const [newest, second] = before.data as { id: number }[];

    const replied = await post(`admin/review/reply/${newest.id}`, {
      reply: "Thank you, we passed this on to the team.",
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const afterReply = await data(`reviews/list?service_id=${service.service_id}&limit=-1`);
    const shown = afterReply.data.find((r: { id: number }) => r.id === newest.id);
    expect(shown).toMatchObject({ reply: "Thank you, we passed this on to the team." });
    expect(Date.parse(shown.replied_at)).not.toBeNaN();
    expect(shown.replied_at).toBe(json(replied).data.replied_at);
    expect(afterReply.data.find((r: { id: number }) => r.id === second.id)).toMatchObject({
      reply: null,
      replied_at: null,
    });
    const details = await data(`mobile/service/details?service_id=${service.service_id}`);
    expect(details.reviews[0]).toMatchObject({ id: newest.id, reply: shown.reply, replied_at: shown.replied_at });
    const ar = await data(`reviews/list?service_id=${service.service_id}&limit=-1`, "ar");
    expect(ar.data.find((r: { id: number }) => r.id === newest.id).reply).toBe(shown.reply);

    // a reply does not bring a hidden review back to the storefront
    expect((await post("admin/review/visibility", { ids: [newest.id], is_visible: 0 })).statusCode).toBe(200);
    expect((await post(`admin/review/reply/${newest.id}`, { reply: "Replied while hidden." })).statusCode).toBe(200);
    const hidden = await data(`reviews/list?service_id=${service.service_id}&limit=-1`);
    expect(hidden.total).toBe(before.total - 1);
    expect(hidden.data.map((r: { id: number }) => r.id)).not.toContain(newest.id);
    const hiddenDetails = await data(`mobile/service/details?service_id=${service.service_id}`);
    expect(hiddenDetails.reviews.map((r: { id: number }) => r.id)).not.toContain(newest.id);
    expect((await post("admin/review/visibility", { ids: [newest.id], is_visible: 1 })).statusCode).toBe(200);
  });

  it("documents the review reply fields in OpenAPI (the Review component)", async () => {
    const doc = json(await app.inject({ method: "GET", url: "/api/docs/json" }));
    const list = doc.paths["/api/v2/reviews/list"].get.responses["200"].content["application/json"].schema;
    expect(list.properties.data.properties.data.items.$ref).toBe("#/components/schemas/Review");
    const review = doc.components.schemas.Review;
    expect(review.required).toEqual(expect.arrayContaining(["reply", "replied_at"]));
    expect(review.properties.reply).toMatchObject({ type: ["string", "null"], description: expect.any(String) });
    expect(review.properties.replied_at).toMatchObject({ type: ["string", "null"], description: expect.any(String) });
  });

  it("searches categories, services and partners in English and Arabic", async () => {
    const en = await data("search?q=AC");
    expect(en.categories.map((c: { slug: string }) => c.slug)).toContain("ac-maintenance");
    expect(en.services.length).toBeGreaterThan(0);
    expect(en.services.length).toBeLessThanOrEqual(5);
    expect(en.partners.map((p: { slug: string }) => p.slug)).toContain("coolbreeze-ac");
    const ar = await data(`search?q=${encodeURIComponent("تنظيف")}&limit=2`, "ar");
    expect(ar.categories.length).toBeGreaterThan(0);
    expect(ar.categories.length).toBeLessThanOrEqual(2);
    expect(ar.categories[0].name).toContain("تنظيف");
    const none = await data("search?q=zzzz-nothing");
    expect(none).toEqual({ categories: [], services: [], partners: [] });
    expect((await get("search")).statusCode).toBe(422);
  });

  it("computes distances with the haversine formula", () => {
    // Dubai Marina -> Downtown Dubai is about 18 km as the crow flies
    expect(haversineKm(25.0805, 55.1403, 25.1972, 55.2744)).toBeGreaterThan(17);
    expect(haversineKm(25.0805, 55.1403, 25.1972, 55.2744)).toBeLessThan(19);
    expect(haversineKm(25, 55, 25, 55)).toBe(0);
  });
});
