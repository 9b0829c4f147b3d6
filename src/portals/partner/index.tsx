import { lazy } from "react";
import { Route, Routes } from "react-router";
import { isInLayout, portalRoutes, preloadPortalScreen } from "../../shell/portal-screens";
import { PARTNER_MANIFEST } from "./screens";

// Every screen is its own lazy chunk, declared once in ./screens.ts. This chunk is the routing shell and the routes of
// the pages without the portal layout (login, registration, landing); the layout, its menu labels and the screens
// inside it come with ./in-layout.tsx, so /partner/login downloads no layout or menu, and /partner/packages no
// dashboard, onboarding or login code.
const { standalone } = portalRoutes(PARTNER_MANIFEST);
const loadInLayout = () => import("./in-layout");
const InLayout = lazy(loadInLayout);

// What the URL names starts loading now, while refine renders: the layout's chunk (which asks for its screen), or a
// page without the layout.
if (isInLayout(PARTNER_MANIFEST)) loadInLayout().catch(() => undefined);
else preloadPortalScreen(PARTNER_MANIFEST);

/** The partner portal (its own lazy chunk): refine resources under /partner/*. */
export default function PartnerPortal() {
  return (
    <Routes>
      {standalone}
      <Route path="*" element={<InLayout />} />
    </Routes>
  );
}
