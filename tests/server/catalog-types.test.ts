import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Method = "GET" | "POST";

describe("company types and job types (issue 18a)", () => {
  let app: TestApp;
  let db: Database;
  let admin: string;
  let partner: string;
  let customer: string;
  let client: string;

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    [admin, partner, customer] = await Promise.all(
      [
        ["admin@khidma.test", "Admin#2026"],
        ["partner@khidma.test", "Partner#2026"],
        ["customer@khidma.test", "Customer#2026"],
      ].map(async ([email, password]) => (await login(app, email, password)).access_token),
    );
    client = await clientToken(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (method: Method, url: string, token: string | null, payload?: unknown, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const as = async (method: Method, url: string, payload?: unknown, status = 200) => {
    const res = await call(method, url, admin, payload);
    expect(res.statusCode, res.body).toBe(status);
    return json(res).data;
  };
  const auditRows = (entity: string, id: number) =>
    db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", entity)
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute();

  for (const [prefix, entity] of [
    ["company-type", "company_type"],
    ["job-type", "job_type"],
  ] as const) {
    describe(prefix, () => {
      const endpoints: Array<[Method, string, unknown?]> = [
        ["GET", `${prefix}/list`],
        ["GET", `${prefix}/details/1`],
        ["POST", `${prefix}/create`, { name_en: "X", name_ar: "س" }],
        ["POST", `${prefix}/update/1`, { name_en: "Y" }],
        ["POST", `${prefix}/status/1`, { status: "inactive" }],
      ];

      it("refuses a caller without a token (401) and partner, customer or guest roles (403)", async () => {
        for (const [method, url, body] of endpoints) {
          expect((await call(method, url, null, body)).statusCode, url).toBe(401);
          for (const token of [partner, customer, client]) {
            expect([401, 403], url).toContain((await call(method, url, token, body)).statusCode);
          }
          expect((await call(method, url, partner, body)).statusCode, url).toBe(403);
        }
      });

      it("creates with a derived key, lists, searches and reads it; audits the create", async () => {
        const a = await as("POST", `${prefix}/create`, { name_en: "Deep Clean & Co", name_ar: "تنظيف عميق" }, 201);
        expect(a).toMatchObject({
          key: "deep-clean-co",
          name: "Deep Clean & Co",
          name_en: "Deep Clean & Co",
          name_ar: "تنظيف عميق",
          status: "active",
        });
        expect(typeof a.created_at).toBe("string");
        const b = await as(
          "POST",
          `${prefix}/create`,
          { name_en: "Deep clean co!", name_ar: "تنظيف عميق ٢", status: "inactive" },
          201,
        );
        expect(b.key).toBe("deep-clean-co-2");
        expect(b.status).toBe("inactive");

        const list = await as("GET", `${prefix}/list?search=deep%20clean&per_page=1`);
        expect(list.total).toBe(2);
        expect(list.per_page).toBe(1);
        expect(list.last_page).toBe(2);
        expect(list.data).toHaveLength(1);
        const inactive = await as("GET", `${prefix}/list?search=deep&status=inactive`);
        expect(inactive.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
        const arabic = await as("GET", `${prefix}/list?search=${encodeURIComponent("تنظيف عميق ٢")}`);
        expect(arabic.data.map((r: { id: number }) => r.id)).toEqual([b.id]);

        const ar = json(await call("GET", `${prefix}/details/${a.id}`, admin, undefined, "ar")).data;
        expect(ar.name).toBe("تنظيف عميق");
        expect((await call("GET", `${prefix}/details/999999`, admin)).statusCode).toBe(404);

        const rows = await auditRows(entity, a.id);
        expect(rows.map((r) => r.action)).toEqual(["create"]);
        expect(JSON.parse(rows[0].after_json ?? "{}").name_en).toBe("Deep Clean & Co");
      });

      it("answers 422 with field errors in English and Arabic; duplicate names are refused", async () => {
        const empty = await call("POST", `${prefix}/create`, admin, { name_en: " ", status: "sleeping" });
        expect(empty.statusCode).toBe(422);
        const body = json(empty);
        const errors = body.errors as Record<string, string[]>;
        expect(Object.keys(errors).sort()).toEqual(["name_ar", "name_en", "status"]);

        await as("POST", `${prefix}/create`, { name_en: "Unique One", name_ar: "فريد" }, 201);
        const dupEn = await call("POST", `${prefix}/create`, admin, { name_en: "unique one", name_ar: "آخر" });
        expect(dupEn.statusCode).toBe(422);
        expect(json(dupEn).errors.name_en[0]).toMatch(/English name already exists/);
        const dupAr = await call("POST", `${prefix}/create`, admin, { name_en: "Other", name_ar: "فريد" }, "ar");
        expect(dupAr.statusCode).toBe(422);
        expect(json(dupAr).errors.name_ar[0]).toMatch(/بالاسم العربي نفسه/);

        const badStatus = await call("POST", `${prefix}/status/1`, admin, {});
        expect(badStatus.statusCode).toBe(422);
        expect(json(badStatus).errors.status).toBeDefined();
      });

      it("updates names (never the key), toggles status, and audits both", async () => {
        const t = await as("POST", `${prefix}/create`, { name_en: "Renamable", name_ar: "قابل" }, 201);
        const other = await as("POST", `${prefix}/create`, { name_en: "Taken Name", name_ar: "مأخوذ" }, 201);
        const u = await as("POST", `${prefix}/update/${t.id}`, { name_en: "Renamed" });
        expect(u).toMatchObject({ key: "renamable", name_en: "Renamed", name_ar: "قابل" });
        // its own names are not duplicates of itself
        await as("POST", `${prefix}/update/${t.id}`, { name_en: "Renamed", name_ar: "قابل" });
        const dup = await call("POST", `${prefix}/update/${t.id}`, admin, { name_en: other.name_en });
        expect(dup.statusCode).toBe(422);
        expect((await call("POST", `${prefix}/update/999999`, admin, { name_en: "Z" })).statusCode).toBe(404);

        const off = await as("POST", `${prefix}/status/${t.id}`, { status: "inactive" });
        expect(off.status).toBe("inactive");
        const on = await as("POST", `${prefix}/status/${t.id}`, { status: "active" });
        expect(on.status).toBe("active");
        const rows = await auditRows(entity, t.id);
        expect(rows.map((r) => r.action)).toEqual(["create", "update", "update", "status", "status"]);
        expect(JSON.parse(rows[3].before_json ?? "{}")).toEqual({ status: "active" });
        expect(JSON.parse(rows[3].after_json ?? "{}")).toEqual({ status: "inactive" });
      });
    });
  }

  it("starts with the seed job types, and the demo cleaning services are classified", async () => {
    const keys = (await as("GET", "job-type/list?limit=100")).data.map((r: { key: string }) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining(["cleaning", "ac-maintenance", "plumbing", "pest-control", "electrical"]),
    );
    const cleaning = await db
      .selectFrom("services as s")
      .innerJoin("categories as c", "c.id", "s.category_id")
      .innerJoin("job_types as j", "j.id", "s.job_type_id")
      .select(["j.key"])
      .where("c.slug", "=", "home-cleaning")
      .execute();
    expect(cleaning.length).toBeGreaterThan(0);
    expect(new Set(cleaning.map((r) => r.key))).toEqual(new Set(["cleaning"]));
  });

  it("job types keep optional descriptions in both languages", async () => {
    const j = await as(
      "POST",
      "job-type/create",
      { name_en: "Glass work", name_ar: "أعمال الزجاج", description_en: "Windows", description_ar: "نوافذ" },
      201,
    );
    expect(j).toMatchObject({ description: "Windows", description_en: "Windows", description_ar: "نوافذ" });
    // an update leaves out what it does not name, and clears a description given as "" or null
    const kept = await as("POST", `job-type/update/${j.id}`, { name_en: "Glass and mirrors" }, 200);
    expect(kept).toMatchObject({ name_en: "Glass and mirrors", description_en: "Windows", description_ar: "نوافذ" });
    const cleared = await as("POST", `job-type/update/${j.id}`, { description_en: "", description_ar: null }, 200);
    expect(cleared).toMatchObject({ description: null, description_en: null, description_ar: null });
    const details = await as("GET", `job-type/details/${j.id}`, undefined, 200);
    expect(details).toMatchObject({ description_en: null, description_ar: null });
  });

  it("services take an active job type and return it; the appointment lists filter by it", async () => {
    const jt = await as("POST", "job-type/create", { name_en: "Sofa care", name_ar: "العناية بالكنب" }, 201);
    const off = await as(
      "POST",
      "job-type/create",
      { name_en: "Retired work", name_ar: "عمل متوقف", status: "inactive" },
      201,
    );
    const body = { category_id: 1, name_en: "Sofa shampoo", name_ar: "غسيل الكنب", price: 210, duration_minutes: 60 };
    const bad = await call("POST", "partner/service/create", partner, { ...body, job_type_id: off.id });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.job_type_id).toBeDefined();
    const created = json(await call("POST", "partner/service/create", partner, { ...body, job_type_id: jt.id }));
    expect(created.data).toMatchObject({ job_type_id: jt.id, job_type: "Sofa care" });
    const ar = json(await call("GET", `partner/service/details/${created.data.id}`, partner, undefined, "ar"));
    expect(ar.data.job_type).toBe("العناية بالكنب");
    // the update body replaces the service: without job_type_id it has none
    const kept = json(
      await call("POST", `partner/service/update/${created.data.id}`, partner, { ...body, job_type_id: jt.id }),
    );
    expect(kept.data.job_type_id).toBe(jt.id);
    const cleared = json(await call("POST", `partner/service/update/${created.data.id}`, partner, body));
    expect(cleared.data.job_type_id).toBeNull();

    // classify a service that has bookings; the lists return exactly the bookings with it among their items
    const item = await db
      .selectFrom("booking_items as bi")
      .innerJoin("bookings as b", "b.id", "bi.booking_id")
      .select(["bi.service_id", "b.partner_id"])
      .where("bi.service_id", "is not", null)
      .where("b.partner_id", "=", 1)
      .executeTakeFirstOrThrow();
    await db.updateTable("services").set({ job_type_id: jt.id }).where("id", "=", item.service_id!).execute();
    const expected = (
      await db
        .selectFrom("booking_items")
        .select("booking_id")
        .distinct()
        .where("service_id", "=", item.service_id!)
        .execute()
    )
      .map((r) => r.booking_id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);
    const adminList = await as("GET", `admin/booking/list?job_type_id=${jt.id}&limit=1000`);
    expect(ids(adminList.data)).toEqual(expected);
    const partnerList = json(await call("GET", `partner/booking/list?job_type_id=${jt.id}&limit=1000`, partner)).data;
    expect(ids(partnerList.data)).toEqual(expected);
    const none = await as("GET", `admin/booking/list?job_type_id=${off.id}`);
    expect(none.total).toBe(0);
  });

  it("the onboarding list shows active company types only; a deactivated one disappears", async () => {
    const t = await as("POST", "company-type/create", { name_en: "Free Zone Branch", name_ar: "فرع منطقة حرة" }, 201);
    const keys = async () =>
      json(await call("GET", "partner/company-types", client)).data.map((r: { key: string }) => r.key) as string[];
    expect(await keys()).toContain(t.key);
    await as("POST", `company-type/status/${t.id}`, { status: "inactive" });
    expect(await keys()).not.toContain(t.key);
  });
});
