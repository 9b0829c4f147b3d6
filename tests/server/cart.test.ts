import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vatOf } from "../../server/src/lib/money.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Db = Awaited<ReturnType<typeof makeTestApp>>["db"];

/** 1x1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A hand-built multipart/form-data body. */
function multipart(parts: Part[]) {
  const boundary = `----khidmaTest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("data" in p) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
        ),
        p.data,
        Buffer.from("\r\n"),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (name = "photo.png"): Part => ({ name: "images", filename: name, type: "image/png", data: PNG });

describe("service cart and package cart", () => {
  let app: TestApp;
  let db: Db;
  let dataDir: string;
  let customer: string;
  let staff: string;
  let partnerUser: string;
  /** two active services of one partner, and one of another */
  let a1: { id: number; partner_id: number; price_fils: number; duration_minutes: number };
  let a2: typeof a1;
  let b1: typeof a1;
  let partnerB: { id: number; name_en: string; name_ar: string };

  const uploadsCount = () =>
    fs.existsSync(path.join(dataDir, "uploads")) ? fs.readdirSync(path.join(dataDir, "uploads")).length : 0;
  /** onResponse (which deletes a failed request's files) may finish just after inject resolves */
  const settle = async (expected: number) => {
    for (let i = 0; i < 50 && uploadsCount() !== expected; i++) await new Promise((r) => setTimeout(r, 10));
    return uploadsCount();
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-cart-test-"));
    ({ app, db } = await makeTestApp({ dataDir }));
    customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
    staff = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    partnerUser = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
    const services = await db
      .selectFrom("services as s")
      .innerJoin("partners as p", "p.id", "s.partner_id")
      .innerJoin("categories as c", "c.id", "s.category_id")
      .select(["s.id", "s.partner_id", "s.price_fils", "s.duration_minutes"])
      .where("s.active", "=", 1)
      .where("p.status", "=", "active")
      .where("c.status", "=", "active")
      .orderBy("s.id")
      .execute();
    const partners = [...new Set(services.map((s) => s.partner_id))];
    const ofA = services.filter((s) => s.partner_id === partners[0]);
    a1 = ofA[0];
    a2 = ofA[1];
    b1 = services.find((s) => s.partner_id === partners[1])!;
    partnerB = await db
      .selectFrom("partners")
      .select(["id", "name_en", "name_ar"])
      .where("id", "=", b1.partner_id)
      .executeTakeFirstOrThrow();
    expect(a2).toBeTruthy();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: "GET" | "POST" | "DELETE", url: string, token: string | null, payload?: object, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      ...(payload ? { payload } : {}),
    });
  const cartOf = async (token: string) => {
    const res = await call("GET", "customer/cart-items", token);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const add = (token: string, service_id: number, extra: object = {}) =>
    call("POST", "customer/add-to-cart", token, { service_id, ...extra });
  const upload = (token: string, parts: Part[], lang = "en") => {
    const { payload, contentType } = multipart(parts);
    return app.inject({
      method: "POST",
      url: "/api/v2/customer/add-notes-and-images-to-cart",
      headers: { ...bearer(token), "content-type": contentType, "accept-language": lang },
      payload,
    });
  };

  describe("who may call", () => {
    const endpoints: Array<["GET" | "POST" | "DELETE", string, object?]> = [
      ["GET", "customer/cart-items"],
      ["POST", "customer/add-to-cart", { service_id: 1 }],
      ["POST", "customer/edit-cart-item", { cart_item_id: 1, quantity: 1 }],
      ["DELETE", "customer/remove-cart-item/1"],
      ["POST", "customer/clear-cart"],
      ["POST", "customer/add-notes-and-images-to-cart", { notes: "x" }],
      ["POST", "customer/cart/apply-coupon", { coupon_code: "WELCOME10" }],
      ["POST", "customer/cart/remove-coupon"],
      ["POST", "package/add/to/cart", { package_id: 1, package_duration_id: 1 }],
      ["GET", "package/cart/fetch"],
      ["GET", "customer/package/cart-items"],
      ["DELETE", "package/cart/remove/1"],
      ["POST", "package/coupon/apply", { coupon_code: "CLEAN50" }],
      ["POST", "package/coupon/remove"],
    ];

    it("signed out (no bearer): 401 on every cart endpoint", async () => {
      for (const [method, url, payload] of endpoints) {
        const res = await call(method, url, null, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(json(res)).toEqual({ status_code: 401, data: null, message: "Unauthenticated." });
      }
    });

    it("a staff or partner active role: 403 on every cart endpoint", async () => {
      for (const token of [staff, partnerUser]) {
        for (const [method, url, payload] of endpoints) {
          const res = await call(method, url, token, payload);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      expect(json(await call("GET", "customer/cart-items", staff, undefined, "ar")).message).toBe(
        "السلة متاحة للعملاء فقط.",
      );
    });

    it("a guest starts with an empty cart (id null)", async () => {
      const guest = await clientToken(app);
      expect(await cartOf(guest)).toEqual({
        id: null,
        items: [],
        count: 0,
        item_count: 0,
        partner: null,
        notes: null,
        images: [],
        coupon: null,
        coupons: [],
        coupon_error: null,
        summary: {
          currency: "AED",
          subtotal: 0,
          discount: 0,
          total: 0,
          vat_percentage: 5,
          vat_amount: 0,
          total_excl_vat: 0,
        },
        duration_minutes: 0,
      });
      const pkg = json(await call("GET", "package/cart/fetch", guest)).data;
      expect(pkg).toMatchObject({ id: null, items: [], coupon: null, summary: { total: 0 } });
      expect(json(await call("GET", "customer/package/cart-items", guest)).data).toEqual({ items: [], count: 0 });
    });
  });

  describe("service cart", () => {
    it("add-to-cart: 201 Cart, the quantity adds up, VAT per line sums to the cart VAT exactly", async () => {
      const guest = await clientToken(app);
      const first = await add(guest, a1.id);
      expect(first.statusCode, first.body).toBe(201);
      expect(json(first).message).toBe("Added to cart");
      expect(json(first).data.items[0]).toMatchObject({ service_id: a1.id, quantity: 1 });
      await add(guest, a1.id, { quantity: 2 });
      const res = await add(guest, a2.id, { quantity: 3 });
      const cart = json(res).data;
      expect(cart.items.map((i: { service_id: number; quantity: number }) => [i.service_id, i.quantity])).toEqual([
        [a1.id, 3],
        [a2.id, 3],
      ]);
      expect(cart.count).toBe(6);
      expect(cart.item_count).toBe(2);
      expect(cart.partner.id).toBe(a1.partner_id);
      expect(typeof cart.partner.cash_on_delivery).toBe("boolean");
      expect(cart.duration_minutes).toBe(a1.duration_minutes * 3 + a2.duration_minutes * 3);
      const subtotal = a1.price_fils * 3 + a2.price_fils * 3;
      const vat = vatOf(subtotal);
      expect(cart.summary).toEqual({
        currency: "AED",
        subtotal: subtotal / 100,
        discount: 0,
        total: subtotal / 100,
        vat_percentage: 5,
        vat_amount: vat / 100,
        total_excl_vat: (subtotal - vat) / 100,
      });
      const line = cart.items[0];
      expect(line).toMatchObject({
        unit_price: a1.price_fils / 100,
        total: (a1.price_fils * 3) / 100,
        partner_id: a1.partner_id,
        notes: null,
        images: [],
        service: { id: a1.id, price: a1.price_fils / 100, duration_minutes: a1.duration_minutes },
      });
      expect(line.service.category).toEqual({ id: expect.any(Number), name: expect.any(String) });
      const lineVatFils = cart.items.map((i: { vat_amount: number }) => Math.round(i.vat_amount * 100));
      expect(lineVatFils.reduce((a: number, b: number) => a + b, 0)).toBe(vat);
      // internal fields never leak
      expect(cart).not.toHaveProperty("subtotal_fils");
      expect(line).not.toHaveProperty("total_fils");
    });

    it("422: missing or unknown service, quantity out of range (Arabic too)", async () => {
      const guest = await clientToken(app);
      const missing = await call("POST", "customer/add-to-cart", guest, {});
      expect(missing.statusCode).toBe(422);
      expect(json(missing).errors.service_id).toEqual(["The service id field is required."]);
      const unknown = await add(guest, 999999);
      expect(unknown.statusCode).toBe(422);
      expect(json(unknown).errors.service_id).toEqual(["The selected service id is invalid."]);
      const big = await add(guest, a1.id, { quantity: 21 });
      expect(big.statusCode).toBe(422);
      expect(json(big).errors.quantity).toEqual(["The quantity may not be greater than 20."]);
      const ar = await call("POST", "customer/add-to-cart", guest, { quantity: 0 }, "ar");
      expect(ar.statusCode).toBe(422);
      expect(json(ar).message).toBe("البيانات المدخلة غير صحيحة.");
      expect(json(ar).errors.service_id).toEqual(["حقل رقم الخدمة مطلوب."]);
      expect(json(ar).errors.quantity).toEqual(["يجب ألا يقل الكمية عن 1."]);
      // adding past 20 in total
      await add(guest, a1.id, { quantity: 15 });
      const over = await add(guest, a1.id, { quantity: 6 });
      expect(over.statusCode).toBe(422);
      expect(json(over).errors.quantity).toEqual(["The quantity may not be greater than 20."]);
      const inactive = await db.selectFrom("services").select("id").where("active", "=", 0).executeTakeFirst();
      if (inactive) expect((await add(guest, inactive.id)).statusCode).toBe(422);
    });

    it("one provider per cart: 409 with the cart's partner; replace: true empties the cart first", async () => {
      const guest = await clientToken(app);
      await add(guest, b1.id, { quantity: 2 });
      const res = await add(guest, a1.id);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({
        status_code: 409,
        data: { partner: { id: partnerB.id, name: partnerB.name_en } },
        message: `Your cart has services from ${partnerB.name_en}. Clear it to add services from another provider.`,
      });
      const ar = await call("POST", "customer/add-to-cart", guest, { service_id: a1.id }, "ar");
      expect(ar.statusCode).toBe(409);
      expect(json(ar).data.partner.name).toBe(partnerB.name_ar);
      expect(json(ar).message).toBe(`سلتك تحتوي على خدمات من ${partnerB.name_ar}. أفرغها لإضافة خدمات من مزود آخر.`);
      expect((await cartOf(guest)).items.map((i: { service_id: number }) => i.service_id)).toEqual([b1.id]);

      const replaced = await add(guest, a1.id, { replace: true });
      expect(replaced.statusCode).toBe(201);
      const cart = json(replaced).data;
      expect(cart.items.map((i: { service_id: number }) => i.service_id)).toEqual([a1.id]);
      expect(cart.partner.id).toBe(a1.partner_id);
    });

    it("edit, remove and clear; another customer's cart item is 404", async () => {
      const guest = await clientToken(app);
      const cart = json(await add(guest, a1.id)).data;
      const itemId = cart.items[0].id;
      const edited = await call("POST", "customer/edit-cart-item", guest, { cart_item_id: itemId, quantity: 4 });
      expect(edited.statusCode).toBe(200);
      expect(json(edited).data.items[0].quantity).toBe(4);
      expect(json(edited).data.summary.subtotal).toBe((a1.price_fils * 4) / 100);

      const bad = await call("POST", "customer/edit-cart-item", guest, { cart_item_id: itemId, quantity: 21 });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).errors.quantity).toEqual(["The quantity may not be greater than 20."]);
      const none = await call("POST", "customer/edit-cart-item", guest, {});
      expect(Object.keys(json(none).errors).sort()).toEqual(["cart_item_id", "quantity"]);

      const other = await clientToken(app);
      const foreignEdit = await call("POST", "customer/edit-cart-item", other, { cart_item_id: itemId, quantity: 1 });
      expect(foreignEdit.statusCode).toBe(404);
      expect(json(foreignEdit).message).toBe("The cart item was not found.");
      expect((await call("DELETE", `customer/remove-cart-item/${itemId}`, customer)).statusCode).toBe(404);
      expect((await call("DELETE", "customer/remove-cart-item/999999", guest)).statusCode).toBe(404);
      expect((await call("DELETE", "customer/remove-cart-item/abc", guest)).statusCode).toBe(422);
      expect((await cartOf(guest)).items[0].quantity).toBe(4);

      await add(guest, a2.id);
      const removed = await call("DELETE", `customer/remove-cart-item/${itemId}`, guest);
      expect(removed.statusCode).toBe(200);
      expect(json(removed).data.items.map((i: { service_id: number }) => i.service_id)).toEqual([a2.id]);

      await upload(guest, [{ name: "notes", value: "Gate code 1234" }]);
      const cleared = await call("POST", "customer/clear-cart", guest);
      expect(cleared.statusCode).toBe(200);
      expect(json(cleared).message).toBe("Cart cleared");
      expect(json(cleared).data).toMatchObject({ items: [], count: 0, notes: null, images: [], coupon: null });
    });

    it("a signed-in customer has their own cart; the guest's cart merges into it at sign-in", async () => {
      const guest = await clientToken(app);
      // the account cart first: a2 x1 and a1 x5
      await call("POST", "customer/clear-cart", customer);
      await add(customer, a2.id);
      await add(customer, a1.id, { quantity: 5 });
      // the guest: a1 x2 (smaller), notes, WELCOME10
      await add(guest, a1.id, { quantity: 2 });
      await upload(guest, [{ name: "notes", value: "Please bring a ladder" }]);
      const res = await app.inject({
        method: "POST",
        url: "/api/v2/login",
        headers: bearer(guest),
        payload: { email: "customer@khidma.test", password: "Customer#2026" },
      });
      expect(res.statusCode).toBe(200);
      const token = json(res).data.access_token;
      const cart = await cartOf(token);
      const qty = Object.fromEntries(
        cart.items.map((i: { service_id: number; quantity: number }) => [i.service_id, i.quantity]),
      );
      expect(qty).toEqual({ [a1.id]: 5, [a2.id]: 1 });
      expect(cart.notes).toBe("Please bring a ladder");
      // the guest's cart is gone
      expect((await cartOf(guest)).id).toBeNull();

      // a guest cart of another partner wins over the account's
      const guest2 = await clientToken(app);
      await add(guest2, b1.id, { quantity: 3 });
      await app.inject({
        method: "POST",
        url: "/api/v2/login",
        headers: bearer(guest2),
        payload: { email: "customer@khidma.test", password: "Customer#2026" },
      });
      const after = await cartOf(customer);
      expect(after.items.map((i: { service_id: number; quantity: number }) => [i.service_id, i.quantity])).toEqual([
        [b1.id, 3],
      ]);
      expect(after.partner.id).toBe(partnerB.id);

      // signing in with no bearer, or a user token, merges nothing
      const plain = await app.inject({
        method: "POST",
        url: "/api/v2/login",
        headers: bearer(customer),
        payload: { email: "customer@khidma.test", password: "Customer#2026" },
      });
      expect(plain.statusCode).toBe(200);
      expect((await cartOf(customer)).items).toHaveLength(1);
      await call("POST", "customer/clear-cart", customer);
    });

    it("a guest with no cart of the account's kind: the guest cart simply becomes the account's", async () => {
      await call("POST", "customer/clear-cart", customer);
      await db.deleteFrom("carts").where("user_id", "is not", null).where("kind", "=", "package").execute();
      const guest = await clientToken(app);
      const pkg = await db
        .selectFrom("package_pricing")
        .select(["package_id", "package_duration_id", "property_type", "property_size"])
        .orderBy("id")
        .executeTakeFirstOrThrow();
      expect((await call("POST", "package/add/to/cart", guest, pkg)).statusCode).toBe(201);
      await app.inject({
        method: "POST",
        url: "/api/v2/login",
        headers: bearer(guest),
        payload: { email: "customer@khidma.test", password: "Customer#2026" },
      });
      const cart = json(await call("GET", "package/cart/fetch", customer)).data;
      expect(cart.items.map((i: { package_id: number }) => i.package_id)).toEqual([pkg.package_id]);
      await call("DELETE", `package/cart/remove/${cart.items[0].id}`, customer);
    });
  });

  describe("notes and photos (multipart)", () => {
    it("saves notes and a real PNG, served at /uploads/; keep_images keeps only what is listed", async () => {
      const guest = await clientToken(app);
      await add(guest, a1.id);
      const before = uploadsCount();
      const res = await upload(guest, [{ name: "notes", value: "Cat at home" }, png(), png("b.png")]);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).message).toBe("Notes and photos saved");
      const cart = json(res).data;
      expect(cart.notes).toBe("Cat at home");
      expect(cart.images).toHaveLength(2);
      for (const p of cart.images) expect(p).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
      expect(uploadsCount()).toBe(before + 2);

      const served = await app.inject({ method: "GET", url: cart.images[0] });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const missing = await app.inject({ method: "GET", url: "/uploads/0000.png" });
      expect(missing.statusCode).toBe(404);
      expect(json(missing).status_code).toBe(404);

      // notes absent: unchanged; keep only the second photo and add one
      const kept = await upload(guest, [{ name: "keep_images", value: JSON.stringify([cart.images[1]]) }, png()]);
      const next = json(kept).data;
      expect(next.notes).toBe("Cat at home");
      expect(next.images).toHaveLength(2);
      expect(next.images[0]).toBe(cart.images[1]);

      // on one line instead of the cart; empty notes clear
      const itemId = next.items[0].id;
      const onLine = await upload(guest, [
        { name: "cart_item_id", value: String(itemId) },
        { name: "notes", value: "Only the kitchen" },
        png(),
      ]);
      expect(onLine.statusCode).toBe(200);
      expect(json(onLine).data.items[0].notes).toBe("Only the kitchen");
      expect(json(onLine).data.items[0].images).toHaveLength(1);
      const cleared = await upload(guest, [{ name: "notes", value: "" }]);
      expect(json(cleared).data.notes).toBeNull();

      // a JSON body works too (no photos)
      const viaJson = await call("POST", "customer/add-notes-and-images-to-cart", guest, {
        notes: "JSON notes",
        keep_images: [],
      });
      expect(viaJson.statusCode).toBe(200);
      expect(json(viaJson).data).toMatchObject({ notes: "JSON notes", images: [] });
    });

    it("a file over 5 MB: 413, nothing saved", async () => {
      const guest = await clientToken(app);
      const before = uploadsCount();
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length + 10)]);
      const res = await upload(guest, [
        png("ok.png"),
        { name: "images", filename: "big.png", type: "image/png", data: big },
      ]);
      expect(res.statusCode).toBe(413);
      expect(json(res).message).toBe("Each photo must be 5 MB or smaller.");
      expect(json(res).errors.images).toEqual(["Each photo must be 5 MB or smaller."]);
      expect(await settle(before)).toBe(before);
      expect((await cartOf(guest)).images).toEqual([]);
      const ar = await upload(guest, [{ name: "images", filename: "big.png", type: "image/png", data: big }], "ar");
      expect(ar.statusCode).toBe(413);
      expect(json(ar).message).toBe("يجب ألا يزيد حجم كل صورة عن 5 ميجابايت.");
    });

    it("a 6th photo: 422 on images; more than 5 with the kept ones: 422, nothing saved", async () => {
      const guest = await clientToken(app);
      const before = uploadsCount();
      const six = await upload(guest, [png(), png(), png(), png(), png(), png()]);
      expect(six.statusCode).toBe(422);
      expect(json(six).errors.images).toEqual(["You can attach up to 5 photos."]);
      expect(await settle(before)).toBe(before);

      const four = await upload(guest, [png(), png(), png(), png()]);
      expect(four.statusCode).toBe(200);
      expect(uploadsCount()).toBe(before + 4);
      const two = await upload(guest, [png(), png()]);
      expect(two.statusCode).toBe(422);
      expect(json(two).errors.images).toEqual(["You can attach up to 5 photos."]);
      expect(await settle(before + 4)).toBe(before + 4);
      expect((await cartOf(guest)).images).toHaveLength(4);
    });

    it("422 for a file that is not an image (by content), long notes, bad keep_images; 404 for another's line", async () => {
      const guest = await clientToken(app);
      const before = uploadsCount();
      const fake = await upload(guest, [
        png(),
        { name: "images", filename: "x.png", type: "image/png", data: Buffer.from("not really a png") },
      ]);
      expect(fake.statusCode).toBe(422);
      expect(json(fake).errors.images).toEqual(["Each photo must be a JPEG, PNG or WebP file."]);
      const longNotes = await upload(guest, [{ name: "notes", value: "x".repeat(1001) }, png()]);
      expect(longNotes.statusCode).toBe(422);
      expect(json(longNotes).errors.notes).toEqual(["The notes may not be greater than 1000 characters."]);
      const badKeep = await upload(guest, [{ name: "keep_images", value: "not json" }]);
      expect(json(badKeep).errors.keep_images).toEqual(["The keep images must be a JSON array of photo paths."]);
      const otherField = await upload(guest, [{ name: "avatar", filename: "a.png", type: "image/png", data: PNG }]);
      expect(json(otherField).errors.avatar).toEqual(["This field does not accept files."]);
      const other = await clientToken(app);
      const line = json(await add(other, a1.id)).data.items[0].id;
      const foreign = await upload(guest, [{ name: "cart_item_id", value: String(line) }, png()]);
      expect(foreign.statusCode).toBe(404);
      expect(await settle(before)).toBe(before);
    });
  });

  describe("package cart", () => {
    let combo: { package_id: number; package_duration_id: number; property_type: string; property_size: string };
    let combo2: typeof combo;
    beforeAll(async () => {
      const rows = await db
        .selectFrom("package_pricing")
        .select(["package_id", "package_duration_id", "property_type", "property_size"])
        .orderBy("id")
        .execute();
      combo = rows[0];
      combo2 = rows.find((r) => r.package_id !== combo.package_id) ?? rows[1];
    });

    it("add (201) answers the quote of GET package/price; adding again replaces; fetch, items, remove", async () => {
      const guest = await clientToken(app);
      const res = await call("POST", "package/add/to/cart", guest, combo);
      expect(res.statusCode, res.body).toBe(201);
      const cart = json(res).data;
      expect(cart.items).toHaveLength(1);
      const item = cart.items[0];
      const price = await call(
        "GET",
        `package/price?package_id=${combo.package_id}&duration=${combo.package_duration_id}&property_type=${combo.property_type}&property_size=${combo.property_size}`,
        guest,
      );
      expect(item.quote).toEqual(json(price).data);
      expect(item).toMatchObject({
        package_id: combo.package_id,
        package_duration_id: combo.package_duration_id,
        property_type: combo.property_type,
        property_size: combo.property_size,
        user_address_id: null,
        package: { id: combo.package_id, partner: { id: expect.any(Number) } },
        duration: { id: combo.package_duration_id, months: expect.any(Number) },
      });
      expect(item.size_name).toEqual(expect.any(String));
      expect(item.type_name).toEqual(expect.any(String));
      const total = Math.round(item.quote.total * 100);
      expect(cart.summary).toEqual({
        currency: "AED",
        subtotal: total / 100,
        discount: 0,
        total: total / 100,
        vat_percentage: 5,
        vat_amount: vatOf(total) / 100,
        total_excl_vat: (total - vatOf(total)) / 100,
      });

      // "duration" works as the duration's name too, and adding replaces
      const again = await call("POST", "package/add/to/cart", guest, {
        package_id: combo2.package_id,
        duration: combo2.package_duration_id,
        property_type: combo2.property_type,
        property_size: combo2.property_size,
      });
      expect(again.statusCode).toBe(201);
      expect(json(again).data.items.map((i: { package_id: number }) => i.package_id)).toEqual([combo2.package_id]);

      const fetched = json(await call("GET", "package/cart/fetch", guest)).data;
      expect(fetched.items).toHaveLength(1);
      const listed = json(await call("GET", "customer/package/cart-items", guest)).data;
      expect(listed.count).toBe(1);
      expect(listed.items[0].id).toBe(fetched.items[0].id);

      const other = await clientToken(app);
      expect((await call("DELETE", `package/cart/remove/${fetched.items[0].id}`, other)).statusCode).toBe(404);
      const removed = await call("DELETE", `package/cart/remove/${fetched.items[0].id}`, guest);
      expect(removed.statusCode).toBe(200);
      expect(json(removed).data.items).toEqual([]);
    });

    it("422 on the field that is wrong; a user address must be the caller's", async () => {
      const guest = await clientToken(app);
      const empty = await call("POST", "package/add/to/cart", guest, {});
      expect(empty.statusCode).toBe(422);
      expect(Object.keys(json(empty).errors).sort()).toEqual(
        ["package_duration_id", "package_id", "property_size", "property_type"].sort(),
      );
      const badDuration = await call("POST", "package/add/to/cart", guest, { ...combo, package_duration_id: 999999 });
      expect(json(badDuration).errors).toEqual({
        package_duration_id: ["The selected package duration id is invalid."],
      });
      const badSize = await call("POST", "package/add/to/cart", guest, { ...combo, property_size: "castle" });
      expect(json(badSize).errors.property_size).toBeDefined();
      const badPackage = await call("POST", "package/add/to/cart", guest, { ...combo, package_id: 999999 });
      expect(json(badPackage).errors.package_id).toBeDefined();
      const address = await call("POST", "package/add/to/cart", guest, { ...combo, user_address_id: 1 });
      expect(json(address).errors.user_address_id).toEqual(["The selected user address id is invalid."]);
      expect(json(await call("GET", "package/cart/fetch", guest)).data.items).toEqual([]);
    });
  });
});
