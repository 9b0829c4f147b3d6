/**
 * The same core flows on PostgreSQL. Runs only when TEST_DATABASE_URL points at a disposable database
 * (its public schema is dropped and recreated), e.g.
 *   TEST_DATABASE_URL=postgres://khidma@127.0.0.1:55432/khidma_test npm run test:pg
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { createDb, type Database } from "../../server/src/db/database.js";
import { MIGRATIONS, migrateToLatest } from "../../server/src/db/migrations/index.js";
import { DEMO_ACCOUNTS, isDatabaseEmpty, seed } from "../../server/src/db/seed.js";
import { seedScale } from "../../server/src/db/seed-scale.js";
import { bearer, clientToken, json, login, type TestApp } from "../server/helpers.js";

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error("Set TEST_DATABASE_URL to a disposable PostgreSQL database (see npm run test:pg)");

/** Packages and bookings added by the volume seed, so lists are searched, sorted and paged over a few hundred rows. */
const SCALE = 300;

// A shared machine may run other suites at the same time: the list tests make many requests over a few hundred rows.
describe("PostgreSQL", { timeout: 60_000 }, () => {
  let db: Database;
  let app: TestApp;
  let dataDir: string;
  let admin: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-pg-"));
    const config = {
      ...loadConfig({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        STATIC_DIR: "/nonexistent",
        LOG_LEVEL: "silent",
        DEMO_MODE: "true",
      }),
    };
    db = createDb(config);
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    // every migration, in order, applies on PostgreSQL (and a second run applies none)
    const names = MIGRATIONS.map(([name]) => name);
    expect(names.slice(0, 2)).toEqual(["001_core", "002_catalog"]);
    expect([...names].sort()).toEqual(names);
    expect(await migrateToLatest(db, "postgres")).toEqual(names);
    expect(await migrateToLatest(db, "postgres")).toEqual([]);
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seed(db);
    await seed(db);
    const scaled = await seedScale(db, SCALE, { driver: "postgres" });
    expect(scaled).toMatchObject({ packages: SCALE, bookings: SCALE });
    app = buildApp({ config, db, logger: false }) as unknown as TestApp;
    await app.ready();
    admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  }, 120_000); // migrations, two seeds and the volume seed
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: object, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...bearer(token), "accept-language": lang },
      ...(payload ? { payload } : {}),
    });
  /** The envelope's data of a call that must answer `status` (200 by default). */
  const ok = async (method: "GET" | "POST" | "DELETE", url: string, token = admin, payload?: object, status = 200) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 500)}`).toBe(status);
    return json(res).data;
  };
  const ids = (page: { data: { id: number }[] }) => page.data.map((r) => r.id);
  /** Every row of a list, fetched page by page: pages must not overlap and must add up to `limit=-1`. */
  const pagedMatchesAll = async (url: string, size: number) => {
    const all = await ok("GET", `${url}&limit=-1`);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / size); page += 1) {
      const part = await ok("GET", `${url}&limit=${size}&page=${page}`);
      expect(part).toMatchObject({ total: all.total, current_page: page, per_page: size });
      paged.push(...ids(part));
    }
    expect(paged).toEqual(ids(all));
    return all;
  };
  const isSorted = <T>(values: T[], dir: "asc" | "desc") =>
    values.every((v, i) => i === 0 || (dir === "asc" ? values[i - 1] <= v : values[i - 1] >= v));

  it("seeds once and signs every demo account in", async () => {
    const emails = (await db.selectFrom("users").select("email").execute()).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
    expect(new Set(emails).size).toBe(emails.length);
    const tech = await login(app, "tech@khidma.test", "Tech#2026");
    expect(tech.default_role).toBe("Technician");
    expect(tech.user.partner_details.id).toEqual(expect.any(Number));
    const applicant = await login(app, "applicant@khidma.test", "Applicant#2026");
    expect(applicant.user.partner_details).toEqual({ id: null, name_en: null, name_ar: null });
  });

  it("serves configuration, settings, registration and logout", async () => {
    const conf = await app.inject({
      method: "GET",
      url: "/api/v2/get-configurations",
      headers: bearer(await clientToken(app)),
    });
    expect(json(conf).data.master_setting.support_email).toBe("support@khidma.ae");
    const admin = await login(app, "admin@khidma.test", "Admin#2026");
    const settings = await app.inject({ method: "GET", url: "/api/v2/settings", headers: bearer(admin.access_token) });
    expect(json(settings).data.pricing_and_taxes.vat_percentage).toBe(5);
    const reg = await app.inject({
      method: "POST",
      url: "/api/v2/register",
      payload: {
        first_name: "Pg",
        last_name: "User",
        email: "pg@example.ae",
        phone: "0559990000",
        password: "Welcome2026",
        password_confirmation: "Welcome2026",
      },
    });
    expect(reg.statusCode).toBe(201);
    const verify = await app.inject({
      method: "POST",
      url: "/api/v2/register/verify-otp",
      payload: { phone: "0559990000", otp: "123456" },
    });
    expect(json(verify).data.default_role).toBe("User");
    const out = await app.inject({ method: "POST", url: "/api/v2/user/logout", headers: bearer(admin.access_token) });
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ method: "GET", url: "/api/v2/user/me", headers: bearer(admin.access_token) });
    expect(me.statusCode).toBe(401);
  });
  it("takes a partner application through every step, submit and admin approval", async () => {
    const applicant = (await login(app, "applicant@khidma.test", "Applicant#2026")).access_token;
    const draft = await ok("GET", "partner/application/current", applicant);
    expect(draft).toMatchObject({ status: "draft", current_step: 0 });
    const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await ok("POST", "partner/application/step/company", applicant, {
      legal_name_en: "Pearl Gulf Technical Services LLC",
      legal_name_ar: "بيرل الخليج للخدمات الفنية ذ.م.م",
      trade_license_number: "cn-7654321",
      trade_license_expiry: expiry,
      company_type: "llc",
    });
    await ok("POST", "partner/application/step/contact-bank", applicant, {
      contact_person: "Omar Saeed",
      contact_phone: "055 444 5566",
      contact_email: "omar@pearlgulf.ae",
      bank_name: "Emirates NBD",
      iban: "AE07 0331 2345 6789 0123 456",
      account_name: "Pearl Gulf Technical Services LLC",
    });
    // documents: multipart uploads (no TRN: the trade licence and the owner's Emirates ID)
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    for (const type of ["trade_license", "owner_emirates_id"]) {
      const boundary = `----khidma-pg-${type}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${type}.pdf"\r\n` +
            "Content-Type: application/pdf\r\n\r\n",
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await app.inject({
        method: "POST",
        url: "/api/v2/partner/application/document",
        headers: { ...bearer(applicant), "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const communities = (await db.selectFrom("communities").select("id").orderBy("id").limit(3).execute()).map(
      (c) => c.id,
    );
    const categories = (await db.selectFrom("categories").select("id").orderBy("id").limit(2).execute()).map(
      (c) => c.id,
    );
    await ok("POST", "partner/application/step/areas", applicant, { community_ids: communities });
    const saved = await ok("POST", "partner/application/step/services", applicant, {
      services: [
        {
          category_id: categories[0],
          name_en: "AC service",
          name_ar: "صيانة المكيف",
          price: 150,
          duration_minutes: 60,
        },
        {
          category_id: categories[1],
          name_en: "Duct cleaning",
          name_ar: "تنظيف الدكت",
          price: "420.50",
          duration_minutes: 240,
        },
      ],
    });
    expect(saved).toMatchObject({
      steps: { company: true, contact_bank: true, documents: true, areas: true, services: true },
      current_step: 5,
    });
    const submitted = await ok("POST", "partner/application/submit", applicant, { comment: "Ready" });
    expect(submitted).toMatchObject({ status: "submitted", is_editable: false, submitted_at: expect.any(String) });

    // the admin finds it among the submitted ones (search, sort), then approves it
    const list = await ok(
      "GET",
      "admin/application/list?status=submitted&search=PEARL&sortKey=submitted_at&sortVal=desc",
    );
    expect(list.data.map((a: { id: number }) => a.id)).toEqual([draft.id]);
    const drafts = await ok("GET", "admin/application/list?status=draft&sortKey=legal_name_en&limit=-1");
    expect(drafts.data.every((a: { status: string }) => a.status === "draft")).toBe(true);
    const approved = await ok("POST", `admin/application/approve/${draft.id}`, admin, { comment: "Welcome" });
    expect(approved).toMatchObject({ status: "approved", partner_id: expect.any(Number) });
    const partner = await db
      .selectFrom("partners")
      .select(["name_en", "slug", "status", "phone"])
      .where("id", "=", approved.partner_id)
      .executeTakeFirstOrThrow();
    expect(partner).toEqual({
      name_en: "Pearl Gulf Technical Services LLC",
      slug: "pearl-gulf-technical-services-llc",
      status: "active",
      phone: "+971554445566",
    });
    const offered = await db
      .selectFrom("services")
      .select(["price_fils", "active"])
      .where("partner_id", "=", approved.partner_id)
      .orderBy("id")
      .execute();
    expect(offered).toEqual([
      { price_fils: 15000, active: 1 },
      { price_fils: 42050, active: 1 },
    ]);
    const me = await ok("GET", "user/me", applicant);
    expect(me.user.partner_details.id).toBe(approved.partner_id);
    expect((await call("POST", `admin/application/approve/${draft.id}`, admin)).statusCode).toBe(422);
  });

  it(`searches, sorts and pages ${SCALE}+ packages`, async () => {
    const rows = await db
      .selectFrom("packages as pk")
      .innerJoin("partners as p", "p.id", "pk.partner_id")
      .select([
        "pk.id",
        "pk.name_en",
        "pk.name_ar",
        "pk.status",
        "pk.active",
        "pk.updated_at",
        "pk.visits_per_month",
        "p.name_en as partner",
      ])
      .where("pk.deleted_at", "is", null)
      .execute();
    expect(rows.length).toBeGreaterThan(SCALE);
    const byIdDesc = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => b - a);

    // admin: every package, id descending by default
    const first = await ok("GET", "package/list");
    expect(first).toMatchObject({ total: rows.length, per_page: 10, current_page: 1 });
    expect(ids(first)).toEqual(byIdDesc(rows).slice(0, 10));
    // search is case-insensitive on both engines (lower(...) like), over the package and partner names
    const hits = rows.filter((r) =>
      [r.name_en.toLowerCase(), r.name_ar, r.partner.toLowerCase()].some((t) => t.includes("clean")),
    );
    expect(hits.length).toBeGreaterThan(10);
    const found = await pagedMatchesAll("package/list?search=CLEAN", 25);
    expect(found.total).toBe(hits.length);
    expect(ids(found)).toEqual(byIdDesc(hits));
    const arabic = rows.filter((r) => r.name_ar.includes("تنظيف"));
    expect(arabic.length).toBeGreaterThan(0);
    const arabicFound = await ok("GET", `package/list?search=${encodeURIComponent("تنظيف")}&limit=-1`);
    expect(ids(arabicFound)).toEqual(byIdDesc(arabic));

    // sorts: ties broken by id (descending), pages never overlap
    const byUpdated = await pagedMatchesAll("package/list?sortKey=updated_at&sortVal=desc", 40);
    const updated = new Map(rows.map((r) => [r.id, r.updated_at]));
    expect(
      isSorted(
        ids(byUpdated).map((id) => updated.get(id)),
        "desc",
      ),
    ).toBe(true);
    const byName = await pagedMatchesAll("package/list?search=clean&sortKey=name&sortVal=asc", 15);
    // names compare under the database's collation: the expected order comes from the database too
    const expected = await db
      .selectFrom("packages")
      .select("id")
      .where("id", "in", ids(found))
      .orderBy("name_en", "asc")
      .orderBy("id", "desc")
      .execute();
    expect(ids(byName)).toEqual(expected.map((r) => r.id));
    const visits = await pagedMatchesAll("package/list?sortKey=visits_per_month&sortVal=asc", 60);
    const perMonth = new Map(rows.map((r) => [r.id, Number(r.visits_per_month)]));
    const visitIds = ids(visits);
    expect(
      isSorted(
        visitIds.map((id) => perMonth.get(id) ?? 0),
        "asc",
      ),
    ).toBe(true);
    // equal values: id descending
    for (let i = 1; i < visitIds.length; i += 1)
      if (perMonth.get(visitIds[i - 1]) === perMonth.get(visitIds[i]))
        expect(visitIds[i - 1]).toBeGreaterThan(visitIds[i]);

    // the storefront: Approved and active only, id descending, the same search
    const client = await clientToken(app);
    const visible = rows.filter((r) => r.status === "Approved" && Number(r.active) === 1);
    const web = await ok("GET", "package/web/list?limit=-1", client);
    expect(ids(web)).toEqual(byIdDesc(visible));
    const webSearch = await ok("GET", "package/web/list?search=Clean&page=2&limit=5", client);
    const visibleHits = visible.filter((r) => [r.name_en.toLowerCase(), r.name_ar].some((t) => t.includes("clean")));
    expect(webSearch.total).toBe(visibleHits.length);
    expect(ids(webSearch)).toEqual(byIdDesc(visibleHits).slice(5, 10));
  });

  it("lists admin appointments by status with the tabs' counts", async () => {
    const rows = await db.selectFrom("bookings").select(["id", "status", "scheduled_at"]).execute();
    expect(rows.length).toBeGreaterThan(SCALE);
    const all = await ok("GET", "admin/booking/list");
    expect(all.total).toBe(rows.length);
    expect(all.status_counts.all).toBe(rows.length);
    for (const status of ["completed", "cancelled", "requested"]) {
      const expected = rows.filter((r) => r.status === status);
      expect(all.status_counts[status]).toBe(expected.length);
      const list = await pagedMatchesAll(`admin/booking/list?status=${status}`, 50);
      expect(list.total).toBe(expected.length);
      expect(list.status_counts.all).toBe(rows.length);
      expect(ids(list)).toEqual(expected.map((r) => r.id).sort((a, b) => b - a));
    }
    const byTime = await ok("GET", "admin/booking/list?status=completed&sortKey=scheduled_at&sortVal=asc&limit=-1");
    expect(
      isSorted(
        byTime.data.map((b: { scheduled_at: string }) => b.scheduled_at),
        "asc",
      ),
    ).toBe(true);
    const search = await ok("GET", `admin/booking/list?search=${encodeURIComponent(all.data[0].number)}`);
    expect(ids(search)).toContain(all.data[0].id);
    // a customer's name: every booking of theirs, the tabs counted per status
    const customer = await db
      .selectFrom("users")
      .select(["id", "last_name"])
      .where("email", "=", "customer@khidma.test")
      .executeTakeFirstOrThrow();
    const theirs = await db
      .selectFrom("bookings")
      .select(["id", "status"])
      .where("user_id", "=", customer.id)
      .execute();
    const named = await pagedMatchesAll(`admin/booking/list?search=${encodeURIComponent(customer.last_name)}`, 50);
    expect(ids(named)).toEqual(expect.arrayContaining(theirs.map((r) => r.id)));
    expect(named.total).toBe(ids(named).length);
    const tabs = Object.entries(named.status_counts).filter(([k]) => k !== "all");
    expect(tabs.reduce((a, [, n]) => a + Number(n), 0)).toBe(named.total);
    expect(named.status_counts.completed).toBeGreaterThanOrEqual(theirs.filter((r) => r.status === "completed").length);
  });

  it("answers the admin dashboard with figures that agree with the rows", async () => {
    const d = await ok("GET", "admin/dashboard");
    expect(d.series).toHaveLength(30);
    const start = new Date(Date.parse(`${d.range.from}T00:00:00Z`) - 4 * 3_600_000).toISOString();
    const bookings = await db.selectFrom("bookings").select(["created_at"]).where("created_at", ">=", start).execute();
    expect(d.bookings.total).toBe(bookings.length);
    expect(d.bookings.total).toBeGreaterThan(0);
    expect(d.bookings.by_status.reduce((a: number, s: { count: number }) => a + s.count, 0)).toBe(d.bookings.total);
    // the daily series buckets by the Dubai calendar day (to_char ... at time zone 'Asia/Dubai' on PostgreSQL)
    const dubaiDay = (iso: string) => new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(0, 10);
    const perDay = new Map<string, number>();
    for (const b of bookings) perDay.set(dubaiDay(b.created_at), (perDay.get(dubaiDay(b.created_at)) ?? 0) + 1);
    for (const s of d.series) expect(s.bookings, s.date).toBe(perDay.get(s.date) ?? 0);
    // revenue: paid orders but wallet top-ups, by the Dubai day they were paid
    const orders = await db.selectFrom("orders").select(["kind", "status", "total_fils", "paid_at"]).execute();
    const paid = orders.filter((o) => o.status === "paid" && o.kind !== "topup" && o.paid_at && o.paid_at >= start);
    const revenuePerDay = new Map<string, number>();
    for (const o of paid) {
      const day = dubaiDay(o.paid_at as string);
      revenuePerDay.set(day, (revenuePerDay.get(day) ?? 0) + Number(o.total_fils));
    }
    const gross = paid.reduce((a, o) => a + Number(o.total_fils), 0);
    expect(d.revenue.orders).toBe(paid.length);
    expect(d.revenue.total).toBeCloseTo(gross / 100, 2);
    for (const s of d.series) expect(s.revenue, s.date).toBeCloseTo((revenuePerDay.get(s.date) ?? 0) / 100, 2);
    const pending = await db
      .selectFrom("partner_applications")
      .select("id")
      .where("status", "in", ["submitted", "under-review"])
      .execute();
    expect(d.applications.pending).toBe(pending.length);
    expect(d.top_categories.length).toBeGreaterThan(0);
    expect(
      isSorted(
        d.top_categories.map((c: { bookings: number }) => c.bookings),
        "desc",
      ),
    ).toBe(true);
    expect(d.packages.sold).toBeGreaterThan(0);
    const yearFrom = new Date(Date.parse(`${d.range.to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const year = await ok("GET", `admin/dashboard?from=${yearFrom}&to=${d.range.to}`);
    expect(year.series).toHaveLength(365);
    expect(year.bookings.total).toBeGreaterThanOrEqual(d.bookings.total);
  });

  it("updates a role's permission matrix; the holder's next request follows it", async () => {
    const role = await ok(
      "POST",
      "role/create",
      admin,
      { name: "PG matrix", type: "internal", permissions: ["read-user"] },
      201,
    );
    const body = {
      first_name: "Pg",
      last_name: "Staff",
      email: "pg.staff@khidma.test",
      phone: "+971550000991",
      password: "Staff#2026a",
      password_confirmation: "Staff#2026a",
      role_ids: [role.id],
    };
    await ok("POST", "user/create", admin, body, 201);
    const token = (await login(app, body.email, body.password)).access_token;
    expect((await call("GET", "user/list", token)).statusCode).toBe(200);
    expect((await call("GET", "role/list", token)).statusCode).toBe(403);
    const updated = await ok("POST", "manage-role-permissions", admin, {
      role_id: role.id,
      permissions: ["read-role", "read-role", "read-dashboard"],
    });
    expect(updated).toMatchObject({ id: role.id, permission_count: 2 });
    expect([...updated.permissions].sort()).toEqual(["read-dashboard", "read-role"]);
    expect((await call("GET", "role/list", token)).statusCode).toBe(200);
    expect((await call("GET", "user/list", token)).statusCode).toBe(403);
    const roles = await ok("GET", "role/list?sortKey=permission_count&sortVal=desc&limit=-1");
    expect(
      isSorted(
        roles.data.map((r: { permission_count: number }) => r.permission_count),
        "desc",
      ),
    ).toBe(true);
    expect(roles.data.find((r: { id: number }) => r.id === role.id)).toMatchObject({
      permission_count: 2,
      user_count: 1,
    });
    const users = await ok("GET", "user/list?sortKey=last_login_at&sortVal=desc&limit=-1");
    const logins = users.data.map((u: { last_login_at: string | null }) => u.last_login_at);
    // NULLs sort lowest on both engines (last when descending)
    expect(logins.indexOf(null)).toBeGreaterThan(0);
    expect(logins.slice(logins.indexOf(null)).every((v: string | null) => v === null)).toBe(true);
    const adminRole = (await ok("GET", "role/list?search=admin&limit=-1")).data.find(
      (r: { name: string }) => r.name === "Admin",
    );
    const fixed = await call("POST", "manage-role-permissions", admin, { role_id: adminRole.id, permissions: [] });
    expect(fixed.statusCode).toBe(422);
  });

  it("lists, creates and deletes service areas and communities", async () => {
    const emirates = await ok("GET", "service-area/emirate/list");
    expect(emirates).toHaveLength(7);
    const dubai = emirates.find((e: { slug: string }) => e.slug === "dubai");
    const areas = await pagedMatchesAll(`service-area/area/list?emirate_id=${dubai.id}`, 3);
    expect(areas.total).toBe(dubai.area_count);
    const byCount = await ok("GET", "service-area/area/list?sortKey=community_count&sortVal=desc&limit=-1");
    expect(
      isSorted(
        byCount.data.map((a: { community_count: number }) => a.community_count),
        "desc",
      ),
    ).toBe(true);
    const marina = (await ok("GET", "service-area/area/list?search=MARINA")).data[0];
    expect(marina).toMatchObject({ slug: "dubai-marina", emirate_name: "Dubai" });
    const communities = await pagedMatchesAll(`service-area/community/list?area_id=${marina.id}`, 2);
    expect(communities.data.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining(["dubai-marina", "jlt"]),
    );
    const byPartners = await ok("GET", "service-area/community/list?sortKey=partner_count&sortVal=desc&limit=-1");
    expect(
      isSorted(
        byPartners.data.map((c: { partner_count: number }) => c.partner_count),
        "desc",
      ),
    ).toBe(true);
    const byEmirate = await pagedMatchesAll("service-area/community/list?sortKey=emirate&sortVal=asc", 20);
    expect(byEmirate.total).toBe(
      Number(
        (
          await db
            .selectFrom("communities")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

    const area = await ok(
      "POST",
      "service-area/area/create",
      admin,
      { emirate_id: dubai.id, name_en: "Pg Reef", name_ar: "الريف" },
      201,
    );
    expect(area).toMatchObject({ slug: "pg-reef", community_count: 0 });
    const community = await ok(
      "POST",
      "service-area/community/create",
      admin,
      {
        emirate_id: dubai.id,
        area_id: area.id,
        name_en: "Pg Reef Villas",
        name_ar: "فلل الريف",
        latitude: 25.1,
        longitude: 55.2,
      },
      201,
    );
    expect(community).toMatchObject({ area_id: area.id, partner_count: 0 });
    expect((await ok("GET", `service-area/area/list?search=pg%20reef`)).data[0]).toMatchObject({
      id: area.id,
      community_count: 1,
    });
    expect((await call("DELETE", `service-area/area/delete/${area.id}`, admin)).statusCode).toBe(422);
    await ok("DELETE", `service-area/community/delete/${community.id}`);
    await ok("DELETE", `service-area/area/delete/${area.id}`);
  });

  it("shows a staff reply on the public reviews", async () => {
    // the newest visible review of a service that has no reply yet (the seed answers some reviews itself, and which
    // are newest moves with the date the seed ran)
    const review = await db
      .selectFrom("reviews")
      .select(["id", "service_id"])
      .where("is_visible", "=", 1)
      .where("service_id", "is not", null)
      .where("reply", "is", null)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const client = await clientToken(app);
    const path = `reviews/list?service_id=${review.service_id}&limit=-1`;
    const unreplied = (answer: { data: Array<{ reply: string | null }> }) =>
      answer.data.filter((r) => r.reply === null).length;
    const before = await ok("GET", path, client);
    await ok("POST", `admin/review/reply/${review.id}`, admin, { reply: "Thank you!" });
    const list = await ok("GET", path, client);
    expect(list.data.find((r: { id: number }) => r.id === review.id)).toMatchObject({
      reply: "Thank you!",
      replied_at: expect.any(String),
    });
    expect(list.total).toBe(before.total);
    expect(unreplied(list)).toBe(unreplied(before) - 1);
  });

  it("a customer's review moves the figures at once; hidden, it leaves them; the partner replies (issue 16)", async () => {
    const customer = await login(app, "customer@khidma.test", "Customer#2026");
    const owner = await login(app, "partner@khidma.test", "Partner#2026");
    const booking = await db
      .selectFrom("bookings")
      .select(["id", "partner_id"])
      .where("user_id", "=", customer.user.id)
      .where("status", "=", "completed")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const figures = async () => {
      const p = await db
        .selectFrom("partners")
        .select(["average_rating", "rating_count", "rating_sum", "rating_1"])
        .where("id", "=", booking.partner_id)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom("reviews")
        .select("rating")
        .where("partner_id", "=", booking.partner_id)
        .where("is_visible", "=", 1)
        .execute();
      const sum = rows.reduce((s, r) => s + r.rating, 0);
      expect({ count: Number(p.rating_count), sum: Number(p.rating_sum) }).toEqual({ count: rows.length, sum });
      expect(Number(p.average_rating)).toBeCloseTo(rows.length ? sum / rows.length : 0, 2);
      return p;
    };
    const before = await figures();
    const review = await ok("POST", `customer/booking/review/${booking.id}`, customer.access_token, {
      rating: 1,
      comment: "Nobody came back about the stain.",
    });
    expect(review.partner.rating_count).toBe(Number(before.rating_count) + 1);
    expect(Number((await figures()).rating_1)).toBe(Number(before.rating_1) + 1);
    const again = await call("POST", `customer/booking/review/${booking.id}`, customer.access_token, { rating: 5 });
    expect(again.statusCode).toBe(422);
    await ok("POST", "admin/review/visibility", admin, { ids: [review.id], is_visible: 0 });
    expect(Number((await figures()).rating_count)).toBe(Number(before.rating_count));
    await ok("POST", "admin/review/visibility", admin, { ids: [review.id], is_visible: 1 });
    const page = await ok("GET", "partner/review/list?rating=1", owner.access_token);
    expect(page.data[0]).toMatchObject({ id: review.id, is_visible: true });
    expect(page.summary.distribution["1"]).toBe(Number((await figures()).rating_1));
    await ok("POST", `partner/review/reply/${review.id}`, owner.access_token, {
      reply: "We are sorry; we will call you.",
    });
    const details = await ok("GET", `customer/booking/details/${booking.id}`, customer.access_token);
    expect(details.review).toMatchObject({ rating: 1, partner_reply: "We are sorry; we will call you." });
  });
  it("a partner owner runs its team and week; the customer's dates and slots follow (issue 15)", async () => {
    const owner = await login(app, "partner@khidma.test", "Partner#2026");
    const sparkle = owner.user.partner_details.id as number;
    const customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;

    // the team: the owner adds a Dispatcher (its own company's copy of the role) and lists only its own people
    const dispatcher = await db
      .selectFrom("roles")
      .select("id")
      .where("partner_id", "=", sparkle)
      .where("name", "=", "Dispatcher")
      .executeTakeFirstOrThrow();
    const created = await ok(
      "POST",
      "user/create",
      owner.access_token,
      {
        first_name: "Pg",
        last_name: "Dispatcher",
        email: "pg.dispatcher@khidma.test",
        phone: "+971561230099",
        password: "Team#2026a",
        password_confirmation: "Team#2026a",
        role_ids: [dispatcher.id],
      },
      201,
    );
    const team = await ok("GET", "user/list?limit=-1", owner.access_token);
    expect(team.data.map((u: { id: number }) => u.id)).toContain(created.id);
    expect(team.data.every((u: { email: string }) => u.email !== "admin@khidma.test")).toBe(true);
    const technicians = await ok("GET", "partner/technician/list?limit=-1", owner.access_token);
    expect(technicians.total).toBeGreaterThan(0);

    // the week: 09:00-18:00 with a 13:00-14:00 break, Friday closed
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      is_closed: weekday === 5,
      opens_at: "09:00",
      closes_at: "18:00",
      breaks: weekday === 5 ? [] : [{ starts_at: "13:00", ends_at: "14:00" }],
      capacity: 2,
    }));
    await ok("POST", "partner/working-hours", owner.access_token, { days: week });
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const dates = async () =>
      (await ok("GET", `customer/booking/available-dates?partner_id=${sparkle}&from=${from}&days=10`, customer))
        .dates as Array<{ date: string; available: boolean; reason: string | null; holiday_name: string | null }>;
    const open = (await dates()).filter((d) => d.available);
    expect(open.length).toBeGreaterThan(0);
    const day = open[0].date;
    const slots = await ok(
      "GET",
      `customer/booking/time-slots?partner_id=${sparkle}&date=${day}&duration_minutes=60`,
      customer,
    );
    const times = slots.slots.map((s: { time: string }) => s.time);
    expect(times).toContain("12:00");
    expect(times).not.toContain("13:00");
    expect(times).not.toContain("08:00");

    // a holiday range closes its days for customers, and they open again once it is removed
    const holiday = await ok(
      "POST",
      "partner/holiday/create",
      owner.access_token,
      {
        start_date: day,
        end_date: day,
        title_en: "Team training",
        title_ar: "تدريب الفريق",
      },
      201,
    );
    expect((await dates()).find((d) => d.date === day)).toMatchObject({
      available: false,
      holiday_name: "Team training",
    });
    await ok("DELETE", `partner/holiday/delete/${holiday.id}`, owner.access_token);
    expect((await dates()).find((d) => d.date === day)?.available).toBe(true);

    // the public-holiday calendar is readable by the partner
    const publicHolidays = await ok("GET", "public-holiday/list?limit=-1", owner.access_token);
    expect(publicHolidays.total).toBeGreaterThan(0);
  });

  it("the partner ledger from the seeds and the volume seed: balances are the ledger's sums; replays add nothing (issue 17b)", async () => {
    const owner = await login(app, "partner@khidma.test", "Partner#2026");
    const sparkle = owner.user.partner_details.id as number;
    const sums = await db
      .selectFrom("ledger_entries")
      .select([
        "partner_id",
        (eb) => eb.fn.sum<string>("amount_fils").as("fils"),
        (eb) => eb.fn.countAll<string>().as("n"),
      ])
      .groupBy("partner_id")
      .execute();
    expect(sums.length).toBeGreaterThan(1);
    for (const s of sums.slice(0, 3)) {
      const balance = await ok("GET", `partner/balance?partner_id=${s.partner_id}`);
      expect(Math.round(balance.total * 100)).toBe(Number(s.fils));
      expect(Math.round((balance.pending + balance.available) * 100)).toBe(Number(s.fils));
    }
    const own = await ok("GET", "ledger/list?limit=-1&sortKey=amount&sortVal=asc", owner.access_token);
    expect(own.total).toBe(Number(sums.find((s) => Number(s.partner_id) === sparkle)?.n));
    expect(own.data.every((l: { partner_id: number }) => l.partner_id === sparkle)).toBe(true);
    expect(
      isSorted(
        own.data.map((l: { amount: number }) => l.amount),
        "asc",
      ),
    ).toBe(true);
    await pagedMatchesAll(`ledger/list?partner_id=${sparkle}&type=commission`, 7);
    // a restart's seed and backfill write nothing twice
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("ledger_entries")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seed(db);
    expect(await count()).toBe(before);
    const line = await ok("POST", "ledger/adjust", admin, {
      partner_id: sparkle,
      amount: -4.5,
      reason: "Parking fine",
    });
    expect(line).toMatchObject({ type: "adjustment", amount: -4.5, reason: "Parking fine" });
    const rates = await ok("GET", "commission/list?current=1");
    expect(rates.data).toContainEqual(expect.objectContaining({ scope: "default", rate: 15 }));
  });
});
