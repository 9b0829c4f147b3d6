import "../../../i18n/modules/auth-pages";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "../../../components/auth/auth-layout";
import { RegisterForm } from "../../../components/auth/register-form";
import "../../../components/auth/auth.css";

/** /partner/register: the owner account of a service company (Partner Owner); onboarding follows later. */
export default function PartnerRegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("authPages.register.partnerTitle")} subtitle={t("authPages.register.partnerSubtitle")}>
      <RegisterForm asPartner />
      <div className="kh-auth-links">
        <p>
          {t("authPages.register.partnerHaveAccount")} <Link to="/partner/login">{t("authPages.register.signIn")}</Link>
        </p>
        <hr className="kh-auth-divider" />
        <Link to="/register">{t("authPages.register.asCustomer")}</Link>
      </div>
    </AuthLayout>
  );
}
