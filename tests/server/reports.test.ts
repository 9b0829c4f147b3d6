import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, otherPartnerOwner } from "./commerce-helpers.js";
import { json, login, type TestApp } from "./helpers.js";
import {
  createReportReader,
  getAs,
  insertReportOrder,
  openReportApp,
  type ReportDb,
  type ReportOrder,
} from "./report-fixtures.js";

/**
 * Reports (issue 19): the sales and appointments reports over fixture rows written in March 2024 (Asia/Dubai), whose
 * figures are summed by hand below; the partner scope, the permission refusals, the CSV export and the 422s.
 */

let app: TestApp;
let db: ReportDb;
let admin: string;
let partner: string;
let reader: string;
let P1: number;
let P2: number;
const orderNumbers: Record<string, string> = {};
const bookingNumbers: Record<string, string> = {};

const MARCH = "from=2024-03-01&to=2024-03-31";

const get = (url: string, token: string | null, lang = "en") => getAs(app, url, token, lang);

async function insertOrder(tag: string, o: Omit<ReportOrder, "number" | "user">, userId: number) {
  const number = `RPT-${tag}`;
  const id = await insertReportOrder(db, { ...o, number, user: userId });
  orderNumbers[tag] = number;
  return id;
}

async function ledger(partnerId: number, orderId: number, type: string, amount: number) {
  await db
    .insertInto("ledger_entries")
    .values({
      partner_id: partnerId,
      type: type as never,
      amount_fils: amount,
      order_id: orderId,
      booking_id: null,
      subscription_id: null,
      event_key: `rpt:${orderId}:${type}`,
      reason: null,
      actor_user_id: null,
      description_en: type,
      description_ar: type,
      created_at: "2024-03-20T00:00:00.000Z",
    })
    .execute();
}

