import { CanAccess } from "@refinedev/core";
import { Space } from "antd";
import { NotificationsScreen } from "../../../features/notifications/notifications-screen";
import { AnnouncementCompose } from "./announcement-compose";
import { AnnouncementHistory } from "./announcement-history";

/**
 * /admin/notifications: the signed-in staff member's notifications (src/features/notifications) and, for staff
 * holding send-announcement (the resource's `send` verb), the announcements: compose with a preview, and the
 * history of what was sent (issue 18c).
 */
export default function AdminNotificationsPage() {
  return (
    <Space direction="vertical" size={24} style={{ width: "100%" }}>
      <NotificationsScreen portal="admin" />
      <CanAccess resource="admin-notifications" action="send">
        <AnnouncementCompose />
        <AnnouncementHistory />
      </CanAccess>
    </Space>
  );
}
