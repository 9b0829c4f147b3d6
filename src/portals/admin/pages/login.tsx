import { useTranslation } from "react-i18next";
import { AuthLayout } from "../../../components/auth/auth-layout";
import { LoginForm } from "../../../components/auth/login-form";

export default function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("auth.adminLoginTitle")} subtitle={t("auth.adminLoginSubtitle")}>
      <LoginForm />
    </AuthLayout>
  );
}
