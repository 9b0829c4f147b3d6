import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translate } from "../../server/src/lib/i18n.js";
import * as MESSAGES_OF_PROFILE from "../../server/src/modules/profile/messages.js";
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
    expect(doc.paths["/api/v2/user/profile/photo"].post.tags).toEqual(["Profile"]);
    expect(doc.paths["/api/v2/user/profile/photo"].delete.tags).toEqual(["Profile"]);
    for (const p of ["phone/change-request", "phone/change-verify", "email/change-request", "email/change-verify"])
      expect(doc.paths[`/api/v2/user/${p}`].post.tags, p).toEqual(["Profile"]);
  });
});

// ---- photo -----------------------------------------------------------------------------------------------

/** 1x1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A hand-built multipart/form-data body for `inject`. */
function multipart(parts: Part[]) {
  const boundary = `----khidmaProfile${Math.random().toString(16).slice(2)}`;
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
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const photoPart = (data: Buffer = PNG, name = "photo"): Part => ({
  name,
  filename: "me.png",
  type: "image/png",
  data,
});

describe("POST/DELETE user/profile/photo", () => {
  let app: TestApp;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-profile-"));
    ({ app } = await makeTestApp({ dataDir }));
  });
  afterEach(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const uploads = () =>
    fs.existsSync(path.join(dataDir, "uploads")) ? fs.readdirSync(path.join(dataDir, "uploads")) : [];
  /** onResponse (which deletes a failed request's files) may finish just after inject resolves */
  const settle = async (expected: number) => {
    for (let i = 0; i < 50 && uploads().length !== expected; i++) await new Promise((r) => setTimeout(r, 10));
    return uploads().length;
  };
  const upload = (token: string | null, parts: Part[], lang = "en") => {
    const form = multipart(parts);
    return app.inject({
      method: "POST",
      url: "/api/v2/user/profile/photo",
      headers: { ...form.headers, ...(token ? bearer(token) : {}), "accept-language": lang },
      payload: form.payload,
    });
  };

  it("stores a PNG, answers the session with user_profile, serves it, and replaces the old file", async () => {
    const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
    const res = await upload(access_token, [photoPart()]);
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.message).toBe("Profile photo updated");
    expect(body.data.default_role).toBe("User");
    expect(body.data.user.user_profile).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await app.inject({ method: "GET", url: body.data.user.user_profile });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const me = json(await app.inject({ method: "GET", url: "/api/v2/user/me", headers: bearer(access_token) }));
    expect(me.data).toEqual(body.data);

    // a second upload replaces the first; the old file is gone
    const again = json(await upload(access_token, [photoPart()]));
    expect(again.data.user.user_profile).not.toBe(body.data.user.user_profile);
    expect(uploads()).toEqual([again.data.user.user_profile.replace("/uploads/", "")]);
  });

  it("answers 413 beyond 2 MB and 422 for a missing file or one that is not an image; nothing is kept", async () => {
    const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    const tooBig = await upload(access_token, [photoPart(big)]);
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig)).toMatchObject({
      message: "Each photo must be 2 MB or smaller.",
      errors: { photo: ["Each photo must be 2 MB or smaller."] },
    });
    // exactly 2 MB is fine
    const edge = await upload(access_token, [
      photoPart(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)])),
    ]);
    expect(edge.statusCode, edge.body).toBe(200);
    expect(await settle(1)).toBe(1);

    const missing = await upload(access_token, [{ name: "note", value: "hi" }]);
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toEqual({ photo: ["Choose a photo to upload."] });
    const missingAr = await upload(access_token, [], "ar");
    expect(json(missingAr).errors.photo).toEqual(["اختر صورة لرفعها."]);

    const pdf = await upload(access_token, [photoPart(Buffer.from("%PDF-1.4 not an image"))]);
    expect(pdf.statusCode).toBe(422);
    expect(json(pdf).errors.photo).toEqual(["Each photo must be a JPEG, PNG or WebP file."]);
    const wrongField = await upload(access_token, [photoPart(PNG, "images")]);
    expect(wrongField.statusCode).toBe(422);
    expect(json(wrongField).errors.images).toEqual(["This field does not accept files."]);
    const two = await upload(access_token, [photoPart(), photoPart()]);
    expect(two.statusCode).toBe(422);
    expect(await settle(1)).toBe(1);

    const me = json(await app.inject({ method: "GET", url: "/api/v2/user/me", headers: bearer(access_token) }));
    expect(me.data.user.user_profile).toBe(edge.json().data.user.user_profile);
  });

  it("DELETE clears the photo and deletes its file", async () => {
    const { access_token } = await login(app, "partner@khidma.test", "Partner#2026");
    const up = json(await upload(access_token, [photoPart()]));
    expect(uploads()).toHaveLength(1);
    const res = await app.inject({
      method: "DELETE",
      url: "/api/v2/user/profile/photo",
      headers: bearer(access_token),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe("Profile photo removed");
    expect(json(res).data.user.user_profile).toBeNull();
    expect(uploads()).toEqual([]);
    expect((await app.inject({ method: "GET", url: up.data.user.user_profile })).statusCode).toBe(404);
    // removing again is harmless
    const again = await app.inject({
      method: "DELETE",
      url: "/api/v2/user/profile/photo",
      headers: bearer(access_token),
    });
    expect(again.statusCode).toBe(200);
  });

  it("needs a signed-in user with update-profile", async () => {
    expect((await upload(null, [photoPart()])).statusCode).toBe(401);
    expect((await upload(await clientToken(app), [photoPart()])).statusCode).toBe(401);
    const { access_token } = await login(app, "support@khidma.test", "Support#2026");
    const res = await upload(access_token, [photoPart()]);
    expect(res.statusCode).toBe(403);
    const del = await app.inject({
      method: "DELETE",
      url: "/api/v2/user/profile/photo",
      headers: bearer(access_token),
    });
    expect(del.statusCode).toBe(403);
    expect(await settle(0)).toBe(0);
  });
});

