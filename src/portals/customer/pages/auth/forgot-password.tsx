import "../../../../i18n/modules/auth-pages";
import { useForgotPassword } from "@refinedev/core";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { getNotifier } from "../../../../api";
import { AuthLayout } from "../../../../components/auth/auth-layout";
import { emailRules, queryValue, showFieldErrors } from "../../../../components/auth/form-helpers";
import "../../../../components/auth/auth.css";

type ForgotResult = { success: boolean; error?: unknown };

/** /forgot-password: email -> POST forgot-password (always the same neutral answer) -> /reset-password?email=. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<{ email: string }>();
  const { mutateAsync: forgotPassword, isPending } = useForgotPassword<{ email: string }>();

  const submit = async ({ email }: { email: string }) => {
    const value = email.trim();
    const result = (await forgotPassword({ email: value })) as ForgotResult;
    if (!result.success) {
      showFieldErrors(form, result.error);
      return;
    }
    getNotifier().success(t("authPages.forgot.sent"));
    navigate(`/reset-password?${new URLSearchParams({ email: value }).toString()}`);
  };

  return (
    <AuthLayout title={t("authPages.forgot.title")} subtitle={t("authPages.forgot.subtitle")}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        size="large"
        name="forgot-password"
        className="kh-auth-form"
        initialValues={{ email: queryValue(search, "email") }}
      >
        <Form.Item name="email" label={t("auth.email")} rules={emailRules(t)}>
          <Input type="email" autoComplete="email" inputMode="email" dir="ltr" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t("authPages.forgot.submit")}
        </Button>
      </Form>
      <div className="kh-auth-links">
        <p>
          {t("authPages.forgot.remembered")} <Link to="/login">{t("authPages.forgot.backToLogin")}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
