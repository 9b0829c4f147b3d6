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
 *   replied_rate: reviews the partner answered (partner_reply), percent; hidden: reviews hidden by moderation.
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

async function summary(ctx: ReportContext, range: ReportRange): Promise<Figures> {
  const row = await inRange(ctx, range)
    .select((eb) => [
      ...starAggregates(eb),
      eb.fn.count<number>("r.technician_rating").as("technician_reviews"),
      eb.fn.coalesce(eb.fn.sum<number>("r.technician_rating"), eb.lit(0)).as("technician_stars"),
      eb.fn.count<number>("r.partner_reply").as("replied"),
      eb.fn.sum<number>(sql`case when r.is_visible = 1 then 0 else 1 end`).as("hidden"),
    ])
    .executeTakeFirst();
  const n = num(row?.reviews);
  const dist = Object.fromEntries(STARS.map((k) => [`rating_${k}`, num(row?.[`rating_${k}` as "reviews"])]));
  const technicianReviews = num(row?.technician_reviews);
  return {
    reviews: n,
    average_rating: average(num(row?.stars), n),
    ...dist,
    positive_rate: rate(dist.rating_4 + dist.rating_5, n),
    low_ratings: dist.rating_1 + dist.rating_2,
    technician_reviews: technicianReviews,
    technician_average: average(num(row?.technician_stars), technicianReviews),
    replied_rate: rate(num(row?.replied), n),
    hidden: num(row?.hidden),
  };
}

const SERIES_SUMS = ["reviews", "stars", ...STARS.map((k) => `rating_${k}`)] as const;

async function series(ctx: ReportContext) {
  const day = dubaiDay(ctx.driver, "r.created_at");
  const days = await inRange(ctx, ctx.f)
    .select((eb) => [day.as("day"), ...starAggregates(eb)])
    .groupBy(day)
    .execute();
  return fillSeries(ctx.f, days, SERIES_SUMS, (s) => {
    const { stars, ...rest } = s;
    return { reviews: rest.reviews, average_rating: average(stars, rest.reviews), ...rest };
  });
}

/** One breakdown: reviews grouped by `key` (a column of r), labelled by `label`, most reviewed first. */
async function breakdown(
  ctx: ReportContext,
  key: "r.partner_id" | "r.service_id" | "r.technician_id",
  labels: (ids: number[]) => Promise<Map<number, string>>,
): Promise<BreakdownItem[]> {
  const rows = await inRange(ctx, ctx.f)
    .select((eb) => [
      sql<number>`${sql.ref(key)}`.as("key"),
      eb.fn.countAll<number>().as("reviews"),
      eb.fn.coalesce(eb.fn.sum<number>("r.rating"), eb.lit(0)).as("stars"),
      eb.fn.sum<number>(sql`case when r.rating <= 2 then 1 else 0 end`).as("low"),
    ])
    .where(key, "is not", null)
    .groupBy(key)
    .orderBy(sql`count(*)`, "desc")
    .orderBy(key)
    .limit(BREAKDOWN_LIMIT)
    .execute();
  const names = await labels(rows.map((r) => num(r.key)));
  return rows.map(
    (r) =>
      ({
        key: num(r.key),
        label: names.get(num(r.key)) ?? String(r.key),
        reviews: num(r.reviews),
        average_rating: average(num(r.stars), num(r.reviews)),
        low_ratings: num(r.low),
      }) as unknown as BreakdownItem,
  );
}

async function breakdowns(ctx: ReportContext) {
  const { db, lang } = ctx;
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
    breakdown(ctx, "r.partner_id", (ids) => named("partners", ids)),
    breakdown(ctx, "r.service_id", (ids) => named("services", ids)),
    breakdown(ctx, "r.technician_id", people),
  ]);
  return { by_partner, by_service, by_technician };
}

/** The table's query: one row per review, newest first, ties by id. */
function rows(ctx: ReportContext) {
  return inRange(ctx, ctx.f)
    .leftJoin("partners as p", "p.id", "r.partner_id")
    .leftJoin("services as s", "s.id", "r.service_id")
    .leftJoin("users as t", "t.id", "r.technician_id")
    .leftJoin("bookings as b", "b.id", "r.booking_id")
    .select([
      "r.id",
      "r.created_at",
      "r.rating",
      "r.technician_rating",
      "r.comment",
      "r.customer_name",
      "r.is_visible",
      "r.partner_reply",
      "r.partner_id",
      "p.name_en as partner_en",
      "p.name_ar as partner_ar",
      "r.service_id",
      "s.name_en as service_en",
      "s.name_ar as service_ar",
      "r.technician_id",
      "t.first_name as technician_first",
      "t.last_name as technician_last",
      "r.booking_id",
      "b.number as booking_number",
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
  const replied = r.partner_reply !== null && r.partner_reply !== undefined;
  const technician = r.technician_id === null ? null : `${r.technician_first ?? ""} ${r.technician_last ?? ""}`.trim();
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
