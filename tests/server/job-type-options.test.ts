import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

describe("partner/job-types: the active job types a service form and an appointment filter offer (issue 18)", () => {
  let app: TestApp;
  let admin: string;
  let partner: string;
  let customer: string;

  beforeAll(async () => {
    ({ app } = await makeTestApp());
    [admin, partner, customer] = await Promise.all(
      [
        ["admin@khidma.test", "Admin#2026"],
        ["partner@khidma.test", "Partner#2026"],
        ["customer@khidma.test", "Customer#2026"],
      ].map(async ([email, password]) => (await login(app, email, password)).access_token),
    );
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (token: string | null, lang = "en") =>
    app.inject({
      method: "GET",
      url: "/api/v2/partner/job-types",
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
    });

  it("lists active job types only, in the request's language, for a partner and an admin", async () => {
    const made = await app.inject({
      method: "POST",
      url: "/api/v2/job-type/create",
      headers: bearer(admin),
      payload: { name_en: "Curtain care", name_ar: "العناية بالستائر" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const off = json(
      await app.inject({
        method: "POST",
        url: "/api/v2/job-type/create",
        headers: bearer(admin),
        payload: { name_en: "Old trade", name_ar: "مهنة قديمة", status: "inactive" },
      }),
    ).data;

    const res = await get(partner);
    expect(res.statusCode, res.body).toBe(200);
    const rows = json(res).data as Array<{ id: number; key: string; name: string; name_ar: string }>;
    expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining(["cleaning", "plumbing", "curtain-care"]));
    expect(rows.map((r) => r.id)).not.toContain(off.id);
    expect(Object.keys(rows[0]).sort()).toEqual(["id", "key", "name", "name_ar", "name_en"]);

    const ar = json(await get(admin, "ar")).data as Array<{ key: string; name: string }>;
    expect(ar.find((r) => r.key === "curtain-care")?.name).toBe("العناية بالستائر");
  });

  it("refuses no token (401), a guest token (401) and a customer (403)", async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(await clientToken(app))).statusCode).toBe(401);
    expect((await get(customer)).statusCode).toBe(403);
  });
});
