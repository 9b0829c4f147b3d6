import { type Kysely, type Migration, Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb as createDatabase, type Database, nowIso } from "../../server/src/db/database.js";
import { MIGRATIONS } from "../../server/src/db/migrations/index.js";
import { dubaiDate } from "../../server/src/lib/dubai.js";
import { hashPassword } from "../../server/src/lib/password.js";
import { uaePublicHolidays } from "../../server/src/modules/schedule/public-holidays.js";
import { bearer, json, login, makeTestApp, type TestApp } from "./helpers.js";

type Method = "GET" | "POST" | "DELETE";

const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  is_closed: weekday === 5,
  opens_at: "09:00",
  closes_at: "18:00",
  breaks: weekday === 5 ? [] : [{ starts_at: "13:00", ends_at: "14:00" }],
  capacity: 3,
}));

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("schedule: working hours, holidays, UAE public holidays (issue 15)", () => {
  let app: TestApp;
  let db: Database;
  let partner: string; // partner@khidma.test, Sparkle
  let admin: string;
  let aisha: string;
  let otherOwner: string; // the owner of another partner
  let sparkle: number;
  let other: number;
  let sparkleTech: number;
  let otherTech: number;

  const call = (method: Method, url: string, token: string, payload?: unknown, lang = "en") =>
    app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: { ...bearer(token), "accept-language": lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async (method: Method, url: string, token: string, payload?: unknown, lang = "en") => {
    const res = await call(method, url, token, payload, lang);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return json(res).data;
  };
  const invalid = async (method: Method, url: string, token: string, payload: unknown) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, res.body).toBe(422);
    return json(res).errors as Record<string, string[]>;
  };

  beforeAll(async () => {
    ({ app, db } = await makeTestApp());
    [partner, admin, aisha] = await Promise.all(
      [
        ["partner@khidma.test", "Partner#2026"],
        ["admin@khidma.test", "Admin#2026"],
        ["customer@khidma.test", "Customer#2026"],
      ].map(async ([email, password]) => (await login(app, email, password)).access_token),
    );
    sparkle = (
      await db.selectFrom("partners").select("id").where("slug", "=", "sparkle-cleaning").executeTakeFirstOrThrow()
    ).id;
    sparkleTech = (
      await db.selectFrom("users").select("id").where("email", "=", "tech@khidma.test").executeTakeFirstOrThrow()
    ).id;
    other = (
      await db.selectFrom("partners").select("id").where("id", "!=", sparkle).orderBy("id").executeTakeFirstOrThrow()
    ).id;
    // an owner for the other partner, holding the partner role with every partner permission
    const role = await db
      .selectFrom("roles")
      .select("id")
      .where("name", "=", "Partner Owner")
      .where((eb) => eb.or([eb("partner_id", "=", other), eb("partner_id", "is", null)]))
      .orderBy("partner_id", "desc")
      .executeTakeFirstOrThrow();
    const at = nowIso();
    const hash = await hashPassword("Other#2026");
    const [ownerId, techId] = await Promise.all(
      ["other.owner@khidma.test", "other.tech@khidma.test"].map(async (email, i) => {
        const { id } = await db
          .insertInto("users")
          .values({
            first_name: "Other",
            last_name: i ? "Tech" : "Owner",
            email,
            phone: `+97150555099${i}`,
            password_hash: hash,
            gender: "male",
            user_profile: null,
            email_verified_at: at,
            phone_verified_at: at,
            last_login_at: null,
            status: "active",
            partner_id: other,
            preferred_language: "en",
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return id;
      }),
    );
    otherTech = techId;
    await db.insertInto("user_roles").values({ user_id: ownerId, role_id: role.id, is_default: 1 }).execute();
    otherOwner = (await login(app, "other.owner@khidma.test", "Other#2026")).access_token;
  });

  afterAll(async () => {
    await app?.close();
  });

  describe("working hours", () => {
    it("a partner reads its week (seven days, Sunday first) and replaces it, breaks and capacity included", async () => {
      const before = await ok("GET", "partner/working-hours", partner);
      expect(before).toMatchObject({ partner_id: sparkle, technician_id: null, inherited: false });
      expect(before.days.map((d: { weekday: number }) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(before.days[0]).toMatchObject({ is_closed: false, breaks: [], capacity: 2 });

      const saved = await ok("POST", "partner/working-hours", partner, { days: WEEK });
      expect(saved.days[1]).toEqual({
        weekday: 1,
        is_closed: false,
        opens_at: "09:00",
        closes_at: "18:00",
        breaks: [{ starts_at: "13:00", ends_at: "14:00" }],
        capacity: 3,
      });
      expect(saved.days[5]).toMatchObject({ weekday: 5, is_closed: true, breaks: [] });
      const row = await db
        .selectFrom("partner_working_hours")
        .selectAll()
        .where("partner_id", "=", sparkle)
        .where("weekday", "=", 1)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.breaks)).toEqual([{ starts_at: "13:00", ends_at: "14:00" }]);
      // capacity is optional: default 2
      const week = WEEK.map(({ capacity: _c, ...d }) => d);
      const again = await ok("POST", "partner/working-hours", partner, { days: week });
      expect(again.days[2].capacity).toBe(2);
    });

    it("bad weeks answer 422 with the field, in English and Arabic, and save nothing", async () => {
      const before = await ok("GET", "partner/working-hours", partner);
      const day = (i: number, patch: object) => WEEK.map((d) => (d.weekday === i ? { ...d, ...patch } : d));
      expect(await invalid("POST", "partner/working-hours", partner, { days: day(1, { closes_at: "08:00" }) })).toEqual(
        {
          "days.1.closes_at": ["The closing time must be after the opening time."],
        },
      );
      expect(
        await invalid("POST", "partner/working-hours", partner, {
          days: day(2, { breaks: [{ starts_at: "17:30", ends_at: "18:30" }] }),
        }),
      ).toEqual({ "days.2.breaks.0.starts_at": ["A break must be within the opening hours."] });
      expect(
        await invalid("POST", "partner/working-hours", partner, {
          days: day(3, {
            breaks: [
              { starts_at: "12:00", ends_at: "13:30" },
              { starts_at: "13:00", ends_at: "14:00" },
            ],
          }),
        }),
      ).toEqual({ "days.3.breaks.1.starts_at": ["Breaks must not overlap."] });
      expect(
        await invalid("POST", "partner/working-hours", partner, {
          days: day(4, { breaks: [{ starts_at: "15:00", ends_at: "14:00" }] }),
        }),
      ).toEqual({ "days.4.breaks.0.ends_at": ["A break must end after it starts."] });
      expect(await invalid("POST", "partner/working-hours", partner, { days: day(0, { opens_at: "9am" }) })).toEqual({
        "days.0.opens_at": ["The time must be in the format HH:mm."],
      });
      const twice = await invalid("POST", "partner/working-hours", partner, { days: day(6, { weekday: 0 }) });
      expect(twice["days.6.weekday"]).toEqual(["Each weekday may be given only once."]);
      expect(twice.days).toEqual(["Give all seven weekdays, from 0 (Sunday) to 6 (Saturday)."]);
      expect(await invalid("POST", "partner/working-hours", partner, { days: WEEK.slice(0, 6) })).toEqual({
        days: ["Give all seven weekdays, from 0 (Sunday) to 6 (Saturday)."],
      });
      expect(await invalid("POST", "partner/working-hours", partner, {})).toEqual({
        days: ["The days field is required."],
      });
      const ar = await call("POST", "partner/working-hours", partner, { days: day(1, { closes_at: "08:00" }) }, "ar");
      expect(json(ar).errors["days.1.closes_at"]).toEqual(["يجب أن يكون وقت الإغلاق بعد وقت الفتح."]);
      expect(await ok("GET", "partner/working-hours", partner)).toEqual(before);
    });

    it("a technician's own week, inherited until set, and back to the company's after a reset", async () => {
      const company = await ok("GET", "partner/working-hours", partner);
      const inherited = await ok("GET", `partner/working-hours?technician_id=${sparkleTech}`, partner);
      expect(inherited).toMatchObject({ technician_id: sparkleTech, inherited: true, days: company.days });

      const own = WEEK.map((d) => ({ ...d, is_closed: d.weekday === 0, opens_at: "10:00", closes_at: "16:00" }));
      const saved = await ok("POST", "partner/working-hours", partner, { technician_id: sparkleTech, days: own });
      expect(saved).toMatchObject({ technician_id: sparkleTech, inherited: false });
      expect(saved.days[0]).toMatchObject({ is_closed: true });
      expect(saved.days[1]).toMatchObject({ opens_at: "10:00", closes_at: "16:00", capacity: 1 });
      expect(
        await db.selectFrom("technician_working_hours").select("id").where("user_id", "=", sparkleTech).execute(),
      ).toHaveLength(7);
      // the company's week is untouched
      expect(await ok("GET", "partner/working-hours", partner)).toEqual(company);

      const reset = await ok("POST", "partner/working-hours/reset", partner, { technician_id: sparkleTech });
      expect(reset).toMatchObject({ inherited: true, days: company.days });
      expect(
        await db.selectFrom("technician_working_hours").select("id").where("user_id", "=", sparkleTech).execute(),
      ).toEqual([]);
    });

    it("a technician of another partner is a 422", async () => {
      expect(await invalid("POST", "partner/working-hours", partner, { technician_id: otherTech, days: WEEK })).toEqual(
        {
          technician_id: ["The technician is not one of this company's team."],
        },
      );
      expect(
        Object.keys(await invalid("GET", `partner/working-hours?technician_id=${otherTech}`, partner, undefined)),
      ).toEqual(["technician_id"]);
    });

    it("scoping: a partner cannot read or change another partner's week; an internal caller names the partner", async () => {
      expect((await call("GET", `partner/working-hours?partner_id=${sparkle}`, otherOwner)).statusCode).toBe(403);
      expect(
        (await call("POST", "partner/working-hours", otherOwner, { partner_id: sparkle, days: WEEK })).statusCode,
      ).toBe(403);
      const own = await ok("GET", "partner/working-hours", otherOwner);
      expect(own.partner_id).toBe(other);

      expect(await invalid("GET", "partner/working-hours", admin, undefined)).toEqual({
        partner_id: ["The partner id field is required."],
      });
      expect((await ok("GET", `partner/working-hours?partner_id=${sparkle}`, admin)).partner_id).toBe(sparkle);
      const saved = await ok("POST", "partner/working-hours", admin, { partner_id: other, days: WEEK });
      expect(saved).toMatchObject({ partner_id: other });
      expect((await ok("GET", "partner/working-hours", otherOwner)).days[1].breaks).toEqual([
        { starts_at: "13:00", ends_at: "14:00" },
      ]);
      // a customer has no such permission
      expect((await call("GET", "partner/working-hours", aisha)).statusCode).toBe(403);
    });
  });

  describe("holidays as ranges", () => {
    /** An open booking of Aisha's, moved to 3 hours from now (a late cancel would cost a fee). */
    async function soonBooking() {
      const b = await db
        .selectFrom("bookings as b")
        .innerJoin("users as u", "u.id", "b.user_id")
        .select(["b.id", "b.partner_id", "b.number", "b.user_id"])
        .where("u.email", "=", "customer@khidma.test")
        .where("b.status", "in", ["requested", "confirmed"])
        .orderBy("b.id")
        .executeTakeFirstOrThrow();
      const at = new Date(Date.now() + 3 * 3_600_000);
      await db
        .updateTable("bookings")
        .set({ scheduled_at: at.toISOString(), technician_id: null })
        .where("id", "=", b.id)
        .execute();
      return { ...b, date: dubaiDate(at) };
    }

    it("range validation: end before start, longer than a year, another partner's technician (422, nothing saved)", async () => {
      const base = { start_date: "2027-02-10", end_date: "2027-02-12", title_en: "Leave", title_ar: "إجازة" };
      const count = async () =>
        (await db.selectFrom("partner_holiday_ranges").select("id").where("partner_id", "=", sparkle).execute()).length;
      const n = await count();
      expect(await invalid("POST", "partner/holiday/create", partner, { ...base, end_date: "2027-02-09" })).toEqual({
        end_date: ["The end date must not be before the start date."],
      });
      expect(await invalid("POST", "partner/holiday/create", partner, { ...base, end_date: "2028-02-11" })).toEqual({
        end_date: ["A holiday may last at most a year (366 days)."],
      });
      // 366 days is allowed
      expect(
        (await call("POST", "partner/holiday/impact", partner, { ...base, end_date: "2028-02-10" })).statusCode,
      ).toBe(200);
      expect(await invalid("POST", "partner/holiday/create", partner, { ...base, start_date: "2027-02-30" })).toEqual({
        start_date: ["The date must be a real date in the format YYYY-MM-DD."],
      });
      expect(
        await invalid("POST", "partner/holiday/create", partner, { ...base, technician_ids: [sparkleTech, otherTech] }),
      ).toEqual({ "technician_ids.1": ["The technician is not one of this company's team."] });
      const ar = await call("POST", "partner/holiday/create", partner, { ...base, end_date: "2027-02-09" }, "ar");
      expect(json(ar).errors.end_date).toEqual(["يجب ألا يكون تاريخ الانتهاء قبل تاريخ البدء."]);
      expect(await count()).toBe(n);
    });

    it("impact lists the open appointments in the range (only the chosen technicians' when given)", async () => {
      const b = await soonBooking();
      const range = { partner_id: b.partner_id, start_date: b.date, end_date: b.date };
      const impact = await ok("POST", "partner/holiday/impact", admin, range);
      expect(impact.count).toBe(impact.appointments.length);
      const mine = impact.appointments.find((a: { id: number }) => a.id === b.id);
      expect(mine).toMatchObject({
        booking_number: b.number,
        customer_name: "Aisha Khan",
        technician_id: null,
        date: b.date,
      });
      expect(mine.services.length).toBeGreaterThan(0);
      // every listed appointment is the partner's, open, and on that day
      const rows = await db
        .selectFrom("bookings")
        .select(["id", "partner_id", "status", "scheduled_at"])
        .where(
          "id",
          "in",
          impact.appointments.map((a: { id: number }) => a.id),
        )
        .execute();
      for (const r of rows) {
        expect(r.partner_id).toBe(b.partner_id);
        expect(["cancelled", "completed"]).not.toContain(r.status);
        expect(dubaiDate(r.scheduled_at)).toBe(b.date);
      }
      // a cancelled appointment that day is not affected
      await db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", b.id).execute();
      const without = await ok("POST", "partner/holiday/impact", admin, range);
      expect(without.appointments.map((a: { id: number }) => a.id)).not.toContain(b.id);
      await db.updateTable("bookings").set({ status: "confirmed" }).where("id", "=", b.id).execute();
      // a technician's days off affect only that technician's appointments (this one has none assigned)
      const tech = await db
        .selectFrom("users")
        .select("id")
        .where("partner_id", "=", b.partner_id)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const techOnly = await ok("POST", "partner/holiday/impact", admin, { ...range, technician_ids: [tech.id] });
      expect(techOnly.appointments.map((a: { id: number }) => a.id)).not.toContain(b.id);
      // another partner's caller cannot look at it
      if (b.partner_id !== other)
        expect((await call("POST", "partner/holiday/impact", otherOwner, range)).statusCode).toBe(403);
    });

    it("adding a holiday over an appointment notifies its customer, who may cancel it free of charge", async () => {
      const b = await soonBooking();
      const before = await ok("GET", `customer/booking/cancel-preview/${b.id}`, aisha);
      expect(before.fee).toBeGreaterThan(0);

      const created = await ok("POST", "partner/holiday/create", admin, {
        partner_id: b.partner_id,
        start_date: b.date,
        end_date: addDays(b.date, 2),
        title_en: "Staff training",
        title_ar: "تدريب الموظفين",
      });
      expect(created).toMatchObject({
        partner_id: b.partner_id,
        start_date: b.date,
        end_date: addDays(b.date, 2),
        title: "Staff training",
        technician_ids: [],
        technicians: [],
        days: 3,
      });
      expect(created.affected_count).toBeGreaterThanOrEqual(1);
      const note = await db
        .selectFrom("notifications")
        .selectAll()
        .where("user_id", "=", b.user_id)
        .where("link", "=", `/bookings/${b.id}`)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(note.title_en).toBe(`Booking ${b.number}: the company is closed that day`);
      expect(note.body_en).toContain("free of charge");
      expect(note.body_ar).toContain("تدريب الموظفين");

      const move = await ok("GET", `customer/booking/reschedule-preview/${b.id}`, aisha);
      expect(move).toMatchObject({ action: "reschedule", fee: 0, rule: "free" });
      const free = await ok("GET", `customer/booking/cancel-preview/${b.id}`, aisha);
      expect(free).toMatchObject({ fee: 0, fee_percent: 0, rule: "free" });
      const done = await ok("POST", `customer/booking/cancel/${b.id}`, aisha, { expected_fee: 0 });
      expect(done).toMatchObject({ status: "cancelled", cancellation_fee: 0 });

      // listed, with the title in the caller's language
      const list = await ok(
        "GET",
        `partner/holiday/list?partner_id=${b.partner_id}&from=${b.date}`,
        admin,
        undefined,
        "ar",
      );
      const row = list.data.find((h: { id: number }) => h.id === created.id);
      expect(row).toMatchObject({ title: "تدريب الموظفين", title_en: "Staff training", days: 3 });
      const none = await ok("GET", `partner/holiday/list?partner_id=${b.partner_id}&search=nothing-like-this`, admin);
      expect(none.total).toBe(0);
    });

    it("create, move, delete for the partner's own company; another partner gets 403", async () => {
      const created = await ok("POST", "partner/holiday/create", partner, {
        start_date: "2027-08-01",
        end_date: "2027-08-21",
        title_en: "Three weeks' leave",
        title_ar: "إجازة ثلاثة أسابيع",
        technician_ids: [sparkleTech],
      });
      expect(created).toMatchObject({
        partner_id: sparkle,
        technician_ids: [sparkleTech],
        days: 21,
        affected_count: 0,
      });
      expect(created.technicians[0]).toMatchObject({ id: sparkleTech });

      const list = await ok("GET", "partner/holiday/list?from=2027-08-10&to=2027-08-12", partner);
      expect(list.data.map((h: { id: number }) => h.id)).toContain(created.id);
      expect(list.data.every((h: { partner_id: number }) => h.partner_id === sparkle)).toBe(true);
      expect((await ok("GET", "partner/holiday/list", otherOwner)).data.map((h: { id: number }) => h.id)).not.toContain(
        created.id,
      );

      const body = { start_date: "2027-08-05", end_date: "2027-08-06", title_en: "Leave", title_ar: "إجازة" };
      expect((await call("POST", `partner/holiday/update/${created.id}`, otherOwner, body)).statusCode).toBe(403);
      expect((await call("DELETE", `partner/holiday/delete/${created.id}`, otherOwner)).statusCode).toBe(403);

      const moved = await ok("POST", `partner/holiday/update/${created.id}`, partner, body);
      expect(moved).toMatchObject({ start_date: "2027-08-05", end_date: "2027-08-06", technician_ids: [sparkleTech] });
      await ok("DELETE", `partner/holiday/delete/${created.id}`, partner);
      expect((await call("DELETE", `partner/holiday/delete/${created.id}`, partner)).statusCode).toBe(404);
      expect(
        await db
          .selectFrom("partner_holiday_technicians")
          .select("user_id")
          .where("holiday_id", "=", created.id)
          .execute(),
      ).toEqual([]);
    });
  });

  describe("UAE public holidays", () => {
    it("seeded for the current and next year as ranges; future Islamic ones are tentative", async () => {
      const today = dubaiDate();
      const year = Number(today.slice(0, 4));
      const rows = await db.selectFrom("public_holidays").selectAll().orderBy("start_date").execute();
      const years = new Set(rows.map((r) => Number(r.start_date.slice(0, 4))));
      expect(years.has(year) && years.has(year + 1)).toBe(true);
      const next = await ok("GET", `public-holiday/list?year=${year + 1}&limit=-1`, partner);
      const keys = next.data.map((h: { key: string }) => h.key);
      for (const k of ["new-year", "eid-al-fitr", "arafat-day", "eid-al-adha", "islamic-new-year", "prophet-birthday"])
        expect(keys).toContain(k);
      const fitr = next.data.find((h: { key: string }) => h.key === "eid-al-fitr");
      expect(fitr).toMatchObject({ name_en: "Eid Al Fitr", name: "Eid Al Fitr", is_tentative: true, days: 3 });
      const etihad = next.data.find((h: { key: string }) => h.key === "eid-al-etihad");
      expect(etihad).toMatchObject({
        start_date: `${year + 1}-12-02`,
        end_date: `${year + 1}-12-03`,
        is_tentative: false,
      });
      // past Islamic holidays are not tentative
      for (const r of rows) if (r.start_date <= today) expect(r.is_tentative).toBe(0);
      const ar = await ok("GET", `public-holiday/list?year=${year + 1}&key=eid-al-adha`, partner, undefined, "ar");
      expect(ar.data[0].name).toBe("عيد الأضحى");
    });

    it("Hijri dates come from date-holidays: 2027's Eid Al Fitr, Arafat Day and Eid Al Adha", () => {
      const rows = uaePublicHolidays(2027, "2026-11-25");
      expect(rows.find((r) => r.key === "eid-al-fitr")).toMatchObject({
        start_date: "2027-03-09",
        end_date: "2027-03-11",
        is_tentative: 1,
      });
      expect(rows.find((r) => r.key === "arafat-day")).toMatchObject({
        start_date: "2027-05-15",
        end_date: "2027-05-15",
      });
      expect(rows.find((r) => r.key === "eid-al-adha")).toMatchObject({
        start_date: "2027-05-16",
        end_date: "2027-05-18",
      });
      expect(rows.find((r) => r.key === "commemoration-day")).toMatchObject({
        start_date: "2027-12-01",
        is_tentative: 0,
      });
    });

    it("only internal roles add, move (confirm) and delete public holidays", async () => {
      const body = {
        key: "test-holiday",
        start_date: "2027-10-10",
        end_date: "2027-10-11",
        name_en: "Test holiday",
        name_ar: "عطلة تجريبية",
        is_tentative: true,
      };
      expect((await call("POST", "public-holiday/create", partner, body)).statusCode).toBe(403);
      const created = await ok("POST", "public-holiday/create", admin, body);
      expect(created).toMatchObject({ key: "test-holiday", is_tentative: true, days: 2 });
      expect((await call("POST", `public-holiday/update/${created.id}`, partner, body)).statusCode).toBe(403);
      expect((await call("DELETE", `public-holiday/delete/${created.id}`, partner)).statusCode).toBe(403);
      const confirmed = await ok("POST", `public-holiday/update/${created.id}`, admin, {
        ...body,
        start_date: "2027-10-12",
        end_date: "2027-10-12",
        is_tentative: false,
      });
      expect(confirmed).toMatchObject({ start_date: "2027-10-12", is_tentative: false, days: 1 });
      expect(await invalid("POST", "public-holiday/create", admin, { ...body, key: "Bad Key" })).toEqual({
        key: ["The key may hold lower-case letters, digits and hyphens only."],
      });
      await ok("DELETE", `public-holiday/delete/${created.id}`, admin);
      expect((await call("DELETE", `public-holiday/delete/${created.id}`, admin)).statusCode).toBe(404);
    });

    it("a partner's choice: closed on all by default, or only the chosen holidays", async () => {
      const initial = await ok("GET", "partner/public-holiday/choice", partner);
      expect(initial).toMatchObject({ partner_id: sparkle, closed_on_all: true });
      expect(initial.options.every((o: { closed: boolean }) => o.closed)).toBe(true);

      const saved = await ok("POST", "partner/public-holiday/choice", partner, {
        closed_on_all: false,
        keys: ["eid-al-fitr", "eid-al-adha"],
      });
      expect(saved).toMatchObject({ closed_on_all: false, keys: ["eid-al-fitr", "eid-al-adha"] });
      expect(saved.options.find((o: { key: string }) => o.key === "new-year").closed).toBe(false);
      const p = await db
        .selectFrom("partners")
        .select("public_holiday_keys")
        .where("id", "=", sparkle)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(p.public_holiday_keys!)).toEqual(["eid-al-fitr", "eid-al-adha"]);

      expect(
        await invalid("POST", "partner/public-holiday/choice", partner, {
          closed_on_all: false,
          keys: ["no-such-day"],
        }),
      ).toEqual({ "keys.0": ["The key is not one of the UAE public holidays."] });
      expect(
        (await call("POST", "partner/public-holiday/choice", otherOwner, { partner_id: sparkle, closed_on_all: true }))
          .statusCode,
      ).toBe(403);

      await ok("POST", "partner/public-holiday/choice", admin, { partner_id: sparkle, closed_on_all: true });
      const back = await db
        .selectFrom("partners")
        .select("public_holiday_keys")
        .where("id", "=", sparkle)
        .executeTakeFirstOrThrow();
      expect(back.public_holiday_keys).toBeNull();
    });
  });

  it("migration 018 turns the old one-day holiday rows into ranges and drops partner_holidays", async () => {
    const old = createDatabase({
      dbDriver: "sqlite",
      databaseUrl: "",
      sqliteFile: ":memory:",
    }) as unknown as Kysely<unknown>;
    const upTo = async (last: string) => {
      const list = MIGRATIONS.slice(0, MIGRATIONS.findIndex(([name]) => name === last) + 1);
      const migrations: Record<string, Migration> = Object.fromEntries(
        list.map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, "sqlite") }]),
      );
      const { error } = await new Migrator({
        db: old,
        provider: { getMigrations: async () => migrations },
      }).migrateToLatest();
      if (error) throw error;
    };
    try {
      await upTo("017_team_schedule");
      const at = nowIso();
      await sql`insert into partners (id, slug, name_en, name_ar, status, created_at)
        values (7, 'p7', 'P7', 'P7', 'active', ${at})`.execute(old);
      for (const [partner, date, en, ar] of [
        [null, "2030-04-01", "Eid Al Fitr", "عيد الفطر"],
        [null, "2030-04-02", "Eid Al Fitr", "عيد الفطر"],
        [null, "2030-04-03", "Eid Al Fitr", "عيد الفطر"],
        [null, "2030-12-02", "Eid Al Etihad", "عيد الاتحاد"],
        [7, "2030-05-10", "Stocktake", "جرد"],
        [7, "2030-05-11", "Stocktake", "جرد"],
        [7, "2030-05-13", "Stocktake", "جرد"],
      ] as const)
        await sql`insert into partner_holidays (partner_id, date, name_en, name_ar) values (${partner}, ${date}, ${en}, ${ar})`.execute(
          old,
        );
      await upTo("018_schedule_data");
      const pub = await sql<{ key: string; start_date: string; end_date: string; is_tentative: number }>`
        select key, start_date, end_date, is_tentative from public_holidays order by start_date`.execute(old);
      expect(pub.rows).toEqual([
        { key: "eid-al-fitr", start_date: "2030-04-01", end_date: "2030-04-03", is_tentative: 1 },
        { key: "eid-al-etihad", start_date: "2030-12-02", end_date: "2030-12-02", is_tentative: 0 },
      ]);
      const own = await sql<{ partner_id: number; start_date: string; end_date: string; title_ar: string }>`
        select partner_id, start_date, end_date, title_ar from partner_holiday_ranges order by start_date`.execute(old);
      expect(own.rows).toEqual([
        { partner_id: 7, start_date: "2030-05-10", end_date: "2030-05-11", title_ar: "جرد" },
        { partner_id: 7, start_date: "2030-05-13", end_date: "2030-05-13", title_ar: "جرد" },
      ]);
      const tables = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name = 'partner_holidays'`.execute(old);
      expect(tables.rows).toEqual([]);
    } finally {
      await old.destroy();
    }
  });
});
