import type { Bilingual } from "../../lib/errors.js";
import { addTranslations, translate } from "../../lib/i18n.js";

/** Booking, slot, fee and quotation messages (docs/commerce-api.md) and their Arabic. */
export const SLOT_TAKEN = "This time slot is no longer available. Please pick another.";
export const CART_EMPTY = "Your cart is empty.";
export const CANNOT_CANCEL = "This booking can no longer be cancelled.";
export const CANNOT_RESCHEDULE = "This booking can no longer be rescheduled.";
export const BOOKING_NOT_FOUND = "The booking was not found.";
export const QUOTATION_NOT_FOUND = "The quotation was not found.";
export const QUOTATION_EXPIRED = "This quotation has expired.";
export const QUOTATION_ANSWERED = "This quotation has already been answered.";
export const CASH_NOT_ACCEPTED = "This provider does not accept cash on delivery.";
export const PAYMENT_METHOD_FOR_FEE = "Choose how to pay the reschedule fee.";
export const SAME_SLOT = "Pick a different time to reschedule.";
export const TECHNICIAN_REQUIRED = "Choose a technician for this booking.";
export const NOT_YOUR_PARTNER = "This booking belongs to another provider.";
export const CARD_FIELDS_REQUIRED = "Enter the card details to pay the fee.";

export const BOOKINGS = "Bookings";
export const BOOKING_DETAILS = "Booking details";
export const BOOKING_REQUESTED = "Booking requested";
export const BOOKING_CANCELLED = "Booking cancelled";
export const BOOKING_RESCHEDULED = "Booking rescheduled";
export const BOOKING_STATUS_CHANGED = "Booking status updated";
export const TIME_SLOTS = "Time slots";
export const AVAILABLE_DATES = "Available dates";
export const FEE_PREVIEW = "Fee preview";
export const QUOTATIONS = "Quotations";
export const QUOTATION_DETAILS = "Quotation details";
export const QUOTATION_ACCEPTED = "Quotation accepted";
export const QUOTATION_DECLINED = "Quotation declined";

/** `The fee is now AED 25.00. Please review it and confirm again.` */
export const feeChanged = (aedText: string) => `The fee is now AED ${aedText}. Please review it and confirm again.`;

/** English and Arabic display names of booking statuses (the `statuses` table holds the same, type booking). */
export const STATUS_NAMES: Record<string, [en: string, ar: string]> = {
  requested: ["Requested", "مطلوب"],
  confirmed: ["Confirmed", "مؤكد"],
  "technician-assigned": ["Technician Assigned", "تم تعيين الفني"],
  "on-the-way": ["On the Way", "في الطريق"],
  "in-progress": ["In Progress", "قيد التنفيذ"],
  completed: ["Completed", "مكتمل"],
  cancelled: ["Cancelled", "ملغي"],
  declined: ["Declined", "مرفوض"],
  "no-show": ["No-show", "عدم حضور"],
};

/* ---- refused transitions and dispatch conflicts (issue 16) ---- */

export const DECLINE_REASON_REQUIRED = "Tell the customer why you are declining this booking.";
export const TECHNICIAN_INVALID_ID = "The selected technician id is invalid.";

/** `Only a requested booking can be accepted; this one is Confirmed.` (accept = confirmed, decline = declined) */
export const onlyRequested = (verb: "accepted" | "declined", from: string) =>
  `Only a requested booking can be ${verb}; this one is ${STATUS_NAMES[from]?.[0] ?? from}.`;
/** `A no-show can be recorded only for a booking with a technician assigned or on the way; this one is Requested.` */
export const noShowStatus = (from: string) =>
  `A no-show can be recorded only for a booking with a technician assigned or on the way; this one is ${STATUS_NAMES[from]?.[0] ?? from}.`;
/** `A no-show can be recorded only once the appointment has started (2026-03-10 09:00).` */
export const noShowTooEarly = (when: string) =>
  `A no-show can be recorded only once the appointment has started (${when}).`;

/** `Imran Qureshi works for another provider.` */
export const techOtherPartner = (name: string) => `${name} works for another provider.`;
/** `Imran Qureshi is inactive and takes no jobs.` */
export const techInactive = (name: string) => `${name} is inactive and takes no jobs.`;
/** `Imran Qureshi is not a technician.` */
export const techNotTechnician = (name: string) => `${name} is not a technician.`;
/** A message naming bilingual records: the English with the English names, the Arabic with the Arabic ones. */
const naming = (render: (names: string) => string, names: Bilingual): Bilingual => ({
  en: render(names.en),
  ar: translate(render(names.ar), "ar"),
});
/** `Imran Qureshi does not have the skills for Deep Cleaning.` (the services' names in each language) */
export const techLacksSkill = (name: string, services: Bilingual) =>
  naming((s) => `${name} does not have the skills for ${s}.`, services);
