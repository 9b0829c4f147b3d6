import { lazy } from "react";
import { Route, Routes } from "react-router";
import { NotFoundPage } from "../../components/not-found";
import { PortalLayout } from "../../components/portal/portal-layout";
import { accessRoutes } from "./access/routes";
import { appointmentsRoutes } from "./appointments/routes";
import { catalogRoutes } from "./catalog/routes";
import { insightsRoutes } from "./insights/routes";
import AdminDashboardPage from "./pages/dashboard";
import AdminLoginPage from "./pages/login";
import { partnersRoutes } from "./partners/routes";

const AdminProfilePage = lazy(() => import("./pages/profile"));
const AdminChangePasswordPage = lazy(() => import("./pages/change-password"));

/** The admin portal (its own lazy chunk): refine resources under /admin/*. */
export default function AdminPortal() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route
        path="*"
        element={
          <PortalLayout portal="admin">
            <Routes>
              <Route path="dashboard" element={<AdminDashboardPage />} />
              <Route path="profile" element={<AdminProfilePage />} />
              <Route path="change-my-password" element={<AdminChangePasswordPage />} />
              {accessRoutes}
              {partnersRoutes}
              {appointmentsRoutes}
              {catalogRoutes}
              {insightsRoutes}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </PortalLayout>
        }
      />
    </Routes>
  );
}
