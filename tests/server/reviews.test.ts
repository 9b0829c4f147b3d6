import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { type Db, insertBooking } from "./commerce-helpers.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

/**
 * Reviews and ratings (issue 16): the customer rates a completed booking once (customer/booking/review/{id}); the
 * partner's and the services' figures move at once; low ratings reach the partner and Khidma's staff; the partner
 * lists its reviews with its summary (partner/review/list) and replies (partner/review/reply/{id}); both replies
 * show wherever reviews are shown.
 */

const ctx = {} as {
  app: TestApp;
  db: Db;
  aisha: string;
  noura: string;
  priya: string;
  admin: string;
  support: string;
  partner: string;
  tech: string;
};

beforeAll(async () => {
  const { app, db } = await makeTestApp();
  ctx.app = app;
  ctx.db = db;
  const token = async (email: string, password: string) => (await login(app, email, password)).access_token;
  ctx.aisha = await token("customer@khidma.test", "Customer#2026");
  ctx.noura = await token("noura.alketbi@khidma.test", "Customer#2026");
  ctx.priya = await token("priya.nair@khidma.test", "Customer#2026");
  ctx.admin = await token("admin@khidma.test", "Admin#2026");
  ctx.support = await token("support@khidma.test", "Support#2026");
  ctx.partner = await token("partner@khidma.test", "Partner#2026");
  ctx.tech = await token("tech@khidma.test", "Tech#2026");
});
afterAll(async () => {
  await ctx.app?.close();
});

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object, lang = "en") =>
  ctx.app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
    ...(payload ? { payload } : {}),
  });
