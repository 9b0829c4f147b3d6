// antd 5 on React 19 (its static message/modal/notification render through this): here, with antd, rather than in
// the entry, so the storefront's first paint (which uses no antd) does not carry it.
import "@ant-design/v5-patch-for-react-19";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
// The ES module builds: `antd/locale/*` are CommonJS files that bring a second copy of rc-picker's and
// rc-pagination's locales (and antd's own en_US, which the ES build already holds) into every portal's first load.
import arEG from "antd/es/locale/ar_EG";
import enUS from "antd/es/locale/en_US";
import { type ReactNode, useMemo } from "react";
import { RESOURCES } from "../config/resources";
import { directionOf } from "../i18n";
import { accessControlProvider } from "../providers/access-control";
import { authProvider } from "../providers/auth-provider";
import { dataProvider } from "../providers/data-provider";
import { i18nProvider } from "../providers/i18n-provider";
import { useKhidmaStore } from "../state";
import { buildTheme } from "../theme";
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
  return (
    <ConfigProvider theme={theme} direction={directionOf(language)} locale={language === "ar" ? arEG : enUS}>
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
