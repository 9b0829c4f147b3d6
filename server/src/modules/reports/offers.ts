import { sql } from "kysely";
import { z } from "zod";
import type { Lang } from "../../lib/i18n.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { dubaiDay, fillSeries, type ReportDefinition, reportData } from "./framework.js";
import { dubaiStamp, likeOf, nameIn, type Scope, scopeOf } from "./more-shared.js";

/**
 * The offers report (issue 19): partner promotions, i.e. partner-funded coupons (`coupons.funded_by = 'partner'`)
 * that existed and were valid at some time in the period (created before its end, starts_at before its end or none,
 * ends_at after its start or none); one row per coupon, with its performance in the period: the redemptions made in
 * it (`coupon_redemptions.created_at`), their discount and their orders' totals.
 * - offers; active (status active); redemptions, discount (AED), order_value (AED); budget (the offers' budgets) and
 *   budget_left (what is left of them now).
 * Filters: partner (the coupon's), category (one the coupon names), status (`active` | `inactive`, the coupon's
 * toggle); search: part of the code or title. The emirate filter does not apply (a coupon has no emirate).
 */

export const OFFER_STATUSES = ["active", "inactive"] as const;

function offers(s: Scope) {
  const { start, end } = s;
  let q = s.db
    .selectFrom("coupons as c")
    .where("c.funded_by", "=", "partner")
    .where("c.created_at", "<", end)
    .where((eb) => eb.or([eb("c.starts_at", "is", null), eb("c.starts_at", "<", end)]))
    .where((eb) => eb.or([eb("c.ends_at", "is", null), eb("c.ends_at", ">=", start)]));
  if (s.partnerId !== undefined) q = q.where("c.partner_id", "=", s.partnerId);
  if (s.status !== undefined) q = q.where("c.status", "=", s.status);
  if (s.categoryId !== undefined) {
    const categoryId = s.categoryId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("coupon_categories as cg")
          .select("cg.coupon_id")
          .whereRef("cg.coupon_id", "=", "c.id")
          .where("cg.category_id", "=", categoryId),
      ),
    );
  }
  if (s.search) {
    const like = likeOf(s.search);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["c.code"]), "like", like),
        eb(eb.fn("lower", ["c.title_en"]), "like", like),
        eb("c.title_ar", "like", like),
      ]),
    );
  }
  return q;
}

/** The offers' redemptions made in the range (with their order `o`). */
const used = (s: Scope) => {
  const { start, end } = s;
  return offers(s)
    .innerJoin("coupon_redemptions as r", "r.coupon_id", "c.id")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .where("r.created_at", ">=", start)
    .where("r.created_at", "<", end);
};

export async function offersSummary(s: Scope) {
  const c = await offers(s)
    .select((eb) => [
      eb.fn.countAll<number>().as("offers"),
      sql<number>`sum(case when c.status = 'active' then 1 else 0 end)`.as("active"),
      eb.fn.sum<number>("c.budget_fils").as("budget"),
      sql<number>`sum(case when c.budget_fils > c.spent_fils then c.budget_fils - c.spent_fils else 0 end)`.as(
        "budget_left",
      ),
    ])
    .executeTakeFirstOrThrow();
  const r = await used(s)
    .select((eb) => [
      eb.fn.countAll<number>().as("redemptions"),
      eb.fn.sum<number>("r.discount_fils").as("discount"),
      eb.fn.sum<number>("o.total_fils").as("order_value"),
    ])
    .executeTakeFirstOrThrow();
  return {
    offers: num(c.offers),
    active: num(c.active),
    redemptions: num(r.redemptions),
    discount: aed(num(r.discount)),
    order_value: aed(num(r.order_value)),
    budget: aed(num(c.budget)),
    budget_left: aed(num(c.budget_left)),
  };
}

export async function offersSeries(s: Scope) {
  const day = dubaiDay(s.driver, "r.created_at");
  const rows = await used(s)
    .select((eb) => [
      day.as("day"),
      eb.fn.countAll<number>().as("redemptions"),
      eb.fn.sum<number>("r.discount_fils").as("discount"),
    ])
    .groupBy(day)
    .execute();
  return fillSeries({ from: s.from, to: s.to, group_by: s.groupBy }, rows, ["redemptions", "discount"], (f) => ({
    redemptions: f.redemptions,
    discount: aed(f.discount),
  }));
}

