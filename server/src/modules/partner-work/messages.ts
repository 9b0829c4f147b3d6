import type { Bilingual } from "../../lib/errors.js";
import { addTranslations } from "../../lib/i18n.js";
import { STATUS_NAMES } from "../bookings/messages.js";

/**
 * Messages of the partner's quotations, completion reports and reassignment requests (docs/api-catalog.md,
 * "Partner: quotations, completion reports, reassignment") and of the admin's reassignment to another partner, with
 * their Arabic.
 */
export const QUOTATION_SENT = "Quotation sent";
export const REPORT_SUBMITTED = "Completion report submitted";
export const REASSIGNMENT_REQUESTED = "Reassignment requested";
export const CHECKLIST = "Checklist";
export const ELIGIBLE_PARTNERS = "Providers for this booking";

export const REPORT_EXISTS = "This booking already has a completion report.";
export const TIME_ON_SITE_REQUIRED = "Enter the time on site: the minutes, or the start and end times.";
export const END_BEFORE_START = "The end time must be after the start time.";
export const VALID_UNTIL_PAST = "The quotation must stay valid until today or later.";
export const VALIDITY_BOTH = "Give either a valid until date or a number of days, not both.";
export const LINE_DESCRIPTION_REQUIRED = "Describe the work of this line.";
export const TITLE_REQUIRED = "Give the quotation a title.";
export const REASSIGNMENT_PENDING = "A reassignment request for this booking is already waiting for Khidma.";
export const REASSIGN_REQUESTED = "This booking is still a request: decline it instead of asking for a reassignment.";
export const CHOOSE_REASSIGNMENT = "Choose another technician or another provider.";
export const CHOOSE_ONE_REASSIGNMENT = "Choose either another technician or another provider, not both.";
export const SAME_PARTNER = "Choose a provider other than the booking's current one.";
export const PARTNER_NOT_ACTIVE = "This provider is not active.";
export const BAD_TIME = "Give the time as HH:mm (Asia/Dubai, the booking's day) or as a date and time.";
export const LINE_PHOTO_UNKNOWN = "Photos were sent for a line that does not exist.";
export const CASH_ALREADY_TAKEN =
  "The provider already collected this booking's cash; pay the quotation by card or from the wallet.";
export const UNIT_PRICE_DECIMALS = "The unit price may have at most 2 decimals.";
export const LINES_LIST = "The lines must be a list of {description, quantity, unit_price}.";
export const CHECKLIST_LIST = "The checklist must be a list of {key, done}.";
export const CHECKLIST_DONE = "Each checklist item must be done (true) or not (false).";
export const CASH_ONLY_FOR_CASH_BOOKINGS =
  "Cash is possible only when the booking itself is paid in cash; pay by card or from the wallet.";

const statusName = (status: string) => STATUS_NAMES[status]?.[0] ?? status;
const arStatus = (en: string) => Object.values(STATUS_NAMES).find(([e]) => e === en)?.[1] ?? en;

/** `A quotation can be sent only while the job is under way (technician assigned, on the way or in progress); this booking is Cancelled.` */
export const quoteNotWorking = (status: string) =>
  `A quotation can be sent only while the job is under way (technician assigned, on the way or in progress); this booking is ${statusName(status)}.`;
/** `A completion report can be sent only for a booking in progress; this one is On the Way.` */
export const reportNotInProgress = (status: string) =>
  `A completion report can be sent only for a booking in progress; this one is ${statusName(status)}.`;
/** `A reassignment can be asked only before the job starts; this booking is In Progress.` */
export const reassignNotOpen = (status: string) =>
  `A reassignment can be asked only before the job starts; this booking is ${statusName(status)}.`;
/** `Khidma can no longer move this booking to another provider: it is In Progress.` */
export const cannotMoveBooking = (status: string) =>
  `Khidma can no longer move this booking to another provider: it is ${statusName(status)}.`;
/** English and Arabic names of a record (a partner, an area, a service). */
interface Names {
  name_en: string;
  name_ar: string;
}
/** `FixIt Handyman does not serve Dubai Marina.`, each name in the reader's language. */
export const partnerNotInArea = (partner: Names, area: Names): Bilingual => ({
  en: `${partner.name_en} does not serve ${area.name_en}.`,
  ar: `لا يخدم ${partner.name_ar} منطقة ${area.name_ar}.`,
});
/** `FixIt Handyman does not offer services like Deep Cleaning.`, each name in the reader's language. */
export const partnerLacksService = (partner: Names, services: Names[]): Bilingual => ({
  en: `${partner.name_en} does not offer services like ${services.map((s) => s.name_en).join(", ")}.`,
  ar: `لا يقدم ${partner.name_ar} خدمات مثل ${services.map((s) => s.name_ar).join("، ")}.`,
});
/** `FixIt Handyman has no free slot on 2026-03-10 at 09:00.` */
export const partnerNoSlot = (partner: Names, date: string, time: string): Bilingual => ({
  en: `${partner.name_en} has no free slot on ${date} at ${time}.`,
  ar: `لا يوجد لدى ${partner.name_ar} موعد متاح يوم ${date} الساعة ${time}.`,
});
/** `The checklist has no item "x".` */
export const unknownChecklistItem = (key: string) => `The checklist has no item "${key}".`;

