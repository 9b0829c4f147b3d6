import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addDays,
  CANCELLATION_DEFAULTS,
  canTransition,
  computeSlots,
  dateAvailability,
  dubaiDateOf,
  dubaiInstant,
  feeFor,
  type PartnerCalendar,
  timeLabel,
  weekdayOf,
} from "../../server/src/modules/bookings/service.js";
import { ensureDefaultWeek } from "../../server/src/modules/schedule/defaults.js";
import { cartOf, type Db, daysFromToday, insertBooking, makeCustomer } from "./commerce-helpers.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

const HOUR = 3_600_000;

/** Sat-Thu 08:00-20:00, Fri 14:00-20:00, two teams (the seeded hours). */
function calendar(over: Partial<PartnerCalendar> = {}): PartnerCalendar {
  const hours = new Map(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => [
      weekday,
      { opens_at: weekday === 5 ? "14:00" : "08:00", closes_at: "20:00", is_closed: false, capacity: 2 },
    ]),
  );
  return { partnerId: 1, hours, holidays: new Map(), bookings: [], ...over };
}

// Monday 23 Nov 2026, 10:00 in Dubai
const NOW = new Date("2026-11-23T06:00:00.000Z");
const TUESDAY = "2026-11-24";
const FRIDAY = "2026-11-27";

const booking = (id: number, date: string, time: string, minutes: number) => {
  const start = dubaiInstant(date, time).getTime();
  return { id, start, end: start + minutes * 60_000 };
};
const times = (slots: { time: string }[]) => slots.map((s) => s.time);
const free = (slots: { time: string; available: boolean }[]) => slots.filter((s) => s.available).map((s) => s.time);

