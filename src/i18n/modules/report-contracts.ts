import { registerStrings } from "../lazy";

/** The contracts report (issue 19): its cards, charts, table and statuses, English and Arabic. */
export const en = {
  reportContracts: {
    description: "Package subscriptions running during the period and their visits: used and remaining.",
    cards: {
      contracts: "Contracts",
      active: "Active",
      value: "Contracts value",
      visitsTotal: "Visits included",
      visitsUsed: "Visits used",
      visitsRemaining: "Visits remaining",
      usageRate: "Usage rate",
    },
    charts: {
      overTime: "Contracts started",
      started: "Contracts started",
      visits: "Visits included",
      byPackage: "Remaining visits by package",
      remaining: "Visits remaining",
      byPartner: "Remaining visits by partner",
    },
    columns: {
      number: "Subscription",
      customer: "Customer",
      package: "Package",
      partner: "Partner",
      startsOn: "Starts on",
      endsOn: "Ends on",
      visits: "Visits",
      visitsUsed: "Used",
      visitsRemaining: "Remaining",
      value: "Value",
      status: "Status",
    },
    statuses: {
      pending: "Pending",
      active: "Active",
      expired: "Expired",
      cancelled: "Cancelled",
    },
  },
};

export const ar: typeof en = {
  reportContracts: {
    description: "اشتراكات الباقات السارية خلال الفترة وزياراتها: المستخدمة والمتبقية.",
    cards: {
      contracts: "العقود",
      active: "النشطة",
      value: "قيمة العقود",
      visitsTotal: "الزيارات المشمولة",
      visitsUsed: "الزيارات المستخدمة",
      visitsRemaining: "الزيارات المتبقية",
      usageRate: "نسبة الاستخدام",
    },
    charts: {
      overTime: "العقود التي بدأت",
      started: "العقود التي بدأت",
      visits: "الزيارات المشمولة",
      byPackage: "الزيارات المتبقية حسب الباقة",
      remaining: "الزيارات المتبقية",
      byPartner: "الزيارات المتبقية حسب الشريك",
    },
    columns: {
      number: "الاشتراك",
      customer: "العميل",
      package: "الباقة",
      partner: "الشريك",
      startsOn: "يبدأ في",
      endsOn: "ينتهي في",
      visits: "الزيارات",
      visitsUsed: "المستخدمة",
      visitsRemaining: "المتبقية",
      value: "القيمة",
      status: "الحالة",
    },
    statuses: {
      pending: "قيد الانتظار",
      active: "نشط",
      expired: "منتهٍ",
      cancelled: "ملغى",
    },
  },
};

// Ships with the report screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
