import { addTranslations } from "../../lib/i18n.js";
import "../coupons/messages.js";

/** Cart messages and their Arabic. */
export const CART = "Cart";
export const CART_ADDED = "Added to cart";
export const CART_UPDATED = "Cart updated";
export const CART_ITEM_REMOVED = "Removed from cart";
export const CART_CLEARED = "Cart cleared";
export const CART_NOTES_SAVED = "Notes and photos saved";
export const COUPON_APPLIED = "Coupon applied";
export const COUPON_REMOVED = "Coupon removed";
export const PACKAGE_CART = "Package cart";
export const PACKAGE_CART_ADDED = "Package added to cart";
export const PACKAGE_CART_REMOVED = "Package removed from cart";

export const CART_ITEM_NOT_FOUND = "The cart item was not found.";
export const CART_EMPTY_FOR_COUPON = "Add something to your cart before applying a coupon.";
export const CART_CUSTOMERS_ONLY = "Only customers can use the cart.";
export const KEEP_IMAGES_INVALID = "The keep images must be a JSON array of photo paths.";
export const otherProviderMessage = (partner: string) =>
  `Your cart has services from ${partner}. Clear it to add services from another provider.`;

addTranslations(
  {
    [CART]: "السلة",
    [CART_ADDED]: "تمت الإضافة إلى السلة",
    [CART_UPDATED]: "تم تحديث السلة",
    [CART_ITEM_REMOVED]: "تمت الإزالة من السلة",
    [CART_CLEARED]: "تم إفراغ السلة",
    [CART_NOTES_SAVED]: "تم حفظ الملاحظات والصور",
    [COUPON_APPLIED]: "تم تطبيق القسيمة",
    [COUPON_REMOVED]: "تمت إزالة القسيمة",
    [PACKAGE_CART]: "سلة الباقات",
    [PACKAGE_CART_ADDED]: "تمت إضافة الباقة إلى السلة",
    [PACKAGE_CART_REMOVED]: "تمت إزالة الباقة من السلة",
    [CART_ITEM_NOT_FOUND]: "العنصر غير موجود في السلة.",
    [CART_EMPTY_FOR_COUPON]: "أضف خدمة إلى سلتك قبل تطبيق القسيمة.",
    [CART_CUSTOMERS_ONLY]: "السلة متاحة للعملاء فقط.",
    [KEEP_IMAGES_INVALID]: "يجب أن تكون الصور المحفوظة قائمة JSON بمسارات الصور.",
  },
  [
    [
      /^Your cart has services from (.+)\. Clear it to add services from another provider\.$/,
      (_, p) => `سلتك تحتوي على خدمات من ${p}. أفرغها لإضافة خدمات من مزود آخر.`,
    ],
  ],
  { quantity: "الكمية", replace: "الاستبدال", "cart item id": "عنصر السلة", "coupon code": "رمز القسيمة" },
);
