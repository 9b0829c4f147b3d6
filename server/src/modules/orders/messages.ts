import { addTranslations } from "../../lib/i18n.js";

export const ORDER_DETAILS = "Order details";
export const INVOICE_DETAILS = "Tax invoice";
export const SUBSCRIPTIONS = "Package subscriptions";
export const ORDER_NOT_FOUND = "The order was not found.";
export const INVOICE_NOT_FOUND = "The invoice was not found.";
export const ORDER_ALREADY_PAID = "This order has already been paid.";
export const ORDER_NOT_PAYABLE = "This order can no longer be paid.";
export const ORDER_NOT_CARD = "This order is not paid by card.";
export const ORDER_EXPIRED = "This order was not paid within 30 minutes and has expired; please check out again.";
export const cartCheckedOut = (number: string) =>
  `This cart is already checked out as order ${number}, waiting for payment. Pay that order, or check out again once it expires.`;
export const PACKAGE_ORDER_PLACED = "Package order placed";
export const PACKAGE_PURCHASED = "Package purchased";
export const PACKAGE_CART_EMPTY = "Your package cart is empty.";
export const START_DATE_INVALID = "The start date must be a date (YYYY-MM-DD).";
export const START_DATE_WINDOW = "The start date must be between tomorrow and 60 days from today.";

addTranslations(
  {
    [ORDER_DETAILS]: "تفاصيل الطلب",
    [INVOICE_DETAILS]: "الفاتورة الضريبية",
    [SUBSCRIPTIONS]: "اشتراكات الباقات",
    [ORDER_NOT_FOUND]: "الطلب غير موجود.",
    [INVOICE_NOT_FOUND]: "الفاتورة غير موجودة.",
    [ORDER_ALREADY_PAID]: "تم دفع هذا الطلب من قبل.",
    [ORDER_NOT_PAYABLE]: "لم يعد بالإمكان دفع هذا الطلب.",
    [ORDER_NOT_CARD]: "طريقة الدفع لهذا الطلب ليست البطاقة.",
    [ORDER_EXPIRED]: "لم يُدفع هذا الطلب خلال 30 دقيقة وانتهت صلاحيته؛ يرجى إتمام الشراء مرة أخرى.",
    [PACKAGE_ORDER_PLACED]: "تم إنشاء طلب الباقة",
    [PACKAGE_PURCHASED]: "تم شراء الباقة",
    [PACKAGE_CART_EMPTY]: "سلة الباقات فارغة.",
    [START_DATE_INVALID]: "يجب أن يكون تاريخ البدء تاريخاً صحيحاً (YYYY-MM-DD).",
    [START_DATE_WINDOW]: "يجب أن يكون تاريخ البدء بين الغد و60 يوماً من اليوم.",
  },
  [
    [
      /^This cart is already checked out as order (\S+), waiting for payment\. Pay that order, or check out again once it expires\.$/,
      (_, n) =>
        `تم إتمام شراء هذه السلة بالطلب ${n} وهو بانتظار الدفع. ادفع ذلك الطلب، أو أعد إتمام الشراء بعد انتهاء صلاحيته.`,
    ],
  ],
  { "order id": "رقم الطلب", "start date": "تاريخ البدء", cart: "السلة" },
);
