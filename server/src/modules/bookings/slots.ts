import type { Database } from "../../db/database.js";
import { dubaiDate, dubaiInstantOf, dubaiTime, TIMEZONE } from "../../lib/dubai.js";
import type { Lang } from "../../lib/i18n.js";
import { num } from "../../lib/query.js";

/**
 * The booking calendar (issue 15): a partner's week with breaks, company holiday ranges, adopted UAE public holidays,
 * technicians on shift with the needed skills, and existing bookings. `loadCalendar` reads one partner over a window
 * of dates in a handful of queries (none per day); everything after it is pure.
 *
 * Time: Asia/Dubai is UTC+4 all year (no daylight saving), so a fixed offset is exact.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The earliest slot starts this many hours from now. */
export const LEAD_HOURS = 3;
/** Slots are offered up to this many days after today (Dubai). */
export const MAX_DAYS_AHEAD = 30;
/** A job takes at least an hour. */
export const MIN_DURATION_MINUTES = 60;

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD` in Dubai of an instant. */
export const dubaiDateOf = (at: Date | string | number): string => dubaiDate(at);

/** `HH:mm` in Dubai of an instant. */
export const dubaiTimeOf = dubaiTime;

/** `HH:mm` -> minutes after midnight (`00:00` as a closing time means midnight: use 24:00). */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + (m || 0);
};

/** The UTC instant of a Dubai date and `HH:mm` (or minutes after midnight). */
export function dubaiInstant(date: string, time: string | number): Date {
  const [y, m, d] = date.split("-").map(Number);
  const minutes = typeof time === "number" ? time : minutesOf(time);
  return dubaiInstantOf(`${y}-${pad(m)}-${pad(d)}`, minutes);
}

/** 0 = Sunday ... 6 = Saturday of a `YYYY-MM-DD` date. */
export const weekdayOf = (date: string): number => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
};

/** `09:00` -> `09:00 AM`, `14:00` -> `02:00 PM`. */
export const timeLabel = (time: string): string => {
  const [h, m] = time.split(":").map(Number);
  return `${pad(h % 12 || 12)}:${pad(m)} ${h < 12 ? "AM" : "PM"}`;
};

export const isValidDate = (date: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const at = new Date(`${date}T00:00:00Z`);
  // an impossible date (2026-13-40) is an Invalid Date, whose toISOString() throws
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === date;
};

/* ------------------------------------------------------------------------------------------------------------
 * The calendar
 * ---------------------------------------------------------------------------------------------------------- */

export interface Break {
  starts_at: string;
  ends_at: string;
}

export interface WorkingDay {
  opens_at: string;
  closes_at: string;
  is_closed: boolean;
  /** Parallel bookings when the partner has no technicians (teams). */
  capacity: number;
  /** No job may overlap a break. */
  breaks?: Break[];
}

/** A technician's skill row: a service, or a whole category. */
export interface Skill {
  service_id: number | null;
  category_id: number | null;
}

/** An active technician of the partner. */
export interface CalendarTechnician {
  id: number;
  name?: string;
  colour?: string;
  /** Their own week (weekday -> hours; a missing weekday is off); null: the partner's week. */
  hours: Map<number, WorkingDay> | null;
  /** Inclusive date ranges of holidays naming them (days off). */
  daysOff: Array<{ start_date: string; end_date: string }>;
  /** No rows: they can do everything. */
  skills: Skill[];
}

/** A service the job needs (the technician needs a skill for each). */
export interface ServiceNeed {
  id: number;
  category_id: number;
}

export interface CalendarBooking {
  id: number;
  start: number;
  end: number;
  /** The assigned technician (null: unassigned). */
  technicianId?: number | null;
}

/** What the slot rules need to know about one partner over a range of dates (loaded once, then pure). */
export interface PartnerCalendar {
  partnerId: number;
  /** weekday (0 = Sunday) -> hours; a missing weekday is closed. */
  hours: Map<number, WorkingDay>;
  /** date -> why the whole partner is closed (company holiday ranges, then adopted public holidays). */
  holidays: Map<string, { name_en: string; name_ar: string }>;
  /** Non-cancelled bookings that may overlap the range, as epoch-ms intervals. */
  bookings: CalendarBooking[];
  /** The partner's active technicians; none: the weekday capacity number counts (teams). */
  technicians?: CalendarTechnician[];
  /** The services of the job; none: any technician counts. */
  needs?: ServiceNeed[];
}

export interface TimeSlot {
  start: string;
  end: string;
  time: string;
  label: string;
  available: boolean;
  /** How many more bookings the slot takes now (technicians, or teams, still free). */
  free: number;
}

export interface TimeSlots {
  date: string;
  partner_id: number;
  timezone: string;
  duration_minutes: number;
  closed: boolean;
  closed_reason: "holiday" | "closed" | "past" | null;
  holiday_name: string | null;
  slots: TimeSlot[];
}

export interface AvailableDate {
  date: string;
  available: boolean;
  /** null when available; otherwise why not. */
  reason: "holiday" | "closed" | "past" | "full" | null;
  holiday_name: string | null;
}

/** `[{starts_at, ends_at}]` JSON text -> breaks (bad or missing text: none). */
export function parseBreaks(text: string | null | undefined): Break[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (b): b is Break =>
        typeof b === "object" && b !== null && typeof b.starts_at === "string" && typeof b.ends_at === "string",
    );
  } catch {
    return [];
  }
}

/** A working day in minutes after midnight: [opens, closes) less the breaks. */
export interface Shift {
  opens: number;
  closes: number;
  breaks: Array<[number, number]>;
}

/** The shift of a working day (null when closed or missing). */
export function shiftOf(day: WorkingDay | undefined): Shift | null {
  if (!day || day.is_closed) return null;
  const opens = minutesOf(day.opens_at);
  let closes = minutesOf(day.closes_at);
  if (closes <= opens) closes = 24 * 60;
  const breaks = (day.breaks ?? [])
    .map((b): [number, number] => [minutesOf(b.starts_at), minutesOf(b.ends_at)])
    .filter(([s, e]) => e > s);
  return { opens, closes, breaks };
}

/** Whether a job of `duration` minutes starting at minute `m` fits the shift: inside the hours, over no break. */
export const fitsShift = (shift: Shift, m: number, duration: number): boolean =>
  m >= shift.opens && m + duration <= shift.closes && shift.breaks.every(([s, e]) => m + duration <= s || m >= e);

/** Working minutes of a shift (hours less breaks). */
export const shiftMinutes = (shift: Shift): number =>
  shift.closes -
  shift.opens -
  shift.breaks.reduce((a, [s, e]) => a + Math.max(0, Math.min(e, shift.closes) - Math.max(s, shift.opens)), 0);

/** Whether a technician can do every needed service (no skill rows: everything). */
export function canDo(tech: CalendarTechnician, needs: ServiceNeed[] | undefined): boolean {
  if (!needs || needs.length === 0 || tech.skills.length === 0) return true;
  return needs.every((n) => tech.skills.some((s) => s.service_id === n.id || s.category_id === n.category_id));
}

const isOff = (tech: CalendarTechnician, date: string) =>
  tech.daysOff.some((r) => r.start_date <= date && date <= r.end_date);

/** Technicians mode: the partner has at least one active technician. */
export const hasTechnicians = (cal: PartnerCalendar): boolean => (cal.technicians?.length ?? 0) > 0;

/**
 * Who can work on a date (pure): in technicians mode, each active technician with the needed skills, not off that day,
 * with a shift (their own week, else the partner's); otherwise one "team" entry with the weekday's capacity. A company
 * or adopted public holiday is not checked here.
 */
export function staffOn(
  cal: PartnerCalendar,
  date: string,
  needs: ServiceNeed[] | undefined = cal.needs,
): Array<{ technicianId: number | null; shift: Shift; capacity: number }> {
  const weekday = weekdayOf(date);
  if (!hasTechnicians(cal)) {
    const day = cal.hours.get(weekday);
    const shift = shiftOf(day);
    return shift && day && day.capacity > 0 ? [{ technicianId: null, shift, capacity: day.capacity }] : [];
  }
  const out: Array<{ technicianId: number | null; shift: Shift; capacity: number }> = [];
  for (const tech of cal.technicians ?? []) {
    if (!canDo(tech, needs) || isOff(tech, date)) continue;
    const shift = shiftOf((tech.hours ?? cal.hours).get(weekday));
    if (shift) out.push({ technicianId: tech.id, shift, capacity: 1 });
  }
  return out;
}

/** Bookable minutes of a date: each technician's shift less breaks, or the weekday's hours x teams (0 on a holiday). */
export function capacityMinutes(cal: PartnerCalendar, date: string): number {
  if (cal.holidays.has(date)) return 0;
  return staffOn(cal, date).reduce((a, s) => a + shiftMinutes(s.shift) * s.capacity, 0);
}

/**
 * The slots of one Dubai date (pure). None on a company holiday or an adopted public holiday; starts on the hour; the
 * whole job must fit inside the hours and overlap no break; the earliest start is LEAD_HOURS from `now`; dates run
 * from today to MAX_DAYS_AHEAD days ahead. Capacity: with technicians, a slot takes as many bookings as there are
 * technicians able to do the job (skills for every needed service, not off that day, on shift for the whole job);
 * overlapping bookings assigned to one of them make that one busy, unassigned ones (or assigned to somebody who is no
 * active technician) take one each. Without technicians, the weekday's capacity number (teams) minus overlapping
 * bookings. A slot no one could work is not offered.
 */
export function computeSlots(
  cal: PartnerCalendar,
  date: string,
  durationMinutes: number,
  now: Date,
  lang: Lang = "en",
): TimeSlots {
  const duration = Math.max(MIN_DURATION_MINUTES, Math.round(durationMinutes || 0));
  const base: TimeSlots = {
    date,
    partner_id: cal.partnerId,
    timezone: TIMEZONE,
    duration_minutes: duration,
    closed: true,
    closed_reason: null,
    holiday_name: null,
    slots: [],
  };
  const today = dubaiDateOf(now);
  if (date < today) return { ...base, closed_reason: "past" };
  if (date > addDays(today, MAX_DAYS_AHEAD)) return { ...base, closed_reason: "closed" };
  const holiday = cal.holidays.get(date);
  if (holiday)
    return { ...base, closed_reason: "holiday", holiday_name: lang === "ar" ? holiday.name_ar : holiday.name_en };
  const staff = staffOn(cal, date);
  if (staff.length === 0) return { ...base, closed_reason: "closed" };

  const technicianIds = new Set((cal.technicians ?? []).map((t) => t.id));
  const opens = Math.min(...staff.map((s) => s.shift.opens));
  const closes = Math.max(...staff.map((s) => s.shift.closes));
  const earliest = now.getTime() + LEAD_HOURS * HOUR_MS;
  const slots: TimeSlot[] = [];
  for (let m = Math.ceil(opens / 60) * 60; m + duration <= closes; m += 60) {
    const onShift = staff.filter((s) => fitsShift(s.shift, m, duration));
    if (onShift.length === 0) continue;
    const start = dubaiInstant(date, m).getTime();
    const end = start + duration * 60_000;
    const overlapping = cal.bookings.filter((b) => b.start < end && b.end > start);
    let free: number;
    if (technicianIds.size === 0) {
      free = onShift[0].capacity - overlapping.length;
    } else {
      const working = new Set(onShift.map((s) => s.technicianId));
      const busy = new Set<number>();
      let unassigned = 0;
      for (const b of overlapping) {
        const t = b.technicianId ?? null;
        if (t === null || !technicianIds.has(t)) unassigned += 1;
        else if (working.has(t)) busy.add(t);
      }
      free = onShift.length - busy.size - unassigned;
    }
    const time = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
    slots.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      time,
      label: timeLabel(time),
      available: start >= earliest && free > 0,
      free: start >= earliest ? Math.max(0, free) : 0,
    });
  }
  return { ...base, closed: false, slots };
}

/** Why a date has no bookable slot (null when it has one). */
export function dateAvailability(cal: PartnerCalendar, date: string, durationMinutes: number, now: Date, lang: Lang) {
  const day = computeSlots(cal, date, durationMinutes, now, lang);
  const out: AvailableDate = { date, available: false, reason: null, holiday_name: day.holiday_name };
  if (day.closed) return { ...out, reason: day.closed_reason ?? "closed" };
  if (day.slots.some((s) => s.available)) return { ...out, available: true };
  if (day.slots.length === 0) return { ...out, reason: "closed" as const };
  const earliest = now.getTime() + LEAD_HOURS * HOUR_MS;
  const allTooSoon = day.slots.every((s) => Date.parse(s.start) < earliest);
  return { ...out, reason: allTooSoon ? ("past" as const) : ("full" as const) };
}

/* ------------------------------------------------------------------------------------------------------------
 * Loading
 * ---------------------------------------------------------------------------------------------------------- */

export interface HolidayRange {
  id: number;
  start_date: string;
  end_date: string;
  title_en: string;
  title_ar: string;
  /** empty: the whole company */
  technician_ids: number[];
}

export interface AdoptedPublicHoliday {
  id: number;
  key: string;
  start_date: string;
  end_date: string;
  name_en: string;
  name_ar: string;
  is_tentative: boolean;
}

/** A calendar as loaded, with the holiday rows behind it. */
export interface LoadedCalendar extends PartnerCalendar {
  technicians: CalendarTechnician[];
  ranges: HolidayRange[];
  publicHolidays: AdoptedPublicHoliday[];
}

export interface LoadOptions {
  /** Left out of the bookings (a booking being rescheduled). */
  excludeBookingId?: number;
  /** The job's services (of this partner; others are ignored); none: any technician counts. */
  serviceIds?: number[];
  /** Load holidays up to this date (default `to`). */
  holidaysTo?: string;
}

/** `partners.public_holiday_keys` -> null (closed on all) or the keys the partner closes on. */
export function adoptedKeys(text: string | null | undefined): string[] | null {
  if (text === null || text === undefined) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === "string") : null;
  } catch {
    return null;
  }
}

/**
 * Loads a partner's calendar for the Dubai dates `from`..`to`: the partner (its public-holiday choice), its week, the
 * adopted public holidays and holiday ranges overlapping the window, its active technicians with their skills and own
 * weeks, the needed services, and the non-cancelled bookings. 6 queries for a partner without technicians, 8 with
 * (+1 with services); none per day.
 */
export async function loadCalendar(
  db: Database,
  partnerId: number,
  from: string,
  to: string,
  options: LoadOptions = {},
): Promise<LoadedCalendar> {
  const holidaysTo = options.holidaysTo && options.holidaysTo > to ? options.holidaysTo : to;
  const partner = await db
    .selectFrom("partners")
    .select("public_holiday_keys")
    .where("id", "=", partnerId)
    .executeTakeFirst();
  const keys = adoptedKeys(partner?.public_holiday_keys);

  const hoursRows = await db
    .selectFrom("partner_working_hours")
    .select(["weekday", "opens_at", "closes_at", "is_closed", "capacity", "breaks"])
    .where("partner_id", "=", partnerId)
    .execute();
  const dayOf = (h: (typeof hoursRows)[number]): WorkingDay => ({
    opens_at: h.opens_at,
    closes_at: h.closes_at,
    is_closed: num(h.is_closed) === 1,
    capacity: Math.max(0, num(h.capacity)),
    breaks: parseBreaks(h.breaks),
  });
  const hours = new Map<number, WorkingDay>(hoursRows.map((h) => [num(h.weekday), dayOf(h)]));

  const publicRows =
    keys !== null && keys.length === 0
      ? []
      : await (() => {
          let q = db
            .selectFrom("public_holidays")
            .select(["id", "key", "start_date", "end_date", "name_en", "name_ar", "is_tentative"])
            .where("end_date", ">=", from)
            .where("start_date", "<=", holidaysTo);
          if (keys !== null) q = q.where("key", "in", keys);
          return q.orderBy("start_date").orderBy("id").execute();
        })();
  const publicHolidays = publicRows.map((p) => ({ ...p, id: num(p.id), is_tentative: num(p.is_tentative) === 1 }));

  const rangeRows = await db
    .selectFrom("partner_holiday_ranges as r")
    .leftJoin("partner_holiday_technicians as t", "t.holiday_id", "r.id")
    .select(["r.id", "r.start_date", "r.end_date", "r.title_en", "r.title_ar", "t.user_id"])
    .where("r.partner_id", "=", partnerId)
    .where("r.end_date", ">=", from)
    .where("r.start_date", "<=", holidaysTo)
    .orderBy("r.start_date")
    .orderBy("r.id")
    .execute();
  const byId = new Map<number, HolidayRange>();
  for (const r of rangeRows) {
    const id = num(r.id);
    let range = byId.get(id);
    if (!range) {
      range = {
        id,
        start_date: r.start_date,
        end_date: r.end_date,
        title_en: r.title_en,
        title_ar: r.title_ar,
        technician_ids: [],
      };
      byId.set(id, range);
    }
    if (r.user_id !== null) range.technician_ids.push(num(r.user_id));
  }
  const ranges = [...byId.values()];

  // the whole partner closes on company ranges first, then adopted public holidays
  const holidays = new Map<string, { name_en: string; name_ar: string }>();
  const close = (start: string, end: string, name_en: string, name_ar: string) => {
    const last = end < holidaysTo ? end : holidaysTo;
    for (let d = start > from ? start : from; d <= last; d = addDays(d, 1))
      if (!holidays.has(d)) holidays.set(d, { name_en, name_ar });
  };
  for (const r of ranges) if (r.technician_ids.length === 0) close(r.start_date, r.end_date, r.title_en, r.title_ar);
  for (const p of publicHolidays) close(p.start_date, p.end_date, p.name_en, p.name_ar);

  const techRows = await db
    .selectFrom("users as u")
    .innerJoin("user_roles as ur", "ur.user_id", "u.id")
    .innerJoin("roles as ro", "ro.id", "ur.role_id")
    .leftJoin("technician_profiles as tp", "tp.user_id", "u.id")
    .select(["u.id", "u.first_name", "u.last_name", "tp.colour"])
    .distinct()
    .where("u.partner_id", "=", partnerId)
    .where("u.status", "=", "active")
    .where("ro.type", "=", "partner")
    .where((eb) => eb(eb.fn("lower", ["ro.name"]), "=", "technician"))
    .where((eb) => eb.or([eb("tp.is_active", "is", null), eb("tp.is_active", "=", 1)]))
    .orderBy("u.id")
    .execute();
  const technicians: CalendarTechnician[] = techRows.map((t) => ({
    id: num(t.id),
    name: `${t.first_name ?? ""} ${t.last_name ?? ""}`.trim(),
    colour: t.colour ?? "#1677ff",
    hours: null,
    daysOff: ranges
      .filter((r) => r.technician_ids.includes(num(t.id)))
      .map((r) => ({ start_date: r.start_date, end_date: r.end_date })),
    skills: [],
  }));
  if (technicians.length > 0) {
    const ids = technicians.map((t) => t.id);
    const byTech = new Map(technicians.map((t) => [t.id, t]));
    const skills = await db
      .selectFrom("technician_skills")
      .select(["user_id", "service_id", "category_id"])
      .where("user_id", "in", ids)
      .execute();
    for (const s of skills)
      byTech.get(num(s.user_id))?.skills.push({
        service_id: s.service_id === null ? null : num(s.service_id),
        category_id: s.category_id === null ? null : num(s.category_id),
      });
    const weeks = await db
      .selectFrom("technician_working_hours")
      .select(["user_id", "weekday", "opens_at", "closes_at", "is_closed", "breaks"])
      .where("user_id", "in", ids)
      .execute();
    for (const w of weeks) {
      const tech = byTech.get(num(w.user_id));
      if (!tech) continue;
      tech.hours ??= new Map();
      tech.hours.set(num(w.weekday), { ...dayOf({ ...w, capacity: 1 }) });
    }
  }

  const serviceIds = [...new Set(options.serviceIds ?? [])];
  const needs =
    serviceIds.length === 0
      ? []
      : (
          await db
            .selectFrom("services")
            .select(["id", "category_id"])
            .where("partner_id", "=", partnerId)
            .where("id", "in", serviceIds)
            .execute()
        ).map((s) => ({ id: num(s.id), category_id: num(s.category_id) }));

  // a booking that started the day before may run into `from`
  const rangeStart = new Date(dubaiInstant(from, 0).getTime() - DAY_MS).toISOString();
  const rangeEnd = dubaiInstant(addDays(to, 1), 0).toISOString();
  let q = db
    .selectFrom("bookings")
    .select(["id", "scheduled_at", "duration_minutes", "technician_id"])
    .where("partner_id", "=", partnerId)
    // a cancelled or declined booking frees its slot (issue 16)
    .where("status", "not in", ["cancelled", "declined"])
    .where("scheduled_at", ">=", rangeStart)
    .where("scheduled_at", "<", rangeEnd);
  if (options.excludeBookingId !== undefined) q = q.where("id", "!=", options.excludeBookingId);
  const bookings = (await q.execute()).map((b) => {
    const start = Date.parse(b.scheduled_at);
    return {
      id: num(b.id),
      start,
      end: start + Math.max(1, num(b.duration_minutes)) * 60_000,
      technicianId: b.technician_id === null ? null : num(b.technician_id),
    };
  });
  return { partnerId, hours, holidays, bookings, technicians, needs, ranges, publicHolidays };
}
