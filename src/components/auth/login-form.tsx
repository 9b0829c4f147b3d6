import "../../i18n/modules/auth-pages";
import { useLogin } from "@refinedev/core";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "../../lib/form-errors";
import { type LoginParams, requestOtp } from "../../providers/auth-provider";
import { ltr } from "./form-helpers";
import { ResendCode } from "./resend-code";

export type LoginMode = "password" | "otp";
type Mode = LoginMode;

/**
 * Sign-in with email and password, or with a one-time code sent to a UAE mobile number. `initialMode` picks the
 * starting mode; `showModeSwitch={false}` hides the email/phone switch (the /login/otp pages).
 */
export function LoginForm({
  allowOtp = true,
  initialMode = "password",
  showModeSwitch = allowOtp,
}: {
  allowOtp?: boolean;
  initialMode?: LoginMode;
  showModeSwitch?: boolean;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(allowOtp ? initialMode : "password");
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
              extra={t("auth.otpHint", { phone: ltr(otpSentTo) })}
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
      {mode === "otp" && otpSentTo ? (
        <>
          <ResendCode
            onResend={async () => {
              const result = await requestOtp(otpSentTo);
              if (!result.ok) showFieldErrors(form, result.error);
              return result.ok;
            }}
          />
          <div style={{ textAlign: "center" }}>
            <Button
              type="link"
              onClick={() => {
                setOtpSentTo(null);
                form.setFieldValue("otp", undefined);
              }}
            >
              {t("authPages.loginOtp.changeNumber")}
            </Button>
          </div>
        </>
      ) : null}
      {allowOtp && showModeSwitch ? (
        <Button
          type="link"
          block
          style={{ marginTop: 8 }}
          onClick={() => {
            setMode(mode === "password" ? "otp" : "password");
            setOtpSentTo(null);
          }}
        >
          {mode === "password" ? t("auth.modeOtp") : t("auth.modePassword")}
        </Button>
      ) : null}
    </Form>
  );
}
