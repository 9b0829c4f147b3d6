import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database.js";
import { dubaiDate } from "../../server/src/lib/dubai.js";
import { pickRate, type RateRow, rateFor } from "../../server/src/modules/ledger/commission.js";
import { cartOf, daysFromToday } from "./commerce-helpers.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/** Commission rates (issue 17b): commission/list, commission/save, resolution, and the rate stored on each line. */

let app: TestApp;
let db: Database;
const t = {} as Record<"admin" | "support" | "owner" | "aisha", string>;
let sparkle: number;
let aishaId: number;
let addressId: number;

const call = (method: "GET" | "POST", url: string, token: string, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...bearer(token), "accept-language": lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = async (method: "GET" | "POST", url: string, token: string, payload?: unknown) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return json(res).data;
};

/** Books Sparkle's cheapest service for Aisha (wallet), answering the order's lines as stored. */
async function bookAndLines(skip: number) {
  const service = await db
    .selectFrom("services")
    .selectAll()
    .where("partner_id", "=", sparkle)
    .where("active", "=", 1)
    .orderBy("price_fils")
    .executeTakeFirstOrThrow();
  const cart = await cartOf(db, aishaId, "service");
  await db.deleteFrom("cart_items").where("cart_id", "=", cart.id).execute();
  const at = new Date().toISOString();
  await db
    .insertInto("cart_items")
    .values({
      cart_id: cart.id,
      service_id: service.id,
      partner_id: sparkle,
      quantity: 1,
      notes: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const duration = Math.max(60, service.duration_minutes);
  const { dates } = await ok(
    "GET",
    `customer/booking/available-dates?partner_id=${sparkle}&days=30&duration_minutes=${duration}`,
    t.aisha,
  );
  const date = dates.filter((d: { available: boolean }) => d.available)[skip].date;
  const day = await ok(
    "GET",
    `customer/booking/time-slots?partner_id=${sparkle}&date=${date}&duration_minutes=${duration}`,
    t.aisha,
  );
  const slot = day.slots.find((s: { available: boolean }) => s.available);
  const order = await ok("POST", "customer/booking/request", t.aisha, {
    user_address_id: addressId,
    date,
    time: slot.time,
    payment_method: "wallet",
  });
  const lines = await db.selectFrom("order_lines").selectAll().where("order_id", "=", order.id).execute();
  return { bookingId: order.booking_id as number, orderId: order.id as number, lines, categoryId: service.category_id };
}

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  const creds: Array<[keyof typeof t, string, string]> = [
    ["admin", "admin@khidma.test", "Admin#2026"],
    ["support", "support@khidma.test", "Support#2026"],
    ["owner", "partner@khidma.test", "Partner#2026"],
    ["aisha", "customer@khidma.test", "Customer#2026"],
  ];
  for (const [k, email, password] of creds) t[k] = (await login(app, email, password)).access_token;
  sparkle = (
    await db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
  ).id;
  aishaId = (
    await db.selectFrom("users").select("id").where("email", "=", "customer@khidma.test").executeTakeFirstOrThrow()
  ).id;
  const community = await db
    .selectFrom("communities")
    .select(["id", "emirate_id"])
    .where("slug", "=", "dubai-marina")
    .executeTakeFirstOrThrow();
  addressId = (
    await ok("POST", "user-address/create", t.aisha, {
      label: "home",
      emirate_id: community.emirate_id,
      community_id: community.id,
      building: "Marina Heights",
      apartment_or_villa_number: "1204",
      property_type: "apartment",
      property_size: "2br",
    })
  ).id;
  await db
    .insertInto("wallet_transactions")
    .values({
      user_id: aishaId,
      type: "adjustment",
      amount_fils: 500_000,
      balance_after_fils: 0,
      order_id: null,
      description_en: "Test credit",
      description_ar: "رصيد اختبار",
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(async () => {
  await app.close();
});

describe("resolution (pure)", () => {
  const rows: RateRow[] = [
    { id: 1, partner_id: null, category_id: null, rate_bp: 1500, effective_from: "2000-01-01T00:00:00.000Z" },
    { id: 2, partner_id: null, category_id: 7, rate_bp: 1000, effective_from: "2026-01-01T00:00:00.000Z" },
    { id: 3, partner_id: 4, category_id: null, rate_bp: 1200, effective_from: "2026-02-01T00:00:00.000Z" },
    { id: 4, partner_id: 4, category_id: 7, rate_bp: 800, effective_from: "2026-03-01T00:00:00.000Z" },
    { id: 5, partner_id: null, category_id: null, rate_bp: 1750, effective_from: "2026-06-01T00:00:00.000Z" },
  ];
  it("partner and category > partner > category > default, each from its effective date; the latest within a scope", () => {
    expect(rateFor(rows, 4, 7, "2026-03-02T00:00:00.000Z")).toBe(800);
    expect(rateFor(rows, 4, 7, "2026-02-15T00:00:00.000Z")).toBe(1200); // partner beats category
    expect(rateFor(rows, 4, 9, "2026-03-02T00:00:00.000Z")).toBe(1200);
    expect(rateFor(rows, 5, 7, "2026-03-02T00:00:00.000Z")).toBe(1000);
    expect(rateFor(rows, 5, 7, "2025-12-31T23:59:59.999Z")).toBe(1500); // before the category rate
    expect(rateFor(rows, 5, 9, "2026-05-31T00:00:00.000Z")).toBe(1500);
    expect(rateFor(rows, 5, 9, "2026-06-01T00:00:00.000Z")).toBe(1750); // the later default
    expect(pickRate(rows, 5, 9, "1999-01-01T00:00:00.000Z")).toBeUndefined();
    expect(rateFor([], 5, 9, "2026-06-01T00:00:00.000Z")).toBe(1500); // built-in default
    expect(rateFor(rows, null, 7, "2026-06-01T00:00:00.000Z")).toBe(0); // no partner: no commission
  });
});

describe("commission/list and commission/save", () => {
  it("lists the seeded default (15% from 2000-01-01) to staff only", async () => {
    const page = await ok("GET", "commission/list", t.admin);
    expect(page.data).toContainEqual(
      expect.objectContaining({
        partner_id: null,
        partner_name: null,
        category_id: null,
        category_name: null,
        rate: 15,
        effective_from: "2000-01-01T00:00:00.000Z",
        created_by: null,
        scope: "default",
        current: true,
      }),
    );
    expect(page).toMatchObject({ current_page: 1, per_page: 10 });
    for (const token of [t.owner, t.aisha, t.support]) {
      expect((await call("GET", "commission/list", token)).statusCode).toBe(403);
      expect((await call("POST", "commission/save", token, { rate: 10 })).statusCode).toBe(403);
    }
  });

  it("refuses bad input with 422 in English and Arabic, writing nothing", async () => {
    const count = async () => (await db.selectFrom("commission_rates").select("id").execute()).length;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, "rate", "The rate field is required."],
      [{ rate: 150 }, "rate", "The rate must be between 0 and 100."],
      [{ rate: -1 }, "rate", "The rate must be between 0 and 100."],
      [{ rate: 12.345 }, "rate", "The rate may have at most 2 decimals."],
      [{ rate: 10, effective_from: "2020-01-01" }, "effective_from", "commission history is never rewritten"],
      [{ rate: 10, effective_from: "2020-01-01T10:00:00Z" }, "effective_from", "never rewritten"],
      [{ rate: 10, effective_from: "01-01-2030" }, "effective_from", "Enter a date (YYYY-MM-DD) or an ISO date-time."],
      [{ rate: 10, partner_id: 999999 }, "partner_id", "The selected partner does not exist."],
      [{ rate: 10, category_id: 999999 }, "category_id", "The selected category does not exist."],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call("POST", "commission/save", t.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).errors[field][0]).toContain(message);
    }
    const ar = await call("POST", "commission/save", t.admin, { rate: 10, effective_from: "2020-01-01" }, "ar");
    expect(json(ar).errors.effective_from[0]).toContain("لا يمكن أن تسري النسبة في الماضي");
    expect(await count()).toBe(before);
  });

  it("a partner rate applies to new sales only; a future rate changes nothing sold; current marks the row in force", async () => {
    const first = await bookAndLines(0);
    expect(first.lines.map((l) => l.commission_bp)).toEqual([1500]);

    const saved = await ok("POST", "commission/save", t.admin, { partner_id: sparkle, rate: 12.5 });
    expect(saved).toMatchObject({
      partner_id: sparkle,
      partner_name: "Sparkle Cleaning LLC",
      category_id: null,
      rate: 12.5,
      scope: "partner",
      current: true,
      created_by_name: "Omar Al Mansoori",
    });
    expect(Date.parse(saved.effective_from)).toBeLessThanOrEqual(Date.now());
    const second = await bookAndLines(1);
    expect(second.lines.map((l) => l.commission_bp)).toEqual([1250]);
    // the earlier line keeps the rate it was sold with
    const kept = await db
      .selectFrom("order_lines")
      .select("commission_bp")
      .where("order_id", "=", first.orderId)
      .execute();
    expect(kept.map((l) => l.commission_bp)).toEqual([1500]);

    // partner and category beats partner
    const scoped = await ok("POST", "commission/save", t.admin, {
      partner_id: sparkle,
      category_id: second.categoryId,
      rate: 9,
      effective_from: dubaiDate(),
    });
    expect(scoped).toMatchObject({ scope: "partner_category", rate: 9, current: true });
    expect((await bookAndLines(2)).lines.map((l) => l.commission_bp)).toEqual([900]);

    // a rate from tomorrow: listed, not current, not used for today's sales
    const future = await ok("POST", "commission/save", t.admin, {
      partner_id: sparkle,
      category_id: second.categoryId,
      rate: 20,
      effective_from: daysFromToday(1),
    });
    expect(future).toMatchObject({ current: false, rate: 20 });
    expect(future.effective_from).toBe(
      new Date(Date.parse(`${daysFromToday(1)}T00:00:00Z`) - 4 * 3_600_000).toISOString(),
    );
    const third = await bookAndLines(3);
    expect(third.lines.map((l) => l.commission_bp)).toEqual([900]);

    // completing the booking sold at 12.5% charges 12.5%, whatever is in force now
    await db.updateTable("bookings").set({ status: "in-progress" }).where("id", "=", second.bookingId).execute();
    await ok("POST", `booking-appointment/change-status/${second.bookingId}`, t.admin, { status: "completed" });
    const lines = (await ok("GET", `ledger/list?booking_id=${second.bookingId}&limit=-1`, t.owner)).data;
    const commission = lines.find((l: { type: string }) => l.type === "commission");
    const line = second.lines[0];
    expect(Math.round(commission.amount * 100)).toBe(-Math.round(((line.total_fils - line.vat_fils) * 1250) / 10_000));
    expect(commission.description_en).toContain("12.5%");

    const current = await ok("GET", `commission/list?partner_id=${sparkle}&current=1&limit=-1`, t.admin);
    expect(current.data.map((r: { id: number }) => r.id).sort()).toEqual([saved.id, scoped.id].sort());
    const notCurrent = await ok("GET", `commission/list?partner_id=${sparkle}&current=0&limit=-1`, t.admin);
    expect(notCurrent.data.map((r: { id: number }) => r.id)).toEqual([future.id]);
    const byCategory = await ok("GET", `commission/list?category_id=${second.categoryId}&limit=-1`, t.admin);
    expect(byCategory.data.map((r: { id: number }) => r.id)).toEqual([future.id, scoped.id]); // effective_from desc
    const ar = json(await call("GET", `commission/list?partner_id=${sparkle}&limit=1`, t.admin, undefined, "ar")).data;
    expect(ar.data[0].partner_name).toBe("سباركل للتنظيف ذ.م.م");
    const audited = await db
      .selectFrom("audit_log")
      .select("id")
      .where("entity", "=", "commission_rate")
      .where("entity_id", "=", saved.id)
      .executeTakeFirst();
    expect(audited).toBeDefined();
  });
});
