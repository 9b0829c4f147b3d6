import { sql } from "kysely";
import { z } from "zod";
import type { Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { fillSeries, type ReportDefinition, rate, reportData } from "./framework.js";
import { addressInEmirate, likeOf, nameIn, namesOf, packageInCategory, type Scope, scopeOf } from "./more-shared.js";
import { PACKAGE_STATUSES, statusLabel } from "./packages.js";

/**
 * The contracts report (issue 19): package subscriptions that run during the period (starts_on <= to and
 * ends_on >= from, Dubai dates) and their remaining visits; one row per subscription. Without a status filter it
 * counts the bought ones (active and expired); `status` picks one of pending, active, expired, cancelled.
 * - contracts; active (status active); value (AED, the subscriptions' amounts); visits_total, visits_used
 *   (`package_subscriptions.visits_used`: booked visits that still count), visits_remaining (total - used) and
 *   usage_rate (used / total, percent).
 * - series: contracts that started in each bucket, with their visits.
 * Filters: partner (the subscription's), category (the package's), emirate (the subscription's address), status.
 */

export const CONTRACT_STATUSES = PACKAGE_STATUSES;

function contracts(s: Scope) {
  let q = s.db
    .selectFrom("package_subscriptions as s")
    .where("s.starts_on", "<=", s.to)
    .where("s.ends_on", ">=", s.from);
  if (s.status !== undefined) q = q.where("s.status", "=", s.status as (typeof CONTRACT_STATUSES)[number]);
  // the bought ones (active, expired), said as "not pending or cancelled" so the table reads the (starts_on, id)
  // index newest first instead of sorting every contract of the period
  else q = q.where("s.status", "not in", ["pending", "cancelled"]);
  if (s.partnerId !== undefined) q = q.where("s.partner_id", "=", s.partnerId);
  if (s.categoryId !== undefined) q = q.where(packageInCategory(s.categoryId));
  if (s.emirateId !== undefined) q = q.where(addressInEmirate(s.emirateId));
  return q;
}

export async function contractsSummary(s: Scope) {
  const t = await contracts(s)
    .select((eb) => [
      eb.fn.countAll<number>().as("contracts"),
      sql<number>`sum(case when s.status = 'active' then 1 else 0 end)`.as("active"),
      eb.fn.sum<number>("s.total_fils").as("value"),
      eb.fn.sum<number>("s.visits_total").as("visits_total"),
      eb.fn.sum<number>("s.visits_used").as("visits_used"),
    ])
    .executeTakeFirstOrThrow();
  const total = num(t.visits_total);
  const used = num(t.visits_used);
  return {
    contracts: num(t.contracts),
    active: num(t.active),
    value: aed(num(t.value)),
    visits_total: total,
    visits_used: used,
    visits_remaining: total - used,
    usage_rate: rate(used, total),
  };
}

export async function contractsSeries(s: Scope) {
  const rows = await contracts(s)
    .where("s.starts_on", ">=", s.from)
    .select((eb) => [
      "s.starts_on as day",
      eb.fn.countAll<number>().as("started"),
      eb.fn.sum<number>("s.visits_total").as("visits_total"),
    ])
    .groupBy("s.starts_on")
    .execute();
  return fillSeries({ from: s.from, to: s.to, group_by: s.groupBy }, rows, ["started", "visits_total"]);
}

export async function contractsBreakdowns(s: Scope) {
  const group = async (column: "s.package_id" | "s.partner_id", table: "packages" | "partners") => {
    const rows = await contracts(s)
      .select((eb) => [
        eb.ref(column).as("key"),
        eb.fn.countAll<number>().as("contracts"),
        eb.fn.sum<number>("s.visits_total").as("visits_total"),
        eb.fn.sum<number>("s.visits_used").as("visits_used"),
      ])
      .groupBy(column)
      .orderBy("contracts", "desc")
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
      contracts: num(r.contracts),
      visits_used: num(r.visits_used),
      visits_remaining: num(r.visits_total) - num(r.visits_used),
    }));
  };
  return { by_package: await group("s.package_id", "packages"), by_partner: await group("s.partner_id", "partners") };
}

/** The table: one row per subscription, the latest start first (ties by id). */
export function contractsRows(s: Scope) {
  let q = contracts(s);
  if (s.search) {
    const like = likeOf(s.search);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["s.number"]), "like", like),
        eb(
          "s.user_id",
          "in",
          eb
            .selectFrom("users as su")
            .select("su.id")
            .where(sql<string>`lower(su.first_name || ' ' || su.last_name)`, "like", like),
        ),
      ]),
    );
  }
  // names as scalar subqueries, not joins: the count of the rows (the framework's) never reads them, a page reads
  // them for its own rows only
  return q
    .select((eb) => [
      "s.id",
      "s.number",
      eb.selectFrom("users as u").select("u.first_name").whereRef("u.id", "=", "s.user_id").as("first_name"),
      eb.selectFrom("users as u").select("u.last_name").whereRef("u.id", "=", "s.user_id").as("last_name"),
      eb.selectFrom("packages as k").select("k.name_en").whereRef("k.id", "=", "s.package_id").as("package_en"),
      eb.selectFrom("packages as k").select("k.name_ar").whereRef("k.id", "=", "s.package_id").as("package_ar"),
      eb.selectFrom("partners as p").select("p.name_en").whereRef("p.id", "=", "s.partner_id").as("partner_en"),
      eb.selectFrom("partners as p").select("p.name_ar").whereRef("p.id", "=", "s.partner_id").as("partner_ar"),
      "s.starts_on",
      "s.ends_on",
      "s.visits_total",
      "s.visits_used",
      "s.total_fils",
      "s.status",
    ])
    .orderBy("s.starts_on", "desc")
    .orderBy("s.id", "desc");
}

