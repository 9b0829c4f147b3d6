import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { type AppConfig, configProblem, loadConfig } from "../../server/src/config.js";
import { createDb } from "../../server/src/db/database.js";
import { migrateToLatest } from "../../server/src/db/migrations/index.js";
import { seed } from "../../server/src/db/seed.js";
import { uniqueViolationField } from "../../server/src/lib/errors.js";
import { createOrder } from "../../server/src/modules/orders/service.js";
import { testCard } from "./commerce-helpers.js";
import { bearer, clientToken, json, login, makeTestApp, NO_SEND_LIMITS, type TestApp } from "./helpers.js";

/** Regression tests of issue 13 (security), items 1, 3, 5, 6, 10 and 11. */

const api = (p: string) => `/api/v2/${p}`;
const post = (app: TestApp, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: api(url), payload, headers });
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

const tmpDirs: string[] = [];
afterAll(() => {
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-sec-"));
  tmpDirs.push(d);
  return d;
};

/** Runs the real server entry point; resolves with its exit code and output (killed once `until` shows up). */
function runServer(args: string[], env: Record<string, string>, until?: RegExp) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts", ...args], {
      env: { ...process.env, NODE_ENV: "", DEMO_MODE: "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const onData = (b: Buffer) => {
      out += b.toString();
      if (until?.test(out)) child.kill("SIGTERM");
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describe("1. one-time codes: safe defaults", () => {
  it("demo mode is off unless DEMO_MODE=true; production refuses demo mode", () => {
    expect(loadConfig({}).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: "1" }).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: "true" }).demoMode).toBe(true);
    expect(configProblem(loadConfig({ DEMO_MODE: "true" }))).toBeNull();
    expect(configProblem(loadConfig({ NODE_ENV: "production" }))).toBeNull();
    expect(configProblem(loadConfig({ DEMO_MODE: "true", NODE_ENV: "production" }))).toMatch(/Refusing to start/);
  });

  it("the server exits non-zero on NODE_ENV=production with DEMO_MODE=true", { timeout: 90_000 }, async () => {
    const { code, out } = await runServer([], {
      NODE_ENV: "production",
      DEMO_MODE: "true",
      DATA_DIR: tmpDir(),
      PORT: "0",
      STATIC_DIR: "",
    });
    expect(code).not.toBe(0);
    expect(out).toContain("Refusing to start: DEMO_MODE=true with NODE_ENV=production");
  });

  it("`--demo` (npm start) says so in one log line; `npm run serve` does not pass it", {
    timeout: 90_000,
  }, async () => {
    const scripts = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts;
    expect(scripts.start).toContain("--demo");
    expect(scripts.serve).not.toContain("--demo");
    const { out } = await runServer(
      ["--demo"],
      { DATA_DIR: tmpDir(), PORT: "0", STATIC_DIR: "" },
      /DEMO MODE is on.*\n/,
    );
    expect(out.match(/DEMO MODE is on/g)).toHaveLength(1);
  });

  describe("the fixed code works only where a code was requested (demo mode)", () => {
    let app: TestApp;
    beforeAll(async () => {
      ({ app } = await makeTestApp());
      expect(app.config.demoMode).toBe(true);
    });
    afterAll(async () => {
      await app.close();
    });

    it("phone sign-in: refused for a phone that requested no code, accepted after get-otp", async () => {
      let res = await post(app, "login", { phone: "0502345678", otp: "123456" });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.otp).toEqual(["The code is invalid or has expired."]);
      expect((await post(app, "get-otp", { phone: "0502345678" })).statusCode).toBe(200);
      res = await post(app, "login", { phone: "0502345678", otp: "123456" });
      expect(res.statusCode).toBe(200);
      // consumed: not a second time
      expect((await post(app, "login", { phone: "0502345678", otp: "123456" })).statusCode).toBe(422);
    });

    it("a code requested for one purpose does not open another", async () => {
      expect((await post(app, "get-otp", { phone: "0501234567" })).statusCode).toBe(200);
      const res = await post(app, "register/verify-otp", { phone: "0501234567", otp: "123456" });
      expect(res.statusCode).toBe(422);
    });

    it("password reset and e-mail verification need a requested code", async () => {
      const reset = {
        email: "support@khidma.test",
        code: "123456",
        password: "Brand#2027",
        password_confirmation: "Brand#2027",
      };
      expect((await post(app, "reset-password", reset)).statusCode).toBe(422);
      expect((await post(app, "verify-email", { email: "support@khidma.test", code: "123456" })).statusCode).toBe(422);
      expect((await post(app, "forgot-password", { email: "support@khidma.test" })).statusCode).toBe(200);
      expect((await post(app, "reset-password", reset)).statusCode).toBe(200);
      await login(app, "support@khidma.test", "Brand#2027");
    });

    it("an expired code is refused, the fixed code too", async () => {
      expect((await post(app, "get-otp", { phone: "0502345678" })).statusCode).toBe(200);
      await app.db.updateTable("otps").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
      expect((await post(app, "login", { phone: "0502345678", otp: "123456" })).statusCode).toBe(422);
    });
  });

  it("codes are written to the log only in demo mode", async () => {
    const logged = async (demo: boolean) => {
      const lines: string[] = [];
      const config: AppConfig = {
        ...loadConfig({ DATA_DIR: "/tmp/khidma-test-unused", STATIC_DIR: "", DEMO_MODE: demo ? "true" : "" }),
        sqliteFile: ":memory:",
        sendLimit: NO_SEND_LIMITS,
        otpGenerator: () => "975310",
      };
      const db = createDb(config);
      await migrateToLatest(db, config.dbDriver);
      await seed(db);
      const stream = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = buildApp({ config, db, logger: { level: "info", stream } });
      await app.ready();
      try {
        expect((await post(app as unknown as TestApp, "get-otp", { phone: "0501234567" })).statusCode).toBe(200);
        expect(
          (await post(app as unknown as TestApp, "forgot-password", { email: "admin@khidma.test" })).statusCode,
        ).toBe(200);
      } finally {
        await app.close();
        await db.destroy();
      }
      return lines.join("");
    };
    const quiet = await logged(false);
    expect(quiet).toContain("OTP issued");
    expect(quiet).not.toContain("975310");
    expect(await logged(true)).toContain("975310");
  });
});

