import { addTranslations } from "../../lib/i18n.js";

/** Announcements (issue 18c; docs/api-catalog.md "Announcements") and their Arabic. */

export const ANNOUNCEMENTS = "Announcements";
export const ANNOUNCEMENT = "Announcement details";
export const ANNOUNCEMENT_PREVIEW = "Announcement preview";
export const ANNOUNCEMENT_SENT = "Announcement sent";
export const ANNOUNCEMENT_NOT_FOUND = "The announcement was not found.";
export const PARTNER_REQUIRED = "The partner id field is required when segment is partner_team.";
export const CATEGORY_REQUIRED = "The category id field is required when segment is category_customers.";
export const EMIRATE_REQUIRED = "The emirate id field is required when segment is emirate_customers.";
export const SEGMENT_INVALID = "The selected segment is invalid.";

addTranslations(
  {
    [ANNOUNCEMENTS]: "الإعلانات",
    [ANNOUNCEMENT]: "تفاصيل الإعلان",
    [ANNOUNCEMENT_PREVIEW]: "معاينة الإعلان",
    [ANNOUNCEMENT_SENT]: "تم إرسال الإعلان",
    [ANNOUNCEMENT_NOT_FOUND]: "الإعلان غير موجود.",
    [PARTNER_REQUIRED]: "حقل مزود الخدمة مطلوب عند الإرسال إلى فريق مزود خدمة.",
    [CATEGORY_REQUIRED]: "حقل الفئة مطلوب عند الإرسال إلى عملاء فئة.",
    [EMIRATE_REQUIRED]: "حقل الإمارة مطلوب عند الإرسال إلى عملاء إمارة.",
  },
  [],
  { segment: "الشريحة", "body en": "النص بالإنجليزية", "body ar": "النص بالعربية" },
);
