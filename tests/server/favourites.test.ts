import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

describe("customer favourites", () => {
  let app: TestApp;
  beforeEach(async () => ({ app } = await makeTestApp()));
  afterEach(() => app.close());

  const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
    app.inject({ method, url: `/api/v2/${url}`, headers: token ? bearer(token) : {}, payload });
  const customer = async () => (await login(app, "customer@khidma.test", "Customer#2026")).access_token;

  it("answers 401 signed out (no token or a client token) and 403 for a non-customer role", async () => {
    const client = await clientToken(app);
    for (const token of [null, client]) {
      expect((await call("POST", "customer/favourite/add", token, { type: "partner", id: 1 })).statusCode).toBe(401);
      expect((await call("POST", "customer/favourite/remove", token, { type: "partner", id: 1 })).statusCode).toBe(401);
      expect((await call("GET", "customer/favourite/list", token)).statusCode).toBe(401);
    }
    const admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    const partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
    for (const token of [admin, partner]) {
      const res = await call("POST", "customer/favourite/add", token, { type: "partner", id: 1 });
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe("You do not have permission to perform this action.");
      expect((await call("GET", "customer/favourite/list", token)).statusCode).toBe(403);
    }
  });

  it("adds, lists (newest first), flags and removes favourites, and they persist across sessions", async () => {
    const token = await customer();
    const add = await call("POST", "customer/favourite/add", token, { type: "partner", id: 2 });
    expect(add.statusCode).toBe(200);
    expect(json(add)).toEqual({
      status_code: 200,
      data: { type: "partner", id: 2, is_favourite: true },
      message: "Added to favourites",
    });
    // idempotent
    expect((await call("POST", "customer/favourite/add", token, { type: "partner", id: 2 })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await call("POST", "customer/favourite/add", token, { type: "partner", id: 5 });
    await call("POST", "customer/favourite/add", token, { type: "service", id: "3" });

    const partners = json(await call("GET", "customer/favourite/list", token)).data;
    expect(partners.total).toBe(2);
    expect(partners.data.map((p: { id: number }) => p.id)).toEqual([5, 2]);
    expect(partners.data.every((p: { is_favourite: boolean }) => p.is_favourite)).toBe(true);
    const services = json(await call("GET", "customer/favourite/list?type=service", token)).data;
    expect(services.data.map((s: { id: number }) => s.id)).toEqual([3]);
    expect(services.data[0].is_favourite).toBe(true);

    // is_favourite on public lists and the is_favourite filter
    const list = json(await call("GET", "mobile/partner/list?limit=-1", token)).data;
    expect(list.data.filter((p: { is_favourite: boolean }) => p.is_favourite).map((p: { id: number }) => p.id)).toEqual(
      [2, 5],
    );
    const onlyFav = json(await call("GET", "web/partner/list?is_favourite=1", token)).data;
    expect(onlyFav.data.map((p: { id: number }) => p.id)).toEqual([2, 5]);
    const favServices = json(await call("GET", "mobile/service/list?is_favourite=1", token)).data;
    expect(favServices.data.map((s: { id: number }) => s.id)).toEqual([3]);
    const detail = json(await call("GET", "mobile/service/details?service_id=3", token)).data;
    expect(detail.is_favourite).toBe(true);
    const anonymous = json(await call("GET", "mobile/service/details?service_id=3", await clientToken(app))).data;
    expect(anonymous.is_favourite).toBe(false);

    // a new session sees the same favourites
    const again = await customer();
    const persisted = json(await call("GET", "customer/favourite/list?type=partner", again)).data;
    expect(persisted.data.map((p: { id: number }) => p.id)).toEqual([5, 2]);

    const removed = await call("POST", "customer/favourite/remove", again, { type: "partner", id: 5 });
    expect(json(removed).data).toEqual({ type: "partner", id: 5, is_favourite: false });
    expect((await call("POST", "customer/favourite/remove", again, { type: "partner", id: 5 })).statusCode).toBe(200);
    const after = json(await call("GET", "customer/favourite/list", token)).data;
    expect(after.data.map((p: { id: number }) => p.id)).toEqual([2]);
    const paged = json(await call("GET", "customer/favourite/list?limit=-1", token)).data;
    expect(paged).toMatchObject({ total: 1, per_page: 1, last_page: 1 });
  });

  it("validates the body and the target", async () => {
    const token = await customer();
    const empty = await call("POST", "customer/favourite/add", token);
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({ type: ["The type field is required."], id: ["The id field is required."] });
    const bad = await call("POST", "customer/favourite/add", token, { type: "package", id: "x" });
    expect(json(bad).errors).toEqual({ type: ["The selected type is invalid."], id: ["The id must be an integer."] });
    const missing = await call("POST", "customer/favourite/add", token, { type: "service", id: 99999 });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toEqual({ id: ["The selected id is invalid."] });
    const list = await call("GET", "customer/favourite/list?type=banana&page=0", token);
    expect(list.statusCode).toBe(422);
    expect(Object.keys(json(list).errors).sort()).toEqual(["page", "type"]);
  });
});
