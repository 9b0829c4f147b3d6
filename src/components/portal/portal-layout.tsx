import { ThemedLayout } from "@refinedev/antd";
import { Layout } from "antd";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { env } from "../../config/env";
import type { Portal } from "../../config/routes";
import { PortalHeader } from "./portal-header";
import { PortalSider } from "./portal-sider";

/**
 * refine's ThemedLayout with this portal's sider and header, and the display version in the footer. Below `lg` the
 * header carries the menu button (at its inline-start, so on the right in Arabic) and the menu opens as a drawer:
 * antd's floating zero-width trigger, which covered the pages' titles, is gone, and pages need no room for it.
 */
export function PortalLayout({ portal, children }: { portal: Portal; children: ReactNode }) {
  const { t } = useTranslation();
  // The slots are components: stable ones, so a navigation does not remount the header and the menu.
  const slots = useMemo(
    () => ({
      Sider: () => <PortalSider portal={portal} />,
      Header: () => <PortalHeader portal={portal} />,
    }),
    [portal],
  );
  return (
    <ThemedLayout
      Sider={slots.Sider}
      Header={slots.Header}
      Footer={() => (
        <Layout.Footer style={{ textAlign: "center", fontSize: 12 }}>
          {t("footer.copyright", { year: new Date().getFullYear() })} ·{" "}
          {t("app.version", { version: env.displayVersion })}
        </Layout.Footer>
      )}
    >
      {children}
    </ThemedLayout>
  );
}
