import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientToken, json, login, type makeTestApp, type TestApp } from "./helpers.js";
import { dataOf, dubaiAt, getAs, openReportApp } from "./report-fixtures.js";

/**
 * Issue 19, the ratings report (GET report/ratings, GET report/ratings/export): reviews written in the period, their
 * average and distribution over time, by partner, service and technician, one row per review. The fixtures sit in
 * February 2024 (no demo review there), so every figure is summed by hand below.
 */

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
let admin: string;
let partner: string;
let partnerId: number;
let otherPartnerId: number;
let serviceA: number;
let serviceB: number;
let technicianId: number;
let technicianName: string;
let bookingNumber: string;

const FROM = "2024-02-01";
const TO = "2024-02-29";
const at = dubaiAt;

const get = (url: string, token: string | null, lang = "en") => getAs(app, url, token, lang);
const data = (url: string, token = admin, lang = "en") => dataOf(app, url, token, lang);

interface Fixture {
  partner: "mine" | "other";
  service: "A" | "B" | null;
  rating: number;
  day: string;
  hour?: number;
  technician?: number;
  visible?: 0 | 1;
  replied?: boolean;
  customer?: string;
  comment?: string;
  booking?: boolean;
}

/** The reviews of February 2024 (and two just outside it). */
const FIXTURES: Fixture[] = [
  { partner: "mine", service: "A", rating: 5, day: "2024-02-01", hour: 0.5, technician: 5, replied: true },
  { partner: "mine", service: "A", rating: 4, day: "2024-02-05", technician: 3, customer: "Zainab Q.", booking: true },
  { partner: "mine", service: "B", rating: 1, day: "2024-02-05", hour: 18, comment: "Nobody came at all" },
  { partner: "mine", service: "B", rating: 3, day: "2024-02-12", visible: 0 },
  { partner: "mine", service: null, rating: 2, day: "2024-02-20" },
  { partner: "other", service: "A", rating: 5, day: "2024-02-20", replied: true },
  { partner: "other", service: "A", rating: 4, day: "2024-02-29", hour: 23.5 },
  // outside the range: 2024-01-31 23:00 and 2024-03-01 00:30 in Dubai
  { partner: "mine", service: "A", rating: 1, day: "2024-01-31", hour: 23 },
  { partner: "other", service: "A", rating: 1, day: "2024-03-01", hour: 0.5 },
];
const inside = FIXTURES.slice(0, 7);

beforeAll(async () => {
  let customerId: number;
  ({ app, db, admin, partner, P1: partnerId, P2: otherPartnerId, customer: customerId } = await openReportApp());
  const services = await db.selectFrom("services").select("id").orderBy("id").limit(2).execute();
  [serviceA, serviceB] = services.map((s) => s.id);
  const tech = await db
    .selectFrom("users")
    .select(["id", "first_name", "last_name"])
    .where("email", "=", "tech@khidma.test")
    .executeTakeFirstOrThrow();
  technicianId = tech.id;
  technicianName = `${tech.first_name} ${tech.last_name}`.trim();
  const customer = { id: customerId };
  const booking = await db
    .selectFrom("bookings")
    .select(["id", "number"])
    .where("partner_id", "=", partnerId)
    .where(
      "id",
      "not in",
      db
        .selectFrom("reviews")
        .select((eb) => eb.ref("booking_id").$castTo<number>().as("booking_id"))
        .where("booking_id", "is not", null),
    )
    .orderBy("id")
    .executeTakeFirstOrThrow();
  bookingNumber = booking.number;
  for (const f of FIXTURES) {
    await db
      .insertInto("reviews")
      .values({
        partner_id: f.partner === "mine" ? partnerId : otherPartnerId,
        service_id: f.service === "A" ? serviceA : f.service === "B" ? serviceB : null,
        user_id: customer.id,
        customer_name: f.customer ?? "Omar H.",
        rating: f.rating,
        comment: f.comment ?? "",
        is_visible: f.visible ?? 1,
        created_at: at(f.day, f.hour ?? 12),
        booking_id: f.booking ? booking.id : null,
        technician_id: f.technician ? technicianId : null,
        technician_rating: f.technician ?? null,
        partner_reply: f.replied ? "Thank you" : null,
        partner_replied_at: f.replied ? at(f.day, 20) : null,
      })
      .execute();
  }
}, 30_000);

