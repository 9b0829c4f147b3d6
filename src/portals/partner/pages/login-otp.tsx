import "../../../i18n/modules/auth-pages";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "../../../components/auth/auth-layout";
import { LoginForm } from "../../../components/auth/login-form";
import "../../../components/auth/auth.css";

/** /partner/login/otp: partner sign-in with a code texted to the account's mobile number. */
export default function PartnerLoginOtpPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("authPages.loginOtp.partnerTitle")} subtitle={t("authPages.loginOtp.partnerSubtitle")}>
      <LoginForm initialMode="otp" showModeSwitch={false} />
      <div className="kh-auth-links">
        <Link to="/partner/login">{t("auth.loginWithPassword")}</Link>
        <p>
          {t("auth.noAccount")} <Link to="/partner/register">{t("auth.createAccount")}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
