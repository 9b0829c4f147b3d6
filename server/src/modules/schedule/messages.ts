import { addTranslations } from "../../lib/i18n.js";

// shared wording with the partner catalog (one English message, one Arabic wording)
export { NO_PARTNER_PROFILE, PARTNER_ID_INVALID, PARTNER_ID_REQUIRED } from "../partner-catalog/messages.js";

/** Working hours, holidays and UAE public holidays (issue 15): messages and their Arabic. */

// success
export const WORKING_HOURS = "Working hours";
export const WORKING_HOURS_SAVED = "Working hours saved";
export const WORKING_HOURS_RESET = "The technician now follows the company's working hours";
export const HOLIDAYS = "Holidays";
export const HOLIDAY_CREATED = "Holiday added";
export const HOLIDAY_UPDATED = "Holiday updated";
export const HOLIDAY_DELETED = "Holiday deleted";
export const HOLIDAY_IMPACT = "Appointments the holiday would affect";
export const PUBLIC_HOLIDAYS = "UAE public holidays";
export const PUBLIC_HOLIDAY_CREATED = "Public holiday added";
export const PUBLIC_HOLIDAY_UPDATED = "Public holiday updated";
export const PUBLIC_HOLIDAY_DELETED = "Public holiday deleted";
export const PUBLIC_HOLIDAY_CHOICE = "Public holidays the company closes on";
export const PUBLIC_HOLIDAY_CHOICE_SAVED = "Public holiday choice saved";

// errors
export const NOT_YOUR_COMPANY = "You can only manage your own company's schedule.";
export const TECHNICIAN_INVALID = "The technician is not one of this company's team.";
export const HOLIDAY_NOT_FOUND = "The holiday was not found.";
export const PUBLIC_HOLIDAY_NOT_FOUND = "The public holiday was not found.";
export const TIME_INVALID = "The time must be in the format HH:mm.";
export const CLOSES_BEFORE_OPENS = "The closing time must be after the opening time.";
export const BREAK_ENDS_BEFORE_START = "A break must end after it starts.";
export const BREAK_OUTSIDE_HOURS = "A break must be within the opening hours.";
export const BREAKS_OVERLAP = "Breaks must not overlap.";
export const WEEKDAY_INVALID = "The weekday must be a number from 0 (Sunday) to 6 (Saturday).";
export const WEEKDAY_TWICE = "Each weekday may be given only once.";
export const WEEKDAYS_MISSING = "Give all seven weekdays, from 0 (Sunday) to 6 (Saturday).";
export const DAYS_REQUIRED = "The days field is required.";
export const DATE_INVALID = "The date must be a real date in the format YYYY-MM-DD.";
export const END_BEFORE_START = "The end date must not be before the start date.";
export const RANGE_TOO_LONG = "A holiday may last at most a year (366 days).";
export const KEY_INVALID = "The key may hold lower-case letters, digits and hyphens only.";
export const KEY_UNKNOWN = "The key is not one of the UAE public holidays.";

// notification to an affected customer
export const affectedNotice = (number: string, when: string, title_en: string, title_ar: string) => ({
  title_en: `Booking ${number}: the company is closed that day`,
  title_ar: `الحجز ${number}: الشركة مغلقة في ذلك اليوم`,
  body_en: `Your booking on ${when} falls on "${title_en}". You can reschedule or cancel it free of charge.`,
  body_ar: `يصادف حجزك بتاريخ ${when} عطلة "${title_ar}". يمكنك تغيير موعده أو إلغاؤه مجاناً.`,
});

