import "../../../../i18n/modules/auth-pages";
import { Button, Form, Input, Result, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { api, getNotifier, isApiError } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { AuthLayout } from "../../../../components/auth/auth-layout";
import { codeRules, emailRules, ltr, queryValue, showFieldErrors } from "../../../../components/auth/form-helpers";
import "../../../../components/auth/auth.css";

interface VerifyValues {
  email: string;
  code: string;
}

type State =
  | { kind: "form" }
  | { kind: "verifying" }
  | { kind: "success"; email: string }
  | { kind: "failure"; message: string };

/**
 * /verify-email?email=&code=: with both in the query the address is verified at once (the emailed link);
 * otherwise, or after a failure, a form asks for them.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const email = queryValue(search, "email");
  const code = queryValue(search, "code");
  const auto = Boolean(email && code);
  const [state, setState] = useState<State>(auto ? { kind: "verifying" } : { kind: "form" });
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<VerifyValues>();
  const started = useRef(false);

  const verify = async (values: VerifyValues, fromLink: boolean): Promise<void> => {
    try {
      const res = await api.post<{ email: string }>(
        ENDPOINTS.verifyEmail,
        { email: values.email.trim(), code: values.code.trim() },
        { silent: fromLink },
      );
      setState({ kind: "success", email: res.data?.email ?? values.email.trim() });
      getNotifier().success(t("authPages.verifyEmail.successTitle"));
    } catch (error) {
      const message = isApiError(error) ? (error.errors?.code?.[0] ?? error.message) : t("errors.generic");
      setState({ kind: "failure", message });
      if (!fromLink) showFieldErrors(form, error);
    }
  };

  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    void verify({ email, code }, true);
  });

  const submit = async (values: VerifyValues) => {
    setBusy(true);
    try {
      await verify(values, false);
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === "verifying") {
    return (
      <AuthLayout title={t("authPages.verifyEmail.title")}>
        <div className="kh-auth-result" role="status">
          <Result icon={<Spin size="large" />} title={t("authPages.verifyEmail.verifying")} />
        </div>
      </AuthLayout>
    );
  }

  if (state.kind === "success") {
    return (
      <AuthLayout title={t("authPages.verifyEmail.title")}>
        <div className="kh-auth-result" role="status">
          <Result
            status="success"
            title={t("authPages.verifyEmail.successTitle")}
            subTitle={t("authPages.verifyEmail.successText", { email: ltr(state.email) })}
            extra={
              <Button type="primary" size="large" onClick={() => navigate("/")}>
                {t("authPages.verifyEmail.continue")}
              </Button>
            }
          />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t("authPages.verifyEmail.title")} subtitle={t("authPages.verifyEmail.subtitle")}>
      {state.kind === "failure" ? (
        <div className="kh-auth-result" role="alert">
          <Result
            status="error"
            title={t("authPages.verifyEmail.failureTitle")}
            subTitle={`${state.message} ${t("authPages.verifyEmail.failureText")}`}
          />
        </div>
      ) : null}
      <Form<VerifyValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        size="large"
        name="verify-email"
        className="kh-auth-form"
        initialValues={{ email, code }}
      >
        <Form.Item name="email" label={t("auth.email")} rules={emailRules(t)}>
          <Input type="email" autoComplete="email" inputMode="email" dir="ltr" />
        </Form.Item>
        <Form.Item name="code" label={t("authPages.fields.code")} rules={codeRules(t)}>
          <Input className="kh-code-input" inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t("authPages.verifyEmail.submit")}
        </Button>
      </Form>
    </AuthLayout>
  );
}
