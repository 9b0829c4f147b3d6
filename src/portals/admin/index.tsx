import { lazy } from "react";
import { Route, Routes } from "react-router";
import { isInLayout, portalRoutes, preloadPortalScreen } from "../../shell/portal-screens";
import { ADMIN_MANIFEST } from "./screens";

// Every screen is its own lazy chunk, declared once in ./screens.ts. This chunk is the routing shell and the routes of
// the pages without the portal layout (login); the layout, its menu labels and the screens inside it
// come with ./in-layout.tsx, so /admin/login downloads no layout or menu, and /admin/packages no dashboard, login
// form, catalog or access code.
const { standalone } = portalRoutes(ADMIN_MANIFEST);
const loadInLayout = () => import("./in-layout");
const InLayout = lazy(loadInLayout);

// What the URL names starts loading now, while refine renders: the layout's chunk (which asks for its screen), or a
// page without the layout.
if (isInLayout(ADMIN_MANIFEST)) loadInLayout().catch(() => undefined);
else preloadPortalScreen(ADMIN_MANIFEST);

/** The admin portal (its own lazy chunk): refine resources under /admin/*. */
export default function AdminPortal() {
  return (
    <Routes>
      {standalone}
      <Route path="*" element={<InLayout />} />
    </Routes>
  );
}
