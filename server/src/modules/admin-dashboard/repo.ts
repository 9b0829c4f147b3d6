import { sql } from "kysely";
import type { DbDriver } from "../../config.js";
import type { Database } from "../../db/database.js";
import { addDays, daysBetween, dubaiDate, dubaiMidnightIso } from "../../lib/dubai.js";
import type { Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { counterDb } from "./counters.js";
import { BOOKING_STATUS_ORDER } from "./messages.js";
import type { DashboardData } from "./schema.js";

/**
 * The admin dashboard's figures. Bookings by status, revenue and the daily series add up the per-day counters of
 * migration 016 (kept by triggers in the writing transaction, so exact), so they cost a few hundred rows whatever
 * the number of bookings; the rest are SQL aggregates over indexed ranges. Days are Asia/Dubai (UTC+4, no daylight
 * saving). The top packages are picked from the sales counters before their names are joined (a sold package is
 * never deleted, only hidden), so a year's 10,000 sold packages cost five package reads, not a join with all of
 * them (PostgreSQL hashed the whole packages table for it: 80-130 ms at 100k).
 */

/** Today's date in Dubai, `YYYY-MM-DD`. */
export const dubaiToday = (now = Date.now()) => dubaiDate(now);

/** Calendar arithmetic on Dubai days (server/src/lib/dubai.ts), here too for this module's callers. */
export { addDays, daysBetween };

/** The UTC instant (ISO text, as stored) of 00:00 in Dubai on `date`. */
const dubaiMidnight = dubaiMidnightIso;

export interface DashboardRange {
  from: string;
  to: string;
}

/**
 * The previous period of the same length as `range`, ending the day before it starts (30 days -> the 30 days
 * before).
 */
export const previousRange = (range: DashboardRange): DashboardRange => {
  const days = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
};

/** The headline figures of a range, for the comparison with the previous period (the same counters as below). */
async function periodTotals(db: Database, range: DashboardRange) {
  const counters = counterDb(db);
  const [bookings, paid, partners] = await Promise.all([
    counters
      .selectFrom("booking_created_counts")
      .select((eb) => eb.fn.sum<number>("n").as("n"))
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .executeTakeFirst(),
    counters
      .selectFrom("order_paid_days")
      .select([
        "kind",
        (eb) => eb.fn.sum<number>("n").as("n"),
        (eb) => eb.fn.sum<number>("total_fils").as("total"),
        (eb) => eb.fn.sum<number>("vat_fils").as("vat"),
      ])
      .where("kind", "!=", "topup")
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .groupBy("kind")
      .execute(),
    db
      .selectFrom("partners")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">=", dubaiMidnight(range.from))
      .where("created_at", "<", dubaiMidnight(addDays(range.to, 1)))
      .executeTakeFirstOrThrow(),
  ]);
  const total = paid.reduce((a, r) => a + num(r.total), 0);
  const vat = paid.reduce((a, r) => a + num(r.vat), 0);
  const pkg = paid.find((r) => r.kind === "package");
  return {
    from: range.from,
    to: range.to,
    bookings: num(bookings?.n),
    revenue: aed(total),
    vat: aed(vat),
    net: aed(total - vat),
    orders: paid.reduce((a, r) => a + num(r.n), 0),
    new_partners: num(partners.n),
    packages_sold: num(pkg?.n),
    packages_revenue: aed(num(pkg?.total)),
  };
}

