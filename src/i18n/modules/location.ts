import { registerStrings } from "../lazy";

/** Strings of the storefront header's location picker, English and Arabic (same keys; tests/web/i18n.test.ts checks parity). */
export const en = {
  location: {
    label: "Your location",
    choose: "Choose your location",
    change: "Change",
    emirate: "Emirate",
    selectEmirate: "Select an emirate",
    community: "Area / community",
    selectCommunity: "Select an area",
    useMyLocation: "Use my location",
    locating: "Finding you...",
    myLocation: "My current location",
    save: "Save location",
    clear: "Clear",
    close: "Close",
    denied: "We could not get your location. Please choose an emirate and area instead.",
    unsupported: "Your browser cannot share its location. Please choose an emirate and area.",
    loadingAreas: "Loading areas...",
  },
};

export const ar: typeof en = {
  location: {
    label: "موقعك",
    choose: "اختر موقعك",
    change: "تغيير",
    emirate: "الإمارة",
    selectEmirate: "اختر الإمارة",
    community: "المنطقة / المجتمع",
    selectCommunity: "اختر المنطقة",
    useMyLocation: "استخدم موقعي",
    locating: "جارٍ تحديد موقعك...",
    myLocation: "موقعي الحالي",
    save: "حفظ الموقع",
    clear: "مسح",
    close: "إغلاق",
    denied: "تعذّر الحصول على موقعك. يرجى اختيار الإمارة والمنطقة بدلًا من ذلك.",
    unsupported: "متصفحك لا يستطيع مشاركة الموقع. يرجى اختيار الإمارة والمنطقة.",
    loadingAreas: "جارٍ تحميل المناطق...",
  },
};

// Ships with the storefront screens that import this file (see ../lazy.ts), never with the portals.
registerStrings({ en, ar });
