import { addTranslations } from "../../lib/i18n.js";

export const CARD_DECLINED = "Your card was declined.";
export const TEST_CARDS_ONLY = "This test gateway only accepts the documented test cards.";
export const CARD_NUMBER_INVALID = "The card number is invalid.";
export const CARD_EXPIRED = "The card has expired.";
export const EXP_MONTH_INVALID = "The expiry month must be between 1 and 12.";
export const EXP_YEAR_INVALID = "The expiry year is invalid.";
export const CVC_INVALID = "The CVC must be 3 or 4 digits.";
export const PAYMENT_SUCCEEDED = "Payment successful";
export const GATEWAY_DETAILS = "Payment gateway";
export const GATEWAY_UNAVAILABLE =
  "Card payments are not available right now. Your order is saved: pay it later or choose another payment method.";

addTranslations(
  {
    [CARD_DECLINED]: "تم رفض بطاقتك.",
    [TEST_CARDS_ONLY]: "بوابة الدفع التجريبية تقبل بطاقات الاختبار الموثقة فقط.",
    [CARD_NUMBER_INVALID]: "رقم البطاقة غير صحيح.",
    [CARD_EXPIRED]: "انتهت صلاحية البطاقة.",
    [EXP_MONTH_INVALID]: "يجب أن يكون شهر الانتهاء بين 1 و12.",
    [EXP_YEAR_INVALID]: "سنة الانتهاء غير صحيحة.",
    [CVC_INVALID]: "يجب أن يتكون رمز التحقق (CVC) من 3 أو 4 أرقام.",
    [PAYMENT_SUCCEEDED]: "تمت عملية الدفع بنجاح",
    [GATEWAY_DETAILS]: "بوابة الدفع",
    [GATEWAY_UNAVAILABLE]: "الدفع بالبطاقة غير متاح حالياً. تم حفظ طلبك: ادفعه لاحقاً أو اختر طريقة دفع أخرى.",
  },
  [],
  {
    "card number": "رقم البطاقة",
    "exp month": "شهر الانتهاء",
    "exp year": "سنة الانتهاء",
    cvc: "رمز التحقق",
    "card name": "الاسم على البطاقة",
    amount: "المبلغ",
  },
);
