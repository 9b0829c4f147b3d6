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
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { LoadingCard } from "../../components/loading-card";
import { NotFoundPage } from "../../components/not-found";
import { PortalLayout } from "../../components/portal/portal-layout";
import { portalRoutes, preloadPortalScreen } from "../../shell/portal-screens";
import { PARTNER_MANIFEST } from "./screens";

// Every screen is its own lazy chunk, declared once in ./screens.ts: this chunk is the routing shell and the layout,
// so /partner/packages downloads no dashboard, onboarding or login code.
const { standalone, inLayout } = portalRoutes(PARTNER_MANIFEST);

// The screen the URL names starts loading now, while refine and the layout render.
preloadPortalScreen(PARTNER_MANIFEST);

/** The partner portal (its own lazy chunk): refine resources under /partner/*. */
export default function PartnerPortal() {
  return (
    <Routes>
      {standalone}
      <Route
        path="*"
        element={
          <PortalLayout portal="partner">
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
