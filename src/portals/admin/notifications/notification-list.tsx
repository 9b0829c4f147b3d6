import { NotificationsScreen } from "../../../features/notifications/notifications-screen";

/** /admin/notifications: the signed-in staff member's notifications (src/features/notifications). */
export default function AdminNotificationsPage() {
  return <NotificationsScreen portal="admin" />;
}