/** `Imran Qureshi is off on 2026-03-10: the company is closed (Eid Al Fitr).` (the holiday's name in each language) */
export const techCompanyClosed = (name: string, date: string, holiday: Bilingual) =>
  naming((h) => `${name} is off on ${date}: the company is closed (${h}).`, holiday);
/** `Imran Qureshi is on holiday on 2026-03-10.` */
export const techOnHoliday = (name: string, date: string) => `${name} is on holiday on ${date}.`;
/** `Imran Qureshi does not work on 2026-03-10.` */
export const techDayOff = (name: string, date: string) => `${name} does not work on ${date}.`;
/** `Imran Qureshi is not on shift from 19:00 to 21:00 on 2026-03-10 (works 08:00-20:00).` */
export const techOffShift = (name: string, from: string, to: string, date: string, hours: string) =>
  `${name} is not on shift from ${from} to ${to} on ${date} (works ${hours}).`;
/** `Imran Qureshi already has booking BK-000012 from 09:00 to 11:00 on 2026-03-10.` */
export const techBusy = (name: string, number: string, from: string, to: string, date: string) =>
  `${name} already has booking ${number} from ${from} to ${to} on ${date}.`;

/** `A booking that is Confirmed cannot become Completed.` */
export const badTransition = (from: string, to: string) =>
  `A booking that is ${STATUS_NAMES[from]?.[0] ?? from} cannot become ${STATUS_NAMES[to]?.[0] ?? to}.`;

const FIELD_AR: Record<string, string> = { date: "التاريخ", time: "الوقت", from: "تاريخ البداية" };
const fieldAr = (f: string) => FIELD_AR[f] ?? f;

const arStatus = (en: string) => Object.values(STATUS_NAMES).find(([e]) => e === en)?.[1] ?? en;

