import { registerStrings } from "../lazy";

/** The offers report (issue 19): its cards, charts, table and statuses, English and Arabic. */
export const en = {
  reportOffers: {
    description:
      "Partner promotions (coupons the partner funds) valid during the period, with their redemptions, discount and orders in it.",
    cards: {
      offers: "Offers",
      active: "Switched on",
      redemptions: "Redemptions",
      discount: "Discount given",
      orderValue: "Orders value",
      budget: "Budget",
      budgetLeft: "Budget left",
    },
    charts: {
      overTime: "Redemptions over time",
      redemptions: "Redemptions",
      discount: "Discount (AED)",
      byOffer: "By offer",
      byPartner: "By partner",
    },
    columns: {
      code: "Code",
      title: "Offer",
      partner: "Partner",
      rule: "Discount rule",
      startsAt: "Starts",
      endsAt: "Ends",
      redemptions: "Redemptions",
      discount: "Discount given",
      orderValue: "Orders value",
      budget: "Budget",
      budgetLeft: "Budget left",
      status: "Status",
    },
    statuses: {
      active: "Active",
      inactive: "Inactive",
    },
  },
};

export const ar: typeof en = {
  reportOffers: {
    description: "عروض الشركاء (القسائم التي يمولها الشريك) السارية خلال الفترة، مع استخداماتها وخصمها وطلباتها فيها.",
    cards: {
      offers: "العروض",
      active: "المفعّلة",
      redemptions: "مرات الاستخدام",
      discount: "الخصم الممنوح",
      orderValue: "قيمة الطلبات",
      budget: "الميزانية",
      budgetLeft: "المتبقي من الميزانية",
    },
    charts: {
      overTime: "الاستخدامات عبر الزمن",
      redemptions: "مرات الاستخدام",
      discount: "الخصم (درهم)",
      byOffer: "حسب العرض",
      byPartner: "حسب الشريك",
    },
    columns: {
      code: "الرمز",
      title: "العرض",
      partner: "الشريك",
      rule: "قاعدة الخصم",
      startsAt: "يبدأ",
      endsAt: "ينتهي",
      redemptions: "مرات الاستخدام",
      discount: "الخصم الممنوح",
      orderValue: "قيمة الطلبات",
      budget: "الميزانية",
      budgetLeft: "المتبقي من الميزانية",
      status: "الحالة",
    },
    statuses: {
      active: "نشط",
      inactive: "غير نشط",
    },
  },
};

// Ships with the report screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
