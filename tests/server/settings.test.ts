import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { seedReferenceData } from "../../server/src/db/seed.js";
import { dubaiDate, dubaiMidnightIso } from "../../server/src/lib/dubai.js";
import { cutOffOf } from "../../server/src/modules/payouts/cycle.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

/** Platform settings (issue 18): GET settings, settings/update, get-configurations' overlay, their effects. */

const api = (p: string) => `/api/v2/${p}`;

let app: TestApp;
let db: Database;
let admin: string;
let customer: string;
let partner: string;

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
  partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
});
afterAll(() => app.close());

const getSettings = async (token = admin) =>
  json(await app.inject({ method: "GET", url: api("settings"), headers: bearer(token) })).data;
const update = (payload: Record<string, unknown>, token = admin, lang = "en") =>
  app.inject({
    method: "POST",
    url: api("settings/update"),
    headers: { ...bearer(token), "accept-language": lang },
    payload,
  });
const configurations = async (token: string) =>
  json(await app.inject({ method: "GET", url: api("get-configurations"), headers: bearer(token) })).data;
const auditCount = async () =>
  Number(
    (
      await db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("entity", "=", "settings")
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("settings: who may read and change them", () => {
  it("answers 401 without a user token, 403 to a partner, a customer and Support for the update", async () => {
    expect((await app.inject({ method: "GET", url: api("settings") })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: api("settings/update"), payload: {} })).statusCode).toBe(401);
    const client = await clientToken(app);
    expect((await update({ default_date_format: "YYYY-MM-DD" }, client)).statusCode).toBe(401);
    for (const token of [partner, customer]) {
      expect((await app.inject({ method: "GET", url: api("settings"), headers: bearer(token) })).statusCode).toBe(403);
      expect((await update({ default_date_format: "YYYY-MM-DD" }, token)).statusCode).toBe(403);
    }
    const support = (await login(app, "support@khidma.test", "Support#2026")).access_token;
    expect((await update({ default_date_format: "YYYY-MM-DD" }, support)).statusCode).toBe(403);
    expect((await getSettings()).default_date_format).toBe("DD-MM-YYYY");
  });

  it("GET settings has master_setting, the payout cycle, the holding days, the default commission and the TRN", async () => {
    const s = await getSettings();
    expect(s).toMatchObject({
      payout_cycle: "weekly",
      payout_hold_days: 3,
      default_commission_percent: 15,
      pricing_and_taxes: {
        vat_percentage: 5,
        prices_include_vat: true,
        currency: "AED",
        trn: "100123456700003",
        legal_address_en: expect.stringContaining("Business Bay"),
      },
      master_setting: { support_email: "support@khidma.ae", support_phone: "+971 4 555 0100" },
    });
  });
});

describe("settings/update refuses bad input with dotted field errors and saves nothing", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["a bad e-mail", { master_setting: { support_email: "help@" } }, "master_setting.support_email"],
    ["a bad link", { master_setting: { facebook_url: "ftp://facebook.com/x" } }, "master_setting.facebook_url"],
    ["a link that is no URL", { master_setting: { x_url: "not a link" } }, "master_setting.x_url"],
    ["a bad phone", { master_setting: { support_phone: "call us" } }, "master_setting.support_phone"],
    ["VAT 101", { pricing_and_taxes: { vat_percentage: 101 } }, "pricing_and_taxes.vat_percentage"],
    ["VAT -1", { pricing_and_taxes: { vat_percentage: -1 } }, "pricing_and_taxes.vat_percentage"],
    ["a 14-digit TRN", { pricing_and_taxes: { trn: "10012345670000" } }, "pricing_and_taxes.trn"],
    ["unordered tiers", { cancellation: { late_percent: 60 } }, "cancellation.very_late_percent"],
    ["missed below very late", { cancellation: { missed_percent: 40 } }, "cancellation.missed_percent"],
    ["free_hours <= late_hours", { cancellation: { late_hours: 12 } }, "cancellation.late_hours"],
    ["fractional hours", { cancellation: { free_hours: 12.5 } }, "cancellation.free_hours"],
    ["a percent over 100", { cancellation: { missed_percent: 120 } }, "cancellation.missed_percent"],
    ["a bad date format", { default_date_format: "YYYY.MM.DD" }, "default_date_format"],
    ["a bad time format", { default_time_format: "H:m" }, "default_time_format"],
    ["an unknown payout cycle", { payout_cycle: "daily" }, "payout_cycle"],
    ["61 holding days", { payout_hold_days: 61 }, "payout_hold_days"],
    ["a commission over 100", { default_commission_percent: 100.5 }, "default_commission_percent"],
  ];
  for (const [what, payload, field] of cases) {
    it(`${what}: 422 on ${field}`, async () => {
      const before = await getSettings();
      const audits = await auditCount();
      // a valid change alongside: it is not saved either
      const res = await update({ ...payload, default_time_format: payload.default_time_format ?? "HH:mm" });
      expect(res.statusCode, res.body).toBe(422);
      const body = json(res);
      expect(body.errors[field]).toEqual([expect.any(String)]);
      expect(body.message).toBe(Object.values(body.errors as Record<string, string[]>)[0][0]);
      expect(await getSettings()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });
  }

  it("unordered tiers also say so on cancellation; the errors come in Arabic on Accept-Language: ar", async () => {
    const res = await update({ cancellation: { late_hours: 20 } });
    expect(json(res).errors).toMatchObject({
      "cancellation.late_hours": [expect.stringMatching(/shorter than the free window/)],
      cancellation: [expect.stringMatching(/tiers must be ordered/)],
    });
    const ar = json(await update({ master_setting: { support_email: "nope" } }, admin, "ar"));
    expect(ar.errors["master_setting.support_email"]).toEqual(["أدخل عنوان بريد إلكتروني صالحاً."]);
  });
});

