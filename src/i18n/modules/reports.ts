import { registerStrings } from "../lazy";

/**
 * The reports' shared strings (issue 19, src/features/reports), English and Arabic: the menu group and each report's
 * menu label and page title (registered by the portals' layout chunks), the filter bar, cards, charts, table and the
 * CSV export with its progress. Each report's own labels are in ./report-<name>.ts.
 */
export const en = {
  reports: {
    nav: {
      group: "Reports",
      sales: "Sales",
      appointments: "Appointments",
      packages: "Packages",
      promotions: "Promotions",
      ratings: "Ratings",
      contracts: "Contracts",
      offers: "Offers",
    },
    filters: {
      label: "Report filters",
      period: "Period",
      presets: {
        last7: "Last 7 days",
        last30: "Last 30 days",
        thisMonth: "This month",
        lastMonth: "Last month",
        thisQuarter: "This quarter",
        thisYear: "This year",
        custom: "Custom",
      },
      range: "Dates",
      compare: "Compare with the previous period",
      partner: "Partner",
      allPartners: "All partners",
      category: "Category",
      allCategories: "All categories",
      emirate: "Emirate",
      allEmirates: "All emirates",
      status: "Status",
      allStatuses: "All statuses",
      groupBy: "Group by",
      day: "Day",
      week: "Week",
      month: "Month",
      search: "Search",
      reset: "Reset filters",
    },
    previousRange: "Previous period: {{from}} – {{to}}",
    cards: "Summary",
    charts: {
      figuresTable: "{{title}}: the figures",
      period: "Period",
      noData: "Nothing in this period",
      name: "Name",
    },
    table: {
      title: "Rows",
      total: "{{count}} rows",
      empty: "No rows for these filters",
    },
    export: {
      button: "Export CSV",
      starting: "Preparing the file…",
      progress: "{{rows}} of {{total}} rows",
      progressUnknown: "{{rows}} rows",
      cancel: "Cancel export",
      cancelled: "Export cancelled",
      done: "{{count}} rows exported",
      failed: "The export failed",
    },
    hours: "{{value}} h",
    error: "The report could not be loaded",
    retry: "Try again",
  },
};

export const ar: typeof en = {
  reports: {
    nav: {
      group: "التقارير",
      sales: "المبيعات",
      appointments: "المواعيد",
      packages: "الباقات",
      promotions: "العروض الترويجية",
      ratings: "التقييمات",
      contracts: "العقود",
      offers: "العروض",
    },
    filters: {
      label: "عوامل تصفية التقرير",
      period: "الفترة",
      presets: {
        last7: "آخر 7 أيام",
        last30: "آخر 30 يوماً",
        thisMonth: "هذا الشهر",
        lastMonth: "الشهر الماضي",
        thisQuarter: "هذا الربع",
        thisYear: "هذا العام",
        custom: "فترة مخصصة",
      },
      range: "التواريخ",
      compare: "المقارنة بالفترة السابقة",
      partner: "مزود الخدمة",
      allPartners: "كل مزودي الخدمة",
      category: "الفئة",
      allCategories: "كل الفئات",
      emirate: "الإمارة",
      allEmirates: "كل الإمارات",
      status: "الحالة",
      allStatuses: "كل الحالات",
      groupBy: "التجميع حسب",
      day: "اليوم",
      week: "الأسبوع",
      month: "الشهر",
      search: "بحث",
      reset: "إعادة ضبط عوامل التصفية",
    },
    previousRange: "الفترة السابقة: {{from}} – {{to}}",
    cards: "الملخص",
    charts: {
      figuresTable: "{{title}}: الأرقام",
      period: "الفترة",
      noData: "لا شيء في هذه الفترة",
      name: "الاسم",
    },
    table: {
      title: "الصفوف",
      total: "{{count}} صف",
      empty: "لا توجد صفوف لعوامل التصفية هذه",
    },
    export: {
      button: "تصدير CSV",
      starting: "جارٍ تجهيز الملف…",
      progress: "{{rows}} من {{total}} صف",
      progressUnknown: "{{rows}} صف",
      cancel: "إلغاء التصدير",
      cancelled: "تم إلغاء التصدير",
      done: "تم تصدير {{count}} صف",
      failed: "تعذّر التصدير",
    },
    hours: "{{value}} ساعة",
    error: "تعذّر تحميل التقرير",
    retry: "إعادة المحاولة",
  },
};

// Ships with the chunks that import this file (see ../lazy.ts).
registerStrings({ en, ar });
