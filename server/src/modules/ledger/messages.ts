import { addTranslations } from "../../lib/i18n.js";

/** Commission and partner ledger messages (issue 17b; docs/api-catalog.md, "Commission and the partner ledger"). */

// success
export const COMMISSION_RATES = "Commission rates";
export const COMMISSION_SAVED = "Commission rate saved";
export const LEDGER = "Partner ledger";
export const LEDGER_ADJUSTED = "Ledger adjusted";
export const BALANCE = "Partner balance";
export const BOOKING_REFUNDED = "Booking refunded";

// errors
export const RATE_DECIMALS = "The rate may have at most 2 decimals.";
export const RATE_RANGE = "The rate must be between 0 and 100.";
export const EFFECTIVE_FORMAT = "Enter a date (YYYY-MM-DD) or an ISO date-time.";
export const EFFECTIVE_PAST =
  "The rate cannot take effect in the past: commission history is never rewritten. Choose today or a later date.";
export const UNKNOWN_PARTNER = "The selected partner does not exist.";
export const UNKNOWN_CATEGORY = "The selected category does not exist.";
export const AMOUNT_DECIMALS = "The amount may have at most 2 decimals.";
export const AMOUNT_NOT_ZERO = "The amount must not be 0.";
export const REASON_LENGTH = "The reason must be between 3 and 500 characters.";
export const DATE_FORMAT = "Enter a date as YYYY-MM-DD.";
export const TO_BEFORE_FROM = "The end date must not be before the start date.";
export const PARTNER_REQUIRED = "The partner id field is required.";
export const REFUND_NOT_COMPLETED = "Only a completed booking can be refunded here.";
export const REFUND_NOT_PAID = "This booking's order has not been paid, so there is nothing to refund.";
export const REFUND_NOTHING_LEFT = "This booking has been refunded in full already.";
export const refundTooMuch = (left: string) => `At most AED ${left} of this booking can still be refunded.`;

addTranslations(
  {
    [COMMISSION_RATES]: "نسب العمولة",
    [COMMISSION_SAVED]: "تم حفظ نسبة العمولة",
    [LEDGER]: "سجل حساب مزود الخدمة",
    [LEDGER_ADJUSTED]: "تمت تسوية السجل",
    [BALANCE]: "رصيد مزود الخدمة",
    [BOOKING_REFUNDED]: "تم استرداد مبلغ الحجز",
    [RATE_DECIMALS]: "يجب ألا تزيد النسبة عن منزلتين عشريتين.",
    [RATE_RANGE]: "يجب أن تكون النسبة بين 0 و100.",
    [EFFECTIVE_FORMAT]: "أدخل تاريخاً (YYYY-MM-DD) أو تاريخاً ووقتاً بصيغة ISO.",
    [EFFECTIVE_PAST]: "لا يمكن أن تسري النسبة في الماضي: سجل العمولات لا يُعاد كتابته. اختر اليوم أو تاريخاً لاحقاً.",
    [UNKNOWN_PARTNER]: "مزود الخدمة المحدد غير موجود.",
    [UNKNOWN_CATEGORY]: "الفئة المحددة غير موجودة.",
    [AMOUNT_DECIMALS]: "يجب ألا يزيد المبلغ عن منزلتين عشريتين.",
    [AMOUNT_NOT_ZERO]: "يجب ألا يكون المبلغ صفراً.",
    [REASON_LENGTH]: "يجب أن يكون السبب بين 3 و500 حرف.",
    [DATE_FORMAT]: "أدخل التاريخ بصيغة YYYY-MM-DD.",
    [TO_BEFORE_FROM]: "يجب ألا يكون تاريخ الانتهاء قبل تاريخ البدء.",
    [REFUND_NOT_COMPLETED]: "يمكن هنا استرداد مبلغ الحجوزات المكتملة فقط.",
    [REFUND_NOT_PAID]: "لم يُدفع طلب هذا الحجز، فلا يوجد ما يُسترد.",
    [REFUND_NOTHING_LEFT]: "تم استرداد مبلغ هذا الحجز بالكامل من قبل.",
  },
  [
    [
      /^At most AED ([\d.]+) of this booking can still be refunded\.$/,
      (_, n) => `يمكن استرداد ${n} درهم على الأكثر من هذا الحجز.`,
    ],
  ],
  {
    rate: "النسبة",
    "effective from": "تاريخ السريان",
    amount: "المبلغ",
    reason: "السبب",
    from: "تاريخ البداية",
    to: "تاريخ النهاية",
    "booking id": "رقم الحجز",
    "order id": "رقم الطلب",
    "payout id": "رقم الدفعة",
    current: "السارية",
  },
);
