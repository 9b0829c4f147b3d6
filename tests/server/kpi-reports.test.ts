import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, otherPartnerOwner } from "./commerce-helpers.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Issue 19, KPI reports: a fixture period (2025-03-01..2025-03-10, Asia/Dubai) whose six figures, scores, statuses
 * and overall score are worked out by hand below; the previous period (2025-02-19..2025-02-28) gives the trend; the
 * drill-down lists the bookings behind a figure; a partner sees and generates only its own company's scores;
 * bad periods answer 422 in English and Arabic.
 */

let app: TestApp;
let db: Awaited<ReturnType<typeof makeTestApp>>["db"];
let admin: string;
let owner: string;
let other: string;
let customerToken: string;
let sparkle: number;
let otherPartner: number;
let ownerId: number;
let customerId: number;
const ids: Record<string, number> = {};

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: unknown, lang = "en") =>
  app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const MIN = 60_000;
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * MIN).toISOString();

/**
 * One booking with its history: placed at `created`, accepted `accept` minutes later (confirmed), started `start`
 * minutes after its slot, then its final status; `cancelledBy` the user who cancelled; `stars` its review.
 */
async function booking(
  key: string,
  o: {
    partner?: number;
    scheduled: string;
    status: "completed" | "cancelled" | "declined";
    accept?: number;
    start?: number;
    cancelledBy?: number;
    stars?: number;
  },
) {
  const partner = o.partner ?? sparkle;
  const created = at(o.scheduled, -3 * 24 * 60);
  const { id } = await insertBooking(db, {
    number: `KPI-${key}`,
    user_id: customerId,
    partner_id: partner,
    scheduled_at: o.scheduled,
    status: o.status,
  });
  await db.updateTable("bookings").set({ created_at: created }).where("id", "=", id).execute();
  const history: Array<{ status: string; at: string; actor: number | null }> = [
    { status: "requested", at: created, actor: customerId },
  ];
  if (o.accept !== undefined) history.push({ status: "confirmed", at: at(created, o.accept), actor: ownerId });
  if (o.start !== undefined) history.push({ status: "in-progress", at: at(o.scheduled, o.start), actor: ownerId });
  if (o.status === "completed") history.push({ status: "completed", at: at(o.scheduled, 90), actor: ownerId });
  if (o.status === "declined") history.push({ status: "declined", at: at(created, 5), actor: ownerId });
  if (o.status === "cancelled")
    history.push({ status: "cancelled", at: at(o.scheduled, -120), actor: o.cancelledBy ?? customerId });
  await db
    .insertInto("booking_status_history")
    .values(
      history.map((h) => ({ booking_id: id, status: h.status, note: null, actor_user_id: h.actor, created_at: h.at })),
    )
    .execute();
  if (o.stars !== undefined)
    await db
      .insertInto("reviews")
      .values({
        partner_id: partner,
        service_id: null,
        user_id: customerId,
        customer_name: "Aisha",
        rating: o.stars,
        comment: "",
        is_visible: 1,
        created_at: at(o.scheduled, 200),
        booking_id: id,
      } as never)
      .execute();
  ids[key] = id;
}

