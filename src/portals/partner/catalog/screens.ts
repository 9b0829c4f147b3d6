import { type ManifestEntry, resource } from "../../../config/screens";

/** The partner's catalog screens (src/portals/partner/catalog and the shared src/features/catalog). */
export const catalogScreens: ManifestEntry[] = [
  resource({
    name: "profile",
    identifier: "partner-profile",
    label: "nav.companyProfile",
    group: "business",
    // edit: the company profile's edit form (no screen of its own).
    permissions: { list: "read-profile", edit: "update-profile" },
    screens: {
      list: {
        path: "profile",
        title: "titles.partnerProfile",
        // The company profile; it shows the personal profile page until the partner profile exists.
        load: () => import("./profile/company-profile"),
      },
    },
  }),
  resource({
    name: "services",
    identifier: "partner-services",
    label: "partnerCatalog.nav.services",
    group: "business",
    // active: the list's active switch (POST partner/service/status/{id}).
    permissions: { list: "read-service", create: "create-service", edit: "update-service", active: "update-service" },
    screens: {
      list: { title: "titles.partnerServices", load: () => import("./services/service-list") },
      create: {
        title: "titles.partnerServiceCreate",
        load: () =>
          import("../../../features/catalog/services/service-form").then((m) => ({ default: m.ServiceCreatePage })),
      },
      edit: {
        title: "titles.partnerServiceEdit",
        load: () =>
          import("../../../features/catalog/services/service-form").then((m) => ({ default: m.ServiceEditPage })),
      },
    },
  }),
  resource({
    name: "service-areas",
    identifier: "partner-service-areas",
    label: "partnerCatalog.nav.serviceAreas",
    group: "business",
    // create / delete: add communities, remove one or an emirate's (no screens of their own).
    permissions: { list: "read-partner-service-area", create: "create-service-area", delete: "delete-service-area" },
    screens: { list: { title: "titles.partnerServiceAreas", load: () => import("./service-areas") } },
  }),
  resource({
    name: "packages",
    identifier: "partner-packages",
    label: "partnerCatalog.nav.packages",
    group: "business",
    permissions: {
      list: "read-package",
      show: "read-package",
      create: "create-package",
      edit: "update-package",
      delete: "delete-package",
      clone: "create-package",
      // the list's active switch (POST package/update/status)
      active: "update-package",
      pricing: "save-duration-pricing",
      status: "change-package-status",
    },
    screens: {
      list: { title: "titles.partnerPackages", load: () => import("./packages/package-list") },
      create: {
        title: "titles.partnerPackageCreate",
        load: () =>
          import("../../../features/catalog/packages/package-form").then((m) => ({ default: m.PackageCreatePage })),
      },
      edit: {
        title: "titles.partnerPackageEdit",
        load: () =>
          import("../../../features/catalog/packages/package-form").then((m) => ({ default: m.PackageEditPage })),
      },
      show: {
        title: "titles.partnerPackageShow",
        load: () => import("../../../features/catalog/packages/package-show"),
      },
    },
  }),
];
