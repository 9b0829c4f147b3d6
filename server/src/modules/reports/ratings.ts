import { type ExpressionBuilder, sql } from "kysely";
import { z } from "zod";
import { dubaiDate, dubaiTime } from "../../lib/dubai.js";
import { likePattern, num } from "../../lib/query.js";
import {
  type BreakdownItem,
  dubaiDay,
  type Figures,
  fillSeries,
  pick,
  type ReportContext,
  type ReportDefinition,
  type ReportRange,
  rate,
  reportData,
} from "./framework.js";

/**
 * The ratings report (issue 19, R3): customers' reviews written in the period (`reviews.created_at`, Dubai days),
 * one row per review, newest first (ties by id).
 * - reviews: how many; average_rating: their mean stars (2 decimals, 0 when none); rating_1..rating_5: the
 *   distribution; positive_rate: 4 and 5 stars in percent of reviews; low_ratings: 1 and 2 stars;
 *   technician_reviews / technician_average: the reviews that rated the technician too and their mean;
 *   replied_rate: reviews the partner answered (partner_replied_at), percent; hidden: reviews hidden by moderation.
 * - series: reviews, average_rating and the distribution per bucket; breakdowns by partner, by service (the
 *   review's first service, the one the storefront names) and by technician, each with reviews, average_rating
 *   and low_ratings, most reviewed first (50 at most).
 * Filters: partner (the reviewed partner), category (the review's service's), emirate (the booking's community's),
 * status `visible` (shown on the storefront, what the partners' and services' published ratings count) or `hidden`
 * (every review when absent), search (customer name, comment or booking number). The same filters apply to every
 * figure, the series, the breakdowns and the rows, so the summary equals the sums over the rows.
 */

export const RATING_STATUSES = ["visible", "hidden"] as const;
const STARS = [1, 2, 3, 4, 5] as const;
const BREAKDOWN_LIMIT = 50;

// biome-ignore lint/suspicious/noExplicitAny: expressions over the reviews query (alias r)
type Eb = ExpressionBuilder<any, any>;

