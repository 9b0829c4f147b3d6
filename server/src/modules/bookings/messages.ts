import { addTranslations } from "../../lib/i18n.js";

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
};

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