addTranslations(
  {
    [SLOT_TAKEN]: "لم يعد هذا الموعد متاحاً. يرجى اختيار موعد آخر.",
    [CART_EMPTY]: "سلتك فارغة.",
    [CANNOT_CANCEL]: "لم يعد بالإمكان إلغاء هذا الحجز.",
    [CANNOT_RESCHEDULE]: "لم يعد بالإمكان تغيير موعد هذا الحجز.",
    [BOOKING_NOT_FOUND]: "الحجز غير موجود.",
    [QUOTATION_NOT_FOUND]: "عرض السعر غير موجود.",
    [QUOTATION_EXPIRED]: "انتهت صلاحية عرض السعر هذا.",
    [QUOTATION_ANSWERED]: "تم الرد على عرض السعر هذا من قبل.",
    [CASH_NOT_ACCEPTED]: "مزود الخدمة هذا لا يقبل الدفع نقداً عند التنفيذ.",
    [PAYMENT_METHOD_FOR_FEE]: "اختر طريقة دفع رسوم تغيير الموعد.",
    [SAME_SLOT]: "اختر موعداً مختلفاً لتغيير الموعد.",
    [TECHNICIAN_REQUIRED]: "اختر فنياً لهذا الحجز.",
    [NOT_YOUR_PARTNER]: "هذا الحجز تابع لمزود خدمة آخر.",
    [CARD_FIELDS_REQUIRED]: "أدخل بيانات البطاقة لدفع الرسوم.",
    [DECLINE_REASON_REQUIRED]: "أخبر العميل بسبب رفض هذا الحجز.",
    [BOOKINGS]: "الحجوزات",
    [BOOKING_DETAILS]: "تفاصيل الحجز",
    [BOOKING_REQUESTED]: "تم إرسال طلب الحجز",
    [BOOKING_CANCELLED]: "تم إلغاء الحجز",
    [BOOKING_RESCHEDULED]: "تم تغيير موعد الحجز",
    [BOOKING_STATUS_CHANGED]: "تم تحديث حالة الحجز",
    [TIME_SLOTS]: "المواعيد المتاحة",
    [AVAILABLE_DATES]: "الأيام المتاحة",
    [FEE_PREVIEW]: "معاينة الرسوم",
    [QUOTATIONS]: "عروض الأسعار",
    [QUOTATION_DETAILS]: "تفاصيل عرض السعر",
    [QUOTATION_ACCEPTED]: "تم قبول عرض السعر",
    [QUOTATION_DECLINED]: "تم رفض عرض السعر",
  },
  [
    [
      /^The (.+) must be a date in the format YYYY-MM-DD\.$/,
      (_, f) => `يجب أن يكون ${fieldAr(f)} تاريخاً بالصيغة YYYY-MM-DD.`,
    ],
    [/^The (.+) must be a time in the format HH:mm\.$/, (_, f) => `يجب أن يكون ${fieldAr(f)} وقتاً بالصيغة HH:mm.`],
    [
      /^The fee is now AED ([\d,.]+)\. Please review it and confirm again\.$/,
      (_, n) => `أصبحت الرسوم ${n} درهم. يرجى مراجعتها والتأكيد مرة أخرى.`,
    ],
    [
      /^Only a requested booking can be (accepted|declined); this one is (.+)\.$/,
      (_, v, a) =>
        `لا يمكن ${v === "accepted" ? "قبول" : "رفض"} إلا حجز بحالة "مطلوب"؛ حالة هذا الحجز "${arStatus(a)}".`,
    ],
    [
      /^A no-show can be recorded only for a booking with a technician assigned or on the way; this one is (.+)\.$/,
      (_, a) =>
        `لا يمكن تسجيل عدم الحضور إلا لحجز تم تعيين فني له أو الفني في الطريق؛ حالة هذا الحجز "${arStatus(a)}".`,
    ],
    [
      /^A no-show can be recorded only once the appointment has started \((.+)\)\.$/,
      (_, w) => `لا يمكن تسجيل عدم الحضور إلا بعد بدء الموعد (${w}).`,
    ],
    [/^(.+) works for another provider\.$/, (_, n) => `${n} يعمل لدى مزود خدمة آخر.`],
    [/^(.+) is inactive and takes no jobs\.$/, (_, n) => `${n} غير نشط ولا يستقبل مهام.`],
    [/^(.+) is not a technician\.$/, (_, n) => `${n} ليس فنياً.`],
    [/^(.+) does not have the skills for (.+)\.$/, (_, n, s) => `لا يملك ${n} المهارات اللازمة لـ ${s}.`],
    [
      /^(.+) is off on (\S+): the company is closed \((.+)\)\.$/,
      (_, n, d, h) => `${n} في إجازة يوم ${d}: الشركة مغلقة (${h}).`,
    ],
    [/^(.+) is on holiday on (\S+)\.$/, (_, n, d) => `${n} في إجازة يوم ${d}.`],
    [/^(.+) does not work on (\S+)\.$/, (_, n, d) => `${n} لا يعمل يوم ${d}.`],
    [
      /^(.+) is not on shift from (\S+) to (\S+) on (\S+) \(works (.+)\)\.$/,
      (_, n, a, b, d, h) =>
        `${n} ليس في دوامه من ${a} إلى ${b} يوم ${d} (دوامه ${h.replace(/, break /g, "، استراحة ")}).`,
    ],
    [
      /^(.+) already has booking (\S+) from (\S+) to (\S+) on (\S+)\.$/,
      (_, n, k, a, b, d) => `لدى ${n} الحجز ${k} من ${a} إلى ${b} يوم ${d}.`,
    ],
    [
      /^A booking that is (.+) cannot become (.+)\.$/,
      (_, a, b) => `لا يمكن تغيير حالة الحجز من "${arStatus(a)}" إلى "${arStatus(b)}".`,
    ],
  ],
  {
    date: "التاريخ",
    time: "الوقت",
    "payment method": "طريقة الدفع",
    notes: "الملاحظات",
    images: "الصور",
    "coupon code": "رمز القسيمة",
    "expected fee": "الرسوم المتوقعة",
    reason: "السبب",
    note: "الملاحظة",
    "technician id": "الفني",
    "booking id": "رقم الحجز",
    "duration minutes": "المدة بالدقائق",
    days: "عدد الأيام",
    from: "تاريخ البداية",
    cart: "السلة",
    "card number": "رقم البطاقة",
    "exp month": "شهر الانتهاء",
    "exp year": "سنة الانتهاء",
    cvc: "رمز التحقق",
    "card name": "الاسم على البطاقة",
    "sort key": "مفتاح الترتيب",
  },
);
