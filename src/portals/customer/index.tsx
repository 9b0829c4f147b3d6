import { lazy } from "react";
import { Route, Routes } from "react-router";
import { NotFoundPage } from "../../components/not-found";
import { StoreLayout } from "./layout/store-layout";
import HomePage from "./pages/home";

const CustomerLoginPage = lazy(() => import("./pages/login"));
const RegisterPage = lazy(() => import("./pages/auth/register"));
const RegisterOtpPage = lazy(() => import("./pages/auth/register-otp"));
const LoginOtpPage = lazy(() => import("./pages/auth/login-otp"));
const ForgotPasswordPage = lazy(() => import("./pages/auth/forgot-password"));
const ResetPasswordPage = lazy(() => import("./pages/auth/reset-password"));
const VerifyEmailPage = lazy(() => import("./pages/auth/verify-email"));
const ProfilePage = lazy(() => import("./pages/profile/profile"));
const ProfileEditPage = lazy(() => import("./pages/profile/profile-edit"));

const content = (page: React.ReactNode) => <StoreLayout>{page}</StoreLayout>;

/** The storefront: custom pages (not refine resources). The route guard has already decided access. */
export default function CustomerPortal() {
  return (
    <Routes>
      <Route
        index
        element={
          <StoreLayout landing>
            <HomePage />
          </StoreLayout>
        }
      />
      <Route path="login" element={<CustomerLoginPage />} />
      <Route path="customer" element={<CustomerLoginPage />} />
      <Route path="login/otp" element={<LoginOtpPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route path="registration" element={<RegisterPage />} />
      <Route path="register/otp" element={<RegisterOtpPage />} />
      <Route path="registration/otp" element={<RegisterOtpPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="forgot-password/otp" element={<ResetPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="verify-email" element={<VerifyEmailPage />} />
      <Route path="profile" element={content(<ProfilePage />)} />
      <Route path="profile/edit" element={content(<ProfileEditPage />)} />
      <Route path="*" element={content(<NotFoundPage />)} />
    </Routes>
  );
}
