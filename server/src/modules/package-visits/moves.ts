import type { Database, UnusedVisits } from "../../db/database.js";
import { fieldError } from "../../lib/errors.js";
import { num } from "../../lib/query.js";
import { visitStaysInMonth } from "./messages.js";
import { monthsOf, type VisitPlan } from "./rules.js";

/**
 * A subscription's plan (dates, months, visits, the unused-visits rule as bought, else the package's), read in one
 * query; undefined when there is no such subscription.
 */
export async function planOfSubscription(db: Database, subscriptionId: number): Promise<VisitPlan | undefined> {
  const row = await db
    .selectFrom("package_subscriptions as s")
    .innerJoin("package_durations as d", "d.id", "s.package_duration_id")
    .innerJoin("packages as k", "k.id", "s.package_id")
    .select(["s.starts_on", "s.ends_on", "s.visits_total", "d.months", "s.unused_visits", "k.unused_visits as rule"])
    .where("s.id", "=", subscriptionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return planOf(row);
}

/** The VisitPlan of a subscription row joined with its duration's months and its package's rule. */
export const planOf = (row: {
  starts_on: string;
  ends_on: string;
  visits_total: number;
  months: number;
  unused_visits: UnusedVisits | null;
  rule: UnusedVisits | null;
}): VisitPlan => ({
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  months: Math.max(1, num(row.months)),
  visits_total: num(row.visits_total),
  unused_visits: (row.unused_visits ?? row.rule) === "carry_over" ? "carry_over" : "lost",
});

/**
 * A package visit being rescheduled stays in the month it counts against (422 on `date` otherwise, naming the
 * month's dates). Called by the booking reschedule flow for a booking with a subscription.
 */
export async function assertVisitMove(
  db: Database,
  booking: { subscription_id: number | null; visit_month?: number | null },
  date: string,
): Promise<void> {
  if (booking.subscription_id === null) return;
  const plan = await planOfSubscription(db, booking.subscription_id);
  if (!plan) return;
  const months = monthsOf(plan);
  const month = months[Math.min(months.length - 1, Math.max(0, num(booking.visit_month)))];
  if (date < month.starts_on || date > month.ends_on)
    throw fieldError("date", visitStaysInMonth(month.starts_on, month.ends_on));
}
