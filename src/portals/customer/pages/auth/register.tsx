import "../../../../i18n/modules/auth-pages";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AuthLayout } from "../../../../components/auth/auth-layout";
import { RegisterForm } from "../../../../components/auth/register-form";
import { passReturnUrl } from "../../../../config/guard";
import "../../../../components/auth/auth.css";

/** Customer sign-up at /register and /registration; the phone code comes next (/register/otp). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <AuthLayout title={t("authPages.register.customerTitle")} subtitle={t("authPages.register.customerSubtitle")}>
      <RegisterForm />
      <div className="kh-auth-links">
        <p>
          {t("authPages.register.haveAccount")}{" "}
          <Link to={passReturnUrl("/login", search)}>{t("authPages.register.signIn")}</Link>
        </p>
        <hr className="kh-auth-divider" />
        <Link to="/partner/register">{t("authPages.register.asPartner")}</Link>
      </div>
    </AuthLayout>
  );
}