const ok = async (method: "GET" | "POST", url: string, token: string, payload?: object) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
};
const userId = async (email: string) =>
  (await ctx.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
const bookingOf = async (email: string, status: string) =>
  ctx.db
    .selectFrom("bookings")
    .selectAll()
    .where("user_id", "=", await userId(email))
    .where("status", "=", status as never)
    .orderBy("id")
    .executeTakeFirstOrThrow();
const partnerFigures = (id: number) =>
  ctx.db
    .selectFrom("partners")
    .select([
      "average_rating",
      "rating_count",
      "rating_sum",
      "rating_1",
      "rating_2",
      "rating_3",
      "rating_4",
      "rating_5",
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
const serviceFigures = (id: number) =>
  ctx.db
    .selectFrom("services")
    .select(["average_rating", "rating_count"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
/** The figures from the rows themselves (what the stored ones must equal). */
const countedFigures = async (partnerId: number) => {
  const rows = await ctx.db
    .selectFrom("reviews")
    .select("rating")
    .where("partner_id", "=", partnerId)
    .where("is_visible", "=", 1)
    .execute();
  const sum = rows.reduce((s, r) => s + r.rating, 0);
  return { count: rows.length, average: rows.length ? Math.round((sum / rows.length) * 100) / 100 : 0 };
};
const notesOf = async (email: string, since: string) =>
  ctx.db
    .selectFrom("notifications")
    .select(["type", "title_en", "title_ar", "body_en", "body_ar", "link"])
    .where("user_id", "=", await userId(email))
    .where("created_at", ">=", since)
    .orderBy("id")
    .execute();
const storefront = async (url: string) => {
  const res = await ctx.app.inject({ method: "GET", url: `/api/v2/${url}`, headers: bearer(ctx.aisha) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
};

describe("customer/booking/review/{id}", () => {
  it("rates a completed booking once: figures move at once, the booking page shows the review", async () => {
    const b = await bookingOf("customer@khidma.test", "completed");
    const item = await ctx.db
      .selectFrom("booking_items")
      .select("service_id")
      .where("booking_id", "=", b.id)
      .executeTakeFirstOrThrow();
    const before = await partnerFigures(b.partner_id);
    const serviceBefore = await serviceFigures(item.service_id);
    const listed = async () =>
      (await storefront("web/partner/list?limit=100")).data.find((p: { id: number }) => p.id === b.partner_id);
    expect((await listed()).rating_count).toBe(before.rating_count);

    const details = await ok("GET", `customer/booking/details/${b.id}`, ctx.aisha);
    expect(details).toMatchObject({ review: null, can_review: true });

    const since = nowIso();
    const review = await ok("POST", `customer/booking/review/${b.id}`, ctx.aisha, {
      rating: 5,
      comment: "  Spotless, and the oven looks new.  ",
      technician_rating: 4,
    });
    expect(review).toMatchObject({
      booking_id: b.id,
      rating: 5,
      comment: "Spotless, and the oven looks new.",
      technician_rating: 4,
      partner_reply: null,
      reply: null,
    });
    const sum = before.rating_sum + 5;
    const average = Math.round((sum / (before.rating_count + 1)) * 100) / 100;
    expect(review.partner).toEqual({
      id: b.partner_id,
      average_rating: average,
      rating_count: before.rating_count + 1,
    });
    const after = await partnerFigures(b.partner_id);
    expect(after).toMatchObject({
      rating_count: before.rating_count + 1,
      rating_sum: sum,
      rating_5: before.rating_5 + 1,
    });
    expect(after.average_rating).toBeCloseTo(average, 5);
    expect(await countedFigures(b.partner_id)).toEqual({ count: after.rating_count, average });
    expect(await serviceFigures(item.service_id)).toMatchObject({ rating_count: serviceBefore.rating_count + 1 });
    expect(review.services).toEqual([
      expect.objectContaining({ id: item.service_id, rating_count: serviceBefore.rating_count + 1 }),
    ]);
    // the storefront's figures and reviews at once
    expect(await listed()).toMatchObject({ average_rating: average, rating_count: before.rating_count + 1 });
    const shown = await storefront(`reviews/list?partner_id=${b.partner_id}&limit=1`);
    expect(shown.data[0]).toMatchObject({ id: review.id, rating: 5, customer_name: "Aisha K.", partner_reply: null });
    const service = await storefront(`mobile/service/details?service_id=${item.service_id}`);
    expect(service.reviews[0].id).toBe(review.id);

    const again = await ok("GET", `customer/booking/details/${b.id}`, ctx.aisha);
    expect(again.can_review).toBe(false);
    expect(again.review).toMatchObject({ id: review.id, rating: 5, technician_rating: 4 });

    // the partner owner hears of it; Khidma's staff do not (4+ stars)
    const owner = await notesOf("partner@khidma.test", since);
    expect(owner).toEqual([
      expect.objectContaining({
        type: "review",
        title_en: `New review: 5 stars for booking ${b.number}`,
        title_ar: `تقييم جديد: 5 نجوم للحجز ${b.number}`,
        link: "/partner/reviews",
      }),
    ]);
    expect(await notesOf("admin@khidma.test", since)).toEqual([]);
    expect(await notesOf("support@khidma.test", since)).toEqual([]);
    expect(await notesOf("tech@khidma.test", since)).toEqual([]);

    // once: a second review is refused, saying why, in both languages
    const twice = await call("POST", `customer/booking/review/${b.id}`, ctx.aisha, { rating: 1 });
    expect(twice.statusCode).toBe(422);
    expect(json(twice).errors.booking).toEqual(["You have already rated this booking."]);
    const twiceAr = await call("POST", `customer/booking/review/${b.id}`, ctx.aisha, { rating: 1 }, "ar");
    expect(json(twiceAr).errors.booking).toEqual(["لقد قيّمت هذا الحجز من قبل."]);
    expect((await partnerFigures(b.partner_id)).rating_count).toBe(before.rating_count + 1);
  });

  it("refuses a booking that is not completed (saying why), someone else's and an unknown one", async () => {
    const open = await bookingOf("customer@khidma.test", "confirmed");
    const early = await call("POST", `customer/booking/review/${open.id}`, ctx.aisha, { rating: 4 });
    expect(early.statusCode).toBe(422);
    expect(json(early).errors.booking).toEqual([
      "This booking is not completed yet: you can rate it once the job is done.",
    ]);
    const earlyAr = await call("POST", `customer/booking/review/${open.id}`, ctx.aisha, { rating: 4 }, "ar");
    expect(json(earlyAr).message).toBe("لم يكتمل هذا الحجز بعد: يمكنك تقييمه بعد إنجاز العمل.");
    expect(
      await ctx.db.selectFrom("reviews").select("id").where("booking_id", "=", open.id).executeTakeFirst(),
    ).toBeUndefined();

    const noura = await bookingOf("noura.alketbi@khidma.test", "completed");
    expect((await call("POST", `customer/booking/review/${noura.id}`, ctx.aisha, { rating: 4 })).statusCode).toBe(404);
    expect((await call("POST", "customer/booking/review/999999", ctx.aisha, { rating: 4 })).statusCode).toBe(404);
    // signed out, staff and partner callers
    expect((await call("POST", `customer/booking/review/${noura.id}`, null, { rating: 4 })).statusCode).toBe(401);
    expect((await call("POST", `customer/booking/review/${noura.id}`, ctx.admin, { rating: 4 })).statusCode).toBe(403);
    expect((await call("POST", `customer/booking/review/${noura.id}`, ctx.partner, { rating: 4 })).statusCode).toBe(
      403,
    );
  });

  it("answers field errors in English and Arabic and writes nothing", async () => {
    const b = await bookingOf("noura.alketbi@khidma.test", "completed");
    const cases: Array<[object, string, string]> = [
      [{}, "rating", "The rating field is required."],
      [{ rating: 0 }, "rating", "The rating must be at least 1."],
      [{ rating: 6 }, "rating", "The rating may not be greater than 5."],
      [{ rating: "five" }, "rating", "The rating must be an integer."],
      [{ rating: 4.5 }, "rating", "The rating must be an integer."],
      [{ rating: 4, technician_rating: 9 }, "technician_rating", "The technician rating may not be greater than 5."],
      [{ rating: 4, comment: "x".repeat(1001) }, "comment", "The comment may not be greater than 1000 characters."],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call("POST", `customer/booking/review/${b.id}`, ctx.noura, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).errors[field]).toEqual([message]);
      const ar = await call("POST", `customer/booking/review/${b.id}`, ctx.noura, payload, "ar");
      expect(json(ar).errors[field][0]).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await ctx.db.selectFrom("reviews").select("id").where("booking_id", "=", b.id).executeTakeFirst()).toBe(
      undefined,
    );
  });

  it("a low rating of a multi-service booking without technician: every service moves; partner and staff told", async () => {
    const aisha = await userId("customer@khidma.test");
    const services = await ctx.db
      .selectFrom("services")
      .select(["id", "name_en", "name_ar", "price_fils"])
      .where("partner_id", "=", 1)
      .orderBy("id")
      .limit(2)
      .execute();
    const { id } = await insertBooking(ctx.db, {
      number: "BK-REVIEW-1",
      user_id: aisha,
      partner_id: 1,
      scheduled_at: "2026-01-10T06:00:00.000Z",
      status: "completed",
      completed_at: "2026-01-10T08:00:00.000Z",
    });
    await ctx.db
      .insertInto("booking_items")
      .values(
        services.map((s) => ({
          booking_id: id,
          service_id: s.id,
          name_en: s.name_en,
          name_ar: s.name_ar,
          quantity: 1,
          unit_price_fils: s.price_fils,
          total_fils: s.price_fils,
        })),
      )
      .execute();
    const before = await Promise.all(services.map((s) => serviceFigures(s.id)));
    const partnerBefore = await partnerFigures(1);

    const noTech = await call("POST", `customer/booking/review/${id}`, ctx.aisha, { rating: 2, technician_rating: 3 });
    expect(noTech.statusCode).toBe(422);
    expect(json(noTech).errors.technician_rating).toEqual(["This booking had no technician to rate."]);

    const since = nowIso();
    const review = await ok("POST", `customer/booking/review/${id}`, ctx.aisha, { rating: 2, comment: "Late." });
    expect(review.services.map((s: { id: number }) => s.id)).toEqual(services.map((s) => s.id));
    const after = await Promise.all(services.map((s) => serviceFigures(s.id)));
    expect(after.map((a) => a.rating_count)).toEqual(before.map((b) => b.rating_count + 1));
    expect(await partnerFigures(1)).toMatchObject({
      rating_count: partnerBefore.rating_count + 1,
      rating_2: partnerBefore.rating_2 + 1,
    });
    // the second service's storefront reviews include it too
    const second = await storefront(`reviews/list?service_id=${services[1].id}`);
    expect(second.data.map((r: { id: number }) => r.id)).toContain(review.id);
    expect(second.total).toBe(after[1].rating_count);

    const owner = await notesOf("partner@khidma.test", since);
    expect(owner).toEqual([
      expect.objectContaining({
        title_en: "Low rating: 2 stars for booking BK-REVIEW-1",
        title_ar: "تقييم منخفض: نجمتان للحجز BK-REVIEW-1",
        link: "/partner/reviews",
      }),
    ]);
    expect(owner[0].body_en).toContain('"Late."');
    // in Arabic the English comment and the customer's name are isolated (FSI ... PDI), so the Arabic sentence
    // around them keeps its order and the comment its full stop
    expect(owner[0].body_ar).toContain("«\u2068Late.\u2069»");
    expect(owner[0].body_ar).toMatch(/^قيّمك \u2068[^\u2069]+\u2069 بـنجمتين/);
    const admin = await notesOf("admin@khidma.test", since);
    expect(admin).toEqual([
      expect.objectContaining({
        type: "review",
        title_en: expect.stringMatching(/^Low rating: 2 stars for /),
        link: "/admin/reviews",
      }),
    ]);
    expect(admin[0].title_ar).toMatch(/^تقييم منخفض: نجمتان لـ/);
    expect(admin[0].body_ar).toContain("«\u2068Late.\u2069»");
    // Khidma's support team (the Support role holds read-rating-reviews) hears of it too; technicians never do
    expect(await notesOf("support@khidma.test", since)).toEqual([
      expect.objectContaining({ type: "review", title_en: admin[0].title_en, link: "/admin/reviews" }),
    ]);
    expect(await notesOf("tech@khidma.test", since)).toEqual([]);
  });

  it("the completed notification links to the rating form", async () => {
    const noura = await userId("noura.alketbi@khidma.test");
    const { id } = await insertBooking(ctx.db, {
      number: "BK-REVIEW-2",
      user_id: noura,
      partner_id: 1,
      scheduled_at: "2026-01-11T06:00:00.000Z",
      status: "in-progress",
    });
    const since = nowIso();
    await ok("POST", `booking-appointment/change-status/${id}`, ctx.admin, { status: "completed" });
    const notes = (await notesOf("noura.alketbi@khidma.test", since)).filter((n) => n.type === "booking-status");
    expect(notes).toEqual([
      expect.objectContaining({ title_en: "Booking BK-REVIEW-2: Completed", link: `/bookings/${id}#review` }),
    ]);
    expect(notes[0].body_en).toContain("Rate your booking");
    expect(await ok("GET", `customer/booking/details/${id}`, ctx.noura)).toMatchObject({
      can_review: true,
      review: null,
    });
  });
});

describe("partner/review/list and partner/review/reply/{id}", () => {
  it("lists only the caller's reviews with its summary; filters by stars, service, replied, search", async () => {
    const page = await ok("GET", "partner/review/list?limit=100", ctx.partner);
    expect(page.data.length).toBeGreaterThan(0);
    const own = await ctx.db.selectFrom("reviews").select("id").where("partner_id", "=", 1).execute();
    expect(page.total).toBe(own.length);
    expect(new Set(page.data.map((r: { id: number }) => r.id))).toEqual(new Set(own.map((r) => r.id)));
    const stored = await partnerFigures(1);
    expect(page.summary).toEqual({
      average: stored.average_rating,
      count: stored.rating_count,
      distribution: {
        "1": stored.rating_1,
        "2": stored.rating_2,
        "3": stored.rating_3,
        "4": stored.rating_4,
        "5": stored.rating_5,
      },
    });
    const d = page.summary.distribution;
    expect(d["1"] + d["2"] + d["3"] + d["4"] + d["5"]).toBe(page.summary.count);
    // newest first; the booking's review carries booking, services and technician
    const ids = page.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const aishas = page.data.find((r: { booking: { number: string } | null }) => r.booking?.number === "BK-000006");
    expect(aishas).toMatchObject({
      customer_name: "Aisha K.",
      is_visible: true,
      technician: { id: 4, name: "Imran Qureshi" },
      technician_rating: 4,
    });
    expect(aishas.services.length).toBe(1);

    const twos = await ok("GET", "partner/review/list?rating=2&limit=100", ctx.partner);
    expect(twos.data.length).toBeGreaterThan(0);
    expect(twos.data.every((r: { rating: number }) => r.rating === 2)).toBe(true);
    expect(twos.summary).toEqual(page.summary);
    const serviceId = aishas.services[0].id;
    const ofService = await ok("GET", `partner/review/list?service_id=${serviceId}&limit=100`, ctx.partner);
    expect(
      ofService.data.every((r: { services: Array<{ id: number }> }) => r.services.some((s) => s.id === serviceId)),
    ).toBe(true);
    expect(ofService.data.map((r: { id: number }) => r.id)).toContain(aishas.id);
    const found = await ok("GET", "partner/review/list?search=oven%20looks%20NEW", ctx.partner);
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([aishas.id]);
    const byNumber = await ok("GET", "partner/review/list?search=bk-000006", ctx.partner);
    expect(byNumber.data.map((r: { id: number }) => r.id)).toEqual([aishas.id]);
    const notReplied = await ok("GET", "partner/review/list?replied=0&limit=100", ctx.partner);
    expect(notReplied.total).toBe(page.total);
    const low = await ok("GET", "partner/review/list?sortKey=rating&sortVal=asc&limit=3", ctx.partner);
    expect(low.data[0].rating).toBeLessThanOrEqual(low.data[2].rating);

    const bad = await call("GET", "partner/review/list?rating=7", ctx.partner);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.rating).toBeDefined();
    // who may call it: the partner side with read-rating-reviews only
    expect((await call("GET", "partner/review/list", null)).statusCode).toBe(401);
    expect((await call("GET", "partner/review/list", ctx.aisha)).statusCode).toBe(403);
    expect((await call("GET", "partner/review/list", ctx.admin)).statusCode).toBe(403);
    expect((await call("GET", "partner/review/list", ctx.tech)).statusCode).toBe(403);
  });

  it("replies once and edits; another partner's review is 404; the customer is told; both replies show", async () => {
    const aishas = await ctx.db
      .selectFrom("reviews as rv")
      .innerJoin("bookings as b", "b.id", "rv.booking_id")
      .select(["rv.id", "rv.booking_id"])
      .where("b.number", "=", "BK-000006")
      .executeTakeFirstOrThrow();
    const other = await ctx.db
      .selectFrom("reviews")
      .select("id")
      .where("partner_id", "!=", 1)
      .executeTakeFirstOrThrow();
    expect((await call("POST", `partner/review/reply/${other.id}`, ctx.partner, { reply: "Hi" })).statusCode).toBe(404);
    expect((await call("POST", "partner/review/reply/999999", ctx.partner, { reply: "Hi" })).statusCode).toBe(404);
    const blank = await call("POST", `partner/review/reply/${aishas.id}`, ctx.partner, { reply: "   " });
    expect(blank.statusCode).toBe(422);
    expect(json(blank).errors.reply).toEqual(["The reply field is required."]);
    const blankAr = await call("POST", `partner/review/reply/${aishas.id}`, ctx.partner, { reply: "" }, "ar");
    expect(json(blankAr).errors.reply[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await call("POST", `partner/review/reply/${aishas.id}`, ctx.aisha, { reply: "x" })).statusCode).toBe(403);
    expect((await call("POST", `partner/review/reply/${aishas.id}`, ctx.admin, { reply: "x" })).statusCode).toBe(403);

    const since = nowIso();
    const first = await ok("POST", `partner/review/reply/${aishas.id}`, ctx.partner, { reply: "Thank you, Aisha!" });
    expect(first).toMatchObject({
      id: aishas.id,
      partner_reply: "Thank you, Aisha!",
      partner_replied_by: { id: 3, name: "Rashid Al Falasi" },
    });
    const edited = await ok("POST", `partner/review/reply/${aishas.id}`, ctx.partner, { reply: "Thank you again!" });
    expect(edited.partner_reply).toBe("Thank you again!");
    const notes = await notesOf("customer@khidma.test", since);
    expect(notes).toEqual([
      expect.objectContaining({
        type: "review",
        title_en: "Sparkle Cleaning LLC replied to your review",
        body_en: "Thank you, Aisha!",
        link: `/bookings/${aishas.booking_id}`,
      }),
      expect.objectContaining({
        title_en: "Sparkle Cleaning LLC updated its reply to your review",
        link: `/bookings/${aishas.booking_id}`,
      }),
    ]);
    expect(notes[0].title_ar).toMatch(/على تقييمك$/);
    const replied = await ok("GET", "partner/review/list?replied=1", ctx.partner);
    expect(replied.data.map((r: { id: number }) => r.id)).toEqual([aishas.id]);

    // Khidma's moderator reply stays apart; both show to the customer, the storefront and the admin
    const beforeKhidma = nowIso();
    await ok("POST", `admin/review/reply/${aishas.id}`, ctx.admin, { reply: "Khidma is glad it went well." });
    // ...and the customer hears of Khidma's reply too
    expect(await notesOf("customer@khidma.test", beforeKhidma)).toEqual([
      expect.objectContaining({
        type: "review",
        title_en: "Khidma replied to your review",
        title_ar: "ردّت خدمة على تقييمك",
        body_en: "Khidma is glad it went well.",
        link: `/bookings/${aishas.booking_id}`,
      }),
    ]);
    const details = await ok("GET", `customer/booking/details/${aishas.booking_id}`, ctx.aisha);
    expect(details.review).toMatchObject({
      partner_reply: "Thank you again!",
      reply: "Khidma is glad it went well.",
    });
    const shown = (await storefront("reviews/list?partner_id=1&limit=100")).data.find(
      (r: { id: number }) => r.id === aishas.id,
    );
    expect(shown).toMatchObject({ partner_reply: "Thank you again!", reply: "Khidma is glad it went well." });
    const admin = (await ok("GET", "admin/review/list?partner_id=1&limit=100", ctx.admin)).data.find(
      (r: { id: number }) => r.id === aishas.id,
    );
    expect(admin).toMatchObject({
      reply: "Khidma is glad it went well.",
      partner_reply: "Thank you again!",
      partner_replied_by: { id: 3, name: "Rashid Al Falasi" },
      booking: { id: aishas.booking_id, number: "BK-000006" },
      technician_rating: 4,
    });
    const mine = await ok("GET", "partner/review/list?replied=1", ctx.partner);
    expect(mine.data[0]).toMatchObject({ reply: "Khidma is glad it went well.", partner_reply: "Thank you again!" });
  });

  it("a review hidden by Khidma leaves every figure and comes back when shown", async () => {
    const before = await ok("GET", "partner/review/list?limit=1", ctx.partner);
    const target = await ctx.db
      .selectFrom("reviews")
      .select(["id", "rating", "service_id"])
      .where("partner_id", "=", 1)
      .where("is_visible", "=", 1)
      .where("service_id", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const service = await serviceFigures(target.service_id!);
    const hidden = await ok("POST", "admin/review/visibility", ctx.admin, { ids: [target.id], is_visible: 0 });
    const expected = await countedFigures(1);
    expect(hidden.partners).toEqual([{ id: 1, average_rating: expected.average, rating_count: expected.count }]);
    const after = await ok("GET", "partner/review/list?limit=100", ctx.partner);
    expect(after.summary.count).toBe(before.summary.count - 1);
    expect(after.summary.distribution[String(target.rating)]).toBe(
      before.summary.distribution[String(target.rating)] - 1,
    );
    expect(after.data.find((r: { id: number }) => r.id === target.id).is_visible).toBe(false);
    expect((await serviceFigures(target.service_id!)).rating_count).toBe(service.rating_count - 1);
    const shown = await storefront("reviews/list?partner_id=1&limit=100");
    expect(shown.data.map((r: { id: number }) => r.id)).not.toContain(target.id);

    await ok("POST", "admin/review/visibility", ctx.admin, { ids: [target.id], is_visible: 1 });
    expect((await ok("GET", "partner/review/list?limit=1", ctx.partner)).summary).toEqual(before.summary);
    expect(await serviceFigures(target.service_id!)).toEqual(service);
  });
});
