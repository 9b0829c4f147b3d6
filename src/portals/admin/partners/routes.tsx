import "../../../i18n/modules/admin-partners";
import { lazy } from "react";
import { Route } from "react-router";

const ApplicationListPage = lazy(() => import("./applications/application-list"));
const ApplicationShowPage = lazy(() => import("./applications/application-show"));
const PartnerListPage = lazy(() => import("./partners/partner-list"));
const PartnerShowPage = lazy(() => import("./partners/partner-show"));
const PackageListPage = lazy(() => import("./packages/package-list"));
const HandpickedListPage = lazy(() =>
  import("./packages/package-list").then((m) => ({ default: m.HandpickedListPage })),
);
const PackageShowPage = lazy(() =>
  import("./packages/package-pages").then((m) => ({ default: m.AdminPackageShowPage })),
);
const PackageCreatePage = lazy(() =>
  import("./packages/package-pages").then((m) => ({ default: m.AdminPackageCreatePage })),
);
const PackageEditPage = lazy(() =>
  import("./packages/package-pages").then((m) => ({ default: m.AdminPackageEditPage })),
);

/**
 * Admin partners screens (issue 7): rendered inside the admin portal's <Routes> as `{partnersRoutes}`. Paths are relative
 * to /admin/. Packages reuse the partner portal's catalog screens (src/portals/partner/catalog/packages).
 */
export const partnersRoutes = (
  <>
    <Route path="applications" element={<ApplicationListPage />} />
    <Route path="applications/show/:id" element={<ApplicationShowPage />} />
    <Route path="partners" element={<PartnerListPage />} />
    <Route path="partners/show/:id" element={<PartnerShowPage />} />
    <Route path="packages" element={<PackageListPage />} />
    <Route path="packages/create" element={<PackageCreatePage />} />
    <Route path="packages/edit/:id" element={<PackageEditPage />} />
    <Route path="packages/show/:id" element={<PackageShowPage />} />
    <Route path="handpicked-packages" element={<HandpickedListPage />} />
  </>
);
