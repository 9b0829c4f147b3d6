import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../config/constants";
import { ar } from "./ar";
import { en } from "./en";

export type { Language };

export const directionOf = (lang: string): "rtl" | "ltr" => (lang.startsWith("ar") ? "rtl" : "ltr");

/** Sets <html lang dir> so the whole document, not only antd, turns right-to-left for Arabic. */
export function applyDocumentLanguage(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export function initI18n(initial: Language): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: en }, ar: { translation: ar } },
      lng: initial,
      fallbackLng: "en",
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18n.on("languageChanged", applyDocumentLanguage);
  }
  applyDocumentLanguage(initial);
  return i18n;
}

export { i18n };