export async function offersBreakdowns(s: Scope) {
  const byPartner = await used(s)
    .innerJoin("partners as p", "p.id", "c.partner_id")
    .select((eb) => [
      "p.id as key",
      "p.name_en",
      "p.name_ar",
      eb.fn.countAll<number>().as("redemptions"),
      eb.fn.sum<number>("r.discount_fils").as("discount"),
    ])
    .groupBy(["p.id", "p.name_en", "p.name_ar"])
    .orderBy("discount", "desc")
    .orderBy("p.id")
    .limit(20)
    .execute();
  const byOffer = await used(s)
    .select((eb) => [
      "c.id as key",
      "c.code",
      eb.fn.countAll<number>().as("redemptions"),
      eb.fn.sum<number>("r.discount_fils").as("discount"),
    ])
    .groupBy(["c.id", "c.code"])
    .orderBy("discount", "desc")
    .orderBy("c.id")
    .limit(20)
    .execute();
  return {
    by_partner: byPartner.map((r) => ({
      key: num(r.key),
      label: nameIn(s.lang, r.name_en, r.name_ar),
      redemptions: num(r.redemptions),
      discount: aed(num(r.discount)),
    })),
    by_offer: byOffer.map((r) => ({
      key: num(r.key),
      label: r.code,
      redemptions: num(r.redemptions),
      discount: aed(num(r.discount)),
    })),
  };
}

/** The table: one row per offer, the newest first (ties by id), with its redemptions in the period. */
export function offersRows(s: Scope) {
  const { start, end } = s;
  const inRange = sql`r.coupon_id = c.id and r.created_at >= ${start} and r.created_at < ${end}`;
  return offers(s)
    .leftJoin("partners as p", "p.id", "c.partner_id")
    .select([
      "c.id",
      "c.code",
      "c.title_en",
      "c.title_ar",
      "c.status",
      "c.discount_type",
      "c.discount_value",
      "c.starts_at",
      "c.ends_at",
      "c.budget_fils",
      "c.spent_fils",
      "c.created_at",
      "p.name_en as partner_en",
      "p.name_ar as partner_ar",
      sql<number>`(select count(*) from coupon_redemptions r where ${inRange})`.as("redemptions"),
      sql<number>`(select coalesce(sum(r.discount_fils), 0) from coupon_redemptions r where ${inRange})`.as(
        "discount_fils",
      ),
      sql<number>`(select coalesce(sum(o.total_fils), 0) from coupon_redemptions r
        inner join orders o on o.id = r.order_id where ${inRange})`.as("order_fils"),
    ])
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc");
}

export type OffersRaw = Awaited<ReturnType<ReturnType<typeof offersRows>["executeTakeFirstOrThrow"]>>;

export function offersMap(r: OffersRaw, lang: Lang) {
  const value = num(r.discount_value);
  const budget = r.budget_fils === null ? null : num(r.budget_fils);
  return {
    id: r.id,
    code: r.code,
    title: nameIn(lang, r.title_en, r.title_ar),
    partner: nameIn(lang, r.partner_en, r.partner_ar),
    discount_rule: r.discount_type === "percent" ? `${value}%` : `${(value / 100).toFixed(2)} AED`,
    starts_at: dubaiStamp(r.starts_at),
    ends_at: dubaiStamp(r.ends_at),
    redemptions: num(r.redemptions),
    discount: aed(num(r.discount_fils)),
    order_value: aed(num(r.order_fils)),
    budget: budget === null ? null : aed(budget),
    budget_left: budget === null ? null : aed(Math.max(0, budget - num(r.spent_fils))),
    status: r.status,
    status_label: r.status === "active" ? (lang === "ar" ? "نشط" : "Active") : lang === "ar" ? "غير نشط" : "Inactive",
  };
}

export type OffersRow = ReturnType<typeof offersMap>;

