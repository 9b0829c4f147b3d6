import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, multipartBody, type TestApp } from "./helpers.js";

const api = (p: string) => `/api/v2/${p}`;

/** Issue 18c, tenants: the admin edits a partner, deactivates it with a reason and creates a service for it. */
describe("tenants: admin partner edit, reasoned deactivation, services for a partner", () => {
  let app: TestApp;
  let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
  let admin: string;
  let adminId: number;
  let support: string;
  let partner: string;
  let partnerId: number;
  let customer: string;

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    const a = await login(app, "admin@khidma.test", "Admin#2026");
    admin = a.access_token;
    adminId = a.user.id;
    support = (await login(app, "support@khidma.test", "Support#2026")).access_token;
    partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
    customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
    const u = await db
      .selectFrom("users")
      .select("partner_id")
      .where("email", "=", "partner@khidma.test")
      .executeTakeFirstOrThrow();
    partnerId = u.partner_id as number;
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, token: string | null, lang = "en") =>
    app.inject({ method: "GET", url: api(url), headers: { ...(token ? bearer(token) : {}), "accept-language": lang } });
  const post = (url: string, token: string | null, payload: unknown = {}, lang = "en") =>
    app.inject({
      method: "POST",
      url: api(url),
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      payload: payload as Record<string, unknown>,
    });
  const auditRows = (entity: string, id: number) =>
    db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", entity)
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute();
  const communities = async (n: number) =>
    (await db.selectFrom("communities").select("id").orderBy("id").limit(n).execute()).map((r) => r.id);

  it("401 signed out or with a client token; 403 for support, a partner owner and a customer", async () => {
    const client = await clientToken(app);
    const writes = [
      [`admin/partner/update/${partnerId}`, { name_en: "X" }],
      ["admin/partner/status", { ids: [partnerId], status: "inactive", reason: "x" }],
      ["admin/service/create", { partner_id: partnerId }],
    ] as const;
    for (const [url, body] of writes) {
      expect((await post(url, null, body)).statusCode, url).toBe(401);
      expect((await post(url, client, body)).statusCode, url).toBe(401);
      for (const token of [support, partner, customer]) {
        const res = await post(url, token, body);
        expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      }
    }
    // the partner owner holds create-service (partner scope) and still may not use the admin endpoint
    expect((await get(`admin/partner/details/${partnerId}`, partner)).statusCode).toBe(403);
    // nothing changed
    const p = await db
      .selectFrom("partners")
      .select(["name_en", "status"])
      .where("id", "=", partnerId)
      .executeTakeFirstOrThrow();
    expect(p.status).toBe("active");
    expect(p.name_en).not.toBe("X");
  });

  it("edits company, contact, bank, areas and commission; answers the details; one audit row before/after", async () => {
    const areas = await communities(3);
    const before = json(await get(`admin/partner/details/${partnerId}`, admin)).data;
    const res = await post(`admin/partner/update/${partnerId}`, admin, {
      name_en: "Falcon Home Care",
      name_ar: "فالكون للعناية المنزلية",
      legal_name_en: "Falcon Home Care LLC",
      legal_name_ar: "فالكون للعناية المنزلية ذ.م.م",
      company_type: "llc",
      trade_license_number: "cn-1234567",
      trade_license_expiry: "2099-06-30",
      trn: "100 1234 5670 0003",
      about_en: "Cleaning across Dubai.",
      email: "Ops@Falcon.ae",
      phone: "04 555 0199",
      address: "Office 12, Al Quoz, Dubai",
      contact_person: "Layla Haddad",
      contact_phone: "050 456 7890",
      contact_email: "layla@falcon.ae",
      bank_name: "Emirates NBD",
      iban: "AE07 0331 2345 6789 0123 456",
      account_name: "Falcon Home Care LLC",
      area_ids: areas,
      commission_rate: 12.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.message).toBe("Partner updated");
    expect(body.data).toMatchObject({
      id: partnerId,
      name_en: "Falcon Home Care",
      email: "ops@falcon.ae",
      phone: "+97145550199",
      address: "Office 12, Al Quoz, Dubai",
      about_en: "Cleaning across Dubai.",
      company: {
        legal_name_en: "Falcon Home Care LLC",
        trade_license_number: "CN-1234567",
        trade_license_expiry: "2099-06-30",
        company_type: "llc",
        trn: "100123456700003",
      },
      contact: { contact_person: "Layla Haddad", contact_phone: "+971504567890", contact_email: "layla@falcon.ae" },
      bank: { bank_name: "Emirates NBD", account_name: "Falcon Home Care LLC", iban: "AE070331234567890123456" },
      area_ids: [...areas].sort((a, b) => a - b),
      commission: { rate: 12.5, own: true },
    });
    expect(body.data.community_count).toBe(3);

    // the commission module wrote the rate: commission/list shows it for the partner
    const rates = json(await get(`commission/list?partner_id=${partnerId}&current=1`, admin)).data.data;
    expect(rates.map((r: { rate: number }) => r.rate)).toContain(12.5);

    const rows = await auditRows("partner", partnerId);
    const update = rows.filter((r) => r.action === "update");
    expect(update).toHaveLength(1);
    expect(update[0].actor_user_id).toBe(adminId);
    const b = JSON.parse(update[0].before_json as string);
    const a = JSON.parse(update[0].after_json as string);
    expect(b.name_en).toBe(before.name_en);
    expect(a.name_en).toBe("Falcon Home Care");
    expect(a.area_ids).toEqual([...areas].sort((x, y) => x - y));
    expect(a.commission_rate).toBe(12.5);
    expect(a.iban).toBe("AE07 **** **** **** **** 456");
    expect(update[0].after_json).not.toContain("AE070331234567890123456");

    // sending the same values again changes nothing and writes no audit row
    const again = await post(`admin/partner/update/${partnerId}`, admin, {
      name_en: "Falcon Home Care",
      commission_rate: 12.5,
    });
    expect(again.statusCode).toBe(200);
    expect((await auditRows("partner", partnerId)).filter((r) => r.action === "update")).toHaveLength(1);
  });

  it("422 with field errors in English and Arabic; nothing saved", async () => {
    const snapshot = async () => ({
      p: await db.selectFrom("partners").selectAll().where("id", "=", partnerId).executeTakeFirstOrThrow(),
      areas: await db
        .selectFrom("partner_communities")
        .select("community_id")
        .where("partner_id", "=", partnerId)
        .execute(),
      rates: await db.selectFrom("commission_rates").select("id").execute(),
      audit: await auditRows("partner", partnerId),
    });
    const start = await snapshot();
    const bad = {
      name_en: "Renamed",
      iban: "AE00 1234",
      trn: "200123456700003",
      contact_email: "not-an-email",
      trade_license_expiry: "2001-01-01",
      commission_rate: 150,
      area_ids: [1, 1],
    };
    let res = await post(`admin/partner/update/${partnerId}`, admin, bad);
    expect(res.statusCode, res.body).toBe(422);
    let errors = json(res).errors;
    expect(errors.iban).toEqual(["The IBAN is not a valid UAE IBAN."]);
    expect(errors.trn).toEqual(["The TRN must be 15 digits starting with 100."]);
    expect(errors.contact_email).toEqual(["The contact email must be a valid email address."]);
    expect(errors.trade_license_expiry).toEqual(["The trade license expiry must be a date after today."]);
    expect(errors.commission_rate).toBeDefined();
    expect(errors.area_ids).toEqual(["Each community may be chosen only once."]);
    expect(errors.name_en).toBeUndefined();

    res = await post(`admin/partner/update/${partnerId}`, admin, bad, "ar");
    expect(res.statusCode).toBe(422);
    errors = json(res).errors;
    expect(errors.iban).toEqual(["رقم الآيبان ليس آيبان إماراتياً صحيحاً."]);
    expect(errors.trn).toEqual(["يجب أن يتكون الرقم الضريبي من 15 رقماً ويبدأ بـ 100."]);

    // checks against the database: unknown company type and community, a phone that is not a UAE number
    res = await post(`admin/partner/update/${partnerId}`, admin, {
      name_en: "Renamed",
      company_type: "no-such-type",
      area_ids: [999999],
      phone: "12",
      commission_rate: 9,
    });
    expect(res.statusCode, res.body).toBe(422);
    errors = json(res).errors;
    expect(errors.company_type).toEqual(["The selected company type is invalid."]);
    expect(errors["area_ids.0"]).toEqual(["The selected area id is invalid."]);
    expect(errors.phone).toBeDefined();

    // an empty body changes nothing
    res = await post(`admin/partner/update/${partnerId}`, admin, {});
    expect(res.statusCode).toBe(200);

    expect(await snapshot()).toEqual(start);
    expect((await post("admin/partner/update/999999", admin, { name_en: "X" })).statusCode).toBe(404);
  });

  it("deactivating needs a reason; the partner reads it and is notified; activating clears it", async () => {
    let res = await post("admin/partner/status", admin, { ids: [partnerId], status: "inactive" });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.reason).toEqual(["The reason field is required when deactivating a partner."]);
    res = await post("admin/partner/status", admin, { ids: [partnerId], status: "inactive" }, "ar");
    expect(json(res).errors.reason).toEqual(["حقل السبب مطلوب عند إيقاف مزود الخدمة."]);
    expect(json(await get("partner/account-status", partner)).data).toEqual({
      status: "active",
      reason: null,
      changed_at: null,
    });

    const reason = "Your trade licence expired; upload the renewed one.";
    res = await post("admin/partner/status", admin, { ids: [partnerId], status: "inactive", reason });
    expect(res.statusCode, res.body).toBe(200);

    const status = json(await get("partner/account-status", partner));
    expect(status.data).toMatchObject({ status: "inactive", reason });
    expect(typeof status.data.changed_at).toBe("string");
    expect(json(await get(`admin/partner/details/${partnerId}`, admin)).data).toMatchObject({
      status: "inactive",
      status_reason: reason,
    });

    const notes = json(await get("notifications/list", partner)).data.data;
    expect(notes[0]).toMatchObject({ title: "Your partner account was deactivated" });
    expect(notes[0].body).toContain(reason);
    const notesAr = json(await get("notifications/list", partner, "ar")).data.data;
    expect(notesAr[0].title).toBe("تم إيقاف حساب الشريك الخاص بك");

    const rows = (await auditRows("partner", partnerId)).filter((r) => r.action === "status");
    expect(JSON.parse(rows.at(-1)?.after_json as string)).toEqual({ status: "inactive", reason });

    res = await post("admin/partner/status", admin, { ids: [partnerId], status: "active" });
    expect(res.statusCode).toBe(200);
    expect(json(await get("partner/account-status", partner)).data).toMatchObject({ status: "active", reason: null });
    expect(json(await get("notifications/list", partner)).data.data[0].title).toBe(
      "Your partner account is active again",
    );
    // customers and staff have no partner account status
    expect((await get("partner/account-status", customer)).statusCode).toBe(403);
    expect((await get("partner/account-status", admin)).statusCode).toBe(403);
  });

  it("the admin creates a service for a partner with the partner create validation", async () => {
    const category = await db
      .selectFrom("categories")
      .select("id")
      .where("status", "=", "active")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    let res = await post("admin/service/create", admin, { category_id: category.id, name_en: "Sofa cleaning" });
    expect(res.statusCode).toBe(422);
    const errors = json(res).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["name_ar", "price", "duration_minutes"]));

    const body = {
      category_id: category.id,
      name_en: "Sofa cleaning",
      name_ar: "تنظيف الكنب",
      price: 150.5,
      duration_minutes: 90,
    };
    res = await post("admin/service/create", admin, body);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.partner_id).toBeDefined();
    res = await post("admin/service/create", admin, { ...body, partner_id: 999999 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.partner_id).toBeDefined();
    res = await post("admin/service/create", admin, { ...body, partner_id: partnerId, price: 0 }, "ar");
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.price[0]).toMatch(/[\u0600-\u06FF]/);

    const count = async () =>
      (await db.selectFrom("services").select("id").where("partner_id", "=", partnerId).execute()).length;
    const n = await count();
    res = await post("admin/service/create", admin, { ...body, partner_id: partnerId });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({
      message: "Service created",
      data: { partner_id: partnerId, name_en: "Sofa cleaning", price: 150.5, duration_minutes: 90, active: 1 },
    });
    expect(await count()).toBe(n + 1);
    // the partner sees it in its own list
    const own = json(await get("partner/service/list?limit=-1", partner)).data.data;
    expect(own.map((s: { name_en: string }) => s.name_en)).toContain("Sofa cleaning");
  });

  it("lists the partner's onboarding documents on its details", async () => {
    const app0 = await db
      .selectFrom("partner_applications")
      .select("id")
      .where("partner_id", "=", partnerId)
      .where("status", "=", "approved")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("partner_application_documents")
      .values({
        application_id: app0.id,
        type: "trade_license",
        path: "private:licence.pdf",
        mime: "application/pdf",
        size: 1234,
        original_name: "licence.pdf",
        created_at: new Date().toISOString(),
      })
      .execute();
    const data = json(await get(`admin/partner/details/${partnerId}`, admin)).data;
    expect(data.documents).toEqual([
      expect.objectContaining({ type: "trade_license", original_name: "licence.pdf", size: 1234 }),
    ]);
    // a signed link to the private file, never the stored path
    expect(data.documents[0].path).toMatch(
      new RegExp(`^/api/v2/partner/application/document/${data.documents[0].id}/file\\?expires=\\d+&signature=`),
    );
  });

  it("replaces a partner's document: stored privately, replacing the old one, audited; bad input saves nothing", async () => {
    const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const upload = (token: string | null, parts: Parameters<typeof multipartBody>[0], lang = "en", id = partnerId) => {
      const body = multipartBody(parts);
      return app.inject({
        method: "POST",
        url: api(`admin/partner/document/${id}`),
        headers: { ...(token ? bearer(token) : {}), ...body.headers, "accept-language": lang },
        payload: body.payload,
      });
    };
    const file = (data = PDF, type = "application/pdf") => ({ name: "file", filename: "licence-2027.pdf", type, data });
    const docs = () =>
      db
        .selectFrom("partner_application_documents as d")
        .innerJoin("partner_applications as a", "a.id", "d.application_id")
        .select(["d.id", "d.type", "d.path", "d.original_name"])
        .where("a.partner_id", "=", partnerId)
        .where("d.type", "=", "trade_license")
        .execute();
    const before = await docs();

    // who may: update-tenant, internal roles only
    expect((await upload(null, [{ name: "type", value: "trade_license" }, file()])).statusCode).toBe(401);
    for (const token of [support, partner, customer])
      expect((await upload(token, [{ name: "type", value: "trade_license" }, file()])).statusCode).toBe(403);
    expect((await upload(admin, [{ name: "type", value: "trade_license" }, file()], "en", 999_999)).statusCode).toBe(
      404,
    );

    // bad input: 422 naming the field, in Arabic on Accept-Language: ar; nothing changes
    const noFile = await upload(admin, [{ name: "type", value: "trade_license" }]);
    expect(noFile.statusCode).toBe(422);
    expect(json(noFile).errors.file).toEqual(["The file field is required."]);
    const badType = await upload(admin, [{ name: "type", value: "passport" }, file()], "ar");
    expect(badType.statusCode).toBe(422);
    expect(json(badType).errors.type[0]).toMatch(/[\u0600-\u06FF]/);
    const notPdf = await upload(admin, [
      { name: "type", value: "trade_license" },
      file(Buffer.from("hello"), "text/plain"),
    ]);
    expect(notPdf.statusCode).toBe(422);
    expect(await docs()).toEqual(before);

    const res = await upload(admin, [
      { name: "type", value: "trade_license" },
      { name: "original_name", value: "Trade licence 2027.pdf" },
      file(),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const shown = json(res).data.documents.filter((d: { type: string }) => d.type === "trade_license");
    expect(shown).toEqual([expect.objectContaining({ original_name: "Trade licence 2027.pdf", size: PDF.length })]);
    const after = await docs();
    expect(after).toHaveLength(1); // one document per type: the old row is replaced
    expect(before.map((d) => d.id)).not.toContain(after[0].id);
    expect(after[0].path).toMatch(/^private:[a-f0-9]{32}\.pdf$/);
    // the signed link serves the new file to the admin
    const served = await app.inject({ method: "GET", url: shown[0].path, headers: bearer(admin) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 8).toString()).toBe("%PDF-1.4");
    const audits = await auditRows("partner", partnerId);
    expect(JSON.parse(String(audits.at(-1)?.after_json))).toEqual({
      "document.trade_license": "Trade licence 2027.pdf",
    });
  });
});