describe("settings/update saves a partial body", () => {
  it("merges nested objects key by key; get-configurations shows it at once to a customer; one audit row", async () => {
    const audits = await auditCount();
    const res = await update({
      default_date_format: "YYYY-MM-DD",
      default_time_format: "HH:mm",
      master_setting: { support_email: "help@khidma.ae", whatsapp: "" },
      cancellation: { free_hours: 24, late_percent: 30 },
      pricing_and_taxes: { prices_include_vat: true, legal_address_ar: "خليج الأعمال، دبي" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = json(res).data;
    expect(saved.cancellation).toEqual({
      free_hours: 24,
      late_hours: 2,
      late_percent: 30,
      very_late_percent: 50,
      missed_percent: 100,
    });
    expect(saved.master_setting).toMatchObject({
      support_email: "help@khidma.ae",
      support_phone: "+971 4 555 0100",
      company_name: "Khidma Technologies LLC",
      whatsapp: null,
    });
    expect(saved.pricing_and_taxes).toMatchObject({ vat_percentage: 5, legal_address_ar: "خليج الأعمال، دبي" });
    expect(await getSettings()).toEqual(saved);

    const conf = await configurations(customer);
    expect(conf.master_setting.support_email).toBe("help@khidma.ae");
    expect(conf.configurations).toMatchObject({ default_date_format: "YYYY-MM-DD", default_time_format: "HH:mm" });
    const guest = await app.inject({
      method: "GET",
      url: api("get-configurations"),
      headers: bearer(await clientToken(app)),
    });
    expect(guest.headers["cache-control"]).toBe("no-store");
    expect(json(guest).data.configurations.default_date_format).toBe("YYYY-MM-DD");

    expect(await auditCount()).toBe(audits + 1);
    const row = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "settings")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row.action).toBe("update");
    const before = JSON.parse(row.before_json ?? "null");
    const after = JSON.parse(row.after_json ?? "null");
    expect(before.default_date_format).toBe("DD-MM-YYYY");
    expect(after.default_date_format).toBe("YYYY-MM-DD");
    expect(before.master_setting.support_email).toBe("support@khidma.ae");
    expect(after.master_setting.support_email).toBe("help@khidma.ae");
    expect(before.cancellation.free_hours).toBe(12);
    expect(after.cancellation.free_hours).toBe(24);
  });

  it("a restart's seeding keeps the saved values", async () => {
    await seedReferenceData(db);
    const s = await getSettings();
    expect(s.default_date_format).toBe("YYYY-MM-DD");
    expect(s.master_setting.support_email).toBe("help@khidma.ae");
    expect(s.cancellation.free_hours).toBe(24);
  });

  it("a new default commission adds a default rate from today; GET settings reads it", async () => {
    const res = await update({ default_commission_percent: 12.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.default_commission_percent).toBe(12.5);
    const rows = await db
      .selectFrom("commission_rates")
      .selectAll()
      .where("partner_id", "is", null)
      .where("category_id", "is", null)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => Number(r.rate_bp))).toEqual([1500, 1250]);
    // the same value again adds nothing
    await update({ default_commission_percent: 12.5 });
    expect(await db.selectFrom("commission_rates").select("id").where("partner_id", "is", null).execute()).toHaveLength(
      2,
    );
  });
});

describe("the payout cycle follows the saved settings", () => {
  it("monthly: the default cut-off is the 1st of this month 00:00 Dubai and the period the month before", async () => {
    const weekly = cutOffOf(undefined, new Date("2026-11-18T10:00:00Z"));
    expect(weekly).toBe("2026-11-15T20:00:00.000Z"); // Monday 16 Nov 00:00 Dubai
    expect(cutOffOf(undefined, new Date("2026-11-18T10:00:00Z"), "monthly")).toBe("2026-10-31T20:00:00.000Z");

    expect((await update({ payout_cycle: "monthly", payout_hold_days: 5 })).statusCode).toBe(200);
    const res = await app.inject({
      method: "POST",
      url: api("payout/run-cycle"),
      headers: bearer(admin),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    const today = dubaiDate();
    const first = `${today.slice(0, 8)}01`;
    expect(data.cut_off).toBe(dubaiMidnightIso(first));
    expect(data.hold_days).toBe(5);
    expect(data.period_end.slice(8)).not.toBe("01");
    expect(data.period_start).toBe(`${data.period_end.slice(0, 8)}01`);
  });
});
