import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../config/constants";
import { ar } from "./ar";
import { en } from "./en";
import * as account from "./modules/account";
import * as addresses from "./modules/addresses";
import * as authPages from "./modules/auth-pages";
import * as bookings from "./modules/bookings";
import * as cart from "./modules/cart";
import * as discovery from "./modules/discovery";
import * as packages from "./modules/packages";
import * as wallet from "./modules/wallet";

export type { Language };

export const directionOf = (lang: string): "rtl" | "ltr" => (lang.startsWith("ar") ? "rtl" : "ltr");

/** Sets <html lang dir> so the whole document, not only antd, turns right-to-left for Arabic. */
export function applyDocumentLanguage(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/** Screen-area string modules (src/i18n/modules/*), merged over the core strings. */
export const MODULES = {
  en: [authPages.en, account.en, discovery.en, packages.en, addresses.en, cart.en, bookings.en, wallet.en] as object[],
  ar: [authPages.ar, account.ar, discovery.ar, packages.ar, addresses.ar, cart.ar, bookings.ar, wallet.ar] as object[],
};

type Tree = { [key: string]: string | Tree };

function merge(target: Tree, source: Tree): Tree {
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    out[key] =
      typeof value === "object" && typeof current === "object" ? merge(current, value) : (value as string | Tree);
  }
  return out;
}

export const mergeAll = (base: object, modules: object[]): Tree =>
  modules.reduce<Tree>((acc, m) => merge(acc, m as Tree), base as Tree);

export function initI18n(initial: Language): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: mergeAll(en, MODULES.en) }, ar: { translation: mergeAll(ar, MODULES.ar) } },
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