export async function dashboardFigures(
  db: Database,
  _driver: DbDriver,
  lang: Lang,
  range: DashboardRange,
  top: number,
): Promise<DashboardData> {
  const start = dubaiMidnight(range.from);
  const end = dubaiMidnight(addDays(range.to, 1));
  const pick = (en: string, ar: string) => (lang === "ar" ? ar : en);
  const counters = counterDb(db);
  // counters of migration 016 (per Dubai day, kept on write): bookings by created day and status, paid orders
  const createdDays = () =>
    counters.selectFrom("booking_created_counts").where("day", ">=", range.from).where("day", "<=", range.to);
  const paidDays = () =>
    counters
      .selectFrom("order_paid_days")
      .where("kind", "!=", "topup")
      .where("day", ">=", range.from)
      .where("day", "<=", range.to);
  const [
    statusLabels,
    byStatus,
    revenueByKind,
    newPartners,
    activePartners,
    applications,
    topCategories,
    bookingSeries,
    revenueSeries,
    topPackages,
    previous,
  ] = await Promise.all([
    db
      .selectFrom("statuses")
      .select(["name", "display_name", "display_name_ar"])
      .where("type", "=", "booking")
      .orderBy("id")
      .execute(),
    createdDays()
      .select(["status", (eb) => eb.fn.sum<number>("n").as("n")])
      .groupBy("status")
      .having((eb) => eb.fn.sum("n"), ">", 0)
      .execute(),
    paidDays()
      .select([
        "kind",
        (eb) => eb.fn.sum<number>("n").as("n"),
        (eb) => eb.fn.sum<number>("total_fils").as("total"),
        (eb) => eb.fn.sum<number>("vat_fils").as("vat"),
      ])
      .groupBy("kind")
      .having((eb) => eb.fn.sum("n"), ">", 0)
      .execute(),
    db
      .selectFrom("partners")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">=", start)
      .where("created_at", "<", end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("partners")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "active")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("partner_applications")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("status", "in", ["submitted", "under-review"])
      .groupBy("status")
      .execute(),
    sql<{ id: number; name_en: string; name_ar: string; n: number }>`select c.id, c.name_en, c.name_ar, t.n
      from (select category_id, sum(n) as n from booking_category_days where day >= ${range.from}
        and day <= ${range.to} group by category_id) t
      join categories c on c.id = t.category_id
      where t.n > 0 order by t.n desc, c.id limit ${top}`
      .execute(db)
      .then((r) => r.rows),
    createdDays()
      .select(["day", (eb) => eb.fn.sum<number>("n").as("n")])
      .groupBy("day")
      .execute(),
    paidDays()
      .select(["day", (eb) => eb.fn.sum<number>("total_fils").as("total")])
      .groupBy("day")
      .execute(),
    sql<{
      id: number;
      name_en: string;
      name_ar: string;
      partner_en: string;
      partner_ar: string;
      n: number;
      total: number;
    }>`select p.id, p.name_en, p.name_ar, pa.name_en as partner_en, pa.name_ar as partner_ar, t.n, t.total
      from (select package_id, sum(n) as n, sum(total_fils) as total from package_sales_days
        where day >= ${range.from} and day <= ${range.to} group by package_id having sum(n) > 0
        order by sum(n) desc, sum(total_fils) desc, package_id limit ${top}) t
      join packages p on p.id = t.package_id join partners pa on pa.id = p.partner_id
      order by t.n desc, t.total desc, p.id`
      .execute(db)
      .then((r) => r.rows),
    periodTotals(db, previousRange(range)),
  ]);

  // ---- bookings by status: every known status, in the workflow's order, zeros included ----
  const counts = new Map(byStatus.map((r) => [r.status as string, num(r.n)]));
  const labels = new Map(statusLabels.map((s) => [s.name, lang === "ar" ? s.display_name_ar : s.display_name]));
  const order = [...BOOKING_STATUS_ORDER, ...statusLabels.map((s) => s.name), ...counts.keys()];
  const statuses = [...new Set(order)];

  // ---- revenue ----
  const revenueFils = revenueByKind.reduce((a, r) => a + num(r.total), 0);
  const vatFils = revenueByKind.reduce((a, r) => a + num(r.vat), 0);
  const packageRow = revenueByKind.find((r) => r.kind === "package");

  // ---- daily series, every day of the range ----
  const bookingsByDay = new Map(bookingSeries.map((r) => [String(r.day), num(r.n)]));
  const revenueByDay = new Map(revenueSeries.map((r) => [String(r.day), num(r.total)]));
  const days = daysBetween(range.from, range.to);
  const series = Array.from({ length: days }, (_, i) => {
    const date = addDays(range.from, i);
    return { date, bookings: bookingsByDay.get(date) ?? 0, revenue: aed(revenueByDay.get(date) ?? 0) };
  });

  const appCount = (s: string) => num(applications.find((r) => r.status === s)?.n);
  return {
    range: { from: range.from, to: range.to, days, timezone: "Asia/Dubai" },
    currency: "AED",
    bookings: {
      total: [...counts.values()].reduce((a, b) => a + b, 0),
      by_status: statuses.map((status) => ({
        status,
        label: labels.get(status) ?? status,
        count: counts.get(status) ?? 0,
      })),
    },
    revenue: {
      total: aed(revenueFils),
      vat: aed(vatFils),
      net: aed(revenueFils - vatFils),
      orders: revenueByKind.reduce((a, r) => a + num(r.n), 0),
      by_kind: revenueByKind
        .map((r) => ({ kind: r.kind as string, orders: num(r.n), total: aed(num(r.total)) }))
        .sort((a, b) => b.total - a.total || a.kind.localeCompare(b.kind)),
    },
    partners: { new: num(newPartners.n), active: num(activePartners.n) },
    applications: {
      pending: appCount("submitted") + appCount("under-review"),
      submitted: appCount("submitted"),
      under_review: appCount("under-review"),
    },
    top_categories: topCategories.map((c) => ({ id: c.id, name: pick(c.name_en, c.name_ar), bookings: num(c.n) })),
    series,
    packages: {
      sold: num(packageRow?.n),
      revenue: aed(num(packageRow?.total)),
      top: topPackages.map((p) => ({
        id: p.id,
        name: pick(p.name_en, p.name_ar),
        partner_name: pick(p.partner_en, p.partner_ar),
        sold: num(p.n),
        revenue: aed(num(p.total)),
      })),
    },
    previous,
  };
}
