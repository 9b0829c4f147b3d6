import { addTranslations } from "../../lib/i18n.js";

/** Coupon messages (docs/commerce-api.md, Coupons) and their Arabic. */
export const COUPON_INVALID = "The coupon code is invalid.";
export const COUPON_EXPIRED = "This coupon has expired.";
export const COUPON_FIRST_ORDER = "This coupon is for first orders only.";
export const COUPON_ALREADY_USED = "You have already used this coupon.";
export const COUPON_NOT_APPLICABLE = "This coupon does not apply to this cart.";
export const COUPON_USED_UP = "This coupon has reached its usage limit.";
export const couponMinOrder = (aedText: string) => `This coupon needs an order of at least AED ${aedText}.`;

addTranslations(
  {
    [COUPON_INVALID]: "رمز القسيمة غير صحيح.",
    [COUPON_EXPIRED]: "انتهت صلاحية هذه القسيمة.",
    [COUPON_FIRST_ORDER]: "هذه القسيمة للطلب الأول فقط.",
    [COUPON_ALREADY_USED]: "لقد استخدمت هذه القسيمة من قبل.",
    [COUPON_NOT_APPLICABLE]: "هذه القسيمة لا تنطبق على هذه السلة.",
    [COUPON_USED_UP]: "وصلت هذه القسيمة إلى الحد الأقصى للاستخدام.",
  },
  [
    [
      /^This coupon needs an order of at least AED ([\d,.]+)\.$/,
      (_, n) => `تتطلب هذه القسيمة طلباً بقيمة ${n} درهم على الأقل.`,
    ],
  ],
  { "coupon code": "رمز القسيمة" },
);