export type ContractsRaw = Awaited<ReturnType<ReturnType<typeof contractsRows>["executeTakeFirstOrThrow"]>>;

export function contractsMap(r: ContractsRaw, lang: Lang) {
  const total = num(r.visits_total);
  const used = num(r.visits_used);
  return {
    id: r.id,
    number: r.number,
    customer: `${r.first_name} ${r.last_name}`.trim(),
    package: nameIn(lang, r.package_en, r.package_ar),
    partner: nameIn(lang, r.partner_en, r.partner_ar),
    starts_on: r.starts_on,
    ends_on: r.ends_on,
    visits_total: total,
    visits_used: used,
    visits_remaining: total - used,
    value: aed(num(r.total_fils)),
    status: r.status,
    status_label: statusLabel(lang, r.status),
  };
}

export type ContractsRow = ReturnType<typeof contractsMap>;

export const CONTRACTS_COLUMNS: Array<{ key: keyof ContractsRow & string; en: string; ar: string }> = [
  { key: "number", en: "Subscription", ar: "الاشتراك" },
  { key: "customer", en: "Customer", ar: "العميل" },
  { key: "package", en: "Package", ar: "الباقة" },
  { key: "partner", en: "Partner", ar: "الشريك" },
  { key: "starts_on", en: "Starts on", ar: "يبدأ في" },
  { key: "ends_on", en: "Ends on", ar: "ينتهي في" },
  { key: "visits_total", en: "Visits", ar: "الزيارات" },
  { key: "visits_used", en: "Visits used", ar: "الزيارات المستخدمة" },
  { key: "visits_remaining", en: "Visits remaining", ar: "الزيارات المتبقية" },
  { key: "value", en: "Value (AED)", ar: "القيمة (درهم)" },
  { key: "status_label", en: "Status", ar: "الحالة" },
];

const contractsSummaryShape = {
  contracts: z.number().int().describe("Package subscriptions running during the period"),
  active: z.number().int().describe("Of them, in status active"),
  value: z.number().describe("AED: their amounts"),
  visits_total: z.number().int().describe("Visits they include"),
  visits_used: z.number().int().describe("Visits booked against them that still count (not cancelled or declined)"),
  visits_remaining: z.number().int().describe("visits_total - visits_used"),
  usage_rate: z.number().describe("visits_used / visits_total, percent"),
};

const contractsRow = z
  .object({
    id: z.number().int(),
    number: z.string(),
    customer: z.string(),
    package: z.string(),
    partner: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    visits_total: z.number().int(),
    visits_used: z.number().int(),
    visits_remaining: z.number().int(),
    value: z.number().describe("AED"),
    status: z.enum(CONTRACT_STATUSES),
    status_label: z.string(),
  })
  .meta({ id: "ReportContractsRow" });

export const contractsData = reportData({
  summary: contractsSummaryShape,
  series: {
    started: z.number().int().describe("Contracts that started in the bucket"),
    visits_total: z.number().int().describe("Their visits"),
  },
  breakdowns: ["by_package", "by_partner"],
  breakdownFigures: {
    contracts: z.number().int(),
    visits_used: z.number().int(),
    visits_remaining: z.number().int(),
  },
  row: contractsRow,
}).meta({ id: "ReportContracts" });

export const contractsReport: ReportDefinition<ContractsRaw, ContractsRow> = {
  name: "contracts",
  read: "read-contracts-report",
  exportPermission: "export-contracts-report",
  statuses: CONTRACT_STATUSES,
  describe: {
    summary: "Contracts: package subscriptions running in the period and their remaining visits",
    description:
      "Counts package subscriptions that run during the period (starts_on <= to and ends_on >= from, Asia/Dubai " +
      "dates); without status, the bought ones (active and expired); status picks pending, active, expired or " +
      "cancelled. partner_id: the subscription's partner; category_id: the package's; emirate_id: the " +
      "subscription's address; search: part of the subscription number or the customer's name. Figures: " +
      "contracts; active; value; visits_total; visits_used (booked visits that still count); visits_remaining; " +
      "usage_rate. Series: contracts started in each bucket. Breakdowns by_package and by_partner (top 20 by " +
      "contracts). Rows: one per subscription, latest start first (ties by id). Money in AED with 2 decimals.",
  },
  summary: (ctx, range) => contractsSummary(scopeOf(ctx, range)),
  series: (ctx) => contractsSeries(scopeOf(ctx)),
  breakdowns: (ctx) => contractsBreakdowns(scopeOf(ctx)),
  rows: (ctx) => contractsRows(scopeOf(ctx)),
  map: (raw, ctx) => contractsMap(raw, ctx.lang),
  columns: CONTRACTS_COLUMNS,
};
