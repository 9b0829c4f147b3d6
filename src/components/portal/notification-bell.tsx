import "../../i18n/modules/portal-notifications";
import { BellOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Badge } from "antd";
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
      {/* a darker red than antd's default: white digits at 5.6:1 (AA for small text) */}
      <Badge count={count} overflowCount={99} size="small" color="#cf1322">
        <BellOutlined style={{ fontSize: 20 }} aria-hidden />
      </Badge>
    </Link>
  );
}
