import { type ManifestEntry, resource } from "../../../config/screens";

/**
 * The admin's platform screens (issue 18, src/portals/admin/platform), in the Platform menu group (declared in ../screens.ts): the settings every
 * portal reads (date and time formats, pricing and taxes, contact and links, fee tiers, payouts and commission).
 */
export const platformScreens: ManifestEntry[] = [
  resource({
    name: "settings",
    identifier: "admin-settings",
    label: "nav.settings",
    group: "platform",
    // GET settings to read; POST settings/update to save
    permissions: { list: "read-settings", update: "update-settings" },
    screens: {
      list: { path: "settings", title: "titles.adminSettings", load: () => import("./settings-page") },
    },
  }),
];
