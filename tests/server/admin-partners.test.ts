import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

const api = (p: string) => `/api/v2/${p}`;

describe("admin partners", () => {
  let app: TestApp;
  let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
  let admin: string;
  let support: string;
  let partner: string;
  let customer: string;

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    support = (await login(app, "support@khidma.test", "Support#2026")).access_token;
    partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
    customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
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

  const ENDPOINTS = [
    ["GET", "admin/partner/list"],
    ["GET", "admin/partner/details/1"],
    ["POST", "admin/partner/status"],
    ["GET", "admin/application/counts"],
    ["POST", "admin/application/bulk"],
  ] as const;

  it("401 signed out or with a client token; 403 for support, a partner owner and a customer", async () => {
    const client = await clientToken(app);
    for (const [method, url] of ENDPOINTS) {
      expect((await app.inject({ method, url: api(url) })).statusCode, url).toBe(401);
      const withClient = method === "GET" ? await get(url, client) : await post(url, client, {});
      expect(withClient.statusCode, url).toBe(401);
      for (const token of [support, partner, customer]) {
        const res = method === "GET" ? await get(url, token) : await post(url, token, {});
        expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      }
    }
  });

  it("a partner role holding a same-named permission still gets 403 (internal roles only)", async () => {
    // The Partner Owner holds read-application and change-status-application (partner scope).
    expect((await get("admin/application/counts", partner)).statusCode).toBe(403);
    expect((await post("admin/application/bulk", partner, { ids: [1], action: "approve" })).statusCode).toBe(403);
  });

  it("lists partners with counts, emirates, paging, search, filters and sorting", async () => {
    let res = await get("admin/partner/list", admin);
    expect(res.statusCode, res.body).toBe(200);
    let body = json(res);
    expect(body.message).toBe("Partners");
    const total = body.data.total as number;
    expect(total).toBeGreaterThan(10);
    expect(body.data).toMatchObject({ current_page: 1, per_page: 10, last_page: Math.ceil(total / 10) });
    expect(body.data.data).toHaveLength(10);
    const ids = body.data.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const row = json(await get("admin/partner/list?search=sparkle", admin)).data.data[0];
    expect(row).toMatchObject({
      id: 1,
      slug: "sparkle-cleaning",
      status: "active",
      service_count: expect.any(Number),
      package_count: 5,
      emirates: expect.arrayContaining([expect.any(String)]),
    });
    expect(row.service_count).toBeGreaterThan(0);

    res = await get("admin/partner/list?limit=-1&sortKey=package_count&sortVal=desc", admin);
    body = json(res).data;
    expect(body.per_page).toBe(total);
    const counts = body.data.map((p: { package_count: number }) => p.package_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    res = await get("admin/partner/list?sortKey=name&limit=-1", admin, "ar");
    const names = json(res).data.data.map((p: { name: string }) => p.name);
    expect(names[0]).toMatch(/[\u0600-\u06FF]/);

    const dubai = await db.selectFrom("emirates").select("id").where("slug", "=", "dubai").executeTakeFirstOrThrow();
    res = await get(`admin/partner/list?emirate_id=${dubai.id}&limit=-1`, admin, "en");
    for (const p of json(res).data.data) expect(p.emirates).toContain("Dubai");
    const category = await db
      .selectFrom("services")
      .select("category_id")
      .where("partner_id", "=", 1)
      .executeTakeFirstOrThrow();
    res = await get(`admin/partner/list?category_id=${category.category_id}&limit=-1`, admin);
    expect(json(res).data.data.map((p: { id: number }) => p.id)).toContain(1);
  });

  it("422 on bad list parameters", async () => {
    const res = await get("admin/partner/list?status=sleeping&sortKey=colour&limit=0", admin);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(["limit", "sortKey", "status"]);
  });

  it("details: profile, areas, packages by status, application, users; 404 unknown", async () => {
    const res = await get("admin/partner/details/1", admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({
      id: 1,
      slug: "sparkle-cleaning",
      status: "active",
      package_count: 5,
      packages_by_status: { Approved: 4, Pending: 1, Rejected: 0, "Changes Requested": 0 },
      ratings: { count: expect.any(Number), distribution: expect.any(Object) },
    });
    expect(data.areas.length).toBeGreaterThan(0);
    expect(data.users.map((u: { email: string }) => u.email)).toContain("partner@khidma.test");
    expect((await get("admin/partner/details/99999", admin)).statusCode).toBe(404);
    expect((await get("admin/partner/details/abc", admin)).statusCode).toBe(422);
  });

  it("deactivates and activates partners; an inactive partner leaves the storefront", async () => {
    const client = await clientToken(app);
    const onStore = async () =>
      json(await get("web/partner/list?limit=-1", client)).data.data.map((p: { id: number }) => p.id) as number[];
    const packagesOnStore = async () =>
      json(await get("package/web/list?limit=-1", client)).data.data.map((p: { partner_id: number }) => p.partner_id);
    expect(await onStore()).toContain(2);

    let res = await post("admin/partner/status", admin, {
      ids: [2, 3],
      status: "inactive",
      reason: "Trade licence expired",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      message: "Partners deactivated",
      data: { ids: [2, 3], status: "inactive", updated: 2 },
    });
    expect(await onStore()).not.toContain(2);
    expect(await packagesOnStore()).not.toContain(2);
    expect((await get("mobile/partner/details?partner_id=2", client)).statusCode).toBe(404);
    res = await get("admin/partner/list?status=inactive&limit=-1", admin);
    expect(
      json(res)
        .data.data.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([2, 3]);

    res = await post("admin/partner/status", admin, { ids: [2, 3], status: "active" }, "ar");
    expect(json(res).message).toBe("تم تفعيل مزودي الخدمة");
    expect(await onStore()).toContain(2);
  });

  it("422 on a bad status body", async () => {
    let res = await post("admin/partner/status", admin, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(["ids", "status"]);
    res = await post("admin/partner/status", admin, { ids: [1, 99999], status: "paused" });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.status).toEqual(["The selected status is invalid."]);
    res = await post("admin/partner/status", admin, { ids: [1, 99999], status: "active" });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ "ids.1": ["The selected partner id is invalid."] });
    res = await post("admin/partner/status", admin, { ids: [1, 1], status: "active" });
    expect(res.statusCode).toBe(422);
  });

  it("counts applications per status", async () => {
    const res = await get("admin/application/counts", admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ submitted: 1, "under-review": 1, "changes-requested": 1, rejected: 1 });
    expect(data.all).toBe(
      data.submitted + data["under-review"] + data["changes-requested"] + data.approved + data.rejected,
    );
    const list = json(await get("admin/application/list?limit=-1", admin)).data;
    expect(list.total).toBe(data.all);
  });

  it("bulk: marks under review and approves; wrong statuses come back in failed", async () => {
    const apps = await db.selectFrom("partner_applications").select(["id", "status"]).orderBy("id").execute();
    const submitted = apps.find((a) => a.status === "submitted")!;
    const rejected = apps.find((a) => a.status === "rejected")!;
    let res = await post("admin/application/bulk", admin, {
      ids: [submitted.id, rejected.id],
      action: "under-review",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({
      done: [submitted.id],
      failed: [{ id: rejected.id, message: "Only a submitted application can be put under review." }],
    });
    res = await post("admin/application/bulk", admin, { ids: [submitted.id], action: "approve", comment: "Welcome" });
    expect(json(res).data).toEqual({ done: [submitted.id], failed: [] });
    const row = await db
      .selectFrom("partner_applications")
      .select(["status", "partner_id"])
      .where("id", "=", submitted.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("approved");
    expect(row.partner_id).toEqual(expect.any(Number));
    const details = json(await get(`admin/partner/details/${row.partner_id}`, admin)).data;
    expect(details.application).toEqual({ id: submitted.id, status: "approved" });

    res = await post("admin/application/bulk", admin, { ids: [rejected.id], action: "approve" }, "ar");
    expect(json(res).data.failed[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it("422 on a bad bulk body", async () => {
    let res = await post("admin/application/bulk", admin, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(["action", "ids"]);
    res = await post("admin/application/bulk", admin, { ids: [99999], action: "approve" });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ "ids.0": ["The selected application id is invalid."] });
    res = await post("admin/application/bulk", admin, { ids: [1], action: "reject" });
    expect(json(res).errors.action).toEqual(["The selected action is invalid."]);
  });
});
