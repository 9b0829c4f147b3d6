import { registerStrings } from "../lazy";

/** The promotions report (issue 19): its cards, charts, table and statuses, English and Arabic. */
export const en = {
  reportPromotions: {
    description:
      "Coupon redemptions made in the period (Asia/Dubai days): the discount given, who funds it (Khidma or the partner), and the budget left.",
    cards: {
      redemptions: "Redemptions",
      discount: "Discount given",
      khidmaFunded: "Funded by Khidma",
      partnerFunded: "Funded by partners",
      orderValue: "Orders value",
      redeemed: "Redeemed (paid)",
      reserved: "Reserved (not paid yet)",
      coupons: "Coupons used",
      budgetLeft: "Budget left",
    },
    charts: {
      overTime: "Redemptions over time",
      redemptions: "Redemptions",
      discount: "Discount (AED)",
      byCoupon: "By coupon",
      byFunder: "Funded by",
    },
    columns: {
      usedAt: "Used at",
      code: "Code",
      coupon: "Coupon",
      fundedBy: "Funded by",
      customer: "Customer",
      order: "Order",
      partner: "Partner",
      orderTotal: "Order total",
      discount: "Discount",
      status: "Status",
    },
    statuses: {
      redeemed: "Redeemed",
      reserved: "Reserved",
    },
  },
};

export const ar: typeof en = {
  reportPromotions: {
    description:
      "استخدامات القسائم في الفترة (بتوقيت دبي): الخصم الممنوح، ومن يتحمله (خدمة أو الشريك)، والمتبقي من الميزانية.",
    cards: {
      redemptions: "مرات الاستخدام",
      discount: "الخصم الممنوح",
      khidmaFunded: "بتمويل من خدمة",
      partnerFunded: "بتمويل من الشركاء",
      orderValue: "قيمة الطلبات",
      redeemed: "مستخدمة (مدفوعة)",
      reserved: "محجوزة (غير مدفوعة بعد)",
      coupons: "القسائم المستخدمة",
      budgetLeft: "المتبقي من الميزانية",
    },
    charts: {
      overTime: "الاستخدامات عبر الزمن",
      redemptions: "مرات الاستخدام",
      discount: "الخصم (درهم)",
      byCoupon: "حسب القسيمة",
      byFunder: "حسب الممول",
    },
    columns: {
      usedAt: "وقت الاستخدام",
      code: "الرمز",
      coupon: "القسيمة",
      fundedBy: "الممول",
      customer: "العميل",
      order: "الطلب",
      partner: "الشريك",
      orderTotal: "إجمالي الطلب",
      discount: "الخصم",
      status: "الحالة",
    },
    statuses: {
      redeemed: "مستخدمة",
      reserved: "محجوزة",
    },
  },
};

// Ships with the report screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
