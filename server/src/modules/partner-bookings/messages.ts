import { addTranslations } from "../../lib/i18n.js";
import { STATUS_NAMES } from "../bookings/messages.js";

/** Partner appointments messages (docs/api-catalog.md, "Partner: appointments") and their Arabic. */
export const APPOINTMENTS = "Appointments";
export const APPOINTMENT_DETAILS = "Appointment details";
export const APPOINTMENT_ACCEPTED = "Booking accepted";
export const APPOINTMENT_DECLINED = "Booking declined";
export const TECHNICIAN_ASSIGNED = "Technician assigned";
export const CASH_COLLECTED = "Cash collected";
export const CALENDAR = "Dispatch calendar";

export const NOT_CASH = "This booking is not paid in cash.";
export const CASH_ALREADY_COLLECTED = "The cash for this booking was already collected.";
export const CALENDAR_RANGE = "The calendar shows at most 31 days: pick a to date within 31 days of the from date.";
export const CALENDAR_ORDER = "The to date must be on or after the from date.";

const nameOf = (status: string) => STATUS_NAMES[status]?.[0] ?? status;
const arOf = (en: string) => Object.values(STATUS_NAMES).find(([e]) => e === en)?.[1] ?? en;

/** `Assign a technician only to a confirmed booking or one with a technician; this one is Requested.` */
export const cannotAssign = (status: string) =>
  `Assign a technician only to a confirmed booking or one with a technician; this one is ${nameOf(status)}.`;
/** `A booking that is Cancelled has no cash to collect.` */
export const noCashToCollect = (status: string) => `A booking that is ${nameOf(status)} has no cash to collect.`;

addTranslations(
  {
    [APPOINTMENTS]: "المواعيد",
    [APPOINTMENT_DETAILS]: "تفاصيل الموعد",
    [APPOINTMENT_ACCEPTED]: "تم قبول الحجز",
    [APPOINTMENT_DECLINED]: "تم رفض الحجز",
    [TECHNICIAN_ASSIGNED]: "تم تعيين الفني",
    [CASH_COLLECTED]: "تم تحصيل المبلغ نقداً",
    [CALENDAR]: "تقويم توزيع المهام",
    [NOT_CASH]: "هذا الحجز غير مدفوع نقداً.",
    [CASH_ALREADY_COLLECTED]: "تم تحصيل المبلغ النقدي لهذا الحجز من قبل.",
    [CALENDAR_RANGE]: "يعرض التقويم 31 يوماً على الأكثر: اختر تاريخ نهاية خلال 31 يوماً من تاريخ البداية.",
    [CALENDAR_ORDER]: "يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.",
  },
  [
    [
      /^Assign a technician only to a confirmed booking or one with a technician; this one is (.+)\.$/,
      (_, s) => `لا يمكن تعيين فني إلا لحجز مؤكد أو لحجز له فني؛ حالة هذا الحجز "${arOf(s)}".`,
    ],
    [
      /^A booking that is (.+) has no cash to collect\.$/,
      (_, s) => `لا يوجد مبلغ نقدي لتحصيله من حجز بحالة "${arOf(s)}".`,
    ],
  ],
  {
    reason: "السبب",
    "area id": "المنطقة",
    to: "تاريخ النهاية",
  },
);
