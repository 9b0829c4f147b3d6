import { registerStrings } from "../lazy";

/**
 * Strings of the partner's Reviews and ratings screen (en, ar). The portal's index.tsx imports them for the menu
 * label (page title: `titles.partnerReviews` of en.ts/ar.ts); the screen imports them for its own strings.
 */
export const en = {
  partnerReviews: {
    nav: { reviews: "Reviews and ratings" },
    title: "Reviews and ratings",
    subtitle:
      "What customers said after their bookings. Your average and counts are the ones customers see on your page; reviews hidden by Khidma do not count.",
    summary: {
      title: "Your rating",
      average: "Average rating",
      outOf: "out of 5",
      count: "Reviews: {{count}}",
      none: "No ratings yet",
      distribution: "Ratings by stars",
      bar: "{{star}} stars: {{count}} reviews ({{percent}}%)",
    },
    filters: {
      stars: "Stars",
      allStars: "All ratings",
      starsOption: "{{count}} stars",
      service: "Service",
      allServices: "All services",
      replied: "Your reply",
      allReplies: "Replied or not",
      repliedYes: "Replied",
      repliedNo: "Not replied yet",
      search: "Search by customer, comment or booking number",
    },
    table: {
      review: "Review",
      service: "Service",
      rating: "Rating",
      actions: "Actions",
      booking: "Booking {{number}}",
      technician: "Technician {{name}}",
      technicianRating: "Technician {{name}}: {{rating}} out of 5",
      hidden: "Hidden by Khidma",
      empty: "No reviews yet. They appear here once customers rate their completed bookings.",
      ratingOf: "{{rating}} out of 5 stars",
    },
    reply: {
      reply: "Reply",
      edit: "Edit reply",
      replyTo: "Reply to {{name}}",
      editReplyTo: "Edit reply to {{name}}",
      title: "Reply to {{name}}",
      label: "Your reply",
      required: "Write your reply.",
      help: "Your reply shows under the review on your public page, beside any reply from Khidma. The customer is told.",
      saved: "Your reply was saved.",
      yours: "Your reply",
      khidma: "Khidma's reply",
      cancel: "Cancel",
      save: "Save reply",
    },
  },
};

export const ar: typeof en = {
  partnerReviews: {
    nav: { reviews: "التقييمات والمراجعات" },
    title: "التقييمات والمراجعات",
    subtitle:
      "ما قاله العملاء بعد حجوزاتهم. متوسط تقييمك وأعداده هي ما يراه العملاء في صفحتك؛ المراجعات التي أخفتها خدمة لا تُحتسب.",
    summary: {
      title: "تقييمك",
      average: "متوسط التقييم",
      outOf: "من 5",
      count: "عدد التقييمات: {{count}}",
      none: "لا توجد تقييمات بعد",
      distribution: "التقييمات حسب النجوم",
      bar: "{{star}} نجوم: {{count}} تقييمات ({{percent}}٪)",
    },
    filters: {
      stars: "النجوم",
      allStars: "كل التقييمات",
      starsOption: "{{count}} نجوم",
      service: "الخدمة",
      allServices: "كل الخدمات",
      replied: "ردك",
      allReplies: "بردّ أو بدونه",
      repliedYes: "تم الرد",
      repliedNo: "لم يتم الرد بعد",
      search: "ابحث باسم العميل أو التعليق أو رقم الحجز",
    },
    table: {
      review: "المراجعة",
      service: "الخدمة",
      rating: "التقييم",
      actions: "الإجراءات",
      booking: "الحجز {{number}}",
      technician: "الفني {{name}}",
      technicianRating: "الفني {{name}}: {{rating}} من 5",
      hidden: "أخفتها خدمة",
      empty: "لا توجد مراجعات بعد. تظهر هنا بعد أن يقيّم العملاء حجوزاتهم المكتملة.",
      ratingOf: "{{rating}} من 5 نجوم",
    },
    reply: {
      reply: "رد",
      edit: "تعديل الرد",
      replyTo: "الرد على {{name}}",
      editReplyTo: "تعديل الرد على {{name}}",
      title: "الرد على {{name}}",
      label: "ردك",
      required: "اكتب ردك.",
      help: "يظهر ردك تحت المراجعة في صفحتك العامة، بجانب أي رد من خدمة. سيتم إبلاغ العميل.",
      saved: "تم حفظ ردك.",
      yours: "ردك",
      khidma: "رد خدمة",
      cancel: "إلغاء",
      save: "حفظ الرد",
    },
  },
};

registerStrings({ en, ar });
