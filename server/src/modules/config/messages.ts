import { addTranslations } from "../../lib/i18n.js";

/** Platform settings messages (issue 18) and their Arabic. */

// success
export const SETTINGS = "Settings";
export const SETTINGS_SAVED = "Settings saved";

// errors (settings/update: 422, nothing saved)
export const DATE_FORMAT_INVALID =
  "The date format must be one of DD-MM-YYYY, DD/MM/YYYY, YYYY-MM-DD, MM/DD/YYYY, D MMM YYYY.";
export const TIME_FORMAT_INVALID = "The time format must be hh:mm A or HH:mm.";
export const VAT_RANGE = "The VAT rate must be between 0 and 100.";
export const BOOLEAN_REQUIRED = "This field must be true or false.";
export const TRN_INVALID = "The TRN must be exactly 15 digits.";
export const TEXT_INVALID = "This field must be text of at most 500 characters.";
export const WHOLE_NUMBER = "This field must be a whole number of at least 0.";
export const PERCENT_RANGE = "This field must be between 0 and 100.";
export const LATE_BEFORE_FREE = "The late window must be shorter than the free window (late hours < free hours).";
export const TIERS_ORDERED =
  "The tiers must be ordered: 0 <= late percent <= very late percent <= missed percent <= 100.";
export const PAYOUT_CYCLE_INVALID = "The payout cycle must be weekly or monthly.";
export const HOLD_DAYS_RANGE = "The holding days must be a whole number between 0 and 60.";
export const COMMISSION_RANGE = "The default commission must be between 0 and 100, with at most 2 decimals.";
export const EMAIL_INVALID = "Enter a valid e-mail address.";
export const URL_INVALID = "Enter a link starting with http:// or https://.";
export const PHONE_INVALID = "Enter a phone number: digits, spaces, +, - and brackets (7 to 20 characters).";
export const LOYALTY_INVALID = "This field must be a number of at least 0.";
export const NUMBER_TYPE = "This field must be a number.";
export const TEXT_TYPE = "This field must be text.";
export const OBJECT_TYPE = "This field must be an object.";

addTranslations({
  [SETTINGS]: "الإعدادات",
  [SETTINGS_SAVED]: "تم حفظ الإعدادات",
  [DATE_FORMAT_INVALID]:
    "يجب أن يكون تنسيق التاريخ أحد: DD-MM-YYYY أو DD/MM/YYYY أو YYYY-MM-DD أو MM/DD/YYYY أو D MMM YYYY.",
  [TIME_FORMAT_INVALID]: "يجب أن يكون تنسيق الوقت hh:mm A أو HH:mm.",
  [VAT_RANGE]: "يجب أن تكون نسبة ضريبة القيمة المضافة بين 0 و100.",
  [BOOLEAN_REQUIRED]: "يجب أن تكون قيمة هذا الحقل صحيحة أو خاطئة.",
  [TRN_INVALID]: "يجب أن يتكون الرقم الضريبي من 15 رقماً بالضبط.",
  [TEXT_INVALID]: "يجب أن يكون هذا الحقل نصاً لا يتجاوز 500 حرف.",
  [WHOLE_NUMBER]: "يجب أن يكون هذا الحقل عدداً صحيحاً لا يقل عن 0.",
  [PERCENT_RANGE]: "يجب أن تكون قيمة هذا الحقل بين 0 و100.",
  [LATE_BEFORE_FREE]:
    "يجب أن تكون فترة الإلغاء المتأخر أقصر من فترة الإلغاء المجاني (ساعات التأخير < الساعات المجانية).",
  [TIERS_ORDERED]: "يجب أن تكون الشرائح مرتبة: 0 <= نسبة التأخير <= نسبة التأخير الشديد <= نسبة عدم الحضور <= 100.",
  [PAYOUT_CYCLE_INVALID]: "يجب أن تكون دورة الدفعات أسبوعية أو شهرية.",
  [HOLD_DAYS_RANGE]: "يجب أن تكون أيام الحجز عدداً صحيحاً بين 0 و60.",
  [COMMISSION_RANGE]: "يجب أن تكون العمولة الافتراضية بين 0 و100 بمنزلتين عشريتين على الأكثر.",
  [EMAIL_INVALID]: "أدخل عنوان بريد إلكتروني صالحاً.",
  [URL_INVALID]: "أدخل رابطاً يبدأ بـ http:// أو https://.",
  [PHONE_INVALID]: "أدخل رقم هاتف: أرقام ومسافات و+ و- وأقواس (من 7 إلى 20 حرفاً).",
  [LOYALTY_INVALID]: "يجب أن يكون هذا الحقل رقماً لا يقل عن 0.",
  [NUMBER_TYPE]: "يجب أن يكون هذا الحقل رقماً.",
  [TEXT_TYPE]: "يجب أن يكون هذا الحقل نصاً.",
  [OBJECT_TYPE]: "يجب أن يكون هذا الحقل كائناً.",
});
