import { NotificationsScreen } from "../../../features/notifications/notifications-screen";

/** /partner/notifications-partner: the signed-in partner user's notifications (src/features/notifications). */
export default function PartnerNotificationsPage() {
  return <NotificationsScreen portal="partner" />;
}
