import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { createDb, type Database } from "../../server/src/db/database.js";
import { seedScale } from "../../server/src/db/seed-scale.js";
import { PUBLIC_LIST_CAP } from "../../server/src/lib/list-cap.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Issue 14, storefront at scale (migration 015): the stored aggregates follow every write, public catalog answers
 * carry an ETag and answer 304 until the catalog changes (in any process on the database), `limit=-1` answers at a
 * few thousand rows, and name search through the index finds English and Arabic names (substrings, as before).
 */

type Card = { id: number; partner_id: number; starting_price: number | null; name_en: string; name_ar: string };

describe("catalog aggregates, cache and search at scale", () => {
  let app: TestApp;
  let db: Database;
  let config: Awaited<ReturnType<typeof makeTestApp>>["config"];
  let dataDir: string;
  let partner: string;
  let admin: string;
  let client: string;
  let services: number[];

  const call = (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: unknown, headers = {}) =>
    app.inject({ method, url: `/api/v2/${url}`, headers: { ...bearer(token), ...headers }, payload: payload as never });
  const ok = async (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: unknown, status = 200) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(status);
    return json(res).data;
  };
  /** Sparkle's package_count as the storefront's provider list shows it, and as the rows say it should be. */
  const packageCounts = async () => {
    const partners = await ok("GET", "web/partner/list?limit=-1", client);
    const shown = partners.data.find((p: { id: number }) => p.id === 1).package_count;
    const row = await db
      .selectFrom("packages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("partner_id", "=", 1)
      .where("status", "=", "Approved")
      .where("active", "=", 1)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    return { shown, actual: Number(row.n) };
  };
  const details = async (id: number): Promise<Card> => ok("GET", `package/details?package_id=${id}`, admin);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-catalog-perf-"));
    ({ app, db, config } = await makeTestApp({ dataDir, sqliteFile: path.join(dataDir, "khidma.sqlite") }));
    partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
    admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    client = await clientToken(app);
    services = (
      await db.selectFrom("services").select("id").where("partner_id", "=", 1).where("active", "=", 1).execute()
    ).map((s) => s.id);
  }, 60_000);

  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the starting price and the partner's package count right through every package write", async () => {
    const before = await packageCounts();
    expect(before.shown).toBe(before.actual);
    expect(before.actual).toBeGreaterThan(0);

    const pkg = await ok(
      "POST",
      "package/create",
      partner,
      {
        name_en: "Aggregate plan",
        name_ar: "خطة المجاميع",
        category_id: 1,
        service_ids: services.slice(0, 1),
        visits_per_month: 2,
        property_types: ["apartment", "villa"],
      },
      201,
    );
    expect(await packageCounts()).toEqual({ shown: before.actual + 1, actual: before.actual + 1 });
    expect(pkg.starting_price).toBeNull();

    const one = await ok("POST", "package/duration", partner, { package_id: pkg.id, months: 1 });
    const six = await ok("POST", "package/duration", partner, { package_id: pkg.id, months: 6 });
    await ok("POST", "save/duration/pricing", partner, {
      package_id: pkg.id,
      package_duration_id: one.id,
      prices: [
        { property_type: "apartment", property_size: "studio", price: 199 },
        { property_type: "villa", property_size: "3br", price: 549 },
      ],
    });
    await ok("POST", "save/duration/pricing", partner, {
      package_id: pkg.id,
      package_duration_id: six.id,
      prices: [{ property_type: "villa", property_size: "3br", price: 499 }],
    });
    expect((await details(pkg.id)).starting_price).toBe(199);
    // the storefront card shows the same starting price
    const cards = await ok("GET", "package/web/list?partner_id=1&limit=-1", client);
    expect(cards.data.find((c: Card) => c.id === pkg.id).starting_price).toBe(199);

    // dropping the apartment type removes its prices: the lowest is now the 6-month villa price
    await ok("POST", `package/update/${pkg.id}`, partner, {
      name_en: "Aggregate plan",
      name_ar: "خطة المجاميع",
      category_id: 1,
      service_ids: services.slice(0, 1),
      visits_per_month: 2,
      property_types: ["villa"],
    });
    expect((await details(pkg.id)).starting_price).toBe(499);
    await ok("DELETE", `package/duration/delete/${six.id}`, partner);
    expect((await details(pkg.id)).starting_price).toBe(549);

    // inactive, pending and back: the count follows
    await ok("POST", "package/update/status", partner, { package_id: pkg.id, active: 0 });
    expect(await packageCounts()).toEqual({ shown: before.actual, actual: before.actual });
    await ok("POST", "package/update/status", partner, { package_id: pkg.id, active: 1 });
    await ok("POST", "package/change/status", admin, { package_id: pkg.id, status: "Pending" });
    expect(await packageCounts()).toEqual({ shown: before.actual, actual: before.actual });
    await ok("POST", "package/change/status", admin, { package_id: pkg.id, status: "Approved" });
    expect(await packageCounts()).toEqual({ shown: before.actual + 1, actual: before.actual + 1 });

    // a copy is inactive (count unchanged) and carries the prices
    const copy = await ok("GET", `package/clone/on-edit/${pkg.id}`, partner);
    const copyId = copy.id ?? copy.package_id;
    expect((await details(copyId)).starting_price).toBe(549);
    expect(await packageCounts()).toEqual({ shown: before.actual + 1, actual: before.actual + 1 });

    await ok("DELETE", `package/delete/${pkg.id}`, partner);
    expect(await packageCounts()).toEqual({ shown: before.actual, actual: before.actual });
  });

  it("answers the public list with an ETag, 304 for If-None-Match until the catalog changes", async () => {
    const url = "package/web/list?page=1&limit=5";
    const first = await call("GET", url, client);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    // names follow Accept-Language and favourites the caller: a browser keeps one answer per language and caller
    expect(first.headers.vary).toBe("Accept-Language, Authorization");

    const again = await call("GET", url, client, undefined, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // the same answer from the cache, byte for byte
    const cached = await call("GET", url, client);
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(cached.headers["content-length"]).toBe(first.headers["content-length"]);
    // Arabic names, served again from the cache as the same UTF-8 bytes
    const arabic = await call("GET", url, client, undefined, { "accept-language": "ar" });
    const arabicAgain = await call("GET", url, client, undefined, { "accept-language": "ar" });
    expect(json(arabic).data.data[0].name).toMatch(/[\u0600-\u06FF]/);
    expect(arabicAgain.body).toBe(arabic.body);
    expect(cached.headers.vary).toBe("Accept-Language, Authorization");

    // a write through the API: the newest package becomes inactive, so page 1 changes
    const newest = json(first).data.data[0] as Card;
    await ok("POST", "package/update/status", admin, { package_id: newest.id, active: 0 });
    const after = await call("GET", url, client, undefined, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(json(after).data.data.map((c: Card) => c.id)).not.toContain(newest.id);
    expect(json(after).data.total).toBe(json(first).data.total - 1);

    // a write straight to the database (another module, another process) also changes the version
    await db.updateTable("packages").set({ active: 1 }).where("id", "=", newest.id).execute();
    const restored = await call("GET", url, client);
    expect(json(restored).data.data[0].id).toBe(newest.id);
    expect(restored.body).toBe(first.body);
  });

  it("the admin package list answers from the cache per user and role, and follows writes", async () => {
    const url = "package/list?page=1&limit=20";
    const adminPage = await ok("GET", url, admin);
    expect(new Set(adminPage.data.map((c: Card) => c.partner_id)).size).toBeGreaterThan(1);
    // the same URL for a partner: its own packages only, never the admin's cached answer
    const partnerPage = await ok("GET", url, partner);
    expect(partnerPage.data.every((c: Card) => c.partner_id === 1)).toBe(true);
    expect(partnerPage.total).toBeLessThan(adminPage.total);
    const target = partnerPage.data[0] as Card & { status: string };
    await ok("POST", "package/change/status", admin, { package_id: target.id, status: "Pending" });
    const after = await ok("GET", `${url}&status=Pending`, partner);
    expect(after.data.map((c: Card) => c.id)).toContain(target.id);
    expect((await ok("GET", url, admin)).data.find((c: Card) => c.id === target.id).status).toBe("Pending");
    await ok("POST", "package/change/status", admin, { package_id: target.id, status: target.status });
  });

  it("a second API process on the same database sees a write of the first at once", async () => {
    const db2 = createDb(config);
    const app2 = buildApp({ config, db: db2, logger: false });
    await app2.ready();
    try {
      const client2 = await clientToken(app2);
      const get2 = async (url: string) =>
        json(await app2.inject({ method: "GET", url: `/api/v2/${url}`, headers: bearer(client2) })).data;
      const before = await get2("web/partner/list?limit=-1");
      const sparkle = before.data.find((p: { id: number }) => p.id === 1);
      const target = (await ok("GET", "package/web/list?partner_id=1&limit=1", client)).data[0] as Card;
      await ok("POST", "package/update/status", partner, { package_id: target.id, active: 0 });
      const after = await get2("web/partner/list?limit=-1");
      expect(after.data.find((p: { id: number }) => p.id === 1).package_count).toBe(sparkle.package_count - 1);
      await ok("POST", "package/update/status", partner, { package_id: target.id, active: 1 });
      expect((await get2("web/partner/list?limit=-1")).data.find((p: { id: number }) => p.id === 1)).toEqual(sparkle);
    } finally {
      await app2.close();
      await db2.destroy();
    }
  });

  it("at a few thousand packages: limit=-1 answers, search finds English and Arabic names, totals stay exact", async () => {
    await seedScale(db, 3000);
    // the stored partner counts were recomputed after the bulk insert
    const { shown, actual } = await packageCounts();
    expect(shown).toBe(actual);
    // every package public, so the public list holds more rows than the cap (a bulk write, as seedScale does)
    await db.updateTable("packages").set({ status: "Approved", active: 1 }).execute();
    const counted = Number(
      (
        await db
          .selectFrom("packages as pk")
          .innerJoin("partners as p", "p.id", "pk.partner_id")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("p.status", "=", "active")
          .where("pk.deleted_at", "is", null)
          .executeTakeFirstOrThrow()
      ).n,
    );

    const all = await ok("GET", "package/web/list?limit=-1", client);
    expect(all.total).toBe(counted);
    expect(all.data).toHaveLength(PUBLIC_LIST_CAP);
    expect(all).toMatchObject({ current_page: 1, per_page: PUBLIC_LIST_CAP, last_page: Math.ceil(counted / 1000) });
    const last = await ok("GET", `package/web/list?limit=-1&page=${all.last_page}`, client);
    expect(last.data).toHaveLength(counted - (all.last_page - 1) * PUBLIC_LIST_CAP);
    const staff = await ok("GET", "package/list?limit=-1", admin);
    expect(staff.data).toHaveLength(Math.min(5000, staff.total));
    // search: English substring (any case), Arabic substring, a serial inside a name, a short text
    const expectMatches = async (text: string, test: (c: Card) => boolean) => {
      const res = await ok("GET", `package/web/list?limit=-1&search=${encodeURIComponent(text)}`, client);
      const rows = await db
        .selectFrom("packages")
        .select(["id", "name_en", "name_ar"])
        .where("deleted_at", "is", null)
        .execute();
      const expected = rows.filter((r) => test(r as Card)).length;
      expect(res.total, text).toBe(expected);
      expect(res.total, text).toBeGreaterThan(0);
      for (const c of res.data as Card[]) expect(test(c), `${text}: ${c.name_en}`).toBe(true);
      return res;
    };
    await expectMatches("CLEANING", (c) => c.name_en.toLowerCase().includes("cleaning"));
    await expectMatches("تنظيف", (c) => c.name_ar.includes("تنظيف"));
    await expectMatches("00042", (c) => c.name_en.includes("00042") || c.name_ar.includes("00042"));
    await expectMatches("AC", (c) => c.name_en.toLowerCase().includes("ac") || c.name_ar.includes("AC"));
    // the admin list searches the same names, and the partner's name
    const admins = await ok("GET", "package/list?search=sparkle&limit=5", admin);
    expect(admins.total).toBeGreaterThan(0);
    const ids = await db.selectFrom("partners").select("id").where("name_en", "like", "%sparkle%").execute();
    for (const c of admins.data as Card[]) expect(ids.map((r) => r.id)).toContain(c.partner_id);
    // a quote in the text is not FTS syntax
    expect((await call("GET", `package/web/list?search=${encodeURIComponent('"clean')}`, client)).statusCode).toBe(200);
    // deep pages add up to the total
    const p1 = await ok("GET", "package/web/list?search=clean&limit=1000&page=1", client);
    const p2 = await ok("GET", "package/web/list?search=clean&limit=1000&page=2", client);
    expect(new Set([...p1.data, ...p2.data].map((c: Card) => c.id)).size).toBe(
      Math.min(p1.total, p1.data.length + p2.data.length),
    );
  }, 120_000);
});
