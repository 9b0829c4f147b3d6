import "../../../i18n/modules/partner-catalog";
import { Route } from "react-router";
import { lazyScreen } from "../../../shell/scope";

const ServiceListPage = lazyScreen(() => import("./services/service-list"));
const ServiceCreatePage = lazyScreen(() =>
  import("../../../features/catalog/services/service-form").then((m) => ({ default: m.ServiceCreatePage })),
);
const ServiceEditPage = lazyScreen(() =>
  import("../../../features/catalog/services/service-form").then((m) => ({ default: m.ServiceEditPage })),
);
const ServiceAreasPage = lazyScreen(() => import("./service-areas"));
const PackageListPage = lazyScreen(() => import("./packages/package-list"));
const PackageCreatePage = lazyScreen(() =>
  import("../../../features/catalog/packages/package-form").then((m) => ({ default: m.PackageCreatePage })),
);
const PackageEditPage = lazyScreen(() =>
  import("../../../features/catalog/packages/package-form").then((m) => ({ default: m.PackageEditPage })),
);
const PackageShowPage = lazyScreen(() => import("../../../features/catalog/packages/package-show"));

/**
 * The catalog's routes, relative to the portal (`/partner/*`, and later `/admin/*`): rendered inside the portal's
 * <Routes> as `{catalogRoutes}`. The company profile replaces the portal's `profile` page (see company-profile.tsx).
 */
export const catalogRoutes = (
  <>
    <Route path="services" element={<ServiceListPage />} />
    <Route path="services/create" element={<ServiceCreatePage />} />
    <Route path="services/edit/:id" element={<ServiceEditPage />} />
    <Route path="service-areas" element={<ServiceAreasPage />} />
    <Route path="packages" element={<PackageListPage />} />
    <Route path="packages/create" element={<PackageCreatePage />} />
    <Route path="packages/edit/:id" element={<PackageEditPage />} />
    <Route path="packages/show/:id" element={<PackageShowPage />} />
  </>
);
