import { type ManifestEntry, resource } from "../../../config/screens";

/**
 * The admin's notifications (src/portals/admin/notifications), in the Operations group (what needs acting on); the
 * header's bell links here with the unread count.
 */
export const notificationsScreens: ManifestEntry[] = [
  resource({
    name: "notifications",
    identifier: "admin-notifications",
    label: "nav.notifications",
    icon: "notifications",
    group: "operations",
    permissions: { list: "read-notification" },
    screens: { list: { title: "titles.notifications", load: () => import("./notification-list") } },
  }),
];
