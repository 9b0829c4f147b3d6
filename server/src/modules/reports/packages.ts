import type { ExpressionBuilder } from "kysely";
import { z } from "zod";
import type { Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { type BreakdownItem, dubaiDay, fillSeries, type ReportDefinition, rate, reportData } from "./framework.js";
import {
  addressInEmirate,
  dubaiStamp,
  nameIn,
  namesOf,
  packageInCategory,
  type Scope,
  scopeOf,
} from "./more-shared.js";

/**
 * The packages report (issue 19): package sales. A record is a package subscription whose order was paid in the
 * period (`orders.paid_at`, Dubai days): one row per subscription sold.
 * - sold: subscriptions sold; revenue: their amounts (`package_subscriptions.total_fils`, the order line after its
 *   share of a coupon, VAT included), AED; renewals: sold to a customer who had bought the same package before
 *   (an earlier paid subscription); new: sold - renewals; average_value: revenue / sold.
 * - active: paid subscriptions in status active that cover the period's last day (starts_on <= to <= ends_on).
 * - churned: paid subscriptions (not cancelled) that ended in the period (ends_on within it) with no later paid
 *   subscription of the same customer to the same package; churn_rate: churned / (churned + active), percent.
 * Filters: partner (the subscription's), category (the package's), emirate (the subscription's address), status
 * (the subscription's).
 */

export const PACKAGE_STATUSES = ["pending", "active", "expired", "cancelled"] as const;

// biome-ignore lint/suspicious/noExplicitAny: expressions over queries that alias package_subscriptions as `s`
type Eb = ExpressionBuilder<any, any>;

/** The subscription `s` has an earlier paid subscription of the same customer to the same package. */
const isRenewal = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom("package_subscriptions as s2")
      .innerJoin("orders as o2", "o2.id", "s2.order_id")
      .select("s2.id")
      .whereRef("s2.user_id", "=", "s.user_id")
      .whereRef("s2.package_id", "=", "s.package_id")
      .whereRef("s2.id", "<", "s.id")
      .where("o2.paid_at", "is not", null),
  );

/** The subscription `s` is followed by a later paid subscription of the same customer to the same package. */
const isRenewed = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom("package_subscriptions as s3")
      .innerJoin("orders as o3", "o3.id", "s3.order_id")
      .select("s3.id")
      .whereRef("s3.user_id", "=", "s.user_id")
      .whereRef("s3.package_id", "=", "s.package_id")
      .whereRef("s3.id", ">", "s.id")
      .where("o3.paid_at", "is not", null),
  );

/** Paid subscriptions `s` (with their order `o` and package `k`) under the scope's partner/category/emirate/status. */
function paidSubscriptions(s: Scope) {
  let q = s.db
    .selectFrom("package_subscriptions as s")
    .innerJoin("orders as o", "o.id", "s.order_id")
    .where("o.paid_at", "is not", null);
  if (s.partnerId !== undefined) q = q.where("s.partner_id", "=", s.partnerId);
  if (s.categoryId !== undefined) q = q.where(packageInCategory(s.categoryId));
  if (s.emirateId !== undefined) q = q.where(addressInEmirate(s.emirateId));
  if (s.status !== undefined) q = q.where("s.status", "=", s.status as (typeof PACKAGE_STATUSES)[number]);
  return q;
}

/** The subscriptions sold in a range (paid_at in its Dubai days). */
const sold = (s: Scope) => {
  const { start, end } = s;
  return paidSubscriptions(s)
    .where("o.kind", "=", "package")
    .where("o.paid_at", ">=", start)
    .where("o.paid_at", "<", end);
};

export async function packagesSummary(s: Scope) {
  const totals = await sold(s)
    .select((eb) => [
      eb.fn.countAll<number>().as("sold"),
      eb.fn.sum<number>("s.total_fils").as("revenue"),
      eb.fn.sum<number>(eb.case().when(isRenewal(eb)).then(1).else(0).end()).as("renewals"),
    ])
    .executeTakeFirstOrThrow();
  const active = await paidSubscriptions(s)
    .where("s.status", "=", "active")
    .where("s.starts_on", "<=", s.to)
    .where("s.ends_on", ">=", s.to)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const churned = await paidSubscriptions(s)
    .where("s.status", "!=", "cancelled")
    .where("s.ends_on", ">=", s.from)
    .where("s.ends_on", "<=", s.to)
    .where((eb) => eb.not(isRenewed(eb)))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const n = num(totals.sold);
  const revenue = num(totals.revenue);
  const renewals = num(totals.renewals);
  const act = num(active.n);
  const ch = num(churned.n);
  return {
    sold: n,
    revenue: aed(revenue),
    new: n - renewals,
    renewals,
    average_value: n > 0 ? aed(revenue / n) : 0,
    active: act,
    churned: ch,
    churn_rate: rate(ch, act + ch),
  };
}

