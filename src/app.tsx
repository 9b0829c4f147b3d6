import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { ErrorBoundary } from "./components/error-page";
import { LoadingCard } from "./components/loading-card";
import { RESOURCES } from "./config/resources";
import { accessControlProvider } from "./providers/access-control";
import { authProvider } from "./providers/auth-provider";
import { dataProvider } from "./providers/data-provider";
import { i18nProvider } from "./providers/i18n-provider";
import { AppProviders } from "./shell/app-providers";
import { RouteGuard } from "./shell/route-guard";
import { SessionEffects } from "./shell/session-effects";

// Each portal is its own lazy chunk: the storefront never downloads admin or partner code.
const CustomerPortal = lazy(() => import("./portals/customer"));
const PartnerPortal = lazy(() => import("./portals/partner"));
const AdminPortal = lazy(() => import("./portals/admin"));

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <ErrorBoundary>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            resources={RESOURCES}
            options={{ disableTelemetry: true, syncWithLocation: true, warnWhenUnsavedChanges: true }}
          >
            <SessionEffects />
            <RouteGuard>
              <Suspense fallback={<LoadingCard />}>
                <Routes>
                  <Route path="/admin/*" element={<AdminPortal />} />
                  <Route path="/partner/*" element={<PartnerPortal />} />
                  <Route path="/*" element={<CustomerPortal />} />
                </Routes>
              </Suspense>
            </RouteGuard>
          </Refine>
        </ErrorBoundary>
      </AppProviders>
    </BrowserRouter>
  );
}