addTranslations(
  {
    [WORKING_HOURS]: "ساعات العمل",
    [WORKING_HOURS_SAVED]: "تم حفظ ساعات العمل",
    [WORKING_HOURS_RESET]: "أصبح الفني يتبع ساعات عمل الشركة",
    [HOLIDAYS]: "العطلات",
    [HOLIDAY_CREATED]: "تمت إضافة العطلة",
    [HOLIDAY_UPDATED]: "تم تحديث العطلة",
    [HOLIDAY_DELETED]: "تم حذف العطلة",
    [HOLIDAY_IMPACT]: "المواعيد التي ستتأثر بالعطلة",
    [PUBLIC_HOLIDAYS]: "العطلات الرسمية في الإمارات",
    [PUBLIC_HOLIDAY_CREATED]: "تمت إضافة العطلة الرسمية",
    [PUBLIC_HOLIDAY_UPDATED]: "تم تحديث العطلة الرسمية",
    [PUBLIC_HOLIDAY_DELETED]: "تم حذف العطلة الرسمية",
    [PUBLIC_HOLIDAY_CHOICE]: "العطلات الرسمية التي تغلق فيها الشركة",
    [PUBLIC_HOLIDAY_CHOICE_SAVED]: "تم حفظ اختيار العطلات الرسمية",
    [NOT_YOUR_COMPANY]: "يمكنك إدارة جدول شركتك فقط.",
    [TECHNICIAN_INVALID]: "الفني ليس من فريق هذه الشركة.",
    [HOLIDAY_NOT_FOUND]: "لم يتم العثور على العطلة.",
    [PUBLIC_HOLIDAY_NOT_FOUND]: "لم يتم العثور على العطلة الرسمية.",
    [TIME_INVALID]: "يجب أن يكون الوقت بالصيغة HH:mm.",
    [CLOSES_BEFORE_OPENS]: "يجب أن يكون وقت الإغلاق بعد وقت الفتح.",
    [BREAK_ENDS_BEFORE_START]: "يجب أن تنتهي الاستراحة بعد بدايتها.",
    [BREAK_OUTSIDE_HOURS]: "يجب أن تكون الاستراحة ضمن ساعات العمل.",
    [BREAKS_OVERLAP]: "يجب ألا تتداخل الاستراحات.",
    [WEEKDAY_INVALID]: "يجب أن يكون يوم الأسبوع رقماً من 0 (الأحد) إلى 6 (السبت).",
    [WEEKDAY_TWICE]: "يمكن إدخال كل يوم من أيام الأسبوع مرة واحدة فقط.",
    [WEEKDAYS_MISSING]: "أدخل أيام الأسبوع السبعة كلها، من 0 (الأحد) إلى 6 (السبت).",
    [DAYS_REQUIRED]: "حقل الأيام مطلوب.",
    [DATE_INVALID]: "يجب أن يكون التاريخ صحيحاً وبالصيغة YYYY-MM-DD.",
    [END_BEFORE_START]: "يجب ألا يكون تاريخ الانتهاء قبل تاريخ البدء.",
    [RANGE_TOO_LONG]: "لا يمكن أن تزيد مدة العطلة على سنة (366 يوماً).",
    [KEY_INVALID]: "يمكن أن يحتوي المفتاح على أحرف إنجليزية صغيرة وأرقام وشرطات فقط.",
    [KEY_UNKNOWN]: "المفتاح ليس من العطلات الرسمية في الإمارات.",
  },
  [],
  {
    weekday: "يوم الأسبوع",
    "is closed": "الإغلاق",
    "opens at": "وقت الفتح",
    "closes at": "وقت الإغلاق",
    "starts at": "بداية الاستراحة",
    "ends at": "نهاية الاستراحة",
    breaks: "الاستراحات",
    capacity: "السعة",
    days: "الأيام",
    "end date": "تاريخ الانتهاء",
    "title ar": "العنوان بالعربية",
    "technician ids": "الفنيون",
    "exclude id": "العطلة المستثناة",
    "name ar": "الاسم بالعربية",
    key: "المفتاح",
    "is tentative": "مبدئي",
    keys: "العطلات",
    "closed on all": "مغلق في كل العطلات الرسمية",
    from: "من",
    to: "إلى",
    year: "السنة",
  },
);
