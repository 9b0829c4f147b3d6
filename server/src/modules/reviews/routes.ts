import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Permission } from "../../../../common/permissions.js";
import { currentUserId, requireRoleType } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, MESSAGES } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { customerRoute } from "../orders/access.js";
import { createReview, replyAsPartner } from "./actions.js";
import { NO_PARTNER_PROFILE, PARTNER_REPLY_SAVED, PARTNER_REVIEWS, REVIEW_SAVED } from "./messages.js";
import { listPartnerReviews, partnerReviewView, partnerSummary } from "./repo.js";
import {
  customerReviewResponse,
  idParams,
  partnerReplyBody,
  partnerReviewListQuery,
  partnerReviewListResponse,
  partnerReviewResponse,
  reviewBody,
} from "./schema.js";

const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const PARTNER_TAG = ["Partner: reviews and ratings"];

const partners = new WeakMap<FastifyRequest, number>();

/**
 * onRequest guard of the partner's review endpoints: a partner active role holding `permission` (401 signed out,
 * 403 otherwise, internal roles included) of a user with a partner profile (403 without one). Runs before
 * validation, so a refused caller never sees field errors.
 */
function partnerGuard(permission: Permission) {
  const role = requireRoleType("partner", permission);
  return async function reviewPartnerGuard(request: FastifyRequest, reply: FastifyReply) {
    await role.call(request.server, request, reply);
    const userId = currentUserId(request);
    const user = await request.server.db
      .selectFrom("users")
      .select("partner_id")
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user?.partner_id) throw new ApiError(403, NO_PARTNER_PROFILE);
    partners.set(request, user.partner_id);
  };
}

const callerPartner = (request: FastifyRequest) => {
  const id = partners.get(request);
  if (id === undefined) throw new ApiError(403, MESSAGES.forbidden);
  return id;
};

/** Reviews and ratings (issue 16): the customer rates a completed booking; the partner lists and replies. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    "/customer/booking/review/:id",
    customerRoute({
      tags: ["Bookings"],
      summary: "Rate one of the caller's completed bookings, once (service stars, comment, technician stars)",
      description:
        "A signed-in customer (active role of type customer), for their own booking only (another's or an unknown " +
        "id: 404). Body {rating (1-5), comment? (up to 1000), technician_rating? (1-5, only when the booking had a " +
        "technician: 422 on technician_rating otherwise)}. Only a completed booking (422 on `booking` saying it is " +
        "not completed yet), and once (422 on `booking`: already rated); no time limit. The partner's and each of " +
        "the booking's services' average and count change at once (the answer carries them). The partner's users " +
        "holding read-rating-reviews are notified (link /partner/reviews); a rating of 2 stars or less also " +
        "notifies Khidma's staff holding read-rating-reviews (link /admin/reviews). The booking's details then carry " +
        "the review (`review`) and `can_review` false.",
      params: idParams,
      body: reviewBody,
      response: { 200: customerReviewResponse },
    }),
    async (request, reply) => {
      const lang = requestLanguage(request);
      const review = await createReview(db, request.params.id, currentUserId(request), request.body, lang);
      return ok(reply, review, REVIEW_SAVED);
    },
  );

  app.get(
    "/partner/review/list",
    {
      onRequest: partnerGuard("read-rating-reviews"),
      schema: {
        tags: PARTNER_TAG,
        summary: "The caller partner's reviews (newest first) with its average, count and distribution",
        description:
          "A partner role holding read-rating-reviews, of a user with a partner profile (403 otherwise; internal " +
          "roles use admin/review/list). Only the caller's company's reviews, visible or hidden by Khidma " +
          "(`is_visible`). Filters: rating (1-5 stars), service_id (any service the review rates), replied (1: with " +
          "the partner's reply, 0: without), search (customer name, comment, booking number). sortKey " +
          "id|created_at|rating, sortVal asc|desc (default id descending). `summary`: the partner's average, count " +
          "and distribution (1..5) over its visible reviews, as the storefront shows them (kept on write).",
        security: bearer,
        querystring: partnerReviewListQuery,
        response: { 200: partnerReviewListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = callerPartner(request);
      const lang = requestLanguage(request);
      const [page, summary] = await Promise.all([
        listPartnerReviews(db, partnerId, request.query, lang),
        partnerSummary(db, partnerId),
      ]);
      return ok(reply, { ...page, summary }, PARTNER_REVIEWS);
    },
  );

  app.post(
    "/partner/review/reply/:id",
    {
      onRequest: partnerGuard("update-rating-reviews"),
      schema: {
        tags: PARTNER_TAG,
        summary: "The partner's reply under one of its reviews (a second call replaces it)",
        description:
          "A partner role holding update-rating-reviews, of a user with a partner profile. Body {reply (1..1000)}. " +
          "The partner's reply is kept apart from Khidma's moderator reply (admin/review/reply); both show under the " +
          "review. Another partner's review or an unknown id: 404. The customer who wrote the review is notified " +
          "(link /bookings/{booking_id}).",
        security: bearer,
        params: idParams,
        body: partnerReplyBody,
        response: { 200: partnerReviewResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = callerPartner(request);
      const { id } = request.params;
      await replyAsPartner(db, partnerId, id, request.body.reply, currentUserId(request));
      return ok(reply, await partnerReviewView(db, partnerId, id, requestLanguage(request)), PARTNER_REPLY_SAVED);
    },
  );
};
