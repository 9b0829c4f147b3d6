import { registerStrings } from "../lazy";

/** Strings of the customer's favourites page (/profile/favourites), English and Arabic (same keys). */
export const en = {
  favourites: {
    title: "My favourites",
    subtitle: "The providers and services you marked with a heart.",
    back: "Back to profile",
    tabsLabel: "Favourites",
    tabs: { partner: "Providers", service: "Services" },
    empty: {
      partner: "You have no favourite providers yet.",
      service: "You have no favourite services yet.",
    },
    browse: { partner: "Browse providers", service: "Browse services" },
    removed: "{{name}} was removed from your favourites.",
    undo: "Undo",
    dismiss: "Dismiss",
    restored: "{{name}} is back in your favourites.",
    removeFailed: "We could not remove {{name}} from your favourites. It is still there; please try again.",
    undoFailed: "We could not put {{name}} back in your favourites. Please try again.",
  },
};

export const ar: typeof en = {
  favourites: {
    title: "مفضلتي",
    subtitle: "مزودو الخدمة والخدمات التي ميّزتها بالقلب.",
    back: "العودة إلى الملف الشخصي",
    tabsLabel: "المفضلة",
    tabs: { partner: "مزودو الخدمة", service: "الخدمات" },
    empty: {
      partner: "لا يوجد لديك مزودو خدمة مفضلون بعد.",
      service: "لا توجد لديك خدمات مفضلة بعد.",
    },
    browse: { partner: "تصفح مزودي الخدمة", service: "تصفح الخدمات" },
    removed: "تمت إزالة {{name}} من مفضلتك.",
    undo: "تراجع",
    dismiss: "إغلاق",
    restored: "عاد {{name}} إلى مفضلتك.",
    removeFailed: "تعذّرت إزالة {{name}} من مفضلتك. ما زال موجودًا؛ يرجى المحاولة مرة أخرى.",
    undoFailed: "تعذّرت إعادة {{name}} إلى مفضلتك. يرجى المحاولة مرة أخرى.",
  },
};

// Ships with the screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