/** Reviews `r` under the report's filters (not the dates). */
function filtered(ctx: ReportContext) {
  const f = ctx.f;
  let q = ctx.db.selectFrom("reviews as r");
  if (f.partnerId !== undefined) q = q.where("r.partner_id", "=", f.partnerId);
  if (f.category_id !== undefined) {
    const category = f.category_id;
    q = q.where((eb) =>
      eb("r.service_id", "in", eb.selectFrom("services as cs").select("cs.id").where("cs.category_id", "=", category)),
    );
  }
  if (f.emirate_id !== undefined) {
    const emirate = f.emirate_id;
    q = q.where((eb) =>
      eb(
        "r.booking_id",
        "in",
        eb
          .selectFrom("bookings as eb_b")
          .innerJoin("communities as eb_c", "eb_c.id", "eb_b.community_id")
          .select("eb_b.id")
          .where("eb_c.emirate_id", "=", emirate),
      ),
    );
  }
  if (f.status !== undefined) q = q.where("r.is_visible", "=", f.status === "visible" ? 1 : 0);
  if (f.search) {
    const like = likePattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(r.customer_name)`, "like", like),
        eb(sql`lower(r.comment)`, "like", like),
        eb(
          "r.booking_id",
          "in",
          eb.selectFrom("bookings as sb").select("sb.id").where("sb.number", "like", like.toUpperCase()),
        ),
      ]),
    );
  }
  return q;
}

/** Filtered reviews written in [start, end). */
const inRange = (ctx: ReportContext, range: { start: string; end: string }) =>
  filtered(ctx).where("r.created_at", ">=", range.start).where("r.created_at", "<", range.end);

/** count, star sum and the distribution, as SQL aggregates over `r`. */
const starAggregates = (eb: Eb) => [
  eb.fn.countAll<number>().as("reviews"),
  eb.fn.coalesce(eb.fn.sum<number>("r.rating"), eb.lit(0)).as("stars"),
  ...STARS.map((k) => eb.fn.sum<number>(sql`case when r.rating = ${sql.lit(k)} then 1 else 0 end`).as(`rating_${k}`)),
];

const average = (sum: number, n: number) => (n > 0 ? Math.round((sum / n) * 100) / 100 : 0);

/** Every figure's SQL sums over `r` (summed again in JS per day, bucket or range). */
const figureAggregates = (eb: Eb) => [
  ...starAggregates(eb),
  eb.fn.count<number>("r.technician_rating").as("technician_reviews"),
  eb.fn.coalesce(eb.fn.sum<number>("r.technician_rating"), eb.lit(0)).as("technician_stars"),
  eb.fn.count<number>("r.partner_replied_at").as("replied"),
  eb.fn.sum<number>(sql`case when r.is_visible = 1 then 0 else 1 end`).as("hidden"),
];

const SUMS = [
  "reviews",
  "stars",
  ...STARS.map((k) => `rating_${k}`),
  "technician_reviews",
  "technician_stars",
  "replied",
  "hidden",
] as const;
type Sums = Record<(typeof SUMS)[number], number>;

/** The figures of summed rows. */
function figuresOf(rows: Array<Record<string, unknown>>): Figures {
  const s = Object.fromEntries(SUMS.map((k) => [k, rows.reduce((a, r) => a + num(r[k]), 0)])) as Sums;
  const n = s.reviews;
  return {
    reviews: n,
    average_rating: average(s.stars, n),
    rating_1: s.rating_1,
    rating_2: s.rating_2,
    rating_3: s.rating_3,
    rating_4: s.rating_4,
    rating_5: s.rating_5,
    positive_rate: rate(s.rating_4 + s.rating_5, n),
    low_ratings: s.rating_1 + s.rating_2,
    technician_reviews: s.technician_reviews,
    technician_average: average(s.technician_stars, s.technician_reviews),
    replied_rate: rate(s.replied, n),
    hidden: s.hidden,
  };
}

/**
 * The report's range summed per Dubai day in one pass (at most 366 rows), shared by the summary and the series of
 * one request (the framework asks both with the same context).
 */
const dayRows = new WeakMap<ReportContext, Promise<Array<Record<string, unknown>>>>();
function daysOf(ctx: ReportContext) {
  let days = dayRows.get(ctx);
  if (!days) {
    const day = dubaiDay(ctx.driver, "r.created_at");
    days = inRange(ctx, ctx.f)
      .select((eb) => [day.as("day"), ...figureAggregates(eb)])
      .groupBy(day)
      .execute() as Promise<Array<Record<string, unknown>>>;
    dayRows.set(ctx, days);
  }
  return days;
}

async function summary(ctx: ReportContext, range: ReportRange): Promise<Figures> {
  if (range.from === ctx.f.from && range.to === ctx.f.to) return figuresOf(await daysOf(ctx));
  // another range (the previous period): one aggregate
  const row = await inRange(ctx, range).select(figureAggregates).executeTakeFirst();
  return figuresOf(row ? [row as Record<string, unknown>] : []);
}

const SERIES_SUMS = ["reviews", "stars", ...STARS.map((k) => `rating_${k}`)] as const;

async function series(ctx: ReportContext) {
  return fillSeries(ctx.f, (await daysOf(ctx)) as Array<{ day: unknown }>, SERIES_SUMS, (s) => {
    const { stars, ...rest } = s;
    return { reviews: rest.reviews, average_rating: average(stars, rest.reviews), ...rest };
  });
}

type Tally = { reviews: number; stars: number; low: number };

/** The breakdown of one key: most reviewed first (then by id), BREAKDOWN_LIMIT at most, labelled. */
async function ranked(tallies: Map<number, Tally>, labels: (ids: number[]) => Promise<Map<number, string>>) {
  const top = [...tallies.entries()]
    .sort((a, b) => b[1].reviews - a[1].reviews || a[0] - b[0])
    .slice(0, BREAKDOWN_LIMIT);
  const names = await labels(top.map(([id]) => id));
  return top.map(
    ([id, t]) =>
      ({
        key: id,
        label: names.get(id) ?? String(id),
        reviews: t.reviews,
        average_rating: average(t.stars, t.reviews),
        low_ratings: t.low,
      }) as unknown as BreakdownItem,
  );
}

/** By partner, service and technician from one pass grouped by the three (a few hundred groups), folded here. */
async function breakdowns(ctx: ReportContext) {
  const { db, lang } = ctx;
  const groups = await inRange(ctx, ctx.f)
    .select((eb) => [
      "r.partner_id",
      "r.service_id",
      "r.technician_id",
      eb.fn.countAll<number>().as("reviews"),
      eb.fn.coalesce(eb.fn.sum<number>("r.rating"), eb.lit(0)).as("stars"),
      eb.fn.sum<number>(sql`case when r.rating <= 2 then 1 else 0 end`).as("low"),
    ])
    .groupBy(["r.partner_id", "r.service_id", "r.technician_id"])
    .execute();
  const tally = () => new Map<number, Tally>();
  const byPartner = tally();
  const byService = tally();
  const byTechnician = tally();
  const add = (map: Map<number, Tally>, id: unknown, g: (typeof groups)[number]) => {
    if (id === null || id === undefined) return;
    const t = map.get(num(id)) ?? { reviews: 0, stars: 0, low: 0 };
    t.reviews += num(g.reviews);
    t.stars += num(g.stars);
    t.low += num(g.low);
    map.set(num(id), t);
  };
  for (const g of groups) {
    add(byPartner, g.partner_id, g);
    add(byService, g.service_id, g);
    add(byTechnician, g.technician_id, g);
  }
  const named = async (table: "partners" | "services", ids: number[]) =>
    new Map(
      ids.length === 0
        ? []
        : (await db.selectFrom(table).select(["id", "name_en", "name_ar"]).where("id", "in", ids).execute()).map(
            (r) => [r.id, pick(lang, r.name_en, r.name_ar)] as const,
          ),
    );
  const people = async (ids: number[]) =>
    new Map(
      ids.length === 0
        ? []
        : (await db.selectFrom("users").select(["id", "first_name", "last_name"]).where("id", "in", ids).execute()).map(
            (u) => [u.id, `${u.first_name ?? ""} ${u.last_name ?? ""}`.trim()] as const,
          ),
    );
  const [by_partner, by_service, by_technician] = await Promise.all([
    ranked(byPartner, (ids) => named("partners", ids)),
    ranked(byService, (ids) => named("services", ids)),
    ranked(byTechnician, people),
  ]);
  return { by_partner, by_service, by_technician };
}

/** The table's query: one row per review, newest first, ties by id. */
function rows(ctx: ReportContext) {
  // names through scalar subqueries (evaluated for the rows read only), not joins: the framework's count of this
  // query is then a count over the reviews index alone
  return inRange(ctx, ctx.f)
    .select((eb) => [
      "r.id",
      "r.created_at",
      "r.rating",
      "r.technician_rating",
      "r.comment",
      "r.customer_name",
      "r.is_visible",
      "r.partner_replied_at",
      "r.partner_id",
      eb.selectFrom("partners as p").select("p.name_en").whereRef("p.id", "=", "r.partner_id").as("partner_en"),
      eb.selectFrom("partners as p").select("p.name_ar").whereRef("p.id", "=", "r.partner_id").as("partner_ar"),
      "r.service_id",
      eb.selectFrom("services as s").select("s.name_en").whereRef("s.id", "=", "r.service_id").as("service_en"),
      eb.selectFrom("services as s").select("s.name_ar").whereRef("s.id", "=", "r.service_id").as("service_ar"),
      "r.technician_id",
      eb
        .selectFrom("users as t")
        .select(sql<string>`coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')`.as("name"))
        .whereRef("t.id", "=", "r.technician_id")
        .as("technician_name"),
      "r.booking_id",
      eb.selectFrom("bookings as b").select("b.number").whereRef("b.id", "=", "r.booking_id").as("booking_number"),
    ])
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc");
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rows>["execute"]>>[number];

