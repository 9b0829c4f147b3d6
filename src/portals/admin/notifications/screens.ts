import { type ManifestEntry, resource } from "../../../config/screens";

/**
 * The admin's notifications (src/portals/admin/notifications), in the Operations group (what needs acting on); the
 * header's bell links here with the unread count. Staff holding send-announcement also send announcements there.
 */
export const notificationsScreens: ManifestEntry[] = [
  resource({
    name: "notifications",
    identifier: "admin-notifications",
    label: "nav.notifications",
    group: "operations",
    // send: the announcements (compose, preview, history) on the same screen (issue 18c)
    permissions: { list: "read-notification", send: "send-announcement" },
    screens: { list: { title: "titles.notifications", load: () => import("./notification-list") } },
  }),
];
