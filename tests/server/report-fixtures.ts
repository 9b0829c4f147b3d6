import { expect } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * The report tests' shared set-up (issue 19): a seeded app with the admin's and the demo partner's tokens, the demo
 * partner's company and another one, the demo customer; GET as a caller in a language; paid orders written straight
 * into the tables; an internal role that reads the sales and appointments reports but may not export them.
 */

export type ReportDb = Awaited<ReturnType<typeof makeTestApp>>["db"];

/** A seeded app: admin and partner tokens, P1 the demo partner's company, P2 another one, the demo customer's id. */
export async function openReportApp() {
  const { app, db } = await makeTestApp();
  const admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  const partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
  const owner = await db
    .selectFrom("users")
    .select("partner_id")
    .where("email", "=", "partner@khidma.test")
    .executeTakeFirstOrThrow();
  const P1 = owner.partner_id as number;
  const P2 = (
    await db.selectFrom("partners").select("id").where("id", "!=", P1).orderBy("id").executeTakeFirstOrThrow()
  ).id;
  const customer = (
    await db.selectFrom("users").select("id").where("email", "=", "customer@khidma.test").executeTakeFirstOrThrow()
  ).id;
  return { app, db, admin, partner, P1, P2, customer };
}

/** `GET /api/v2/<url>` as `token` (none: anonymous) in `lang`. */
export const getAs = (app: TestApp, url: string, token: string | null, lang = "en") =>
  app.inject({
    method: "GET",
    url: `/api/v2/${url}`,
    headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
  });

/** Writes an order (default: a paid card booking order, no discount) and, with `serviceId`, one line; its id. */
export interface ReportOrder {
  number: string;
  user: number;
  partner: number;
  kind?: "booking" | "package" | "topup";
  status?: "paid" | "pending" | "refunded";
  method?: "card" | "cash" | "wallet";
  subtotal: number;
  discount?: number;
  vat: number;
  paid_at: string | null;
  serviceId?: number | null;
}

export async function insertReportOrder(db: ReportDb, o: ReportOrder) {
  const at = nowIso();
  const discount = o.discount ?? 0;
  const total = o.subtotal - discount;
  const { id } = await db
    .insertInto("orders")
    .values({
      number: o.number,
      user_id: o.user,
      partner_id: o.partner,
      kind: o.kind ?? "booking",
      status: o.status ?? "paid",
      payment_method: o.method ?? "card",
      subtotal_fils: o.subtotal,
      discount_fils: discount,
      total_fils: total,
      vat_fils: o.vat,
      coupon_id: null,
      cart_id: null,
      idempotency_key: null,
      paid_at: o.paid_at,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (o.serviceId !== undefined)
    await db
      .insertInto("order_lines")
      .values({
        order_id: id,
        description_en: "Line",
        description_ar: "بند",
        service_id: o.serviceId,
        package_id: null,
        quantity: 1,
        unit_price_fils: o.subtotal,
        total_fils: total,
        vat_fils: o.vat,
      })
      .execute();
  return id;
}

/**
 * A user of a new internal role `roleName` that reads the sales and appointments reports but may not export them
 * (password Reader#2026a); its token.
 */
export async function createReportReader(
  app: TestApp,
  admin: string,
  u: { roleName: string; first_name: string; email: string; phone: string },
) {
  const role = json(
    await app.inject({
      method: "POST",
      url: "/api/v2/role/create",
      headers: bearer(admin),
      payload: {
        name: u.roleName,
        type: "internal",
        permissions: ["read-sales-report", "read-appointments-report"],
      },
    }),
  ).data;
  const created = await app.inject({
    method: "POST",
    url: "/api/v2/user/create",
    headers: bearer(admin),
    payload: {
      first_name: u.first_name,
      last_name: "Reader",
      email: u.email,
      phone: u.phone,
      password: "Reader#2026a",
      password_confirmation: "Reader#2026a",
      role_ids: [role.id],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (await login(app, u.email, "Reader#2026a")).access_token;
}

/** A report answer's `data` (asserting a 200). */
export const dataOf = async (app: TestApp, url: string, token: string | null, lang = "en") => {
  const res = await getAs(app, url, token, lang);
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return json(res).data;
};

/** A Dubai day and time as the stored UTC instant (Dubai is UTC+4). */
export const dubaiAt = (day: string, hour = 12) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hour - 4) * 3_600_000).toISOString();
