import { sql } from "kysely";
import { z } from "zod";
import type { Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { type BreakdownItem, dubaiDay, fillSeries, type ReportDefinition, reportData } from "./framework.js";
import { dubaiStamp, likeOf, nameIn, orderInCategory, orderInEmirate, type Scope, scopeOf } from "./more-shared.js";

/**
 * The promotions report (issue 19): coupon redemptions made in the period (`coupon_redemptions.created_at`, Dubai
 * days), one row per redemption. A redemption is a live use of a coupon by an order: `redeemed` once the order is
 * paid, `reserved` while it is not (a failed or expired order gives its use back, and the row is gone).
 * - redemptions; discount (AED, the sum of the redemptions' discounts); khidma_funded / partner_funded: that
 *   discount split by who carries it (`coupons.funded_by`); order_value: the orders' totals (after discount);
 *   redeemed / reserved: the redemptions by state; coupons: distinct coupons used.
 * - budget_left: for the coupons used in the period that have a budget, what is left of it now (budget - spent).
 * Filters: partner (the order's partner), category (a line of the order), emirate (the order's booking community or
 * subscription address), status (`redeemed` | `reserved`).
 */

export const PROMOTION_STATUSES = ["redeemed", "reserved"] as const;

function redemptions(s: Scope) {
  const { start, end } = s;
  let q = s.db
    .selectFrom("coupon_redemptions as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .innerJoin("coupons as c", "c.id", "r.coupon_id")
    .where("r.created_at", ">=", start)
    .where("r.created_at", "<", end);
  if (s.partnerId !== undefined) q = q.where("o.partner_id", "=", s.partnerId);
  if (s.categoryId !== undefined) q = q.where(orderInCategory(s.categoryId));
  if (s.emirateId !== undefined) q = q.where(orderInEmirate(s.emirateId));
  if (s.status === "redeemed") q = q.where("o.paid_at", "is not", null);
  if (s.status === "reserved") q = q.where("o.paid_at", "is", null);
  return q;
}

const fundedSum = (funder: "khidma" | "partner") =>
  sql<number>`sum(case when c.funded_by = ${funder} then r.discount_fils else 0 end)`;

export async function promotionsSummary(s: Scope) {
  const t = await redemptions(s)
    .select((eb) => [
      eb.fn.countAll<number>().as("redemptions"),
      eb.fn.sum<number>("r.discount_fils").as("discount"),
      fundedSum("khidma").as("khidma"),
      fundedSum("partner").as("partner"),
      sql<number>`sum(case when o.paid_at is not null then 1 else 0 end)`.as("redeemed"),
      sql<number>`count(distinct r.coupon_id)`.as("coupons"),
    ])
    .executeTakeFirstOrThrow();
  const used = redemptions(s).select("r.coupon_id");
  const left = await s.db
    .selectFrom("coupons")
    .select(sql<number>`sum(case when budget_fils > spent_fils then budget_fils - spent_fils else 0 end)`.as("left"))
    .where("budget_fils", "is not", null)
    .where("id", "in", used)
    .executeTakeFirstOrThrow();
  // each order once, though it may carry two codes (a Khidma coupon and a partner promotion stacked)
  const orders = await s.db
    .selectFrom("orders")
    .select((eb) => eb.fn.sum<number>("total_fils").as("order_value"))
    .where("id", "in", redemptions(s).select("r.order_id"))
    .executeTakeFirstOrThrow();
  const n = num(t.redemptions);
  return {
    redemptions: n,
    discount: aed(num(t.discount)),
    khidma_funded: aed(num(t.khidma)),
    partner_funded: aed(num(t.partner)),
    order_value: aed(num(orders.order_value)),
    redeemed: num(t.redeemed),
    reserved: n - num(t.redeemed),
    coupons: num(t.coupons),
    budget_left: aed(num(left.left)),
  };
}

export async function promotionsSeries(s: Scope) {
  const day = dubaiDay(s.driver, "r.created_at");
  const rows = await redemptions(s)
    .select((eb) => [
      day.as("day"),
      eb.fn.countAll<number>().as("redemptions"),
      eb.fn.sum<number>("r.discount_fils").as("discount"),
      fundedSum("khidma").as("khidma_funded"),
      fundedSum("partner").as("partner_funded"),
    ])
    .groupBy(day)
    .execute();
  return fillSeries(
    { from: s.from, to: s.to, group_by: s.groupBy },
    rows,
    ["redemptions", "discount", "khidma_funded", "partner_funded"],
    (f) => ({
      redemptions: f.redemptions,
      discount: aed(f.discount),
      khidma_funded: aed(f.khidma_funded),
      partner_funded: aed(f.partner_funded),
    }),
  );
}

export async function promotionsBreakdowns(s: Scope) {
  const byCoupon = await redemptions(s)
    .select((eb) => [
      "c.id as key",
      "c.code",
      "c.title_en",
      "c.title_ar",
      "c.budget_fils",
      "c.spent_fils",
      eb.fn.countAll<number>().as("redemptions"),
      eb.fn.sum<number>("r.discount_fils").as("discount"),
    ])
    .groupBy(["c.id", "c.code", "c.title_en", "c.title_ar", "c.budget_fils", "c.spent_fils"])
    .orderBy("discount", "desc")
    .orderBy("c.id")
    .limit(20)
    .execute();
  const byFunder = await redemptions(s)
    .select((eb) => [
      "c.funded_by as key",
      eb.fn.countAll<number>().as("redemptions"),
      eb.fn.sum<number>("r.discount_fils").as("discount"),
    ])
    .groupBy("c.funded_by")
    .orderBy("c.funded_by")
    .execute();
  return {
    by_coupon: byCoupon.map((r) => {
      const title = nameIn(s.lang, r.title_en, r.title_ar);
      const budget = r.budget_fils === null ? null : num(r.budget_fils);
      return {
        key: num(r.key),
        label: title ? `${r.code} (${title})` : r.code,
        redemptions: num(r.redemptions),
        discount: aed(num(r.discount)),
        ...(budget === null ? {} : { budget: aed(budget), budget_left: aed(Math.max(0, budget - num(r.spent_fils))) }),
      };
    }),
    by_funder: byFunder.map((r) => ({
      key: r.key,
      label: funderLabel(s.lang, r.key),
      redemptions: num(r.redemptions),
      discount: aed(num(r.discount)),
    })),
  };
}

export const funderLabel = (lang: Lang, funder: string) =>
  funder === "partner" ? (lang === "ar" ? "الشريك" : "Partner") : lang === "ar" ? "خدمة" : "Khidma";

/** The table: one row per redemption in the period, newest first (ties by id). */
export function promotionsRows(s: Scope) {
  let q = redemptions(s)
    .innerJoin("users as u", "u.id", "r.user_id")
    .leftJoin("partners as p", "p.id", "o.partner_id")
    .leftJoin("coupon_codes as cc", "cc.id", "r.code_id");
  if (s.search) {
    const like = likeOf(s.search);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["c.code"]), "like", like),
        eb(eb.fn("lower", ["cc.code"]), "like", like),
        eb(eb.fn("lower", ["o.number"]), "like", like),
      ]),
    );
  }
  return q
    .select([
      "r.id",
      "r.created_at",
      "r.discount_fils",
      "c.code as coupon_code",
      "cc.code as generated_code",
      "c.title_en",
      "c.title_ar",
      "c.funded_by",
      "u.first_name",
      "u.last_name",
      "o.number as order_number",
      "o.total_fils as order_total_fils",
      "o.paid_at",
      "p.name_en as partner_en",
      "p.name_ar as partner_ar",
    ])
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc");
}