afterAll(async () => {
  await app?.close();
});

const range = `from=${FROM}&to=${TO}`;
const avg = (list: Fixture[]) => Math.round((list.reduce((a, f) => a + f.rating, 0) / list.length) * 100) / 100;

describe("GET report/ratings", () => {
  it("sums the period's reviews: count, average, distribution, technician, replies, hidden", async () => {
    const d = await data(`report/ratings?${range}`);
    const count = (k: number) => inside.filter((f) => f.rating === k).length;
    expect(d.summary).toEqual({
      reviews: 7,
      average_rating: avg(inside), // (5+4+1+3+2+5+4)/7 = 3.43
      rating_1: count(1),
      rating_2: count(2),
      rating_3: count(3),
      rating_4: count(4),
      rating_5: count(5),
      positive_rate: Math.round((4 / 7) * 1000) / 10, // 57.1
      low_ratings: 2,
      technician_reviews: 2,
      technician_average: 4,
      replied_rate: Math.round((2 / 7) * 1000) / 10, // 28.6
      hidden: 1,
    });
    expect(d.summary.average_rating).toBe(3.43);
    expect(d.filters).toMatchObject({ from: FROM, to: TO, group_by: "day", status: null, partner_id: null });
    expect(d.previous).toBeNull();
    // rows: one per review, newest first; exactly the counted ones
    expect(d.rows.total).toBe(7);
    expect(d.rows.data).toHaveLength(7);
    const times = d.rows.data.map((r: { created_at: string }) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(d.rows.data[0]).toMatchObject({ date: "2024-02-29", time: "23:30", rating: 4, status: "visible" });
    expect(d.rows.data.at(-1)).toMatchObject({
      date: "2024-02-01",
      time: "00:30",
      rating: 5,
      technician: technicianName,
      technician_rating: 5,
      replied: true,
      replied_label: "Yes",
    });
    expect(d.rows.data.reduce((a: number, r: { rating: number }) => a + r.rating, 0)).toBe(24);
  });

  it("series: every bucket of the range with its reviews and distribution (day, week, month)", async () => {
    const days = (await data(`report/ratings?${range}`)).series;
    expect(days).toHaveLength(29);
    expect(days[0].period).toBe("2024-02-01");
    const feb5 = days.find((p: { period: string }) => p.period === "2024-02-05");
    expect(feb5).toEqual({
      period: "2024-02-05",
      reviews: 2,
      average_rating: 2.5,
      rating_1: 1,
      rating_2: 0,
      rating_3: 0,
      rating_4: 1,
      rating_5: 0,
    });
    expect(days.find((p: { period: string }) => p.period === "2024-02-06").reviews).toBe(0);
    expect(days.reduce((a: number, p: { reviews: number }) => a + p.reviews, 0)).toBe(7);
    const months = (await data(`report/ratings?${range}&group_by=month`)).series;
    expect(months).toEqual([
      {
        period: "2024-02-01",
        reviews: 7,
        average_rating: 3.43,
        rating_1: 1,
        rating_2: 1,
        rating_3: 1,
        rating_4: 2,
        rating_5: 2,
      },
    ]);
    // weeks start on Monday: 2024-02-01 is a Thursday, so the first bucket is Monday 2024-01-29
    const weeks = (await data(`report/ratings?${range}&group_by=week`)).series;
    expect(weeks.map((w: { period: string }) => w.period)).toEqual([
      "2024-01-29",
      "2024-02-05",
      "2024-02-12",
      "2024-02-19",
      "2024-02-26",
    ]);
    expect(weeks.map((w: { reviews: number }) => w.reviews)).toEqual([1, 2, 1, 2, 1]);
  });

  it("breakdowns by partner, service and technician", async () => {
    const b = (await data(`report/ratings?${range}`)).breakdowns;
    const mine = inside.filter((f) => f.partner === "mine");
    const other = inside.filter((f) => f.partner === "other");
    expect(b.by_partner).toEqual([
      expect.objectContaining({ key: partnerId, reviews: mine.length, average_rating: avg(mine), low_ratings: 2 }),
      expect.objectContaining({
        key: otherPartnerId,
        reviews: other.length,
        average_rating: avg(other),
        low_ratings: 0,
      }),
    ]);
    const a = inside.filter((f) => f.service === "A");
    expect(b.by_service[0]).toMatchObject({ key: serviceA, reviews: a.length, average_rating: avg(a) });
    expect(b.by_service[1]).toMatchObject({ key: serviceB, reviews: 2, average_rating: 2 });
    expect(b.by_technician).toEqual([
      { key: technicianId, label: technicianName, reviews: 2, average_rating: 4.5, low_ratings: 0 },
    ]);
    const names = await db
      .selectFrom("partners")
      .select(["name_ar"])
      .where("id", "=", partnerId)
      .executeTakeFirstOrThrow();
    const ar = (await data(`report/ratings?${range}`, admin, "ar")).breakdowns;
    expect(ar.by_partner[0].label).toBe(names.name_ar);
  });

  it("filters: status, partner, category, search; compare gives the previous period", async () => {
    const visible = await data(`report/ratings?${range}&status=visible`);
    expect(visible.summary.reviews).toBe(6);
    expect(visible.summary.hidden).toBe(0);
    const hidden = await data(`report/ratings?${range}&status=hidden`);
    expect(hidden.summary).toMatchObject({ reviews: 1, rating_3: 1, hidden: 1 });
    const other = await data(`report/ratings?${range}&partner_id=${otherPartnerId}`);
    expect(other.summary).toMatchObject({ reviews: 2, average_rating: 4.5 });
    expect(other.rows.data.every((r: { partner_id: number }) => r.partner_id === otherPartnerId)).toBe(true);
    const cats = await db
      .selectFrom("services")
      .select(["id", "category_id"])
      .where("id", "in", [serviceA, serviceB])
      .execute();
    const catOf = (f: Fixture) => cats.find((c) => c.id === (f.service === "A" ? serviceA : serviceB))?.category_id;
    const category = catOf(inside[0]);
    const inCategory = inside.filter((f) => f.service !== null && catOf(f) === category);
    const byCategory = await data(`report/ratings?${range}&category_id=${category}`);
    expect(byCategory.summary.reviews).toBe(inCategory.length);
    expect(byCategory.summary.average_rating).toBe(avg(inCategory));
    const search = await data(`report/ratings?${range}&search=nobody`);
    expect(search.summary).toMatchObject({ reviews: 1, rating_1: 1 });
    const byName = await data(`report/ratings?${range}&search=zainab`);
    expect(byName.rows.data).toHaveLength(1);
    const byBooking = await data(`report/ratings?${range}&search=${bookingNumber}`);
    expect(byBooking.rows.data.map((r: { booking_number: string }) => r.booking_number)).toEqual([bookingNumber]);
    // compare: January 2024 (29 days before 2024-02-01: 2024-01-03..2024-01-31) holds the one review of 31 January
    const cmp = await data(`report/ratings?${range}&compare=1`);
    expect(cmp.previous_range).toEqual({ from: "2024-01-03", to: "2024-01-31" });
    expect(cmp.previous).toMatchObject({ reviews: 1, average_rating: 1, rating_1: 1 });
    // paging
    const p2 = await data(`report/ratings?${range}&per_page=3&page=3`);
    expect(p2.rows).toMatchObject({ total: 7, current_page: 3, per_page: 3, last_page: 3 });
    expect(p2.rows.data).toHaveLength(1);
  });

  it("a partner sees only its own company's reviews; another partner's id is a 403", async () => {
    const d = await data(`report/ratings?${range}`, partner);
    const mine = inside.filter((f) => f.partner === "mine");
    expect(d.summary.reviews).toBe(mine.length);
    expect(d.summary.average_rating).toBe(avg(mine));
    expect(d.filters.partner_id).toBe(partnerId);
    expect(d.rows.data.every((r: { partner_id: number }) => r.partner_id === partnerId)).toBe(true);
    expect(d.breakdowns.by_partner.map((p: { key: number }) => p.key)).toEqual([partnerId]);
    expect((await get(`report/ratings?${range}&partner_id=${otherPartnerId}`, partner)).statusCode).toBe(403);
    expect((await get(`report/ratings/export?${range}&partner_id=${otherPartnerId}`, partner)).statusCode).toBe(403);
  });

  it("422 on a bad status or range, in English and Arabic", async () => {
    const bad = await get(`report/ratings?${range}&status=deleted`, admin);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.status).toBeTruthy();
    const reversed = await get("report/ratings?from=2024-02-10&to=2024-02-01", admin, "ar");
    expect(reversed.statusCode).toBe(422);
    expect(json(reversed).errors.to[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it("401 signed out or with a client token; 403 without read-ratings-report", async () => {
    expect((await get(`report/ratings?${range}`, null)).statusCode).toBe(401);
    expect((await get(`report/ratings?${range}`, await clientToken(app))).statusCode).toBe(401);
    const support = (await login(app, "support@khidma.test", "Support#2026")).access_token;
    expect((await get(`report/ratings?${range}`, support)).statusCode).toBe(403);
    expect((await get(`report/ratings/export?${range}`, support)).statusCode).toBe(403);
  });
});

describe("GET report/ratings/export", () => {
  it("streams the rows as CSV: BOM, the header in the request language, one line per row, same order", async () => {
    const res = await get(`report/ratings/export?${range}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="ratings-report-${FROM}-${TO}.csv"`);
    expect(res.headers["x-total-count"]).toBe("7");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).trim().split("\n");
    expect(lines[0]).toBe(
      "Date,Time,Booking,Partner,Service,Technician,Customer,Rating,Technician rating,Comment,Status,Partner replied",
    );
    expect(lines).toHaveLength(8);
    expect(lines[1]).toMatch(/^2024-02-29,23:30,/);
    expect(lines[7]).toMatch(/^2024-02-01,00:30,/);
    expect(lines[7]).toContain(technicianName);
    const ar = await get(`report/ratings/export?${range}`, admin, "ar");
    expect(ar.body.slice(1).split("\n")[0]).toMatch(/^التاريخ,الوقت,الحجز,الشريك/);
    expect(ar.body).toContain("مخفية");
    // the partner's export holds its own rows only
    const mine = await get(`report/ratings/export?${range}`, partner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["x-total-count"]).toBe("5");
    expect(mine.body.slice(1).trim().split("\n")).toHaveLength(6);
  });

  it("403 for a role that reads the report without export-ratings-report", async () => {
    const role = await db
      .selectFrom("users as u")
      .innerJoin("user_roles as ur", "ur.user_id", "u.id")
      .select("ur.role_id")
      .where("u.email", "=", "partner@khidma.test")
      .executeTakeFirstOrThrow();
    const permission = await db
      .selectFrom("permissions")
      .select("id")
      .where("name", "=", "export-ratings-report")
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom("role_permissions")
      .where("role_id", "=", role.role_id)
      .where("permission_id", "=", permission.id)
      .execute();
    expect((await get(`report/ratings?${range}`, partner)).statusCode).toBe(200);
    expect((await get(`report/ratings/export?${range}`, partner)).statusCode).toBe(403);
  });
});
