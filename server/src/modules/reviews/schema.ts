import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { flag, integer, text } from "../../lib/fields.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";

/** Zod schemas of the reviews endpoints (customer review, partner list and reply). */

export const idParams = z.object({ id: requiredIntParam("id") });

// ---- bodies ----

export const reviewBody = z.object({
  rating: integer("rating", 1, 5).describe("The service, 1 to 5 stars"),
  comment: text("comment", 1000, false).describe("Optional words about the job (up to 1000 characters)"),
  technician_rating: integer("technician_rating", 1, 5, false).describe(
    "Optional rating of the technician who came, 1 to 5 (only when the booking had one)",
  ),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const partnerReplyBody = z.object({
  reply: text("reply", 1000).describe("The partner's public answer under the review (replaces an earlier one)"),
});

// ---- queries ----

export const PARTNER_REVIEW_SORT_KEYS = ["id", "created_at", "rating"] as const;
export const partnerReviewListQuery = z.object({
  ...pageParams,
  rating: intParam("rating", 1, 5).describe("Only reviews of this many stars"),
  service_id: intParam("service_id").describe("Only reviews that rate this service"),
  replied: flag("replied", false).describe("1: with the partner's reply, 0: not replied yet"),
  search: textParam("search", 100).describe("Customer name, comment or booking number"),
  sortKey: enumParam("sortKey", PARTNER_REVIEW_SORT_KEYS),
  sortVal: enumParam("sortVal", ["asc", "desc"] as const),
});
export type PartnerReviewListQuery = z.infer<typeof partnerReviewListQuery>;

// ---- answers ----

const ref = z.object({ id: z.number().int(), name: z.string() });

/** The parts of a review both the customer and the partner see. */
const reviewFields = {
  id: z.number().int(),
  rating: z.number().int().describe("1 to 5"),
  comment: z.string(),
  technician_rating: z.number().int().nullable().describe("1 to 5, null when the technician was not rated"),
  created_at: z.string(),
  partner_reply: z.string().nullable().describe("The partner's reply; null until it replies"),
  partner_replied_at: z.string().nullable().describe("When the partner replied or last changed its reply"),
  reply: z.string().nullable().describe("Khidma's moderator reply; null without one"),
  replied_at: z.string().nullable(),
};

export const bookingReviewSchema = z.object(reviewFields).meta({ id: "BookingReview" });
export type BookingReviewOut = z.infer<typeof bookingReviewSchema>;

export const customerReviewSchema = z
  .object({
    ...reviewFields,
    booking_id: z.number().int(),
    partner: z.object({
      id: z.number().int(),
      average_rating: z.number().describe("The partner's average after this review (visible reviews)"),
      rating_count: z.number().int(),
    }),
    services: z.array(
      z.object({ id: z.number().int(), name: z.string(), average_rating: z.number(), rating_count: z.number().int() }),
    ),
  })
  .meta({ id: "CustomerReview" });

export const partnerReviewSchema = z
  .object({
    ...reviewFields,
    customer_name: z.string(),
    is_visible: z.boolean().describe("false: hidden by Khidma's moderators (not on the storefront, not averaged)"),
    booking: z.object({ id: z.number().int(), number: z.string() }).nullable(),
    service: ref.nullable().describe("The first service of the booking (the one the storefront names)"),
    services: z.array(ref).describe("Every service the review rates"),
    technician: ref.nullable(),
    partner_replied_by: ref.nullable(),
  })
  .meta({ id: "PartnerReview" });
export type PartnerReviewOut = z.infer<typeof partnerReviewSchema>;

const distribution = z
  .object({
    "1": z.number().int(),
    "2": z.number().int(),
    "3": z.number().int(),
    "4": z.number().int(),
    "5": z.number().int(),
  })
  .describe("Visible reviews per number of stars");
export const ratingSummarySchema = z
  .object({
    average: z.number().describe("Average of the visible reviews, 2 decimals (0 without any)"),
    count: z.number().int().describe("Visible reviews"),
    distribution,
  })
  .meta({ id: "RatingSummary" });

export const partnerReviewListResponse = envelope(
  paginated(partnerReviewSchema).extend({ summary: ratingSummarySchema }).meta({ id: "PartnerReviewPage" }),
);
export const partnerReviewResponse = envelope(partnerReviewSchema);
export const customerReviewResponse = envelope(customerReviewSchema);
