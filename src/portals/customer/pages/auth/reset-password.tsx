import "../../../../i18n/modules/auth-pages";
import { useUpdatePassword } from "@refinedev/core";
import { Alert, Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { getNotifier } from "../../../../api";
import { AuthLayout } from "../../../../components/auth/auth-layout";
import {
  codeRules,
  confirmPasswordRules,
  emailRules,
  ltr,
  newPasswordRules,
  queryValue,
  showFieldErrors,
} from "../../../../components/auth/form-helpers";
import { PasswordStrength } from "../../../../components/auth/password-strength";
import { resetOnLogout, useKhidmaStore } from "../../../../state";
import "../../../../components/auth/auth.css";

interface ResetValues {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

type ResetResult = { success: boolean; error?: unknown };

/**
 * /reset-password and /forgot-password/otp: email (from `?email=`), the emailed code and a new password ->
 * POST reset-password -> /login. The API signs out every session of that user, so a signed-in visitor is signed
 * out locally too.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const email = queryValue(search, "email");
  const [form] = Form.useForm<ResetValues>();
  const password = Form.useWatch("password", form);
  const { mutateAsync: updatePassword, isPending } = useUpdatePassword<Record<string, string>>();

  const submit = async (values: ResetValues) => {
    const result = (await updatePassword({
      email: values.email.trim(),
      code: values.code.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
    })) as ResetResult;
    if (!result.success) {
      showFieldErrors(form, result.error);
      return;
    }
    if (useKhidmaStore.getState().session.user) resetOnLogout();
    getNotifier().success(t("authPages.reset.done"));
    navigate("/login", { replace: true });
  };

  const newCodeLink = `/forgot-password${email ? `?${new URLSearchParams({ email }).toString()}` : ""}`;

  return (
    <AuthLayout title={t("authPages.reset.title")} subtitle={t("authPages.reset.subtitle")}>
      {email ? (
        <Alert
          className="kh-auth-note"
          type="info"
          showIcon
          message={t("authPages.reset.sentTo", { email: ltr(email) })}
        />
      ) : null}
      <Form<ResetValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        size="large"
        name="reset-password"
        className="kh-auth-form"
        initialValues={{ email }}
      >
        <Form.Item name="email" label={t("auth.email")} rules={emailRules(t)}>
          <Input type="email" autoComplete="username" inputMode="email" dir="ltr" />
        </Form.Item>
        <Form.Item name="code" label={t("authPages.reset.code")} rules={codeRules(t)}>
          <Input
            className="kh-code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            autoFocus={Boolean(email)}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("authPages.fields.newPassword")}
          rules={newPasswordRules(t)}
          extra={<PasswordStrength password={password} />}
        >
          <Input.Password autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t("authPages.fields.confirmPassword")}
          dependencies={["password"]}
          rules={confirmPasswordRules(t)}
        >
          <Input.Password autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t("authPages.reset.submit")}
        </Button>
      </Form>
      <div className="kh-auth-links">
        <Link to={newCodeLink}>{t("authPages.reset.newCode")}</Link>
        <Link to="/login">{t("authPages.forgot.backToLogin")}</Link>
      </div>
    </AuthLayout>
  );
}
