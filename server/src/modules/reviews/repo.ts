import type { Database } from "../../db/database.js";
import { ApiError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, orderedWindow, pageOf } from "../../lib/query.js";
import { REVIEW_NOT_FOUND } from "./messages.js";
import type { BookingReviewOut, PartnerReviewListQuery, PartnerReviewOut } from "./schema.js";

/**
 * SQL of reviews and ratings. The figures (average, count, distribution) are never aggregated per call: the triggers
 * of 021_reviews keep them in `partners` and `services` on every write; lists filter and page in SQL on the indexes
 * of 021 (partner and id, partner and stars, partner and reply time, review_services by service).
 */

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  `${first ?? ""} ${last ?? ""}`.trim();
const ref = (id: number | null | undefined, name: string) => (id === null || id === undefined ? null : { id, name });
const rating2 = (v: unknown) => Math.round(num(v) * 100) / 100;

/** A review's own fields as the customer and the partner see them. */
const reviewFields = (r: {
  id: number;
  rating: number;
  comment: string;
  technician_rating?: number | null;
  created_at: string;
  partner_reply?: string | null;
  partner_replied_at?: string | null;
  reply?: string | null;
  replied_at?: string | null;
}): BookingReviewOut => ({
  id: r.id,
  rating: num(r.rating),
  comment: r.comment,
  technician_rating:
    r.technician_rating === null || r.technician_rating === undefined ? null : num(r.technician_rating),
  created_at: r.created_at,
  partner_reply: r.partner_reply ?? null,
  partner_replied_at: r.partner_replied_at ?? null,
  reply: r.reply ?? null,
  replied_at: r.replied_at ?? null,
});

/** The review of a booking (hidden or not: it is the customer's own), or null when it is not rated yet. */
export async function reviewOfBooking(db: Database, bookingId: number): Promise<BookingReviewOut | null> {
  const r = await db
    .selectFrom("reviews")
    .select([
      "id",
      "rating",
      "comment",
      "technician_rating",
      "created_at",
      "partner_reply",
      "partner_replied_at",
      "reply",
      "replied_at",
    ])
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  return r ? reviewFields(r) : null;
}

/** The partner's stored figures: average, count and distribution of its visible reviews. */
export async function partnerSummary(db: Database, partnerId: number) {
  const p = await db
    .selectFrom("partners")
    .select(["average_rating", "rating_count", "rating_1", "rating_2", "rating_3", "rating_4", "rating_5"])
    .where("id", "=", partnerId)
    .executeTakeFirst();
  return {
    average: rating2(p?.average_rating),
    count: num(p?.rating_count),
    distribution: {
      "1": num(p?.rating_1),
      "2": num(p?.rating_2),
      "3": num(p?.rating_3),
      "4": num(p?.rating_4),
      "5": num(p?.rating_5),
    },
  };
}

const SORT = { id: "rv.id", created_at: "rv.created_at", rating: "rv.rating" } as const;

const partnerBase = (db: Database, partnerId: number) =>
  db
    .selectFrom("reviews as rv")
    .leftJoin("bookings as b", "b.id", "rv.booking_id")
    .where("rv.partner_id", "=", partnerId);

const PARTNER_COLUMNS = [
  "rv.id",
  "rv.rating",
  "rv.comment",
  "rv.technician_rating",
  "rv.created_at",
  "rv.partner_reply",
  "rv.partner_replied_at",
  "rv.reply",
  "rv.replied_at",
  "rv.customer_name",
  "rv.is_visible",
  "rv.booking_id",
  "rv.service_id",
  "rv.technician_id",
  "rv.partner_replied_by",
  "b.number as booking_number",
  "t.first_name as t_first",
  "t.last_name as t_last",
  "pr.first_name as pr_first",
  "pr.last_name as pr_last",
] as const;

type PartnerRow = {
  id: number;
  rating: number;
  comment: string;
  technician_rating?: number | null;
  created_at: string;
  partner_reply?: string | null;
  partner_replied_at?: string | null;
  reply?: string | null;
  replied_at?: string | null;
  customer_name: string;
  is_visible: number;
  booking_id?: number | null;
  service_id: number | null;
  technician_id?: number | null;
  partner_replied_by?: number | null;
  booking_number: string | null;
  t_first: string | null;
  t_last: string | null;
  pr_first: string | null;
  pr_last: string | null;
};

