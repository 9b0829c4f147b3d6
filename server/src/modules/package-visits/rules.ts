import type { UnusedVisits } from "../../db/database.js";

/**
 * The months of a package subscription and what each allows (pure; no database, no bookings import, so the bookings
 * module may use it without a cycle).
 *
 * A subscription runs from `starts_on` for `months` months; month i runs from `starts_on + i months` to the day before
 * `starts_on + (i + 1) months` (a 31st clamps to the month's last day), so `ends_on` (`starts_on + months`) is the
 * first day after the package. Each month allows `visits_total / months` visits (the last one takes any remainder).
 * A visit not used by the end of its month is lost, or with `carry_over` added to the next month's (until the
 * package ends).
 */

export interface VisitPlan {
  starts_on: string;
  ends_on: string;
  months: number;
  visits_total: number;
  unused_visits: UnusedVisits;
}

export interface VisitMonth {
  /** 0 = the first month */
  index: number;
  starts_on: string;
  /** The month's last day (inclusive). */
  ends_on: string;
}

export type MonthState = "past" | "current" | "upcoming";

export interface MonthSummary extends VisitMonth {
  state: MonthState;
  /** The month's own visits. */
  allowance: number;
  /** Unused visits of the months before it (carry_over only). */
  carried_in: number;
  /** allowance + carried_in */
  available: number;
  /** Visits booked in the month that still count (not cancelled or declined). */
  used: number;
  /** available - used (never below 0). */
  left: number;
  /** A past month's unused visits: lost, or carried over to the next month. */
  unused: number;
  unused_outcome: "lost" | "carried_over" | null;
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days`. */
export const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus `months`, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export const plusMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
};

/** How many months a plan has (at least 1). */
const monthCount = (plan: VisitPlan) => Math.max(1, Math.round(plan.months));

/** The plan's months in order. */
export function monthsOf(plan: VisitPlan): VisitMonth[] {
  const out: VisitMonth[] = [];
  for (let i = 0; i < monthCount(plan); i += 1)
    out.push({
      index: i,
      starts_on: plusMonths(plan.starts_on, i),
      ends_on: plusDays(plusMonths(plan.starts_on, i + 1), -1),
    });
  return out;
}

/** The month a date falls in (null before the start or from `ends_on` on). */
export function monthIndexOf(plan: VisitPlan, date: string): number | null {
  return monthsOf(plan).find((m) => m.starts_on <= date && date <= m.ends_on)?.index ?? null;
}

/**
 * The month whose visits the customer books now: the one `today` falls in; the first before the package starts;
 * null once it has ended.
 */
export function currentMonthIndex(plan: VisitPlan, today: string): number | null {
  if (today < plan.starts_on) return 0;
  return monthIndexOf(plan, today);
}

/** Month `index`'s own visits: visits_total / months, the last month taking the remainder. */
export function allowanceOf(plan: VisitPlan, index: number): number {
  const months = monthCount(plan);
  const each = Math.floor(Math.max(0, plan.visits_total) / months);
  return index === months - 1 ? Math.max(0, plan.visits_total) - each * (months - 1) : each;
}

/**
 * The most visits that may count up to and including month `index` (the conditional update of `visits_used`
 * checks it): with carry_over the allowances of months 0..index; when unused visits are lost, the whole package's
 * (the month's own limit is then checked by counting its visits).
 */
export function cumulativeCap(plan: VisitPlan, index: number): number {
  if (plan.unused_visits !== "carry_over") return Math.max(0, plan.visits_total);
  let cap = 0;
  for (let i = 0; i <= index; i += 1) cap += allowanceOf(plan, i);
  return cap;
}

/** Every month with its allowance, carry-over, use and outcome; `usedByMonth[i]` counts month i's visits. */
export function monthSummaries(plan: VisitPlan, usedByMonth: ReadonlyMap<number, number>, today: string) {
  const current = currentMonthIndex(plan, today);
  let carried = 0;
  return monthsOf(plan).map((m): MonthSummary => {
    const allowance = allowanceOf(plan, m.index);
    const carried_in = plan.unused_visits === "carry_over" ? carried : 0;
    const available = allowance + carried_in;
    const used = usedByMonth.get(m.index) ?? 0;
    const left = Math.max(0, available - used);
    const state: MonthState =
      current === null || m.index < current ? "past" : m.index === current ? "current" : "upcoming";
    // only a month that is over hands its unused visits on (the current one may still use them)
    carried = state === "past" ? left : 0;
    const unused = state === "past" ? left : 0;
    const lastMonth = m.index === monthCount(plan) - 1;
    return {
      ...m,
      state,
      allowance,
      carried_in,
      available,
      used,
      left,
      unused,
      unused_outcome: unused === 0 ? null : plan.unused_visits === "carry_over" && !lastMonth ? "carried_over" : "lost",
    };
  });
}
