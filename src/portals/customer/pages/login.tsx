import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AuthLayout } from "../../../components/auth/auth-layout";
import { LoginForm } from "../../../components/auth/login-form";
import { passReturnUrl } from "../../../config/guard";

/** Customer sign-in at /login and /customer: email and password, or a code sent by SMS. */
export default function CustomerLoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <AuthLayout title={t("auth.customerLoginTitle")} subtitle={t("auth.customerLoginSubtitle")}>
      <LoginForm />
      <p style={{ marginTop: 16, textAlign: "center" }}>
        <Link to="/forgot-password">{t("auth.forgotPassword")}</Link>
      </p>
      <p style={{ textAlign: "center" }}>
        {t("auth.noAccount")} <Link to={passReturnUrl("/register", search)}>{t("auth.createAccount")}</Link>
      </p>
    </AuthLayout>
  );
}
