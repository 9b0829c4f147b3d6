import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { LoadingCard } from "../../components/loading-card";
import { NotFoundPage } from "../../components/not-found";
import { PortalLayout } from "../../components/portal/portal-layout";
import { lazyScreen, preloadScreen } from "../../shell/scope";
import { catalogRoutes } from "./catalog/routes";

// Every screen is its own lazy chunk, the dashboard and the login page too: this chunk is the routing shell and the
// layout, so /partner/packages downloads no dashboard, onboarding or login code.
const PartnerLoginPage = lazyScreen(() => import("./pages/login"));
const PartnerDashboardPage = lazyScreen(() => import("./pages/dashboard"));
const PartnerLandingPage = lazyScreen(() => import("./pages/landing"));
const PartnerFaqPage = lazyScreen(() => import("./pages/faq"));
const PartnerRegisterPage = lazyScreen(() => import("./pages/register"));
const PartnerRegisterOtpPage = lazyScreen(() => import("./pages/register-otp"));
const PartnerLoginOtpPage = lazyScreen(() => import("./pages/login-otp"));
// The company profile (issue 6 catalog); it shows the personal profile page until the partner profile exists.
const PartnerProfilePage = lazyScreen(() => import("./catalog/profile/company-profile"));
const PartnerAccountPage = lazyScreen(() => import("./pages/account"));
const PartnerChangePasswordPage = lazyScreen(() => import("./pages/change-password"));
const PartnerOnboardingPage = lazyScreen(() => import("./pages/onboarding"));
const MyApplicationsPage = lazyScreen(() => import("./pages/my-applications"));
const ApplicationViewPage = lazyScreen(() => import("./pages/application-view"));

/** The public pages: no portal layout. */
const publicPages = (
  <>
    <Route index element={<PartnerLandingPage />} />
    <Route path="faq" element={<PartnerFaqPage />} />
    <Route path="login" element={<PartnerLoginPage />} />
    <Route path="login/otp" element={<PartnerLoginOtpPage />} />
    <Route path="register" element={<PartnerRegisterPage />} />
    <Route path="register/otp" element={<PartnerRegisterOtpPage />} />
  </>
);
const screens = (
  <>
    <Route path="dashboard" element={<PartnerDashboardPage />} />
    <Route path="profile" element={<PartnerProfilePage />} />
    <Route path="account" element={<PartnerAccountPage />} />
    <Route path="change-my-password" element={<PartnerChangePasswordPage />} />
    <Route path="on-boarding" element={<PartnerOnboardingPage />} />
    <Route path="my-applications" element={<MyApplicationsPage />} />
    <Route path="application/view/:id" element={<ApplicationViewPage />} />
    {catalogRoutes}
    <Route path="*" element={<NotFoundPage />} />
  </>
);

// The screen the URL names starts loading now, while refine and the layout render.
preloadScreen(
  <>
    {publicPages}
    {screens}
  </>,
  "/partner",
);

/** The partner portal (its own lazy chunk): refine resources under /partner/*. */
export default function PartnerPortal() {
  return (
    <Routes>
      {publicPages}
      <Route
        path="*"
        element={
          <PortalLayout portal="partner">
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
