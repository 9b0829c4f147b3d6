import type { HttpError } from "@refinedev/core";
import { useLogin } from "@refinedev/core";
import { Button, Form, Input, Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type LoginParams, requestOtp } from "../../providers/auth-provider";

type Mode = "password" | "otp";

/** Puts the server's field errors (422 `errors`) on the form's fields; what the user typed stays. */
function showFieldErrors(form: ReturnType<typeof Form.useForm>[0], error: unknown) {
  const errors = (error as HttpError | undefined)?.errors as Record<string, string[] | string> | undefined;
  if (!errors) return;
  form.setFields(
    Object.entries(errors).map(([name, messages]) => ({
      name,
      errors: Array.isArray(messages) ? messages : [String(messages)],
    })),
  );
}

/** Sign-in with email and password, or with a one-time code sent to a UAE mobile number. */
export function LoginForm({ allowOtp = true }: { allowOtp?: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>("password");
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm();
  const { mutateAsync: login, isPending } = useLogin<LoginParams>();

  const submit = async (values: Record<string, string>) => {
    const params: LoginParams =
      mode === "password"
        ? { email: values.email.trim(), password: values.password }
        : { phone: values.phone.trim(), otp: values.otp.trim() };
    const result = await login(params);
    if (!result.success) showFieldErrors(form, result.error);
  };

  const sendOtp = async () => {
    const phone = String(form.getFieldValue("phone") ?? "").trim();
    if (!phone) {
      form.setFields([{ name: "phone", errors: [t("auth.required")] }]);
      return;
    }
    setSending(true);
    const result = await requestOtp(phone);
    setSending(false);
    if (result.ok) setOtpSentTo(phone);
    else showFieldErrors(form, result.error);
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} size="large" name={`login-${mode}`}>
      {allowOtp && (
        <Form.Item>
          <Segmented<Mode>
            block
            value={mode}
            onChange={(value) => {
              setMode(value);
              setOtpSentTo(null);
            }}
            options={[
              { value: "password", label: t("auth.email") },
              { value: "otp", label: t("auth.phone") },
            ]}
          />
        </Form.Item>
      )}
      {mode === "password" ? (
        <>
          <Form.Item
            name="email"
            label={t("auth.email")}
            rules={[
              { required: true, message: t("auth.required") },
              { type: "email", message: t("auth.invalidEmail") },
            ]}
          >
            <Input type="email" autoComplete="username" inputMode="email" dir="ltr" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t("auth.password")}
            rules={[{ required: true, message: t("auth.required") }]}
          >
            <Input.Password autoComplete="current-password" dir="ltr" />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="phone" label={t("auth.phone")} rules={[{ required: true, message: t("auth.required") }]}>
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              placeholder={t("auth.phonePlaceholder")}
              disabled={otpSentTo !== null}
            />
          </Form.Item>
          {otpSentTo ? (
            <Form.Item
              name="otp"
              label={t("auth.otp")}
              extra={t("auth.otpHint", { phone: otpSentTo })}
              rules={[{ required: true, message: t("auth.required") }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" />
            </Form.Item>
          ) : null}
        </>
      )}
      {mode === "otp" && !otpSentTo ? (
        <Button type="primary" block loading={sending} onClick={sendOtp}>
          {t("auth.sendOtp")}
        </Button>
      ) : (
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t("auth.login")}
        </Button>
      )}
    </Form>
  );
}
