import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { setRequestLanguage, setTranslator } from "../api";
import { i18n, initI18n, whenLanguageReady } from "../i18n";
import { useKhidmaStore } from "../state";
import { followLanguage } from "./language-sync";
import { queryClient } from "./query-client";

initI18n(useKhidmaStore.getState().ui.language);
setTranslator((key, fallback) => i18n.t(key, { defaultValue: fallback }));

// Accept-Language on every request, refine's cached answers refetched when the language changes (./language-sync.ts)
followLanguage(queryClient);

/**
 * What every screen needs and nothing more (the storefront's first paint is on a budget): language and direction
 * on <html> (Arabic turns the whole document right-to-left), the light/dark theme, the query cache.
 * refine and antd come with `Scope` (src/shell/scope.tsx), lazily.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useKhidmaStore((s) => s.ui.language);
  const isLight = useKhidmaStore((s) => s.ui.isLight);

  useEffect(() => {
    setRequestLanguage(language);
    if (i18n.language === language) return;
    // Arabic's core strings load on first use: the page turns when they are there, unless the choice changed meanwhile
    void whenLanguageReady(language).then(() => {
      if (useKhidmaStore.getState().ui.language === language) void i18n.changeLanguage(language);
    });
  }, [language]);

  useEffect(() => {
    document.documentElement.dataset.theme = isLight ? "light" : "dark";
  }, [isLight]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
