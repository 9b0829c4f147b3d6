import { addTranslations } from "../../lib/i18n.js";

/** Admin appointments messages (docs/api-catalog.md, "Admin: appointments") and their Arabic. */
export const BOOKINGS = "Appointments";
export const BOOKING_DETAILS = "Appointment details";
export const BULK_STATUS_CHANGED = "Appointments updated";
export const REASSIGNMENTS = "Reassignment requests";
export const REASSIGNMENT_APPROVED = "Reassignment approved";
export const REASSIGNMENT_REJECTED = "Reassignment rejected";
export const TECHNICIANS = "Technicians";
export const QUOTATIONS = "Quotations";
export const REPORTS = "Completion reports";
export const REVIEWS = "Reviews";
export const REVIEWS_SHOWN = "Reviews shown";
export const REVIEWS_HIDDEN = "Reviews hidden";
export const REVIEW_REPLIED = "Reply saved";
export const AVAILABILITY = "Availability";

export const REASSIGNMENT_NOT_FOUND = "The reassignment request was not found.";
export const REVIEW_NOT_FOUND = "The review was not found.";
export const ALREADY_HANDLED = "This reassignment request was already handled.";
export const BOOKING_CLOSED = "This booking is completed or cancelled; its technician can no longer change.";
export const TECHNICIAN_INVALID = "The selected technician is not a technician of this booking's provider.";
export const SAME_TECHNICIAN = "Choose a different technician than the one assigned now.";
export const REVIEW_ID_INVALID = "The selected review id is invalid.";
export const PARTNER_ID_INVALID = "The selected partner id is invalid.";

addTranslations(
  {
    [BOOKINGS]: "المواعيد",
    [BOOKING_DETAILS]: "تفاصيل الموعد",
    [BULK_STATUS_CHANGED]: "تم تحديث المواعيد",
    [REASSIGNMENTS]: "طلبات إعادة التعيين",
    [REASSIGNMENT_APPROVED]: "تمت الموافقة على إعادة التعيين",
    [REASSIGNMENT_REJECTED]: "تم رفض إعادة التعيين",
    [TECHNICIANS]: "الفنيون",
    [QUOTATIONS]: "عروض الأسعار",
    [REPORTS]: "تقارير الإنجاز",
    [REVIEWS]: "التقييمات",
    [REVIEWS_SHOWN]: "تم إظهار المراجعات",
    [REVIEWS_HIDDEN]: "تم إخفاء المراجعات",
    [REVIEW_REPLIED]: "تم حفظ الرد",
    [AVAILABILITY]: "التوفر",
    [REASSIGNMENT_NOT_FOUND]: "طلب إعادة التعيين غير موجود.",
    [REVIEW_NOT_FOUND]: "المراجعة غير موجودة.",
    [ALREADY_HANDLED]: "تمت معالجة طلب إعادة التعيين هذا من قبل.",
    [BOOKING_CLOSED]: "هذا الحجز مكتمل أو ملغي؛ لم يعد بالإمكان تغيير الفني.",
    [TECHNICIAN_INVALID]: "الفني المختار ليس من فنيي مزود الخدمة لهذا الحجز.",
    [SAME_TECHNICIAN]: "اختر فنياً غير الفني المعيّن حالياً.",
    [REVIEW_ID_INVALID]: "رقم المراجعة المختار غير صالح.",
    [PARTNER_ID_INVALID]: "رقم مزود الخدمة المختار غير صالح.",
  },
  [],
  {
    ids: "المعرفات",
    "new technician id": "الفني الجديد",
    reply: "الرد",
    "is visible": "الظهور",
    "date from": "من تاريخ",
    "date to": "إلى تاريخ",
    "customer id": "العميل",
    "technician id": "الفني",
    "payment status": "حالة الدفع",
    signoff: "توقيع العميل",
    replied: "الرد",
    rating: "التقييم",
  },
);