export type PromotionsRaw = Awaited<ReturnType<ReturnType<typeof promotionsRows>["executeTakeFirstOrThrow"]>>;

export function promotionsMap(r: PromotionsRaw, lang: Lang) {
  const status = r.paid_at ? "redeemed" : "reserved";
  return {
    id: r.id,
    redeemed_at: dubaiStamp(r.created_at),
    code: r.generated_code ?? r.coupon_code,
    coupon: nameIn(lang, r.title_en, r.title_ar) || r.coupon_code,
    funded_by: r.funded_by,
    funded_by_label: funderLabel(lang, r.funded_by),
    customer: `${r.first_name} ${r.last_name}`.trim(),
    order_number: r.order_number,
    partner: nameIn(lang, r.partner_en, r.partner_ar),
    order_total: aed(num(r.order_total_fils)),
    discount: aed(num(r.discount_fils)),
    status,
    status_label:
      status === "redeemed" ? (lang === "ar" ? "مستخدم" : "Redeemed") : lang === "ar" ? "محجوز" : "Reserved",
  };
}

export type PromotionsRow = ReturnType<typeof promotionsMap>;

export const PROMOTIONS_COLUMNS: Array<{ key: keyof PromotionsRow & string; en: string; ar: string }> = [
  { key: "redeemed_at", en: "Used at", ar: "وقت الاستخدام" },
  { key: "code", en: "Code", ar: "الرمز" },
  { key: "coupon", en: "Coupon", ar: "القسيمة" },
  { key: "funded_by_label", en: "Funded by", ar: "الممول" },
  { key: "customer", en: "Customer", ar: "العميل" },
  { key: "order_number", en: "Order", ar: "الطلب" },
  { key: "partner", en: "Partner", ar: "الشريك" },
  { key: "order_total", en: "Order total (AED)", ar: "إجمالي الطلب (درهم)" },
  { key: "discount", en: "Discount (AED)", ar: "الخصم (درهم)" },
  { key: "status_label", en: "Status", ar: "الحالة" },
];

