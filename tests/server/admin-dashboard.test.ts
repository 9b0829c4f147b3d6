import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dubaiToday } from "../../server/src/modules/admin-dashboard/repo.js";
import { bearer, clientToken, json, login, makeTestApp, type TestApp } from "./helpers.js";

const url = (q = "") => `/api/v2/admin/dashboard${q}`;

describe("GET admin/dashboard", () => {
  let app: TestApp;
  let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
  let admin: string;
  let support: string;
  let partner: string;
  const get = (q: string, token: string | null, lang = "en") =>
    app.inject({
      method: "GET",
      url: url(q),
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
    });

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
    support = (await login(app, "support@khidma.test", "Support#2026")).access_token;
    partner = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers the last 30 days by default, every figure agreeing with the rows", async () => {
    const res = await get("", admin);
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    const today = dubaiToday();
    expect(d.range).toEqual({ from: addDays(today, -29), to: today, days: 30, timezone: "Asia/Dubai" });
    expect(d.currency).toBe("AED");
    expect(d.series).toHaveLength(30);
    expect(d.series[0].date).toBe(d.range.from);
    expect(d.series[29].date).toBe(today);

    // bookings: the seed has created some in the last 30 days; by_status sums to the total and lists every status
    const start = new Date(Date.parse(`${d.range.from}T00:00:00Z`) - 4 * 3_600_000).toISOString();
    const rows = await db.selectFrom("bookings").select(["status"]).where("created_at", ">=", start).execute();
    expect(d.bookings.total).toBe(rows.length);
    expect(d.bookings.total).toBeGreaterThan(0);
    expect(d.bookings.by_status.map((s: { status: string }) => s.status)).toEqual([
      "requested",
      "confirmed",
      "technician-assigned",
      "on-the-way",
      "in-progress",
      "completed",
      "cancelled",
      "declined",
      "no-show",
    ]);
    expect(d.bookings.by_status.reduce((a: number, s: { count: number }) => a + s.count, 0)).toBe(d.bookings.total);
    expect(d.bookings.by_status[0].label).toBe("Requested");
    expect(d.series.reduce((a: number, s: { bookings: number }) => a + s.bookings, 0)).toBe(d.bookings.total);

    // revenue: paid orders other than top-ups, VAT apart
    const paid = await db
      .selectFrom("orders")
      .select(["total_fils", "vat_fils"])
      .where("status", "=", "paid")
      .where("kind", "!=", "topup")
      .where("paid_at", ">=", start)
      .execute();
    const gross = paid.reduce((a, o) => a + Number(o.total_fils), 0);
    const vat = paid.reduce((a, o) => a + Number(o.vat_fils), 0);
    expect(d.revenue.orders).toBe(paid.length);
    expect(d.revenue.total).toBeCloseTo(gross / 100, 2);
    expect(d.revenue.vat).toBeCloseTo(vat / 100, 2);
    expect(d.revenue.net).toBeCloseTo((gross - vat) / 100, 2);
    const seriesRevenue = d.series.reduce((a: number, s: { revenue: number }) => a + s.revenue, 0);
    expect(seriesRevenue).toBeCloseTo(gross / 100, 2);

    // applications pending now (submitted + under review)
    const apps = await db
      .selectFrom("partner_applications")
      .select("status")
      .where("status", "in", ["submitted", "under-review"])
      .execute();
    expect(d.applications.pending).toBe(apps.length);
    expect(d.applications.pending).toBe(d.applications.submitted + d.applications.under_review);

    expect(d.partners.active).toBeGreaterThan(0);
    expect(d.top_categories.length).toBeGreaterThan(0);
    expect(d.top_categories.length).toBeLessThanOrEqual(5);
    const counts = d.top_categories.map((c: { bookings: number }) => c.bookings);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(d.packages).toMatchObject({ sold: expect.any(Number), revenue: expect.any(Number) });
  });

  it("counts what happens inside the range only, and a new partner and a package sale show up", async () => {
    const today = dubaiToday();
    const now = new Date().toISOString();
    await db
      .insertInto("partners")
      .values({
        name_en: "Dash Test",
        name_ar: "اختبار",
        slug: "dash-test",
        email: null,
        phone: null,
        status: "active",
        created_at: now,
      })
      .execute();
    const before = json(await get(`?from=${today}&to=${today}`, admin)).data;
    expect(before.range.days).toBe(1);
    expect(before.series).toHaveLength(1);
    expect(before.partners.new).toBeGreaterThanOrEqual(1);

    // a far-away range holds nothing
    const empty = json(await get("?from=2020-01-01&to=2020-01-31", admin)).data;
    expect(empty.bookings.total).toBe(0);
    expect(empty.revenue).toMatchObject({ total: 0, vat: 0, net: 0, orders: 0 });
    expect(empty.partners.new).toBe(0);
    expect(empty.top_categories).toEqual([]);
    expect(empty.series).toHaveLength(31);
    // pending applications do not depend on the range
    expect(empty.applications.pending).toBe(before.applications.pending);

    // top=1 limits the top lists
    const one = json(await get("?top=1", admin)).data;
    expect(one.top_categories.length).toBeLessThanOrEqual(1);
  });

  it("compares with the previous period of the same length: its figures equal the earlier range's own", async () => {
    const today = dubaiToday();
    const from = addDays(today, -13);
    const d = json(await get(`?from=${from}&to=${today}`, admin)).data;
    expect(d.previous.from).toBe(addDays(from, -14));
    expect(d.previous.to).toBe(addDays(from, -1));
    const earlier = json(await get(`?from=${d.previous.from}&to=${d.previous.to}`, admin)).data;
    expect(earlier.range.days).toBe(14);
    expect(d.previous).toEqual({
      from: earlier.range.from,
      to: earlier.range.to,
      bookings: earlier.bookings.total,
      revenue: earlier.revenue.total,
      vat: earlier.revenue.vat,
      net: earlier.revenue.net,
      orders: earlier.revenue.orders,
      new_partners: earlier.partners.new,
      packages_sold: earlier.packages.sold,
      packages_revenue: earlier.packages.revenue,
    });
    // a booking created now moves the current period, not the previous one
    const customer = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@khidma.test")
      .executeTakeFirstOrThrow();
    const partnerRow = await db.selectFrom("partners").select("id").orderBy("id").executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await db
      .insertInto("bookings")
      .values({
        number: "BK-DASH-CMP",
        order_id: null,
        user_id: customer.id,
        partner_id: partnerRow.id,
        user_address_id: null,
        address_text: "Villa 1",
        scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
        duration_minutes: 60,
        status: "requested",
        payment_status: "pending",
        total_fils: 10000,
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    const after = json(await get(`?from=${from}&to=${today}`, admin)).data;
    expect(after.bookings.total).toBe(d.bookings.total + 1);
    expect(after.previous).toEqual(d.previous);
    // seen from tomorrow, today is the previous period: the new booking is counted there
    const tomorrow = addDays(today, 1);
    const next = json(await get(`?from=${tomorrow}&to=${tomorrow}`, admin)).data;
    const todayOnly = json(await get(`?from=${today}&to=${today}`, admin)).data;
    expect(next.previous).toMatchObject({ from: today, to: today, bookings: todayOnly.bookings.total });
    expect(next.previous.bookings).toBeGreaterThanOrEqual(1);
    expect(next.bookings.total).toBe(0);
  });

  it("ranks the top packages as their paid sales in the range say: most sold, then revenue, then id", async () => {
    // the demo seed sells no package: sales of four packages, two sold twice (different revenue), two once for the
    // same amount (the id decides)
    const durations = await db
      .selectFrom("package_durations as d")
      .innerJoin("packages as p", "p.id", "d.package_id")
      .select(["d.id", "d.package_id", "p.partner_id"])
      .orderBy("d.id")
      .execute();
    const picked = durations.filter((d, i) => durations.findIndex((x) => x.package_id === d.package_id) === i);
    expect(picked.length).toBeGreaterThanOrEqual(4);
    const customer = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@khidma.test")
      .executeTakeFirstOrThrow();
    const paidAt = new Date(Date.now() - 3_600_000).toISOString();
    const sell = async (d: (typeof picked)[number], fils: number, k: number) => {
      const order = await db
        .insertInto("orders")
        .values({
          number: `KH-TOP-${d.package_id}-${k}`,
          user_id: customer.id,
          partner_id: d.partner_id,
          kind: "package",
          status: "paid",
          payment_method: "card",
          subtotal_fils: fils,
          discount_fils: 0,
          total_fils: fils,
          vat_fils: 0,
          wallet_fils: 0,
          coupon_id: null,
          cart_id: null,
          idempotency_key: null,
          paid_at: paidAt,
          created_at: paidAt,
          updated_at: paidAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("package_subscriptions")
        .values({
          number: `PK-TOP-${d.package_id}-${k}`,
          order_id: order.id,
          user_id: customer.id,
          package_id: d.package_id,
          package_duration_id: d.id,
          partner_id: d.partner_id,
          property_type: "apartment",
          property_size: "1br",
          user_address_id: null,
          starts_on: "2030-02-03",
          ends_on: "2030-03-03",
          visits_total: 4,
          visits_used: 0,
          total_fils: fils,
          status: "active",
          created_at: paidAt,
          updated_at: paidAt,
        })
        .execute();
    };
    const [a, b, ...once] = picked.slice(-4);
    const [c, d] = once.sort((x, y) => x.package_id - y.package_id);
    for (const k of [1, 2]) {
      await sell(a, 1000, k);
      await sell(b, 1500, k);
    }
    await sell(d, 9000, 1);
    await sell(c, 9000, 1);

    const today = dubaiToday();
    const from = addDays(today, -365);
    const start = new Date(Date.parse(`${from}T00:00:00Z`) - 4 * 3_600_000).toISOString();
    const end = new Date(Date.parse(`${addDays(today, 1)}T00:00:00Z`) - 4 * 3_600_000).toISOString();
    const sales = await db
      .selectFrom("package_subscriptions as ps")
      .innerJoin("orders as o", "o.id", "ps.order_id")
      .innerJoin("packages as p", "p.id", "ps.package_id")
      .select(["ps.package_id", "p.name_en", "o.total_fils"])
      .where("o.status", "=", "paid")
      .where("o.paid_at", ">=", start)
      .where("o.paid_at", "<", end)
      .execute();
    const byPackage = new Map<number, { id: number; name: string; sold: number; fils: number }>();
    for (const s of sales) {
      const row = byPackage.get(s.package_id) ?? { id: s.package_id, name: s.name_en, sold: 0, fils: 0 };
      row.sold += 1;
      row.fils += Number(s.total_fils);
      byPackage.set(s.package_id, row);
    }
    const ranked = [...byPackage.values()].sort((a, b) => b.sold - a.sold || b.fils - a.fils || a.id - b.id);
    // b (2 sold, AED 30) before a (2 sold, AED 20), then c and d (1 sold, AED 90 each) by id
    expect(ranked.slice(0, 4).map((r) => r.id)).toEqual([b.package_id, a.package_id, c.package_id, d.package_id]);
    for (const top of [20, 2, 1]) {
      const d = json(await get(`?from=${from}&to=${today}&top=${top}`, admin)).data;
      expect(
        d.packages.top.map((p: { id: number; name: string; sold: number; revenue: number }) => [
          p.id,
          p.name,
          p.sold,
          p.revenue,
        ]),
      ).toEqual(ranked.slice(0, top).map((r) => [r.id, r.name, r.sold, r.fils / 100]));
    }
  });

  it("answers Arabic names and labels", async () => {
    const d = json(await get("", admin, "ar")).data;
    expect(d.bookings.by_status[0].label).toBe("مطلوب");
    for (const c of d.top_categories) expect(c.name).toMatch(/[\u0600-\u06FF]/);
    expect(json(await get("", admin, "ar")).message).toBe("أرقام لوحة التحكم");
  });

  it("422 on a bad date, a reversed range and a range over 366 days", async () => {
    const bad = await get("?from=2026-02-30", admin);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.from).toEqual(["The from must be a date (YYYY-MM-DD)."]);
    const text = await get("?to=yesterday", admin);
    expect(text.statusCode).toBe(422);
    expect(json(text).errors.to).toBeDefined();
    const reversed = await get("?from=2026-03-10&to=2026-03-01", admin);
    expect(reversed.statusCode).toBe(422);
    expect(json(reversed).errors.to).toEqual(["The to must be a date after or equal to from."]);
    const long = await get("?from=2024-01-01&to=2025-12-31", admin);
    expect(long.statusCode).toBe(422);
    expect(json(long).errors.from).toEqual(["The date range may not be longer than 366 days."]);
    const top = await get("?top=50", admin);
    expect(top.statusCode).toBe(422);
    const ar = await get("?from=2026-03-10&to=2026-03-01", admin, "ar");
    expect(json(ar).errors.to[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it("support (read-dashboard) 200; a partner owner (read-dashboard, partner role) 403", async () => {
    expect((await get("", support)).statusCode).toBe(200);
    const res = await get("", partner);
    expect(res.statusCode).toBe(403);
  });

  it("401 signed out or with a client token", async () => {
    expect((await get("", null)).statusCode).toBe(401);
    expect((await get("", await clientToken(app))).statusCode).toBe(401);
    // signed out never learns about field errors
    expect((await get("?from=nope", null)).statusCode).toBe(401);
  });
});
