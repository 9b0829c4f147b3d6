import { registerStrings } from "../lazy";

/** The packages report (issue 19): its cards, charts, table and statuses, English and Arabic. */
export const en = {
  reportPackages: {
    description:
      "Package subscriptions sold in the period (their order paid, Asia/Dubai days): revenue, new and renewals, active subscriptions and churn.",
    cards: {
      sold: "Subscriptions sold",
      revenue: "Revenue",
      new: "New customers",
      renewals: "Renewals",
      average: "Average subscription",
      active: "Active subscriptions",
      churned: "Churned",
      churnRate: "Churn rate",
    },
    charts: {
      overTime: "Sales over time",
      sold: "Subscriptions sold",
      revenue: "Revenue (AED)",
      byPackage: "By package",
      byPartner: "By partner",
    },
    columns: {
      number: "Subscription",
      order: "Order",
      soldAt: "Sold at",
      customer: "Customer",
      package: "Package",
      partner: "Partner",
      months: "Months",
      startsOn: "Starts on",
      endsOn: "Ends on",
      visits: "Visits",
      amount: "Amount",
      type: "New or renewal",
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
  reportPackages: {
    description:
      "اشتراكات الباقات المباعة في الفترة (بعد دفع طلبها، بتوقيت دبي): الإيرادات، الجديدة والتجديدات، الاشتراكات النشطة والتسرب.",
    cards: {
      sold: "الاشتراكات المباعة",
      revenue: "الإيرادات",
      new: "اشتراكات جديدة",
      renewals: "التجديدات",
      average: "متوسط قيمة الاشتراك",
      active: "الاشتراكات النشطة",
      churned: "الاشتراكات المنتهية دون تجديد",
      churnRate: "معدل التسرب",
    },
    charts: {
      overTime: "المبيعات عبر الزمن",
      sold: "الاشتراكات المباعة",
      revenue: "الإيرادات (درهم)",
      byPackage: "حسب الباقة",
      byPartner: "حسب الشريك",
    },
    columns: {
      number: "الاشتراك",
      order: "الطلب",
      soldAt: "تاريخ البيع",
      customer: "العميل",
      package: "الباقة",
      partner: "الشريك",
      months: "الأشهر",
      startsOn: "يبدأ في",
      endsOn: "ينتهي في",
      visits: "الزيارات",
      amount: "المبلغ",
      type: "جديد أو تجديد",
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
