import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, nowIso } from "../../server/src/db/database.js";
import { uploadFile } from "../../server/src/lib/uploads.js";
import { dubaiMonthStart } from "../../server/src/modules/partner-catalog/partner.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 2)]);

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

type Method = "GET" | "POST" | "DELETE";

describe("partner catalog (packages, services, areas, profile, dashboard)", () => {
  let app: TestApp;
  let db: Database;
  let dataDir: string;
  let partner: string; // partner@khidma.test, Sparkle (partner 1)
  let admin: string;
  let support: string;
  let tech: string;
  let applicant: string; // a partner role without a partner profile
  let customer: string;
  let client: string;
  let sparkleServices: number[];
  let otherPartnerId: number;
  let otherPackageId: number;
  let otherServiceId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-partner-catalog-"));
    ({ app, db } = await makeTestApp({ dataDir }));
    [partner, admin, support, tech, applicant, customer] = await Promise.all(
      [
        ["partner@khidma.test", "Partner#2026"],
        ["admin@khidma.test", "Admin#2026"],
        ["support@khidma.test", "Support#2026"],
        ["tech@khidma.test", "Tech#2026"],
        ["applicant@khidma.test", "Applicant#2026"],
        ["customer@khidma.test", "Customer#2026"],
      ].map(async ([email, password]) => (await login(app, email, password)).access_token),
    );
    client = await clientToken(app);
    sparkleServices = (
      await db.selectFrom("services").select("id").where("partner_id", "=", 1).where("active", "=", 1).execute()
    ).map((s) => s.id);
    const other = await db
      .selectFrom("packages")
      .select(["id", "partner_id"])
      .where("partner_id", "!=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    otherPackageId = other.id;
    otherPartnerId = other.partner_id;
    otherServiceId = (
      await db.selectFrom("services").select("id").where("partner_id", "=", otherPartnerId).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (
    method: Method,
    url: string,
    token: string | null,
    payload?: unknown,
    lang = "en",
    extraHeaders: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang, ...extraHeaders },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const ok = async (method: Method, url: string, token: string, payload?: unknown, status = 200) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return json(res).data;
  };

  const newPackage = (over: Record<string, unknown> = {}) => ({
    name_en: "Deep clean plan",
    name_ar: "خطة التنظيف العميق",
    description_en: "Two deep cleans a month",
    description_ar: "تنظيفان عميقان شهرياً",
    category_id: 1,
    service_ids: sparkleServices.slice(0, 2),
    visits_per_month: 2,
    property_types: ["apartment", "villa"],
    ...over,
  });

  // every endpoint of the module, with a body that would pass validation
  const endpoints = (): [Method, string, unknown?][] => [
    ["GET", "package/list"],
    ["POST", "package/create", newPackage()],
    ["POST", `package/update/${otherPackageId}`, newPackage()],
    ["GET", `package/duration?package_id=${otherPackageId}`],
    ["POST", "package/duration", { package_id: otherPackageId, months: 24 }],
    ["DELETE", "package/duration/delete/1"],
    ["POST", "save/duration/pricing", { package_id: 1, package_duration_id: 1, prices: [] }],
    ["POST", "save/pricing", { package_id: 1, prices: [] }],
    ["GET", "get/duration/pricing?package_id=1"],
    ["POST", "package/change/status", { package_id: 1, status: "Pending" }],
    ["POST", "package/update/status", { package_id: 1, active: 1 }],
    ["POST", "package/create/comment", { package_id: 1, comments: "Hi" }],
    ["GET", "package/comments?package_id=1"],
    ["GET", "package/clone/on-edit/1"],
    ["DELETE", "package/delete/1"],
    ["POST", "change-handpicked-package-status", { package_id: 1, is_handpicked: 1 }],
    ["GET", "partner/service/list"],
    ["POST", "partner/service/create", {}],
    ["POST", "partner/service/update/1", {}],
    ["POST", "partner/service/status/1", { active: 1 }],
    ["GET", "partner/service/details/1"],
    ["GET", "partner/service-area/list"],
    ["POST", "partner/service-area/add", { community_ids: [1] }],
    ["POST", "partner/service-area/remove", { community_ids: [1] }],
    ["GET", "partner/profile"],
    ["POST", "partner/profile/update", {}],
    ["GET", "partner/dashboard"],
  ];

  it("answers 401 signed out (and with a client token) on every endpoint", async () => {
    for (const [method, url, body] of endpoints()) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, client, body)).statusCode, `${method} ${url} client`).toBe(401);
    }
  });

  it("answers 403 to the technician, a customer and a partner without a partner profile on every endpoint", async () => {
    for (const [method, url, body] of endpoints()) {
      for (const token of [tech, customer, applicant]) {
        const res = await call(method, url, token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const res = await call("GET", "package/list", applicant, undefined, "ar");
    expect(json(res).message).toBe("لا يوجد لشركتك ملف شريك بعد.");
  });

  it("lets support read packages and services but change nothing (403 on writes)", async () => {
    const list = await ok("GET", "package/list?limit=-1", support);
    expect(list.total).toBe(
      (await db.selectFrom("packages").select("id").where("deleted_at", "is", null).execute()).length,
    );
    await ok("GET", "partner/service/list", support);
    await ok("GET", `package/comments?package_id=${otherPackageId}`, support);
    const reads = new Set(["package/list", "partner/service/list", "package/duration", "get/duration/pricing"]);
    for (const [method, url, body] of endpoints()) {
      if (method === "GET" && [...reads].some((r) => url.startsWith(r))) continue;
      if (url.startsWith("package/comments") || url.startsWith("partner/service/details")) continue;
      if (url.startsWith("partner/profile") && method === "GET") continue;
      if (url.startsWith("partner/dashboard")) continue;
      if (url.startsWith("partner/service-area/list")) continue;
      const res = await call(method, url, support, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("lists a partner's own packages only, every status, id descending; another partner's id is a 403", async () => {
    await db
      .updateTable("packages")
      .set({ status: "Pending" })
      .where("partner_id", "=", 1)
      .where("id", "=", 1)
      .execute();
    const list = await ok("GET", "package/list?limit=-1", partner);
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((p: { partner_id: number }) => p.partner_id === 1)).toBe(true);
    const ids = list.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list.data.find((p: { id: number }) => p.id === 1)).toMatchObject({ status: "Pending" });
    const pending = await ok("GET", "package/list?status=Pending", partner);
    expect(pending.data.map((p: { id: number }) => p.id)).toContain(1);
    const byName = await ok("GET", "package/list?sortKey=name&sortVal=asc&limit=-1", partner);
    const names = byName.data.map((p: { name_en: string }) => p.name_en);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const searched = await ok("GET", `package/list?search=${encodeURIComponent(list.data[0].name_en)}`, partner);
    expect(searched.data[0].id).toBe(list.data[0].id);
    expect((await call("GET", `package/list?partner_id=${otherPartnerId}`, partner)).statusCode).toBe(403);
    expect((await call("GET", "package/list?partner_id=1", partner)).statusCode).toBe(200);
    const bad = await call("GET", "package/list?status=Lost&sortKey=colour&limit=0", partner);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors).sort()).toEqual(["limit", "sortKey", "status"]);
    // an admin sees every partner, or one
    const all = await ok("GET", "package/list?limit=1", admin);
    expect(all.total).toBeGreaterThan(list.total);
    const theirs = await ok("GET", `package/list?partner_id=${otherPartnerId}&limit=-1`, admin);
    expect(theirs.data.every((p: { partner_id: number }) => p.partner_id === otherPartnerId)).toBe(true);
    expect((await call("GET", "package/list?partner_id=9999", admin)).statusCode).toBe(422);
    await db.updateTable("packages").set({ status: "Approved" }).where("id", "=", 1).execute();
  });

  it("creates a package (Approved, active) and validates it", async () => {
    const created = await ok("POST", "package/create", partner, newPackage(), 201);
    expect(created).toMatchObject({
      partner_id: 1,
      name: "Deep clean plan",
      status: "Approved",
      active: 1,
      is_handpicked: 0,
      visits_per_month: 2,
      property_types: ["apartment", "villa"],
      service_ids: sparkleServices.slice(0, 2),
      durations: [],
      duration_count: 0,
      starting_price: null,
    });
    // 422: required fields, another partner's service, unknown property type, unknown category
    let res = await call("POST", "package/create", partner, {
      name_en: "",
      category_id: 9999,
      service_ids: [sparkleServices[0], otherServiceId],
      visits_per_month: 0,
      property_types: ["castle"],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual([
      "name_ar",
      "name_en",
      "property_types.0",
      "visits_per_month",
    ]);
    res = await call(
      "POST",
      "package/create",
      partner,
      newPackage({ category_id: 9999, service_ids: [otherServiceId] }),
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      category_id: ["The selected category id is invalid."],
      "service_ids.0": ["The selected service is not one of the partner's services."],
    });
    res = await call("POST", "package/create", partner, newPackage({ service_ids: [] }), "ar");
    expect(json(res).errors.service_ids).toEqual(["يجب أن يحتوي الخدمات على 1 عنصر على الأقل."]);
    // a partner cannot create for another partner
    res = await call("POST", "package/create", partner, newPackage({ partner_id: otherPartnerId }));
    expect(res.statusCode).toBe(403);
    // an admin must say which partner, and may create for any
    res = await call("POST", "package/create", admin, newPackage());
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(["partner_id"]);
    const byAdmin = await ok("POST", "package/create", admin, newPackage({ partner_id: 1 }), 201);
    expect(byAdmin.partner_id).toBe(1);
  });

  it("takes multipart with an image, and updates a package (another partner's: 403, unknown: 404)", async () => {
    const form = multipart([
      { name: "name_en", value: "Photo plan" },
      { name: "name_ar", value: "خطة مصورة" },
      { name: "category_id", value: "1" },
      { name: "service_ids", value: sparkleServices.slice(0, 1).join(",") },
      { name: "visits_per_month", value: "4" },
      { name: "property_types", value: '["apartment"]' },
      { name: "image", filename: "p.png", type: "image/png", data: PNG },
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/api/v2/package/create",
      headers: { ...bearer(partner), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const pkg = json(res).data;
    expect(pkg.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(uploadFile(dataDir, pkg.image)!)).toBe(true);

    const updated = await ok(
      "POST",
      `package/update/${pkg.id}`,
      partner,
      newPackage({ name_en: "Photo plan v2", property_types: ["villa"] }),
    );
    expect(updated).toMatchObject({
      id: pkg.id,
      name_en: "Photo plan v2",
      property_types: ["villa"],
      image: pkg.image,
    });
    expect((await call("POST", `package/update/${otherPackageId}`, partner, newPackage())).statusCode).toBe(403);
    expect((await call("POST", "package/update/99999", partner, newPackage())).statusCode).toBe(404);
    const bad = await call("POST", `package/update/${pkg.id}`, partner, newPackage({ visits_per_month: "many" }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors)).toEqual(["visits_per_month"]);
    // the admin edits any partner's package
    await ok("POST", `package/update/${otherPackageId}`, admin, {
      ...newPackage({ service_ids: [otherServiceId] }),
      name_en: "Edited by admin",
    });
    const edited = await db
      .selectFrom("packages")
      .select("name_en")
      .where("id", "=", otherPackageId)
      .executeTakeFirst();
    expect(edited?.name_en).toBe("Edited by admin");
  });

  it("round trip: create, two durations, prices for apartment and villa; the storefront shows those prices", async () => {
    const pkg = await ok("POST", "package/create", partner, newPackage({ name_en: "Round trip plan" }), 201);
    const one = await ok("POST", "package/duration", partner, { package_id: pkg.id, months: 1 });
    expect(one).toMatchObject({ months: 1, label_en: "1 month", label_ar: "شهر واحد", discount_percent: 0 });
    const six = await ok("POST", "package/duration", partner, {
      package_id: pkg.id,
      months: 6,
      label_en: "Half a year",
      label_ar: "نصف سنة",
      discount_percent: 10,
    });
    // duplicate months: 422; update by id
    let res = await call("POST", "package/duration", partner, { package_id: pkg.id, months: 6 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(["months"]);
    res = await call("POST", "package/duration", partner, { package_id: pkg.id, months: 0, discount_percent: 95 });
    expect(Object.keys(json(res).errors).sort()).toEqual(["discount_percent", "months"]);
    await ok("POST", "package/duration", partner, { id: six.id, package_id: pkg.id, months: 6, discount_percent: 10 });
    res = await call("POST", "package/duration", partner, { id: one.id, package_id: otherPackageId, months: 2 });
    expect(res.statusCode).toBe(403);
    const durations = await ok("GET", `package/duration?package_id=${pkg.id}`, partner);
    expect(durations.data.map((d: { months: number }) => d.months)).toEqual([1, 6]);
    const desc = await ok("GET", `package/duration?package_id=${pkg.id}&sortKey=months&sortVal=desc&search=6`, partner);
    expect(desc.data.map((d: { id: number }) => d.id)).toEqual([six.id]);

    // prices: one duration, then every duration
    const prices = [
      { property_type: "apartment", property_size: "studio", price: 199 },
      { property_type: "apartment", property_size: "2br", price: 299.5 },
      { property_type: "villa", property_size: "3br", price: 549 },
    ];
    const saved = await ok("POST", "save/duration/pricing", partner, {
      package_id: pkg.id,
      package_duration_id: one.id,
      prices,
    });
    expect(saved.prices).toHaveLength(3);
    res = await call("POST", "save/duration/pricing", partner, {
      package_id: pkg.id,
      package_duration_id: one.id,
      prices: [
        { property_type: "office", property_size: "office-s", price: 100 },
        { property_type: "villa", property_size: "studio", price: 100 },
        { property_type: "apartment", property_size: "1br", price: 10.555 },
        { property_type: "apartment", property_size: "2br", price: 100 },
        { property_type: "apartment", property_size: "2br", price: 120 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      "prices.2.price": ["The price must have at most 2 decimals."],
    });
    res = await call("POST", "save/duration/pricing", partner, {
      package_id: pkg.id,
      package_duration_id: one.id,
      prices: [
        { property_type: "office", property_size: "office-s", price: 100 },
        { property_type: "villa", property_size: "studio", price: 100 },
        { property_type: "apartment", property_size: "2br", price: 100 },
        { property_type: "apartment", property_size: "2br", price: 120 },
      ],
    });
    expect(json(res).errors).toEqual({
      "prices.0.property_type": ["This package is not offered for the selected property type."],
      "prices.1.property_size": ["The property size is not valid for the property type."],
      "prices.3": ["Each property type and size may be priced only once."],
    });
    res = await call("POST", "save/duration/pricing", partner, {
      package_id: pkg.id,
      package_duration_id: durations.data.length + 99999,
      prices,
    });
    expect(Object.keys(json(res).errors)).toEqual(["package_duration_id"]);
    const all = await ok("POST", "save/pricing", partner, { package_id: pkg.id, prices });
    expect(all.prices).toHaveLength(6);
    const sixPrices = await ok(
      "GET",
      `get/duration/pricing?package_id=${pkg.id}&package_duration_id=${six.id}`,
      partner,
    );
    expect(sixPrices.total).toBe(3);
    const villa = sixPrices.data.find((p: { property_type: string }) => p.property_type === "villa");
    expect(villa).toMatchObject({ months: 6, price: 549, total: 2964.6, discounted_monthly_price: 494.1 });
    const cheapest = await ok(
      "GET",
      `get/duration/pricing?package_id=${pkg.id}&sortKey=price&sortVal=desc&limit=1`,
      partner,
    );
    expect(cheapest).toMatchObject({ total: 6, per_page: 1 });
    expect(cheapest.data[0].price).toBe(549);
    const search = await ok("GET", `get/duration/pricing?package_id=${pkg.id}&search=villa`, partner);
    expect(search.total).toBe(2);
    expect((await call("GET", `get/duration/pricing?package_id=${otherPackageId}`, partner)).statusCode).toBe(403);

    // the storefront shows it with those prices
    const web = await ok("GET", "package/web/list?limit=-1&search=round%20trip", client);
    const card = web.data.find((p: { id: number }) => p.id === pkg.id);
    expect(card).toMatchObject({ status: "Approved", active: 1, starting_price: 199 });
    const details = await ok("GET", `package/details?package_id=${pkg.id}`, client);
    expect(details.durations.map((d: { months: number }) => d.months)).toEqual([1, 6]);
    const quote = await ok(
      "GET",
      `package/price?package_id=${pkg.id}&duration=${six.id}&property_type=apartment&property_size=2br`,
      client,
    );
    expect(quote).toMatchObject({ monthly_price: 299.5, list_total: 1797, discount_amount: 179.7, total: 1617.3 });
    const villaQuote = await ok(
      "GET",
      `package/price?package_id=${pkg.id}&duration=${one.id}&property_type=villa&property_size=3br`,
      client,
    );
    expect(villaQuote).toMatchObject({ monthly_price: 549, total: 549, visits_total: 2 });

    // off: hidden from customers, still managed; on again: back
    const off = await ok("POST", "package/update/status", partner, { package_id: pkg.id, active: 0 });
    expect(off.active).toBe(0);
    expect((await call("GET", `package/details?package_id=${pkg.id}`, client)).statusCode).toBe(404);
    expect((await call("GET", `package/details?package_id=${pkg.id}`, customer)).statusCode).toBe(404);
    expect((await ok("GET", `package/details?package_id=${pkg.id}`, partner)).active).toBe(0);
    expect((await ok("GET", `package/details?package_id=${pkg.id}`, admin)).active).toBe(0);
    const webOff = await ok("GET", "package/web/list?limit=-1&search=round%20trip", client);
    expect(webOff.data.map((p: { id: number }) => p.id)).not.toContain(pkg.id);
    await ok("POST", "package/update/status", partner, { package_id: pkg.id, active: true });
    const webOn = await ok("GET", "package/web/list?limit=-1&search=round%20trip", client);
    expect(webOn.data.map((p: { id: number }) => p.id)).toContain(pkg.id);
    expect((await call("POST", "package/update/status", partner, { package_id: pkg.id, active: 2 })).statusCode).toBe(
      422,
    );
    expect(
      (await call("POST", "package/update/status", partner, { package_id: otherPackageId, active: 0 })).statusCode,
    ).toBe(403);

    // deleting a duration drops its prices; another partner's duration: 403; unknown: 404
    await ok("DELETE", `package/duration/delete/${six.id}`, partner);
    const left = await ok("GET", `get/duration/pricing?package_id=${pkg.id}&limit=-1`, partner);
    expect(left.total).toBe(3);
    const theirDuration = await db
      .selectFrom("package_durations")
      .select("id")
      .where("package_id", "=", otherPackageId)
      .executeTakeFirstOrThrow();
    expect((await call("DELETE", `package/duration/delete/${theirDuration.id}`, partner)).statusCode).toBe(403);
    expect((await call("DELETE", "package/duration/delete/999999", partner)).statusCode).toBe(404);
    // save/pricing without durations: 422
    const bare = await ok("POST", "package/create", partner, newPackage({ name_en: "Bare" }), 201);
    res = await call("POST", "save/pricing", partner, { package_id: bare.id, prices });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ package_id: ["Add a duration before saving prices."] });
  });

  it("changes status with comments in a thread; customers see only Approved", async () => {
    const pkg = await ok("POST", "package/create", partner, newPackage({ name_en: "Status plan" }), 201);
    const d = await ok("POST", "package/duration", partner, { package_id: pkg.id, months: 3 });
    await ok("POST", "save/duration/pricing", partner, {
      package_id: pkg.id,
      package_duration_id: d.id,
      prices: [{ property_type: "apartment", property_size: "1br", price: 250 }],
    });
    let res = await call("POST", "package/change/status", admin, { package_id: pkg.id, status: "Rejected" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(["comments"]);
    res = await call("POST", "package/change/status", admin, { package_id: pkg.id, status: "Lost" }, "ar");
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.status[0]).toContain("يجب أن يكون");
    const changed = await ok("POST", "package/change/status", admin, {
      package_id: pkg.id,
      status: "Changes Requested",
      comments: "Please add a photo.",
      status_performed_by: "admin",
      user_id: 1,
    });
    expect(changed).toMatchObject({ status: "Changes Requested", status_label: "Changes Requested" });
    expect((await call("GET", `package/details?package_id=${pkg.id}`, client)).statusCode).toBe(404);
    const seen = await ok("GET", `package/details?package_id=${pkg.id}`, partner);
    expect(seen.status).toBe("Changes Requested");
    // the partner answers in the thread and puts it back to Pending
    const comment = await ok(
      "POST",
      "package/create/comment",
      partner,
      { package_id: pkg.id, comments: "Photo added." },
      201,
    );
    expect(comment).toMatchObject({ author_role: "partner", status: null, comments: "Photo added." });
    await ok("POST", "package/change/status", partner, { package_id: pkg.id, status: "Pending" });
    await ok("POST", "package/change/status", admin, { package_id: pkg.id, status: "Approved", comments: "Thanks" });
    const thread = await ok("GET", `package/comments?package_id=${pkg.id}`, partner);
    expect(
      thread.map((c: { author_role: string; status: string | null; previous_status: string | null }) => [
        c.author_role,
        c.status,
        c.previous_status,
      ]),
    ).toEqual([
      ["internal", "Changes Requested", "Approved"],
      ["partner", null, null],
      ["partner", "Pending", "Changes Requested"],
      ["internal", "Approved", "Pending"],
    ]);
    expect(thread[0]).toMatchObject({ comments: "Please add a photo.", author_name: "Omar Al Mansoori" });
    const ar = json(await call("GET", `package/comments?package_id=${pkg.id}`, partner, undefined, "ar"));
    expect(ar.data[0].status_label).toBe("مطلوب تعديلات");
    expect(ar.message).toBe("التعليقات");
    expect((await ok("GET", `package/details?package_id=${pkg.id}`, client)).status).toBe("Approved");
    // validation and ownership
    res = await call("POST", "package/create/comment", partner, { package_id: pkg.id, comments: " " });
    expect(Object.keys(json(res).errors)).toEqual(["comments"]);
    expect(
      (await call("POST", "package/create/comment", partner, { package_id: otherPackageId, comments: "x" })).statusCode,
    ).toBe(403);
    expect((await call("GET", `package/comments?package_id=${otherPackageId}`, partner)).statusCode).toBe(403);
    expect(
      (await call("POST", "package/change/status", partner, { package_id: otherPackageId, status: "Approved" }))
        .statusCode,
    ).toBe(403);
    // a hidden package of another partner stays hidden from this partner's details
    await db.updateTable("packages").set({ active: 0 }).where("id", "=", otherPackageId).execute();
    expect((await call("GET", `package/details?package_id=${otherPackageId}`, partner)).statusCode).toBe(404);
    expect((await call("GET", `package/details?package_id=${otherPackageId}`, support)).statusCode).toBe(200);
    await db.updateTable("packages").set({ active: 1 }).where("id", "=", otherPackageId).execute();
  });

  it("marks packages handpicked (internal roles only)", async () => {
    const pkg = await ok("POST", "package/create", partner, newPackage({ name_en: "Handpicked plan" }), 201);
    expect(
      (await call("POST", "change-handpicked-package-status", partner, { package_id: pkg.id, is_handpicked: 1 }))
        .statusCode,
    ).toBe(403);
    const out = await ok("POST", "change-handpicked-package-status", admin, { package_id: pkg.id, is_handpicked: 1 });
    expect(out.is_handpicked).toBe(1);
    expect((await call("POST", "change-handpicked-package-status", admin, { package_id: pkg.id })).statusCode).toBe(
      422,
    );
    expect(
      (await call("POST", "change-handpicked-package-status", admin, { package_id: 99999, is_handpicked: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it("clones a package with durations and pricing, and deletes it (subscribed ones: 422)", async () => {
    const pkg = await ok("POST", "package/create", partner, newPackage({ name_en: "Clone me" }), 201);
    const d = await ok("POST", "package/duration", partner, { package_id: pkg.id, months: 12, discount_percent: 15 });
    await ok("POST", "save/pricing", partner, {
      package_id: pkg.id,
      prices: [
        { property_type: "apartment", property_size: "studio", price: 150 },
        { property_type: "villa", property_size: "4br", price: 650 },
      ],
    });
    const copy = await ok("GET", `package/clone/on-edit/${pkg.id}`, partner);
    expect(copy).toMatchObject({
      name_en: "Clone me (copy)",
      active: 0,
      status: "Approved",
      duration_count: 1,
      price_count: 2,
      property_types: ["apartment", "villa"],
      service_ids: pkg.service_ids,
    });
    expect(copy.id).not.toBe(pkg.id);
    expect(copy.durations[0]).toMatchObject({ months: 12, discount_percent: 15 });
    expect(copy.durations[0].id).not.toBe(d.id);
    expect((await call("GET", `package/clone/on-edit/${otherPackageId}`, partner)).statusCode).toBe(403);
    expect((await call("GET", "package/clone/on-edit/99999", partner)).statusCode).toBe(404);
    // the admin clones any partner's package
    const adminCopy = await ok("GET", `package/clone/on-edit/${otherPackageId}`, admin);
    expect(adminCopy.partner_id).toBe(otherPartnerId);

    // delete the clone
    expect((await ok("DELETE", `package/delete/${copy.id}`, partner)).id).toBe(copy.id);
    expect(await db.selectFrom("packages").select("id").where("id", "=", copy.id).executeTakeFirst()).toBeUndefined();
    expect((await call("DELETE", `package/delete/${copy.id}`, partner)).statusCode).toBe(404);
    expect((await call("DELETE", `package/delete/${otherPackageId}`, partner)).statusCode).toBe(403);

    // a package with an active subscription cannot be deleted
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@khidma.test")
      .executeTakeFirstOrThrow();
    const at = nowIso();
    const order = await db
      .insertInto("orders")
      .values({
        number: `KH-TEST-${Date.now()}`,
        user_id: user.id,
        partner_id: 1,
        kind: "package",
        status: "paid",
        payment_method: "card",
        subtotal_fils: 15000,
        total_fils: 15000,
        vat_fils: 714,
        coupon_id: null,
        cart_id: null,
        idempotency_key: null,
        paid_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sub = await db
      .insertInto("package_subscriptions")
      .values({
        number: `PK-TEST-${Date.now()}`,
        order_id: order.id,
        user_id: user.id,
        package_id: pkg.id,
        package_duration_id: d.id,
        partner_id: 1,
        property_type: "apartment",
        property_size: "studio",
        user_address_id: null,
        starts_on: "2026-01-01",
        ends_on: "2027-01-01",
        visits_total: 24,
        total_fils: 15000,
        status: "active",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    let res = await call("DELETE", `package/delete/${pkg.id}`, partner, undefined, "ar");
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.package_id[0]).toContain("اشتراكات فعالة");
    res = await call("DELETE", `package/duration/delete/${d.id}`, partner);
    expect(res.statusCode).toBe(422);
    // once it has expired, deleting keeps it for the history but hides it everywhere
    await db.updateTable("package_subscriptions").set({ status: "expired" }).where("id", "=", sub.id).execute();
    await ok("DELETE", `package/delete/${pkg.id}`, partner);
    const row = await db
      .selectFrom("packages")
      .select(["deleted_at", "active"])
      .where("id", "=", pkg.id)
      .executeTakeFirst();
    expect(row?.deleted_at).toBeTruthy();
    expect(row?.active).toBe(0);
    const list = await ok("GET", "package/list?limit=-1", partner);
    expect(list.data.map((p: { id: number }) => p.id)).not.toContain(pkg.id);
    expect((await call("GET", `package/details?package_id=${pkg.id}`, admin)).statusCode).toBe(404);
    expect((await call("POST", "package/update/status", partner, { package_id: pkg.id, active: 1 })).statusCode).toBe(
      404,
    );
  });

  it("manages the partner's services: list, create, update, toggle, details", async () => {
    const list = await ok("GET", "partner/service/list?limit=-1", partner);
    expect(list.total).toBe(
      (await db.selectFrom("services").select("id").where("partner_id", "=", 1).execute()).length,
    );
    expect(list.data.every((s: { partner_id: number }) => s.partner_id === 1)).toBe(true);
    const ids = list.data.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await call("GET", `partner/service/list?partner_id=${otherPartnerId}`, partner)).statusCode).toBe(403);
    const byPrice = await ok("GET", "partner/service/list?sortKey=price&sortVal=desc&limit=-1", partner);
    const prices = byPrice.data.map((s: { price: number }) => s.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const created = await ok(
      "POST",
      "partner/service/create",
      partner,
      {
        category_id: 1,
        name_en: "Balcony cleaning",
        name_ar: "تنظيف الشرفة",
        description_en: "Glass and floor",
        price: 157.5,
        duration_minutes: 90,
        includes_en: ["Glass", "Floor"],
        includes_ar: ["الزجاج", "الأرضية"],
      },
      201,
    );
    expect(created).toMatchObject({
      partner_id: 1,
      name: "Balcony cleaning",
      slug: "sparkle-cleaning-balcony-cleaning",
      price: 157.5,
      vat_amount: 7.5,
      price_excl_vat: 150,
      duration_minutes: 90,
      includes: ["Glass", "Floor"],
      active: 1,
      package_count: 0,
    });
    const again = await ok(
      "POST",
      "partner/service/create",
      partner,
      { category_id: 1, name_en: "Balcony cleaning", name_ar: "تنظيف الشرفة", price: 100, duration_minutes: 60 },
      201,
    );
    expect(again.slug).toBe("sparkle-cleaning-balcony-cleaning-2");
    let res = await call("POST", "partner/service/create", partner, {
      category_id: 9999,
      name_en: "x",
      name_ar: "",
      price: 10.123,
      duration_minutes: 5,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(["duration_minutes", "name_ar", "price"]);
    res = await call("POST", "partner/service/create", partner, {
      category_id: 9999,
      name_en: "x",
      name_ar: "س",
      price: 10,
      duration_minutes: 30,
    });
    expect(json(res).errors).toEqual({ category_id: ["The selected category id is invalid."] });
    res = await call("POST", "partner/service/create", admin, {
      category_id: 1,
      name_en: "x",
      name_ar: "س",
      price: 10,
      duration_minutes: 30,
    });
    expect(Object.keys(json(res).errors)).toEqual(["partner_id"]);

    // it appears on the storefront; off: gone; on: back
    const publicList = async () =>
      (await ok("GET", "mobile/service/list?partner_id=1&limit=-1", client)).data.map((s: { id: number }) => s.id);
    expect(await publicList()).toContain(created.id);
    const off = await ok("POST", `partner/service/status/${created.id}`, partner, { active: 0 });
    expect(off).toMatchObject({ active: 0, status: "inactive" });
    expect(await publicList()).not.toContain(created.id);
    await ok("POST", `partner/service/status/${created.id}`, partner, { active: 1 });
    expect(await publicList()).toContain(created.id);
    expect((await call("POST", `partner/service/status/${created.id}`, partner, {})).statusCode).toBe(422);

    // update (multipart, with an image)
    const form = multipart([
      { name: "category_id", value: "1" },
      { name: "name_en", value: "Balcony deep cleaning" },
      { name: "name_ar", value: "تنظيف الشرفة العميق" },
      { name: "price", value: "210" },
      { name: "duration_minutes", value: "120" },
      { name: "includes_en", value: "Glass\nFloor\nRailings" },
      { name: "image", filename: "s.png", type: "image/png", data: PNG },
    ]);
    res = await app.inject({
      method: "POST",
      url: `/api/v2/partner/service/update/${created.id}`,
      headers: { ...bearer(partner), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({
      name_en: "Balcony deep cleaning",
      price: 210,
      includes_en: ["Glass", "Floor", "Railings"],
    });
    expect(json(res).data.image).toMatch(/^\/uploads\//);
    const details = await ok("GET", `partner/service/details/${created.id}`, partner);
    expect(details.duration_minutes).toBe(120);

    // another partner's service: 403 everywhere; unknown: 404; the admin may
    expect((await call("GET", `partner/service/details/${otherServiceId}`, partner)).statusCode).toBe(403);
    expect(
      (await call("POST", `partner/service/update/${otherServiceId}`, partner, { ...details, category_id: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call("POST", `partner/service/status/${otherServiceId}`, partner, { active: 0 })).statusCode).toBe(
      403,
    );
    expect((await call("GET", "partner/service/details/999999", partner)).statusCode).toBe(404);
    expect((await ok("GET", `partner/service/details/${otherServiceId}`, admin)).partner_id).toBe(otherPartnerId);
    const adminList = await ok("GET", `partner/service/list?partner_id=${otherPartnerId}&limit=-1`, admin);
    expect(adminList.data.every((s: { partner_id: number }) => s.partner_id === otherPartnerId)).toBe(true);
  });

  it("manages service areas grouped by emirate", async () => {
    const before = await ok("GET", "partner/service-area/list", partner);
    expect(before.partner_id).toBe(1);
    expect(before.community_count).toBeGreaterThan(0);
    const served = new Set<number>(
      before.emirates.flatMap((e: { communities: { id: number }[] }) => e.communities.map((c) => c.id)),
    );
    const all = await db.selectFrom("communities").select(["id", "emirate_id"]).execute();
    const fresh = all.filter((c) => !served.has(c.id)).slice(0, 2);
    const added = await ok("POST", "partner/service-area/add", partner, {
      community_ids: [fresh[0].id, fresh[1].id, [...served][0]],
    });
    expect(added.community_count).toBe(before.community_count + 2);
    const flat = await ok("GET", "area/community/list?partner_id=1&limit=-1", client);
    expect(flat.total).toBe(added.community_count);
    const removed = await ok("POST", "partner/service-area/remove", partner, { community_ids: `${fresh[0].id}` });
    expect(removed.community_count).toBe(before.community_count + 1);
    let res = await call("POST", "partner/service-area/add", partner, {
      community_ids: [999999, fresh[0].id, fresh[0].id],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(["community_ids.2"]);
    res = await call("POST", "partner/service-area/add", partner, { community_ids: [999999] });
    expect(json(res).errors).toEqual({ "community_ids.0": ["The selected community id is invalid."] });
    res = await call("POST", "partner/service-area/add", partner, { community_ids: [] });
    expect(Object.keys(json(res).errors)).toEqual(["community_ids"]);
    expect(
      (await call("POST", "partner/service-area/add", partner, { partner_id: otherPartnerId, community_ids: [1] }))
        .statusCode,
    ).toBe(403);
    // admins name the partner
    expect((await call("GET", "partner/service-area/list", admin)).statusCode).toBe(422);
    const theirs = await ok("GET", `partner/service-area/list?partner_id=${otherPartnerId}`, admin);
    expect(theirs.partner_id).toBe(otherPartnerId);
    const ar = await call("GET", "partner/service-area/list", partner, undefined, "ar");
    expect(json(ar).data.emirates[0].emirate_name).toBe(json(ar).data.emirates[0].emirate_name_ar);
  });

  it("shows and updates the company profile with a ratings summary", async () => {
    const profile = await ok("GET", "partner/profile", partner);
    expect(profile).toMatchObject({ id: 1, slug: "sparkle-cleaning", name: "Sparkle Cleaning LLC" });
    const dist = profile.ratings.distribution;
    const total = [1, 2, 3, 4, 5].reduce((s, k) => s + dist[String(k)], 0);
    expect(total).toBe(profile.ratings.count);
    const visible = await db
      .selectFrom("reviews")
      .select("id")
      .where("partner_id", "=", 1)
      .where("is_visible", "=", 1)
      .execute();
    expect(profile.ratings.count).toBe(visible.length);
    expect(profile.ratings.average).toBeGreaterThan(0);

    const form = multipart([
      { name: "about_en", value: "Trusted cleaners since 2015." },
      { name: "about_ar", value: "عمال نظافة موثوقون منذ 2015." },
      { name: "phone", value: "04 555 0199" },
      { name: "cash_on_delivery", value: "1" },
      { name: "logo", filename: "logo.png", type: "image/png", data: PNG },
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/api/v2/partner/profile/update",
      headers: { ...bearer(partner), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({
      about_en: "Trusted cleaners since 2015.",
      phone: "+97145550199",
      cash_on_delivery: true,
    });
    expect(json(res).data.logo).toMatch(/^\/uploads\//);
    const bad = await call("POST", "partner/profile/update", partner, { phone: "12345", email: "nope" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors)).toEqual(["email"]);
    const badPhone = await call("POST", "partner/profile/update", partner, { phone: "12345" });
    expect(json(badPhone).errors).toEqual({ phone: ["Enter a UAE phone number, e.g. +971 4 555 0199"] });
    expect((await call("GET", `partner/profile?partner_id=${otherPartnerId}`, partner)).statusCode).toBe(403);
    const adminView = await ok("GET", `partner/profile?partner_id=${otherPartnerId}`, admin);
    expect(adminView.id).toBe(otherPartnerId);
    await ok("POST", "partner/profile/update", admin, { partner_id: otherPartnerId, cash_on_delivery: 0 });
    expect((await call("GET", "partner/profile?partner_id=99999", admin)).statusCode).toBe(422);
  });

  it("gives the dashboard figures", async () => {
    const out = await ok("GET", "partner/dashboard", partner);
    const services = await db.selectFrom("services").select(["active"]).where("partner_id", "=", 1).execute();
    expect(out.services).toEqual({ total: services.length, active: services.filter((s) => s.active === 1).length });
    const packages = await db
      .selectFrom("packages")
      .select(["status"])
      .where("partner_id", "=", 1)
      .where("deleted_at", "is", null)
      .execute();
    expect(out.packages.total).toBe(packages.length);
    expect(out.packages.by_status.Approved).toBe(packages.filter((p) => p.status === "Approved").length);
    expect(Object.keys(out.packages.by_status).sort()).toEqual([
      "Approved",
      "Changes Requested",
      "Pending",
      "Rejected",
    ]);
    const upcoming = await db
      .selectFrom("bookings")
      .select(["id", "scheduled_at"])
      .where("partner_id", "=", 1)
      .where("scheduled_at", ">=", nowIso())
      .where("status", "not in", ["completed", "cancelled"])
      .orderBy("scheduled_at")
      .execute();
    expect(out.appointments.upcoming_count).toBe(upcoming.length);
    expect(out.appointments.next.map((b: { id: number }) => b.id)).toEqual(upcoming.slice(0, 5).map((b) => b.id));
    const paid = await db
      .selectFrom("orders")
      .select("total_fils")
      .where("partner_id", "=", 1)
      .where("status", "=", "paid")
      .where("paid_at", ">=", dubaiMonthStart())
      .execute();
    expect(Math.round(out.revenue_this_month * 100)).toBe(paid.reduce((s, o) => s + Number(o.total_fils), 0));
    expect(out.currency).toBe("AED");
    expect(out.rating.average).toBeGreaterThan(0);
    expect((await call("GET", `partner/dashboard?partner_id=${otherPartnerId}`, partner)).statusCode).toBe(403);
    expect((await ok("GET", `partner/dashboard?partner_id=${otherPartnerId}`, admin)).partner_id).toBe(otherPartnerId);
    expect((await call("GET", "partner/dashboard", admin)).statusCode).toBe(422);
    expect(dubaiMonthStart(new Date("2026-03-31T21:00:00Z"))).toBe("2026-03-31T20:00:00.000Z");
    expect(dubaiMonthStart(new Date("2026-03-15T10:00:00Z"))).toBe("2026-02-28T20:00:00.000Z");
  });

  it("compares this month so far with the previous period of the same length", async () => {
    const out = (await ok("GET", "partner/dashboard", partner)).comparison;
    const start = dubaiMonthStart();
    const day = (iso: string) => new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(0, 10);
    const today = day(nowIso());
    expect(out.from).toBe(day(start));
    expect(out.to).toBe(today);
    const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${out.from}T00:00:00Z`)) / 86_400_000 + 1;
    const prevStart = new Date(Date.parse(start) - days * 86_400_000).toISOString();
    expect(out.previous_from).toBe(day(prevStart));
    expect(out.previous_to).toBe(day(new Date(Date.parse(start) - 1).toISOString()));
    // a paid order of the partner in the previous period, a review in each period
    const customer = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@khidma.test")
      .executeTakeFirstOrThrow();
    const inPrevious = new Date(Date.parse(start) - 3_600_000).toISOString();
    await db
      .insertInto("orders")
      .values({
        number: "KH-CMP-1",
        user_id: customer.id,
        partner_id: 1,
        kind: "booking",
        status: "paid",
        payment_method: "card",
        subtotal_fils: 12345,
        discount_fils: 0,
        total_fils: 12345,
        vat_fils: 588,
        wallet_fils: 0,
        paid_at: inPrevious,
        created_at: inPrevious,
        updated_at: inPrevious,
      } as never)
      .execute();
    const review = (rating: number, at: string, visible = 1) => ({
      partner_id: 1,
      service_id: null,
      user_id: customer.id,
      customer_name: "Test C.",
      rating,
      comment: "",
      is_visible: visible,
      created_at: at,
    });
    await db
      .insertInto("reviews")
      .values([review(2, inPrevious), review(5, inPrevious, 0), review(4, nowIso())])
      .execute();
    const after = (await ok("GET", "partner/dashboard", partner)).comparison;
    expect(Math.round((after.previous.revenue - out.previous.revenue) * 100)).toBe(12345);
    expect(after.current.revenue).toBe(out.current.revenue);
    expect(after.current.revenue).toBe((await ok("GET", "partner/dashboard", partner)).revenue_this_month);
    expect(after.previous.reviews).toBe(out.previous.reviews + 1); // the hidden one is not counted
    expect(after.current.reviews).toBe(out.current.reviews + 1);
    const avg = async (from: string, to: string) => {
      const rows = await db
        .selectFrom("reviews")
        .select("rating")
        .where("partner_id", "=", 1)
        .where("is_visible", "=", 1)
        .where("created_at", ">=", from)
        .where("created_at", "<", to)
        .execute();
      return Math.round((rows.reduce((a, r) => a + r.rating, 0) / rows.length) * 100) / 100;
    };
    expect(after.previous.rating).toBe(await avg(prevStart, start));
    expect(after.current.rating).toBe(await avg(start, "9999"));
    const scheduled = await db
      .selectFrom("bookings")
      .select("id")
      .where("partner_id", "=", 1)
      .where("scheduled_at", ">=", prevStart)
      .where("scheduled_at", "<", start)
      .execute();
    expect(after.previous.bookings).toBe(scheduled.length);
  });

  it("documents the endpoints in OpenAPI", async () => {
    const doc = json(await app.inject({ method: "GET", url: "/api/docs/json" }));
    for (const p of [
      "/api/v2/package/list",
      "/api/v2/package/create",
      "/api/v2/save/duration/pricing",
      "/api/v2/partner/service/list",
      "/api/v2/partner/service-area/list",
      "/api/v2/partner/dashboard",
    ]) {
      expect(doc.paths[p], p).toBeTruthy();
    }
  });
});
