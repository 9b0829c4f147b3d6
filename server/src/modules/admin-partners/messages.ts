import { addTranslations } from "../../lib/i18n.js";

/** Admin partners messages (docs/api-catalog.md, "Admin: partners") and their Arabic. */

export const PARTNERS = "Partners";
export const PARTNER = "Partner";
export const PARTNERS_ACTIVATED = "Partners activated";
export const PARTNERS_DEACTIVATED = "Partners deactivated";
export const APPLICATION_COUNTS = "Application counts";
export const APPLICATIONS_UPDATED = "Applications updated";

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
  },
  [],
  { ids: "المعرفات", action: "الإجراء", comment: "التعليق" },
);