describe("Dubai time helpers", () => {
  it("uses a fixed UTC+4 offset", () => {
    expect(dubaiInstant(TUESDAY, "09:00").toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(dubaiDateOf("2026-11-23T20:30:00.000Z")).toBe("2026-11-24");
    expect(weekdayOf(FRIDAY)).toBe(5);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(timeLabel("09:00")).toBe("09:00 AM");
    expect(timeLabel("14:00")).toBe("02:00 PM");
    expect(timeLabel("12:00")).toBe("12:00 PM");
  });
});

describe("time slots", () => {
  it("start on the hour within the weekday's working hours, in UTC with Dubai labels", () => {
    const day = computeSlots(calendar(), TUESDAY, 60, NOW);
    expect(day).toMatchObject({ date: TUESDAY, timezone: "Asia/Dubai", closed: false, closed_reason: null });
    expect(times(day.slots)).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
    ]);
    expect(day.slots[0]).toEqual({
      start: "2026-11-24T04:00:00.000Z",
      end: "2026-11-24T05:00:00.000Z",
      time: "08:00",
      label: "08:00 AM",
      available: true,
      free: 2,
    });
  });

  it("Friday opens at 14:00", () => {
    expect(times(computeSlots(calendar(), FRIDAY, 60, NOW).slots)).toEqual([
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
    ]);
  });

  it("the whole job must fit before closing; a job takes at least an hour", () => {
    const long = computeSlots(calendar(), TUESDAY, 180, NOW);
    expect(long.duration_minutes).toBe(180);
    expect(times(long.slots).at(-1)).toBe("17:00");
    expect(long.slots.at(-1)?.end).toBe(dubaiInstant(TUESDAY, "20:00").toISOString());
    const short = computeSlots(calendar(), TUESDAY, 30, NOW);
    expect(short.duration_minutes).toBe(60);
    expect(times(short.slots).at(-1)).toBe("19:00");
    expect(computeSlots(calendar(), FRIDAY, 7 * 60, NOW).slots).toEqual([]);
  });

  it("a holiday (public or the partner's own) closes the day, named in the caller's language", () => {
    const cal = calendar({ holidays: new Map([["2026-12-02", { name_en: "Eid Al Etihad", name_ar: "عيد الاتحاد" }]]) });
    expect(computeSlots(cal, "2026-12-02", 60, NOW)).toMatchObject({
      closed: true,
      closed_reason: "holiday",
      holiday_name: "Eid Al Etihad",
      slots: [],
    });
    expect(computeSlots(cal, "2026-12-02", 60, NOW, "ar").holiday_name).toBe("عيد الاتحاد");
    expect(dateAvailability(cal, "2026-12-02", 60, NOW, "en")).toMatchObject({ available: false, reason: "holiday" });
  });

  it("a closed weekday, a past date and a date beyond 30 days have no slots", () => {
    const cal = calendar();
    cal.hours.set(2, { opens_at: "08:00", closes_at: "20:00", is_closed: true, capacity: 2 });
    expect(computeSlots(cal, TUESDAY, 60, NOW)).toMatchObject({ closed: true, closed_reason: "closed", slots: [] });
    expect(computeSlots(calendar(), "2026-11-22", 60, NOW)).toMatchObject({ closed: true, closed_reason: "past" });
    expect(computeSlots(calendar(), addDays("2026-11-23", 30), 60, NOW).closed).toBe(false);
    expect(computeSlots(calendar(), addDays("2026-11-23", 31), 60, NOW).closed).toBe(true);
  });

  it("the earliest slot is 3 hours from now", () => {
    // today 10:00 Dubai: 13:00 is exactly 3 h away (bookable), 12:00 is not
    const today = computeSlots(calendar(), "2026-11-23", 60, NOW);
    expect(free(today.slots)[0]).toBe("13:00");
    expect(today.slots.find((s) => s.time === "12:00")?.available).toBe(false);
    // 10:30: 13:00 is 2.5 h away
    const later = computeSlots(calendar(), "2026-11-23", 60, new Date(NOW.getTime() + HOUR / 2));
    expect(free(later.slots)[0]).toBe("14:00");
    // 18:00: nothing left today
    const evening = new Date(NOW.getTime() + 8 * HOUR);
    expect(dateAvailability(calendar(), "2026-11-23", 60, evening, "en")).toMatchObject({
      available: false,
      reason: "past",
    });
  });

  it("a slot is full when capacity bookings overlap it", () => {
    const one = calendar({ bookings: [booking(1, TUESDAY, "10:00", 120)] });
    expect(free(computeSlots(one, TUESDAY, 60, NOW).slots)).toContain("10:00");
    const two = calendar({ bookings: [booking(1, TUESDAY, "10:00", 120), booking(2, TUESDAY, "11:00", 60)] });
    const slots = computeSlots(two, TUESDAY, 60, NOW).slots;
    expect(slots.find((s) => s.time === "10:00")?.available).toBe(true); // only one overlaps 10:00-11:00
    expect(slots.find((s) => s.time === "11:00")?.available).toBe(false); // both overlap 11:00-12:00
    expect(slots.find((s) => s.time === "12:00")?.available).toBe(true); // back-to-back is no overlap
    // a 3-hour job starting at 09:00 runs into 11:00-12:00 too
    expect(computeSlots(two, TUESDAY, 180, NOW).slots.find((s) => s.time === "09:00")?.available).toBe(false);
    // the whole day full
    const full = calendar({ bookings: [booking(1, TUESDAY, "08:00", 720), booking(2, TUESDAY, "08:00", 720)] });
    expect(dateAvailability(full, TUESDAY, 60, NOW, "en")).toMatchObject({ available: false, reason: "full" });
  });
});

