import type { Permission } from "../../../../common/permissions.js";
import { type Database, nowIso } from "../../db/database.js";
import { isolate } from "../../lib/i18n.js";
import type { NotifyInput } from "../notifications/service.js";

/**
 * Who hears of a review, in both languages (the list answers in the reader's): the partner's users holding
 * read-rating-reviews (every new review; a low one says so), and Khidma's staff holding it (2 stars or less).
 */

const PERMISSION: Permission = "read-rating-reviews";
/** A rating at or under this many stars is a low rating (the partner and Khidma's staff are told). */
export const LOW_RATING = 2;

const starsEn = (n: number) => (n === 1 ? "1 star" : `${n} stars`);
const starsAr = (n: number) => (n === 1 ? "نجمة واحدة" : n === 2 ? "نجمتان" : `${n} نجوم`);
/** The same after the preposition بـ ("rated with"): the dual takes its genitive form. */
const byStarsAr = (n: number) => `بـ${n === 2 ? "نجمتين" : starsAr(n)}`;

/** Users holding `permission` through a role of `type` (a partner's: only that partner's users); active only. */
async function holders(db: Database, type: "partner" | "internal", partnerId: number | null) {
  let q = db
    .selectFrom("users as u")
    .innerJoin("user_roles as ur", "ur.user_id", "u.id")
    .innerJoin("roles as r", "r.id", "ur.role_id")
    .innerJoin("role_permissions as rp", "rp.role_id", "r.id")
    .innerJoin("permissions as p", "p.id", "rp.permission_id")
    .select("u.id")
    .distinct()
    .where("r.type", "=", type)
    .where("p.name", "=", PERMISSION)
    .where("u.status", "=", "active");
  if (partnerId !== null) q = q.where("u.partner_id", "=", partnerId);
  return (await q.orderBy("u.id").execute()).map((r) => r.id);
}

async function send(db: Database, userIds: number[], input: Omit<NotifyInput, "userId">) {
  if (userIds.length === 0) return;
  const created_at = nowIso();
  await db
    .insertInto("notifications")
    .values(
      userIds.map((user_id) => ({
        user_id,
        type: input.type,
        title_en: input.title_en,
        title_ar: input.title_ar,
        body_en: input.body_en,
        body_ar: input.body_ar,
        link: input.link ?? null,
        read_at: null,
        created_at,
      })),
    )
    .execute();
}

async function reviewFacts(db: Database, reviewId: number) {
  const r = await db
    .selectFrom("reviews as rv")
    .innerJoin("partners as p", "p.id", "rv.partner_id")
    .leftJoin("bookings as b", "b.id", "rv.booking_id")
    .leftJoin("services as s", "s.id", "rv.service_id")
    .select([
      "rv.partner_id",
      "rv.rating",
      "rv.comment",
      "rv.customer_name",
      "b.number",
      "p.name_en as p_en",
      "p.name_ar as p_ar",
      "s.name_en as s_en",
      "s.name_ar as s_ar",
    ])
    .where("rv.id", "=", reviewId)
    .executeTakeFirstOrThrow();
  const comment = r.comment.length > 160 ? `${r.comment.slice(0, 157)}...` : r.comment;
  return { ...r, comment, number: r.number ?? "" };
}

/** The partner's users holding read-rating-reviews: a new review (a low one flagged), linking to /partner/reviews. */
export async function notifyPartnerOfReview(db: Database, reviewId: number) {
  const r = await reviewFacts(db, reviewId);
  const low = r.rating <= LOW_RATING;
  const quote = r.comment ? ` "${r.comment}"` : "";
  const quoteAr = r.comment ? ` «${isolate(r.comment)}»` : "";
  const service_en = r.s_en ? ` for ${r.s_en}` : "";
  const service_ar = r.s_ar ? ` على ${r.s_ar}` : "";
  await send(db, await holders(db, "partner", r.partner_id), {
    type: "review",
    title_en: low
      ? `Low rating: ${starsEn(r.rating)} for booking ${r.number}`
      : `New review: ${starsEn(r.rating)} for booking ${r.number}`,
    title_ar: low
      ? `تقييم منخفض: ${starsAr(r.rating)} للحجز ${r.number}`
      : `تقييم جديد: ${starsAr(r.rating)} للحجز ${r.number}`,
    body_en: `${r.customer_name} rated you ${starsEn(r.rating)}${service_en}.${quote}${low ? " Reply to them from Reviews and ratings." : ""}`,
    body_ar: `قيّمك ${isolate(r.customer_name)} ${byStarsAr(r.rating)}${service_ar}.${quoteAr}${low ? " يمكنك الرد من صفحة التقييمات والمراجعات." : ""}`,
    link: "/partner/reviews",
  });
}

/** Khidma's staff holding read-rating-reviews: a rating of 2 stars or less, linking to /admin/reviews. */
export async function notifyLowRatingStaff(db: Database, reviewId: number) {
  const r = await reviewFacts(db, reviewId);
  const quote = r.comment ? ` "${r.comment}"` : "";
  const quoteAr = r.comment ? ` «${isolate(r.comment)}»` : "";
  await send(db, await holders(db, "internal", null), {
    type: "review",
    title_en: `Low rating: ${starsEn(r.rating)} for ${r.p_en}`,
    title_ar: `تقييم منخفض: ${starsAr(r.rating)} لـ${r.p_ar}`,
    body_en: `${r.customer_name} rated booking ${r.number} ${starsEn(r.rating)}.${quote}`,
    body_ar: `قيّم ${isolate(r.customer_name)} الحجز ${r.number} ${byStarsAr(r.rating)}.${quoteAr}`,
    link: "/admin/reviews",
  });
}
