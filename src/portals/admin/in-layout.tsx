// The menu labels of the admin areas (the screens' own strings come with their chunks).
import "../../i18n/modules/admin-access";
import "../../i18n/modules/admin-audit";
import "../../i18n/modules/admin-appointments";
import "../../i18n/modules/admin-catalog";
import "../../i18n/modules/admin-help";
import "../../i18n/modules/kpi";
import "../../i18n/modules/kpi-reports";
import "../../i18n/modules/admin-types";
import "../../i18n/modules/admin-money";
import "../../i18n/modules/promotions";
import "../../i18n/modules/admin-partners";
import "../../i18n/modules/admin-support";
import "../../i18n/modules/reports";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { LoadingCard } from "../../components/loading-card";
import { NotFoundPage } from "../../components/not-found";
import { PortalLayout } from "../../components/portal/portal-layout";
import { portalRoutes, preloadPortalScreen } from "../../shell/portal-screens";
import { ADMIN_MANIFEST } from "./screens";

// The pages inside the portal layout: the layout, its menu labels and the lazy routes of these screens, one chunk that
// the portal's index.tsx loads only for such a page (the login page never download it).
const { inLayout } = portalRoutes(ADMIN_MANIFEST);

// The screen the URL names starts loading now, while the layout renders (in builds, the screens inside the layout are
// registered by this chunk: see `screenLoaders` in vite.config.ts).
preloadPortalScreen(ADMIN_MANIFEST);

/** The admin portal's screens inside its layout (refine's ThemedLayout with the portal's sider and header). */
export default function AdminInLayout() {
  return (
    <PortalLayout portal="admin">
      {/* inside the layout: the header and menu paint while a screen's chunk loads */}
      <Suspense fallback={<LoadingCard />}>
        <Routes>
          {inLayout}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </PortalLayout>
  );
}
