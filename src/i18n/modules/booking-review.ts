import { registerStrings } from "../lazy";

/** Strings of the customer's rating form and review on the booking page (en, ar). */
export const en = {
  bookingReview: {
    title: "Rate this booking",
    intro: "How did {{partner}} do? Your rating helps other customers choose.",
    serviceLegend: "Your rating of the service",
    technicianLegend: "Your rating of the technician, {{name}} (optional)",
    stars: {
      s1: "1 star: poor",
      s2: "2 stars: fair",
      s3: "3 stars: good",
      s4: "4 stars: very good",
      s5: "5 stars: excellent",
    },
    clearTechnician: "No technician rating",
    comment: "Tell us more (optional)",
    commentHint: "What went well, and what could be better?",
    submit: "Send my rating",
    sending: "Sending…",
    ratingRequired: "Choose from 1 to 5 stars.",
    thanks: "Thank you! Your rating was saved.",
    yourReview: "Your review",
    ratedOn: "Rated on {{date}}",
    ratingOf: "{{rating}} out of 5 stars",
    technicianRated: "Technician {{name}}: {{rating}} out of 5",
    partnerReply: "Reply from {{partner}}",
    khidmaReply: "Reply from Khidma",
  },
};

export const ar: typeof en = {
  bookingReview: {
    title: "قيّم هذا الحجز",
    intro: "كيف كان أداء {{partner}}؟ يساعد تقييمك العملاء الآخرين على الاختيار.",
    serviceLegend: "تقييمك للخدمة",
    technicianLegend: "تقييمك للفني {{name}} (اختياري)",
    stars: {
      s1: "نجمة واحدة: ضعيف",
      s2: "نجمتان: مقبول",
      s3: "3 نجوم: جيد",
      s4: "4 نجوم: جيد جداً",
      s5: "5 نجوم: ممتاز",
    },
    clearTechnician: "بدون تقييم للفني",
    comment: "أخبرنا المزيد (اختياري)",
    commentHint: "ما الذي كان جيداً، وما الذي يمكن تحسينه؟",
    submit: "إرسال تقييمي",
    sending: "جارٍ الإرسال…",
    ratingRequired: "اختر من نجمة إلى 5 نجوم.",
    thanks: "شكراً لك! تم حفظ تقييمك.",
    yourReview: "تقييمك",
    ratedOn: "تم التقييم في {{date}}",
    ratingOf: "{{rating}} من 5 نجوم",
    technicianRated: "الفني {{name}}: {{rating}} من 5",
    partnerReply: "رد من {{partner}}",
    khidmaReply: "رد من خدمة",
  },
};

registerStrings({ en, ar });
