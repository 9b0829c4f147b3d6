import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

const api = (p: string) => `/api/v2/${p}`;

describe("configuration endpoints", () => {
  let app: TestApp;
  beforeAll(async () => ({ app } = await makeTestApp()));
  afterAll(() => app.close());

  it("get-configurations needs a token", async () => {
    const res = await app.inject({ method: "GET", url: api("get-configurations") });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ status_code: 401, data: null, message: "Unauthenticated." });
  });

  it("get-configurations answers a client token with configuration, statuses and master settings", async () => {
    const res = await app.inject({
      method: "GET",
      url: api("get-configurations"),
      headers: bearer(await clientToken(app)),
    });
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data.configurations).toMatchObject({
      app_name: "Khidma",
      currency: "AED",
      country: "AE",
      timezone: "Asia/Dubai",
      default_language: "en",
      languages: ["en", "ar"],
      vat_percentage: 5,
    });
    expect(data.master_setting).toMatchObject({
      support_email: "support@khidma.ae",
      support_phone: "+971 4 555 0100",
      company_name: "Khidma Technologies LLC",
    });
    expect(Object.keys(data.statuses).sort()).toEqual(["application", "booking", "package", "payment"]);
    expect(data.statuses.booking.map((s: { name: string }) => s.name)).toEqual([
      "requested",
      "confirmed",
      "technician-assigned",
      "on-the-way",
      "in-progress",
      "completed",
      "cancelled",
      "declined",
      "no-show",
    ]);
    expect(data.statuses.package).toContainEqual(
      expect.objectContaining({ name: "approved", display_name: "Approved", display_name_ar: expect.any(String) }),
    );
  });

  it("get-configurations also answers a user token", async () => {
    const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
    const res = await app.inject({ method: "GET", url: api("get-configurations"), headers: bearer(access_token) });
    expect(res.statusCode).toBe(200);
  });

  it("settings: 401 without a user token, 403 without read-settings, 200 for the admin", async () => {
    expect((await app.inject({ method: "GET", url: api("settings") })).statusCode).toBe(401);
    const client = await app.inject({ method: "GET", url: api("settings"), headers: bearer(await clientToken(app)) });
    expect(client.statusCode).toBe(401);

    const support = await login(app, "support@khidma.test", "Support#2026");
    const forbidden = await app.inject({ method: "GET", url: api("settings"), headers: bearer(support.access_token) });
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toEqual({
      status_code: 403,
      data: null,
      message: "You do not have permission to perform this action.",
    });

    const admin = await login(app, "admin@khidma.test", "Admin#2026");
    const res = await app.inject({ method: "GET", url: api("settings"), headers: bearer(admin.access_token) });
    expect(res.statusCode).toBe(200);
    // issue 18 adds master_setting, payout_cycle, default_commission_percent and the TRN (tests/server/settings.test.ts)
    expect(json(res).data).toMatchObject({
      default_date_format: "DD-MM-YYYY",
      default_time_format: "hh:mm A",
      timezone: "Asia/Dubai",
      currency: "AED",
      pricing_and_taxes: { vat_percentage: 5, prices_include_vat: true, currency: "AED", trn: "100123456700003" },
      loyalty: { points_per_aed: 0.1, aed_per_point: 0.05, min_redeem_points: 100 },
      cancellation: { free_hours: 12, late_hours: 2, late_percent: 25, very_late_percent: 50, missed_percent: 100 },
      payout_hold_days: 3,
    });
  });
});

describe("app shell", () => {
  let app: TestApp;
  beforeAll(async () => ({ app } = await makeTestApp()));
  afterAll(() => app.close());

  it("health", async () => {
    const res = await app.inject({ method: "GET", url: api("health") });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ status: "ok", database: "sqlite" });
  });

  it("unknown API paths give a 404 envelope", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await app.inject({ method, url: "/api/v2/does-not-exist" });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ status_code: 404, data: null, message: "Not Found" });
    }
  });

  it("publishes the OpenAPI document with every endpoint", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    for (const p of [
      "client-access-token",
      "login",
      "get-otp",
      "resend-otp",
      "user/logout",
      "user/me",
      "switch-role",
      "register",
      "partner/register",
      "register/verify-otp",
      "verify-email",
      "forgot-password",
      "reset-password",
      "change-my-password",
      "get-configurations",
      "settings",
      "health",
    ]) {
      expect(doc.paths, p).toHaveProperty([`/api/v2/${p}`]);
    }
    expect(doc.paths["/api/v2/login"].post.tags).toEqual(["Auth"]);
    expect(doc.paths["/api/v2/login"].post.requestBody).toBeDefined();
    // Multipart routes that read their own form document it (issue 16): the fields and the photo arrays.
    const schemaOf = (ref: { $ref?: string } | undefined) =>
      doc.components.schemas[String(ref?.$ref).split("/").pop()!];
    for (const [p, files] of [
      ["partner/quotation/create", ["photos"]],
      ["partner/completion-report/create", ["before_photos", "after_photos"]],
    ] as const) {
      const form = schemaOf(doc.paths[`/api/v2/${p}`].post.requestBody?.content?.["multipart/form-data"]?.schema);
      expect(form?.properties, p).toHaveProperty("booking_id");
      expect(form.required, p).toContain("booking_id");
      for (const f of files) expect(form.properties[f], `${p} ${f}`).toMatchObject({ type: "array", maxItems: 10 });
    }
    const ui = await app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it("a POST without any body validates as {}", async () => {
    const res = await app.inject({ method: "POST", url: api("login") });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.email).toEqual(["The email field is required."]);
  });
});

describe("SPA serving", () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-dist-"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Khidma</title>");
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "app.js"), "console.log('khidma')");
    ({ app } = await makeTestApp({ staticDir: dir }));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves files, falls back to index.html for client routes, keeps API 404s as JSON", async () => {
    const file = await app.inject({ method: "GET", url: "/assets/app.js" });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain("khidma");
    for (const url of ["/", "/partner/dashboard", "/admin/users?page=2"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<title>Khidma</title>");
    }
    const apiMiss = await app.inject({ method: "GET", url: "/api/v2/nope" });
    expect(apiMiss.statusCode).toBe(404);
    expect(json(apiMiss).message).toBe("Not Found");
    const health = await app.inject({ method: "GET", url: "/api/v2/health" });
    expect(health.statusCode).toBe(200);
  });
});
