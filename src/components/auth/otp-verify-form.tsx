import "../../i18n/modules/auth-pages";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, getNotifier } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import type { LoginSession } from "../../state";
import { codeRules, normaliseUaePhone, phoneRules, showFieldErrors } from "./form-helpers";
import { ResendCode } from "./resend-code";
import "./auth.css";

/** POST resend-otp {phone, purpose}: not (yet) in the ENDPOINTS table. */

interface OtpValues {
  phone?: string;
  otp: string;
}

/**
 * The registration phone-code step: POST register/verify-otp {phone, otp} answers a login session, handed to
 * `onVerified`. Without a `phone` (query lost) the number is asked for too. Resend has a 30 s countdown.
 */
export function OtpVerifyForm({
  phone,
  onVerified,
}: {
  phone?: string;
  onVerified: (session: LoginSession) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OtpValues>();
  const [busy, setBusy] = useState(false);

  const phoneOf = (values?: Partial<OtpValues>): string => {
    const raw = (phone ?? values?.phone ?? form.getFieldValue("phone") ?? "").trim();
    return normaliseUaePhone(raw) ?? raw;
  };

  const submit = async (values: OtpValues) => {
    setBusy(true);
    try {
      const res = await api.post<LoginSession>(ENDPOINTS.registerVerifyOtp, {
        phone: phoneOf(values),
        otp: values.otp.trim(),
      });
      await onVerified(res.data);
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const resend = async (): Promise<boolean> => {
    const to = phoneOf();
    if (!to) {
      form.setFields([{ name: "phone", errors: [t("auth.required")] }]);
      return false;
    }
    try {
      await api.post(ENDPOINTS.resendOtp, { phone: to, purpose: "register" });
      getNotifier().success(t("authPages.otp.resent"));
      return true;
    } catch (error) {
      showFieldErrors(form, error);
      return false;
    }
  };

  return (
    <Form<OtpValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      size="large"
      name="register-otp"
      className="kh-auth-form"
    >
      {phone ? null : (
        <Form.Item name="phone" label={t("auth.phone")} rules={phoneRules(t)}>
          <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" placeholder={t("auth.phonePlaceholder")} />
        </Form.Item>
      )}
      <Form.Item name="otp" label={t("auth.otp")} rules={codeRules(t)}>
        <Input
          className="kh-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          autoFocus
          placeholder="••••••"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t("authPages.otp.verify")}
      </Button>
      <ResendCode onResend={resend} startWaiting={Boolean(phone)} />
    </Form>
  );
}
