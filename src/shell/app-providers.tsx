import { App as AntdApp, ConfigProvider } from "antd";
import arEG from "antd/locale/ar_EG";
import enUS from "antd/locale/en_US";
import { type ReactNode, useEffect, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { setRequestLanguage, setTranslator } from "../api";
import { directionOf, i18n, initI18n } from "../i18n";
import { useKhidmaStore } from "../state";
import { buildTheme } from "../theme";

initI18n(useKhidmaStore.getState().ui.language);
setTranslator((key, fallback) => i18n.t(key, { defaultValue: fallback }));

/** Theme (light/dark), language and direction (Arabic: right-to-left everywhere), antd's App context. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useKhidmaStore((s) => s.ui.language);
  const isLight = useKhidmaStore((s) => s.ui.isLight);

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    setRequestLanguage(language);
  }, [language]);

  useEffect(() => {
    document.documentElement.dataset.theme = isLight ? "light" : "dark";
  }, [isLight]);

  const theme = useMemo(() => buildTheme(isLight), [isLight]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={theme} direction={directionOf(language)} locale={language === "ar" ? arEG : enUS}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
