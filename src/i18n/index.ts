import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../config/constants";
import { en } from "./en";
import { takePendingStrings } from "./lazy";

export type { Language };

export const directionOf = (lang: string): "rtl" | "ltr" => (lang.startsWith("ar") ? "rtl" : "ltr");

/** Sets <html lang dir> so the whole document, not only antd, turns right-to-left for Arabic. */
export function applyDocumentLanguage(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

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

/**
 * Screen-area string modules (src/i18n/modules/*) are not in the main chunk: each registers itself through
 * `registerStrings` (./lazy.ts) from the chunk of the screens that import it, the storefront's (discovery, packages,
 * wallet-core) included, so the portals never download them. `mergeAll` merges them over the core strings.
 */
export const mergeAll = (base: object, modules: object[]): Tree =>
  modules.reduce<Tree>((acc, m) => merge(acc, m as Tree), base as Tree);

let arabic: Promise<void> | null = null;
/** The Arabic core strings once loaded, for an `initI18n` that runs after (tests load them first). */
let coreArabic: object | undefined;

/**
 * The Arabic core strings are a chunk of their own (about 3 KiB gzip that an English page does not need): loaded
 * once, for a page that opens in Arabic (main.tsx waits for them before the first render; index.html asks for the
 * chunk beside the entry when the saved language is Arabic) or before switching to Arabic. Screen-area modules
 * bring their Arabic with them (./lazy.ts) and keep it: the core strings never overwrite theirs.
 */
export function loadArabic(): Promise<void> {
  arabic ??= import("./ar").then(({ ar }) => {
    coreArabic = ar;
    if (i18n.store) i18n.addResourceBundle("ar", "translation", ar, true, false);
  });
  return arabic;
}

/** Resolves once `lang`'s strings are there (Arabic's are loaded on first use). */
export const whenLanguageReady = (lang: string): Promise<void> =>
  lang.startsWith("ar") ? loadArabic() : Promise.resolve();

export function initI18n(initial: Language): typeof i18n {
  if (!i18n.isInitialized) {
    // Screen areas whose chunks were imported before init (tests, prefetch) are merged in; later ones add themselves.
    const early = takePendingStrings();
    const english = mergeAll(
      en,
      early.map((b) => b.en),
    );
    const arabic = mergeAll(
      coreArabic ?? {},
      early.map((b) => b.ar),
    );
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: english }, ar: { translation: arabic } },
      lng: initial,
      fallbackLng: "en",
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18n.on("languageChanged", applyDocumentLanguage);
  }
  if (initial.startsWith("ar")) void loadArabic();
  applyDocumentLanguage(initial);
  return i18n;
}

export { i18n };
