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
  {
    name: "on-boarding",
    identifier: "partner-onboarding",
    list: "/partner/on-boarding",
    meta: {
      portal: "partner",
      labelKey: "nav.onboarding",
      icon: "onboarding",
      permissions: { list: "create-application" },
    },
  },
  {
    name: "applications",
    identifier: "partner-applications",
    list: "/partner/my-applications",
    show: "/partner/application/view/:id",
    meta: {
      portal: "partner",
      labelKey: "nav.applications",
      icon: "applications",
      permissions: { list: "read-application", show: "read-application" },
      endpoints: { list: "partner/application/list", one: "partner/application/view/{id}" },
    },
  },
  // Partner catalog (issue 6). Endpoints: RESOURCE_ENDPOINTS in src/providers/endpoints.ts.
  {
    name: "services",
    identifier: "partner-services",
    list: "/partner/services",
    create: "/partner/services/create",
    edit: "/partner/services/edit/:id",
    meta: {
      portal: "partner",
      labelKey: "partnerCatalog.nav.services",
      icon: "services",
      permissions: { list: "read-service", create: "create-service", edit: "update-service" },
    },
  },
  {
    name: "service-areas",
    identifier: "partner-service-areas",
    list: "/partner/service-areas",
    meta: {
      portal: "partner",
      labelKey: "partnerCatalog.nav.serviceAreas",
      icon: "service-areas",
      permissions: { list: "read-partner-service-area" },
    },
  },
  {
    name: "packages",
    identifier: "partner-packages",
    list: "/partner/packages",
    create: "/partner/packages/create",
    edit: "/partner/packages/edit/:id",
    show: "/partner/packages/show/:id",
    meta: {
      portal: "partner",
      labelKey: "partnerCatalog.nav.packages",
      icon: "packages",
      permissions: {
        list: "read-package",
        show: "read-package",
        create: "create-package",
        edit: "update-package",
        delete: "delete-package",
        clone: "create-package",
      },
    },
  },
];
