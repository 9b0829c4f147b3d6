import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_APPLICATIONS, seedApplications } from "../../server/src/db/seed-applications.js";
import { isUaeIban, uaeIbanFor } from "../../server/src/lib/iban.js";
import { uploadFile } from "../../server/src/lib/uploads.js";
import { INVALID_IBAN } from "../../server/src/modules/applications/messages.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

const api = (p: string) => `/api/v2/${p}`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 2)]);
const VALID_IBAN = "AE070331234567890123456";

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body for `inject`. */
function multipart(parts: Part[]) {
  const boundary = `----khidma${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
        ),
      );
      chunks.push(p.data, Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const company = (over: Record<string, unknown> = {}) => ({
  legal_name_en: "Falcon Home Services LLC",
  legal_name_ar: "فالكون للخدمات المنزلية ذ.م.م",
  trade_license_number: "cn-1234567",
  trade_license_expiry: inFuture(400),
  company_type: "llc",
  ...over,
});
const contactBank = (over: Record<string, unknown> = {}) => ({
  contact_person: "Sara Nasser",
  contact_phone: "055 111 2233",
  contact_email: "Owner@NewCo.ae",
  bank_name: "Emirates NBD",
  iban: "AE07 0331 2345 6789 0123 456",
  account_name: "Falcon Home Services LLC",
  ...over,
});

describe("partner applications", () => {
  let app: TestApp;
  let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
  let dataDir: string;
  let applicant: string; // a partner registered through partner/register (+ OTP)
  let other: string; // the demo applicant
  let admin: string;
  let support: string;
  let customer: string;
  let tech: string;
  let partner: string;
  let communities: number[];
  let categories: number[];
  let appId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-applications-"));
    ({ app, db } = await makeTestApp({ dataDir }));
    const reg = await app.inject({
      method: "POST",
      url: api("partner/register"),
      payload: {
        first_name: "Sara",
        last_name: "Nasser",
        email: "owner@newco.ae",
        phone: "0567778899",
        password: "Welcome2026",
        password_confirmation: "Welcome2026",
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const verify = await app.inject({
      method: "POST",
      url: api("register/verify-otp"),
      payload: { phone: "0567778899", otp: "123456" },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    applicant = json(verify).data.access_token;
    other = (await login(app, "applicant@khidma.test", "Applicant#2026")).access_token;
    admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    support = (await login(app, "support@khidma.test", "Support#2026")).access_token;
    customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
    tech = (await login(app, "tech@khidma.test", "Tech#2026")).access_token;
    partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
    communities = (await db.selectFrom("communities").select("id").orderBy("id").limit(3).execute()).map((c) => c.id);
    categories = (await db.selectFrom("categories").select("id").orderBy("id").limit(2).execute()).map((c) => c.id);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
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
  const upload = (token: string, parts: Part[], url = "partner/application/document") => {
    const form = multipart(parts);
    return app.inject({
      method: "POST",
      url: api(url),
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  const doc = (type: string, data = PDF, filename = "licence.pdf", mime = "application/pdf"): Part[] => [
    { name: "type", value: type },
    { name: "file", filename, type: mime, data },
  ];
  const current = async (token: string) => {
    const res = await get("partner/application/current", token);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const services = () => ({
    services: [
      {
        category_id: categories[0],
        name_en: "Home cleaning (2 hours)",
        name_ar: "تنظيف المنزل",
        price: 150,
        duration_minutes: 120,
      },
      {
        category_id: categories[1],
        name_en: "Deep cleaning",
        name_ar: "تنظيف عميق",
        price: "420.50",
        duration_minutes: 240,
      },
    ],
  });

  it("checks UAE IBANs with ISO 13616 check digits", () => {
    expect(isUaeIban(VALID_IBAN)).toBe(true);
    expect(isUaeIban("AE080331234567890123456")).toBe(false);
    expect(isUaeIban("AE07033123456789012345")).toBe(false);
    expect(isUaeIban("GB82WEST12345698765432")).toBe(false);
    expect(uaeIbanFor("0331234567890123456")).toBe(VALID_IBAN);
  });

  it("lists company types for anyone with a token", async () => {
    expect((await get("partner/company-types", null)).statusCode).toBe(401);
    const res = await get("partner/company-types", await clientToken(app), "ar");
    expect(res.statusCode).toBe(200);
    const types = json(res).data;
    expect(types.map((t: { name_en: string }) => t.name_en)).toEqual([
      "LLC",
      "Sole Establishment",
      "Free Zone Company",
      "Branch",
      "Civil Company",
    ]);
    expect(types[0]).toMatchObject({ key: "llc", name: "شركة ذات مسؤولية محدودة" });
  });

  it("401 signed out or with a client token, 403 without the permission or for the wrong role type", async () => {
    for (const [method, url] of [
      ["GET", "partner/application/current"],
      ["POST", "partner/application/step/company"],
      ["POST", "partner/application/submit"],
      ["GET", "admin/application/list"],
      ["POST", "admin/application/approve/1"],
    ] as const) {
      expect((await app.inject({ method, url: api(url) })).statusCode).toBe(401);
    }
    const client = await clientToken(app);
    expect((await get("partner/application/current", client)).statusCode).toBe(401);
    // customer and technician hold no application permissions; an admin is no applicant
    for (const token of [customer, tech, admin]) {
      expect((await get("partner/application/current", token)).statusCode).toBe(403);
      expect((await post("partner/application/step/company", token, company())).statusCode).toBe(403);
      expect((await get("partner/application/list", token)).statusCode).toBe(403);
    }
    expect((await upload(tech, doc("trade_license"))).statusCode).toBe(403);
    // a partner owner (holds change-status-application for its team) and support decide nothing
    for (const token of [partner, support, customer]) {
      expect((await get("admin/application/list", token)).statusCode).toBe(403);
      expect((await post("admin/application/approve/1", token)).statusCode).toBe(403);
    }
  });

  it("GET current starts a draft once; a partner that already has a profile gets null", async () => {
    const draft = await current(applicant);
    appId = draft.id;
    expect(draft).toMatchObject({
      status: "draft",
      status_label: "Draft",
      current_step: 0,
      is_editable: true,
      steps: { company: false, contact_bank: false, documents: false, areas: false, services: false },
      required_documents: ["trade_license", "owner_emirates_id"],
      legal_name_en: null,
      documents: [],
      comments: [],
      applicant: { email: "owner@newco.ae" },
    });
    expect((await current(applicant)).id).toBe(appId);
    const res = await get("partner/application/current", partner);
    expect(json(res)).toMatchObject({ data: null, message: "Your company already has a partner profile." });
    expect((await post("partner/application/step/company", partner, company())).statusCode).toBe(422);
  });

  it("validates the company step (licence number, expiry, TRN, company type)", async () => {
    const bad = async (over: Record<string, unknown>, field: string, message: string) => {
      const res = await post("partner/application/step/company", applicant, company(over));
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).errors[field]).toEqual([message]);
    };
    await bad({ legal_name_en: "" }, "legal_name_en", "The legal name en field is required.");
    await bad(
      { trade_license_number: "ab" },
      "trade_license_number",
      "The trade license number must be 3 to 30 letters or digits.",
    );
    await bad(
      { trade_license_number: "12#45" },
      "trade_license_number",
      "The trade license number must be 3 to 30 letters or digits.",
    );
    await bad(
      { trade_license_expiry: "2020-01-01" },
      "trade_license_expiry",
      "The trade license expiry must be a date after today.",
    );
    await bad(
      { trade_license_expiry: "2027-02-30" },
      "trade_license_expiry",
      "The trade license expiry must be a date (YYYY-MM-DD).",
    );
    await bad({ trn: "12345" }, "trn", "The TRN must be 15 digits starting with 100.");
    await bad({ trn: "200123456789012" }, "trn", "The TRN must be 15 digits starting with 100.");
    await bad({ company_type: "gmbh" }, "company_type", "The selected company type is invalid.");
    // Arabic
    const ar = await post("partner/application/step/company", applicant, company({ trn: "1" }), "ar");
    expect(json(ar).errors.trn).toEqual(["يجب أن يتكون الرقم الضريبي من 15 رقماً ويبدأ بـ 100."]);
    const arRequired = await post("partner/application/step/company", applicant, company({ legal_name_ar: "" }), "ar");
    expect(json(arRequired).errors.legal_name_ar).toEqual(["حقل الاسم القانوني بالعربية مطلوب."]);
    // nothing was saved
    expect((await current(applicant)).steps.company).toBe(false);
  });

  it("saves the company step; progress resumes at the next step", async () => {
    const res = await post("partner/application/step/company", applicant, company({ trn: "100 1234 5678 9003" }));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      message: "Progress saved",
      data: {
        id: appId,
        trade_license_number: "CN-1234567",
        trn: "100123456789003",
        company_type: "llc",
        company_type_name: "LLC",
        steps: { company: true },
        current_step: 1,
        required_documents: ["trade_license", "vat_certificate", "owner_emirates_id"],
      },
    });
  });

  it("validates the contact and bank step: UAE IBAN check digits, phone, email", async () => {
    const bad = async (over: Record<string, unknown>, field: string, message: string) => {
      const res = await post("partner/application/step/contact-bank", applicant, contactBank(over));
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).errors[field]).toEqual([message]);
    };
    await bad({ iban: "AE08 0331 2345 6789 0123 456" }, "iban", INVALID_IBAN);
    await bad({ iban: "AE07033123456789012345" }, "iban", INVALID_IBAN);
    await bad({ iban: "GB82WEST12345698765432" }, "iban", INVALID_IBAN);
    await bad(
      { contact_phone: "+44 7700 900123" },
      "contact_phone",
      "Enter a UAE mobile number, e.g. +971 50 123 4567",
    );
    await bad({ contact_email: "owner@" }, "contact_email", "The contact email must be a valid email address.");
    await bad({ bank_name: "" }, "bank_name", "The bank name field is required.");
    const ar = await post("partner/application/step/contact-bank", applicant, contactBank({ iban: "AE00" }), "ar");
    expect(json(ar).errors.iban).toEqual(["رقم الآيبان ليس آيبان إماراتياً صحيحاً."]);

    const res = await post("partner/application/step/contact-bank", applicant, contactBank());
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({
      iban: VALID_IBAN,
      contact_phone: "+971551112233",
      contact_email: "owner@newco.ae",
      steps: { company: true, contact_bank: true, documents: false },
      current_step: 2,
    });
  });

  it("resumes with what was saved", async () => {
    const resumed = await current(applicant);
    expect(resumed).toMatchObject({
      id: appId,
      legal_name_en: "Falcon Home Services LLC",
      iban: VALID_IBAN,
      current_step: 2,
    });
  });

  it("submit with missing steps answers 422 keyed by step", async () => {
    let res = await post("partner/application/submit", applicant);
    expect(res.statusCode).toBe(422);
    let body = json(res);
    expect(body.message).toBe("Complete every step before submitting.");
    expect(Object.keys(body.errors).sort()).toEqual(["areas", "documents", "services"]);
    expect(body.errors.documents).toEqual([
      "Upload the trade license.",
      "Upload the VAT registration certificate (a TRN was given).",
      "Upload the owner's Emirates ID.",
    ]);
    // a fresh draft: every step
    res = await post("partner/application/submit", other, {}, "ar");
    body = json(res);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(["areas", "company", "contact_bank", "documents", "services"]);
    expect(body.message).toBe("أكمل جميع الخطوات قبل تقديم الطلب.");
    expect(body.errors.company).toEqual(["أكمل بيانات الشركة."]);
  });

  const storedPath = async (id: number) =>
    (await db.selectFrom("partner_application_documents").select("path").where("id", "=", id).executeTakeFirstOrThrow())
      .path;

  it("uploads documents (PDF by content), replaces by type, 413 over 10 MB, deletes", async () => {
    let res = await upload(applicant, [
      ...doc("trade_license"),
      { name: "original_name", value: "Trade licence 2026.pdf" },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    let data = json(res).data;
    expect(data.documents).toEqual([
      expect.objectContaining({
        type: "trade_license",
        mime: "application/pdf",
        size: PDF.length,
        original_name: "Trade licence 2026.pdf",
      }),
    ]);
    // documents are private (security issue 13): stored outside /uploads, answered as a signed URL of the file endpoint
    expect(data.documents[0].path).toMatch(
      /^\/api\/v2\/partner\/application\/document\/\d+\/file\?expires=\d+&signature=[a-f0-9]{64}$/,
    );
    const first = await storedPath(data.documents[0].id);
    expect(first).toMatch(/^private:[a-f0-9]{32}\.pdf$/);
    expect(fs.existsSync(uploadFile(dataDir, first)!)).toBe(true);

    // replacing keeps one per type and removes the old file
    res = await upload(applicant, doc("trade_license", PNG, "licence.png", "image/png"));
    expect(res.statusCode, res.body).toBe(201);
    data = json(res).data;
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0]).toMatchObject({
      type: "trade_license",
      mime: "image/png",
      original_name: "trade_license.png",
    });
    expect(fs.existsSync(uploadFile(dataDir, first)!)).toBe(false);

    // type by content: a text file named .pdf is refused
    res = await upload(applicant, doc("insurance", Buffer.from("hello, not a pdf"), "fake.pdf"));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.file).toEqual(["Each file must be a PDF, JPEG or PNG file."]);
    // missing type / file
    res = await upload(applicant, [{ name: "file", filename: "a.pdf", type: "application/pdf", data: PDF }]);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.type).toEqual(["The type field is required."]);
    res = await upload(applicant, [
      { name: "type", value: "passport" },
      { name: "file", filename: "a.pdf", type: "application/pdf", data: PDF },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(["type"]);
    res = await upload(applicant, [{ name: "type", value: "insurance" }]);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.file).toEqual(["The file field is required."]);
    // oversize
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    res = await upload(applicant, doc("insurance", big, "big.pdf"));
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe("Each file must be 10 MB or smaller.");

    // the rest, then delete one
    for (const [type, data2, name, mime] of [
      ["vat_certificate", PDF, "vat.pdf", "application/pdf"],
      ["owner_emirates_id", JPEG, "eid.jpg", "image/jpeg"],
      ["insurance", PDF, "ins.pdf", "application/pdf"],
    ] as const) {
      res = await upload(applicant, doc(type, data2, name, mime));
      expect(res.statusCode, res.body).toBe(201);
    }
    data = json(res).data;
    expect(data.documents.map((d: { type: string }) => d.type)).toEqual([
      "trade_license",
      "vat_certificate",
      "insurance",
      "owner_emirates_id",
    ]);
    expect(data.steps.documents).toBe(true);
    const insurance = data.documents.find((d: { type: string }) => d.type === "insurance");
    const insurancePath = await storedPath(insurance.id);
    // another applicant cannot delete it
    const del = (token: string, id: number) =>
      app.inject({ method: "DELETE", url: api(`partner/application/document/${id}`), headers: bearer(token) });
    expect((await del(other, insurance.id)).statusCode).toBe(404);
    res = await del(applicant, insurance.id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ data: { id: insurance.id }, message: "Document deleted" });
    expect(fs.existsSync(uploadFile(dataDir, insurancePath)!)).toBe(false);
    expect((await del(applicant, insurance.id)).statusCode).toBe(404);
    expect((await current(applicant)).current_step).toBe(3);
  });

  it("uploads a logo", async () => {
    const res = await upload(
      applicant,
      [{ name: "logo", filename: "logo.png", type: "image/png", data: PNG }],
      "partner/application/logo",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.logo).toMatch(/^\/uploads\/[a-f0-9]+\.png$/);
  });

  it("validates and saves the areas step", async () => {
    let res = await post("partner/application/step/areas", applicant, { community_ids: [] });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.community_ids).toEqual(["The community ids must have at least 1 item."]);
    res = await post("partner/application/step/areas", applicant, { community_ids: [communities[0], communities[0]] });
    expect(json(res).errors.community_ids).toEqual(["Each community may be chosen only once."]);
    res = await post("partner/application/step/areas", applicant, { community_ids: [communities[0], 999999] });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors["community_ids.1"]).toEqual(["The selected community id is invalid."]);
    res = await post("partner/application/step/areas", applicant, {});
    expect(json(res).errors.community_ids).toEqual(["The community ids field is required."]);

    res = await post("partner/application/step/areas", applicant, { community_ids: communities });
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data.community_ids.sort()).toEqual([...communities].sort());
    expect(data.areas[0]).toMatchObject({ community_id: expect.any(Number), emirate_name: expect.any(String) });
    expect(data.current_step).toBe(4);
  });

  it("validates and saves the services step", async () => {
    const bad = async (over: Record<string, unknown>, field: string, message: string) => {
      const res = await post("partner/application/step/services", applicant, {
        services: [{ ...services().services[0], ...over }],
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).errors[field]).toEqual([message]);
    };
    await bad({ price: -5 }, "services.0.price", "The price must be between 1 and 100000.");
    await bad({ price: 10.555 }, "services.0.price", "The price must have at most 2 decimals.");
    await bad({ duration_minutes: 5 }, "services.0.duration_minutes", "The duration minutes must be at least 15.");
    await bad({ name_ar: "" }, "services.0.name_ar", "The name ar field is required.");
    await bad({ category_id: 999999 }, "services.0.category_id", "The selected category id is invalid.");
    let res = await post("partner/application/step/services", applicant, { services: [] });
    expect(json(res).errors.services).toEqual(["The services must have at least 1 item."]);

    res = await post("partner/application/step/services", applicant, services());
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data.services).toHaveLength(2);
    expect(data.services[1]).toMatchObject({
      price: 420.5,
      price_excl_vat: 400.48,
      vat_amount: 20.02,
      duration_minutes: 240,
    });
    expect(data.steps).toEqual({ company: true, contact_bank: true, documents: true, areas: true, services: true });
    expect(data.current_step).toBe(5);
  });

  it("submits; a submitted application is locked", async () => {
    const res = await post("partner/application/submit", applicant, { comment: "Ready for review" });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      message: "Application submitted",
      data: { status: "submitted", is_editable: false, submitted_at: expect.any(String) },
    });
    expect(json(res).data.comments).toEqual([
      expect.objectContaining({
        author_role: "partner",
        status: "submitted",
        comment: "Ready for review",
        author_name: "Sara Nasser",
      }),
    ]);
    const locked = await post("partner/application/step/company", applicant, company());
    expect(locked.statusCode).toBe(422);
    expect(json(locked).errors.status).toEqual([
      "Only a draft application, or one with changes requested, can be changed.",
    ]);
    expect((await post("partner/application/submit", applicant)).statusCode).toBe(422);
    expect((await upload(applicant, doc("insurance"))).statusCode).toBe(422);
    expect((await current(applicant)).status).toBe("submitted");
  });

  it("a partner sees only its own applications", async () => {
    const list = await get("partner/application/list", applicant);
    expect(list.statusCode).toBe(200);
    expect(json(list).data).toMatchObject({
      total: 1,
      data: [{ id: appId, status: "submitted", legal_name: "Falcon Home Services LLC" }],
    });
    expect((await get(`partner/application/view/${appId}`, applicant)).statusCode).toBe(200);
    const foreign = await get(`partner/application/view/${appId}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe("The application was not found.");
    expect(
      json(await get("partner/application/list", other)).data.data.every((a: { id: number }) => a.id !== appId),
    ).toBe(true);
    expect((await get("partner/application/view/abc", applicant)).statusCode).toBe(422);
  });

  it("admin lists (no drafts by default), filters, searches, sorts and views", async () => {
    let res = await get("admin/application/list", admin);
    expect(res.statusCode).toBe(200);
    // The seed holds four decided or pending applications of other applicants; ids descend, no drafts.
    const ids = json(res).data.data.map((a: { id: number }) => a.id);
    expect(ids[0]).toBe(appId);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    expect(json(res).data.data.every((a: { status: string }) => a.status !== "draft")).toBe(true);
    res = await get("admin/application/list?status=draft", admin);
    expect(json(res).data.data.length).toBeGreaterThan(0);
    expect(json(res).data.data.every((a: { status: string }) => a.status === "draft")).toBe(true);
    res = await get("admin/application/list?search=newco.ae&sortKey=submitted_at&sortVal=desc&limit=5", admin);
    expect(json(res).data).toMatchObject({ total: 1, per_page: 5, data: [{ applicant_email: "owner@newco.ae" }] });
    res = await get("admin/application/list?search=nothing-like-this", admin);
    expect(json(res).data.total).toBe(0);
    res = await get("admin/application/list?status=bogus", admin);
    expect(res.statusCode).toBe(422);
    res = await get(`admin/application/view/${appId}`, admin, "ar");
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      id: appId,
      status_label: "مقدم",
      legal_name: "فالكون للخدمات المنزلية ذ.م.م",
    });
    expect((await get("admin/application/view/999999", admin)).statusCode).toBe(404);
  });

  it("admin: under review, request changes (comment required); the partner edits and resubmits", async () => {
    expect((await post(`admin/application/approve/999999`, admin)).statusCode).toBe(404);
    let res = await post(`admin/application/under-review/${appId}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.status).toBe("under-review");
    res = await post(`admin/application/under-review/${appId}`, admin);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.status).toEqual(["Only a submitted application can be put under review."]);

    res = await post(`admin/application/request-changes/${appId}`, admin, {});
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.comment).toEqual(["The comment field is required."]);
    res = await post(`admin/application/request-changes/${appId}`, admin, { comment: "Please upload your insurance." });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe("Changes requested from the applicant");

    // the partner sees the comment, and a notification
    const view = json(await get(`partner/application/view/${appId}`, applicant)).data;
    expect(view).toMatchObject({ status: "changes-requested", is_editable: true });
    expect(view.comments.map((c: { status: string }) => c.status)).toEqual([
      "submitted",
      "under-review",
      "changes-requested",
    ]);
    expect(view.comments[2]).toMatchObject({
      author_role: "internal",
      comment: "Please upload your insurance.",
      author_name: "Omar Al Mansoori",
    });
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@newco.ae")
      .executeTakeFirstOrThrow();
    const notes = await db
      .selectFrom("notifications")
      .select(["type", "title_en", "link"])
      .where("user_id", "=", user.id)
      .execute();
    expect(notes).toContainEqual({
      type: "application",
      title_en: "Changes requested",
      link: `/partner/application/view/${appId}`,
    });

    // edits are allowed again; the same application resubmits
    expect((await upload(applicant, doc("insurance"))).statusCode).toBe(201);
    expect((await current(applicant)).id).toBe(appId);
    res = await post("partner/application/submit", applicant);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.status).toBe("submitted");
  });

  it("support cannot decide or read; admin approval creates the partner profile", async () => {
    expect((await post(`admin/application/approve/${appId}`, support)).statusCode).toBe(403);
    expect((await get(`admin/application/view/${appId}`, support)).statusCode).toBe(403);

    const res = await post(`admin/application/approve/${appId}`, admin, { comment: "Welcome aboard" });
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ status: "approved", decided_at: expect.any(String), partner_id: expect.any(Number) });
    const partnerId = data.partner_id as number;

    const profile = await db.selectFrom("partners").selectAll().where("id", "=", partnerId).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      name_en: "Falcon Home Services LLC",
      name_ar: "فالكون للخدمات المنزلية ذ.م.م",
      slug: "falcon-home-services-llc",
      status: "active",
      email: "owner@newco.ae",
      phone: "+971551112233",
      cash_on_delivery: 0,
      logo: data.logo,
    });
    const served = await db
      .selectFrom("partner_communities")
      .select("community_id")
      .where("partner_id", "=", partnerId)
      .execute();
    expect(served.map((s) => s.community_id).sort()).toEqual([...communities].sort());
    const offered = await db
      .selectFrom("services")
      .select(["name_en", "price_fils", "active", "status", "slug"])
      .where("partner_id", "=", partnerId)
      .orderBy("id")
      .execute();
    expect(offered).toEqual([
      {
        name_en: "Home cleaning (2 hours)",
        price_fils: 15000,
        active: 1,
        status: "active",
        slug: "falcon-home-services-llc-home-cleaning-2-hours",
      },
      {
        name_en: "Deep cleaning",
        price_fils: 42050,
        active: 1,
        status: "active",
        slug: "falcon-home-services-llc-deep-cleaning",
      },
    ]);

    // the applicant's next request sees the partner profile
    const me = await get("user/me", applicant);
    expect(json(me).data.user.partner_details.id).toBe(partnerId);
    // and the public catalog lists it
    const details = await get(`mobile/partner/details?partner_id=${partnerId}`, await clientToken(app));
    expect(details.statusCode).toBe(200);

    // decided: no second decision, no more edits
    expect((await post(`admin/application/approve/${appId}`, admin)).statusCode).toBe(422);
    expect((await post(`admin/application/reject/${appId}`, admin, { comment: "x" })).statusCode).toBe(422);
    expect((await post("partner/application/step/company", applicant, company())).statusCode).toBe(422);
    const view = json(await get(`partner/application/view/${appId}`, applicant)).data;
    expect(view.comments.at(-1)).toMatchObject({ status: "approved", comment: "Welcome aboard" });
  });

  it("admin rejects with a comment; the rejected application is locked", async () => {
    // the demo applicant completes and submits
    expect(
      (await post("partner/application/step/company", other, company({ legal_name_en: "Falcon Home Services LLC" })))
        .statusCode,
    ).toBe(200);
    expect((await post("partner/application/step/contact-bank", other, contactBank())).statusCode).toBe(200);
    expect((await upload(other, doc("trade_license"))).statusCode).toBe(201);
    expect((await upload(other, doc("owner_emirates_id", JPEG, "eid.jpg", "image/jpeg"))).statusCode).toBe(201);
    expect((await post("partner/application/step/areas", other, { community_ids: [communities[0]] })).statusCode).toBe(
      200,
    );
    expect((await post("partner/application/step/services", other, services())).statusCode).toBe(200);
    const submitted = await post("partner/application/submit", other);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const id = json(submitted).data.id as number;

    let res = await post(`admin/application/reject/${id}`, admin, { comment: "  " });
    expect(res.statusCode).toBe(422);
    res = await post(
      `admin/application/reject/${id}`,
      admin,
      { comment: "The licence activity does not match." },
      "ar",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      message: "تم رفض الطلب",
      data: { status: "rejected", status_label: "مرفوض", partner_id: null },
    });
    expect((await current(other)).status).toBe("rejected");
    expect((await post("partner/application/submit", other)).statusCode).toBe(422);
    const me = await get("user/me", other);
    expect(json(me).data.user.partner_details.id).toBeNull();
  });

  it("seeds four demo applications idempotently, none for the demo applicant", async () => {
    await seedApplications(db);
    await seedApplications(db);
    const rows = await db
      .selectFrom("partner_applications as a")
      .innerJoin("users as u", "u.id", "a.user_id")
      .select(["u.email", "a.status", "a.iban"])
      .where(
        "u.email",
        "in",
        SEED_APPLICATIONS.map((a) => a.email),
      )
      .orderBy("a.id")
      .execute();
    expect(rows.map((r) => r.status)).toEqual(["submitted", "under-review", "changes-requested", "rejected"]);
    expect(rows.every((r) => isUaeIban(r.iban!))).toBe(true);
    const list = json(await get("admin/application/list?status=changes-requested", admin)).data.data;
    expect(list).toHaveLength(1);
    const view = json(await get(`admin/application/view/${list[0].id}`, admin)).data;
    expect(view.comments.at(-1)).toMatchObject({
      status: "changes-requested",
      comment: expect.stringContaining("VAT certificate"),
    });
    // a seeded applicant signs in and sees its application
    const seeded = await login(app, SEED_APPLICATIONS[0].email, "Applicant#2026");
    expect((await current(seeded.access_token)).status).toBe("submitted");
  });

  it("documents every endpoint in OpenAPI", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(json(res).paths);
    for (const p of [
      "/api/v2/partner/company-types",
      "/api/v2/partner/application/current",
      "/api/v2/partner/application/step/company",
      "/api/v2/partner/application/document",
      "/api/v2/partner/application/document/{id}",
      "/api/v2/partner/application/submit",
      "/api/v2/admin/application/approve/{id}",
    ])
      expect(paths).toContain(p);
  });
});
