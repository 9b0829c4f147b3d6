import { type ManifestEntry, resource } from "../../../config/screens";

/** Admin marketplace screens (src/portals/admin/partners): applications, partners (tenants), packages. */
export const partnersScreens: ManifestEntry[] = [
  resource({
    name: "applications",
    identifier: "admin-applications",
    label: "adminPartners.nav.applications",
    group: "marketplace",
    permissions: { list: "read-application", show: "read-application", status: "change-status-application" },
    screens: {
      list: { title: "titles.adminApplications", load: () => import("./applications/application-list") },
      show: { title: "titles.adminApplicationShow", load: () => import("./applications/application-show") },
    },
  }),
  resource({
    name: "partners",
    identifier: "admin-partners",
    label: "adminPartners.nav.partners",
    group: "marketplace",
    // create-service: "Add service" on a partner's services tab (admin/service/create, issue 18c)
    permissions: {
      list: "read-tenant",
      show: "read-tenant",
      edit: "update-tenant",
      "create-service": "create-service",
    },
    screens: {
      list: { title: "titles.adminPartners", load: () => import("./partners/partner-list") },
      show: { title: "titles.adminPartnerShow", load: () => import("./partners/partner-show") },
    },
  }),
  resource({
    name: "packages",
    identifier: "admin-packages",
    label: "adminPartners.nav.packages",
    group: "marketplace",
    permissions: {
      list: "read-package",
      show: "read-package",
      create: "create-package",
      edit: "update-package",
      delete: "delete-package",
      clone: "create-package",
      pricing: "save-duration-pricing",
      status: "change-package-status",
    },
    screens: {
      list: { title: "titles.adminPackages", load: () => import("./packages/package-list") },
      create: {
        title: "titles.adminPackageCreate",
        load: () => import("./packages/package-pages").then((m) => ({ default: m.AdminPackageCreatePage })),
      },
      edit: {
        title: "titles.adminPackageEdit",
        load: () => import("./packages/package-pages").then((m) => ({ default: m.AdminPackageEditPage })),
      },
      show: {
        title: "titles.adminPackageShow",
        load: () => import("./packages/package-pages").then((m) => ({ default: m.AdminPackageShowPage })),
      },
    },
  }),
  resource({
    name: "handpicked-packages",
    identifier: "admin-handpicked-packages",
    label: "adminPartners.nav.handpicked",
    group: "marketplace",
    permissions: { list: "read-package", edit: "change-handpicked-package-status" },
    screens: {
      list: {
        title: "titles.adminHandpickedPackages",
        load: () => import("./packages/package-list").then((m) => ({ default: m.HandpickedListPage })),
      },
    },
  }),
];
