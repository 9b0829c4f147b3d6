import { type ManifestEntry, resource } from "../../../config/screens";

/** Admin catalog screens (src/portals/admin/catalog). */
export const catalogScreens: ManifestEntry[] = [
  resource({
    name: "service-categories",
    identifier: "admin-service-categories",
    label: "adminCatalog.nav.categories",
    group: "catalog",
    permissions: {
      list: "read-service-category",
      create: "create-service-category",
      edit: "update-service-category",
      delete: "delete-service-category",
      reorder: "update-service-category",
      trending: "update-service-category",
      status: "update-service-category",
    },
    screens: { list: { title: "titles.adminServiceCategories", load: () => import("./categories") } },
  }),
  resource({
    name: "services",
    identifier: "admin-services",
    label: "adminCatalog.nav.services",
    group: "catalog",
    permissions: { list: "read-service", edit: "update-service", status: "update-service" },
    screens: {
      list: { title: "titles.adminServices", load: () => import("./services") },
      edit: {
        title: "titles.adminServiceEdit",
        load: () =>
          import("../../../features/catalog/services/service-form").then((m) => ({ default: m.ServiceEditPage })),
      },
    },
  }),
  resource({
    name: "attributes",
    identifier: "admin-attributes",
    label: "adminCatalog.nav.attributes",
    group: "catalog",
    permissions: {
      list: "read-attribute",
      create: "create-attribute",
      edit: "update-attribute",
      delete: "delete-attribute",
    },
    screens: { list: { title: "titles.adminAttributes", load: () => import("./attributes") } },
  }),
  resource({
    name: "banners",
    identifier: "admin-banners",
    label: "adminCatalog.nav.banners",
    group: "catalog",
    permissions: {
      list: "read-banner",
      create: "create-banner",
      edit: "update-banner",
      delete: "delete-banner",
      status: "update-banner",
    },
    screens: { list: { title: "titles.adminBanners", load: () => import("./banners") } },
  }),
  resource({
    name: "property-types",
    identifier: "admin-properties",
    route: "properties",
    label: "adminCatalog.nav.properties",
    group: "catalog",
    permissions: {
      list: "read-property",
      create: "create-property",
      edit: "update-property",
      delete: "delete-property",
    },
    screens: { list: { title: "titles.adminProperties", load: () => import("./properties") } },
  }),
  resource({
    name: "service-areas",
    identifier: "admin-service-areas",
    label: "adminCatalog.nav.serviceAreas",
    group: "catalog",
    permissions: {
      list: "read-service-area",
      create: "create-service-area",
      edit: "update-service-area",
      delete: "delete-service-area",
    },
    screens: { list: { title: "titles.adminServiceAreas", load: () => import("./service-areas") } },
  }),
  resource({
    name: "company-types",
    identifier: "admin-company-types",
    label: "adminTypes.nav.companyTypes",
    group: "catalog",
    permissions: {
      list: "read-company-type",
      create: "create-company-type",
      edit: "update-company-type",
      status: "update-company-type",
    },
    screens: { list: { title: "titles.adminCompanyTypes", load: () => import("./company-types") } },
  }),
  resource({
    name: "job-types",
    identifier: "admin-job-types",
    label: "adminTypes.nav.jobTypes",
    group: "catalog",
    permissions: {
      list: "read-job-type",
      create: "create-job-type",
      edit: "update-job-type",
      status: "update-job-type",
    },
    screens: { list: { title: "titles.adminJobTypes", load: () => import("./job-types") } },
  }),
];