export const ratingsRow = z
  .object({
    id: z.number().int(),
    created_at: z.string().describe("When the review was written (UTC, ISO 8601)"),
    date: z.string().describe("Its Dubai day, YYYY-MM-DD"),
    time: z.string().describe("Its Dubai time, HH:mm"),
    booking_id: z.number().int().nullable(),
    booking_number: z.string().nullable(),
    partner_id: z.number().int(),
    partner: z.string(),
    service_id: z.number().int().nullable(),
    service: z.string().nullable().describe("The review's first service, in the request language"),
    technician_id: z.number().int().nullable(),
    technician: z.string().nullable(),
    customer: z.string().describe("As the review names the customer (first name and initial)"),
    rating: z.number().int().describe("1-5 stars"),
    technician_rating: z.number().int().nullable(),
    comment: z.string(),
    status: z.enum(RATING_STATUSES),
    status_label: z.string().describe("Visible or Hidden, in the request language"),
    replied: z.boolean().describe("The partner answered the review"),
    replied_label: z.string().describe("Yes or No, in the request language"),
  })
  .meta({ id: "ReportRatingsRow" });

export type RatingsRow = z.infer<typeof ratingsRow>;

function map(r: RawRow, ctx: ReportContext): RatingsRow {
  const lang = ctx.lang;
  const visible = num(r.is_visible) === 1;
  const replied = r.partner_replied_at !== null && r.partner_replied_at !== undefined;
  const technician = r.technician_id === null ? null : (r.technician_name ?? "").trim();
  return {
    id: num(r.id),
    created_at: r.created_at,
    date: dubaiDate(r.created_at),
    time: dubaiTime(r.created_at),
    booking_id: r.booking_id === null || r.booking_id === undefined ? null : num(r.booking_id),
    booking_number: r.booking_number ?? null,
    partner_id: num(r.partner_id),
    partner: pick(lang, r.partner_en ?? "", r.partner_ar ?? ""),
    service_id: r.service_id === null ? null : num(r.service_id),
    service: r.service_id === null ? null : pick(lang, r.service_en ?? "", r.service_ar ?? ""),
    technician_id: r.technician_id === null || r.technician_id === undefined ? null : num(r.technician_id),
    technician: technician || null,
    customer: r.customer_name,
    rating: num(r.rating),
    technician_rating:
      r.technician_rating === null || r.technician_rating === undefined ? null : num(r.technician_rating),
    comment: r.comment ?? "",
    status: visible ? "visible" : "hidden",
    status_label: visible ? pick(lang, "Visible", "ظاهرة") : pick(lang, "Hidden", "مخفية"),
    replied,
    replied_label: replied ? pick(lang, "Yes", "نعم") : pick(lang, "No", "لا"),
  };
}

