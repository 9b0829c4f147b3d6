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
  // Admin partners area (issue 7): src/portals/admin/partners. Partners use the `tenant` permissions.
  {
    name: "applications",
    identifier: "admin-applications",
    list: "/admin/applications",
    show: "/admin/applications/show/:id",
    meta: {
      portal: "admin",
      labelKey: "adminPartners.nav.applications",
      icon: "applications",
      permissions: { list: "read-application", show: "read-application" },
      endpoints: { list: "admin/application/list", one: "admin/application/view/{id}" },
    },
  },
  {
    name: "partners",
    identifier: "admin-partners",
    list: "/admin/partners",
    show: "/admin/partners/show/:id",
    meta: {
      portal: "admin",
      labelKey: "adminPartners.nav.partners",
      icon: "partners",
      permissions: { list: "read-tenant", show: "read-tenant", edit: "update-tenant" },
    },
  },
  {
    name: "packages",
    identifier: "admin-packages",
    list: "/admin/packages",
    create: "/admin/packages/create",
    edit: "/admin/packages/edit/:id",
    show: "/admin/packages/show/:id",
    meta: {
      portal: "admin",
      labelKey: "adminPartners.nav.packages",
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
  {
    name: "handpicked-packages",
    identifier: "admin-handpicked-packages",
    list: "/admin/handpicked-packages",
    meta: {
      portal: "admin",
      labelKey: "adminPartners.nav.handpicked",
      icon: "handpicked",
      permissions: { list: "read-package" },
      endpoints: { list: "package/list" },
    },
  },
  // Admin access area (issue 7): src/portals/admin/access. Endpoints: RESOURCE_ENDPOINTS users, roles.
  {
    name: "users",
    identifier: "admin-users",
    list: "/admin/users",
    create: "/admin/users/create",
    edit: "/admin/users/edit/:id",
    show: "/admin/users/show/:id",
    meta: {
      portal: "admin",
      labelKey: "adminAccess.nav.users",
      icon: "users",
      permissions: { list: "read-user", show: "read-user", create: "create-user", edit: "update-user" },
    },
  },
  {
    name: "roles",
    identifier: "admin-roles",
    list: "/admin/roles",
    create: "/admin/roles/create",
    edit: "/admin/roles/edit/:id",
    meta: {
      portal: "admin",
      labelKey: "adminAccess.nav.roles",
      icon: "roles",
      permissions: {
        list: "read-role",
        show: "read-role",
        create: "create-role",
        edit: "update-role",
        delete: "delete-role",
      },
    },
  },
  // Admin appointments area (issue 7): src/portals/admin/appointments. Endpoints in meta.endpoints.
  {
    name: "admin-appointments",
    identifier: "admin-appointments",
    list: "/admin/appointments",
    show: "/admin/appointments/show/:id",
    meta: {
      portal: "admin",
      labelKey: "adminAppointments.nav.appointments",
      icon: "appointments",
      permissions: {
        list: "read-admin-booking-appointment",
        show: "read-admin-booking-appointment",
        edit: "update-booking-appointment",
      },
      endpoints: { list: "admin/booking/list", one: "admin/booking/details/{id}" },
    },
  },
  {
    name: "admin-reassignment-requests",
    identifier: "admin-reassignment-requests",
    list: "/admin/reassignment-requests",
    meta: {
      portal: "admin",
      labelKey: "adminAppointments.nav.reassignments",
      icon: "reassignments",
      permissions: { list: "read-admin-booking-appointment", edit: "update-booking-appointment" },
      endpoints: { list: "admin/reassignment/list" },
    },
  },
  {
    name: "admin-quotations",
    identifier: "admin-quotations",
    list: "/admin/quotations",
    meta: {
      portal: "admin",
      labelKey: "adminAppointments.nav.quotations",
      icon: "quotations",
      permissions: { list: "read-admin-booking-appointment" },
      endpoints: { list: "admin/quotation/list" },
    },
  },
  {
    name: "admin-completion-reports",
    identifier: "admin-completion-reports",
    list: "/admin/completion-reports",
    meta: {
      portal: "admin",
      labelKey: "adminAppointments.nav.reports",
      icon: "completion-reports",
      permissions: { list: "read-admin-booking-appointment" },
      endpoints: { list: "admin/completion-report/list" },
    },
  },
  {
    name: "admin-reviews",
    identifier: "admin-reviews",
    list: "/admin/reviews",
    meta: {
      portal: "admin",
      labelKey: "adminAppointments.nav.reviews",
      icon: "reviews",
      permissions: { list: "read-rating-reviews", edit: "update-rating-reviews" },
      endpoints: { list: "admin/review/list" },
    },
  },
  {
    name: "admin-availability",
    identifier: "admin-availability",
    list: "/admin/availability",
    meta: {
      portal: "admin",
      labelKey: "adminAppointments.nav.availability",
      icon: "availability",
      permissions: { list: "read-availability" },
    },
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
  // Admin catalog area (issue 7): src/portals/admin/catalog. Endpoints: RESOURCE_ENDPOINTS in src/providers/endpoints.ts.
  {
    name: "service-categories",
    identifier: "admin-service-categories",
    list: "/admin/service-categories",
    meta: {
      portal: "admin",
      labelKey: "adminCatalog.nav.categories",
      icon: "categories",
      permissions: {
        list: "read-service-category",
        create: "create-service-category",
        edit: "update-service-category",
        delete: "delete-service-category",
      },
    },
  },
  {
    name: "services",
    identifier: "admin-services",
    list: "/admin/services",
    edit: "/admin/services/edit/:id",
    meta: {
      portal: "admin",
      labelKey: "adminCatalog.nav.services",
      icon: "services",
      permissions: { list: "read-service", edit: "update-service" },
      endpoints: { list: "admin/service/list" },
    },
  },
  {
    name: "attributes",
    identifier: "admin-attributes",
    list: "/admin/attributes",
    meta: {
      portal: "admin",
      labelKey: "adminCatalog.nav.attributes",
      icon: "attributes",
      permissions: {
        list: "read-attribute",
        create: "create-attribute",
        edit: "update-attribute",
        delete: "delete-attribute",
      },
    },
  },
  {
    name: "banners",
    identifier: "admin-banners",
    list: "/admin/banners",
    meta: {
      portal: "admin",
      labelKey: "adminCatalog.nav.banners",
      icon: "banners",
      permissions: { list: "read-banner", create: "create-banner", edit: "update-banner", delete: "delete-banner" },
    },
  },
  {
    name: "property-types",
    identifier: "admin-properties",
    list: "/admin/properties",
    meta: {
      portal: "admin",
      labelKey: "adminCatalog.nav.properties",
      icon: "properties",
      permissions: {
        list: "read-property",
        create: "create-property",
        edit: "update-property",
        delete: "delete-property",
      },
    },
  },
  {
    name: "service-areas",
    identifier: "admin-service-areas",
    list: "/admin/service-areas",
    meta: {
      portal: "admin",
      labelKey: "adminCatalog.nav.serviceAreas",
      icon: "service-areas",
      permissions: {
        list: "read-service-area",
        create: "create-service-area",
        edit: "update-service-area",
        delete: "delete-service-area",
      },
    },
  },
];