describe("3. test gateway only in demo mode", () => {
  let app: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    ({ app } = await makeTestApp({ demoMode: false }));
    const session = await login(app, "customer@khidma.test", "Customer#2026");
    token = session.access_token;
    userId = session.user.id;
  });
  afterAll(async () => {
    await app.close();
  });

  it("GET payment/gateway: no gateway and no test cards outside demo mode", async () => {
    const res = await app.inject({ method: "GET", url: api("payment/gateway") });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ name: "none", available: false, test_cards: [] });
    // PAYMENT_GATEWAY=test does not turn the test gateway on outside demo mode
    const { app: named } = await makeTestApp({ demoMode: false, paymentGateway: "test" });
    try {
      const g = await named.inject({ method: "GET", url: api("payment/gateway") });
      expect(json(g).data).toEqual({ name: "none", available: false, test_cards: [] });
    } finally {
      await named.close();
    }
  });

  it("card payment answers 503 (English and Arabic) and the order stays payable", async () => {
    const partnerId = (await app.db.selectFrom("partners").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
    const order = await createOrder(app.db, {
      userId,
      partnerId,
      kind: "booking",
      paymentMethod: "card",
      lines: [{ description_en: "Deep cleaning", description_ar: "تنظيف عميق", quantity: 1, unit_price_fils: 19900 }],
    });
    const pay = (lang: string) =>
      app.inject({
        method: "POST",
        url: api("payment/pay"),
        headers: { ...bearer(token), "accept-language": lang },
        payload: { order_id: order.id, ...testCard() },
      });
    const res = await pay("en");
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({
      status_code: 503,
      data: null,
      message:
        "Card payments are not available right now. Your order is saved: pay it later or choose another payment method.",
    });
    const ar = await pay("ar");
    expect(ar.statusCode).toBe(503);
    expect(json(ar).message).toContain("الدفع بالبطاقة غير متاح");
    const row = await app.db
      .selectFrom("orders")
      .select(["status"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    const payments = await app.db.selectFrom("payments").select("id").where("order_id", "=", order.id).execute();
    expect(payments).toEqual([]);
  });

  it("wallet top-up by card answers 503 and creates no order", async () => {
    const before = await app.db.selectFrom("orders").select("id").where("user_id", "=", userId).execute();
    const res = await app.inject({
      method: "POST",
      url: api("wallet/top-up"),
      headers: bearer(token),
      payload: { amount: 50, ...testCard() },
    });
    expect(res.statusCode).toBe(503);
    const after = await app.db.selectFrom("orders").select("id").where("user_id", "=", userId).execute();
    expect(after.length).toBe(before.length);
  });
});

describe("5. sign-in limits hold under parallel requests", () => {
  it("60 parallel wrong passwords: 10 answered 422, the other 50 429", { timeout: 60_000 }, async () => {
    const { app } = await makeTestApp();
    try {
      const codes = await Promise.all(
        Array.from({ length: 60 }, () =>
          post(app, "login", { email: "admin@khidma.test", password: "wrong-pass1" }).then((r) => r.statusCode),
        ),
      );
      expect(count(codes, 422)).toBe(10);
      expect(count(codes, 429)).toBe(50);
    } finally {
      await app.close();
    }
  });

  it("a stranger's wrong passwords do not lock the owner out; many addresses together do", async () => {
    const { app } = await makeTestApp({ rateLimit: { accountMax: 3, accountTotalMax: 12 } });
    try {
      const wrong = { email: "admin@khidma.test", password: "wrong-pass1" };
      const from = (ip: string, payload: Record<string, unknown>) =>
        app.inject({ method: "POST", url: api("login"), payload, remoteAddress: ip });
      for (let i = 0; i < 8; i++) await from("203.0.113.7", wrong);
      expect((await from("203.0.113.7", wrong)).statusCode).toBe(429);
      // the owner, from their own address, still signs in
      expect((await from("198.51.100.1", { email: "admin@khidma.test", password: "Admin#2026" })).statusCode).toBe(200);
      // the account counted 3 (the stranger's refused tries did not count); three more addresses use up its 12
      for (const ip of ["203.0.113.8", "203.0.113.9", "203.0.113.10"])
        for (let i = 0; i < 3; i++) expect((await from(ip, wrong)).statusCode).toBe(422);
      const locked = await from("198.51.100.1", { email: "admin@khidma.test", password: "Admin#2026" });
      expect(locked.statusCode).toBe(429);
      expect(json(locked).data.retry_after).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

describe("6. sending limits", () => {
  const limits = {
    cooldownMs: 60_000,
    targetMax: 3,
    targetWindowMs: 3_600_000,
    ipMax: 100,
    ipWindowMs: 3_600_000,
    messageMax: 3,
    messageIpMax: 100,
    messageWindowMs: 600_000,
  };

  it("one code per phone per cooldown, atomically under 10 parallel requests (demo mode too)", async () => {
    const { app } = await makeTestApp({ sendLimit: limits });
    try {
      expect(app.config.demoMode).toBe(true);
      const codes = await Promise.all(
        Array.from({ length: 10 }, () => post(app, "get-otp", { phone: "0501234567" }).then((r) => r)),
      );
      expect(
        count(
          codes.map((r) => r.statusCode),
          200,
        ),
      ).toBe(1);
      expect(
        count(
          codes.map((r) => r.statusCode),
          429,
        ),
      ).toBe(9);
      const refused = codes.find((r) => r.statusCode === 429)!;
      const body = json(refused);
      expect(body.data.retry_after).toBeGreaterThan(50);
      expect(body.data.retry_after).toBeLessThanOrEqual(60);
      expect(refused.headers["retry-after"]).toBe(String(body.data.retry_after));
      expect(body.message).toBe(`Too many requests. Please try again in ${body.data.retry_after} seconds.`);
      const ar = await post(app, "resend-otp", { phone: "0501234567", purpose: "login" }, { "accept-language": "ar" });
      expect(ar.statusCode).toBe(429);
      expect(json(ar).message).toMatch(/^طلبات كثيرة/);
      // another phone is not held back
      expect((await post(app, "get-otp", { phone: "0502345678" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("a few codes per phone or address per hour; per IP across targets", async () => {
    const { app } = await makeTestApp({ sendLimit: { ...limits, cooldownMs: 0, ipMax: 6 } });
    try {
      for (let i = 0; i < 3; i++) expect((await post(app, "get-otp", { phone: "0501234567" })).statusCode).toBe(200);
      expect((await post(app, "resend-otp", { phone: "0501234567", purpose: "login" })).statusCode).toBe(429);
      // forgot-password answers alike for unknown addresses, and is limited before the lookup
      expect((await post(app, "forgot-password", { email: "nobody@example.test" })).statusCode).toBe(200);
      expect((await post(app, "forgot-password", { email: "admin@khidma.test" })).statusCode).toBe(200);
      // the IP has used its 6 sends (the refused one counts too): another target from it is refused
      const refused = await post(app, "forgot-password", { email: "support@khidma.test" });
      expect(refused.statusCode).toBe(429);
      expect(json(refused).data.retry_after).toBeGreaterThan(3500);
      const other = await app.inject({
        method: "POST",
        url: api("forgot-password"),
        payload: { email: "admin@khidma.test" },
        remoteAddress: "10.1.2.3",
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("registration, contact and support messages are limited", async () => {
    const { app } = await makeTestApp({ sendLimit: { ...limits, ipMax: 2 } });
    try {
      const token = await clientToken(app);
      const reg = (n: number) =>
        post(app, "register", {
          first_name: "Reg",
          last_name: "User",
          email: `reg${n}@example.test`,
          phone: `05566600${10 + n}`,
          password: "Welcome2026",
          password_confirmation: "Welcome2026",
        });
      expect((await reg(1)).statusCode).toBe(201);
      expect((await reg(2)).statusCode).toBe(201);
      expect((await reg(3)).statusCode).toBe(429);

      const contact = { name: "Sara", email: "sara@example.test", subject: "Hello", message: "A question." };
      const c = (ip: string) =>
        app.inject({
          method: "POST",
          url: api("contact"),
          headers: bearer(token),
          payload: contact,
          remoteAddress: ip,
        });
      expect((await c("10.0.0.20")).statusCode).toBe(201);
      expect((await c("10.0.0.21")).statusCode).toBe(429); // same sender within the cooldown

      const session = await login(app, "customer@khidma.test", "Customer#2026");
      const msg = () =>
        app.inject({
          method: "POST",
          url: api("support/messages"),
          headers: bearer(session.access_token),
          payload: { body: "Hello support" },
        });
      for (let i = 0; i < 3; i++) expect((await msg()).statusCode).toBe(201);
      const refused = await msg();
      expect(refused.statusCode).toBe(429);
      expect(json(refused).data.retry_after).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it("counters live in the database: two API processes on one database share them", async () => {
    const dir = tmpDir();
    const config: AppConfig = {
      ...loadConfig({ DATA_DIR: dir, STATIC_DIR: "", LOG_LEVEL: "silent", DEMO_MODE: "true" }),
      sendLimit: limits,
    };
    const dbA = createDb(config);
    await migrateToLatest(dbA, config.dbDriver);
    await seed(dbA);
    const dbB = createDb(config);
    const a = buildApp({ config, db: dbA, logger: false });
    const b = buildApp({ config, db: dbB, logger: false });
    await Promise.all([a.ready(), b.ready()]);
    try {
      const first = await a.inject({ method: "POST", url: api("get-otp"), payload: { phone: "0501234567" } });
      expect(first.statusCode).toBe(200);
      const second = await b.inject({ method: "POST", url: api("get-otp"), payload: { phone: "0501234567" } });
      expect(second.statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      await dbA.destroy();
      await dbB.destroy();
    }
  });
});

describe("10. unique-constraint races answer 422, not 500", () => {
  it("10 parallel identical registrations: one 201, nine 422 naming the taken fields (English and Arabic)", async () => {
    const { app } = await makeTestApp();
    try {
      const payload = {
        first_name: "Twin",
        last_name: "User",
        email: "twin@example.test",
        phone: "0557770000",
        password: "Welcome2026",
        password_confirmation: "Welcome2026",
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(app, "register", payload, { "accept-language": i % 2 ? "ar" : "en" }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(count(codes, 201)).toBe(1);
      expect(count(codes, 422)).toBe(9);
      for (const [i, r] of answers.entries()) {
        if (r.statusCode !== 422) continue;
        expect(json(r).errors).toEqual(
          i % 2
            ? { email: ["البريد الإلكتروني مستخدم من قبل."], phone: ["رقم الجوال مستخدم من قبل."] }
            : { email: ["The email has already been taken."], phone: ["The phone has already been taken."] },
        );
      }
      const users = await app.db.selectFrom("users").select("id").where("email", "=", "twin@example.test").execute();
      expect(users).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("the central error handler turns any unique violation into 422 on its field", async () => {
    const config: AppConfig = {
      ...loadConfig({ DATA_DIR: "/tmp/khidma-test-unused", STATIC_DIR: "", LOG_LEVEL: "silent" }),
      sqliteFile: ":memory:",
    };
    const db = createDb(config);
    await migrateToLatest(db, config.dbDriver);
    await seed(db);
    const app = buildApp({ config, db, logger: false });
    // a route that inserts a duplicate the way a race would (no check before the insert)
    app.post("/api/v2/test/duplicate-user", async () => {
      const now = new Date().toISOString();
      await db
        .insertInto("users")
        .values({
          first_name: "Dup",
          last_name: "User",
          email: "admin@khidma.test",
          phone: null,
          password_hash: "x",
          gender: null,
          user_profile: null,
          email_verified_at: null,
          phone_verified_at: null,
          last_login_at: null,
          status: "active",
          partner_id: null,
          preferred_language: "en",
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { ok: true };
    });
    await app.ready();
    try {
      const en = await app.inject({ method: "POST", url: "/api/v2/test/duplicate-user" });
      expect(en.statusCode).toBe(422);
      expect(json(en)).toEqual({
        status_code: 422,
        data: null,
        message: "The given data was invalid.",
        errors: { email: ["The email has already been taken."] },
      });
      const ar = await app.inject({
        method: "POST",
        url: "/api/v2/test/duplicate-user",
        headers: { "accept-language": "ar" },
      });
      expect(json(ar).errors).toEqual({ email: ["البريد الإلكتروني مستخدم من قبل."] });
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it("reads the field of SQLite and PostgreSQL unique violations", () => {
    expect(
      uniqueViolationField({ code: "SQLITE_CONSTRAINT_UNIQUE", message: "UNIQUE constraint failed: users.phone" }),
    ).toBe("phone");
    expect(
      uniqueViolationField({ code: "23505", table: "users", detail: "Key (email)=(a@b.ae) already exists." }),
    ).toBe("email");
    expect(uniqueViolationField({ code: "23505", detail: 'Key ("slug", partner_id)=(x, 1) already exists.' })).toBe(
      "slug",
    );
    expect(uniqueViolationField(new Error("something else"))).toBeNull();
  });
});

describe("11. security headers", () => {
  let app: TestApp;
  let dist: string;
  const boot = "window.__boot=1;";
  beforeAll(async () => {
    dist = tmpDir();
    fs.writeFileSync(
      path.join(dist, "index.html"),
      `<!doctype html><html><head><title>K</title><script>${boot}</script></head><body><div id="root"></div>` +
        `<script type="module" src="/assets/index.js"></script></body></html>`,
    );
    ({ app } = await makeTestApp({ staticDir: dist, trustProxy: true }));
  });
  afterAll(async () => {
    await app.close();
  });

  const csp = (res: { headers: Record<string, unknown> }) => String(res.headers["content-security-policy"] ?? "");

  it("every response carries nosniff, a strict CSP, frame-ancestors 'none' and a Referrer-Policy", async () => {
    const { createHash } = await import("node:crypto");
    const hash = `'sha256-${createHash("sha256").update(boot).digest("base64")}'`;
    for (const url of ["/api/v2/health", "/api/v2/nope", "/", "/admin/login", "/api/docs"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("same-origin");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      const policy = csp(res);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain(`script-src 'self' ${hash}`);
      expect(policy.match(/script-src [^;]*/)?.[0], url).not.toContain("unsafe-inline");
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
    const docs = await app.inject({ method: "GET", url: "/api/docs" });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain("swagger-ui");
  });

  it("HSTS only over HTTPS (here: behind a TLS proxy with TRUST_PROXY)", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v2/health", headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
