import "../../../i18n/modules/admin-catalog";
import { Route } from "react-router";
import { lazyScreen } from "../../../shell/scope";

const CategoriesPage = lazyScreen(() => import("./categories"));
const ServicesPage = lazyScreen(() => import("./services"));
const ServiceEditPage = lazyScreen(() =>
  import("../../../features/catalog/services/service-form").then((m) => ({ default: m.ServiceEditPage })),
);
const AttributesPage = lazyScreen(() => import("./attributes"));
const BannersPage = lazyScreen(() => import("./banners"));
const PropertiesPage = lazyScreen(() => import("./properties"));
const ServiceAreasPage = lazyScreen(() => import("./service-areas"));

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
