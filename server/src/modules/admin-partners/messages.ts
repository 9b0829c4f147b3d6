import { addTranslations } from "../../lib/i18n.js";

/** Admin partners messages (docs/api-catalog.md, "Admin: partners") and their Arabic. */

export const PARTNERS = "Partners";
export const PARTNER = "Partner";
export const PARTNERS_ACTIVATED = "Partners activated";
export const PARTNERS_DEACTIVATED = "Partners deactivated";
export const APPLICATION_COUNTS = "Application counts";
export const APPLICATIONS_UPDATED = "Applications updated";

export const PARTNER_UPDATED = "Partner updated";
export const ACCOUNT_STATUS = "Account status";
export const REASON_REQUIRED = "The reason field is required when deactivating a partner.";
export const COMPANY_TYPE_INVALID = "The selected company type is invalid.";
export const AREA_ID_INVALID = "The selected area id is invalid.";

/** What a partner's users are told when staff deactivate or reactivate it. */
export const NOTIFY_STATUS = {
  inactive: (reason: string) => ({
    title_en: "Your partner account was deactivated",
    title_ar: "تم إيقاف حساب الشريك الخاص بك",
    body_en: `Khidma deactivated your partner account: ${reason}`,
    body_ar: `قامت خدمة بإيقاف حساب الشريك الخاص بك: ${reason}`,
  }),
  active: () => ({
    title_en: "Your partner account is active again",
    title_ar: "أُعيد تفعيل حساب الشريك الخاص بك",
    body_en: "Khidma reactivated your partner account; your services are back on the storefront.",
    body_ar: "أعادت خدمة تفعيل حساب الشريك الخاص بك، وعادت خدماتك إلى المتجر.",
  }),
};

export const PARTNER_NOT_FOUND = "The partner was not found.";
export const PARTNER_ID_INVALID = "The selected partner id is invalid.";
export const APPLICATION_ID_INVALID = "The selected application id is invalid.";

addTranslations(
  {
    [PARTNERS]: "مزودو الخدمة",
    [PARTNER]: "مزود الخدمة",
    [PARTNERS_ACTIVATED]: "تم تفعيل مزودي الخدمة",
    [PARTNERS_DEACTIVATED]: "تم إيقاف مزودي الخدمة",
    [APPLICATION_COUNTS]: "أعداد الطلبات",
    [APPLICATIONS_UPDATED]: "تم تحديث الطلبات",
    [PARTNER_NOT_FOUND]: "مزود الخدمة غير موجود.",
    [PARTNER_ID_INVALID]: "رقم مزود الخدمة المختار غير صالح.",
    [APPLICATION_ID_INVALID]: "رقم الطلب المحدد غير صالح.",
    [PARTNER_UPDATED]: "تم تحديث مزود الخدمة",
    [ACCOUNT_STATUS]: "حالة الحساب",
    [REASON_REQUIRED]: "حقل السبب مطلوب عند إيقاف مزود الخدمة.",
    [COMPANY_TYPE_INVALID]: "نوع الشركة المختار غير صالح.",
    [AREA_ID_INVALID]: "المنطقة المحددة غير صحيحة.",
  },
  [],
  {
    ids: "المعرفات",
    action: "الإجراء",
    comment: "التعليق",
    reason: "السبب",
    address: "العنوان",
    "about en": "النبذة بالإنجليزية",
    "about ar": "النبذة بالعربية",
    "commission rate": "نسبة العمولة",
    "area ids": "المناطق",
  },
);