const promotionsSummaryShape = {
  redemptions: z.number().int().describe("Coupon redemptions made in the period (live uses: reserved or redeemed)"),
  discount: z.number().describe("AED: the discount they give"),
  khidma_funded: z.number().describe("AED: the part of it Khidma carries (coupons funded by khidma)"),
  partner_funded: z.number().describe("AED: the part of it partners carry (coupons funded by partner)"),
  order_value: z
    .number()
    .describe("AED: the totals of the orders they are on (after discount), each order once even with two codes"),
  redeemed: z.number().int().describe("Redemptions whose order is paid"),
  reserved: z.number().int().describe("Redemptions whose order is not paid yet"),
  coupons: z.number().int().describe("Distinct coupons used"),
  budget_left: z.number().describe("AED: what is left now of the budgets of the coupons used (those with a budget)"),
};

const promotionsRow = z
  .object({
    id: z.number().int(),
    redeemed_at: z.string().describe("YYYY-MM-DD HH:mm, Asia/Dubai"),
    code: z.string().describe("The code used (a generated one, or the coupon's own)"),
    coupon: z.string().describe("The coupon's title in the request language (its code when untitled)"),
    funded_by: z.enum(["khidma", "partner"]),
    funded_by_label: z.string(),
    customer: z.string(),
    order_number: z.string(),
    partner: z.string(),
    order_total: z.number().describe("AED"),
    discount: z.number().describe("AED"),
    status: z.enum(PROMOTION_STATUSES),
    status_label: z.string(),
  })
  .meta({ id: "ReportPromotionsRow" });

export const promotionsData = reportData({
  summary: promotionsSummaryShape,
  series: {
    redemptions: z.number().int(),
    discount: z.number(),
    khidma_funded: z.number(),
    partner_funded: z.number(),
  },
  breakdowns: ["by_coupon", "by_funder"],
  breakdownFigures: {
    redemptions: z.number().int(),
    discount: z.number().describe("AED"),
    budget: z.number().optional().describe("by_coupon: the coupon's budget, AED (absent: no budget)"),
    budget_left: z.number().optional().describe("by_coupon: what is left of it now, AED (absent: no budget)"),
  },
  row: promotionsRow,
}).meta({ id: "ReportPromotions" });

export const promotionsReport: ReportDefinition<PromotionsRaw, PromotionsRow> = {
  name: "promotions",
  read: "read-promotions-report",
  exportPermission: "export-promotions-report",
  statuses: PROMOTION_STATUSES,
  describe: {
    summary: "Promotions: coupon redemptions, discount given, who funds it and the budget left",
    description:
      "Counts coupon redemptions (coupon_redemptions: one live use of a coupon by an order; a failed or expired " +
      "order gives its use back) made in the period, by the Asia/Dubai day of their created_at. status: redeemed " +
      "(the order is paid) or reserved (not yet). partner_id: the order's partner; category_id: orders with a line " +
      "of the category; emirate_id: orders whose booking or package address is in the emirate; search: part of the " +
      "code or the order number. Figures: redemptions; discount; khidma_funded and partner_funded (the discount " +
      "split by coupons.funded_by); order_value; redeemed; reserved; coupons (distinct); budget_left (now, for the " +
      "coupons used that have a budget). Breakdowns by_coupon (top 20 by discount, with budget and budget left) " +
      "and by_funder. Rows: one per redemption, newest first (ties by id). Money in AED with 2 decimals.",
  },
  summary: (ctx, range) => promotionsSummary(scopeOf(ctx, range)),
  series: (ctx) => promotionsSeries(scopeOf(ctx)),
  breakdowns: (ctx) => promotionsBreakdowns(scopeOf(ctx)) as Promise<Record<string, BreakdownItem[]>>,
  rows: (ctx) => promotionsRows(scopeOf(ctx)),
  map: (raw, ctx) => promotionsMap(raw, ctx.lang),
  columns: PROMOTIONS_COLUMNS,
};