/** The services each review rates (review_services), in the interface language, by review id. */
async function servicesOf(db: Database, ids: number[], lang: Lang) {
  const out = new Map<number, Array<{ id: number; name: string }>>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom("review_services as rs")
    .innerJoin("services as s", "s.id", "rs.service_id")
    .select(["rs.review_id", "s.id", "s.name_en", "s.name_ar"])
    .where("rs.review_id", "in", ids)
    .orderBy("s.id")
    .execute();
  for (const r of rows) {
    const list = out.get(r.review_id) ?? [];
    list.push({ id: r.id, name: lang === "ar" ? r.name_ar : r.name_en });
    out.set(r.review_id, list);
  }
  return out;
}

async function shapePartnerRows(db: Database, rows: PartnerRow[], lang: Lang): Promise<PartnerReviewOut[]> {
  const services = await servicesOf(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => {
    const rated = services.get(r.id) ?? [];
    const first = rated.find((s) => s.id === r.service_id) ?? null;
    return {
      ...reviewFields(r),
      customer_name: r.customer_name,
      is_visible: num(r.is_visible) === 1,
      booking:
        r.booking_id === null || r.booking_id === undefined || r.booking_number === null
          ? null
          : { id: r.booking_id, number: r.booking_number },
      service: first,
      services: rated,
      technician: ref(r.technician_id, fullName(r.t_first, r.t_last)),
      partner_replied_by: ref(r.partner_replied_by, fullName(r.pr_first, r.pr_last)),
    };
  });
}

/**
 * The partner's reviews, visible or hidden (a hidden one carries is_visible false), newest first by default;
 * filters stars, service (any service the review rates), replied or not (the partner's own reply), search.
 */
export async function listPartnerReviews(db: Database, partnerId: number, q: PartnerReviewListQuery, lang: Lang) {
  let base = partnerBase(db, partnerId);
  if (q.rating) base = base.where("rv.rating", "=", q.rating);
  if (q.replied === 1) base = base.where("rv.partner_replied_at", "is not", null);
  if (q.replied === 0) base = base.where("rv.partner_replied_at", "is", null);
  if (q.service_id) {
    const serviceId = q.service_id;
    base = base.where("rv.id", "in", (eb) =>
      eb.selectFrom("review_services").select("review_id").where("service_id", "=", serviceId),
    );
  }
  if (q.search) {
    const pattern = likePattern(q.search);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["rv.customer_name"]), "like", pattern),
        eb(eb.fn("lower", ["rv.comment"]), "like", pattern),
        eb(eb.fn("lower", ["b.number"]), "like", pattern),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const column = SORT[q.sortKey ?? "id"];
  const direction = q.sortKey ? (q.sortVal ?? "asc") : (q.sortVal ?? "desc");
  const page = base
    .leftJoin("users as t", "t.id", "rv.technician_id")
    .leftJoin("users as pr", "pr.id", "rv.partner_replied_by")
    .select(PARTNER_COLUMNS);
  const rows = (await orderedWindow(page, column, "rv.id", direction, q).execute()) as PartnerRow[];
  return pageOf(await shapePartnerRows(db, rows, lang), num(total.n), q);
}

/** One of the partner's reviews (another partner's: 404). */
export async function partnerReviewView(db: Database, partnerId: number, id: number, lang: Lang) {
  const row = (await partnerBase(db, partnerId)
    .leftJoin("users as t", "t.id", "rv.technician_id")
    .leftJoin("users as pr", "pr.id", "rv.partner_replied_by")
    .select(PARTNER_COLUMNS)
    .where("rv.id", "=", id)
    .executeTakeFirst()) as PartnerRow | undefined;
  if (!row) throw new ApiError(404, REVIEW_NOT_FOUND);
  return (await shapePartnerRows(db, [row], lang))[0];
}