export async function packagesSeries(s: Scope) {
  const day = dubaiDay(s.driver, "o.paid_at");
  const rows = await sold(s)
    .select((eb) => [
      day.as("day"),
      eb.fn.countAll<number>().as("sold"),
      eb.fn.sum<number>("s.total_fils").as("revenue"),
      eb.fn.sum<number>(eb.case().when(isRenewal(eb)).then(1).else(0).end()).as("renewals"),
    ])
    .groupBy(day)
    .execute();
  return fillSeries({ from: s.from, to: s.to, group_by: s.groupBy }, rows, ["sold", "revenue", "renewals"], (f) => ({
    ...f,
    revenue: aed(f.revenue),
  }));
}

export async function packagesBreakdowns(s: Scope) {
  const group = async (column: "s.package_id" | "s.partner_id", table: "packages" | "partners") => {
    const rows = await sold(s)
      .select((eb) => [
        eb.ref(column).as("key"),
        eb.fn.countAll<number>().as("sold"),
        eb.fn.sum<number>("s.total_fils").as("revenue"),
      ])
      .groupBy(column)
      .orderBy("revenue", "desc")
      .orderBy("key")
      .limit(20)
      .execute();
    const names = await namesOf(
      s.db,
      table,
      rows.map((r) => num(r.key)),
      s.lang,
    );
    return rows.map((r) => ({
      key: num(r.key),
      label: names.get(num(r.key)) ?? "",
      sold: num(r.sold),
      revenue: aed(num(r.revenue)),
    }));
  };
  return { by_package: await group("s.package_id", "packages"), by_partner: await group("s.partner_id", "partners") };
}

/** The table: one row per subscription sold in the period, newest sale first (ties by id). */
export function packagesRows(s: Scope) {
  // names as scalar subqueries, not joins: the count of the rows (the framework's) never reads them, a page reads
  // them for its own rows only
  return sold(s)
    .select((eb) => [
      "s.id",
      "s.number",
      "o.number as order_number",
      "o.paid_at",
      eb.selectFrom("users as u").select("u.first_name").whereRef("u.id", "=", "s.user_id").as("first_name"),
      eb.selectFrom("users as u").select("u.last_name").whereRef("u.id", "=", "s.user_id").as("last_name"),
      eb.selectFrom("packages as k").select("k.name_en").whereRef("k.id", "=", "s.package_id").as("package_en"),
      eb.selectFrom("packages as k").select("k.name_ar").whereRef("k.id", "=", "s.package_id").as("package_ar"),
      eb.selectFrom("partners as p").select("p.name_en").whereRef("p.id", "=", "s.partner_id").as("partner_en"),
      eb.selectFrom("partners as p").select("p.name_ar").whereRef("p.id", "=", "s.partner_id").as("partner_ar"),
      eb
        .selectFrom("package_durations as d")
        .select("d.months")
        .whereRef("d.id", "=", "s.package_duration_id")
        .as("months"),
      "s.starts_on",
      "s.ends_on",
      "s.visits_total",
      "s.total_fils",
      "s.status",
      eb.case().when(isRenewal(eb)).then(1).else(0).end().as("renewal"),
    ])
    .orderBy("o.paid_at", "desc")
    .orderBy("s.id", "desc");
}

export type PackagesRaw = Awaited<ReturnType<ReturnType<typeof packagesRows>["executeTakeFirstOrThrow"]>>;

const STATUS_AR: Record<string, string> = {
  pending: "قيد الانتظار",
  active: "نشط",
  expired: "منتهٍ",
  cancelled: "ملغى",
};
const STATUS_EN: Record<string, string> = {
  pending: "Pending",
  active: "Active",
  expired: "Expired",
  cancelled: "Cancelled",
};
export const statusLabel = (lang: Lang, status: string) => (lang === "ar" ? STATUS_AR : STATUS_EN)[status] ?? status;

export function packagesMap(r: PackagesRaw, lang: Lang) {
  return {
    id: r.id,
    number: r.number,
    order_number: r.order_number,
    sold_at: dubaiStamp(r.paid_at),
    customer: `${r.first_name} ${r.last_name}`.trim(),
    package: nameIn(lang, r.package_en, r.package_ar),
    partner: nameIn(lang, r.partner_en, r.partner_ar),
    months: num(r.months),
    starts_on: r.starts_on,
    ends_on: r.ends_on,
    visits_total: num(r.visits_total),
    amount: aed(num(r.total_fils)),
    type: num(r.renewal) === 1 ? (lang === "ar" ? "تجديد" : "Renewal") : lang === "ar" ? "جديد" : "New",
    status: r.status,
    status_label: statusLabel(lang, r.status),
  };
}

