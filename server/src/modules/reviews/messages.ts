import { addTranslations } from "../../lib/i18n.js";

export { NO_PARTNER_PROFILE } from "../team/messages.js";

/** Reviews and ratings messages (docs/api-catalog.md, "Reviews and ratings") and their Arabic. */
export const REVIEW_SAVED = "Thank you for your review";
export const PARTNER_REVIEWS = "Reviews and ratings";
export const PARTNER_REPLY_SAVED = "Your reply was saved";

export const REVIEW_NOT_FOUND = "The review was not found.";
export const NOT_COMPLETED = "This booking is not completed yet: you can rate it once the job is done.";
export const ALREADY_RATED = "You have already rated this booking.";
export const NO_TECHNICIAN = "This booking had no technician to rate.";

addTranslations(
  {
    [REVIEW_SAVED]: "شكراً لتقييمك",
    [PARTNER_REVIEWS]: "التقييمات والمراجعات",
    [PARTNER_REPLY_SAVED]: "تم حفظ ردك",
    [REVIEW_NOT_FOUND]: "المراجعة غير موجودة.",
    [NOT_COMPLETED]: "لم يكتمل هذا الحجز بعد: يمكنك تقييمه بعد إنجاز العمل.",
    [ALREADY_RATED]: "لقد قيّمت هذا الحجز من قبل.",
    [NO_TECHNICIAN]: "لم يكن لهذا الحجز فني لتقييمه.",
  },
  [],
  {
    rating: "التقييم",
    comment: "التعليق",
    "technician rating": "تقييم الفني",
    reply: "الرد",
    replied: "الرد",
    booking: "الحجز",
  },
);
