import i18n from "i18next";

export interface StringBundle {
  en: object;
  ar: object;
}

const pending: StringBundle[] = [];

/**
 * Strings of a screen area that ship with its lazy chunk instead of the main one: the module file calls this when it
 * is first imported (before its screens render), so the main chunk stays small. Safe before and after init: before,
 * the bundle waits for `initI18n` to merge it; after, it is added to the running instance (deep, overwriting).
 */
export function registerStrings(bundle: StringBundle): void {
  if (i18n.isInitialized || i18n.store) {
    i18n.addResourceBundle("en", "translation", bundle.en, true, true);
    i18n.addResourceBundle("ar", "translation", bundle.ar, true, true);
  } else {
    pending.push(bundle);
  }
}

/** Bundles registered before init (for `initI18n`), emptied as they are taken. */
export const takePendingStrings = (): StringBundle[] => pending.splice(0, pending.length);
