import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, type makeTestApp, type TestApp } from "./helpers.js";
import { dataOf, dubaiAt, getAs, openReportApp } from "./report-fixtures.js";

/**
 * Issue 19, the packages, promotions, contracts and offers reports (GET report/{name}, GET report/{name}/export).
 * The fixtures sit in February 2024 (no demo order, subscription or coupon there), so every figure is summed by hand
 * below. "P" is the demo partner (partner@khidma.test's company), "Q" another partner.
 */

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
let admin: string;
let partner: string;
let P: number;
let Q: number;

const FROM = "2024-02-01";
const TO = "2024-02-29";
const range = `from=${FROM}&to=${TO}`;
const at = dubaiAt;

const get = (url: string, token: string | null, lang = "en") => getAs(app, url, token, lang);
const data = (url: string, token = admin, lang = "en") => dataOf(app, url, token, lang);

let seq = 0;
async function order(o: {
  user: number;
  partner: number;
  kind: "booking" | "package";
  total: number;
  paidAt: string | null;
  createdAt?: string;
}) {
  seq += 1;
  const created = o.createdAt ?? o.paidAt ?? at("2024-02-01");
  const row = await db
    .insertInto("orders")
    .values({
      number: `R2-${seq}`,
      user_id: o.user,
      partner_id: o.partner,
      kind: o.kind,
      status: o.paidAt ? "paid" : "pending",
      payment_method: "card",
      subtotal_fils: o.total,
      total_fils: o.total,
      vat_fils: Math.round(o.total / 21),
      paid_at: o.paidAt,
      created_at: created,
      updated_at: created,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Sub {
  name: string;
  partner: "P" | "Q";
  user: 1 | 2;
  paidAt: string | null;
  total: number;
  starts: string;
  ends: string;
  visits: number;
  used: number;
  status: "pending" | "active" | "expired" | "cancelled";
}

/** Package subscriptions (each with its package order), oldest first (ids follow this order). */
const SUBS: Sub[] = [
  // U2's KQ in January, renewed by S3 in February: ended in the period but not churned
  {
    name: "S6",
    partner: "Q",
    user: 2,
    paidAt: at("2024-01-10"),
    total: 45_000,
    starts: "2024-01-10",
    ends: "2024-02-10",
    visits: 2,
    used: 2,
    status: "expired",
  },
  // U2's KP from December, ends in February with no renewal: churned
  {
    name: "S0",
    partner: "P",
    user: 2,
    paidAt: at("2023-12-01"),
    total: 30_000,
    starts: "2023-12-01",
    ends: "2024-02-15",
    visits: 3,
    used: 3,
    status: "expired",
  },
  {
    name: "S1",
    partner: "P",
    user: 1,
    paidAt: at("2024-02-03", 10),
    total: 100_000,
    starts: "2024-02-05",
    ends: "2024-05-05",
    visits: 6,
    used: 2,
    status: "active",
  },
  {
    name: "S3",
    partner: "Q",
    user: 2,
    paidAt: at("2024-02-10"),
    total: 50_000,
    starts: "2024-02-10",
    ends: "2024-03-10",
    visits: 2,
    used: 1,
    status: "active",
  },
  // unpaid: neither sold nor a contract (and no renewal of S0)
  {
    name: "S5",
    partner: "P",
    user: 2,
    paidAt: null,
    total: 20_000,
    starts: "2024-02-12",
    ends: "2024-03-12",
    visits: 1,
    used: 0,
    status: "pending",
  },
  // U1 renews KP, starting after the period
  {
    name: "S2",
    partner: "P",
    user: 1,
    paidAt: at("2024-02-20", 23.5),
    total: 90_000,
    starts: "2024-05-05",
    ends: "2024-08-05",
    visits: 6,
    used: 0,
    status: "active",
  },
  // paid 2024-03-01 00:30 in Dubai: outside
  {
    name: "S4",
    partner: "Q",
    user: 1,
    paidAt: at("2024-03-01", 0.5),
    total: 40_000,
    starts: "2024-03-02",
    ends: "2024-06-02",
    visits: 3,
    used: 0,
    status: "active",
  },
];

const coupons: Record<string, number> = {};

beforeAll(async () => {
  ({ app, db, admin, partner, P1: P, P2: Q } = await openReportApp());
  const users = await db
    .selectFrom("users")
    .select("id")
    .where("email", "in", ["customer@khidma.test", "priya.nair@khidma.test"])
    .orderBy("email")
    .execute();
  expect(users).toHaveLength(2);
  const [u1, u2] = users.map((u) => u.id);
  const cats = await db.selectFrom("categories").select("id").orderBy("id").limit(2).execute();
  const now = at("2024-01-01");
  const pkg = async (partnerId: number, categoryId: number, name: string) => {
    const k = await db
      .insertInto("packages")
      .values({
        partner_id: partnerId,
        category_id: categoryId,
        name_en: name,
        name_ar: `${name} ع`,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const d = await db
      .insertInto("package_durations")
      .values({ package_id: k.id, months: 3, label_en: "3 months", label_ar: "3 أشهر" })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: k.id, duration: d.id };
  };
  const KP = await pkg(P, cats[0].id, "R2 Pack P");
  const KQ = await pkg(Q, cats[1].id, "R2 Pack Q");
  for (const s of SUBS) {
    const k = s.partner === "P" ? KP : KQ;
    const userId = s.user === 1 ? u1 : u2;
    const partnerId = s.partner === "P" ? P : Q;
    const orderId = await order({
      user: userId,
      partner: partnerId,
      kind: "package",
      total: s.total,
      paidAt: s.paidAt,
      createdAt: s.paidAt ?? at("2024-02-12"),
    });
    await db
      .insertInto("package_subscriptions")
      .values({
        number: `R2S-${s.name}`,
        order_id: orderId,
        user_id: userId,
        package_id: k.id,
        package_duration_id: k.duration,
        partner_id: partnerId,
        property_type: "apartment",
        property_size: "1br",
        user_address_id: null,
        starts_on: s.starts,
        ends_on: s.ends,
        visits_total: s.visits,
        visits_used: s.used,
        total_fils: s.total,
        status: s.status,
        created_at: s.paidAt ?? at("2024-02-12"),
        updated_at: s.paidAt ?? at("2024-02-12"),
      })
      .execute();
  }

  // coupons: CK Khidma-funded; CP funded by P; CQ funded by Q (switched off, no budget); CX ended in January; CY
  // created in March
  const coupon = async (
    code: string,
    c: {
      partner: number | null;
      funded: "khidma" | "partner";
      budget: number | null;
      spent: number;
      created: string;
      starts?: string;
      ends?: string;
      status?: string;
    },
  ) => {
    const row = await db
      .insertInto("coupons")
      .values({
        code,
        partner_id: c.partner,
        discount_type: "percent",
        discount_value: 10,
        title_en: `${code} title`,
        title_ar: `${code} عنوان`,
        budget_fils: c.budget,
        spent_fils: c.spent,
        funded_by: c.funded,
        status: c.status ?? "active",
        starts_at: c.starts ?? null,
        ends_at: c.ends ?? null,
        created_at: c.created,
        updated_at: c.created,
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    coupons[code] = row.id;
  };
  await coupon("R2KHIDMA", {
    partner: null,
    funded: "khidma",
    budget: 100_000,
    spent: 5_000,
    created: at("2024-01-01"),
  });
  await coupon("R2PARTNER", { partner: P, funded: "partner", budget: 50_000, spent: 2_300, created: at("2024-01-01") });
  await coupon("R2QOFF", {
    partner: Q,
    funded: "partner",
    budget: null,
    spent: 1_000,
    created: at("2024-01-15"),
    starts: at("2024-02-10", 0),
    ends: at("2024-03-31", 23),
    status: "inactive",
  });
  await coupon("R2ENDED", {
    partner: P,
    funded: "partner",
    budget: null,
    spent: 0,
    created: at("2024-01-01"),
    ends: at("2024-01-20"),
  });
  await coupon("R2LATER", { partner: P, funded: "partner", budget: null, spent: 0, created: at("2024-03-05") });

  const redemption = async (code: string, o: Parameters<typeof order>[0], discount: number, createdAt: string) => {
    const orderId = await order(o);
    await db
      .insertInto("coupon_redemptions")
      .values({
        coupon_id: coupons[code],
        user_id: o.user,
        order_id: orderId,
        discount_fils: discount,
        created_at: createdAt,
      })
      .execute();
  };
  await redemption(
    "R2KHIDMA",
    { user: u1, partner: P, kind: "booking", total: 20_000, paidAt: at("2024-02-02", 9) },
    2_000,
    at("2024-02-02", 8),
  );
  await redemption(
    "R2PARTNER",
    { user: u2, partner: P, kind: "booking", total: 15_000, paidAt: at("2024-02-14", 10) },
    1_500,
    at("2024-02-14", 9),
  );
  // reserved: the order is not paid
  await redemption(
    "R2QOFF",
    { user: u1, partner: Q, kind: "booking", total: 10_000, paidAt: null, createdAt: at("2024-02-29", 23) },
    1_000,
    at("2024-02-29", 23),
  );
  // outside: 2024-03-01 01:00 and 2024-01-31 22:00 in Dubai
  await redemption(
    "R2KHIDMA",
    { user: u2, partner: Q, kind: "booking", total: 30_000, paidAt: at("2024-03-01", 1) },
    3_000,
    at("2024-03-01", 1),
  );
  await redemption(
    "R2PARTNER",
    { user: u1, partner: P, kind: "booking", total: 8_000, paidAt: at("2024-01-31", 22) },
    800,
    at("2024-01-31", 22),
  );
}, 30_000);

afterAll(async () => {
  await app?.close();
});

const csvLines = (body: string) => body.slice(1).trim().split("\n");

describe("GET report/packages", () => {
  it("sums the subscriptions sold in the period: sold, revenue, renewals, active, churn", async () => {
    const d = await data(`report/packages?${range}`);
    // sold: S1 1000 + S3 500 + S2 900; renewals: S2 (U1 had S1), S3 (U2 had S6); active on 02-29: S1, S3;
    // churned: S0 (ended 02-15, S5 unpaid is no renewal); S6 ended but was renewed by S3
    expect(d.summary).toEqual({
      sold: 3,
      revenue: 2400,
      new: 1,
      renewals: 2,
      average_value: 800,
      active: 2,
      churned: 1,
      churn_rate: 33.3,
    });
    expect(d.rows.total).toBe(3);
    expect(d.rows.data.map((r: { number: string }) => r.number)).toEqual(["R2S-S2", "R2S-S3", "R2S-S1"]);
    expect(d.rows.data[0]).toMatchObject({ sold_at: "2024-02-20 23:30", amount: 900, type: "Renewal", months: 3 });
    expect(d.rows.data[2]).toMatchObject({ type: "New", package: "R2 Pack P", visits_total: 6 });
    expect(d.rows.data.reduce((a: number, r: { amount: number }) => a + r.amount, 0)).toBe(d.summary.revenue);
    const feb20 = d.series.find((p: { period: string }) => p.period === "2024-02-20");
    expect(feb20).toEqual({ period: "2024-02-20", sold: 1, revenue: 900, renewals: 1 });
    expect(d.series).toHaveLength(29);
    expect(d.breakdowns.by_partner.find((b: { key: number }) => b.key === P)).toMatchObject({ sold: 2, revenue: 1900 });
    // March holds S4 only; compare gives January (S6 sold)
    const march = await data("report/packages?from=2024-03-01&to=2024-03-31&compare=true&group_by=month");
    expect(march.summary).toMatchObject({ sold: 1, revenue: 400, new: 1, renewals: 0 });
    expect(march.previous_range).toEqual({ from: "2024-01-30", to: "2024-02-29" });
    expect(march.series).toEqual([{ period: "2024-03-01", sold: 1, revenue: 400, renewals: 0 }]);
  });

  it("a partner sees only its company; another partner's id is a 403", async () => {
    const d = await data(`report/packages?${range}`, partner);
    expect(d.filters.partner_id).toBe(P);
    expect(d.summary).toEqual({
      sold: 2,
      revenue: 1900,
      new: 1,
      renewals: 1,
      average_value: 950,
      active: 1,
      churned: 1,
      churn_rate: 50,
    });
    expect((await get(`report/packages?${range}&partner_id=${Q}`, partner)).statusCode).toBe(403);
    expect((await get(`report/packages/export?${range}&partner_id=${Q}`, partner)).statusCode).toBe(403);
    // the admin narrows to Q
    expect((await data(`report/packages?${range}&partner_id=${Q}`)).summary).toMatchObject({ sold: 1, revenue: 500 });
  });

  it("422 on a status it does not list", async () => {
    const bad = await get(`report/packages?${range}&status=paid`, admin);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.status).toBeTruthy();
  });

  it("exports the rows: BOM, header, one line per row", async () => {
    const res = await get(`report/packages/export?${range}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="packages-report-${FROM}-${TO}.csv"`);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      "Subscription,Order,Sold at,Customer,Package,Partner,Months,Starts on,Ends on,Visits,Amount (AED),New or renewal,Status",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^R2S-S2,/);
    const ar = await get(`report/packages/export?${range}`, admin, "ar");
    expect(csvLines(ar.body)[0]).toMatch(/^الاشتراك,الطلب/);
    expect(ar.body).toContain("تجديد");
  });
});

describe("GET report/promotions", () => {
  it("an order carrying two stacked codes counts each redemption once and its order value once", async () => {
    const first = await db
      .selectFrom("coupon_redemptions")
      .select(["order_id", "user_id"])
      .where("coupon_id", "=", coupons.R2KHIDMA)
      .where("discount_fils", "=", 2_000)
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto("coupon_redemptions")
      .values({
        coupon_id: coupons.R2PARTNER,
        user_id: first.user_id,
        order_id: first.order_id,
        discount_fils: 500,
        created_at: at("2024-02-02", 8),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    try {
      const d = await data(`report/promotions?${range}`);
      expect(d.summary).toMatchObject({ redemptions: 4, discount: 50, partner_funded: 30, order_value: 450 });
    } finally {
      await db.deleteFrom("coupon_redemptions").where("id", "=", id).execute();
    }
  });

  it("sums the redemptions of the period: discount, who funds it, budget left", async () => {
    const d = await data(`report/promotions?${range}`);
    // R2KHIDMA 20.00 on 200.00, R2PARTNER 15.00 on 150.00, R2QOFF 10.00 on 100.00 (reserved)
    // budget left now: R2KHIDMA 1000 - 50 = 950, R2PARTNER 500 - 23 = 477 (R2QOFF has none)
    expect(d.summary).toEqual({
      redemptions: 3,
      discount: 45,
      khidma_funded: 20,
      partner_funded: 25,
      order_value: 450,
      redeemed: 2,
      reserved: 1,
      coupons: 3,
      budget_left: 1427,
    });
    expect(d.rows.total).toBe(3);
    expect(d.rows.data.map((r: { code: string }) => r.code)).toEqual(["R2QOFF", "R2PARTNER", "R2KHIDMA"]);
    expect(d.rows.data[0]).toMatchObject({
      redeemed_at: "2024-02-29 23:00",
      status: "reserved",
      discount: 10,
      funded_by: "partner",
    });
    expect(d.rows.data.reduce((a: number, r: { discount: number }) => a + r.discount, 0)).toBe(45);
    expect(d.breakdowns.by_funder).toEqual([
      { key: "khidma", label: "Khidma", redemptions: 1, discount: 20 },
      { key: "partner", label: "Partner", redemptions: 2, discount: 25 },
    ]);
    expect(d.breakdowns.by_coupon.find((b: { key: number }) => b.key === coupons.R2PARTNER)).toMatchObject({
      redemptions: 1,
      discount: 15,
      budget: 500,
      budget_left: 477,
    });
    const week = (await data(`report/promotions?${range}&group_by=week`)).series;
    expect(week[0]).toEqual({
      period: "2024-01-29",
      redemptions: 1,
      discount: 20,
      khidma_funded: 20,
      partner_funded: 0,
    });
    expect(week.reduce((a: number, p: { redemptions: number }) => a + p.redemptions, 0)).toBe(3);
    expect((await data(`report/promotions?${range}&status=reserved`)).summary).toMatchObject({
      redemptions: 1,
      discount: 10,
    });
  });

  it("a partner sees only the redemptions on its orders", async () => {
    const d = await data(`report/promotions?${range}`, partner);
    expect(d.summary).toEqual({
      redemptions: 2,
      discount: 35,
      khidma_funded: 20,
      partner_funded: 15,
      order_value: 350,
      redeemed: 2,
      reserved: 0,
      coupons: 2,
      budget_left: 1427,
    });
    expect((await get(`report/promotions?${range}&partner_id=${Q}`, partner)).statusCode).toBe(403);
  });

  it("exports one line per redemption; 403 without export-promotions-report", async () => {
    const res = await get(`report/promotions/export?${range}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      "Used at,Code,Coupon,Funded by,Customer,Order,Partner,Order total (AED),Discount (AED),Status",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^2024-02-29 23:00,R2QOFF,/);
  });
});

describe("GET report/contracts", () => {
  it("sums the subscriptions running in the period and their visits", async () => {
    const d = await data(`report/contracts?${range}`);
    // S1 (6/2, 1000), S3 (2/1, 500), S0 (3/3, 300), S6 (2/2, 450); S2 and S4 start later, S5 is pending
    expect(d.summary).toEqual({
      contracts: 4,
      active: 2,
      value: 2250,
      visits_total: 13,
      visits_used: 8,
      visits_remaining: 5,
      usage_rate: 61.5,
    });
    expect(d.rows.data.map((r: { number: string }) => r.number)).toEqual(["R2S-S3", "R2S-S1", "R2S-S6", "R2S-S0"]);
    expect(d.rows.data[1]).toMatchObject({
      visits_total: 6,
      visits_used: 2,
      visits_remaining: 4,
      value: 1000,
      status: "active",
    });
    expect(d.rows.data.reduce((a: number, r: { visits_remaining: number }) => a + r.visits_remaining, 0)).toBe(5);
    expect((await data(`report/contracts?${range}&status=pending`)).summary).toMatchObject({
      contracts: 1,
      value: 200,
    });
    const started = d.series.filter((p: { started: number }) => p.started > 0);
    expect(started).toEqual([
      { period: "2024-02-05", started: 1, visits_total: 6 },
      { period: "2024-02-10", started: 1, visits_total: 2 },
    ]);
    expect((await data(`report/contracts?${range}&search=s0`)).rows.total).toBe(1);
  });

  it("a partner sees its own contracts only", async () => {
    const d = await data(`report/contracts?${range}`, partner);
    expect(d.summary).toEqual({
      contracts: 2,
      active: 1,
      value: 1300,
      visits_total: 9,
      visits_used: 5,
      visits_remaining: 4,
      usage_rate: 55.6,
    });
    expect(d.rows.data.map((r: { number: string }) => r.number)).toEqual(["R2S-S1", "R2S-S0"]);
  });

  it("the partner exports its contracts; without export-contracts-report it is a 403", async () => {
    const res = await get(`report/contracts/export?${range}`, partner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("2");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      "Subscription,Customer,Package,Partner,Starts on,Ends on,Visits,Visits used,Visits remaining,Value (AED),Status",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^R2S-S1,/);
  });
});

describe("GET report/offers", () => {
  it("sums the partner promotions valid in the period and their redemptions", async () => {
    const d = await data(`report/offers?${range}`);
    // R2PARTNER (P, budget 500, 477 left; 15.00 on 150.00 in February) and R2QOFF (Q, inactive; 10.00 on 100.00);
    // R2ENDED ended in January, R2LATER was made in March, R2KHIDMA is Khidma's
    expect(d.summary).toEqual({
      offers: 2,
      active: 1,
      redemptions: 2,
      discount: 25,
      order_value: 250,
      budget: 500,
      budget_left: 477,
    });
    expect(d.rows.data.map((r: { code: string }) => r.code)).toEqual(["R2QOFF", "R2PARTNER"]);
    expect(d.rows.data[1]).toMatchObject({
      redemptions: 1,
      discount: 15,
      order_value: 150,
      budget: 500,
      budget_left: 477,
      discount_rule: "10%",
    });
    expect(d.rows.data[0]).toMatchObject({ budget: null, status: "inactive", status_label: "Inactive" });
    expect((await data(`report/offers?${range}&status=active`)).summary).toMatchObject({ offers: 1, redemptions: 1 });
  });

  it("a partner sees its own offers only", async () => {
    const d = await data(`report/offers?${range}`, partner);
    expect(d.summary).toEqual({
      offers: 1,
      active: 1,
      redemptions: 1,
      discount: 15,
      order_value: 150,
      budget: 500,
      budget_left: 477,
    });
  });

  it("403 for a role that reads the reports without their export- permissions", async () => {
    const role = await db
      .selectFrom("users as u")
      .innerJoin("user_roles as ur", "ur.user_id", "u.id")
      .select("ur.role_id")
      .where("u.email", "=", "partner@khidma.test")
      .executeTakeFirstOrThrow();
    const names = [
      "export-packages-report",
      "export-promotions-report",
      "export-contracts-report",
      "export-offers-report",
    ];
    const ids = (await db.selectFrom("permissions").select("id").where("name", "in", names).execute()).map((p) => p.id);
    expect(ids).toHaveLength(4);
    await db
      .deleteFrom("role_permissions")
      .where("role_id", "=", role.role_id)
      .where("permission_id", "in", ids)
      .execute();
    for (const name of ["packages", "promotions", "contracts", "offers"]) {
      expect((await get(`report/${name}?${range}`, partner)).statusCode).toBe(200);
      expect((await get(`report/${name}/export?${range}`, partner)).statusCode).toBe(403);
    }
  });
});
