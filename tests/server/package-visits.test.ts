import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../server/src/db/database.js";
import { dubaiDate } from "../../server/src/lib/dubai.js";
import { addMonths } from "../../server/src/modules/orders/packages.js";
import { monthSummaries, plusDays, type VisitPlan } from "../../server/src/modules/package-visits/rules.js";
import { testCard as card, commerceApp, type Db, daysFromToday, requests } from "./commerce-helpers.js";
import { bearer, json, login, type TestApp } from "./helpers.js";

/** Package visits (issue 16): a bought package's visits booked month by month as bookings of its partner. */
describe("package visits", () => {
  let app: TestApp;
  let db: Db;
  let token: string;
  let userId: number;
  let staffToken: string;
  let partnerToken: string;
  let other: { id: number; token: string };
  let partnerId: number;
  let addressId: number;
  let pkg: { package_id: number; package_duration_id: number; property_type: string; property_size: string };
  /** The subscription bought through the API (starts tomorrow, card paid). */
  let bought: { id: number; order_id: number; months: number; visits_total: number };

  beforeAll(async () => {
    ({ app, db, token, userId, staffToken, other } = await commerceApp("omar.visits@example.test"));
    partnerToken = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
    const owner = await db
      .selectFrom("users")
      .select("partner_id")
      .where("email", "=", "partner@khidma.test")
      .executeTakeFirstOrThrow();
    partnerId = owner.partner_id as number;
    const community = await db
      .selectFrom("communities")
      .select(["id", "emirate_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const res = await app.inject({
      method: "POST",
      url: "/api/v2/user-address/create",
      headers: bearer(token),
      payload: {
        label: "home",
        emirate_id: community.emirate_id,
        community_id: community.id,
        building: "Marina Heights",
        apartment_or_villa_number: "1204",
        property_type: "apartment",
        property_size: "2br",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    addressId = json(res).data.id;
    // a package of the demo partner with services, priced for an apartment, on its shortest duration of 3+ months
    pkg = await db
      .selectFrom("package_pricing as pp")
      .innerJoin("packages as p", "p.id", "pp.package_id")
      .innerJoin("package_durations as d", "d.id", "pp.package_duration_id")
      .innerJoin("package_property_types as t", (j) =>
        j.onRef("t.package_id", "=", "pp.package_id").onRef("t.property_type", "=", "pp.property_type"),
      )
      .select(["pp.package_id", "pp.package_duration_id", "pp.property_type", "pp.property_size"])
      .where("p.partner_id", "=", partnerId)
      .where("p.active", "=", 1)
      .where("p.status", "=", "Approved")
      .where("pp.property_type", "=", "apartment")
      .where("d.months", ">=", 3)
      .where((eb) =>
        eb.exists(eb.selectFrom("package_services as s").select("s.service_id").whereRef("s.package_id", "=", "p.id")),
      )
      .orderBy("d.months")
      .orderBy("pp.id")
      .executeTakeFirstOrThrow();

    // bought as a customer would: package cart, checkout by card, the test card
    expect((await post("package/add/to/cart", { ...pkg, user_address_id: addressId })).statusCode).toBe(201);
    const checkout = await post("package/checkout", {
      user_address_id: addressId,
      start_date: daysFromToday(1),
      payment_method: "card",
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const order = json(checkout).data;
    expect((await post("payment/pay", card({ order_id: order.id }))).statusCode).toBe(200);
    const sub = await db
      .selectFrom("package_subscriptions as s")
      .innerJoin("package_durations as d", "d.id", "s.package_duration_id")
      .select(["s.id", "s.order_id", "s.status", "d.months", "s.visits_total"])
      .where("s.order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe("active");
    bought = { id: sub.id, order_id: sub.order_id, months: sub.months, visits_total: sub.visits_total };
  });
  afterAll(async () => {
    await app.close();
  });

  const { get, post } = requests(() => ({ app, token }));
  const getAr = (url: string, t = token) =>
    app.inject({ method: "GET", url: `/api/v2/${url}`, headers: { ...bearer(t), "accept-language": "ar" } });
  const postAr = (url: string, payload: Record<string, unknown>, t = token) =>
    app.inject({
      method: "POST",
      url: `/api/v2/${url}`,
      headers: { ...bearer(t), "accept-language": "ar" },
      payload,
    });

  /** A subscription row written directly (paid through the bought order), e.g. one that started weeks ago. */
  async function insertSubscription(over: {
    starts_on: string;
    months?: number;
    visits_total?: number;
    status?: "pending" | "active" | "expired" | "cancelled";
    unused_visits?: "lost" | "carry_over" | null;
    user_id?: number;
    user_address_id?: number | null;
  }) {
    const months = over.months ?? bought.months;
    const duration = await db
      .selectFrom("package_durations")
      .select("id")
      .where("package_id", "=", pkg.package_id)
      .where("months", "=", months)
      .executeTakeFirstOrThrow();
    const at = nowIso();
    const { id } = await db
      .insertInto("package_subscriptions")
      .values({
        number: `PK-T${Math.random().toString(36).slice(2, 10)}`,
        order_id: bought.order_id,
        user_id: over.user_id ?? userId,
        package_id: pkg.package_id,
        package_duration_id: duration.id,
        partner_id: partnerId,
        property_type: "apartment",
        property_size: "2br",
        user_address_id: over.user_address_id === undefined ? addressId : over.user_address_id,
        starts_on: over.starts_on,
        ends_on: addMonths(over.starts_on, months),
        visits_total: over.visits_total ?? months * 2,
        visits_used: 0,
        total_fils: 100_000,
        status: over.status ?? "active",
        unused_visits: over.unused_visits ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The first free slots (date, time) of a subscription's current month, `n` of them on distinct times. */
  async function freeSlots(subscriptionId: number, n = 1, t = token) {
    const dates = json(await get(`customer/package/visit/available-dates?subscription_id=${subscriptionId}`, t)).data
      .dates as Array<{ date: string; available: boolean }>;
    const out: Array<{ date: string; time: string }> = [];
    for (const d of dates.filter((x) => x.available)) {
      const day = json(
        await get(`customer/package/visit/time-slots?subscription_id=${subscriptionId}&date=${d.date}`, t),
      ).data as { slots: Array<{ time: string; available: boolean }> };
      for (const s of day.slots.filter((x) => x.available)) {
        out.push({ date: d.date, time: s.time });
        if (out.length === n) return out;
      }
    }
    throw new Error(`only ${out.length} free slots`);
  }

  const summary = async (id: number, t = token) => {
    const res = await get(`customer/package/visit/summary/${id}`, t);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };

  it("summary: callers, ownership, months of the bought package, the current month's visits", async () => {
    const url = `customer/package/visit/summary/${bought.id}`;
    expect((await app.inject({ method: "GET", url: `/api/v2/${url}` })).statusCode).toBe(401);
    expect((await get(url, staffToken)).statusCode).toBe(403);
    const foreign = await get(url, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe("The package subscription was not found.");
    expect(json(await getAr(url, other.token)).message).toBe("اشتراك الباقة غير موجود.");
    expect((await get("customer/package/visit/summary/abc")).statusCode).toBe(422);

    const s = await summary(bought.id);
    const perMonth = bought.visits_total / bought.months;
    expect(s).toMatchObject({
      subscription_id: bought.id,
      status: "active",
      unused_visits: "lost",
      visits_total: bought.visits_total,
      visits_used: 0,
      visits_left: bought.visits_total,
      visits_per_month: perMonth,
      can_book: true,
      reason: null,
      visits: [],
    });
    expect(s.months).toHaveLength(bought.months);
    // before the package starts, its first month is the one to book
    expect(s.current_month).toMatchObject({
      index: 0,
      state: "current",
      starts_on: daysFromToday(1),
      ends_on: plusDays(addMonths(daysFromToday(1), 1), -1),
      allowance: perMonth,
      carried_in: 0,
      used: 0,
      left: perMonth,
    });
    expect(s.months[1].starts_on).toBe(addMonths(daysFromToday(1), 1));
    expect(s.duration_minutes).toBeGreaterThanOrEqual(60);
    // the rule is kept as bought
    const row = await db
      .selectFrom("package_subscriptions")
      .select("unused_visits")
      .where("id", "=", bought.id)
      .executeTakeFirstOrThrow();
    expect(row.unused_visits).toBe("lost");
  });

  it("available dates and time slots stay inside the month; 422 outside it, in English and Arabic", async () => {
    const { data } = json(await get(`customer/package/visit/available-dates?subscription_id=${bought.id}`));
    expect(data.month).toEqual({
      index: 0,
      starts_on: daysFromToday(1),
      ends_on: plusDays(addMonths(daysFromToday(1), 1), -1),
    });
    expect(data.dates.length).toBeGreaterThan(20);
    expect(data.dates[0].date).toBe(daysFromToday(1)); // not today: the package starts tomorrow
    for (const d of data.dates) {
      expect(d.date >= data.month.starts_on && d.date <= data.month.ends_on).toBe(true);
    }
    expect(data.dates.some((d: { available: boolean }) => d.available)).toBe(true);

    const today = dubaiDate();
    const res = await get(`customer/package/visit/time-slots?subscription_id=${bought.id}&date=${today}`);
    expect(res.statusCode).toBe(422);
    const msg = `Pick a date from ${daysFromToday(1)} to ${data.month.ends_on} (this month of your package).`;
    expect(json(res).errors.date).toEqual([msg]);
    const ar = await getAr(`customer/package/visit/time-slots?subscription_id=${bought.id}&date=${today}`);
    expect(json(ar).errors.date[0]).toContain("الشهر الحالي من باقتك");

    const bad = await getAr("customer/package/visit/time-slots?subscription_id=x&date=2026-02-30");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors).sort()).toEqual(["date", "subscription_id"]);
    expect(
      (await get(`customer/package/visit/available-dates?subscription_id=${bought.id}`, other.token)).statusCode,
    ).toBe(404);
  });

  it("books a visit: a requested booking of the partner, covered by the package, counted, in the lists, notified", async () => {
    const ordersBefore = (await db.selectFrom("orders").select("id").execute()).length;
    const invoicesBefore = (await db.selectFrom("invoices").select("id").execute()).length;
    const ownerId = (
      await db.selectFrom("users").select("id").where("email", "=", "partner@khidma.test").executeTakeFirstOrThrow()
    ).id;
    const [slot] = await freeSlots(bought.id);
    const res = await post("customer/package/visit/book", {
      subscription_id: bought.id,
      ...slot,
      notes: "Please bring a ladder",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).message).toBe("Visit booked");
    const booking = json(res).data;
    expect(booking).toMatchObject({
      status: "requested",
      payment_status: "paid",
      total: 0,
      order_id: null,
      invoice: null,
      partner: { id: partnerId },
      address_text: expect.stringContaining("Marina Heights"),
      notes: "Please bring a ladder",
      package: { subscription_id: bought.id, id: pkg.package_id, visit_month: 0 },
    });
    expect(booking.services.length).toBeGreaterThan(0);
    expect(booking.services.every((s: { total: number }) => s.total === 0)).toBe(true);
    const row = await db.selectFrom("bookings").selectAll().where("id", "=", booking.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subscription_id: bought.id, visit_month: 0, user_address_id: addressId });
    expect((await db.selectFrom("orders").select("id").execute()).length).toBe(ordersBefore);
    expect((await db.selectFrom("invoices").select("id").execute()).length).toBe(invoicesBefore);

    const s = await summary(bought.id);
    const perMonth = bought.visits_total / bought.months;
    expect(s.visits_used).toBe(1);
    expect(s.current_month).toMatchObject({ used: 1, left: perMonth - 1 });
    expect(s.visits_left).toBe(bought.visits_total - 1);
    expect(s.visits).toEqual([expect.objectContaining({ id: booking.id, status: "requested", visit_month: 0 })]);
    const sub = await db
      .selectFrom("package_subscriptions")
      .select("visits_used")
      .where("id", "=", bought.id)
      .executeTakeFirstOrThrow();
    expect(sub.visits_used).toBe(1);
    const listed = json(await get("customer/package/subscriptions")).data.data;
    expect(listed.find((x: { id: number }) => x.id === bought.id).visits_used).toBe(1);

    // the customer's bookings, and the admin's appointments with the package's name
    const mine = json(await get("customer/booking/list?limit=50")).data.data;
    expect(mine.find((b: { id: number }) => b.id === booking.id)).toMatchObject({
      package: { name: expect.any(String) },
    });
    const admin = json(await get(`admin/booking/list?search=${booking.number}`, staffToken)).data.data;
    expect(admin).toEqual([
      expect.objectContaining({ id: booking.id, package: expect.objectContaining({ id: pkg.package_id }) }),
    ]);
    const details = json(await get(`admin/booking/details/${booking.id}`, staffToken)).data;
    expect(details.package.subscription_id).toBe(bought.id);
    // the partner's appointments, like any booking
    const partnerList = json(await get(`partner/booking/list?search=${booking.number}`, partnerToken)).data.data;
    expect(partnerList).toEqual([
      expect.objectContaining({
        id: booking.id,
        partner_id: partnerId,
        package: expect.objectContaining({ id: pkg.package_id }),
      }),
    ]);
    const partnerDetails = json(await get(`partner/booking/details/${booking.id}`, partnerToken)).data;
    expect(partnerDetails.package).toMatchObject({ subscription_id: bought.id, name: expect.any(String) });

    // notifications: the customer's request, the partner owner's new visit
    const notes = await db
      .selectFrom("notifications")
      .select(["user_id", "title_en", "title_ar", "link"])
      .where("created_at", ">=", row.created_at)
      .execute();
    expect(notes).toContainEqual(
      expect.objectContaining({
        user_id: userId,
        title_en: `Booking ${booking.number}: Requested`,
        link: `/bookings/${booking.id}`,
      }),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({
        user_id: ownerId,
        title_en: `New booking request ${booking.number}`,
        link: `/partner/appointments/show/${booking.id}`,
      }),
    );

    // the partner moves it like any booking
    const confirmed = await post(
      `booking-appointment/change-status/${booking.id}`,
      { status: "confirmed" },
      partnerToken,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json(confirmed).data.package.subscription_id).toBe(bought.id);
  });

  it("bad input: 422 with field errors in English and Arabic; another customer's subscription 404", async () => {
    let res = await post("customer/package/visit/book", {});
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({
      subscription_id: ["The subscription id field is required."],
      date: ["The date field is required."],
      time: ["The time field is required."],
    });
    res = await postAr("customer/package/visit/book", { subscription_id: bought.id, date: "15-03-2026", time: "9am" });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.date).toEqual(["يجب أن يكون التاريخ تاريخاً بالصيغة YYYY-MM-DD."]);
    expect(json(res).errors.time).toEqual(["يجب أن يكون الوقت وقتاً بالصيغة HH:mm."]);
    res = await post(
      "customer/package/visit/book",
      { subscription_id: bought.id, date: daysFromToday(1), time: "10:00" },
      other.token,
    );
    expect(res.statusCode).toBe(404);
    res = await post("customer/package/visit/book", { subscription_id: bought.id, date: dubaiDate(), time: "10:00" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(["date"]);
    res = await post("customer/package/visit/book", {
      subscription_id: bought.id,
      date: daysFromToday(2),
      time: "03:00",
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.time).toEqual(["This time slot is no longer available. Please pick another."]);
    expect(
      (
        await post(
          "customer/package/visit/book",
          { subscription_id: bought.id, date: daysFromToday(2), time: "10:00" },
          staffToken,
        )
      ).statusCode,
    ).toBe(403);
  });

  it("a package that is not paid, not active or over cannot book: 422 on subscription_id saying why", async () => {
    const pending = await insertSubscription({ starts_on: daysFromToday(3), status: "pending" });
    const cancelled = await insertSubscription({ starts_on: daysFromToday(3), status: "cancelled" });
    const ended = await insertSubscription({ starts_on: addMonths(daysFromToday(-2), -bought.months) });
    const noAddress = await insertSubscription({ starts_on: daysFromToday(3), user_address_id: null });
    const cases: Array<[number, string, string]> = [
      [pending, "not_paid", "This package is not paid yet. Pay for it to book its visits."],
      [cancelled, "not_active", "This package is not active, so its visits cannot be booked."],
      [ended, "ended", "This package has ended."],
      [noAddress, "no_address", "The address of this package was removed. Please contact support to set a new one."],
    ];
    for (const [id, reason, message] of cases) {
      expect(await summary(id)).toMatchObject({ can_book: false, reason });
      const res = await post("customer/package/visit/book", {
        subscription_id: id,
        date: daysFromToday(4),
        time: "10:00",
      });
      expect(res.statusCode, reason).toBe(422);
      expect(json(res).errors.subscription_id).toEqual([message]);
      const dates = await get(`customer/package/visit/available-dates?subscription_id=${id}`);
      expect(dates.statusCode).toBe(422);
    }
    const ar = await postAr("customer/package/visit/book", {
      subscription_id: pending,
      date: daysFromToday(4),
      time: "10:00",
    });
    expect(json(ar).errors.subscription_id).toEqual(["لم يتم دفع هذه الباقة بعد. ادفع قيمتها لتتمكن من حجز زياراتها."]);
  });

  it("the month's last visit: of two parallel requests only one succeeds; the month is then used up", async () => {
    const id = await insertSubscription({ starts_on: daysFromToday(1), visits_total: bought.months }); // 1 a month
    const [a, b] = await freeSlots(id, 2);
    const [r1, r2] = await Promise.all([
      post("customer/package/visit/book", { subscription_id: id, ...a }),
      post("customer/package/visit/book", { subscription_id: id, ...b }),
    ]);
    const codes = [r1.statusCode, r2.statusCode].sort();
    expect(codes).toEqual([201, 422]);
    const refused = r1.statusCode === 422 ? r1 : r2;
    expect(json(refused).errors.subscription_id).toEqual(["Every visit of this month is already booked or used."]);
    expect(await db.selectFrom("bookings").select("id").where("subscription_id", "=", id).execute()).toHaveLength(1);
    const s = await summary(id);
    expect(s).toMatchObject({ visits_used: 1, can_book: false, reason: "used_up", current_month: { left: 0 } });
    const again = await postAr("customer/package/visit/book", { subscription_id: id, ...b });
    expect(json(again).errors.subscription_id).toEqual(["تم حجز أو استخدام جميع زيارات هذا الشهر."]);
  });

  it("cancelling a visit gives it back to the month (customer, no fee; or staff); rescheduling stays in the month", async () => {
    const id = await insertSubscription({ starts_on: daysFromToday(1), visits_total: bought.months });
    const [slot, later] = await freeSlots(id, 2);
    const booked = json(await post("customer/package/visit/book", { subscription_id: id, ...slot })).data;
    expect((await summary(id)).current_month.left).toBe(0);

    // reschedule: a date outside the visit's month is refused, one inside moves it (no fee: a visit costs 0)
    const month = (await summary(id)).current_month;
    const outside = addMonths(month.starts_on, 1);
    let res = await post(`customer/booking/reschedule/${booked.id}`, { date: outside, time: "10:00", expected_fee: 0 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.date).toEqual([
      `A visit stays in its month: pick a date from ${month.starts_on} to ${month.ends_on}.`,
    ]);
    const preview = json(await get(`customer/booking/reschedule-preview/${booked.id}`)).data;
    expect(preview.fee).toBe(0);
    // the visit's own slots, its own slot left out
    const own = json(
      await get(`customer/package/visit/time-slots?subscription_id=${id}&booking_id=${booked.id}&date=${later.date}`),
    ).data;
    expect(own.slots.find((s: { time: string }) => s.time === later.time).available).toBe(true);
    res = await post(`customer/booking/reschedule/${booked.id}`, { ...later, expected_fee: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await summary(id)).visits[0].id).toBe(booked.id);

    // cancel: free, the visit is back
    const cancelPreview = json(await get(`customer/booking/cancel-preview/${booked.id}`)).data;
    expect(cancelPreview).toMatchObject({ fee: 0, refund: 0 });
    res = await post(`customer/booking/cancel/${booked.id}`, { expected_fee: 0 });
    expect(res.statusCode, res.body).toBe(200);
    let s = await summary(id);
    expect(s).toMatchObject({ visits_used: 0, can_book: true, visits: [], current_month: { used: 0, left: 1 } });

    // staff cancel (admin change-status) gives it back too
    const again = json(await post("customer/package/visit/book", { subscription_id: id, ...slot })).data;
    expect((await summary(id)).visits_used).toBe(1);
    res = await post(
      `booking-appointment/change-status/${again.id}`,
      { status: "cancelled", note: "No team" },
      staffToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    s = await summary(id);
    expect(s).toMatchObject({ visits_used: 0, current_month: { left: 1 } });
  });

  it("an unused visit by the month's end is lost, or carried over when the package says so", async () => {
    // started a month and five days ago: month 0 is over with its 2 visits unused
    const start = addMonths(daysFromToday(-5), -1);
    const lost = await insertSubscription({ starts_on: start, visits_total: bought.months * 2, unused_visits: "lost" });
    const carried = await insertSubscription({
      starts_on: start,
      visits_total: bought.months * 2,
      unused_visits: "carry_over",
    });
    const l = await summary(lost);
    expect(l.unused_visits).toBe("lost");
    expect(l.months[0]).toMatchObject({ state: "past", used: 0, unused: 2, unused_outcome: "lost" });
    expect(l.current_month).toMatchObject({ index: 1, state: "current", carried_in: 0, available: 2, left: 2 });
    expect(l.visits_left).toBe(bought.months * 2 - 2);
    const c = await summary(carried);
    expect(c.unused_visits).toBe("carry_over");
    expect(c.months[0]).toMatchObject({ state: "past", unused: 2, unused_outcome: "carried_over" });
    expect(c.current_month).toMatchObject({ index: 1, carried_in: 2, available: 4, left: 4 });
    expect(c.visits_left).toBe(bought.months * 2);

    // the package's rule applies when the subscription kept none
    await db.updateTable("packages").set({ unused_visits: "carry_over" }).where("id", "=", pkg.package_id).execute();
    const byPackage = await insertSubscription({ starts_on: start });
    expect((await summary(byPackage)).unused_visits).toBe("carry_over");
    expect((await summary(lost)).unused_visits).toBe("lost");
    await db.updateTable("packages").set({ unused_visits: "lost" }).where("id", "=", pkg.package_id).execute();

    // the current month's dates only: nothing before today, nothing after the month
    const { data } = json(await get(`customer/package/visit/available-dates?subscription_id=${lost}`));
    expect(data.month.index).toBe(1);
    expect(data.dates[0].date).toBe(dubaiDate());
    expect(data.dates.at(-1).date <= data.month.ends_on).toBe(true);
  });

  it("the partner sets the package's rule for unused visits; customers see it; a purchase keeps it", async () => {
    const services = (
      await db.selectFrom("services").select("id").where("partner_id", "=", partnerId).orderBy("id").limit(2).execute()
    ).map((r) => r.id);
    const body = {
      name_en: "Visits plan",
      name_ar: "خطة الزيارات",
      category_id: 1,
      service_ids: services,
      visits_per_month: 2,
      property_types: ["apartment"],
    };
    let res = await post("package/create", body, partnerToken);
    expect(res.statusCode, res.body).toBe(201);
    const created = json(res).data;
    expect(created.unused_visits).toBe("lost"); // the default
    res = await post(`package/update/${created.id}`, { ...body, unused_visits: "carry_over" }, partnerToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.unused_visits).toBe("carry_over");
    // omitted on update: unchanged
    res = await post(`package/update/${created.id}`, body, partnerToken);
    expect(json(res).data.unused_visits).toBe("carry_over");
    res = await postAr(`package/update/${created.id}`, { ...body, unused_visits: "forever" }, partnerToken);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(["unused_visits"]);
    // the storefront's package details say it
    const publicPkg = json(await get(`package/details?package_id=${pkg.package_id}`)).data;
    expect(publicPkg.unused_visits).toBe("lost");
  });

  it("month rules (pure): allowances, carry-over chain, last month keeps the remainder", () => {
    const plan: VisitPlan = {
      starts_on: "2026-01-31",
      ends_on: "2026-04-30",
      months: 3,
      visits_total: 7,
      unused_visits: "carry_over",
    };
    const months = monthSummaries(plan, new Map([[0, 1]]), "2026-03-05");
    expect(months.map((m) => [m.starts_on, m.ends_on, m.state])).toEqual([
      ["2026-01-31", "2026-02-27", "past"],
      ["2026-02-28", "2026-03-30", "current"],
      ["2026-03-31", "2026-04-29", "upcoming"],
    ]);
    expect(months.map((m) => [m.allowance, m.carried_in, m.available, m.left])).toEqual([
      [2, 0, 2, 1],
      [2, 1, 3, 3],
      [3, 0, 3, 3],
    ]);
    const lost = monthSummaries({ ...plan, unused_visits: "lost" }, new Map(), "2026-05-01");
    expect(lost.every((m) => m.state === "past" && m.unused_outcome === "lost")).toBe(true);
  });
});
