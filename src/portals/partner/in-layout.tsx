// The menu labels of the partner catalog (the screens' own strings come with their chunks).
import "../../i18n/modules/partner-catalog";
// The menu labels of the working hours and holidays screens.
import "../../i18n/modules/schedule";
// The team screens' menu labels.
import "../../i18n/modules/partner-team";
// The reviews and ratings screen's menu label.
import "../../i18n/modules/partner-reviews";
// The appointments group and screen labels.
import "../../i18n/modules/partner-appointments";
// The dispatch calendar's menu label.
import "../../i18n/modules/partner-dispatch";
// The promotions screen's menu label.
import "../../i18n/modules/promotions";
// The Money group's menu labels (payouts, earnings).
import "../../i18n/modules/partner-money";
// The Reports group and its reports' menu labels (issue 19).
import "../../i18n/modules/reports";
// The KPIs screen's menu label (issue 19).
import "../../i18n/modules/kpi-reports";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { LoadingCard } from "../../components/loading-card";
import { NotFoundPage } from "../../components/not-found";
import { PortalLayout } from "../../components/portal/portal-layout";
import { portalRoutes, preloadPortalScreen } from "../../shell/portal-screens";
import { PARTNER_MANIFEST } from "./screens";

// The pages inside the portal layout: the layout, its menu labels and the lazy routes of these screens, one chunk that
// the portal's index.tsx loads only for such a page (the login, registration and landing pages never download it).
const { inLayout } = portalRoutes(PARTNER_MANIFEST);

// The screen the URL names starts loading now, while the layout renders (in builds, the screens inside the layout are
// registered by this chunk: see `screenLoaders` in vite.config.ts).
preloadPortalScreen(PARTNER_MANIFEST);

/** The partner portal's screens inside its layout (refine's ThemedLayout with the portal's sider and header). */
export default function PartnerInLayout() {
  return (
    <PortalLayout portal="partner">
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
