import { addTranslations } from "../../lib/i18n.js";

/** Payout messages (issue 17c; docs/api-catalog.md "Payouts"). */

// success
export const PAYOUTS = "Payouts";
export const PAYOUT = "Payout";
export const PAYOUT_APPROVED = "Payout approved";
export const PAYOUT_PAID = "Payout marked as paid";
export const PAYOUT_FAILED = "Payout marked as failed";
export const CYCLE_RUN = "Payout cycle run";

// errors
export const PAYOUT_NOT_FOUND = "Payout not found.";
export const NO_IBAN_EN = "No valid IBAN on file";
export const NO_IBAN_AR = "لا يوجد رقم آيبان صالح في الملف";
export const APPROVE_ON_HOLD =
  "This payout is on hold: the partner has no valid IBAN on file. Ask the partner to add a valid UAE IBAN, then approve it.";
export const APPROVE_NOT_PENDING = "Only a pending payout can be approved; this one is not pending.";
export const APPROVE_FIRST = "This payout is still pending: approve it first, then mark it paid.";
export const ALREADY_PAID = "This payout has already been paid.";
export const PAID_NOT_APPROVED = "Only an approved payout can be marked paid; this one has failed.";
export const FAIL_NOT_OPEN =
  "Only a pending or approved payout can be marked failed; this one is paid or failed already.";
export const REFERENCE_LENGTH = "The bank reference must be between 3 and 64 characters.";
export const REASON_LENGTH = "The reason must be between 3 and 500 characters.";
export const CUT_OFF_FORMAT = "Enter a date (YYYY-MM-DD) or an ISO date-time.";
export const CUT_OFF_FUTURE = "The cut-off may be at most one day from now.";
export const DATE_FORMAT = "Enter a date as YYYY-MM-DD.";
export const UNKNOWN_PARTNER = "The selected partner does not exist.";

addTranslations(
  {
    [PAYOUTS]: "الدفعات",
    [PAYOUT]: "الدفعة",
    [PAYOUT_APPROVED]: "تمت الموافقة على الدفعة",
    [PAYOUT_PAID]: "تم تسجيل الدفعة كمدفوعة",
    [PAYOUT_FAILED]: "تم تسجيل الدفعة كفاشلة",
    [CYCLE_RUN]: "تم تشغيل دورة الدفعات",
    [PAYOUT_NOT_FOUND]: "الدفعة غير موجودة.",
    [APPROVE_ON_HOLD]:
      "هذه الدفعة معلقة: لا يوجد لدى مزود الخدمة رقم آيبان صالح. اطلب من مزود الخدمة إضافة رقم آيبان إماراتي صالح ثم وافق عليها.",
    [APPROVE_NOT_PENDING]: "يمكن الموافقة على الدفعات المعلقة فقط؛ هذه الدفعة ليست معلقة.",
    [APPROVE_FIRST]: "هذه الدفعة ما زالت معلقة: وافق عليها أولاً ثم سجلها كمدفوعة.",
    [ALREADY_PAID]: "تم دفع هذه الدفعة من قبل.",
    [PAID_NOT_APPROVED]: "يمكن تسجيل الدفعات المعتمدة فقط كمدفوعة؛ هذه الدفعة فشلت.",
    [FAIL_NOT_OPEN]: "يمكن تسجيل الدفعات المعلقة أو المعتمدة فقط كفاشلة؛ هذه الدفعة مدفوعة أو فاشلة من قبل.",
    [REFERENCE_LENGTH]: "يجب أن يكون المرجع البنكي بين 3 و64 حرفاً.",
    [REASON_LENGTH]: "يجب أن يكون السبب بين 3 و500 حرف.",
    [CUT_OFF_FORMAT]: "أدخل تاريخاً (YYYY-MM-DD) أو تاريخاً ووقتاً بصيغة ISO.",
    [CUT_OFF_FUTURE]: "يجب ألا يتجاوز موعد الإقفال يوماً واحداً من الآن.",
    [DATE_FORMAT]: "أدخل التاريخ بصيغة YYYY-MM-DD.",
    [UNKNOWN_PARTNER]: "مزود الخدمة المحدد غير موجود.",
  },
  [],
  {
    reference: "المرجع البنكي",
    reason: "السبب",
    "cut off": "موعد الإقفال",
    "hold days": "أيام الاحتجاز",
    "period end": "نهاية الفترة",
    "partner id": "رقم مزود الخدمة",
  },
);
