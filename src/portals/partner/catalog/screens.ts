import { type ManifestEntry, page, resource } from "../../../config/screens";

/** The partner's catalog screens (src/portals/partner/catalog and the shared src/features/catalog). */
export const catalogScreens: ManifestEntry[] = [
  page({
    path: "profile",
    title: "titles.partnerProfile",
    permission: "read-profile",
    // The company profile; it shows the personal profile page until the partner profile exists.
    load: () => import("./profile/company-profile"),
    menu: { name: "profile", label: "nav.companyProfile", icon: "profile", group: "business" },
  }),
  resource({
    name: "services",
    identifier: "partner-services",
    label: "partnerCatalog.nav.services",
    icon: "services",
    group: "business",
    permissions: { list: "read-service", create: "create-service", edit: "update-service" },
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
    icon: "service-areas",
    group: "business",
    permissions: { list: "read-partner-service-area" },
    screens: { list: { title: "titles.partnerServiceAreas", load: () => import("./service-areas") } },
  }),
  resource({
    name: "packages",
    identifier: "partner-packages",
    label: "partnerCatalog.nav.packages",
    icon: "packages",
    group: "business",
    permissions: {
      list: "read-package",
      show: "read-package",
      create: "create-package",
      edit: "update-package",
      delete: "delete-package",
      clone: "create-package",
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
