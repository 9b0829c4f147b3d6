import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, nowIso } from "../../server/src/db/database.js";
import { uploadFile } from "../../server/src/lib/uploads.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

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

describe("admin catalog (categories, services, attributes, banners, properties, areas)", () => {
  let app: TestApp;
  let db: Database;
  let dataDir: string;
  let admin: string;
  let support: string;
  let partner: string;
  let customer: string;
  let client: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-admin-catalog-"));
    ({ app, db } = await makeTestApp({ dataDir }));
    [admin, support, partner, customer] = await Promise.all(
      [
        ["admin@khidma.test", "Admin#2026"],
        ["support@khidma.test", "Support#2026"],
        ["partner@khidma.test", "Partner#2026"],
        ["customer@khidma.test", "Customer#2026"],
      ].map(async ([email, password]) => (await login(app, email, password)).access_token),
    );
    client = await clientToken(app);
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: Method, url: string, token: string | null, payload?: unknown, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const as = async (method: Method, url: string, payload?: unknown, status = method === "POST" ? 200 : 200) => {
    const res = await call(method, url, admin, payload);
    expect(res.statusCode, res.body).toBe(status);
    return json(res).data;
  };
  const upload = (url: string, token: string, parts: Part[]) => {
    const form = multipart(parts);
    return app.inject({
      method: "POST",
      url: `/api/v2/${url}`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };

  // Every endpoint: [method, url, permission, body]. Support holds read-service only.
  const ENDPOINTS: [Method, string, string, unknown?][] = [
    ["GET", "service-category/list", "read-service-category"],
    ["GET", "service-category/details/1", "read-service-category"],
    ["POST", "service-category/create", "create-service-category", {}],
    ["POST", "service-category/update/1", "update-service-category", {}],
    ["POST", "service-category/icon/1", "update-service-category", {}],
    ["POST", "service-category/status/1", "update-service-category", {}],
    ["POST", "service-category/bulk-status", "update-service-category", {}],
    ["POST", "service-category/trending/1", "update-service-category", {}],
    ["POST", "service-category/reorder", "update-service-category", {}],
    ["DELETE", "service-category/delete/1", "delete-service-category"],
    ["GET", "admin/service/list", "read-service"],
    ["POST", "admin/service/status/1", "update-service", {}],
    ["POST", "admin/service/bulk-status", "update-service", {}],
    ["GET", "attribute/list", "read-attribute"],
    ["GET", "attribute/details/1", "read-attribute"],
    ["POST", "attribute/create", "create-attribute", {}],
    ["POST", "attribute/update/1", "update-attribute", {}],
    ["DELETE", "attribute/delete/1", "delete-attribute"],
    ["GET", "banner/list", "read-banner"],
    ["GET", "banner/details/1", "read-banner"],
    ["POST", "banner/create", "create-banner", {}],
    ["POST", "banner/update/1", "update-banner", {}],
    ["POST", "banner/status/1", "update-banner", {}],
    ["DELETE", "banner/delete/1", "delete-banner"],
    ["GET", "property-type/list", "read-property"],
    ["GET", "property-type/details/1", "read-property"],
    ["POST", "property-type/create", "create-property", {}],
    ["POST", "property-type/update/1", "update-property", {}],
    ["DELETE", "property-type/delete/1", "delete-property"],
    ["GET", "property-size/list", "read-property"],
    ["POST", "property-size/create", "create-property", {}],
    ["POST", "property-size/update/1", "update-property", {}],
    ["DELETE", "property-size/delete/1", "delete-property"],
    ["GET", "service-area/emirate/list", "read-service-area"],
    ["GET", "service-area/area/list", "read-service-area"],
    ["GET", "service-area/area/details/1", "read-service-area"],
    ["POST", "service-area/area/create", "create-service-area", {}],
    ["POST", "service-area/area/update/1", "update-service-area", {}],
    ["DELETE", "service-area/area/delete/1", "delete-service-area"],
    ["GET", "service-area/community/list", "read-service-area"],
    ["GET", "service-area/community/details/1", "read-service-area"],
    ["POST", "service-area/community/create", "create-service-area", {}],
    ["POST", "service-area/community/update/1", "update-service-area", {}],
    ["DELETE", "service-area/community/delete/1", "delete-service-area"],
  ];

  it("every endpoint: 401 signed out or with a client token, 403 for a partner or a customer (before validating)", async () => {
    for (const [method, url, , body] of ENDPOINTS) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, client, body)).statusCode, `${method} ${url} client`).toBe(401);
      // the Partner Owner holds read-service, create-service-area... of the same names: still 403 (internal only)
      expect((await call(method, url, partner, body)).statusCode, `${method} ${url} partner`).toBe(403);
      expect((await call(method, url, customer, body)).statusCode, `${method} ${url} customer`).toBe(403);
    }
  });

  it("support: 403 on every endpoint but the services list (read-service)", async () => {
    for (const [method, url, permission, body] of ENDPOINTS) {
      const res = await call(method, url, support, body);
      if (permission === "read-service") expect(res.statusCode, `${method} ${url}`).toBe(200);
      else expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
    }
  });

  it("a 403 answers in Arabic too", async () => {
    const res = await call("POST", "banner/create", support, {}, "ar");
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe("ليست لديك صلاحية لتنفيذ هذا الإجراء.");
  });

  // ---- service categories ----------------------------------------------------------------------------------------

  describe("service categories", () => {
    it("lists every status with counts, searches, filters, sorts and pages in SQL", async () => {
      const all = await as("GET", "service-category/list?limit=-1");
      expect(all.total).toBeGreaterThan(5);
      expect(all.data[0]).toMatchObject({ sort_order: expect.any(Number), service_count: expect.any(Number) });
      const orders = all.data.map((c: { sort_order: number }) => c.sort_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      const page2 = await as("GET", "service-category/list?page=2&limit=2");
      expect(page2).toMatchObject({ current_page: 2, per_page: 2, total: all.total });
      expect(page2.data.map((c: { id: number }) => c.id)).toEqual(
        all.data.slice(2, 4).map((c: { id: number }) => c.id),
      );
      const trending = await as("GET", "service-category/list?trending=1&limit=-1");
      expect(trending.data.every((c: { is_trending: number }) => c.is_trending === 1)).toBe(true);
      const first = all.data[0];
      const found = await as("GET", `service-category/list?search=${encodeURIComponent(first.name_en.slice(0, 5))}`);
      expect(found.data.map((c: { id: number }) => c.id)).toContain(first.id);
      const byCount = await as("GET", "service-category/list?sortKey=service_count&sortVal=desc&limit=-1");
      const counts = byCount.data.map((c: { service_count: number }) => c.service_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const ar = json(await call("GET", `service-category/details/${first.id}`, admin, undefined, "ar")).data;
      expect(ar.name).toBe(first.name_ar);
      expect((await call("GET", "service-category/list?sortKey=nope", admin)).statusCode).toBe(422);
      expect((await call("GET", "service-category/details/999999", admin)).statusCode).toBe(404);
    });

    it("creates one (multipart with an image, bilingual), shows it on the storefront, and 422s on fields", async () => {
      const res = await upload("service-category/create", admin, [
        { name: "name_en", value: "Window Tinting" },
        { name: "name_ar", value: "تظليل النوافذ" },
        { name: "description_en", value: "Heat and glare control" },
        { name: "is_trending", value: "1" },
        { name: "image", filename: "tint.png", type: "image/png", data: PNG },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const created = json(res).data;
      expect(created).toMatchObject({
        name_en: "Window Tinting",
        name_ar: "تظليل النوافذ",
        is_trending: 1,
        status: "active",
        slug: "window-tinting",
      });
      expect(created.image).toMatch(/^\/uploads\//);
      expect(created.icon).toBe(created.image);
      expect(fs.existsSync(uploadFile(dataDir, created.image)!)).toBe(true);
      // storefront: every category and the trending rail
      const storefront = json(await call("GET", "mobile/category/list?limit=-1&trending=1", client)).data.data;
      expect(storefront.map((c: { id: number }) => c.id)).toContain(created.id);

      const bad = await call("POST", "service-category/create", admin, { name_en: "", is_trending: "maybe" });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(json(bad).errors).sort()).toEqual(["is_trending", "name_ar", "name_en"]);
      const dup = await call("POST", "service-category/create", admin, { name_en: "window tinting", name_ar: "x" });
      expect(dup.statusCode).toBe(422);
      expect(json(dup).errors.name_en).toEqual(["A category with this English name already exists."]);
      const dupAr = await call(
        "POST",
        "service-category/create",
        admin,
        { name_en: "window tinting", name_ar: "x" },
        "ar",
      );
      expect(json(dupAr).errors.name_en).toEqual(["توجد فئة بالاسم الإنجليزي نفسه."]);
    });

    it("updates, replaces the image (the old file goes), uploads an icon, toggles status and trending", async () => {
      const id = (
        await as("POST", "service-category/create", { name_en: "Pool Care", name_ar: "العناية بالمسابح" }, 201)
      ).id;
      const first = await upload(`service-category/update/${id}`, admin, [
        { name: "name_en", value: "Pool Care" },
        { name: "name_ar", value: "العناية بالمسابح" },
        { name: "image", filename: "a.png", type: "image/png", data: PNG },
      ]);
      const oldImage = json(first).data.image;
      const second = await upload(`service-category/update/${id}`, admin, [
        { name: "name_en", value: "Pool Cleaning" },
        { name: "name_ar", value: "تنظيف المسابح" },
        { name: "image", filename: "b.png", type: "image/png", data: PNG },
      ]);
      expect(second.statusCode, second.body).toBe(200);
      expect(json(second).data).toMatchObject({ name_en: "Pool Cleaning" });
      expect(fs.existsSync(uploadFile(dataDir, oldImage)!)).toBe(false);
      const icon = await upload(`service-category/icon/${id}`, admin, [
        { name: "icon", filename: "i.png", type: "image/png", data: PNG },
      ]);
      expect(icon.statusCode, icon.body).toBe(200);
      expect(json(icon).data.icon).not.toBe(json(second).data.image);
      expect((await upload(`service-category/icon/${id}`, admin, [{ name: "x", value: "1" }])).statusCode).toBe(422);
      expect((await call("POST", `service-category/update/${id}`, admin, { name_en: "" })).statusCode).toBe(422);
      expect(
        (await call("POST", "service-category/update/999999", admin, { name_en: "a", name_ar: "b" })).statusCode,
      ).toBe(404);

      expect((await as("POST", `service-category/status/${id}`, { status: "inactive" })).status).toBe("inactive");
      const storefront = json(await call("GET", "mobile/category/list?limit=-1", client)).data.data;
      expect(storefront.map((c: { id: number }) => c.id)).not.toContain(id);
      expect((await call("POST", `service-category/status/${id}`, admin, { status: "gone" })).statusCode).toBe(422);
      expect((await as("POST", `service-category/trending/${id}`, { is_trending: 1 })).is_trending).toBe(1);
      expect((await call("POST", `service-category/trending/${id}`, admin, {})).statusCode).toBe(422);

      const bulk = await as("POST", "service-category/bulk-status", { ids: [id], status: "active" });
      expect(bulk).toEqual({ updated: 1 });
      const badBulk = await call("POST", "service-category/bulk-status", admin, {
        ids: [id, 999999],
        status: "active",
      });
      expect(badBulk.statusCode).toBe(422);
      expect(json(badBulk).errors).toHaveProperty("ids.1");
    });

    it("reorders all or a subset, keeping the subset's places; 422 on unknown or repeated ids", async () => {
      const before = (await as("GET", "service-category/list?limit=-1")).data.map((c: { id: number }) => c.id);
      const reversed = [...before].reverse();
      expect(await as("POST", "service-category/reorder", { ids: reversed })).toEqual({ updated: before.length });
      const after = await as("GET", "service-category/list?limit=-1");
      expect(after.data.map((c: { id: number }) => c.id)).toEqual(reversed);
      expect(after.data.map((c: { sort_order: number }) => c.sort_order)).toEqual(
        reversed.map((_: number, i: number) => i + 1),
      );
      // swap the first two only
      await as("POST", "service-category/reorder", { ids: [reversed[1], reversed[0]] });
      const swapped = (await as("GET", "service-category/list?limit=-1")).data.map((c: { id: number }) => c.id);
      expect(swapped).toEqual([reversed[1], reversed[0], ...reversed.slice(2)]);
      // the storefront follows the order
      const store = json(await call("GET", "mobile/category/list?limit=3", client)).data.data.map(
        (c: { id: number }) => c.id,
      );
      expect(store[0]).toBe(reversed[1]);
      const unknown = await call("POST", "service-category/reorder", admin, { ids: [before[0], 999999] });
      expect(unknown.statusCode).toBe(422);
      expect(json(unknown).errors).toHaveProperty("ids.1");
      const twice = await call("POST", "service-category/reorder", admin, { ids: [before[0], before[0]] });
      expect(twice.statusCode).toBe(422);
      expect((await call("POST", "service-category/reorder", admin, { ids: [] })).statusCode).toBe(422);
    });

    it("deletes an unused category and refuses one with services (422)", async () => {
      const id = (await as("POST", "service-category/create", { name_en: "Temp Cat", name_ar: "فئة مؤقتة" }, 201)).id;
      expect(await as("DELETE", `service-category/delete/${id}`)).toEqual({ id });
      expect((await call("DELETE", `service-category/delete/${id}`, admin)).statusCode).toBe(404);
      const used = await db.selectFrom("services").select("category_id").executeTakeFirstOrThrow();
      const res = await call("DELETE", `service-category/delete/${used.category_id}`, admin);
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.id[0]).toMatch(/Deactivate it instead/);
    });
  });

  // ---- services --------------------------------------------------------------------------------------------------

  describe("services of every partner", () => {
    it("lists with partner and category filters; support may read it", async () => {
      const all = await as("GET", "admin/service/list?limit=-1");
      const partners = new Set(all.data.map((s: { partner_id: number }) => s.partner_id));
      expect(partners.size).toBeGreaterThan(1);
      const one = all.data[0];
      const byPartner = await as("GET", `admin/service/list?partner_id=${one.partner_id}&limit=-1`);
      expect(byPartner.data.every((s: { partner_id: number }) => s.partner_id === one.partner_id)).toBe(true);
      const byCategory = await as("GET", `admin/service/list?category_id=${one.category_id}&limit=-1`);
      expect(byCategory.data.every((s: { category_id: number }) => s.category_id === one.category_id)).toBe(true);
      const bySupport = await call("GET", "admin/service/list?sortKey=price&sortVal=desc", support);
      expect(bySupport.statusCode).toBe(200);
      const prices = json(bySupport).data.data.map((s: { price: number }) => s.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect((await call("GET", "admin/service/list?active=maybe", admin)).statusCode).toBe(422);
    });

    it("activates and deactivates one or many; the storefront follows", async () => {
      const svc = (await as("GET", "admin/service/list?active=1&limit=2")).data;
      const off = await as("POST", `admin/service/status/${svc[0].id}`, { active: 0 });
      expect(off).toMatchObject({ id: svc[0].id, active: 0, status: "inactive" });
      expect((await call("GET", `mobile/service/details?service_id=${svc[0].id}`, client)).statusCode).toBe(404);
      expect((await call("POST", `admin/service/status/${svc[0].id}`, admin, { active: "x" })).statusCode).toBe(422);
      expect((await call("POST", "admin/service/status/999999", admin, { active: 1 })).statusCode).toBe(404);
      expect(await as("POST", "admin/service/bulk-status", { ids: [svc[0].id, svc[1].id], active: 1 })).toEqual({
        updated: 2,
      });
      const after = await db
        .selectFrom("services")
        .select("active")
        .where("id", "in", [svc[0].id, svc[1].id])
        .execute();
      expect(after.every((s) => s.active === 1)).toBe(true);
      expect((await call("POST", "admin/service/bulk-status", admin, { ids: [999999], active: 1 })).statusCode).toBe(
        422,
      );
      // editing goes through partner/service/update/{id}, which internal roles may call for any partner
      const edit = await call("POST", `partner/service/update/${svc[1].id}`, admin, {
        category_id: svc[1].category_id,
        name_en: "Edited by admin",
        name_ar: "عدّلها المسؤول",
        price: 120,
        duration_minutes: 60,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await call("POST", `partner/service/update/${svc[1].id}`, support, {})).statusCode).toBe(403);
    });
  });

  // ---- attributes ------------------------------------------------------------------------------------------------

  describe("attributes", () => {
    it("creates text, number and select attributes attached to categories; filters; updates; deletes", async () => {
      const cats = (await as("GET", "service-category/list?limit=2")).data.map((c: { id: number }) => c.id);
      const select = await as(
        "POST",
        "attribute/create",
        {
          name_en: "Floor type",
          name_ar: "نوع الأرضية",
          type: "select",
          options: [
            { en: "Marble", ar: "رخام" },
            { en: "Wood", ar: "خشب" },
          ],
          category_ids: cats,
          is_required: 1,
        },
        201,
      );
      expect(select).toMatchObject({
        type: "select",
        is_required: 1,
        category_ids: cats,
        options: [{ en: "Marble", ar: "رخام", label: "Marble" }, { en: "Wood" }],
      });
      const number = await as(
        "POST",
        "attribute/create",
        { name_en: "Rooms", name_ar: "الغرف", type: "number", options: [{ en: "x", ar: "y" }] },
        201,
      );
      expect(number.options).toEqual([]);
      expect(number.category_ids).toEqual([]);

      const ar = json(await call("GET", `attribute/details/${select.id}`, admin, undefined, "ar")).data;
      expect(ar.name).toBe("نوع الأرضية");
      expect(ar.options[0].label).toBe("رخام");
      const byCat = await as("GET", `attribute/list?category_id=${cats[0]}`);
      expect(byCat.data.map((a: { id: number }) => a.id)).toEqual([select.id]);
      const byType = await as("GET", "attribute/list?type=number");
      expect(byType.data.map((a: { id: number }) => a.id)).toEqual([number.id]);
      const search = await as("GET", "attribute/list?search=floor");
      expect(search.total).toBe(1);
      expect(
        (await as("GET", "service-category/list?limit=-1")).data.find((c: { id: number }) => c.id === cats[0])
          .attribute_count,
      ).toBe(1);

      const noOptions = await call("POST", "attribute/create", admin, { name_en: "A", name_ar: "ب", type: "select" });
      expect(noOptions.statusCode).toBe(422);
      expect(json(noOptions).errors.options).toEqual(["A select attribute needs at least one option."]);
      const bad = await call("POST", "attribute/create", admin, {
        name_en: "",
        type: "colour",
        category_ids: [999999],
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(json(bad).errors)).toEqual(expect.arrayContaining(["name_en", "name_ar", "type"]));
      const badCat = await call("POST", "attribute/create", admin, {
        name_en: "A",
        name_ar: "ب",
        type: "text",
        category_ids: [999999],
      });
      expect(json(badCat).errors).toEqual({ "category_ids.0": ["The selected id is invalid."] });
      const badOption = await call("POST", "attribute/create", admin, {
        name_en: "A",
        name_ar: "ب",
        type: "select",
        options: [{ en: "x" }],
      });
      expect(badOption.statusCode).toBe(422);

      const updated = await as("POST", `attribute/update/${select.id}`, {
        name_en: "Flooring",
        name_ar: "الأرضيات",
        type: "text",
        category_ids: [cats[1]],
      });
      expect(updated).toMatchObject({ name_en: "Flooring", type: "text", options: [], category_ids: [cats[1]] });
      expect(
        (await call("POST", "attribute/update/999999", admin, { name_en: "a", name_ar: "b", type: "text" })).statusCode,
      ).toBe(404);
      expect((await call("POST", `attribute/update/${select.id}`, admin, { name_en: "a" })).statusCode).toBe(422);
      expect(await as("DELETE", `attribute/delete/${select.id}`)).toEqual({ id: select.id });
      expect((await call("GET", `attribute/details/${select.id}`, admin)).statusCode).toBe(404);
      expect(
        await db.selectFrom("service_attributes").selectAll().where("attribute_id", "=", select.id).execute(),
      ).toEqual([]);
    });
  });

  // ---- banners ---------------------------------------------------------------------------------------------------

  describe("banners", () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const live = async () =>
      json(await call("GET", "banners/get-by-target/customer", client)).data.map((b: { id: number }) => b.id);

    it("creates live, scheduled, expired and inactive banners; the storefront shows only the live ones", async () => {
      const form = await upload("banner/create", admin, [
        { name: "title_en", value: "Summer AC offer" },
        { name: "title_ar", value: "عرض المكيفات الصيفي" },
        { name: "subtitle_en", value: "20% off" },
        { name: "link", value: "/categories" },
        { name: "starts_at", value: at(-hour) },
        { name: "ends_at", value: at(24 * hour) },
        { name: "image", filename: "b.png", type: "image/png", data: PNG },
      ]);
      expect(form.statusCode, form.body).toBe(201);
      const now = json(form).data;
      expect(now).toMatchObject({ title_en: "Summer AC offer", target: "customer", status: "active", is_live: true });
      expect(now.image).toMatch(/^\/uploads\//);
      const future = await as(
        "POST",
        "banner/create",
        { title_en: "Soon", title_ar: "قريباً", image: "/images/banners/cleaning.svg", starts_at: at(24 * hour) },
        201,
      );
      const past = await as(
        "POST",
        "banner/create",
        {
          title_en: "Gone",
          title_ar: "انتهى",
          image: "/images/banners/cleaning.svg",
          starts_at: at(-48 * hour),
          ends_at: at(-24 * hour),
        },
        201,
      );
      const off = await as(
        "POST",
        "banner/create",
        { title_en: "Off", title_ar: "متوقف", image: "/images/banners/cleaning.svg", status: "inactive" },
        201,
      );
      const partnerBanner = await as(
        "POST",
        "banner/create",
        { title_en: "Partners", title_ar: "للشركاء", image: "https://cdn.example.com/p.png", target: "partner" },
        201,
      );
      expect([future.is_live, past.is_live, off.is_live, partnerBanner.is_live]).toEqual([false, false, false, true]);

      const shown = await live();
      expect(shown).toContain(now.id);
      for (const hidden of [future.id, past.id, off.id, partnerBanner.id]) expect(shown).not.toContain(hidden);

      const listLive = await as("GET", "banner/list?live=1&target=customer&limit=-1");
      expect(listLive.data.every((b: { is_live: boolean }) => b.is_live)).toBe(true);
      expect(listLive.data.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining(shown));
      const notLive = await as("GET", "banner/list?live=0&limit=-1");
      expect(notLive.data.map((b: { id: number }) => b.id)).toEqual(
        expect.arrayContaining([future.id, past.id, off.id]),
      );
      expect((await as("GET", "banner/list?search=summer%20ac")).data.map((b: { id: number }) => b.id)).toEqual([
        now.id,
      ]);
      expect((await as("GET", "banner/list?target=partner")).data.map((b: { id: number }) => b.id)).toEqual([
        partnerBanner.id,
      ]);
      const ar = json(await call("GET", `banner/details/${now.id}`, admin, undefined, "ar")).data;
      expect(ar.title).toBe("عرض المكيفات الصيفي");

      // status off: leaves the storefront; on again: back
      await as("POST", `banner/status/${now.id}`, { status: "inactive" });
      expect(await live()).not.toContain(now.id);
      await as("POST", `banner/status/${now.id}`, { status: "active" });
      expect(await live()).toContain(now.id);
      expect((await call("POST", `banner/status/${now.id}`, admin, { status: "x" })).statusCode).toBe(422);
    });

    it("422 on its fields (title, link, image, dates, end before start)", async () => {
      const res = await call("POST", "banner/create", admin, {
        title_en: "",
        link: "javascript:alert(1)",
        starts_at: "not a date",
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(json(res).errors).sort()).toEqual(["starts_at", "title_ar", "title_en"]);
      const cross = await call("POST", "banner/create", admin, {
        title_en: "A",
        title_ar: "ب",
        link: "javascript:alert(1)",
        starts_at: at(2 * hour),
        ends_at: at(hour),
      });
      expect(cross.statusCode).toBe(422);
      expect(json(cross).errors).toEqual({
        link: ["The link must be a site path starting with / or an http(s) URL."],
        ends_at: ["The end must be after the start."],
        image: ["The image field is required."],
      });
      const badImage = await call("POST", "banner/create", admin, {
        title_en: "A",
        title_ar: "ب",
        image: "http://insecure/x.png",
      });
      expect(json(badImage).errors.image).toBeDefined();
      const badTarget = await call("POST", "banner/create", admin, {
        title_en: "A",
        title_ar: "ب",
        image: "/x.png",
        target: "everyone",
      });
      expect(json(badTarget).errors.target).toBeDefined();
      const arabic = await call("POST", "banner/create", admin, { title_en: "A", title_ar: "ب" }, "ar");
      expect(json(arabic).errors.image).toEqual(["حقل الصورة مطلوب."]);
    });

    it("updates (keeps the image, clears the schedule), replaces the image, deletes", async () => {
      const b = await as(
        "POST",
        "banner/create",
        { title_en: "Edit me", title_ar: "عدلني", image: "/images/banners/cleaning.svg", ends_at: at(-hour) },
        201,
      );
      expect(b.is_live).toBe(false);
      const updated = await as("POST", `banner/update/${b.id}`, {
        title_en: "Edited",
        title_ar: "معدّل",
        ends_at: "",
        sort_order: 0,
      });
      expect(updated).toMatchObject({
        title_en: "Edited",
        image: "/images/banners/cleaning.svg",
        ends_at: null,
        sort_order: 0,
        is_live: true,
      });
      const replaced = await upload(`banner/update/${b.id}`, admin, [
        { name: "title_en", value: "Edited" },
        { name: "title_ar", value: "معدّل" },
        { name: "image", filename: "n.png", type: "image/png", data: PNG },
      ]);
      expect(replaced.statusCode, replaced.body).toBe(200);
      const image = json(replaced).data.image;
      expect(image).toMatch(/^\/uploads\//);
      expect((await call("POST", `banner/update/${b.id}`, admin, { title_en: "" })).statusCode).toBe(422);
      expect((await call("POST", "banner/update/999999", admin, { title_en: "a", title_ar: "b" })).statusCode).toBe(
        404,
      );
      expect(await as("DELETE", `banner/delete/${b.id}`)).toEqual({ id: b.id });
      expect(fs.existsSync(uploadFile(dataDir, image)!)).toBe(false);
      expect((await call("GET", `banner/details/${b.id}`, admin)).statusCode).toBe(404);
      expect((await call("DELETE", `banner/delete/${b.id}`, admin)).statusCode).toBe(404);
    });
  });

  // ---- property types and sizes ----------------------------------------------------------------------------------

  describe("property types and sizes", () => {
    it("lists types with sizes and usage; renames; the key is fixed; in-use types cannot go", async () => {
      const list = await as("GET", "property-type/list");
      expect(list.data.map((t: { type: string }) => t.type)).toEqual(["apartment", "villa", "office"]);
      const apartment = list.data[0];
      expect(apartment.sizes.length).toBeGreaterThan(3);
      expect(apartment.in_use).toBe(true);
      expect(apartment.package_count).toBeGreaterThan(0);
      const renamed = await as("POST", `property-type/update/${apartment.id}`, {
        name_en: "Flat",
        name_ar: "شقة سكنية",
        sort_order: 1,
      });
      expect(renamed).toMatchObject({ type: "apartment", name_en: "Flat" });
      // the storefront reads the same names
      const types = json(await call("GET", "package/property/list", client)).data;
      expect(types.find((t: { type: string }) => t.type === "apartment").name).toBe("Flat");
      const fixed = await call("POST", `property-type/update/${apartment.id}`, admin, {
        type: "villa",
        name_en: "x",
        name_ar: "y",
      });
      expect(json(fixed).errors).toEqual({ type: ["The property type key cannot change."] });
      expect((await call("POST", `property-type/update/${apartment.id}`, admin, { name_en: "" })).statusCode).toBe(422);
      const inUse = await call("DELETE", `property-type/delete/${apartment.id}`, admin);
      expect(inUse.statusCode).toBe(422);
      expect(json(inUse).errors.id).toEqual([
        "This property type is used by packages, prices, carts or addresses and cannot be deleted.",
      ]);
      const taken = await call("POST", "property-type/create", admin, {
        type: "villa",
        name_en: "Villa",
        name_ar: "فيلا",
      });
      expect(json(taken).errors).toEqual({ type: ["This property type already exists."] });
      const unknown = await call("POST", "property-type/create", admin, { type: "castle", name_en: "C", name_ar: "ق" });
      expect(json(unknown).errors.type).toBeDefined();
      expect((await call("GET", "property-type/details/999999", admin)).statusCode).toBe(404);
    });

    it("deletes an unused type and creates it again", async () => {
      const office = (await as("GET", "property-type/list")).data.find((t: { type: string }) => t.type === "office");
      // take office out of every package so nothing uses it
      await db.deleteFrom("package_pricing").where("property_type", "=", "office").execute();
      await db.deleteFrom("package_property_types").where("property_type", "=", "office").execute();
      await db.deleteFrom("package_cart_items").where("property_type", "=", "office").execute();
      await db.deleteFrom("package_subscriptions").where("property_type", "=", "office").execute();
      await db.deleteFrom("user_addresses").where("property_type", "=", "office").execute();
      expect(await as("DELETE", `property-type/delete/${office.id}`)).toEqual({ id: office.id });
      const again = await as(
        "POST",
        "property-type/create",
        { type: "office", name_en: "Office", name_ar: "مكتب" },
        201,
      );
      expect(again).toMatchObject({ type: "office", sizes: [], in_use: false });
    });

    it("sizes: create, 422 on key format and duplicates, update, refuse deleting or re-keying one in use", async () => {
      const villa = (await as("GET", "property-type/list")).data.find((t: { type: string }) => t.type === "villa");
      const size = await as(
        "POST",
        "property-size/create",
        { property_type_id: villa.id, key: "6br", name_en: "6 bedrooms", name_ar: "6 غرف نوم" },
        201,
      );
      expect(size).toMatchObject({ key: "6br", in_use: false, property_type_id: villa.id });
      const dup = await call("POST", "property-size/create", admin, {
        property_type_id: villa.id,
        key: "6br",
        name_en: "x",
        name_ar: "y",
      });
      expect(json(dup).errors).toEqual({ key: ["This property type already has a size with this key."] });
      const badKey = await call("POST", "property-size/create", admin, {
        property_type_id: villa.id,
        key: "Six BR",
        name_en: "x",
        name_ar: "y",
      });
      expect(json(badKey).errors.key).toEqual(["The key may contain lower-case letters, digits and dashes only."]);
      const badType = await call("POST", "property-size/create", admin, {
        property_type_id: 999999,
        key: "x",
        name_en: "x",
        name_ar: "y",
      });
      expect(json(badType).errors).toEqual({ property_type_id: ["The selected property type id is invalid."] });
      const listed = await as("GET", `property-size/list?property_type_id=${villa.id}&limit=-1`);
      expect(listed.data.at(-1).key).toBe("6br");
      expect((await as("GET", "property-size/list?search=6br")).data.map((s: { id: number }) => s.id)).toEqual([
        size.id,
      ]);
      const renamed = await as("POST", `property-size/update/${size.id}`, {
        key: "6-br",
        name_en: "Six bedrooms",
        name_ar: "ست غرف نوم",
      });
      expect(renamed).toMatchObject({ key: "6-br", name_en: "Six bedrooms" });
      expect((await call("POST", `property-size/update/${size.id}`, admin, { key: "" })).statusCode).toBe(422);
      expect(
        (await call("POST", "property-size/update/999999", admin, { key: "a", name_en: "a", name_ar: "b" })).statusCode,
      ).toBe(404);
      expect(await as("DELETE", `property-size/delete/${size.id}`)).toEqual({ id: size.id });

      const used = await db
        .selectFrom("package_pricing")
        .select(["property_type", "property_size"])
        .executeTakeFirstOrThrow();
      const usedSize = await db
        .selectFrom("property_sizes as s")
        .innerJoin("property_types as t", "t.id", "s.property_type_id")
        .select(["s.id", "s.name_en", "s.name_ar"])
        .where("t.type", "=", used.property_type)
        .where("s.key", "=", used.property_size)
        .executeTakeFirstOrThrow();
      const del = await call("DELETE", `property-size/delete/${usedSize.id}`, admin);
      expect(del.statusCode).toBe(422);
      expect(json(del).errors.id).toEqual([
        "This property size is used by prices, carts or addresses and cannot be deleted.",
      ]);
      const rekey = await call("POST", `property-size/update/${usedSize.id}`, admin, {
        key: "renamed",
        name_en: usedSize.name_en,
        name_ar: usedSize.name_ar,
      });
      expect(json(rekey).errors).toEqual({ key: ["This size is in use, so its key cannot change."] });
    });
  });

  // ---- emirates, areas, communities -------------------------------------------------------------------------------

  describe("service areas", () => {
    it("files every seeded community into an area (emirate -> area -> community)", async () => {
      const orphans = await db.selectFrom("communities").select("id").where("area_id", "is", null).execute();
      expect(orphans).toEqual([]);
      const emirates = await as("GET", "service-area/emirate/list");
      expect(emirates).toHaveLength(7);
      const dubai = emirates.find((e: { slug: string }) => e.slug === "dubai");
      expect(dubai.area_count).toBeGreaterThan(3);
      const areas = await as("GET", `service-area/area/list?emirate_id=${dubai.id}&limit=-1`);
      const marina = areas.data.find((a: { slug: string }) => a.slug === "dubai-marina");
      expect(marina).toMatchObject({ name_en: "Dubai Marina", emirate_name: "Dubai" });
      const communities = await as("GET", `service-area/community/list?area_id=${marina.id}&limit=-1`);
      expect(communities.data.map((c: { slug: string }) => c.slug)).toEqual(
        expect.arrayContaining(["dubai-marina", "jlt"]),
      );
      expect(communities.data[0]).toMatchObject({ area_name: "Dubai Marina", emirate_name: "Dubai" });
      // the public list still answers as before
      const publicList = json(await call("GET", `area/community/list?emirate_id=${dubai.id}&limit=-1`, client)).data;
      expect(publicList.total).toBe(dubai.community_count);
    });

    it("areas: create, list, search, update, refuse deleting one with communities, delete", async () => {
      const [abuDhabi, dubai] = (await as("GET", "service-area/emirate/list")) as { id: number; slug: string }[];
      const area = await as(
        "POST",
        "service-area/area/create",
        { emirate_id: abuDhabi.id, name_en: "Al Reef", name_ar: "الريف" },
        201,
      );
      expect(area).toMatchObject({ slug: "al-reef", community_count: 0, status: "active" });
      expect((await as("GET", "service-area/area/list?search=reef")).data.map((a: { id: number }) => a.id)).toEqual([
        area.id,
      ]);
      const bad = await call("POST", "service-area/area/create", admin, {
        emirate_id: 999999,
        name_en: "",
        name_ar: "x",
      });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).errors.name_en).toBeDefined();
      const badEmirate = await call("POST", "service-area/area/create", admin, {
        emirate_id: 999999,
        name_en: "x",
        name_ar: "y",
      });
      expect(json(badEmirate).errors).toEqual({ emirate_id: ["The selected emirate id is invalid."] });
      const updated = await as("POST", `service-area/area/update/${area.id}`, {
        emirate_id: abuDhabi.id,
        name_en: "Al Reef Villas",
        name_ar: "فلل الريف",
        sort_order: 3,
      });
      expect(updated).toMatchObject({ name_en: "Al Reef Villas", sort_order: 3 });
      expect(
        (await call("POST", "service-area/area/update/999999", admin, { emirate_id: 1, name_en: "x", name_ar: "y" }))
          .statusCode,
      ).toBe(404);
      expect((await call("GET", "service-area/area/details/999999", admin)).statusCode).toBe(404);

      const community = await as(
        "POST",
        "service-area/community/create",
        {
          emirate_id: abuDhabi.id,
          area_id: area.id,
          name_en: "Al Reef Downtown",
          name_ar: "الريف داون تاون",
          latitude: 24.45,
          longitude: 54.68,
        },
        201,
      );
      expect(community).toMatchObject({
        area_id: area.id,
        area_name: "Al Reef Villas",
        slug: "al-reef-downtown",
        partner_count: 0,
      });
      const withCommunity = await call("DELETE", `service-area/area/delete/${area.id}`, admin);
      expect(json(withCommunity).errors).toEqual({ id: ["This area has communities. Move or delete them first."] });

      // moving the area to another emirate moves its communities
      await as("POST", `service-area/area/update/${area.id}`, {
        emirate_id: dubai.id,
        name_en: "Al Reef Villas",
        name_ar: "فلل الريف",
      });
      expect((await as("GET", `service-area/community/details/${community.id}`)).emirate_id).toBe(dubai.id);
      expect(await as("DELETE", `service-area/community/delete/${community.id}`)).toEqual({ id: community.id });
      expect(await as("DELETE", `service-area/area/delete/${area.id}`)).toEqual({ id: area.id });
      expect((await call("DELETE", `service-area/area/delete/${area.id}`, admin)).statusCode).toBe(404);
    });

    it("communities: create with lat/lng, 422 on fields, area of another emirate, update, refuse deleting one in use", async () => {
      const emirates = (await as("GET", "service-area/emirate/list")) as { id: number; slug: string }[];
      const sharjah = emirates.find((e) => e.slug === "sharjah")!;
      const dubai = emirates.find((e) => e.slug === "dubai")!;
      const sharjahArea = (await as("GET", `service-area/area/list?emirate_id=${sharjah.id}`)).data[0];
      const bad = await call("POST", "service-area/community/create", admin, {
        emirate_id: sharjah.id,
        area_id: sharjahArea.id,
        name_en: "",
        name_ar: "x",
        latitude: 40,
        longitude: "abc",
      });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).errors).toEqual({
        name_en: ["The name en field is required."],
        latitude: ["The latitude must be within the UAE (22 to 27)."],
        longitude: ["The longitude must be a number."],
      });
      const wrongArea = await call("POST", "service-area/community/create", admin, {
        emirate_id: dubai.id,
        area_id: sharjahArea.id,
        name_en: "X",
        name_ar: "س",
        latitude: 25.3,
        longitude: 55.4,
      });
      expect(json(wrongArea).errors).toEqual({ area_id: ["The area does not belong to the emirate."] });
      const arabic = await call(
        "POST",
        "service-area/community/create",
        admin,
        { emirate_id: dubai.id, area_id: sharjahArea.id, name_en: "X", name_ar: "س", latitude: 25.3, longitude: 55.4 },
        "ar",
      );
      expect(json(arabic).errors.area_id).toEqual(["المنطقة لا تتبع الإمارة المختارة."]);
      const created = await as(
        "POST",
        "service-area/community/create",
        {
          emirate_id: sharjah.id,
          area_id: sharjahArea.id,
          name_en: "Al Zahia",
          name_ar: "الزاهية",
          latitude: "25.29",
          longitude: "55.51",
        },
        201,
      );
      expect(created).toMatchObject({ latitude: 25.29, longitude: 55.51, emirate_name: "Sharjah" });
      // the storefront and partners' area pickers see it
      const publicList = json(await call("GET", `area/community/list?emirate_id=${sharjah.id}&limit=-1`, client)).data
        .data;
      expect(publicList.map((c: { id: number }) => c.id)).toContain(created.id);
      const updated = await as("POST", `service-area/community/update/${created.id}`, {
        emirate_id: sharjah.id,
        area_id: sharjahArea.id,
        name_en: "Al Zahia City",
        name_ar: "مدينة الزاهية",
        latitude: 25.3,
        longitude: 55.5,
      });
      expect(updated).toMatchObject({ name_en: "Al Zahia City", latitude: 25.3 });
      expect((await call("POST", `service-area/community/update/${created.id}`, admin, {})).statusCode).toBe(422);
      expect(
        (
          await call("POST", "service-area/community/update/999999", admin, {
            emirate_id: sharjah.id,
            area_id: sharjahArea.id,
            name_en: "x",
            name_ar: "y",
            latitude: 25,
            longitude: 55,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await as("GET", "service-area/community/list?search=zahia")).data.map((c: { id: number }) => c.id),
      ).toEqual([created.id]);
      const sorted = await as("GET", "service-area/community/list?sortKey=partner_count&sortVal=desc&limit=5");
      const counts = sorted.data.map((c: { partner_count: number }) => c.partner_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBeGreaterThan(0);
      const served = await db.selectFrom("partner_communities").select("community_id").executeTakeFirstOrThrow();
      const inUse = await call("DELETE", `service-area/community/delete/${served.community_id}`, admin);
      expect(json(inUse).errors.id).toEqual([
        "Partners, addresses or bookings use this community, so it cannot be deleted.",
      ]);
      expect(await as("DELETE", `service-area/community/delete/${created.id}`)).toEqual({ id: created.id });
      expect((await call("GET", `service-area/community/details/${created.id}`, admin)).statusCode).toBe(404);
    });

    it("a community added without an area is filed when the app starts", async () => {
      const emirate = await db
        .selectFrom("emirates")
        .select("id")
        .where("slug", "=", "fujairah")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("communities")
        .values({
          emirate_id: emirate.id,
          slug: `test-${nowIso().length}-orphan`,
          name_en: "Orphan",
          name_ar: "يتيم",
          latitude: 25.1,
          longitude: 56.3,
        })
        .execute();
      const { assignCommunityAreas } = await import("../../server/src/db/migrations/012_admin_catalog.js");
      expect(await assignCommunityAreas(db)).toBe(1);
      const row = await db
        .selectFrom("communities as c")
        .innerJoin("areas as a", "a.id", "c.area_id")
        .select(["a.slug", "a.emirate_id"])
        .where("c.name_en", "=", "Orphan")
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ slug: "fujairah-other", emirate_id: emirate.id });
      expect(await assignCommunityAreas(db)).toBe(0);
    });
  });
});
