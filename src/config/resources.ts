import type { ResourceProps } from "@refinedev/core";

/**
 * refine resources of the partner and admin portals. Same entity in both portals: same `name`, different
 * `identifier` (`admin-packages`, `partner-packages`); `meta.portal` picks the portal whose menu shows it and
 * `meta.permissions` names the permission of each action (the access-control provider reads them).
 */
export const RESOURCES: ResourceProps[] = [
  {
    name: "dashboard",
    identifier: "admin-dashboard",
    list: "/admin/dashboard",
    meta: { portal: "admin", labelKey: "nav.dashboard", icon: "dashboard", permissions: { list: "read-dashboard" } },
  },
  {
    name: "dashboard",
    identifier: "partner-dashboard",
    list: "/partner/dashboard",
    meta: { portal: "partner", labelKey: "nav.dashboard", icon: "dashboard", permissions: { list: "read-dashboard" } },
  },
  {
    name: "profile",
    identifier: "admin-profile",
    list: "/admin/profile",
    meta: { portal: "admin", labelKey: "nav.profile", icon: "profile", permissions: { list: "read-profile" } },
  },
  {
    name: "profile",
    identifier: "partner-profile",
    list: "/partner/profile",
    meta: { portal: "partner", labelKey: "nav.profile", icon: "profile", permissions: { list: "read-profile" } },
  },
];
