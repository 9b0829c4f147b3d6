import "../../../i18n/modules/admin-catalog";
import { lazy } from "react";
import { Route } from "react-router";

const CategoriesPage = lazy(() => import("./categories"));
const ServicesPage = lazy(() => import("./services"));
const ServiceEditPage = lazy(() =>
  import("../../partner/catalog/services/service-form").then((m) => ({ default: m.ServiceEditPage })),
);
const AttributesPage = lazy(() => import("./attributes"));
const BannersPage = lazy(() => import("./banners"));
const PropertiesPage = lazy(() => import("./properties"));
const ServiceAreasPage = lazy(() => import("./service-areas"));

/**
 * Admin catalog screens (issue 7): rendered inside the admin portal's <Routes> as `{catalogRoutes}`. Paths are relative
 * to /admin/. A service is edited with the partner portal's (portal-agnostic) service form.
 */
export const catalogRoutes = (
  <>
    <Route path="service-categories" element={<CategoriesPage />} />
    <Route path="services" element={<ServicesPage />} />
    <Route path="services/edit/:id" element={<ServiceEditPage />} />
    <Route path="attributes" element={<AttributesPage />} />
    <Route path="banners" element={<BannersPage />} />
    <Route path="properties" element={<PropertiesPage />} />
    <Route path="service-areas" element={<ServiceAreasPage />} />
  </>
);
