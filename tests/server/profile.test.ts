import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

const URL = "/api/v2/user/profile/update";

describe("POST user/profile/update", () => {
  let app: TestApp;
  beforeEach(async () => ({ app } = await makeTestApp()));
  afterEach(() => app.close());

  const update = (token: string | null, payload: unknown) =>
    app.inject({ method: "POST", url: URL, headers: token ? bearer(token) : {}, payload: payload as object });

  it("updates the signed-in user's profile and answers like user/me", async () => {
    const { access_token } = await login(app, "admin@khidma.test", "Admin#2026");
    const res = await update(access_token, {
      first_name: "  Noura ",
      last_name: "Al Mansoori",
      gender: "female",
      preferred_language: "ar",
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.message).toBe("Profile updated successfully");
    expect(body.data.default_role).toBe("Admin");
    expect(body.data.user).toMatchObject({
      first_name: "Noura",
      last_name: "Al Mansoori",
      gender: "female",
      preferred_language: "ar",
      email: "admin@khidma.test",
    });
    expect(body.data.roles.map((r: { name: string }) => r.name)).toEqual(["Admin"]);

    const me = json(await app.inject({ method: "GET", url: "/api/v2/user/me", headers: bearer(access_token) }));
    expect(me.data).toEqual(body.data);
  });

  it("leaves gender and language alone when omitted and clears gender with null", async () => {
    const { access_token, user } = await login(app, "customer@khidma.test", "Customer#2026");
    const kept = json(await update(access_token, { first_name: "Sara", last_name: "Ahmed" }));
    expect(kept.data.user).toMatchObject({ gender: user.gender, preferred_language: "en", first_name: "Sara" });
    const cleared = json(await update(access_token, { first_name: "Sara", last_name: "Ahmed", gender: null }));
    expect(cleared.data.user.gender).toBeNull();
    expect(cleared.data.default_role).toBe("User");
  });

  it("answers 422 with field errors on bad input and changes nothing", async () => {
    const { access_token, user } = await login(app, "partner@khidma.test", "Partner#2026");
    const res = await update(access_token, {
      first_name: "   ",
      last_name: "x".repeat(101),
      gender: "robot",
      preferred_language: "fr",
    });
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body).toMatchObject({ status_code: 422, data: null, message: "The given data was invalid." });
    expect(body.errors.first_name).toEqual(["The first name field is required."]);
    expect(body.errors.last_name).toEqual(["The last name may not be greater than 100 characters."]);
    expect(body.errors.gender).toEqual(["The gender must be female, male or other."]);
    expect(body.errors.preferred_language).toEqual(["The preferred language must be en or ar."]);

    const missing = json(await update(access_token, {}));
    expect(missing.errors).toMatchObject({
      first_name: ["The first name field is required."],
      last_name: ["The last name field is required."],
    });

    const me = json(await app.inject({ method: "GET", url: "/api/v2/user/me", headers: bearer(access_token) }));
    expect(me.data.user.first_name).toBe(user.first_name);
  });

  it("answers 401 when signed out or with a client token", async () => {
    const none = await update(null, { first_name: "A", last_name: "B" });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toMatchObject({ status_code: 401, message: "Unauthenticated." });
    const client = await update(await clientToken(app), { first_name: "A", last_name: "B" });
    expect(client.statusCode).toBe(401);
  });

  it("needs update-profile on the active role: partner and customer roles hold it, Support does not", async () => {
    for (const [email, password] of [
      ["partner@khidma.test", "Partner#2026"],
      ["applicant@khidma.test", "Applicant#2026"],
      ["customer@khidma.test", "Customer#2026"],
    ] as const) {
      const { access_token } = await login(app, email, password);
      const res = await update(access_token, { first_name: "Changed", last_name: "Name" });
      expect(res.statusCode, email).toBe(200);
    }
    for (const [email, password] of [
      ["support@khidma.test", "Support#2026"],
      ["tech@khidma.test", "Tech#2026"],
    ] as const) {
      const { access_token } = await login(app, email, password);
      const res = await update(access_token, { first_name: "Changed", last_name: "Name" });
      expect(res.statusCode, email).toBe(403);
      expect(json(res).message).toBe("You do not have permission to perform this action.");
    }
  });

  it("is listed in the OpenAPI document under the Profile tag", async () => {
    const doc = json(await app.inject({ method: "GET", url: "/api/docs/json" }));
    expect(doc.paths["/api/v2/user/profile/update"].post.tags).toEqual(["Profile"]);
  });
});
