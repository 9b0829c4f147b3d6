import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

const api = (path: string) => `/api/v2/${path}`;

describe("client-access-token", () => {
  let app: TestApp;
  beforeEach(async () => ({ app } = await makeTestApp()));
  afterEach(() => app.close());

  it("issues a 7-day client token for the right API key", async () => {
    const res = await app.inject({
      method: "GET",
      url: api("client-access-token"),
      headers: { "X-Api-Key": "khidma-demo-key" },
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.status_code).toBe(200);
    expect(body.data).toMatchObject({ token_type: "Bearer", expires_in: 604800 });
    expect(body.data.access_token).toMatch(/^[\w-]{40,}$/);
  });

  it("refuses a missing or wrong key with 401", async () => {
    for (const headers of [{}, { "x-api-key": "nope" }]) {
      const res = await app.inject({ method: "GET", url: api("client-access-token"), headers });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ status_code: 401, data: null, message: "Invalid API key." });
    }
  });

  it("honours a custom header name and key", async () => {
    const custom = await makeTestApp({ apiKeyHeader: "X-Khidma-Key", apiKey: "s3cret" });
    try {
      const good = await custom.app.inject({
        method: "GET",
        url: api("client-access-token"),
        headers: { "x-khidma-key": "s3cret" },
      });
      expect(good.statusCode).toBe(200);
      const old = await custom.app.inject({
        method: "GET",
        url: api("client-access-token"),
        headers: { "x-api-key": "khidma-demo-key" },
      });
      expect(old.statusCode).toBe(401);
    } finally {
      await custom.app.close();
    }
  });
});

describe("login", () => {
  let app: TestApp;
  beforeEach(async () => ({ app } = await makeTestApp()));
  afterEach(() => app.close());

  const accounts = [
    ["admin@khidma.test", "Admin#2026", "Admin", "internal", "none"],
    ["support@khidma.test", "Support#2026", "Support", "internal", "none"],
    ["partner@khidma.test", "Partner#2026", "Partner Owner", "partner", "sparkle"],
    ["tech@khidma.test", "Tech#2026", "Technician", "partner", "sparkle"],
    ["applicant@khidma.test", "Applicant#2026", "Partner Owner", "partner", "none"],
    ["customer@khidma.test", "Customer#2026", "User", "customer", "none"],
  ] as const;

  it.each(accounts)("%s signs in with role %s", async (email, password, role, type, partner) => {
    const { db } = { db: app.db };
    const sparkle = await db
      .selectFrom("partners")
      .select("id")
      .where("slug", "=", "sparkle-cleaning")
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: "POST", url: api("login"), payload: { email, password } });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.message).toBe("Login successfully");
    const data = body.data;
    expect(data.token_type).toBe("Bearer");
    expect(data.expires_in).toBe(604800);
    expect(data.default_role).toBe(role);
    expect(data.roles).toHaveLength(1);
    expect(data.roles[0]).toMatchObject({ name: role, type });
    expect(data.user.roles).toEqual(data.roles);
    expect(data.user.email).toBe(email);
    expect(data.user.last_login_at).toEqual(expect.any(String));
    expect(data.user).not.toHaveProperty("password_hash");
    expect(data.user.partner_details).toEqual(
      partner === "sparkle"
        ? { id: sparkle.id, name_en: "Sparkle Cleaning LLC", name_ar: expect.any(String) }
        : { id: null, name_en: null, name_ar: null },
    );
  });

  it("gives the admin every internal permission and the customer profile permissions", async () => {
    const admin = await login(app, "admin@khidma.test", "Admin#2026");
    expect(admin.roles[0].permissions).toContain("read-settings");
    expect(admin.roles[0].permissions).toContain("genrate-kpi-report");
    const customer = await login(app, "customer@khidma.test", "Customer#2026");
    expect(customer.user).toMatchObject({ first_name: "Aisha", gender: "female", phone: "+971501234567" });
    expect(customer.roles[0].permissions).toEqual(["read-profile", "update-profile", "change-my-password"]);
  });

  it("is case-insensitive on the email", async () => {
    const res = await app.inject({
      method: "POST",
      url: api("login"),
      payload: { email: "Admin@Khidma.TEST", password: "Admin#2026" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 422 to a wrong password or an unknown email", async () => {
    for (const payload of [
      { email: "admin@khidma.test", password: "wrong-pass1" },
      { email: "nobody@khidma.test", password: "Admin#2026" },
    ]) {
      const res = await app.inject({ method: "POST", url: api("login"), payload });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({
        status_code: 422,
        data: null,
        message: "These credentials do not match our records.",
        errors: { email: ["These credentials do not match our records."] },
      });
    }
  });

  it("answers 422 with field errors to malformed payloads", async () => {
    let res = await app.inject({ method: "POST", url: api("login"), payload: {} });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      email: ["The email field is required."],
      password: ["The password field is required."],
    });
    res = await app.inject({ method: "POST", url: api("login"), payload: { email: "not-an-email", password: "x" } });
    expect(json(res).errors.email).toEqual(["The email must be a valid email address."]);
    res = await app.inject({ method: "POST", url: api("login"), payload: { phone: "12345" } });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      phone: ["Enter a UAE mobile number, e.g. +971 50 123 4567"],
      otp: ["The otp field is required."],
    });
    res = await app.inject({ method: "POST", url: api("login"), payload: { email: 42, password: "x" } });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.email).toBeDefined();
  });

  it("answers 400 envelope to broken JSON", async () => {
    const res = await app.inject({
      method: "POST",
      url: api("login"),
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ status_code: 400, data: null });
  });

  it("answers 403 to an inactive user with the right password", async () => {
    await app.db.updateTable("users").set({ status: "inactive" }).where("email", "=", "support@khidma.test").execute();
    const res = await app.inject({
      method: "POST",
      url: api("login"),
      payload: { email: "support@khidma.test", password: "Support#2026" },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).status_code).toBe(403);
  });

  it("answers 413 to an oversized body", async () => {
    const res = await app.inject({
      method: "POST",
      url: api("login"),
      payload: { email: "a@b.co", password: "x".repeat(11 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ status_code: 413, data: null, message: "Payload Too Large" });
  });
});