const COLUMNS: ReportDefinition<RawRow, RatingsRow>["columns"] = [
  { key: "date", en: "Date", ar: "التاريخ" },
  { key: "time", en: "Time", ar: "الوقت" },
  { key: "booking_number", en: "Booking", ar: "الحجز" },
  { key: "partner", en: "Partner", ar: "الشريك" },
  { key: "service", en: "Service", ar: "الخدمة" },
  { key: "technician", en: "Technician", ar: "الفني" },
  { key: "customer", en: "Customer", ar: "العميل" },
  { key: "rating", en: "Rating", ar: "التقييم" },
  { key: "technician_rating", en: "Technician rating", ar: "تقييم الفني" },
  { key: "comment", en: "Comment", ar: "التعليق" },
  { key: "status_label", en: "Status", ar: "الحالة" },
  { key: "replied_label", en: "Partner replied", ar: "رد الشريك" },
];

const figure = (text: string) => z.number().describe(text);
const count = (text: string) => z.number().int().describe(text);

const summaryShape = {
  reviews: count("Reviews written in the period"),
  average_rating: figure("Mean stars (1-5, 2 decimals; 0 when none)"),
  rating_1: count("1-star reviews"),
  rating_2: count("2-star reviews"),
  rating_3: count("3-star reviews"),
  rating_4: count("4-star reviews"),
  rating_5: count("5-star reviews"),
  positive_rate: figure("4 and 5 stars, percent of reviews (1 decimal)"),
  low_ratings: count("1 and 2 stars"),
  technician_reviews: count("Reviews that rated the technician too"),
  technician_average: figure("Mean technician stars (2 decimals; 0 when none)"),
  replied_rate: figure("Reviews the partner answered, percent (1 decimal)"),
  hidden: count("Reviews hidden by moderation (counted in every other figure unless status=visible)"),
};

/** The report's `data` (OpenAPI: ReportRatings). */
export const ratingsReportData = reportData({
  summary: summaryShape,
  series: {
    reviews: count("Reviews in the bucket"),
    average_rating: figure("Mean stars in the bucket"),
    rating_1: count("1 star"),
    rating_2: count("2 stars"),
    rating_3: count("3 stars"),
    rating_4: count("4 stars"),
    rating_5: count("5 stars"),
  },
  breakdowns: ["by_partner", "by_service", "by_technician"],
  breakdownFigures: {
    reviews: count("Reviews"),
    average_rating: figure("Mean stars"),
    low_ratings: count("1 and 2 stars"),
  },
  row: ratingsRow,
}).meta({ id: "ReportRatings" });

export const ratingsReport: ReportDefinition<RawRow, RatingsRow> = {
  name: "ratings",
  read: "read-ratings-report",
  exportPermission: "export-ratings-report",
  statuses: RATING_STATUSES,
  describe: {
    summary: "Ratings: reviews in the period, average and distribution over time, by partner, service, technician",
    description:
      "Counts customers' reviews by when they were written (Dubai days). Figures: reviews, average_rating (mean " +
      "stars), rating_1..rating_5 (distribution), positive_rate (4-5 stars, %), low_ratings (1-2 stars), " +
      "technician_reviews and technician_average, replied_rate (partner replies, %), hidden (moderated). Series: " +
      "reviews, average_rating and the distribution per bucket. Breakdowns by_partner, by_service (the review's " +
      "first service), by_technician (reviews, average_rating, low_ratings; most reviewed first, 50 at most). " +
      "Filters: category (the review's service's), emirate (the booking's community's), status visible|hidden " +
      "(absent: every review; visible is what published ratings count), search (customer name, comment, booking " +
      "number). Rows: one per review.",
  },
  summary,
  series,
  breakdowns,
  rows: rows as unknown as ReportDefinition<RawRow, RatingsRow>["rows"],
  map,
  columns: COLUMNS,
};
