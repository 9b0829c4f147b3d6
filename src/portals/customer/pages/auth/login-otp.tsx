import "../../../../i18n/modules/auth-pages";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "../../../../components/auth/auth-layout";
import { LoginForm } from "../../../../components/auth/login-form";
import "../../../../components/auth/auth.css";

/** /login/otp: sign in with a code texted to the customer's UAE mobile number. */
export default function LoginOtpPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("authPages.loginOtp.title")} subtitle={t("authPages.loginOtp.subtitle")}>
      <LoginForm initialMode="otp" showModeSwitch={false} />
      <div className="kh-auth-links">
        <Link to="/login">{t("auth.loginWithPassword")}</Link>
        <p>
          {t("auth.noAccount")} <Link to="/register">{t("auth.createAccount")}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
