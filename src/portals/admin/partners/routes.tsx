import "../../../i18n/modules/admin-partners";
import { Route } from "react-router";
import { lazyScreen } from "../../../shell/scope";

const ApplicationListPage = lazyScreen(() => import("./applications/application-list"));
const ApplicationShowPage = lazyScreen(() => import("./applications/application-show"));
const PartnerListPage = lazyScreen(() => import("./partners/partner-list"));
const PartnerShowPage = lazyScreen(() => import("./partners/partner-show"));
const PackageListPage = lazyScreen(() => import("./packages/package-list"));
const HandpickedListPage = lazyScreen(() =>
  import("./packages/package-list").then((m) => ({ default: m.HandpickedListPage })),
);
const PackageShowPage = lazyScreen(() =>
  import("./packages/package-pages").then((m) => ({ default: m.AdminPackageShowPage })),
);
const PackageCreatePage = lazyScreen(() =>
  import("./packages/package-pages").then((m) => ({ default: m.AdminPackageCreatePage })),
);
const PackageEditPage = lazyScreen(() =>
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
