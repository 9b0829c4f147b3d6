import { addTranslations } from "../../lib/i18n.js";

/** Coupon messages (docs/commerce-api.md, Coupons; issue 17a's checkout rules) and their Arabic. */
export const COUPON_INVALID = "The coupon code is invalid.";
export const COUPON_EXPIRED = "This coupon has expired.";
export const COUPON_FIRST_ORDER = "This coupon is for first orders only.";
export const COUPON_ALREADY_USED = "You have already used this coupon.";
export const COUPON_NOT_APPLICABLE = "This coupon does not apply to this cart.";
export const COUPON_USED_UP = "This coupon has reached its usage limit.";
export const COUPON_NOT_FOR_PARTNER = "This coupon is not for this provider.";
export const COUPON_NOT_FOR_SERVICES = "This coupon does not apply to these services.";
export const COUPON_NOT_FOR_PACKAGES = "This coupon does not apply to these packages.";
export const COUPON_BUDGET_SPENT = "This coupon's budget has been spent.";
export const COUPON_CODE_USED = "This code has already been used.";
/** Stacking (issue 17): a second code that cannot join the one applied. */
export const COUPON_NOT_COMBINABLE = "This code cannot be combined with the code already applied.";
export const COUPON_SAME_FUNDER =
  "This code cannot be combined with the code already applied: only one Khidma coupon and one partner promotion can be used together.";
export const COUPON_ALREADY_APPLIED = "This code is already applied.";
export const COUPON_TWO_APPLIED = "Two codes are already applied. Remove one to use another.";
export const couponMinOrder = (aedText: string) => `This coupon needs an order of at least AED ${aedText}.`;
/** `date` DD-MM-YYYY in Dubai; `time` HH:mm there when the start is not at midnight. */
export const couponNotStarted = (date: string, time: string | null) =>
  `This coupon is valid from ${date}${time ? ` at ${time}` : ""}.`;

addTranslations(
  {
    [COUPON_INVALID]: "رمز القسيمة غير صحيح.",
    [COUPON_EXPIRED]: "انتهت صلاحية هذه القسيمة.",
    [COUPON_FIRST_ORDER]: "هذه القسيمة للطلب الأول فقط.",
    [COUPON_ALREADY_USED]: "لقد استخدمت هذه القسيمة من قبل.",
    [COUPON_NOT_APPLICABLE]: "هذه القسيمة لا تنطبق على هذه السلة.",
    [COUPON_USED_UP]: "وصلت هذه القسيمة إلى الحد الأقصى للاستخدام.",
    [COUPON_NOT_FOR_PARTNER]: "هذه القسيمة غير صالحة لدى مزود الخدمة هذا.",
    [COUPON_NOT_FOR_SERVICES]: "هذه القسيمة لا تنطبق على هذه الخدمات.",
    [COUPON_NOT_FOR_PACKAGES]: "هذه القسيمة لا تنطبق على هذه الباقات.",
    [COUPON_BUDGET_SPENT]: "نفدت ميزانية هذه القسيمة.",
    [COUPON_CODE_USED]: "تم استخدام هذا الرمز من قبل.",
    [COUPON_NOT_COMBINABLE]: "لا يمكن الجمع بين هذا الرمز والرمز المطبق بالفعل.",
    [COUPON_SAME_FUNDER]:
      "لا يمكن الجمع بين هذا الرمز والرمز المطبق بالفعل: يمكن استخدام قسيمة واحدة من خدمة وعرض واحد من مزود الخدمة معاً فقط.",
    [COUPON_ALREADY_APPLIED]: "هذا الرمز مطبق بالفعل.",
    [COUPON_TWO_APPLIED]: "تم تطبيق رمزين بالفعل. أزل أحدهما لاستخدام رمز آخر.",
  },
  [
    [
      /^This coupon needs an order of at least AED ([\d,.]+)\.$/,
      (_, n) => `تتطلب هذه القسيمة طلباً بقيمة ${n} درهم على الأقل.`,
    ],
    [
      /^This coupon is valid from (\d{2}-\d{2}-\d{4})(?: at (\d{2}:\d{2}))?\.$/,
      (_, date, time) => `هذه القسيمة صالحة اعتباراً من ${date}${time ? ` الساعة ${time}` : ""}.`,
    ],
  ],
  { "coupon code": "رمز القسيمة" },
);
