import "../../../i18n/modules/partner-catalog";
import { lazy } from "react";
import { Route } from "react-router";

const ServiceListPage = lazy(() => import("./services/service-list"));
const ServiceCreatePage = lazy(() => import("./services/service-form").then((m) => ({ default: m.ServiceCreatePage })));
const ServiceEditPage = lazy(() => import("./services/service-form").then((m) => ({ default: m.ServiceEditPage })));
const ServiceAreasPage = lazy(() => import("./service-areas"));
const PackageListPage = lazy(() => import("./packages/package-list"));
const PackageCreatePage = lazy(() => import("./packages/package-form").then((m) => ({ default: m.PackageCreatePage })));
const PackageEditPage = lazy(() => import("./packages/package-form").then((m) => ({ default: m.PackageEditPage })));
const PackageShowPage = lazy(() => import("./packages/package-show"));

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
