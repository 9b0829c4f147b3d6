// antd 5 on React 19 (its static message/modal/notification render through this): here, with antd, rather than in
// the entry, so the storefront's first paint (which uses no antd) does not carry it.
import "@ant-design/v5-patch-for-react-19";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import enUS from "antd/es/locale/en_US";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { RESOURCES } from "../config/resources";
import { directionOf } from "../i18n";
import { accessControlProvider } from "../providers/access-control";
import { authProvider } from "../providers/auth-provider";
import { dataProvider } from "../providers/data-provider";
import { i18nProvider } from "../providers/i18n-provider";
import { useKhidmaStore } from "../state";
import { buildTheme } from "../theme";
import { arabicLocale, loadArabicLocale } from "./antd-locale";
import { useNotificationProvider } from "./notification-provider";
import { queryClient } from "./query-client";

/**
 * refine and antd, for every screen except the storefront's first paint: the portals, the auth pages and the
 * storefront's inner pages load this lazily, so `/` downloads neither (its JS budget is 250 KB gzip).
 */
export default function RichScope({ children }: { children: ReactNode }) {
  const language = useKhidmaStore((s) => s.ui.language);
  const isLight = useKhidmaStore((s) => s.ui.isLight);
  const theme = useMemo(() => buildTheme(isLight), [isLight]);
  const locale = useAntdLocale(language);
  return (
    <ConfigProvider theme={theme} direction={directionOf(language)} locale={locale}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          notificationProvider={useNotificationProvider}
          resources={RESOURCES}
          options={{
            disableTelemetry: true,
            syncWithLocation: true,
            warnWhenUnsavedChanges: true,
            reactQuery: { clientConfig: queryClient },
          }}
        >
          {children}
        </Refine>
      </AntdApp>
    </ConfigProvider>
  );
}

/** antd's texts in the given language (English until the Arabic ones have arrived: ./antd-locale.ts). */
function useAntdLocale(language: string): Locale {
  const [, loaded] = useState(arabicLocale);
  useEffect(() => {
    if (language === "ar" && !arabicLocale()) loadArabicLocale().then(loaded, () => undefined);
  }, [language]);
  return (language === "ar" && arabicLocale()) || enUS;
}
