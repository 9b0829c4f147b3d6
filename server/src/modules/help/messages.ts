import { addTranslations } from "../../lib/i18n.js";

/** The staff help centre and FAQ management (issue 18c; docs/api-catalog.md "Help and FAQs") and their Arabic. */

export const HELP_ARTICLES = "Help articles";
export const HELP_TOPICS_LIST = "Help topics";
export const HELP_ARTICLE = "Help article";
export const HELP_ARTICLE_CREATED = "Help article created";
export const HELP_ARTICLE_UPDATED = "Help article updated";
export const HELP_ARTICLE_DELETED = "Help article deleted";
export const HELP_ARTICLE_NOT_FOUND = "The help article was not found.";
export const HELP_TOPIC_INVALID = "The selected topic is invalid.";

export const FAQS_ADMIN = "FAQs";
export const FAQ_DETAILS = "FAQ details";
export const FAQ_CREATED = "FAQ created";
export const FAQ_UPDATED = "FAQ updated";
export const FAQ_DELETED = "FAQ deleted";
export const FAQ_NOT_FOUND = "The FAQ was not found.";
export const FAQ_AUDIENCE_INVALID = "The audience must be customer or partner.";
// "The status must be active or inactive." is translated by the access module
export const STATUS_INVALID = "The status must be active or inactive.";

addTranslations(
  {
    [HELP_ARTICLES]: "مقالات المساعدة",
    [HELP_TOPICS_LIST]: "مواضيع المساعدة",
    [HELP_ARTICLE]: "مقال المساعدة",
    [HELP_ARTICLE_CREATED]: "تم إنشاء مقال المساعدة",
    [HELP_ARTICLE_UPDATED]: "تم تحديث مقال المساعدة",
    [HELP_ARTICLE_DELETED]: "تم حذف مقال المساعدة",
    [HELP_ARTICLE_NOT_FOUND]: "مقال المساعدة غير موجود.",
    [HELP_TOPIC_INVALID]: "الموضوع المحدد غير صحيح.",
    [FAQS_ADMIN]: "الأسئلة الشائعة",
    [FAQ_DETAILS]: "تفاصيل السؤال الشائع",
    [FAQ_CREATED]: "تم إنشاء السؤال الشائع",
    [FAQ_UPDATED]: "تم تحديث السؤال الشائع",
    [FAQ_DELETED]: "تم حذف السؤال الشائع",
    [FAQ_NOT_FOUND]: "السؤال الشائع غير موجود.",
    [FAQ_AUDIENCE_INVALID]: "يجب أن تكون الفئة المستهدفة عملاء أو شركاء.",
  },
  [],
  {
    topic: "الموضوع",
    "title en": "العنوان بالإنجليزية",
    "title ar": "العنوان بالعربية",
    "body en": "النص بالإنجليزية",
    "body ar": "النص بالعربية",
    "question en": "السؤال بالإنجليزية",
    "question ar": "السؤال بالعربية",
    "answer en": "الإجابة بالإنجليزية",
    "answer ar": "الإجابة بالعربية",
    audience: "الفئة المستهدفة",
    "sort order": "الترتيب",
  },
);
