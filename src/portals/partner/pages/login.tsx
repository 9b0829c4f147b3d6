import { useTranslation } from "react-i18next";
import { AuthLayout } from "../../../components/auth/auth-layout";
import { LoginForm } from "../../../components/auth/login-form";

export default function PartnerLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("auth.partnerLoginTitle")} subtitle={t("auth.partnerLoginSubtitle")}>
      <LoginForm />
    </AuthLayout>
  );
}