describe("cancellation and reschedule fees", () => {
  const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();
  const fee = (hours: number) => feeFor(CANCELLATION_DEFAULTS, at(hours), 20000, NOW);

  it("free at 13 h and at exactly 12 h", () => {
    expect(fee(13)).toEqual({ hours_before: 13, rule: "free", fee_percent: 0, fee_fils: 0 });
    expect(fee(12)).toEqual({ hours_before: 12, rule: "free", fee_percent: 0, fee_fils: 0 });
  });
  it("25% between 12 and 2 h", () => {
    expect(fee(5)).toEqual({ hours_before: 5, rule: "late", fee_percent: 25, fee_fils: 5000 });
    expect(fee(2).rule).toBe("late");
    expect(fee(11.95)).toMatchObject({ rule: "late", hours_before: 12 });
  });
  it("50% under 2 h", () => {
    expect(fee(1)).toEqual({ hours_before: 1, rule: "very_late", fee_percent: 50, fee_fils: 10000 });
  });
  it("100% once the slot has started (missed), hours negative", () => {
    expect(fee(-1)).toEqual({ hours_before: -1, rule: "missed", fee_percent: 100, fee_fils: 20000 });
    expect(fee(0).rule).toBe("missed");
  });
  it("reads other rates", () => {
    const rules = { ...CANCELLATION_DEFAULTS, free_hours: 24, late_percent: 10 };
    expect(feeFor(rules, at(13), 20001, NOW)).toMatchObject({ rule: "late", fee_percent: 10, fee_fils: 2000 });
  });
});

describe("status flow", () => {
  it("moves one step at a time and cancels only from the first three", () => {
    expect(canTransition("requested", "confirmed")).toBe(true);
    expect(canTransition("confirmed", "technician-assigned")).toBe(true);
    expect(canTransition("in-progress", "completed")).toBe(true);
    expect(canTransition("requested", "completed")).toBe(false);
    expect(canTransition("completed", "cancelled")).toBe(false);
    expect(canTransition("on-the-way", "cancelled")).toBe(false);
    expect(canTransition("technician-assigned", "cancelled")).toBe(true);
    expect(canTransition("cancelled", "requested")).toBe(false);
  });
});

/* ------------------------------------------------------------------------------------------------------------
 * The rules through the API (issue 15): breaks, holiday ranges, public holidays, technicians, capacity
 * ---------------------------------------------------------------------------------------------------------- */