export const OFFERS_COLUMNS: Array<{ key: keyof OffersRow & string; en: string; ar: string }> = [
  { key: "code", en: "Code", ar: "الرمز" },
  { key: "title", en: "Offer", ar: "العرض" },
  { key: "partner", en: "Partner", ar: "الشريك" },
  { key: "discount_rule", en: "Discount rule", ar: "قاعدة الخصم" },
  { key: "starts_at", en: "Starts", ar: "يبدأ" },
  { key: "ends_at", en: "Ends", ar: "ينتهي" },
  { key: "redemptions", en: "Redemptions", ar: "مرات الاستخدام" },
  { key: "discount", en: "Discount given (AED)", ar: "الخصم الممنوح (درهم)" },
  { key: "order_value", en: "Orders value (AED)", ar: "قيمة الطلبات (درهم)" },
  { key: "budget", en: "Budget (AED)", ar: "الميزانية (درهم)" },
  { key: "budget_left", en: "Budget left (AED)", ar: "المتبقي من الميزانية (درهم)" },
  { key: "status_label", en: "Status", ar: "الحالة" },
];

const offersSummaryShape = {
  offers: z.number().int().describe("Partner-funded coupons valid at some time in the period"),
  active: z.number().int().describe("Of them, switched on (status active)"),
  redemptions: z.number().int().describe("Their redemptions made in the period"),
  discount: z.number().describe("AED: the discount those give (carried by the partners)"),
  order_value: z.number().describe("AED: the totals of the orders they are on"),
  budget: z.number().describe("AED: the offers' budgets (those with one)"),
  budget_left: z.number().describe("AED: what is left of them now"),
};

const offersRow = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    partner: z.string(),
    discount_rule: z.string().describe("10% or 20.00 AED"),
    starts_at: z.string().describe("YYYY-MM-DD HH:mm, Asia/Dubai ('' when open)"),
    ends_at: z.string().describe("YYYY-MM-DD HH:mm, Asia/Dubai ('' when open)"),
    redemptions: z.number().int().describe("In the period"),
    discount: z.number().describe("AED, in the period"),
    order_value: z.number().describe("AED, in the period"),
    budget: z.number().nullable().describe("AED (null: no budget)"),
    budget_left: z.number().nullable().describe("AED, now (null: no budget)"),
    status: z.string(),
    status_label: z.string(),
  })
  .meta({ id: "ReportOffersRow" });

export const offersData = reportData({
  summary: offersSummaryShape,
  series: { redemptions: z.number().int(), discount: z.number() },
  breakdowns: ["by_partner", "by_offer"],
  breakdownFigures: { redemptions: z.number().int(), discount: z.number().describe("AED") },
  row: offersRow,
}).meta({ id: "ReportOffers" });

export const offersReport: ReportDefinition<OffersRaw, OffersRow> = {
  name: "offers",
  read: "read-offers-report",
  exportPermission: "export-offers-report",
  statuses: OFFER_STATUSES,
  describe: {
    summary: "Offers: partner promotions (partner-funded coupons) and their performance",
    description:
      "Counts partner-funded coupons (coupons.funded_by = partner) that existed and were valid at some time in the " +
      "period (created before its end; starts_at before its end or none; ends_at after its start or none), with " +
      "the redemptions made in the period (Asia/Dubai day of coupon_redemptions.created_at). partner_id: the " +
      "coupon's partner; category_id: a category the coupon names; status: active or inactive (the coupon's " +
      "switch); search: part of the code or title; emirate_id does not narrow it (a coupon has no emirate). " +
      "Figures: offers; active; redemptions; discount; order_value; budget; budget_left (now). Breakdowns " +
      "by_partner and by_offer (top 20 by discount). Rows: one per offer, newest first (ties by id), with its " +
      "redemptions, discount and orders value in the period. Money in AED with 2 decimals.",
  },
  summary: (ctx, range) => offersSummary(scopeOf(ctx, range)),
  series: (ctx) => offersSeries(scopeOf(ctx)),
  breakdowns: (ctx) => offersBreakdowns(scopeOf(ctx)),
  rows: (ctx) => offersRows(scopeOf(ctx)),
  map: (raw, ctx) => offersMap(raw, ctx.lang),
  columns: OFFERS_COLUMNS,
};