export type PackagesRow = ReturnType<typeof packagesMap>;

export const PACKAGES_COLUMNS: Array<{ key: keyof PackagesRow & string; en: string; ar: string }> = [
  { key: "number", en: "Subscription", ar: "الاشتراك" },
  { key: "order_number", en: "Order", ar: "الطلب" },
  { key: "sold_at", en: "Sold at", ar: "تاريخ البيع" },
  { key: "customer", en: "Customer", ar: "العميل" },
  { key: "package", en: "Package", ar: "الباقة" },
  { key: "partner", en: "Partner", ar: "الشريك" },
  { key: "months", en: "Months", ar: "الأشهر" },
  { key: "starts_on", en: "Starts on", ar: "يبدأ في" },
  { key: "ends_on", en: "Ends on", ar: "ينتهي في" },
  { key: "visits_total", en: "Visits", ar: "الزيارات" },
  { key: "amount", en: "Amount (AED)", ar: "المبلغ (درهم)" },
  { key: "type", en: "New or renewal", ar: "جديد أو تجديد" },
  { key: "status_label", en: "Status", ar: "الحالة" },
];

const packagesSummaryShape = {
  sold: z.number().int().describe("Package subscriptions sold: their order paid in the period"),
  revenue: z.number().describe("AED: their amounts (the order lines after their share of a coupon, VAT included)"),
  new: z.number().int().describe("Sold to a customer buying that package for the first time"),
  renewals: z.number().int().describe("Sold to a customer who had bought the same package before"),
  average_value: z.number().describe("AED: revenue / sold"),
  active: z.number().int().describe("Paid subscriptions in status active covering the period's last day"),
  churned: z
    .number()
    .int()
    .describe("Paid subscriptions (not cancelled) that ended in the period and were not followed by a renewal"),
  churn_rate: z.number().describe("churned / (churned + active), percent"),
};

const packagesRow = z
  .object({
    id: z.number().int(),
    number: z.string(),
    order_number: z.string(),
    sold_at: z.string().describe("YYYY-MM-DD HH:mm, Asia/Dubai"),
    customer: z.string(),
    package: z.string(),
    partner: z.string(),
    months: z.number().int(),
    starts_on: z.string(),
    ends_on: z.string(),
    visits_total: z.number().int(),
    amount: z.number().describe("AED"),
    type: z.string().describe("New or Renewal, in the request language"),
    status: z.enum(PACKAGE_STATUSES),
    status_label: z.string(),
  })
  .meta({ id: "ReportPackagesRow" });

export const packagesData = reportData({
  summary: packagesSummaryShape,
  series: { sold: z.number().int(), revenue: z.number(), renewals: z.number().int() },
  breakdowns: ["by_package", "by_partner"],
  breakdownFigures: { sold: z.number().int(), revenue: z.number().describe("AED") },
  row: packagesRow,
}).meta({ id: "ReportPackages" });

export const packagesReport: ReportDefinition<PackagesRaw, PackagesRow> = {
  name: "packages",
  read: "read-packages-report",
  exportPermission: "export-packages-report",
  statuses: PACKAGE_STATUSES,
  describe: {
    summary: "Packages: subscriptions sold, revenue, renewals, active subscriptions and churn",
    description:
      "Counts package subscriptions whose order was paid in the period (the Asia/Dubai day of orders.paid_at). " +
      "partner_id: the subscription's partner; category_id: the package's; emirate_id: the subscription's address; " +
      "status: the subscription's (pending, active, expired, cancelled). Figures: sold; revenue " +
      "(package_subscriptions.total_fils); new and renewals (a renewal: the customer had an earlier paid " +
      "subscription to the same package); average_value; active (paid, status active, starts_on <= to <= ends_on); " +
      "churned (paid, not cancelled, ends_on in the period, no later paid subscription of the customer to the " +
      "package); churn_rate (churned / (churned + active), percent). Breakdowns by_package and by_partner (top 20 by " +
      "revenue). Rows: one per subscription sold, newest sale first (ties by id). Money in AED with 2 decimals.",
  },
  summary: (ctx, range) => packagesSummary(scopeOf(ctx, range)),
  series: (ctx) => packagesSeries(scopeOf(ctx)),
  breakdowns: (ctx) => packagesBreakdowns(scopeOf(ctx)) as Promise<Record<string, BreakdownItem[]>>,
  rows: (ctx) => packagesRows(scopeOf(ctx)),
  map: (raw, ctx) => packagesMap(raw, ctx.lang),
  columns: PACKAGES_COLUMNS,
};