describe("phone OTP sign-in", () => {
  it("sends a code to a known phone and accepts it (real code) in any UAE format", async () => {
    const codes: string[] = [];
    const { app } = await makeTestApp({
      demoMode: false,
      otpGenerator: () => {
        const code = String(100000 + codes.length * 1111);
        codes.push(code);
        return code;
      },
    });
    try {
      const sent = await app.inject({ method: "POST", url: api("get-otp"), payload: { phone: "050 123 4567" } });
      expect(sent.statusCode).toBe(200);
      expect(json(sent)).toMatchObject({
        message: "OTP sent successfully",
        data: { phone: "+971501234567", expires_in: 600 },
      });
      expect(codes).toHaveLength(1);

      // demo code is refused when demo mode is off
      const demo = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { phone: "+971501234567", otp: "123456" },
      });
      expect(demo.statusCode).toBe(422);
      expect(json(demo).errors.otp).toEqual(["The code is invalid or has expired."]);

      const res = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { phone: "971501234567", otp: codes[0] },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).data.user.email).toBe("customer@khidma.test");

      // a code works once
      const again = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { phone: "+971-50-123-4567", otp: codes[0] },
      });
      expect(again.statusCode).toBe(422);
    } finally {
      await app.close();
    }
  });

  it("accepts the demo code 123456 in demo mode once a code was requested", async () => {
    const { app } = await makeTestApp();
    try {
      const sent = await app.inject({ method: "POST", url: api("get-otp"), payload: { phone: "0502345678" } });
      expect(sent.statusCode).toBe(200);
      const res = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { phone: "+971 50 234 5678", otp: "123456" },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).data.default_role).toBe("Partner Owner");
      const wrong = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { phone: "0502345678", otp: "000000" },
      });
      expect(wrong.statusCode).toBe(422);
    } finally {
      await app.close();
    }
  });

  it("rejects unknown or malformed phones on get-otp", async () => {
    const { app } = await makeTestApp();
    try {
      let res = await app.inject({ method: "POST", url: api("get-otp"), payload: { phone: "+971509999999" } });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.phone).toEqual(["No account uses this phone number."]);
      res = await app.inject({ method: "POST", url: api("get-otp"), payload: { phone: "+44 7700 900123" } });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.phone).toEqual(["Enter a UAE mobile number, e.g. +971 50 123 4567"]);
      res = await app.inject({ method: "POST", url: api("get-otp"), payload: {} });
      expect(json(res).errors.phone).toEqual(["The phone field is required."]);
    } finally {
      await app.close();
    }
  });
});

