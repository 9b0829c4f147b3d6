import { registerStrings } from "../lazy";

/**
 * The admin's partner picker (src/components/portal/partner-select.tsx), English and Arabic: its accessible name and
 * placeholder, in the words of the screen (a partner; a provider on the appointment screens).
 */
export const en = {
  partnerSelect: {
    partner: { label: "Partner", all: "All partners", choose: "Choose a partner" },
    provider: { label: "Provider", all: "All providers", choose: "Choose a provider" },
  },
};

export const ar: typeof en = {
  partnerSelect: {
    partner: { label: "الشريك", all: "كل الشركاء", choose: "اختر شريكاً" },
    provider: { label: "مزود الخدمة", all: "جميع مزودي الخدمة", choose: "اختر مزود خدمة" },
  },
};

registerStrings({ en, ar });
