import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { ErrorBoundary } from "./components/error-page";
import { LoadingCard } from "./components/loading-card";
import { Toaster } from "./components/toast";
import { AppProviders } from "./shell/app-providers";
import { RouteGuard } from "./shell/route-guard";
import { Scope } from "./shell/scope";
import { SessionEffects } from "./shell/session-effects";

// Each portal is its own lazy chunk: the storefront never downloads admin or partner code. refine and antd load
// with `Scope` (portals, auth pages, inner storefront pages), never on the storefront's first paint.
const CustomerPortal = lazy(() => import("./portals/customer"));
const PartnerPortal = lazy(() => import("./portals/partner"));
const AdminPortal = lazy(() => import("./portals/admin"));

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