describe("customer/booking/available-dates and time-slots honour the partner's calendar", () => {
  const ctx = {} as { app: TestApp; db: Db; token: string; userId: number; categories: number[] };
  beforeAll(async () => {
    const { app, db } = await makeTestApp();
    ctx.app = app;
    ctx.db = db;
    const customer = await makeCustomer(app, db, "slots.customer@khidma.test");
    ctx.token = customer.token;
    ctx.userId = customer.id;
    ctx.categories = (await db.selectFrom("categories").select("id").orderBy("id").limit(2).execute()).map((c) => c.id);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const get = (url: string, lang = "en") =>
    ctx.app.inject({
      method: "GET",
      url: `/api/v2/customer/booking/${url}`,
      headers: { ...bearer(ctx.token), "accept-language": lang },
    });
  const data = async (url: string, lang = "en") => {
    const res = await get(url, lang);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  type Slot = { time: string; available: boolean; free: number };
  const slotsOf = async (partner: number, date: string, extra = "") =>
    data(`time-slots?partner_id=${partner}&date=${date}&duration_minutes=60${extra}`);
  const datesOf = async (partner: number, from: string, days: number, extra = "") =>
    (await data(`available-dates?partner_id=${partner}&from=${from}&days=${days}&duration_minutes=60${extra}`))
      .dates as Array<{ date: string; available: boolean; reason: string | null; holiday_name: string | null }>;
  const slotAt = (day: { slots: Slot[] }, time: string) => day.slots.find((s) => s.time === time);

  let serial = 0;
  const stamp = () => new Date().toISOString();
  /** A partner with every day 08:00-20:00 and `capacity` teams (unless `hours` is false), open on public holidays. */
  async function makePartner(opts: { capacity?: number; breaks?: string; keys?: string | null; hours?: boolean } = {}) {
    serial += 1;
    const { id } = await ctx.db
      .insertInto("partners")
      .values({
        name_en: `Slots Partner ${serial}`,
        name_ar: `شريك المواعيد ${serial}`,
        slug: `slots-partner-${serial}`,
        email: null,
        phone: null,
        status: "active",
        created_at: stamp(),
        logo: null,
        cover_image: null,
        latitude: null,
        longitude: null,
        public_holiday_keys: opts.keys === undefined ? "[]" : opts.keys,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (opts.hours !== false)
      await ctx.db
        .insertInto("partner_working_hours")
        .values(
          [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
            partner_id: id,
            weekday,
            opens_at: "08:00",
            closes_at: "20:00",
            is_closed: 0,
            capacity: opts.capacity ?? 2,
            breaks: opts.breaks ?? "[]",
          })),
        )
        .execute();
    return id;
  }
  async function makeService(partnerId: number, categoryId: number) {
    serial += 1;
    const { id } = await ctx.db
      .insertInto("services")
      .values({
        partner_id: partnerId,
        category_id: categoryId,
        slug: `slots-service-${serial}`,
        name_en: `Slots Service ${serial}`,
        name_ar: `خدمة ${serial}`,
        price_fils: 10000,
        duration_minutes: 60,
        image: null,
        created_at: stamp(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }
  /** A team user holding the partner's Technician role, with skills (none: everything). */
  async function makeTechnician(partnerId: number, skills: Array<{ service_id?: number; category_id?: number }>) {
    serial += 1;
    const role =
      (await ctx.db
        .selectFrom("roles")
        .select("id")
        .where("partner_id", "=", partnerId)
        .where("name", "=", "Technician")
        .executeTakeFirst()) ??
      (await ctx.db
        .insertInto("roles")
        .values({ name: "Technician", type: "partner", partner_id: partnerId, is_system: 0 })
        .returning("id")
        .executeTakeFirstOrThrow());
    const { id } = await ctx.db
      .insertInto("users")
      .values({
        first_name: "Tech",
        last_name: `${serial}`,
        email: `slots.tech${serial}@khidma.test`,
        phone: null,
        password_hash: "x",
        gender: "male",
        user_profile: null,
        email_verified_at: null,
        phone_verified_at: null,
        last_login_at: null,
        status: "active",
        partner_id: partnerId,
        preferred_language: "en",
        created_at: stamp(),
        updated_at: stamp(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto("user_roles").values({ user_id: id, role_id: role.id, is_default: 1 }).execute();
    for (const s of skills)
      await ctx.db
        .insertInto("technician_skills")
        .values({ user_id: id, service_id: s.service_id ?? null, category_id: s.category_id ?? null })
        .execute();
    return id;
  }
  async function addRange(
    partnerId: number,
    start: string,
    end: string,
    title: [string, string],
    techs: number[] = [],
  ) {
    const { id } = await ctx.db
      .insertInto("partner_holiday_ranges")
      .values({
        partner_id: partnerId,
        start_date: start,
        end_date: end,
        title_en: title[0],
        title_ar: title[1],
        created_at: stamp(),
        updated_at: stamp(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const user_id of techs)
      await ctx.db.insertInto("partner_holiday_technicians").values({ holiday_id: id, user_id }).execute();
    return id;
  }
  async function addBooking(partnerId: number, date: string, time: string, minutes: number, technician: number | null) {
    serial += 1;
    const { id } = await insertBooking(ctx.db, {
      number: `BK-SLOT${serial}`,
      user_id: ctx.userId,
      partner_id: partnerId,
      scheduled_at: dubaiInstant(date, time).toISOString(),
      duration_minutes: minutes,
      status: "confirmed",
    });
    if (technician !== null)
      await ctx.db.updateTable("bookings").set({ technician_id: technician }).where("id", "=", id).execute();
    return id;
  }

  it("a break removes the slots overlapping it; the whole job must fit around it", async () => {
    const partner = await makePartner({ breaks: JSON.stringify([{ starts_at: "13:00", ends_at: "14:00" }]) });
    const date = daysFromToday(3);
    const day = await slotsOf(partner, date);
    expect(day.closed).toBe(false);
    expect(day.slots.map((s: Slot) => s.time)).toEqual(
      ["08", "09", "10", "11", "12", "14", "15", "16", "17", "18", "19"].map((h) => `${h}:00`),
    );
    const long = await data(`time-slots?partner_id=${partner}&date=${date}&duration_minutes=120`);
    expect(long.slots.map((s: Slot) => s.time)).toEqual(
      ["08", "09", "10", "11", "14", "15", "16", "17", "18"].map((h) => `${h}:00`),
    );
  });

  it("a company holiday range closes each of its days with its title; a technician's range does not", async () => {
    const partner = await makePartner();
    const from = daysFromToday(4);
    await addRange(partner, daysFromToday(5), daysFromToday(7), ["Team retreat", "رحلة الفريق"]);
    const dates = await datesOf(partner, from, 5);
    expect(dates.map((d) => [d.available, d.reason, d.holiday_name])).toEqual([
      [true, null, null],
      [false, "holiday", "Team retreat"],
      [false, "holiday", "Team retreat"],
      [false, "holiday", "Team retreat"],
      [true, null, null],
    ]);
    const ar = await data(`time-slots?partner_id=${partner}&date=${daysFromToday(6)}&duration_minutes=60`, "ar");
    expect(ar).toMatchObject({ closed: true, closed_reason: "holiday", holiday_name: "رحلة الفريق", slots: [] });
  });

  it("a public holiday closes the day when the partner adopts it (all by default, or its key), not otherwise", async () => {
    const date = daysFromToday(8);
    await ctx.db
      .insertInto("public_holidays")
      .values({
        key: "slots-test-day",
        start_date: date,
        end_date: date,
        name_en: "Test Day",
        name_ar: "يوم الاختبار",
        is_tentative: 1,
        created_at: stamp(),
        updated_at: stamp(),
      })
      .execute();
    const all = await makePartner({ keys: null });
    const chosen = await makePartner({ keys: JSON.stringify(["slots-test-day"]) });
    const other = await makePartner({ keys: JSON.stringify(["eid-al-fitr"]) });
    const none = await makePartner({ keys: "[]" });
    for (const partner of [all, chosen]) {
      expect(await slotsOf(partner, date)).toMatchObject({ closed: true, closed_reason: "holiday", slots: [] });
      expect((await datesOf(partner, date, 1))[0]).toMatchObject({ available: false, reason: "holiday" });
    }
    // (a seeded UAE holiday may fall on the same date for the partner closed on all of them)
    expect((await slotsOf(chosen, date)).holiday_name).toBe("Test Day");
    expect((await data(`time-slots?partner_id=${chosen}&date=${date}&duration_minutes=60`, "ar")).holiday_name).toBe(
      "يوم الاختبار",
    );
    for (const partner of [other, none]) {
      const day = await slotsOf(partner, date);
      expect(day.closed).toBe(false);
      expect(day.slots.filter((s: Slot) => s.available)).toHaveLength(12);
    }
  });

  it("technicians: capacity is the technicians on shift with the skill; a day off, a service_id and the cart count", async () => {
    const [cleaning, ac] = ctx.categories;
    const partner = await makePartner({ capacity: 5 });
    const clean = await makeService(partner, cleaning);
    const aircon = await makeService(partner, ac);
    const ali = await makeTechnician(partner, [{ category_id: cleaning }]);
    const badr = await makeTechnician(partner, [{ service_id: aircon }]);
    const date = daysFromToday(9);
    // two technicians, not the weekday's 5 teams
    expect(slotAt(await slotsOf(partner, date), "10:00")).toMatchObject({ available: true, free: 2 });
    expect(slotAt(await slotsOf(partner, date, `&service_id=${clean}`), "10:00")?.free).toBe(1);
    expect(slotAt(await slotsOf(partner, date, `&service_id=${aircon}`), "10:00")?.free).toBe(1);

    // Badr, the only one who does air conditioning, is off that day
    await addRange(partner, date, date, ["Leave", "إجازة"], [badr]);
    expect(await slotsOf(partner, date, `&service_id=${aircon}`)).toMatchObject({
      closed: true,
      closed_reason: "closed",
      slots: [],
    });
    expect((await datesOf(partner, date, 1, `&service_id=${aircon}`))[0]).toMatchObject({
      available: false,
      reason: "closed",
    });
    const cleanDay = await slotsOf(partner, date, `&service_id=${clean}`);
    expect(cleanDay.slots.filter((s: Slot) => s.available)).toHaveLength(12);
    expect(slotAt(await slotsOf(partner, date), "10:00")?.free).toBe(1);
    // the next day he is back
    expect(slotAt(await slotsOf(partner, daysFromToday(10), `&service_id=${aircon}`), "10:00")?.free).toBe(1);

    // without service_id the cart's services count
    const cart = await cartOf(ctx.db, ctx.userId, "service");
    await ctx.db
      .insertInto("cart_items")
      .values({
        cart_id: cart.id,
        service_id: aircon,
        partner_id: partner,
        quantity: 1,
        notes: null,
        images: "[]",
        created_at: stamp(),
        updated_at: stamp(),
      })
      .execute();
    expect((await slotsOf(partner, date)).closed).toBe(true);
    expect(slotAt(await slotsOf(partner, date, `&service_id=${clean}`), "10:00")?.free).toBe(1);
    // and the booking request checks the same: nobody who does air conditioning works that day
    const emirate = await ctx.db
      .selectFrom("emirates")
      .select("id")
      .where("slug", "=", "dubai")
      .executeTakeFirstOrThrow();
    const community = await ctx.db
      .selectFrom("communities")
      .select("id")
      .where("slug", "=", "dubai-marina")
      .executeTakeFirstOrThrow();
    const address = await ctx.app.inject({
      method: "POST",
      url: "/api/v2/user-address/create",
      headers: bearer(ctx.token),
      payload: {
        label: "home",
        emirate_id: emirate.id,
        community_id: community.id,
        building: "Marina Heights",
        apartment_or_villa_number: "1204",
        property_type: "apartment",
        property_size: "2br",
      },
    });
    expect(address.statusCode, address.body).toBe(201);
    const request = await ctx.app.inject({
      method: "POST",
      url: "/api/v2/customer/booking/request",
      headers: bearer(ctx.token),
      payload: { user_address_id: json(address).data.id, date, time: "10:00", payment_method: "card" },
    });
    expect(request.statusCode, request.body).toBe(422);
    expect(Object.keys(json(request).errors)).toEqual(["time"]);
    await ctx.db.deleteFrom("cart_items").where("cart_id", "=", cart.id).execute();

    // a service of another partner is refused
    const res = await get(
      `time-slots?partner_id=${partner}&date=${date}&service_id=${await makeService(await makePartner(), ac)}`,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(["service_id"]);

    // an inactive technician does not count; a technician's own week replaces the partner's
    await ctx.db
      .insertInto("technician_profiles")
      .values({ user_id: ali, partner_id: partner, is_active: 0, created_at: stamp(), updated_at: stamp() })
      .execute();
    expect(await slotsOf(partner, date, `&service_id=${clean}`)).toMatchObject({ closed: true, slots: [] });
    await ctx.db.updateTable("technician_profiles").set({ is_active: 1 }).where("user_id", "=", ali).execute();
    await ctx.db
      .insertInto("technician_working_hours")
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          user_id: ali,
          weekday,
          is_closed: 0,
          opens_at: "08:00",
          closes_at: "12:00",
          breaks: JSON.stringify([{ starts_at: "10:00", ends_at: "10:30" }]),
        })),
      )
      .execute();
    const short = await slotsOf(partner, date, `&service_id=${clean}`);
    expect(short.slots.map((s: Slot) => s.time)).toEqual(["08:00", "09:00", "11:00"]);
  });

  it("existing bookings fill a slot: assigned ones take their technician, unassigned ones any", async () => {
    const partner = await makePartner();
    const service = await makeService(partner, ctx.categories[0]);
    const ali = await makeTechnician(partner, []);
    const badr = await makeTechnician(partner, [{ category_id: ctx.categories[1] }]);
    const date = daysFromToday(11);
    await addBooking(partner, date, "10:00", 60, ali);
    let day = await slotsOf(partner, date);
    expect(slotAt(day, "10:00")).toMatchObject({ available: true, free: 1 });
    expect(slotAt(day, "11:00")?.free).toBe(2);
    // Ali is the only one with the skill, and he is busy at 10:00
    day = await slotsOf(partner, date, `&service_id=${service}`);
    expect(slotAt(day, "10:00")).toMatchObject({ available: false, free: 0 });
    expect(slotAt(day, "11:00")).toMatchObject({ available: true, free: 1 });
    await addBooking(partner, date, "09:30", 60, null);
    day = await slotsOf(partner, date);
    expect(slotAt(day, "10:00")).toMatchObject({ available: false, free: 0 });
    expect(slotAt(day, "09:00")?.free).toBe(1);
    // a whole day taken is full
    await addBooking(partner, daysFromToday(12), "08:00", 12 * 60, ali);
    await addBooking(partner, daysFromToday(12), "08:00", 12 * 60, badr);
    expect((await datesOf(partner, daysFromToday(12), 1))[0]).toMatchObject({ available: false, reason: "full" });
    // a cancelled booking frees its slot
    await ctx.db.updateTable("bookings").set({ status: "cancelled" }).where("technician_id", "=", badr).execute();
    expect((await datesOf(partner, daysFromToday(12), 1))[0]).toMatchObject({ available: true });
  });

  it("a partner without technicians takes the weekday's capacity number of bookings", async () => {
    const partner = await makePartner({ capacity: 3 });
    const date = daysFromToday(13);
    expect(slotAt(await slotsOf(partner, date), "10:00")?.free).toBe(3);
    for (let i = 0; i < 3; i += 1) await addBooking(partner, date, "10:00", 60, null);
    const day = await slotsOf(partner, date);
    expect(slotAt(day, "10:00")).toMatchObject({ available: false, free: 0 });
    expect(slotAt(day, "11:00")).toMatchObject({ available: true, free: 3 });
  });

  it("a partner given only the default week is bookable every day, 08:00-20:00", async () => {
    const partner = await makePartner({ hours: false });
    expect((await datesOf(partner, daysFromToday(2), 7)).every((d) => !d.available && d.reason === "closed")).toBe(
      true,
    );
    await ensureDefaultWeek(ctx.db, partner);
    expect((await datesOf(partner, daysFromToday(2), 7)).every((d) => d.available)).toBe(true);
    const day = await slotsOf(partner, daysFromToday(3));
    expect(day.slots.map((s: Slot) => s.time)).toEqual(
      ["08", "09", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19"].map((h) => `${h}:00`),
    );
    expect(day.slots[0].free).toBe(2);
  });

  it("admin/availability reads the same calendar: breaks, technicians, ranges, capacity minutes", async () => {
    const admin = (await login(ctx.app, "admin@khidma.test", "Admin#2026")).access_token;
    const partner = await makePartner({ breaks: JSON.stringify([{ starts_at: "13:00", ends_at: "14:00" }]) });
    const ali = await makeTechnician(partner, []);
    const badr = await makeTechnician(partner, []);
    await ctx.db
      .insertInto("technician_working_hours")
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ user_id: badr, weekday, opens_at: "08:00", closes_at: "12:00" })),
      )
      .execute();
    const from = daysFromToday(14);
    await addRange(partner, daysFromToday(15), daysFromToday(15), ["Company day", "يوم الشركة"]);
    await addRange(partner, daysFromToday(16), daysFromToday(16), ["Ali's leave", "إجازة علي"], [ali]);
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/v2/admin/availability?partner_id=${partner}&from=${from}&days=3`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = json(res).data;
    expect(a.working_hours[0]).toMatchObject({
      breaks: [{ starts_at: "13:00", ends_at: "14:00" }],
      technicians_on_shift: 2,
    });
    expect(a.technicians).toEqual([
      expect.objectContaining({ id: ali, own_week: false, weekdays: [0, 1, 2, 3, 4, 5, 6] }),
      expect.objectContaining({ id: badr, own_week: true, weekdays: [0, 1, 2, 3, 4, 5, 6] }),
    ]);
    expect(a.holidays).toEqual([
      expect.objectContaining({ date: daysFromToday(15), scope: "partner", name: "Company day", technician_ids: [] }),
      expect.objectContaining({ date: daysFromToday(16), end_date: daysFromToday(16), scope: "technician" }),
    ]);
    // Ali 08:00-20:00 less the break (660) + Badr 08:00-12:00 (240); nobody on the company day; Badr alone
    expect(a.load.map((d: { capacity_minutes: number }) => d.capacity_minutes)).toEqual([900, 0, 240]);
    expect(a.load[1]).toMatchObject({ closed: true, closed_reason: "holiday", holiday_name: "Company day" });
    expect(a.totals.capacity_minutes).toBe(1140);
  });

  it("partner/booking/time-slots: the schedule preview for the partner's own company, or any for an internal role", async () => {
    const owner = (await login(ctx.app, "partner@khidma.test", "Partner#2026")).access_token;
    const admin = (await login(ctx.app, "admin@khidma.test", "Admin#2026")).access_token;
    const preview = (query: string, token: string) =>
      ctx.app.inject({ method: "GET", url: `/api/v2/partner/booking/time-slots?${query}`, headers: bearer(token) });
    const sparkle = (
      await ctx.db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
    ).id;
    const date = daysFromToday(5);
    const own = await preview(`date=${date}`, owner);
    expect(own.statusCode, own.body).toBe(200);
    expect(json(own).data).toMatchObject({ partner_id: sparkle, date, duration_minutes: 60 });
    const other = await makePartner({ breaks: JSON.stringify([{ starts_at: "12:00", ends_at: "15:00" }]) });
    expect((await preview(`date=${date}&partner_id=${other}`, owner)).statusCode).toBe(403);
    expect((await preview(`date=${date}&partner_id=${other}`, ctx.token)).statusCode).toBe(403);
    expect((await preview(`date=${date}`, admin)).statusCode).toBe(422);
    const service = await makeService(other, ctx.categories[0]);
    await ctx.db.updateTable("services").set({ duration_minutes: 120 }).where("id", "=", service).execute();
    const res = await preview(`date=${date}&partner_id=${other}&service_id=${service}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.duration_minutes).toBe(120);
    expect(json(res).data.slots.map((s: Slot) => s.time)).toEqual(
      ["08", "09", "10", "15", "16", "17", "18"].map((h) => `${h}:00`),
    );
  });

  it("a request reads the calendar in the same few queries whatever the number of days", async () => {
    const partner = await makePartner();
    await makeTechnician(partner, []);
    await addRange(partner, daysFromToday(2), daysFromToday(3), ["Off", "عطلة"]);
    const prepare = vi.spyOn(SQLite.prototype, "prepare");
    const count = async (url: string) => {
      prepare.mockClear();
      await data(url);
      return prepare.mock.calls.length;
    };
    const one = await count(`available-dates?partner_id=${partner}&days=1&duration_minutes=60`);
    const thirty = await count(`available-dates?partner_id=${partner}&days=30&duration_minutes=60`);
    const slots = await count(`time-slots?partner_id=${partner}&date=${daysFromToday(4)}&duration_minutes=60`);
    prepare.mockRestore();
    expect(thirty).toBe(one);
    expect(slots).toBe(one);
    expect(one).toBeLessThanOrEqual(16);
  });
});