beforeAll(async () => {
  let customerId: number;
  ({ app, db, admin, partner, P1, P2, customer: customerId } = await openReportApp());
  const customer = { id: customerId };
  const cats = await db.selectFrom("services").select(["id", "category_id"]).orderBy("id").execute();
  const s1 = cats[0];
  const s2 = cats.find((s) => s.category_id !== s1.category_id)!;
  const community = await db
    .selectFrom("communities")
    .select(["id", "emirate_id"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  Object.assign(fx, { c1: s1.category_id, c2: s2.category_id, e1: community.emirate_id });

  // ---- sales: three counted orders, and five that are not ----
  const o1 = await insertOrder(
    "O1",
    { partner: P1, subtotal: 20000, discount: 2000, vat: 857, paid_at: "2024-02-29T20:30:00.000Z", serviceId: s1.id },
    customer.id,
  ); // Dubai 1 March 00:30
  const o2 = await insertOrder(
    "O2",
    {
      partner: P1,
      kind: "package",
      method: "cash",
      subtotal: 50000,
      vat: 2381,
      paid_at: "2024-03-15T08:00:00.000Z",
      serviceId: s2.id,
    },
    customer.id,
  );
  const o3 = await insertOrder(
    "O3",
    { partner: P2, method: "wallet", subtotal: 10000, vat: 476, paid_at: "2024-03-31T19:59:59.000Z", serviceId: s1.id },
    customer.id,
  ); // Dubai 31 March 23:59
  await insertOrder(
    "X1",
    { partner: P1, kind: "topup", subtotal: 9900, vat: 0, paid_at: "2024-03-10T08:00:00.000Z" },
    customer.id,
  );
  await insertOrder("X2", { partner: P1, status: "pending", subtotal: 9900, vat: 471, paid_at: null }, customer.id);
  await insertOrder(
    "X3",
    { partner: P1, status: "refunded", subtotal: 7000, vat: 333, paid_at: "2024-03-12T08:00:00.000Z" },
    customer.id,
  );
  await insertOrder("X4", { partner: P1, subtotal: 6000, vat: 286, paid_at: "2024-03-31T20:00:00.000Z" }, customer.id); // 1 April
  await insertOrder("X5", { partner: P1, subtotal: 4000, vat: 190, paid_at: "2024-02-10T08:00:00.000Z" }, customer.id); // previous period
  await ledger(P1, o1, "revenue", 17143);
  await ledger(P1, o1, "commission", -2572);
  await ledger(P1, o1, "commission_vat", -129);
  await ledger(P1, o1, "supply_vat", 857); // P1 is VAT-registered: 5% on its supply
  await ledger(P1, o2, "cash_collected", 50000); // not a sale's line: not in partner_net
  await ledger(P2, o3, "revenue", 9524);
  await ledger(P2, o3, "commission", -1000);
  await ledger(P2, o3, "commission_vat", -50);

  // ---- appointments: five in March (Dubai), one on 1 April ----
  const booking = async (
    tag: string,
    partnerId: number,
    status: "completed" | "cancelled" | "no-show" | "confirmed",
    scheduled: string,
    created: string,
    extra: { started?: string; reason?: string; orderId?: number; community?: number; serviceId?: number } = {},
  ) => {
    const number = `RPB-${tag}`;
    const { id } = await insertBooking(db, {
      number,
      user_id: customer.id,
      partner_id: partnerId,
      status,
      scheduled_at: scheduled,
      order_id: extra.orderId ?? null,
      total_fils: 15000,
    });
    await db
      .updateTable("bookings")
      .set({ created_at: created, cancel_reason: extra.reason ?? null, community_id: extra.community ?? null })
      .where("id", "=", id)
      .execute();
    if (extra.started)
      await db
        .insertInto("booking_status_history")
        .values({ booking_id: id, status: "in-progress", note: null, actor_user_id: null, created_at: extra.started })
        .execute();
    if (extra.serviceId)
      await db
        .insertInto("booking_items")
        .values({
          booking_id: id,
          service_id: extra.serviceId,
          name_en: "Item",
          name_ar: "بند",
          quantity: 1,
          unit_price_fils: 15000,
          total_fils: 15000,
        })
        .execute();
    bookingNumbers[tag] = number;
  };
  await booking("B1", P1, "completed", "2024-03-05T06:00:00.000Z", "2024-03-03T06:00:00.000Z", {
    started: "2024-03-05T06:10:00.000Z",
    orderId: o1,
    community: community.id,
    serviceId: s1.id,
  });
  await booking("B2", P1, "completed", "2024-03-06T06:00:00.000Z", "2024-03-05T06:00:00.000Z", {
    started: "2024-03-06T06:30:00.000Z",
    serviceId: s2.id,
  });
  await booking("B3", P1, "cancelled", "2024-03-10T10:00:00.000Z", "2024-03-09T10:00:00.000Z", {
    reason: "Plans changed",
  });
  await booking("B4", P2, "no-show", "2024-03-20T10:00:00.000Z", "2024-03-20T04:00:00.000Z");
  await booking("B5", P1, "confirmed", "2024-03-31T19:00:00.000Z", "2024-03-30T19:00:00.000Z");
  await booking("B6", P1, "confirmed", "2024-03-31T20:00:00.000Z", "2024-03-30T19:00:00.000Z"); // 1 April, Dubai

  // an internal role that reads the reports but may not export them
  reader = await createReportReader(app, admin, {
    roleName: "Report reader",
    first_name: "Report",
    email: "report-reader@khidma.test",
    phone: "+971559990077",
  });
});

afterAll(async () => {
  await app.close();
});

const fx = { c1: 0, c2: 0, e1: 0 };

describe("GET report/sales", () => {
  it("sums the paid orders of the period (Dubai days), top-ups, unpaid, refunded and other days left out", async () => {
    const res = await get(`report/sales?${MARCH}&compare=1`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    expect(d.filters).toEqual({
      from: "2024-03-01",
      to: "2024-03-31",
      group_by: "day",
      partner_id: null,
      category_id: null,
      emirate_id: null,
      status: null,
    });
    // by hand: O1 20000-2000 (vat 857), O2 50000 (vat 2381), O3 10000 (vat 476)
    expect(d.summary).toEqual({
      orders: 3,
      gross: 800,
      discounts: 20,
      total: 780,
      vat: 37.14,
      net: 742.86,
      commission: 35.72, // 2572 + 1000 fils
      partner_net: 237.73, // (17143 - 2572 - 129 + 857) + (9524 - 1000 - 50)
      average_order: 260,
    });
    expect(d.previous_range).toEqual({ from: "2024-01-30", to: "2024-02-29" });
    expect(d.previous.orders).toBe(1); // X5 only: O1 is paid on 1 March in Dubai
    expect(d.previous.total).toBe(40);
    expect(d.series).toHaveLength(31);
    expect(d.series[0]).toMatchObject({ period: "2024-03-01", orders: 1, total: 180 });
    expect(d.series[30]).toMatchObject({ period: "2024-03-31", orders: 1, total: 100 });
    expect(d.series.reduce((a: number, s: { orders: number }) => a + s.orders, 0)).toBe(3);
    expect(d.rows.total).toBe(3);
    expect(d.rows.data.map((r: { number: string }) => r.number)).toEqual([
      orderNumbers.O3,
      orderNumbers.O2,
      orderNumbers.O1,
    ]);
    expect(d.rows.data[2]).toMatchObject({
      gross: 200,
      discount: 20,
      total: 180,
      vat: 8.57,
      net: 171.43,
      commission: 25.72,
    });
    expect(d.rows.data[2].paid_at).toBe("2024-03-01 00:30");
    const methods = Object.fromEntries(
      d.breakdowns.by_payment_method.map((m: { key: string; total: number }) => [m.key, m.total]),
    );
    expect(methods).toEqual({ card: 180, cash: 500, wallet: 100 });
    expect(d.breakdowns.by_partner.reduce((a: number, p: { total: number }) => a + p.total, 0)).toBe(780);
    expect(d.breakdowns.by_emirate.find((e: { key: number }) => e.key === fx.e1)?.orders).toBe(1);
  });

  it("buckets by week (Monday first) and month, and filters by status, category, emirate and search", async () => {
    const weeks = json(await get(`report/sales?${MARCH}&group_by=week`, admin)).data.series;
    expect(weeks.map((w: { period: string; orders: number }) => [w.period, w.orders])).toEqual([
      ["2024-02-26", 1],
      ["2024-03-04", 0],
      ["2024-03-11", 1],
      ["2024-03-18", 0],
      ["2024-03-25", 1],
    ]);
    const months = json(await get(`report/sales?${MARCH}&group_by=month`, admin)).data.series;
    expect(months).toEqual([
      { period: "2024-03-01", orders: 3, gross: 800, discounts: 20, total: 780, vat: 37.14, net: 742.86 },
    ]);
    const refunded = json(await get(`report/sales?${MARCH}&status=refunded`, admin)).data;
    expect(refunded.summary.orders).toBe(1);
    expect(refunded.summary.total).toBe(70);
    const cat2 = json(await get(`report/sales?${MARCH}&category_id=${fx.c2}`, admin)).data;
    expect(cat2.rows.data.map((r: { number: string }) => r.number)).toEqual([orderNumbers.O2]);
    const emirate = json(await get(`report/sales?${MARCH}&emirate_id=${fx.e1}`, admin)).data;
    expect(emirate.summary.orders).toBe(1);
    expect(emirate.rows.data[0].number).toBe(orderNumbers.O1);
    const search = json(await get(`report/sales?${MARCH}&search=rpt-o2`, admin)).data;
    expect(search.summary.total).toBe(500);
  });

  it("shows a partner only its own company; another partner's id is a 403", async () => {
    const res = await get(`report/sales?${MARCH}`, partner);
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    expect(d.filters.partner_id).toBe(P1);
    expect(d.summary).toMatchObject({
      orders: 2,
      gross: 700,
      discounts: 20,
      total: 680,
      vat: 32.38,
      commission: 25.72,
    });
    expect(d.summary.partner_net).toBe(152.99);
    expect(d.rows.data.map((r: { number: string }) => r.number)).toEqual([orderNumbers.O2, orderNumbers.O1]);
    expect(d.breakdowns.by_partner.map((p: { key: number }) => p.key)).toEqual([P1]);
    expect((await get(`report/sales?${MARCH}&partner_id=${P2}`, partner)).statusCode).toBe(403);
    const other = await otherPartnerOwner(app, db, P2);
    const theirs = json(await get(`report/sales?${MARCH}`, other)).data;
    expect(theirs.summary.orders).toBe(1);
    expect(theirs.rows.data[0].number).toBe(orderNumbers.O3);
    // the admin narrows to one partner
    expect(json(await get(`report/sales?${MARCH}&partner_id=${P2}`, admin)).data.summary.total).toBe(100);
  });

  it("refuses signed-out callers, customers and callers without the permission", async () => {
    expect((await get(`report/sales?${MARCH}`, null)).statusCode).toBe(401);
    const customer = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
    expect((await get(`report/sales?${MARCH}`, customer)).statusCode).toBe(403);
    const support = (await login(app, "support@khidma.test", "Support#2026")).access_token;
    expect((await get(`report/sales?${MARCH}`, support)).statusCode).toBe(403);
  });

  it("answers 422 at the field in English and Arabic", async () => {
    const back = await get("report/sales?from=2024-03-10&to=2024-03-01", admin);
    expect(back.statusCode).toBe(422);
    expect(json(back).errors.to).toEqual(["The to must be a date after or equal to from."]);
    const backAr = await get("report/sales?from=2024-03-10&to=2024-03-01", admin, "ar");
    expect(json(backAr).errors.to).toEqual(["يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده."]);
    const long = await get("report/sales?from=2023-01-01&to=2024-03-01", admin, "ar");
    expect(long.statusCode).toBe(422);
    expect(json(long).errors.from).toEqual(["يجب ألا تزيد الفترة على 366 يوماً."]);
    const bad = await get("report/sales?from=2024-02-30&status=done&group_by=year&per_page=500", admin);
    expect(bad.statusCode).toBe(422);
    const e = json(bad).errors;
    expect(e.from).toEqual(["The from must be a date (YYYY-MM-DD)."]);
    expect(e.status).toEqual(["The selected status is invalid."]);
    expect(e.group_by).toEqual(["The selected group by is invalid."]);
    expect(e.per_page).toEqual(["The per page may not be greater than 100."]);
    const badAr = json(await get("report/sales?status=done&group_by=year", admin, "ar")).errors;
    expect(badAr.status).toEqual(["قيمة الحالة المحددة غير صحيحة."]);
    expect(badAr.group_by).toEqual(["قيمة التجميع المحددة غير صحيحة."]);
    // signed-out or forbidden callers never see field errors
    expect((await get("report/sales?status=done", null)).statusCode).toBe(401);
  });
});

describe("GET report/sales/export", () => {
  it("streams a CSV: BOM, the header in the request language, one line per row in the table's order", async () => {
    const res = await get(`report/sales/export?${MARCH}`, admin, "ar");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="sales-report-2024-03-01-2024-03-31.csv"');
    expect(res.headers["x-total-count"]).toBe("3");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).trim().split("\n");
    expect(lines[0].split(",").slice(0, 3)).toEqual(["الطلب", "تاريخ الدفع", "العميل"]);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([orderNumbers.O3, orderNumbers.O2, orderNumbers.O1]);
    expect(lines[3]).toContain(",200,20,180,8.57,171.43,25.72");
    const en = await get(`report/sales/export?${MARCH}&partner_id=${P2}`, admin);
    const enLines = en.body.slice(1).trim().split("\n");
    expect(enLines[0].startsWith("Order,Paid at,Customer,Partner")).toBe(true);
    expect(enLines).toHaveLength(2);
  });

  it("is refused without the export permission (403) and scoped for a partner", async () => {
    expect((await get(`report/sales?${MARCH}`, reader)).statusCode).toBe(200);
    expect((await get(`report/sales/export?${MARCH}`, reader)).statusCode).toBe(403);
    expect((await get(`report/appointments/export?${MARCH}`, reader)).statusCode).toBe(403);
    const mine = await get(`report/sales/export?${MARCH}`, partner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["x-total-count"]).toBe("2");
    expect(mine.body.slice(1).trim().split("\n")).toHaveLength(3);
    expect((await get(`report/sales/export?${MARCH}&partner_id=${P2}`, partner)).statusCode).toBe(403);
    expect(json(await get("report/sales/export?from=2024-03-10&to=2024-03-01", admin, "ar")).errors.to).toEqual([
      "يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.",
    ]);
  });
});

describe("GET report/appointments", () => {
  it("counts bookings by their appointment's Dubai day: statuses, on-time rate, lead time, reasons", async () => {
    const res = await get(`report/appointments?${MARCH}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    expect(d.summary).toEqual({
      total: 5,
      completed: 2,
      cancelled: 1,
      no_shows: 1,
      declined: 0,
      open: 1,
      completion_rate: 40,
      cancellation_rate: 20,
      started: 2,
      on_time: 1, // B1 started 10 minutes late, B2 30
      on_time_rate: 50,
      average_lead_hours: 25.2, // (48 + 24 + 24 + 6 + 24) / 5
    });
    const byStatus = Object.fromEntries(
      d.breakdowns.by_status.map((s: { key: string; bookings: number }) => [s.key, s.bookings]),
    );
    expect(byStatus).toMatchObject({ completed: 2, cancelled: 1, "no-show": 1, confirmed: 1, requested: 0 });
    expect(d.breakdowns.by_status.find((s: { key: string }) => s.key === "no-show").label).toBe("No-show");
    expect(d.breakdowns.by_reason).toEqual([
      { key: "", label: "No reason given", bookings: 1, cancelled: 0, no_shows: 1 },
      { key: "Plans changed", label: "Plans changed", bookings: 1, cancelled: 1, no_shows: 0 },
    ]);
    expect(d.rows.data.map((r: { number: string }) => r.number)).toEqual(
      ["B5", "B4", "B3", "B2", "B1"].map((t) => bookingNumbers[t]),
    );
    expect(d.rows.data[4]).toMatchObject({ on_time: "Yes", lead_hours: 48, started_at: "2024-03-05 10:10" });
    expect(d.rows.data[3].on_time).toBe("No");
    expect(d.rows.data[0].scheduled_at).toBe("2024-03-31 23:00");
    expect(d.series.reduce((a: number, s: { total: number }) => a + s.total, 0)).toBe(5);

    const completed = json(await get(`report/appointments?${MARCH}&status=completed&per_page=1&page=2`, admin)).data;
    expect(completed.summary.total).toBe(2);
    expect(completed.rows).toMatchObject({ total: 2, current_page: 2, per_page: 1, last_page: 2 });
    expect(completed.rows.data[0].number).toBe(bookingNumbers.B1);
    const cat = json(await get(`report/appointments?${MARCH}&category_id=${fx.c2}`, admin)).data;
    expect(cat.rows.data.map((r: { number: string }) => r.number)).toEqual([bookingNumbers.B2]);
    const emirate = json(await get(`report/appointments?${MARCH}&emirate_id=${fx.e1}`, admin)).data;
    expect(emirate.summary.total).toBe(1);
  });

  it("shows a partner its own bookings only, in Arabic when asked", async () => {
    const d = json(await get(`report/appointments?${MARCH}`, partner, "ar")).data;
    expect(d.summary).toMatchObject({ total: 4, completed: 2, cancelled: 1, no_shows: 0, open: 1, on_time_rate: 50 });
    expect(d.summary.average_lead_hours).toBe(30);
    expect(d.rows.data[3].on_time).toBe("نعم");
    expect((await get(`report/appointments?${MARCH}&partner_id=${P2}`, partner)).statusCode).toBe(403);
    const bad = json(await get(`report/appointments?${MARCH}&status=finished`, partner, "ar"));
    expect(bad.errors.status).toEqual(["قيمة الحالة المحددة غير صحيحة."]);
  });

  it("exports one line per booking with the English header", async () => {
    const res = await get(`report/appointments/export?${MARCH}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="appointments-report-2024-03-01-2024-03-31.csv"',
    );
    expect(res.body.startsWith("\uFEFFBooking,Appointment,Booked at,Customer,Partner")).toBe(true);
    const lines = res.body.slice(1).trim().split("\n");
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(
      ["B5", "B4", "B3", "B2", "B1"].map((t) => bookingNumbers[t]),
    );
  });
});
