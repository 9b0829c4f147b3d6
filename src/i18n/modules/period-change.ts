import { registerStrings } from "../lazy";

/**
 * The dashboards' period comparison and report links (src/features/insights), English and Arabic: the change of a
 * figure against the previous period of the same length, and the link from a card to the report behind it.
 */
export const en = {
  periodChange: {
    up: "▲ {{value}}%",
    down: "▼ {{value}}%",
    same: "No change",
    fresh: "▲ new",
    vsPrevious: "vs {{from}} – {{to}}",
    upLabel: "Up {{value}}% on the previous period ({{previous}})",
    downLabel: "Down {{value}}% on the previous period ({{previous}})",
    sameLabel: "The same as the previous period ({{previous}})",
    freshLabel: "Nothing in the previous period, {{current}} now",
    openReport: "Open report",
    openReportOf: "Open the {{name}} report",
    reports: { sales: "sales", appointments: "appointments", packages: "packages", ratings: "ratings" },
  },
};

export const ar: typeof en = {
  periodChange: {
    up: "▲ {{value}}%",
    down: "▼ {{value}}%",
    same: "بلا تغيير",
    fresh: "▲ جديد",
    vsPrevious: "مقارنة بـ {{from}} – {{to}}",
    upLabel: "ارتفاع {{value}}% عن الفترة السابقة ({{previous}})",
    downLabel: "انخفاض {{value}}% عن الفترة السابقة ({{previous}})",
    sameLabel: "مثل الفترة السابقة ({{previous}})",
    freshLabel: "لا شيء في الفترة السابقة، {{current}} الآن",
    openReport: "فتح التقرير",
    openReportOf: "فتح تقرير {{name}}",
    reports: { sales: "المبيعات", appointments: "المواعيد", packages: "الباقات", ratings: "التقييمات" },
  },
};

// Ships with the screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
