// The menu labels of the admin areas (the screens' own strings come with their chunks).
import "../../i18n/modules/admin-access";
import "../../i18n/modules/admin-appointments";
import "../../i18n/modules/admin-catalog";
import "../../i18n/modules/admin-partners";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { LoadingCard } from "../../components/loading-card";
import { NotFoundPage } from "../../components/not-found";
import { PortalLayout } from "../../components/portal/portal-layout";
import { portalRoutes, preloadPortalScreen } from "../../shell/portal-screens";
import { ADMIN_MANIFEST } from "./screens";

// Every screen is its own lazy chunk, declared once in ./screens.ts: this chunk is the routing shell, the layout and
// the menu labels, so /admin/packages downloads no dashboard, login form, catalog or access code.
const { standalone, inLayout } = portalRoutes(ADMIN_MANIFEST);

// The screen the URL names starts loading now, while refine and the layout render.
preloadPortalScreen(ADMIN_MANIFEST);

/** The admin portal (its own lazy chunk): refine resources under /admin/*. */
export default function AdminPortal() {
  return (
    <Routes>
      {standalone}
      <Route
        path="*"
        element={
          <PortalLayout portal="admin">
            {/* inside the layout: the header and menu paint while a screen's chunk loads */}
            <Suspense fallback={<LoadingCard />}>
              <Routes>
                {inLayout}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </PortalLayout>
        }
      />
    </Routes>
  );
}