beforeAll(async () => {
  ({ app, db } = await makeTestApp());
  admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  const ownerLogin = await login(app, "partner@khidma.test", "Partner#2026");
  owner = ownerLogin.access_token;
  ownerId = ownerLogin.user.id;
  sparkle = Number(
    (await db.selectFrom("users").select("partner_id").where("id", "=", ownerId).executeTakeFirstOrThrow()).partner_id,
  );
  customerToken = (await login(app, "customer@khidma.test", "Customer#2026")).access_token;
  customerId = (
    await db.selectFrom("users").select("id").where("email", "=", "customer@khidma.test").executeTakeFirstOrThrow()
  ).id;
  otherPartner = (
    await db
      .insertInto("partners")
      .values({
        name_en: "Other Cleaners",
        name_ar: "منظفون آخرون",
        slug: "kpi-other",
        email: null,
        phone: null,
        status: "active",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  other = await otherPartnerOwner(app, db, otherPartner);

  // nothing else in either period
  const before = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("scheduled_at", ">=", "2025-02-18T20:00:00.000Z")
    .where("scheduled_at", "<", "2025-03-10T20:00:00.000Z")
    .executeTakeFirstOrThrow();
  expect(Number(before.n)).toBe(0);

  // ---- the period, 2025-03-01..2025-03-10 in Dubai = [2025-02-28T20:00Z, 2025-03-10T20:00Z) ----
  await booking("b1", { scheduled: "2025-03-05T06:00:00.000Z", status: "completed", accept: 10, start: 5, stars: 5 });
  await booking("b2", { scheduled: "2025-03-06T06:00:00.000Z", status: "completed", accept: 20, start: 30, stars: 2 });
  // the first instant of the period (00:00 on 1 March in Dubai)
  await booking("b3", { scheduled: "2025-02-28T20:00:00.000Z", status: "completed", accept: 30, start: 0 });
  await booking("b4", { scheduled: "2025-03-07T06:00:00.000Z", status: "cancelled", accept: 55 });
  await booking("b5", { scheduled: "2025-03-08T06:00:00.000Z", status: "declined" });
  await booking("b6", { scheduled: "2025-03-09T06:00:00.000Z", status: "cancelled", accept: 40, cancelledBy: ownerId });
  // 00:00 on 11 March in Dubai: after the period
  await booking("out", {
    scheduled: "2025-03-10T20:00:00.000Z",
    status: "completed",
    accept: 500,
    start: 90,
    stars: 1,
  });
  // the previous period: one perfect booking
  await booking("prev", { scheduled: "2025-02-25T06:00:00.000Z", status: "completed", accept: 10, start: 0, stars: 5 });
  // another partner's booking in the period
  await booking("o1", {
    partner: otherPartner,
    scheduled: "2025-03-04T06:00:00.000Z",
    status: "completed",
    accept: 15,
    start: 0,
    stars: 4,
  });
});

afterAll(async () => {
  await app.close();
});

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions that read them
type Report = any;
const byMetric = (p: Report, metric: string) => p.scores.find((s: Report) => s.metric === metric);

describe("KPI reports", () => {
  let reportId: number;

  it("generates a report whose figures, scores and overall score are the hand-computed ones", async () => {
    const res = await call("POST", "kpi-report/generate", admin, { from: "2025-03-01", to: "2025-03-10" });
    expect(res.statusCode).toBe(201);
    const r = json(res).data;
    reportId = r.id;
    expect(r).toMatchObject({ from: "2025-03-01", to: "2025-03-10", partner_id: null });
    expect(r.previous_from).toBe("2025-02-19");
    expect(r.previous_to).toBe("2025-02-28");
    const mine = r.partners.find((p: Report) => p.partner_id === sparkle);
    expect(r.partners.map((p: Report) => p.partner_id).sort()).toEqual([sparkle, otherPartner].sort());
    expect(mine.bookings).toBe(6);

    // on time: started b1 (+5 min), b2 (+30: late), b3 (+0) -> 2 / 3 = 66.7 %; target 90 -> 66.7 / 90 = 74.1
    expect(byMetric(mine, "on_time_rate")).toMatchObject({
      value: 66.7,
      target: 90,
      score: 74.1,
      status: "missed",
      bookings: 3,
      pulled_down: 1,
    });
    // completion: b4 cancelled by the customer is left out; 3 completed / 5 = 60 %; 60 / 95 = 63.2
    expect(byMetric(mine, "completion_rate")).toMatchObject({
      value: 60,
      score: 63.2,
      status: "missed",
      bookings: 5,
      pulled_down: 2,
    });
    // cancelled by the partner: b5 declined, b6 cancelled by the owner -> 2 / 6 = 33.3 %; lower is better: 5 / 33.3 = 15.0
    expect(byMetric(mine, "partner_cancellation_rate")).toMatchObject({
      value: 33.3,
      score: 15,
      status: "missed",
      bookings: 6,
      pulled_down: 2,
    });
    // rating: reviews 5 and 2 -> 3.5; 3.5 / 4.5 = 77.8
    expect(byMetric(mine, "average_rating")).toMatchObject({
      value: 3.5,
      score: 77.8,
      status: "missed",
      bookings: 2,
      pulled_down: 1,
    });
    // response: accepted after 10, 20, 30, 55, 40 minutes -> 155 / 5 = 31; 30 / 31 = 96.8; within the warning (45)
    expect(byMetric(mine, "response_minutes")).toMatchObject({
      value: 31,
      target: 30,
      warning: 45,
      score: 96.8,
      status: "warning",
      bookings: 5,
      pulled_down: 2,
    });
    // complaints: of 3 completed, b2 rated 2 stars -> 33.3 %; 2 / 33.3 = 6.0
    expect(byMetric(mine, "complaint_rate")).toMatchObject({
      value: 33.3,
      score: 6,
      status: "missed",
      bookings: 3,
      pulled_down: 1,
    });
    // overall: (74.1*25 + 63.2*20 + 15*15 + 77.8*20 + 96.8*10 + 6*10) / 100 = 59.255 -> 59.3
    const overall = (74.1 * 25 + 63.2 * 20 + 15 * 15 + 77.8 * 20 + 96.8 * 10 + 6 * 10) / 100;
    expect(mine.overall_score).toBeCloseTo(overall, 1);
    expect(mine.overall_score).toBe(59.3);
    // previous period: one booking meeting every target -> 100; trend down by 40.7
    expect(mine.previous_overall_score).toBe(100);
    expect(mine.change).toBe(-40.7);
    expect(mine.trend).toBe("down");
    // the formula sits next to the figure, in the request's language
    expect(byMetric(mine, "on_time_rate").formula).toMatch(/15 minutes/);

    // the other partner: one completed booking, on time, 4 stars, accepted in 15 minutes
    const theirs = r.partners.find((p: Report) => p.partner_id === otherPartner);
    expect(byMetric(theirs, "average_rating")).toMatchObject({ value: 4, status: "missed" });
    expect(byMetric(theirs, "on_time_rate")).toMatchObject({ value: 100, score: 100, status: "met" });
    expect(theirs.previous_overall_score).toBeNull();
    expect(theirs.trend).toBeNull();
  });

  it("reads the stored report in Arabic, lists it, and drills into the bookings behind a figure", async () => {
    const ar = json(await call("GET", `kpi-report/details/${reportId}`, admin, undefined, "ar")).data;
    const mine = ar.partners.find((p: Report) => p.partner_id === sparkle);
    expect(byMetric(mine, "on_time_rate").name).toBe(byMetric(mine, "on_time_rate").name_ar);
    expect(mine.overall_score).toBe(59.3);

    const list = json(await call("GET", "kpi-report/list", admin)).data;
    expect(list.data[0]).toMatchObject({ id: reportId, partners_count: 2, bookings: 7 });

    const onTime = byMetric(mine, "on_time_rate").criterion_id;
    const rows = json(
      await call("GET", `kpi-report/bookings/${reportId}?partner_id=${sparkle}&criterion_id=${onTime}`, admin),
    ).data;
    expect(rows.total).toBe(3);
    expect(rows.data[0]).toMatchObject({ booking_id: ids.b2, pulled_down: true, on_time: false, value: 30 });
    expect(rows.data.slice(1).every((b: Report) => !b.pulled_down)).toBe(true);

    const rating = byMetric(mine, "average_rating").criterion_id;
    const low = json(
      await call(
        "GET",
        `kpi-report/bookings/${reportId}?partner_id=${sparkle}&criterion_id=${rating}&pulled_down=true`,
        admin,
      ),
    ).data;
    expect(low.data.map((b: Report) => b.booking_id)).toEqual([ids.b2]);

    const all = json(await call("GET", `kpi-report/bookings/${reportId}?partner_id=${sparkle}`, admin)).data;
    expect(all.total).toBe(6);
    expect(all.data.map((b: Report) => b.booking_id)).not.toContain(ids.out);
  });

  it("a partner sees and generates only its own company's scores", async () => {
    const mine = json(await call("GET", `kpi-report/details/${reportId}`, owner)).data;
    expect(mine.partners.map((p: Report) => p.partner_id)).toEqual([sparkle]);
    const theirs = json(await call("GET", `kpi-report/details/${reportId}`, other)).data;
    expect(theirs.partners.map((p: Report) => p.partner_id)).toEqual([otherPartner]);

    // the drill-down: another partner's bookings are refused, its own answered whatever is asked
    expect((await call("GET", `kpi-report/bookings/${reportId}?partner_id=${otherPartner}`, owner)).statusCode).toBe(
      422,
    );
    const own = json(await call("GET", `kpi-report/bookings/${reportId}`, owner)).data;
    expect(own.data.every((b: Report) => b.partner_id === sparkle)).toBe(true);
    expect(own.total).toBe(6);

    // generating for another partner: 403; without partner_id: its own company only
    expect(
      (
        await call("POST", "kpi-report/generate", owner, {
          from: "2025-03-01",
          to: "2025-03-10",
          partner_id: otherPartner,
        })
      ).statusCode,
    ).toBe(403);
    const gen = await call("POST", "kpi-report/generate", owner, { from: "2025-03-01", to: "2025-03-10" });
    expect(gen.statusCode).toBe(201);
    const own2 = json(gen).data;
    expect(own2.partner_id).toBe(sparkle);
    expect(own2.partners).toHaveLength(1);
    expect(own2.partners[0].overall_score).toBe(59.3);

    // a report of the other partner only: not listed for the owner, 404 to read
    const theirsOnly = json(
      await call("POST", "kpi-report/generate", admin, {
        from: "2025-03-01",
        to: "2025-03-10",
        partner_id: otherPartner,
      }),
    ).data;
    expect((await call("GET", `kpi-report/details/${theirsOnly.id}`, owner)).statusCode).toBe(404);
    expect((await call("GET", `kpi-report/bookings/${theirsOnly.id}`, owner)).statusCode).toBe(404);
    const list = json(await call("GET", "kpi-report/list?per_page=100", owner)).data;
    const listed = list.data.map((r: Report) => r.id);
    expect(listed).toContain(reportId);
    expect(listed).toContain(own2.id);
    expect(listed).not.toContain(theirsOnly.id);
    expect(list.data.find((r: Report) => r.id === reportId)).toMatchObject({
      partners_count: 1,
      bookings: 6,
      overall_score: 59.3,
    });
  });

  it("401 signed out, 403 for a customer", async () => {
    expect((await call("GET", "kpi-report/list", null)).statusCode).toBe(401);
    expect((await call("GET", "kpi-report/list", customerToken)).statusCode).toBe(403);
    expect(
      (await call("POST", "kpi-report/generate", customerToken, { from: "2025-03-01", to: "2025-03-10" })).statusCode,
    ).toBe(403);
  });

  it("bad periods answer 422 at the field, in English and Arabic", async () => {
    const before = await call("POST", "kpi-report/generate", admin, { from: "2025-03-10", to: "2025-03-01" });
    expect(before.statusCode).toBe(422);
    expect(json(before).errors.to[0]).toBe("The to must be a date after or equal to from.");
    const beforeAr = await call("POST", "kpi-report/generate", admin, { from: "2025-03-10", to: "2025-03-01" }, "ar");
    expect(json(beforeAr).errors.to[0]).toBe("يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.");

    const bad = await call("POST", "kpi-report/generate", admin, { from: "2025-02-30", to: "2025-03-01" }, "ar");
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.from[0]).toMatch(/[\u0600-\u06FF]/);

    const long = await call("POST", "kpi-report/generate", admin, { from: "2024-01-01", to: "2025-03-01" });
    expect(long.statusCode).toBe(422);
    expect(json(long).errors.to[0]).toBe("The period may not be longer than 366 days.");

    const future = await call("POST", "kpi-report/generate", admin, { from: "2099-01-01", to: "2099-01-31" }, "ar");
    expect(future.statusCode).toBe(422);
    expect(json(future).errors.from[0]).toBe("لا يجوز أن يكون تاريخ البداية بعد اليوم.");

    const missing = await call("POST", "kpi-report/generate", admin, {});
    expect(json(missing).errors.from[0]).toBe("The from field is required.");

    expect((await call("GET", "kpi-report/details/999999", admin)).statusCode).toBe(404);
    const badCriterion = await call(
      "GET",
      `kpi-report/bookings/${reportId}?criterion_id=999999`,
      admin,
      undefined,
      "ar",
    );
    expect(badCriterion.statusCode).toBe(422);
    expect(json(badCriterion).errors.criterion_id[0]).toBe("المعيار المحدد غير موجود في هذا التقرير.");
  });
});
