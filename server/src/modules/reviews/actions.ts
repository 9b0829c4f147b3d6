import { type Database, nowIso } from "../../db/database.js";
import { ApiError, fieldError, uniqueViolationField } from "../../lib/errors.js";
import { isolate, type Lang } from "../../lib/i18n.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { BOOKING_NOT_FOUND } from "../bookings/messages.js";
import { notify } from "../notifications/service.js";
import { ALREADY_RATED, NO_TECHNICIAN, NOT_COMPLETED, REVIEW_NOT_FOUND } from "./messages.js";
import { notifyLowRatingStaff, notifyPartnerOfReview } from "./notify.js";
import { reviewOfBooking } from "./repo.js";
import type { ReviewBody } from "./schema.js";

/** Writes of reviews and ratings: the customer's review of a booking, the partner's reply. */

const rating2 = (v: unknown) => Math.round(num(v) * 100) / 100;

/**
 * The customer rates one of their completed bookings, once (no time limit): the review names the booking's partner,
 * its first service (`reviews.service_id`), every service of the booking (`review_services`) and its technician
 * (rated or not). The partner's and the services' figures move in the same transaction (021's triggers). The partner's
 * users holding read-rating-reviews are notified; a rating of 2 stars or less also notifies Khidma's staff holding it.
 * 404: not the caller's booking; 422 on `booking`: not completed, or already rated; 422 on `technician_rating`: the
 * booking had no technician.
 */
export async function createReview(db: Database, bookingId: number, userId: number, body: ReviewBody, lang: Lang) {
  return inTx(db, async (trx) => {
    const b = await trx
      .selectFrom("bookings as b")
      .innerJoin("users as u", "u.id", "b.user_id")
      .select(["b.id", "b.number", "b.status", "b.partner_id", "b.technician_id", "u.first_name", "u.last_name"])
      .where("b.id", "=", bookingId)
      .where("b.user_id", "=", userId)
      .executeTakeFirst();
    if (!b) throw new ApiError(404, BOOKING_NOT_FOUND);
    if (b.status !== "completed") throw fieldError("booking", NOT_COMPLETED);
    if (await reviewOfBooking(trx, b.id)) throw fieldError("booking", ALREADY_RATED);
    if (body.technician_rating !== undefined && b.technician_id === null)
      throw fieldError("technician_rating", NO_TECHNICIAN);

    const items = await trx
      .selectFrom("booking_items as bi")
      .innerJoin("services as s", "s.id", "bi.service_id")
      .select("s.id")
      .where("bi.booking_id", "=", b.id)
      .orderBy("bi.id")
      .execute();
    const serviceIds = [...new Set(items.map((i) => i.id))];
    const initial = (b.last_name ?? "").trim().charAt(0);
    const customerName = `${(b.first_name ?? "").trim()}${initial ? ` ${initial.toUpperCase()}.` : ""}`.trim();
    let reviewId: number;
    try {
      reviewId = (
        await trx
          .insertInto("reviews")
          .values({
            partner_id: b.partner_id,
            service_id: serviceIds[0] ?? null,
            user_id: userId,
            customer_name: customerName || "Customer",
            rating: body.rating,
            comment: body.comment ?? "",
            is_visible: 1,
            created_at: nowIso(),
            booking_id: b.id,
            technician_id: b.technician_id,
            technician_rating: body.technician_rating ?? null,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    } catch (error) {
      // two submissions at once: the second meets the unique booking_id
      if (uniqueViolationField(error)) throw fieldError("booking", ALREADY_RATED);
      throw error;
    }
    // the first service came with the review (its trigger); the others join it
    if (serviceIds.length > 1)
      await trx
        .insertInto("review_services")
        .values(
          serviceIds
            .slice(1)
            .map((service_id) => ({ review_id: reviewId, service_id, rating: body.rating, is_visible: 1 })),
        )
        .onConflict((oc) => oc.columns(["review_id", "service_id"]).doNothing())
        .execute();

    await notifyPartnerOfReview(trx, reviewId);
    if (body.rating <= 2) await notifyLowRatingStaff(trx, reviewId);

    const partner = await trx
      .selectFrom("partners")
      .select(["id", "average_rating", "rating_count"])
      .where("id", "=", b.partner_id)
      .executeTakeFirstOrThrow();
    const services =
      serviceIds.length === 0
        ? []
        : await trx
            .selectFrom("services")
            .select(["id", "name_en", "name_ar", "average_rating", "rating_count"])
            .where("id", "in", serviceIds)
            .orderBy("id")
            .execute();
    const review = await reviewOfBooking(trx, b.id);
    if (!review) throw new ApiError(404, REVIEW_NOT_FOUND);
    return {
      ...review,
      booking_id: b.id,
      partner: {
        id: partner.id,
        average_rating: rating2(partner.average_rating),
        rating_count: num(partner.rating_count),
      },
      services: services.map((s) => ({
        id: s.id,
        name: lang === "ar" ? s.name_ar : s.name_en,
        average_rating: rating2(s.average_rating),
        rating_count: num(s.rating_count),
      })),
    };
  });
}

/**
 * The partner's reply under one of its reviews (another partner's: 404): written once, then editable (a second call
 * replaces the text and its time). The customer who wrote the review is notified, with a link to the booking.
 */
export async function replyAsPartner(db: Database, partnerId: number, id: number, reply: string, actorUserId: number) {
  await inTx(db, async (trx) => {
    const r = await trx
      .selectFrom("reviews as rv")
      .innerJoin("partners as p", "p.id", "rv.partner_id")
      .select(["rv.id", "rv.user_id", "rv.booking_id", "rv.partner_reply", "p.name_en", "p.name_ar"])
      .where("rv.id", "=", id)
      .where("rv.partner_id", "=", partnerId)
      .executeTakeFirst();
    if (!r) throw new ApiError(404, REVIEW_NOT_FOUND);
    await trx
      .updateTable("reviews")
      .set({ partner_reply: reply, partner_replied_at: nowIso(), partner_replied_by: actorUserId })
      .where("id", "=", r.id)
      .execute();
    if (r.user_id === null) return;
    const edited = r.partner_reply !== null && r.partner_reply !== undefined;
    const short = reply.length > 200 ? `${reply.slice(0, 197)}...` : reply;
    await notify(trx, {
      userId: r.user_id,
      type: "review",
      title_en: edited ? `${r.name_en} updated its reply to your review` : `${r.name_en} replied to your review`,
      title_ar: edited ? `حدّث ${r.name_ar} رده على تقييمك` : `ردّ ${r.name_ar} على تقييمك`,
      body_en: short,
      body_ar: isolate(short),
      link: r.booking_id ? `/bookings/${r.booking_id}` : null,
    });
  });
}
