import { type ManifestEntry, resource } from "../../../config/screens";

/**
 * The admin's support inbox (issue 18c, src/portals/admin/support), in the Operations group (what needs acting on):
 * customers' chat conversations (admin/support/threads), filtered open / closed / assigned to me and searched; a
 * conversation's page to read it, reply, assign it (to me or another agent) and close it.
 */
export const supportScreens: ManifestEntry[] = [
  resource({
    name: "support",
    identifier: "admin-support",
    label: "adminSupport.nav",
    group: "operations",
    // reply: reply, assign and close (admin/support/threads/{id}/reply|assign|close)
    permissions: { list: "read-support", show: "read-support", reply: "reply-support" },
    screens: {
      list: { title: "titles.adminSupport", load: () => import("./support-inbox") },
      show: { title: "titles.adminSupportThread", load: () => import("./support-thread") },
    },
  }),
];
