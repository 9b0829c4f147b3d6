import { addTranslations } from "../../lib/i18n.js";

/** Partner team messages (issue 15: team users, partner roles, technicians) and their Arabic. */

// success
export const TEAM_TECHNICIANS = "Team technicians";

// errors
export const NO_PARTNER_PROFILE = "Your company has no partner profile yet.";
export const PARTNER_ROLE_TYPE = "A partner's role is always of type partner.";
export const PARTNER_OWNER_FIXED = "The Partner Owner role always holds every partner permission.";
export const NOT_YOUR_PARTNER_FIELD = "You can only manage your own company's team.";
export const COLOUR_INVALID = "The colour must be a hex colour such as #1677ff.";
export const LANGUAGE_INVALID = "The selected language is invalid.";
export const LANGUAGES_LIST = "The languages must be a list of language codes.";
export const SERVICE_IDS_LIST = "The service ids must be a list of service ids.";
export const CATEGORY_IDS_LIST = "The category ids must be a list of category ids.";
export const SERVICE_NOT_OF_PARTNER = "The selected service is not one of this partner's services.";
export const CATEGORY_INVALID = "The selected category is invalid.";
export const NOT_A_TECHNICIAN = "Only a partner's user holding the Technician role has a technician profile.";
export const IS_ACTIVE_INVALID = "The is active field must be true or false.";
export const TECHNICIAN_INVALID_OBJECT = "The technician field must be an object.";

addTranslations(
  {
    [TEAM_TECHNICIANS]: "فنيو الفريق",
    [NO_PARTNER_PROFILE]: "لا يوجد لشركتك ملف شريك بعد.",
    [PARTNER_ROLE_TYPE]: "دور مزود الخدمة يكون دائماً من نوع مزود خدمة.",
    [PARTNER_OWNER_FIXED]: "يحمل دور مالك مزود الخدمة دائماً جميع صلاحيات مزود الخدمة.",
    [NOT_YOUR_PARTNER_FIELD]: "يمكنك إدارة فريق شركتك فقط.",
    [COLOUR_INVALID]: "يجب أن يكون اللون بصيغة سداسية عشرية مثل ‎#1677ff.",
    [LANGUAGE_INVALID]: "اللغة المحددة غير صحيحة.",
    [LANGUAGES_LIST]: "يجب أن تكون اللغات قائمة برموز اللغات.",
    [SERVICE_IDS_LIST]: "يجب أن تكون الخدمات قائمة بأرقام الخدمات.",
    [CATEGORY_IDS_LIST]: "يجب أن تكون الفئات قائمة بأرقام الفئات.",
    [SERVICE_NOT_OF_PARTNER]: "الخدمة المحددة ليست من خدمات مزود الخدمة هذا.",
    [CATEGORY_INVALID]: "الفئة المحددة غير صحيحة.",
    [NOT_A_TECHNICIAN]: "لا يملك ملف الفني إلا مستخدم مزود الخدمة الذي يحمل دور الفني.",
    [IS_ACTIVE_INVALID]: "يجب أن تكون قيمة الحالة النشطة صحيحة أو خاطئة.",
    [TECHNICIAN_INVALID_OBJECT]: "يجب أن يكون حقل الفني كائناً.",
  },
  [],
  { technician: "الفني", colour: "اللون", languages: "اللغات", "service ids": "الخدمات", "category ids": "الفئات" },
);

export const PARTNER_ID_REQUIRED = "The partner id field is required.";
export const PARTNER_ID_INVALID = "The selected partner id is invalid.";

addTranslations({
  [PARTNER_ID_REQUIRED]: "حقل رقم مزود الخدمة مطلوب.",
  [PARTNER_ID_INVALID]: "رقم مزود الخدمة المختار غير صالح.",
});
