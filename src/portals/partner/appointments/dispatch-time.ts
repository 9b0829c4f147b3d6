import type { ApiSchema } from "../../../api/api-types";

/**
 * Dates and times of the dispatch calendar (pure). The API gives Dubai local times with their offset
 * (`2026-03-10T09:00:00+04:00`) and `YYYY-MM-DD` Dubai dates. The calendar library lays events out with the
 * browser's `Date`, so each Dubai wall-clock time becomes a *floating* `Date`: the browser-local date with the same
 * year, month, day, hour and minute. The grid then shows Dubai times whatever the machine's zone (Dubai has no DST;
 * a wall-clock time that does not exist in the machine's own zone, inside its spring-forward hour, would show an
 * hour later).
 */

export type DispatchCalendar = ApiSchema<"PartnerBookingCalendar">;
export type DispatchJob = DispatchCalendar["jobs"][number];
export type DispatchTechnician = DispatchCalendar["technicians"][number];
export type DispatchDay = DispatchTechnician["days"][number];
export type DispatchView = "day" | "week";

const DUBAI_OFFSET_MS = 4 * 3_600_000;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** `2026-03-10T09:00:00+04:00` (or `2026-03-10`) as a floating Date: 10 March 2026, 09:00 on the browser's clock. */
export function floating(value: string): Date {
  const m = DATE_TIME.exec(value);
  if (!m) return new Date(Number.NaN);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The `YYYY-MM-DD` of a floating Date (its browser-local fields). */
export const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Minutes since midnight of a floating Date. */
export const minuteOf = (d: Date) => d.getHours() * 60 + d.getMinutes();

/** `HH:mm` as minutes since midnight. */
export const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + (m || 0);
};

/** Now in Dubai, as a floating Date (the grid's "now" line and today's column). */
export function dubaiNow(now: number = Date.now()): Date {
  const d = new Date(now + DUBAI_OFFSET_MS);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
}

/** Today's `YYYY-MM-DD` in Dubai. */
export const dubaiToday = (now: number = Date.now()) => new Date(now + DUBAI_OFFSET_MS).toISOString().slice(0, 10);

export const isDate = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** `YYYY-MM-DD` plus `days` (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of `date`'s week (the UAE's week runs Monday to Sunday). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The dates a view shows around `date`: that day, or its Monday-to-Sunday week. */
export function rangeOf(view: DispatchView, date: string): { from: string; to: string; days: string[] } {
  const from = view === "day" ? date : mondayOf(date);
  const count = view === "day" ? 1 : 7;
  const days = Array.from({ length: count }, (_, i) => addDays(from, i));
  return { from, to: days[days.length - 1], days };
}

/** The next or previous day or week. */
export const stepOf = (view: DispatchView, date: string, direction: 1 | -1) =>
  addDays(date, direction * (view === "day" ? 1 : 7));

/**
 * The hours the grid shows: from the earliest shift start or job start to the latest shift end or job end of the
 * range, whole hours, 08:00 to 20:00 when nothing says otherwise. As floating times of any day (the library reads
 * only their time).
 */
export function hoursOf(calendar: Pick<DispatchCalendar, "technicians" | "jobs"> | undefined): {
  min: Date;
  max: Date;
} {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const t of calendar?.technicians ?? [])
    for (const d of t.days) {
      if (d.opens_at) first = Math.min(first, minutesOf(d.opens_at));
      if (d.closes_at) last = Math.max(last, minutesOf(d.closes_at));
    }
  for (const j of calendar?.jobs ?? []) {
    const start = floating(j.start);
    const end = floating(j.end);
    first = Math.min(first, minuteOf(start));
    // a job running past midnight fills the day to its end
    last = Math.max(last, dateOf(end) > dateOf(start) ? 24 * 60 : minuteOf(end));
  }
  if (!Number.isFinite(first)) first = 8 * 60;
  if (!Number.isFinite(last) || last <= first) last = Math.max(first + 60, 20 * 60);
  const startHour = Math.floor(first / 60);
  const endMinute = Math.min(24 * 60, Math.ceil(last / 60) * 60);
  const min = new Date(2000, 0, 1, startHour, 0);
  // the library's max is inclusive: 24:00 is the last minute of the day
  const max = endMinute >= 24 * 60 ? new Date(2000, 0, 1, 23, 59) : new Date(2000, 0, 1, 0, endMinute);
  return { min, max };
}

/** How a technician's day treats the minute `minute` of `date`: on shift, in a break, off shift, or off that day. */
export function shiftAt(day: DispatchDay | undefined, minute: number): "on" | "break" | "off" | "day-off" {
  if (!day?.on_shift || !day.opens_at || !day.closes_at) return "day-off";
  if (minute < minutesOf(day.opens_at) || minute >= minutesOf(day.closes_at)) return "off";
  if (day.breaks.some((b) => minute >= minutesOf(b.starts_at) && minute < minutesOf(b.ends_at))) return "break";
  return "on";
}

/** Bookings whose technician may still be given or changed (the server's rule: confirmed or technician-assigned). */
export const ASSIGNABLE_STATUSES: readonly string[] = ["confirmed", "technician-assigned"];
export const isAssignable = (job: Pick<DispatchJob, "status">) => ASSIGNABLE_STATUSES.includes(job.status);

/**
 * The grid's columns: the calendar's technicians (active ones, in its order) and, after them, any technician a job in
 * the range still names who is no longer listed (inactive), greyed and off every day, so no assigned job disappears.
 */
export function columnsOf(calendar: DispatchCalendar | undefined): Array<DispatchTechnician & { listed: boolean }> {
  if (!calendar) return [];
  const listed = calendar.technicians.map((t) => ({ ...t, listed: true }));
  const known = new Set(listed.map((t) => t.id));
  const extra: Array<DispatchTechnician & { listed: boolean }> = [];
  for (const j of calendar.jobs) {
    if (!j.technician || known.has(j.technician.id)) continue;
    known.add(j.technician.id);
    extra.push({ id: j.technician.id, name: j.technician.name, colour: "#8c8c8c", days: [], listed: false });
  }
  return [...listed, ...extra];
}

/** A `#rrggbb` colour with an alpha (`0`..`1`) as `rgba(...)`; anything else as given. */
export function tint(colour: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return colour;
  return `rgba(${Number.parseInt(m[1], 16)}, ${Number.parseInt(m[2], 16)}, ${Number.parseInt(m[3], 16)}, ${alpha})`;
}
