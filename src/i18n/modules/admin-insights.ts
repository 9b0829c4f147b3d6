import { registerStrings } from "../lazy";

/**
 * Strings of the admin insights area: the dashboard's figures, charts and date range (en, ar). Registered from the
 * admin portal chunk that imports it (src/portals/admin/pages/dashboard.tsx, insights/*).
 */
export const en = {
  adminInsights: {
    overview: "Marketplace overview",
    period: "Period",
    presets: {
      last7: "Last 7 days",
      last30: "Last 30 days",
      last90: "Last 90 days",
      thisMonth: "This month",
      last365: "Last 12 months",
    },
    figures: {
      bookings: "Bookings",
      revenue: "Revenue",
      vatNet: "VAT {{vat}} · net {{net}}",
      paidOrders: "Paid orders: {{count}}",
      newPartners: "New partners",
      activePartners: "Active partners: {{count}}",
      pendingApplications: "Pending applications",
      pendingDetail: "{{submitted}} submitted · {{review}} under review",
      reviewApplications: "Review applications",
      packageSales: "Package sales",
    },
    charts: {
      daily: "Bookings and revenue per day",
      bookings: "Bookings",
      revenue: "Revenue (AED)",
      topCategories: "Top categories by bookings",
      byStatus: "Bookings by status",
      topPackages: "Best-selling packages",
      revenueByKind: "Revenue by source",
      noData: "Nothing in this period",
      day: "Day",
      category: "Category",
      figuresTable: "{{title}}: the figures",
      sold: "Sold",
      soldCount: "Sold: {{count}}",
    },
    kinds: {
      booking: "Service bookings",
      package: "Packages",
      quotation: "Quotations",
      reschedule: "Reschedule fees",
    },
    loadError: "The figures could not be loaded.",
    retry: "Retry",
    updating: "Updating…",
  },
};

export const ar: typeof en = {
  adminInsights: {
    overview: "نظرة عامة على السوق",
    period: "الفترة",
    presets: {
      last7: "آخر 7 أيام",
      last30: "آخر 30 يوماً",
      last90: "آخر 90 يوماً",
      thisMonth: "هذا الشهر",
      last365: "آخر 12 شهراً",
    },
    figures: {
      bookings: "الحجوزات",
      revenue: "الإيرادات",
      vatNet: "الضريبة {{vat}} · الصافي {{net}}",
      paidOrders: "الطلبات المدفوعة: {{count}}",
      newPartners: "مزودو خدمة جدد",
      activePartners: "مزودو الخدمة النشطون: {{count}}",
      pendingApplications: "طلبات الانضمام المعلقة",
      pendingDetail: "{{submitted}} مقدم · {{review}} قيد المراجعة",
      reviewApplications: "مراجعة الطلبات",
      packageSales: "مبيعات الباقات",
    },
    charts: {
      daily: "الحجوزات والإيرادات يومياً",
      bookings: "الحجوزات",
      revenue: "الإيرادات (درهم)",
      topCategories: "الفئات الأكثر حجزاً",
      byStatus: "الحجوزات حسب الحالة",
      topPackages: "الباقات الأكثر مبيعاً",
      revenueByKind: "الإيرادات حسب المصدر",
      noData: "لا توجد بيانات في هذه الفترة",
      day: "اليوم",
      category: "الفئة",
      figuresTable: "{{title}}: الأرقام",
      sold: "المبيعات",
      soldCount: "المبيعات: {{count}}",
    },
    kinds: {
      booking: "حجوزات الخدمات",
      package: "الباقات",
      quotation: "عروض الأسعار",
      reschedule: "رسوم إعادة الجدولة",
    },
    loadError: "تعذر تحميل الأرقام.",
    retry: "إعادة المحاولة",
    updating: "جارٍ التحديث…",
  },
};

registerStrings({ en, ar });
