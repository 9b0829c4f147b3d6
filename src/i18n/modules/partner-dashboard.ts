import { registerStrings } from "../lazy";

/**
 * The partner dashboard's figures, English and Arabic (same keys; tests/web/i18n.test.ts checks parity): on their own
 * so the dashboard does not download the partner catalog's whole strings module (about 5 KiB gzip).
 */
export const en = {
  partnerDashboard: {
    activeServices: "Active services",
    revenue: "Revenue this month",
    rating: "Average rating",
    reviews: "Reviews: {{count}}",
    upcoming: "Upcoming appointments",
    packages: "Packages by status",
    activeOf: "{{active}} active of {{total}}",
    next: "Next appointments",
    noUpcoming: "No upcoming appointments.",
  },
};

export const ar: typeof en = {
  partnerDashboard: {
    activeServices: "الخدمات المفعّلة",
    revenue: "إيرادات هذا الشهر",
    rating: "متوسط التقييم",
    reviews: "المراجعات: {{count}}",
    upcoming: "المواعيد القادمة",
    packages: "الباقات حسب الحالة",
    activeOf: "{{active}} مفعّلة من {{total}}",
    next: "المواعيد التالية",
    noUpcoming: "لا مواعيد قادمة.",
  },
};

// Ships with the screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
