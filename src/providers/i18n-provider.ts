import type { I18nProvider } from "@refinedev/core";
import type { Language } from "../config/constants";
import { i18n } from "../i18n";
import { useKhidmaStore } from "../state";

/** refine's i18n provider over i18next; changing the locale goes through the store so the choice is remembered. */
export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) =>
    String(i18n.t(key, { defaultValue: defaultMessage, ...(options as object | undefined) })),
  changeLocale: async (lang: string) => {
    useKhidmaStore.getState().setLanguage(lang === "ar" ? "ar" : ("en" as Language));
  },
  getLocale: () => i18n.language,
};
