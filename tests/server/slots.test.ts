import { describe, expect, it } from "vitest";
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
