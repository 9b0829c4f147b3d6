import { Route, Routes } from "react-router";
import { NotFoundPage } from "../../components/not-found";
import { PortalLayout } from "../../components/portal/portal-layout";
import PartnerDashboardPage from "./pages/dashboard";
import PartnerLoginPage from "./pages/login";

/** The partner portal (its own lazy chunk): refine resources under /partner/*. */
export default function PartnerPortal() {
  return (
    <Routes>
      <Route path="login" element={<PartnerLoginPage />} />
      <Route
        path="*"
        element={
          <PortalLayout portal="partner">
            <Routes>
              <Route path="dashboard" element={<PartnerDashboardPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </PortalLayout>
        }
      />
    </Routes>
  );
}
