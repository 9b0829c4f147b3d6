import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { LoadingCard } from "../../components/loading-card";
import { NotFoundPage } from "../../components/not-found";
import { PortalLayout } from "../../components/portal/portal-layout";
import { lazyScreen, preloadScreen } from "../../shell/scope";
import { accessRoutes } from "./access/routes";
import { appointmentsRoutes } from "./appointments/routes";
import { catalogRoutes } from "./catalog/routes";
import { insightsRoutes } from "./insights/routes";
import { partnersRoutes } from "./partners/routes";

// Every screen is its own lazy chunk (the area route files list theirs), the dashboard and the login page too: this
// chunk is the routing shell, the layout and the menu labels, so /admin/packages downloads no dashboard, login form,
// catalog or access code. The menu (refine `resources`, src/config/resources.ts) stays static and complete.
const AdminLoginPage = lazyScreen(() => import("./pages/login"));
const AdminDashboardPage = lazyScreen(() => import("./pages/dashboard"));
const AdminProfilePage = lazyScreen(() => import("./pages/profile"));
const AdminChangePasswordPage = lazyScreen(() => import("./pages/change-password"));

const login = <Route path="login" element={<AdminLoginPage />} />;
const screens = (
  <>
    <Route path="dashboard" element={<AdminDashboardPage />} />
    <Route path="profile" element={<AdminProfilePage />} />
    <Route path="change-my-password" element={<AdminChangePasswordPage />} />
    {accessRoutes}
    {partnersRoutes}
    {appointmentsRoutes}
    {catalogRoutes}
    {insightsRoutes}
    <Route path="*" element={<NotFoundPage />} />
  </>
);

// The screen the URL names starts loading now, while refine and the layout render.
preloadScreen(
  <>
    {login}
    {screens}
  </>,
  "/admin",
);

/** The admin portal (its own lazy chunk): refine resources under /admin/*. */
export default function AdminPortal() {
  return (
    <Routes>
      {login}
      <Route
        path="*"
        element={
          <PortalLayout portal="admin">
            {/* inside the layout: the header and menu paint while a screen's chunk loads */}
            <Suspense fallback={<LoadingCard />}>
              <Routes>{screens}</Routes>
            </Suspense>
          </PortalLayout>
        }
      />
    </Routes>
  );
}
