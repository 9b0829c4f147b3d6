import "../../../../i18n/modules/auth-pages";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AuthLayout } from "../../../../components/auth/auth-layout";
import { LoginForm } from "../../../../components/auth/login-form";
import { passReturnUrl } from "../../../../config/guard";
import "../../../../components/auth/auth.css";

/** /login/otp: sign in with a code texted to the customer's UAE mobile number. */
export default function LoginOtpPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <AuthLayout title={t("authPages.loginOtp.title")} subtitle={t("authPages.loginOtp.subtitle")}>
      <LoginForm initialMode="otp" showModeSwitch={false} />
      <div className="kh-auth-links">
        <Link to={passReturnUrl("/login", search)}>{t("auth.loginWithPassword")}</Link>
        <p>
          {t("auth.noAccount")} <Link to={passReturnUrl("/register", search)}>{t("auth.createAccount")}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
