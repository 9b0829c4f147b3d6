import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSLATION_CONFLICTS, translate } from "../../server/src/lib/i18n.js";
import { json, makeTestApp, type TestApp } from "./helpers.js";

describe("server messages follow Accept-Language", () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await makeTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it("a 422 answers in Arabic, message and field errors, when the caller prefers Arabic", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/v2/login",
      headers: { "accept-language": "ar-AE,ar;q=0.9,en;q=0.5" },
      payload: { email: "not-an-email", password: "" },
    });
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.message).toBe("البيانات المدخلة غير صحيحة.");
    expect(body.errors.email).toEqual(["يجب أن يكون البريد الإلكتروني صحيحاً."]);
    expect(body.errors.password).toEqual(["حقل كلمة المرور مطلوب."]);
  });

  it("English stays English, and an unknown language falls back to English", async () => {
    for (const lang of ["en-GB", "fr"]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/v2/login",
        headers: { "accept-language": lang },
        payload: { email: "admin@khidma.test", password: "wrong-password-1" },
      });
      expect(json(res).message).toBe("These credentials do not match our records.");
    }
  });

  it("every module gives one English message the same Arabic wording", () => {
    expect(TRANSLATION_CONFLICTS).toEqual([]);
  });

  it("401 keeps its envelope in Arabic too", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v2/user/me", headers: { "accept-language": "ar" } });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ status_code: 401, data: null, message: "غير مصرح بالدخول." });
  });

  it("patterned messages translate with their numbers and field names", () => {
    expect(translate("Too many attempts. Please try again in 15 minutes.", "ar")).toBe(
      "محاولات كثيرة. حاول مرة أخرى بعد 15 دقيقة.",
    );
    expect(translate("The first name field is required.", "ar")).toBe("حقل الاسم الأول مطلوب.");
  });
});
