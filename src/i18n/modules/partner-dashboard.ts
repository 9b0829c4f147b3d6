import { registerStrings } from "../lazy";

/**
 * The partner dashboard's figures, English and Arabic (same keys; tests/web/i18n.test.ts checks parity): on their own
 * so the dashboard does not download the partner catalog's whole strings module (about 5 KiB gzip).
 */
export const en = {
  partnerDashboard: {
    activeServices: "Active services",
    revenue: "Sales this month (paid, incl. VAT)",
    earned: "Earned this month (after commission)",
    available: "Available balance",
    pending: "{{amount}} pending (holding period)",
    rating: "Average rating",
    reviews: "Reviews: {{count}}",
    upcoming: "Upcoming appointments",
    packages: "Packages by status",
    activeOf: "{{active}} active of {{total}}",
    next: "Next appointments",
    noUpcoming: "No upcoming appointments.",
    ratingThisMonth: "This month: {{rating}} ({{count}})",
    appointmentsThisMonth: "This month: {{count}}",
  },
};

export const ar: typeof en = {
  partnerDashboard: {
    activeServices: "الخدمات المفعّلة",
    revenue: "مبيعات هذا الشهر (مدفوعة، شاملة الضريبة)",
    earned: "أرباح هذا الشهر (بعد العمولة)",
    available: "الرصيد المتاح",
    pending: "{{amount}} قيد الانتظار (فترة الحجز)",
    rating: "متوسط التقييم",
    reviews: "المراجعات: {{count}}",
    upcoming: "المواعيد القادمة",
    packages: "الباقات حسب الحالة",
    activeOf: "{{active}} مفعّلة من {{total}}",
    next: "المواعيد التالية",
    noUpcoming: "لا مواعيد قادمة.",
    ratingThisMonth: "هذا الشهر: {{rating}} ({{count}})",
    appointmentsThisMonth: "هذا الشهر: {{count}}",
  },
};

// Ships with the screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