describe("rate limiting", () => {
  it("blocks an account after N failures, even with the right password, with 429", async () => {
    const { app } = await makeTestApp({ rateLimit: { accountMax: 3, ipMax: 100 } });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({
          method: "POST",
          url: api("login"),
          payload: { email: "admin@khidma.test", password: "bad-pass1" },
        });
        expect(res.statusCode).toBe(422);
      }
      const res = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { email: "admin@khidma.test", password: "Admin#2026" },
      });
      expect(res.statusCode).toBe(429);
      expect(json(res)).toEqual({
        status_code: 429,
        data: { retry_after: 900 },
        message: "Too many attempts. Please try again in 15 minutes.",
      });
      expect(res.headers["retry-after"]).toBe("900");
      // another account from the same IP is still fine
      const other = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { email: "support@khidma.test", password: "Support#2026" },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("a success clears the account counter", async () => {
    const { app } = await makeTestApp({ rateLimit: { accountMax: 2 } });
    try {
      const bad = { email: "admin@khidma.test", password: "bad-pass1" };
      const good = { email: "admin@khidma.test", password: "Admin#2026" };
      expect((await app.inject({ method: "POST", url: api("login"), payload: bad })).statusCode).toBe(422);
      expect((await app.inject({ method: "POST", url: api("login"), payload: good })).statusCode).toBe(200);
      expect((await app.inject({ method: "POST", url: api("login"), payload: bad })).statusCode).toBe(422);
      expect((await app.inject({ method: "POST", url: api("login"), payload: good })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("blocks an IP after N failures across accounts (login and get-otp)", async () => {
    const { app } = await makeTestApp({ rateLimit: { accountMax: 100, ipMax: 3, ipWindowMs: 60_000 } });
    try {
      await app.inject({ method: "POST", url: api("login"), payload: { email: "a1@khidma.test", password: "x" } });
      await app.inject({ method: "POST", url: api("get-otp"), payload: { phone: "+971509999991" } });
      await app.inject({ method: "POST", url: api("login"), payload: { email: "a3@khidma.test", password: "x" } });
      const res = await app.inject({ method: "POST", url: api("get-otp"), payload: { phone: "+971501234567" } });
      expect(res.statusCode).toBe(429);
      expect(json(res).message).toBe("Too many attempts. Please try again in 1 minute.");
      const loginRes = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { email: "customer@khidma.test", password: "Customer#2026" },
      });
      expect(loginRes.statusCode).toBe(429);
      // validation errors are not attempts, and requests from another IP pass
      const other = await app.inject({
        method: "POST",
        url: api("login"),
        remoteAddress: "10.0.0.9",
        payload: { email: "customer@khidma.test", password: "Customer#2026" },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("session endpoints", () => {
  let app: TestApp;
  beforeEach(async () => ({ app } = await makeTestApp()));
  afterEach(() => app.close());

  it("user/me returns the session; logout (empty JSON body) revokes the token", async () => {
    const { access_token } = await login(app, "partner@khidma.test", "Partner#2026");
    const me = await app.inject({ method: "GET", url: api("user/me"), headers: bearer(access_token) });
    expect(me.statusCode).toBe(200);
    expect(json(me).data).toMatchObject({ default_role: "Partner Owner", user: { email: "partner@khidma.test" } });

    const out = await app.inject({
      method: "POST",
      url: api("user/logout"),
      headers: { ...bearer(access_token), "content-type": "application/json" },
      payload: "",
    });
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ status_code: 200, data: null, message: "Logout successfully" });

    const after = await app.inject({ method: "GET", url: api("user/me"), headers: bearer(access_token) });
    expect(after.statusCode).toBe(401);
    expect(json(after)).toEqual({ status_code: 401, data: null, message: "Unauthenticated." });
    const again = await app.inject({ method: "POST", url: api("user/logout"), headers: bearer(access_token) });
    expect(again.statusCode).toBe(401);
  });

  it("user endpoints refuse a client token and no token with 401", async () => {
    const client = await clientToken(app);
    for (const headers of [bearer(client), {}, bearer("garbage")]) {
      const res = await app.inject({ method: "GET", url: api("user/me"), headers });
      expect(res.statusCode).toBe(401);
      expect(json(res).message).toBe("Unauthenticated.");
    }
  });

  it("an expired token is refused", async () => {
    const { access_token } = await login(app, "admin@khidma.test", "Admin#2026");
    await app.db.updateTable("tokens").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    const res = await app.inject({ method: "GET", url: api("user/me"), headers: bearer(access_token) });
    expect(res.statusCode).toBe(401);
  });

  it("switch-role changes the active role for a held role and refuses others", async () => {
    const { access_token, user } = await login(app, "admin@khidma.test", "Admin#2026");
    const support = await app.db
      .selectFrom("roles")
      .select("id")
      .where("name", "=", "Support")
      .executeTakeFirstOrThrow();
    await app.db.insertInto("user_roles").values({ user_id: user.id, role_id: support.id, is_default: 0 }).execute();

    const res = await app.inject({
      method: "POST",
      url: api("switch-role"),
      headers: bearer(access_token),
      payload: { role: "support" },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ default_role: "Support", access_token });
    expect(json(res).data.roles).toHaveLength(2);

    // the token now carries Support's permissions: no read-settings
    const settings = await app.inject({ method: "GET", url: api("settings"), headers: bearer(access_token) });
    expect(settings.statusCode).toBe(403);
    const me = await app.inject({ method: "GET", url: api("user/me"), headers: bearer(access_token) });
    expect(json(me).data.default_role).toBe("Support");

    const bad = await app.inject({
      method: "POST",
      url: api("switch-role"),
      headers: bearer(access_token),
      payload: { role: "Technician" },
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.role).toBeDefined();
    const empty = await app.inject({
      method: "POST",
      url: api("switch-role"),
      headers: bearer(access_token),
      payload: {},
    });
    expect(json(empty).errors.role).toEqual(["The role field is required."]);
  });

  it("change-my-password checks the current password and signs out other sessions", async () => {
    const first = await login(app, "customer@khidma.test", "Customer#2026");
    const second = await login(app, "customer@khidma.test", "Customer#2026");
    const wrong = await app.inject({
      method: "POST",
      url: api("change-my-password"),
      headers: bearer(first.access_token),
      payload: { current_password: "nope", password: "NewPass123", password_confirmation: "NewPass123" },
    });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors.current_password).toBeDefined();
    const res = await app.inject({
      method: "POST",
      url: api("change-my-password"),
      headers: bearer(first.access_token),
      payload: { current_password: "Customer#2026", password: "NewPass123", password_confirmation: "NewPass123" },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await app.inject({ method: "GET", url: api("user/me"), headers: bearer(first.access_token) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: "GET", url: api("user/me"), headers: bearer(second.access_token) })).statusCode,
    ).toBe(401);
    await login(app, "customer@khidma.test", "NewPass123");
  });
});

describe("registration", () => {
  const applicant = {
    first_name: "Sara",
    last_name: "Nasser",
    email: "sara@example.ae",
    phone: "+971 55 111 2233",
    password: "Welcome2026",
    password_confirmation: "Welcome2026",
    gender: "female",
  };

  it("registers a customer, verifies the phone with the real code, then the email", async () => {
    const codes: string[] = [];
    const { app } = await makeTestApp({
      demoMode: false,
      otpGenerator: () => {
        const c = String(200000 + codes.length);
        codes.push(c);
        return c;
      },
    });
    try {
      const res = await app.inject({ method: "POST", url: api("register"), payload: applicant });
      expect(res.statusCode).toBe(201);
      const body = json(res);
      expect(body).toMatchObject({
        status_code: 201,
        message: "Registration successful. Enter the code sent to your phone.",
        data: { phone: "+971551112233", email: "sara@example.ae" },
      });
      expect(codes).toHaveLength(2); // phone code then email code
      const [phoneCode, emailCode] = codes;

      const dup = await app.inject({ method: "POST", url: api("register"), payload: applicant });
      expect(dup.statusCode).toBe(422);
      expect(json(dup).errors).toEqual({
        email: ["The email has already been taken."],
        phone: ["The phone has already been taken."],
      });

      const bad = await app.inject({
        method: "POST",
        url: api("register/verify-otp"),
        payload: { phone: applicant.phone, otp: "999999" },
      });
      expect(bad.statusCode).toBe(422);
      const ok = await app.inject({
        method: "POST",
        url: api("register/verify-otp"),
        payload: { phone: applicant.phone, otp: phoneCode },
      });
      expect(ok.statusCode).toBe(200);
      const session = json(ok).data;
      expect(session.default_role).toBe("User");
      expect(session.roles[0].type).toBe("customer");
      expect(session.user.phone_verified_at).toEqual(expect.any(String));
      expect(session.user.email_verified_at).toBeNull();
      expect(session.user.partner_details).toMatchObject({ id: null });

      const badEmail = await app.inject({
        method: "POST",
        url: api("verify-email"),
        payload: { email: applicant.email, code: "111111" },
      });
      expect(badEmail.statusCode).toBe(422);
      expect(json(badEmail).errors.code).toEqual(["The code is invalid or has expired."]);
      const verified = await app.inject({
        method: "POST",
        url: api("verify-email"),
        payload: { email: applicant.email, code: emailCode },
      });
      expect(verified.statusCode).toBe(200);
      expect(json(verified).data.email_verified_at).toEqual(expect.any(String));

      // resend gives a new code that works
      const resend = await app.inject({
        method: "POST",
        url: api("resend-otp"),
        payload: { phone: applicant.phone, purpose: "login" },
      });
      expect(resend.statusCode).toBe(200);
      const viaOtp = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { phone: applicant.phone, otp: codes[2] },
      });
      expect(viaOtp.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("registers a partner applicant as Partner Owner without a partner profile", async () => {
    const { app } = await makeTestApp();
    try {
      const res = await app.inject({
        method: "POST",
        url: api("partner/register"),
        payload: { ...applicant, email: "owner@newco.ae", phone: "0567778899" },
      });
      expect(res.statusCode).toBe(201);
      const verify = await app.inject({
        method: "POST",
        url: api("register/verify-otp"),
        payload: { phone: "0567778899", otp: "123456" },
      });
      expect(verify.statusCode).toBe(200);
      expect(json(verify).data).toMatchObject({
        default_role: "Partner Owner",
        user: { partner_details: { id: null } },
      });
      const pw = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { email: "owner@newco.ae", password: "Welcome2026" },
      });
      expect(pw.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("validates every field", async () => {
    const { app } = await makeTestApp();
    try {
      const res = await app.inject({
        method: "POST",
        url: api("register"),
        payload: {
          first_name: "",
          email: "x@",
          phone: "123",
          password: "short",
          password_confirmation: "other",
          gender: "robot",
        },
      });
      expect(res.statusCode).toBe(422);
      const errors = json(res).errors;
      expect(errors.first_name).toEqual(["The first name field is required."]);
      expect(errors.last_name).toEqual(["The last name field is required."]);
      expect(errors.email).toEqual(["The email must be a valid email address."]);
      expect(errors.phone).toEqual(["Enter a UAE mobile number, e.g. +971 50 123 4567"]);
      expect(errors.password).toContain("The password must be at least 8 characters.");
      expect(errors.password).toContain("The password must contain at least one letter and one number.");
      expect(errors.gender).toEqual(["The gender must be female, male or other."]);

      const mismatch = await app.inject({
        method: "POST",
        url: api("register"),
        payload: { ...applicant, password_confirmation: "Different2026" },
      });
      expect(json(mismatch).errors).toEqual({ password_confirmation: ["The password confirmation does not match."] });
    } finally {
      await app.close();
    }
  });
});

describe("forgot and reset password", () => {
  it("never reveals whether the email exists, and resets with the real code", async () => {
    const codes: string[] = [];
    const { app } = await makeTestApp({
      demoMode: false,
      otpGenerator: () => {
        const c = String(300000 + codes.length);
        codes.push(c);
        return c;
      },
    });
    try {
      const unknown = await app.inject({
        method: "POST",
        url: api("forgot-password"),
        payload: { email: "ghost@khidma.test" },
      });
      const known = await app.inject({
        method: "POST",
        url: api("forgot-password"),
        payload: { email: "customer@khidma.test" },
      });
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(json(unknown).message).toBe("If an account exists for this email, a reset code has been sent.");
      expect(json(known).message).toBe(json(unknown).message);
      expect(codes).toHaveLength(1);

      const session = await login(app, "customer@khidma.test", "Customer#2026");
      const payload = {
        email: "customer@khidma.test",
        code: codes[0],
        password: "Fresh2026pw",
        password_confirmation: "Fresh2026pw",
      };

      const weak = await app.inject({
        method: "POST",
        url: api("reset-password"),
        payload: { ...payload, password: "abc", password_confirmation: "abc" },
      });
      expect(weak.statusCode).toBe(422);
      expect(json(weak).errors.password).toBeDefined();
      const badCode = await app.inject({
        method: "POST",
        url: api("reset-password"),
        payload: { ...payload, code: "000000" },
      });
      expect(badCode.statusCode).toBe(422);
      expect(json(badCode).errors.code).toEqual(["The code is invalid or has expired."]);

      const res = await app.inject({ method: "POST", url: api("reset-password"), payload });
      expect(res.statusCode).toBe(200);
      expect(
        (await app.inject({ method: "GET", url: api("user/me"), headers: bearer(session.access_token) })).statusCode,
      ).toBe(401);
      await login(app, "customer@khidma.test", "Fresh2026pw");
      const old = await app.inject({
        method: "POST",
        url: api("login"),
        payload: { email: "customer@khidma.test", password: "Customer#2026" },
      });
      expect(old.statusCode).toBe(422);
    } finally {
      await app.close();
    }
  });

  it("accepts the demo code in demo mode; validates the email", async () => {
    const { app } = await makeTestApp();
    try {
      const bad = await app.inject({ method: "POST", url: api("forgot-password"), payload: { email: "nope" } });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).errors.email).toBeDefined();
      const asked = await app.inject({
        method: "POST",
        url: api("forgot-password"),
        payload: { email: "tech@khidma.test" },
      });
      expect(asked.statusCode).toBe(200);
      const res = await app.inject({
        method: "POST",
        url: api("reset-password"),
        payload: {
          email: "tech@khidma.test",
          code: "123456",
          password: "Tech2027x",
          password_confirmation: "Tech2027x",
        },
      });
      expect(res.statusCode).toBe(200);
      await login(app, "tech@khidma.test", "Tech2027x");
    } finally {
      await app.close();
    }
  });
});
