import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { AR, translate } from "../../server/src/lib/i18n.js";
import { bearer, clientToken, json, login, makeTestApp, reader, type TestApp } from "./helpers.js";

describe("locations, banners, FAQs, content pages, contact", () => {
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
      "master/emirates",
      "area/community/list",
      "banners/get-by-target/customer",
      "faq/list",
      "content/privacy-policy",
    ]) {
      expect((await get(url, "en", null)).statusCode, url).toBe(401);
    }
    const res = await app.inject({ method: "POST", url: "/api/v2/contact", payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it("lists the seven emirates in both languages", async () => {
    const en = await data("master/emirates");
    expect(en.map((e: { name: string }) => e.name)).toEqual([
      "Abu Dhabi",
      "Dubai",
      "Sharjah",
      "Ajman",
      "Umm Al Quwain",
      "Ras Al Khaimah",
      "Fujairah",
    ]);
    const ar = await data("master/emirates", "ar");
    expect(ar[1]).toMatchObject({ slug: "dubai", name: "دبي", name_en: "Dubai", name_ar: "دبي" });
  });

  it("lists communities by emirate, partner and search, paginated", async () => {
    const all = await data("area/community/list?limit=-1");
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.per_page).toBe(all.total);
    const first = await data("area/community/list");
    expect(first).toMatchObject({ per_page: 10, current_page: 1, last_page: Math.ceil(all.total / 10) });
    const dubai = await data("area/community/list?emirate_id=2&limit=-1");
    expect(dubai.total).toBeGreaterThanOrEqual(20);
    expect(
      dubai.data.every(
        (c: { emirate_id: number; emirate_name: string }) => c.emirate_id === 2 && c.emirate_name === "Dubai",
      ),
    ).toBe(true);
    const names = dubai.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const marina = dubai.data.find((c: { slug: string }) => c.slug === "dubai-marina");
    expect(marina).toMatchObject({ name_ar: "دبي مارينا" });
    expect(marina.latitude).toBeCloseTo(25.08, 1);
    const sparkle = await data("area/community/list?partner_id=1&limit=-1");
    const served = await db
      .selectFrom("partner_communities")
      .select("community_id")
      .where("partner_id", "=", 1)
      .execute();
    expect(sparkle.total).toBe(served.length);
    const search = await data(`area/community/list?search=${encodeURIComponent("الريم")}`);
    expect(search.data.map((c: { slug: string }) => c.slug)).toEqual(["al-reem-island"]);
    expect((await get("area/community/list?emirate_id=abc")).statusCode).toBe(422);
  });

  it("gives the banners live now, by sort_order", async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await db
      .insertInto("banners")
      .values([
        {
          title_en: "Expired",
          title_ar: "منتهي",
          image: "/images/banners/garden.svg",
          target: "customer",
          sort_order: 0,
          starts_at: null,
          ends_at: past,
        },
        {
          title_en: "Soon",
          title_ar: "قريباً",
          image: "/images/banners/garden.svg",
          target: "customer",
          sort_order: 0,
          starts_at: future,
          ends_at: null,
        },
        {
          title_en: "Partners",
          title_ar: "الشركاء",
          image: "/images/banners/garden.svg",
          target: "partner",
          sort_order: 0,
          starts_at: null,
          ends_at: null,
        },
      ])
      .execute();
    const banners = await data("banners/get-by-target/customer");
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(banners.map((b: { title: string }) => b.title)).not.toEqual(expect.arrayContaining(["Expired"]));
    expect(banners.map((b: { title: string }) => b.title)).not.toContain("Soon");
    expect(banners.map((b: { title: string }) => b.title)).not.toContain("Partners");
    const orders = banners.map((b: { sort_order: number }) => b.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(banners[0].image).toMatch(/^\/images\/banners\/.+\.svg$/);
    const ar = await data("banners/get-by-target/customer", "ar");
    expect(ar[0].title).toBe(ar[0].title_ar);
    const partner = await data("banners/get-by-target/partner");
    expect(partner.map((b: { title: string }) => b.title)).toEqual(["Partners"]);
    expect((await get("banners/get-by-target/robots")).statusCode).toBe(422);
  });

  it("lists FAQs by audience", async () => {
    const customer = await data("faq/list?audience=customer");
    expect(customer.length).toBeGreaterThanOrEqual(10);
    expect(customer.every((f: { audience: string }) => f.audience === "customer")).toBe(true);
    const partner = await data("faq/list?audience=partner", "ar");
    expect(partner.length).toBeGreaterThanOrEqual(6);
    expect(partner[0].question).toBe(partner[0].question_ar);
    const all = await data("faq/list");
    expect(all.length).toBe(customer.length + partner.length);
    expect((await get("faq/list?audience=aliens")).statusCode).toBe(422);
  });

  it("serves the legal pages as markdown in both languages", async () => {
    for (const slug of ["terms-and-conditions", "privacy-policy"]) {
      const en = await data(`content/${slug}`);
      expect(en.slug).toBe(slug);
      expect(en.body).toContain("## ");
      expect(en.body).toBe(en.body_en);
      const ar = await data(`content/${slug}`, "ar");
      expect(ar.title).toBe(ar.title_ar);
      expect(ar.body).toBe(ar.body_ar);
    }
    const missing = await get("content/cookie-policy", "ar");
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe("الصفحة غير موجودة.");
  });

  it("stores contact messages (any token) and validates them", async () => {
    const payload = { name: "Sara Ahmed", email: "Sara@Example.com", subject: "Booking", message: "Please call me." };
    const res = await app.inject({ method: "POST", url: "/api/v2/contact", headers: bearer(token), payload });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toMatchObject({ status_code: 201, message: "Your message has been sent." });
    const row = await db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "sara@example.com", user_id: null, phone: null, status: "new" });

    const { access_token, user } = await login(app, "customer@khidma.test", "Customer#2026");
    const signed = await app.inject({
      method: "POST",
      url: "/api/v2/contact",
      headers: bearer(access_token),
      payload: { ...payload, phone: "+971 50 123 4567" },
    });
    const row2 = await db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", json(signed).data.id)
      .executeTakeFirstOrThrow();
    expect(row2).toMatchObject({ user_id: user.id, phone: "+971 50 123 4567" });

    const bad = await app.inject({
      method: "POST",
      url: "/api/v2/contact",
      headers: { ...bearer(token), "accept-language": "ar" },
      payload: { email: "nope" },
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      name: ["حقل الاسم مطلوب."],
      email: ["يجب أن يكون البريد الإلكتروني صحيحاً."],
      subject: ["حقل الموضوع مطلوب."],
      message: ["حقل الرسالة مطلوب."],
    });
  });

  it("every image the seed references exists under public/images", async () => {
    const root = path.resolve(__dirname, "../../public");
    const paths = new Set<string>();
    for (const r of await db.selectFrom("categories").select(["icon", "image"]).execute()) {
      paths.add(r.icon!);
      paths.add(r.image!);
    }
    for (const r of await db.selectFrom("partners").select(["logo", "cover_image"]).execute()) {
      paths.add(r.logo!);
      paths.add(r.cover_image!);
    }
    for (const t of ["services", "packages"] as const) {
      for (const r of await db.selectFrom(t).select("image").execute()) paths.add(r.image!);
    }
    for (const r of await db.selectFrom("banners").select("image").execute()) paths.add(r.image);
    for (const p of paths) expect(fs.existsSync(path.join(root, p)), p).toBe(true);
    let total = 0;
    for (const dir of ["categories", "partners", "banners", "services", "packages"]) {
      for (const f of fs.readdirSync(path.join(root, "images", dir)))
        total += fs.statSync(path.join(root, "images", dir, f)).size;
    }
    expect(total).toBeLessThan(300 * 1024);
  });

  it("translates the new catalog messages", () => {
    for (const m of [
      "The page must be at least 1.",
      "The partner id must be an integer.",
      "The latitude must be between -90 and 90.",
      "The trending field must be true or false.",
      "The selected sort key is invalid.",
      "The longitude field is required when latitude is present.",
      "The selected property size is invalid.",
      "The search may not be greater than 100 characters.",
      "The q field is required.",
    ]) {
      expect(translate(m, "ar"), m).not.toBe(m);
    }
    expect(AR["The package was not found."]).toBeDefined();
  });
});