addTranslations(
  {
    [QUOTATION_SENT]: "تم إرسال عرض السعر",
    [REPORT_SUBMITTED]: "تم إرسال تقرير الإنجاز",
    [REASSIGNMENT_REQUESTED]: "تم طلب إعادة التعيين",
    [CHECKLIST]: "قائمة التحقق",
    [ELIGIBLE_PARTNERS]: "مزودو الخدمة لهذا الحجز",
    [REPORT_EXISTS]: "لهذا الحجز تقرير إنجاز من قبل.",
    [TIME_ON_SITE_REQUIRED]: "أدخل مدة العمل في الموقع: بالدقائق، أو وقت البداية والنهاية.",
    [END_BEFORE_START]: "يجب أن يكون وقت النهاية بعد وقت البداية.",
    [VALID_UNTIL_PAST]: "يجب أن يبقى عرض السعر سارياً حتى اليوم أو بعده.",
    [VALIDITY_BOTH]: "أدخل تاريخ انتهاء الصلاحية أو عدد الأيام، وليس كليهما.",
    [LINE_DESCRIPTION_REQUIRED]: "صف العمل في هذا البند.",
    [TITLE_REQUIRED]: "أدخل عنواناً لعرض السعر.",
    [REASSIGNMENT_PENDING]: "يوجد طلب إعادة تعيين لهذا الحجز بانتظار خدمة.",
    [REASSIGN_REQUESTED]: "هذا الحجز ما زال طلباً: ارفضه بدلاً من طلب إعادة التعيين.",
    [CHOOSE_REASSIGNMENT]: "اختر فنياً آخر أو مزود خدمة آخر.",
    [CHOOSE_ONE_REASSIGNMENT]: "اختر فنياً آخر أو مزود خدمة آخر، وليس كليهما.",
    [SAME_PARTNER]: "اختر مزود خدمة غير مزود الحجز الحالي.",
    [PARTNER_NOT_ACTIVE]: "مزود الخدمة هذا غير نشط.",
    [BAD_TIME]: "أدخل الوقت بصيغة HH:mm (بتوقيت دبي، يوم الحجز) أو تاريخاً ووقتاً.",
    [LINE_PHOTO_UNKNOWN]: "أُرسلت صور لبند غير موجود.",
    [CASH_ALREADY_TAKEN]: "حصّل مزود الخدمة المبلغ النقدي لهذا الحجز من قبل؛ ادفع عرض السعر بالبطاقة أو من المحفظة.",
    [UNIT_PRICE_DECIMALS]: "يجب ألا يزيد سعر الوحدة عن منزلتين عشريتين.",
    [LINES_LIST]: "يجب أن تكون البنود قائمة من {description, quantity, unit_price}.",
    [CHECKLIST_LIST]: "يجب أن تكون قائمة التحقق قائمة من {key, done}.",
    [CHECKLIST_DONE]: "يجب أن يكون كل بند في قائمة التحقق منجزاً (true) أو غير منجز (false).",
    [CASH_ONLY_FOR_CASH_BOOKINGS]:
      "الدفع نقداً متاح فقط عندما يكون الحجز نفسه مدفوعاً نقداً؛ ادفع بالبطاقة أو من المحفظة.",
  },
  [
    [
      /^A quotation can be sent only while the job is under way \(technician assigned, on the way or in progress\); this booking is (.+)\.$/,
      (_, s) =>
        `لا يمكن إرسال عرض سعر إلا أثناء تنفيذ العمل (تم تعيين الفني أو في الطريق أو قيد التنفيذ)؛ حالة هذا الحجز "${arStatus(s)}".`,
    ],
    [
      /^A completion report can be sent only for a booking in progress; this one is (.+)\.$/,
      (_, s) => `لا يمكن إرسال تقرير الإنجاز إلا لحجز قيد التنفيذ؛ حالة هذا الحجز "${arStatus(s)}".`,
    ],
    [
      /^A reassignment can be asked only before the job starts; this booking is (.+)\.$/,
      (_, s) => `لا يمكن طلب إعادة التعيين إلا قبل بدء العمل؛ حالة هذا الحجز "${arStatus(s)}".`,
    ],
    [
      /^Khidma can no longer move this booking to another provider: it is (.+)\.$/,
      (_, s) => `لم يعد بإمكان خدمة نقل هذا الحجز إلى مزود خدمة آخر: حالته "${arStatus(s)}".`,
    ],
    [/^The checklist has no item "(.+)"\.$/, (_, k) => `لا تحتوي قائمة التحقق على البند "${k}".`],
  ],
  {
    "booking id": "الحجز",
    lines: "البنود",
    description: "الوصف",
    "description en": "الوصف بالإنجليزية",
    "description ar": "الوصف بالعربية",
    quantity: "الكمية",
    "unit price": "سعر الوحدة",
    "valid until": "صالح حتى",
    "valid days": "مدة الصلاحية بالأيام",
    title: "العنوان",
    "title en": "العنوان بالإنجليزية",
    "title ar": "العنوان بالعربية",
    photos: "الصور",
    "before photos": "صور ما قبل العمل",
    "after photos": "صور ما بعد العمل",
    checklist: "قائمة التحقق",
    "minutes on site": "مدة العمل بالدقائق",
    "started at": "وقت البداية",
    "ended at": "وقت النهاية",
    "new partner id": "مزود الخدمة الجديد",
  },
);
