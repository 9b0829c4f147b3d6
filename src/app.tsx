import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { StaffSignInLayout } from "./components/auth/staff-sign-in-layout";
import { ErrorBoundary } from "./components/error-page";
import { LoadingCard } from "./components/loading-card";
import { Toaster } from "./components/toast";
import { shellScreensOf } from "./config/screens";
import { ADMIN_MANIFEST } from "./portals/admin/screens";
import { PARTNER_MANIFEST } from "./portals/partner/screens";
import { AppProviders } from "./shell/app-providers";
import { RouteGuard } from "./shell/route-guard";
import { preloadPortalsWith, Scope } from "./shell/scope";
import { SessionEffects } from "./shell/session-effects";

// Each portal is its own lazy chunk: the storefront never downloads admin or partner code. refine and antd load
// with `Scope` (portals, auth pages, inner storefront pages), never on the storefront's first paint.
const CustomerPortal = lazy(() => import("./portals/customer"));
const loadPartner = () => import("./portals/partner");
const loadAdmin = () => import("./portals/admin");
const PartnerPortal = lazy(loadPartner);
const AdminPortal = lazy(loadAdmin);
// The staff sign-in pages need neither refine nor antd: their manifests declare them `shell: true`, and each is a
// small chunk routed here, before its portal (a flagged entry's import() stays in this entry in builds).
const SHELL_PAGES = shellScreensOf(ADMIN_MANIFEST, PARTNER_MANIFEST).map((s) => ({
  path: s.fullPath,
  portal: s.portal,
  Page: lazy(s.load),
}));
// `Scope` asks for the portal the URL names beside refine + antd (see scope.tsx)
preloadPortalsWith([
  [/^\/admin(\/|$)/, loadAdmin],
  [/^\/partner(\/|$)/, loadPartner],
]);

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <ErrorBoundary>
          <SessionEffects />
          <Toaster />
          <RouteGuard>
            <Suspense fallback={<LoadingCard />}>
              <Routes>
                {SHELL_PAGES.map(({ path, portal, Page }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <Suspense fallback={<StaffSignInLayout portal={portal} />}>
                        <Page />
                      </Suspense>
                    }
                  />
                ))}
                <Route
                  path="/admin/*"
                  element={
                    <Scope>
                      <AdminPortal />
                    </Scope>
                  }
                />
                <Route
                  path="/partner/*"
                  element={
                    <Scope>
                      <PartnerPortal />
                    </Scope>
                  }
                />
                <Route path="/*" element={<CustomerPortal />} />
              </Routes>
            </Suspense>
          </RouteGuard>
        </ErrorBoundary>
      </AppProviders>
    </BrowserRouter>
  );
}