// ---- phone and email change ------------------------------------------------------------------------------

describe("phone and email change", () => {
  let app: TestApp;
  const codes: string[] = [];
  let n = 0;
  beforeEach(async () => {
    codes.length = 0;
    ({ app } = await makeTestApp({
      demoMode: false,
      otpGenerator: () => {
        const code = String(654321 + n++).slice(0, 6);
        codes.push(code);
        return code;
      },
    }));
  });
  afterEach(() => app.close());

  const post = (token: string | null, url: string, payload: object, lang = "en") =>
    app.inject({
      method: "POST",
      url: `/api/v2/${url}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
      payload,
    });
  const me = async (token: string) =>
    json(await app.inject({ method: "GET", url: "/api/v2/user/me", headers: bearer(token) })).data.user;

  it("changes the phone after the code sent to the new number, and signs in with it", async () => {
    const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
    const sent = await post(access_token, "user/phone/change-request", { phone: "055 987 6543" });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json(sent)).toMatchObject({
      message: "A verification code has been sent to your new phone number.",
      data: { phone: "+971559876543", expires_in: 600 },
    });
    expect(codes).toHaveLength(1);
    // nothing changes before the code
    expect((await me(access_token)).phone).toBe("+971501234567");

    const wrong = await post(access_token, "user/phone/change-verify", { phone: "+971559876543", otp: "000000" });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors).toEqual({ otp: ["The code is invalid or has expired."] });
    const wrongAr = await post(
      access_token,
      "user/phone/change-verify",
      { phone: "+971559876543", otp: "000000" },
      "ar",
    );
    expect(json(wrongAr).errors.otp).toEqual(["الرمز غير صحيح أو منتهي الصلاحية."]);
    // the code is for that number only
    const other = await post(access_token, "user/phone/change-verify", { phone: "+971559876544", otp: codes[0] });
    expect(other.statusCode).toBe(422);

    const ok = await post(access_token, "user/phone/change-verify", { phone: "0559876543", otp: codes[0] });
    expect(ok.statusCode, ok.body).toBe(200);
    const body = json(ok);
    expect(body.message).toBe("Phone number updated");
    expect(body.data.user.phone).toBe("+971559876543");
    expect(body.data.user.phone_verified_at).toEqual(expect.any(String));
    expect(body.data.default_role).toBe("User");
    // a used code does not work twice
    const reuse = await post(access_token, "user/phone/change-verify", { phone: "0559876543", otp: codes[0] });
    expect(reuse.statusCode).toBe(422);

    // the new number signs in; the old one is free
    await post(null, "get-otp", { phone: "+971559876543" });
    const signIn = await post(null, "login", { phone: "+971559876543", otp: codes.at(-1)! });
    expect(signIn.statusCode).toBe(200);
    expect(json(signIn).data.user.email).toBe("customer@khidma.test");
    expect((await post(null, "get-otp", { phone: "+971501234567" })).statusCode).toBe(422);
  });

  it("refuses an invalid number, the current one and one used by another account (422 on phone)", async () => {
    const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
    const partner = await login(app, "partner@khidma.test", "Partner#2026");
    const bad = await post(access_token, "user/phone/change-request", { phone: "+44 7700 900123" });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.phone).toEqual(["Enter a UAE mobile number, e.g. +971 50 123 4567"]);
    const missing = await post(access_token, "user/phone/change-request", {});
    expect(json(missing).errors.phone).toEqual(["The phone field is required."]);
    const same = await post(access_token, "user/phone/change-request", { phone: "+971 50 123 4567" });
    expect(same.statusCode).toBe(422);
    expect(json(same).errors.phone).toEqual(["This is already your phone number."]);
    const taken = await post(access_token, "user/phone/change-request", { phone: partner.user.phone! });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors.phone).toEqual(["The phone has already been taken."]);
    const takenAr = await post(access_token, "user/phone/change-request", { phone: partner.user.phone! }, "ar");
    expect(json(takenAr).errors.phone).toEqual(["رقم الجوال مستخدم من قبل."]);
    expect(codes).toHaveLength(0);
    const badOtp = await post(access_token, "user/phone/change-verify", { phone: "+971559876543", otp: "12ab" });
    expect(json(badOtp).errors.otp).toEqual(["The otp must be 6 digits."]);
  });

  it("changes the email after the current password and the code sent to the new address", async () => {
    const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
    const wrongPw = await post(access_token, "user/email/change-request", {
      email: "aisha.new@khidma.test",
      current_password: "nope-nope-1",
    });
    expect(wrongPw.statusCode).toBe(422);
    expect(json(wrongPw).errors).toEqual({ current_password: ["The current password is incorrect."] });
    const taken = await post(access_token, "user/email/change-request", {
      email: "Admin@Khidma.test",
      current_password: "Customer#2026",
    });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors).toEqual({ email: ["The email has already been taken."] });
    const same = await post(access_token, "user/email/change-request", {
      email: "customer@khidma.test",
      current_password: "Customer#2026",
    });
    expect(json(same).errors).toEqual({ email: ["This is already your email address."] });
    const invalid = await post(access_token, "user/email/change-request", { email: "nope" });
    expect(json(invalid).errors).toMatchObject({
      email: ["The email must be a valid email address."],
      current_password: ["The current password field is required."],
    });
    expect(codes).toHaveLength(0);

    const sent = await post(access_token, "user/email/change-request", {
      email: " Aisha.New@Khidma.test ",
      current_password: "Customer#2026",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json(sent)).toMatchObject({
      message: "A verification code has been sent to your new email address.",
      data: { email: "aisha.new@khidma.test", expires_in: 600 },
    });
    const wrong = await post(access_token, "user/email/change-verify", {
      email: "aisha.new@khidma.test",
      otp: "111111",
    });
    expect(json(wrong).errors).toEqual({ otp: ["The code is invalid or has expired."] });
    expect((await me(access_token)).email).toBe("customer@khidma.test");

    const ok = await post(access_token, "user/email/change-verify", { email: "aisha.new@khidma.test", otp: codes[0] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).message).toBe("Email address updated");
    expect(json(ok).data.user).toMatchObject({ email: "aisha.new@khidma.test", email_verified_at: expect.any(String) });
    expect((await post(null, "login", { email: "aisha.new@khidma.test", password: "Customer#2026" })).statusCode).toBe(
      200,
    );
    expect((await post(null, "login", { email: "customer@khidma.test", password: "Customer#2026" })).statusCode).toBe(
      422,
    );
  });

  it("a code sent for one account does not change another's", async () => {
    const aisha = await login(app, "customer@khidma.test", "Customer#2026");
    const partner = await login(app, "partner@khidma.test", "Partner#2026");
    await post(aisha.access_token, "user/phone/change-request", { phone: "+971559876543" });
    const res = await post(partner.access_token, "user/phone/change-verify", { phone: "+971559876543", otp: codes[0] });
    expect(res.statusCode).toBe(422);
    expect((await me(partner.access_token)).phone).toBe(partner.user.phone);
  });

  it("needs a signed-in user with update-profile", async () => {
    const urls: Array<[string, object]> = [
      ["user/phone/change-request", { phone: "+971559876543" }],
      ["user/phone/change-verify", { phone: "+971559876543", otp: "123456" }],
      ["user/email/change-request", { email: "x@khidma.test", current_password: "Support#2026" }],
      ["user/email/change-verify", { email: "x@khidma.test", otp: "123456" }],
    ];
    const support = await login(app, "support@khidma.test", "Support#2026");
    for (const [url, payload] of urls) {
      expect((await post(null, url, payload)).statusCode, url).toBe(401);
      expect((await post(await clientToken(app), url, payload)).statusCode, url).toBe(401);
      expect((await post(support.access_token, url, payload)).statusCode, url).toBe(403);
    }
    expect(codes).toHaveLength(0);
  });

  it("change codes obey the database-backed sending limits: a cooldown per address, an hourly number per user (429, Retry-After)", {
    timeout: 30_000,
  }, async () => {
    await app.close();
    ({ app } = await makeTestApp({
      demoMode: false,
      otpGenerator: () => "246810",
      sendLimit: { cooldownMs: 60_000, targetMax: 3, targetWindowMs: 3_600_000, ipMax: 100, ipWindowMs: 3_600_000 },
    }));
    const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
    expect((await post(access_token, "user/phone/change-request", { phone: "+971559876543" })).statusCode).toBe(200);
    const again = await post(access_token, "user/phone/change-request", { phone: "+971559876543" });
    expect(again.statusCode).toBe(429);
    const body = json(again);
    expect(body.message).toBe(`Too many requests. Please try again in ${body.data.retry_after} seconds.`);
    expect(body.data.retry_after).toBeGreaterThan(50);
    expect(body.data.retry_after).toBeLessThanOrEqual(60);
    expect(again.headers["retry-after"]).toBe(String(body.data.retry_after));
    const ar = await post(access_token, "user/phone/change-request", { phone: "+971559876543" }, "ar");
    expect(json(ar).message).toMatch(/^طلبات كثيرة/);
    // other numbers: the user's hourly number (3) is the limit then
    expect((await post(access_token, "user/phone/change-request", { phone: "+971559876544" })).statusCode).toBe(200);
    expect((await post(access_token, "user/phone/change-request", { phone: "+971559876545" })).statusCode).toBe(200);
    const fourth = await post(access_token, "user/phone/change-request", { phone: "+971559876546" });
    expect(fourth.statusCode).toBe(429);
    expect(json(fourth).data.retry_after).toBeGreaterThan(3_500);
    expect(fourth.headers["retry-after"]).toBe(String(json(fourth).data.retry_after));
    // the counters live in the database (rate_limits), so every API process shares them
    const { db } = app;
    const keys = (await db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining(["send:cooldown:+971559876543", expect.stringMatching(/^send:phone-change:\d+$/)]),
    );
    // the email flow has its own budget per user
    const email = await post(access_token, "user/email/change-request", {
      email: "aisha.new@khidma.test",
      current_password: "Customer#2026",
    });
    expect(email.statusCode).toBe(200);
  });

  it("wrong change codes and wrong passwords count like sign-in guesses: then 429 with Retry-After, even when right", {
    timeout: 30_000,
  }, async () => {
    await app.close();
    ({ app } = await makeTestApp({ demoMode: false, rateLimit: { accountMax: 3 }, otpGenerator: () => "246810" }));
    const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
    expect((await post(access_token, "user/phone/change-request", { phone: "+971559876543" })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const wrong = await post(access_token, "user/phone/change-verify", { phone: "+971559876543", otp: "000000" });
      expect(wrong.statusCode).toBe(422);
    }
    const verify = await post(access_token, "user/phone/change-verify", { phone: "+971559876543", otp: "246810" });
    expect(verify.statusCode).toBe(429);
    expect(json(verify).message).toMatch(/^Too many attempts/);
    expect(verify.headers["retry-after"]).toBe(String(json(verify).data.retry_after));
    // the flow is closed for this user, sends included
    expect((await post(access_token, "user/phone/change-request", { phone: "+971559876544" })).statusCode).toBe(429);
    expect((await me(access_token)).phone).not.toBe("+971559876543");

    // the email flow has its own count: three wrong passwords, then even the right one is refused
    for (let i = 0; i < 3; i++) {
      const wrong = await post(access_token, "user/email/change-request", {
        email: "aisha.new@khidma.test",
        current_password: "Wrong#2026",
      });
      expect(wrong.statusCode).toBe(422);
    }
    const right = await post(access_token, "user/email/change-request", {
      email: "aisha.new@khidma.test",
      current_password: "Customer#2026",
    });
    expect(right.statusCode).toBe(429);
    expect(right.headers["retry-after"]).toBe(String(json(right).data.retry_after));
  });

  it("in demo mode the code 123456 works", async () => {
    await app.close();
    ({ app } = await makeTestApp({ demoMode: true }));
    const { access_token } = await login(app, "customer@khidma.test", "Customer#2026");
    await post(access_token, "user/phone/change-request", { phone: "+971559876543" });
    const res = await post(access_token, "user/phone/change-verify", { phone: "+971559876543", otp: "123456" });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.user.phone).toBe("+971559876543");
  });
});

describe("profile messages", () => {
  it("every new message has Arabic", () => {
    for (const m of Object.values(MESSAGES_OF_PROFILE)) expect(translate(m, "ar"), m).not.toBe(m);
  });
});
