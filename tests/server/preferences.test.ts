import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

describe("category preferences", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app } = await makeTestApp());
    token = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
  });
  afterAll(async () => {
    await app.close();
  });

  const categories = async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/v2/mobile/category/list?limit=-1",
      headers: bearer(await clientToken(app)),
    });
    return json(res).data.data as Array<{ id: number; name_en: string }>;
  };

  it("starts empty, saves the chosen categories in order, and replaces them on the next save", async () => {
    const [a, b, c] = await categories();
    let res = await app.inject({ method: "GET", url: "/api/v2/user/category-preferences", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.category_ids).toEqual([]);

    res = await app.inject({
      method: "POST",
      url: "/api/v2/user/category-preferences",
      headers: bearer(token),
      payload: { category_ids: [c.id, a.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe("Preferences saved");
    expect(json(res).data.category_ids).toEqual([c.id, a.id]);
    expect(json(res).data.categories[1].name).toBe(a.name_en);

    await app.inject({
      method: "POST",
      url: "/api/v2/user/category-preferences",
      headers: bearer(token),
      payload: { category_ids: [b.id] },
    });
    res = await app.inject({ method: "GET", url: "/api/v2/user/category-preferences", headers: bearer(token) });
    expect(json(res).data.category_ids).toEqual([b.id]);
  });

  it("answers 422 for an unknown category or a malformed list, and 401 signed out", async () => {
    let res = await app.inject({
      method: "POST",
      url: "/api/v2/user/category-preferences",
      headers: bearer(token),
      payload: { category_ids: [999999] },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.category_ids).toEqual(["One or more of the chosen categories do not exist."]);

    res = await app.inject({
      method: "POST",
      url: "/api/v2/user/category-preferences",
      headers: bearer(token),
      payload: { category_ids: "all" },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.category_ids).toBeDefined();

    res = await app.inject({
      method: "GET",
      url: "/api/v2/user/category-preferences",
      headers: bearer(await clientToken(app)),
    });
    expect(res.statusCode).toBe(401);
  });
});
