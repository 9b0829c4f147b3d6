import { addTranslations } from "../../lib/i18n.js";

/** Coupon administration messages (issue 17; docs/api-catalog.md, "Promotions and vouchers") and their Arabic. */

// success
export const COUPONS = "Coupons";
export const COUPON = "Coupon details";
export const COUPON_CREATED = "Coupon created";
export const COUPON_UPDATED = "Coupon updated";
export const COUPON_DUPLICATED = "Coupon duplicated";
export const CODES_GENERATING = "The codes are being generated";
export const CODES_GENERATED = "Codes generated";
export const REDEMPTIONS = "Coupon redemptions";

// errors
export const COUPON_NOT_FOUND = "The coupon was not found.";
export const CODE_TAKEN = "Another coupon already uses this code.";
export const CODE_FORMAT = "The code may only contain letters, digits, dashes and underscores (3 to 40 characters).";
export const PERCENT_RANGE = "A percent discount must be a whole number from 1 to 100.";
export const FIXED_POSITIVE = "A fixed discount must be more than AED 0.";
export const AMOUNT_DECIMALS = "Amounts may have at most 2 decimals.";
export const DATE_FORMAT = "Enter a date (YYYY-MM-DD) or an ISO date-time.";
export const ENDS_BEFORE_STARTS = "The end must be after the start.";
export const DISCOUNT_TYPE = "The discount type must be percent or fixed.";
export const APPLIES_TO = "The applies to must be any, service or package.";
export const FUNDED_BY = "The funded by must be khidma or partner.";
export const STACKING = "The stacking must be exclusive or combinable.";
export const PARTNER_FUNDED_NEEDS_PARTNER = "A partner-funded coupon needs its partner.";
export const PARTNER_FUNDS_OWN = "A partner's coupon is funded by the partner.";
export const PARTNER_OWN_ONLY = "You can only manage your own company's coupons.";
export const UNKNOWN_CATEGORIES = "One or more of the selected categories do not exist.";
export const UNKNOWN_PARTNERS = "One or more of the selected partners do not exist.";
export const UNKNOWN_SERVICES = "One or more of the selected services do not exist.";
export const UNKNOWN_PACKAGES = "One or more of the selected packages do not exist.";
export const NOT_OWN_SERVICES = "The selected services must be your company's own.";
export const NOT_OWN_PACKAGES = "The selected packages must be your company's own.";
export const PREFIX_FORMAT = "The prefix must be 2 to 12 letters or digits.";
export const PREFIX_EXHAUSTED = "No more unique codes can be made with this prefix; choose another prefix.";

addTranslations(
  {
    [COUPONS]: "القسائم",
    [COUPON]: "تفاصيل القسيمة",
    [COUPON_CREATED]: "تم إنشاء القسيمة",
    [COUPON_UPDATED]: "تم تحديث القسيمة",
    [COUPON_DUPLICATED]: "تم نسخ القسيمة",
    [CODES_GENERATING]: "جارٍ إنشاء الرموز",
    [CODES_GENERATED]: "تم إنشاء الرموز",
    [REDEMPTIONS]: "استخدامات القسيمة",
    [COUPON_NOT_FOUND]: "القسيمة غير موجودة.",
    [CODE_TAKEN]: "هذا الرمز مستخدم في قسيمة أخرى.",
    [CODE_FORMAT]: "يجب أن يتكون الرمز من حروف وأرقام وشرطات فقط (من 3 إلى 40 حرفاً).",
    [PERCENT_RANGE]: "يجب أن تكون نسبة الخصم عدداً صحيحاً من 1 إلى 100.",
    [FIXED_POSITIVE]: "يجب أن يكون الخصم الثابت أكثر من 0 درهم.",
    [AMOUNT_DECIMALS]: "يجب ألا تزيد المبالغ عن منزلتين عشريتين.",
    [DATE_FORMAT]: "أدخل تاريخاً (YYYY-MM-DD) أو تاريخاً ووقتاً بصيغة ISO.",
    [ENDS_BEFORE_STARTS]: "يجب أن تكون النهاية بعد البداية.",
    [DISCOUNT_TYPE]: "يجب أن يكون نوع الخصم نسبة مئوية (percent) أو مبلغاً ثابتاً (fixed).",
    [APPLIES_TO]: "يجب أن يكون نطاق التطبيق any أو service أو package.",
    [FUNDED_BY]: "يجب أن تكون جهة التمويل khidma أو partner.",
    [STACKING]: "يجب أن تكون سياسة الجمع exclusive أو combinable.",
    [PARTNER_FUNDED_NEEDS_PARTNER]: "القسيمة التي يمولها مزود الخدمة تحتاج إلى تحديد مزود الخدمة.",
    [PARTNER_FUNDS_OWN]: "قسائم مزود الخدمة يمولها مزود الخدمة نفسه.",
    [PARTNER_OWN_ONLY]: "يمكنك إدارة قسائم شركتك فقط.",
    [UNKNOWN_CATEGORIES]: "بعض الفئات المختارة غير موجودة.",
    [UNKNOWN_PARTNERS]: "بعض مزودي الخدمة المختارين غير موجودين.",
    [UNKNOWN_SERVICES]: "بعض الخدمات المختارة غير موجودة.",
    [UNKNOWN_PACKAGES]: "بعض الباقات المختارة غير موجودة.",
    [NOT_OWN_SERVICES]: "يجب أن تكون الخدمات المختارة من خدمات شركتك.",
    [NOT_OWN_PACKAGES]: "يجب أن تكون الباقات المختارة من باقات شركتك.",
    [PREFIX_FORMAT]: "يجب أن تتكون البادئة من 2 إلى 12 حرفاً أو رقماً.",
    [PREFIX_EXHAUSTED]: "لا يمكن إنشاء المزيد من الرموز الفريدة بهذه البادئة؛ اختر بادئة أخرى.",
  },
  [],
  {
    "title en": "العنوان بالإنجليزية",
    "title ar": "العنوان بالعربية",
    "description en": "الوصف بالإنجليزية",
    "description ar": "الوصف بالعربية",
    "discount value": "قيمة الخصم",
    "max discount": "الحد الأقصى للخصم",
    "min order": "الحد الأدنى للطلب",
    "usage limit": "حد الاستخدام",
    "per customer limit": "حد الاستخدام لكل عميل",
    budget: "الميزانية",
    "partner ids": "مزودو الخدمة",
    "service ids": "الخدمات",
    "package ids": "الباقات",
    count: "العدد",
    prefix: "البادئة",
    "per page": "عدد الصفوف في الصفحة",
  },
);
