import { lazy } from "react";
import { Route, Routes } from "react-router";
import { NotFoundPage } from "../../components/not-found";
import { PortalLayout } from "../../components/portal/portal-layout";
import { catalogRoutes } from "./catalog/routes";
import PartnerDashboardPage from "./pages/dashboard";
import PartnerLoginPage from "./pages/login";

const PartnerLandingPage = lazy(() => import("./pages/landing"));
const PartnerFaqPage = lazy(() => import("./pages/faq"));
const PartnerRegisterPage = lazy(() => import("./pages/register"));
const PartnerRegisterOtpPage = lazy(() => import("./pages/register-otp"));
const PartnerLoginOtpPage = lazy(() => import("./pages/login-otp"));
// The company profile (issue 6 catalog); it shows the personal profile page until the partner profile exists.
const PartnerProfilePage = lazy(() => import("./catalog/profile/company-profile"));
const PartnerAccountPage = lazy(() => import("./pages/account"));
const PartnerChangePasswordPage = lazy(() => import("./pages/change-password"));
const PartnerOnboardingPage = lazy(() => import("./pages/onboarding"));
const MyApplicationsPage = lazy(() => import("./pages/my-applications"));
const ApplicationViewPage = lazy(() => import("./pages/application-view"));

/** The partner portal (its own lazy chunk): refine resources under /partner/*. */
export default function PartnerPortal() {
  return (
    <Routes>
      <Route index element={<PartnerLandingPage />} />
      <Route path="faq" element={<PartnerFaqPage />} />
      <Route path="login" element={<PartnerLoginPage />} />
      <Route path="login/otp" element={<PartnerLoginOtpPage />} />
      <Route path="register" element={<PartnerRegisterPage />} />
      <Route path="register/otp" element={<PartnerRegisterOtpPage />} />
      <Route
        path="*"
        element={
          <PortalLayout portal="partner">
            <Routes>
              <Route path="dashboard" element={<PartnerDashboardPage />} />
              <Route path="profile" element={<PartnerProfilePage />} />
              <Route path="account" element={<PartnerAccountPage />} />
              <Route path="change-my-password" element={<PartnerChangePasswordPage />} />
              <Route path="on-boarding" element={<PartnerOnboardingPage />} />
              <Route path="my-applications" element={<MyApplicationsPage />} />
              <Route path="application/view/:id" element={<ApplicationViewPage />} />
              {catalogRoutes}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </PortalLayout>
        }
      />
    </Routes>
  );
}
