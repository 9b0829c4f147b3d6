import "../../i18n/modules/portal-notifications";
import { BellOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { theme } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Portal } from "../../config/routes";
import { notificationsPath, notificationsResource, useUnreadNotifications } from "./use-unread-notifications";

/**
 * The header's bell: the unread count as a badge (polled, see `useUnreadNotifications`), a link to the portal's
 * notifications screen named "Notifications, N unread". Shown when the active role may open that screen.
 */
export function NotificationBell({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const { data: can } = useCan({ resource: notificationsResource(portal), action: "list" });
  const allowed = can?.can === true;
  const { count } = useUnreadNotifications(portal, allowed);
  if (!allowed) return null;
  return (
    <Link
      to={notificationsPath(portal)}
      aria-label={t("portalNotifications.bell", { count })}
      data-testid="portal-notifications-bell"
      className="kh-portal-bell"
      style={{ display: "inline-flex", alignItems: "center", padding: 6, color: "inherit" }}
    >
      <span style={{ position: "relative", display: "inline-flex" }}>
        <BellOutlined style={{ fontSize: 20 }} aria-hidden />
        {count > 0 ? <BellCount count={count} /> : null}
      </span>
    </Link>
  );
}

/**
 * The unread count over the bell's corner (as antd's small Badge draws it, without its rolling-digits animation and
 * its 4 KiB of code on every portal page): 99+ above 99, on the inline-end side in both directions.
 */
function BellCount({ count }: { count: number }) {
  const { token } = theme.useToken();
  return (
    <sup
      className="kh-portal-bell-count"
      style={{
        position: "absolute",
        top: -(token.fontSizeSM + 2 * token.lineWidth + 2) / 2,
        insetInlineEnd: -(token.fontSizeSM + 2 * token.lineWidth + 2) / 2,
        minWidth: token.fontSizeSM + 2 * token.lineWidth + 2,
        height: token.fontSizeSM + 2 * token.lineWidth + 2,
        paddingInline: 4,
        borderRadius: 8,
        // a darker red than antd's default: white digits at 5.6:1 (AA for small text)
        background: "#cf1322",
        color: token.colorTextLightSolid,
        fontSize: token.fontSizeSM,
        fontWeight: "normal",
        lineHeight: `${token.fontSizeSM + 2}px`,
        textAlign: "center",
        whiteSpace: "nowrap",
        boxShadow: `0 0 0 ${token.lineWidth}px ${token.colorBgContainer}`,
        boxSizing: "border-box",
      }}
    >
      {count > 99 ? "99+" : count}
    </sup>
  );
}
