import "../../i18n/modules/auth-pages";
import "../../i18n/modules/account";
import { MailOutlined, PhoneOutlined } from "@ant-design/icons";
import { Button, Divider, Flex, Form, Input, Space, Tag, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, getNotifier } from "../../api";
import { showFieldErrors } from "../../lib/form-errors";
import { useKhidmaStore } from "../../state";
import { codeRules, emailRules, ltr, normaliseUaePhone, phoneRules, requiredRule } from "../auth/form-helpers";
import { ResendCode } from "../auth/resend-code";
import { type ProfileAnswer, storeProfileAnswer } from "./profile-answer";

/** The change flows' endpoints: not (yet) in the ENDPOINTS table. */
export const CONTACT_ENDPOINTS = {
  phoneRequest: "user/phone/change-request",
  phoneVerify: "user/phone/change-verify",
  emailRequest: "user/email/change-request",
  emailVerify: "user/email/change-verify",
} as const;

interface ChangeProps {
  /** Called after the new value is verified and stored. */
  onDone?: () => void;
  /** Shows a Cancel button calling this. */
  onCancel?: () => void;
}

interface PhoneValues {
  phone: string;
  otp: string;
}

const hasField = (error: unknown, field: string): boolean =>
  Boolean((error as { errors?: Record<string, unknown> } | undefined)?.errors?.[field]);

/**
 * Change the mobile number: the new +971 number (`POST user/phone/change-request` sends a code to it), then the
 * 6-digit code (`POST user/phone/change-verify`); resend has a countdown. Server 422s show on the fields and what
 * was typed stays.
 */
export function ChangePhoneForm({ onDone, onCancel }: ChangeProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneValues>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = async (phone: string): Promise<string> => {
    const res = await api.post<{ phone: string }>(CONTACT_ENDPOINTS.phoneRequest, { phone });
    return res.data.phone;
  };

  const send = async (values: PhoneValues) => {
    setBusy(true);
    try {
      const raw = values.phone.trim();
      setSentTo(await request(normaliseUaePhone(raw) ?? raw));
      form.setFieldValue("otp", "");
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (values: PhoneValues) => {
    if (!sentTo) return;
    setBusy(true);
    try {
      const res = await api.post<ProfileAnswer>(CONTACT_ENDPOINTS.phoneVerify, {
        phone: sentTo,
        otp: values.otp.trim(),
      });
      storeProfileAnswer(res.data);
      getNotifier().success(t("account.phone.changed"));
      form.resetFields();
      setSentTo(null);
      onDone?.();
    } catch (error) {
      // the number was taken meanwhile: back to the number, with the reason on it
      if (hasField(error, "phone")) setSentTo(null);
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const resend = async (): Promise<boolean> => {
    if (!sentTo) return false;
    try {
      await request(sentTo);
      getNotifier().success(t("authPages.otp.resent"));
      return true;
    } catch (error) {
      if (hasField(error, "phone")) setSentTo(null);
      showFieldErrors(form, error);
      return false;
    }
  };

  return (
    <Form<PhoneValues>
      form={form}
      name="change-phone"
      layout="vertical"
      requiredMark={false}
      onFinish={sentTo ? verify : send}
      data-testid="change-phone"
    >
      <Typography.Paragraph type="secondary">
        {sentTo ? t("account.phone.codeSentTo", { phone: ltr(sentTo) }) : t("account.phone.intro")}
      </Typography.Paragraph>
      <Form.Item name="phone" label={t("account.phone.new")} rules={phoneRules(t)} hidden={Boolean(sentTo)}>
        <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" placeholder={t("auth.phonePlaceholder")} />
      </Form.Item>
      {sentTo ? (
        <Form.Item name="otp" label={t("account.phone.code")} rules={codeRules(t)}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            autoFocus
            placeholder="••••••"
            style={{ letterSpacing: "0.3em", maxWidth: 200 }}
          />
        </Form.Item>
      ) : null}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {sentTo ? t("account.phone.verify") : t("account.phone.send")}
        </Button>
        {sentTo ? (
          <Button onClick={() => setSentTo(null)} disabled={busy}>
            {t("account.phone.other")}
          </Button>
        ) : null}
        {onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            {t("common.cancel")}
          </Button>
        ) : null}
      </Space>
      {sentTo ? <ResendCode onResend={resend} /> : null}
    </Form>
  );
}

interface EmailValues {
  email: string;
  current_password: string;
  otp: string;
}

/**
 * Change the email: the new address and the current password (`POST user/email/change-request` emails a code to
 * the new address), then the 6-digit code (`POST user/email/change-verify`).
 */
export function ChangeEmailForm({ onDone, onCancel }: ChangeProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmailValues>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = async (email: string, current_password: string): Promise<string> => {
    const res = await api.post<{ email: string }>(CONTACT_ENDPOINTS.emailRequest, { email, current_password });
    return res.data.email;
  };

  const send = async (values: EmailValues) => {
    setBusy(true);
    try {
      setSentTo(await request(values.email.trim(), values.current_password));
      form.setFieldValue("otp", "");
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (values: EmailValues) => {
    if (!sentTo) return;
    setBusy(true);
    try {
      const res = await api.post<ProfileAnswer>(CONTACT_ENDPOINTS.emailVerify, {
        email: sentTo,
        otp: values.otp.trim(),
      });
      storeProfileAnswer(res.data);
      getNotifier().success(t("account.email.changed"));
      form.resetFields();
      setSentTo(null);
      onDone?.();
    } catch (error) {
      if (hasField(error, "email")) setSentTo(null);
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const resend = async (): Promise<boolean> => {
    if (!sentTo) return false;
    try {
      await request(sentTo, form.getFieldValue("current_password") ?? "");
      getNotifier().success(t("authPages.otp.resent"));
      return true;
    } catch (error) {
      if (hasField(error, "email") || hasField(error, "current_password")) setSentTo(null);
      showFieldErrors(form, error);
      return false;
    }
  };

  return (
    <Form<EmailValues>
      form={form}
      name="change-email"
      layout="vertical"
      requiredMark={false}
      onFinish={sentTo ? verify : send}
      data-testid="change-email"
    >
      <Typography.Paragraph type="secondary">
        {sentTo ? t("account.email.codeSentTo", { email: ltr(sentTo) }) : t("account.email.intro")}
      </Typography.Paragraph>
      <Form.Item name="email" label={t("account.email.new")} rules={emailRules(t)} hidden={Boolean(sentTo)}>
        <Input type="email" autoComplete="email" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="current_password"
        label={t("account.email.currentPassword")}
        rules={[requiredRule(t)]}
        hidden={Boolean(sentTo)}
      >
        <Input.Password autoComplete="current-password" dir="ltr" />
      </Form.Item>
      {sentTo ? (
        <Form.Item name="otp" label={t("account.email.code")} rules={codeRules(t)}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            autoFocus
            placeholder="••••••"
            style={{ letterSpacing: "0.3em", maxWidth: 200 }}
          />
        </Form.Item>
      ) : null}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {sentTo ? t("account.email.verify") : t("account.email.send")}
        </Button>
        {sentTo ? (
          <Button onClick={() => setSentTo(null)} disabled={busy}>
            {t("account.email.other")}
          </Button>
        ) : null}
        {onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            {t("common.cancel")}
          </Button>
        ) : null}
      </Space>
      {sentTo ? <ResendCode onResend={resend} /> : null}
    </Form>
  );
}

function ContactRow({
  icon,
  label,
  value,
  verified,
  open,
  onToggle,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: string | null | undefined;
  verified: boolean;
  open: boolean;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Flex gap={12} align="center" wrap justify="space-between">
        <Flex gap={12} align="center">
          <span style={{ color: "var(--kh-primary)", fontSize: 18 }} aria-hidden="true">
            {icon}
          </span>
          <span>
            <Typography.Text type="secondary" style={{ display: "block", fontSize: 13 }}>
              {label}
            </Typography.Text>
            {value ? (
              <Typography.Text strong dir="ltr" data-testid={`${testId}-value`}>
                {value}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t("account.contact.notSet")}</Typography.Text>
            )}
            {value ? (
              <Tag color={verified ? "green" : "default"} style={{ marginInlineStart: 8 }}>
                {verified ? t("account.contact.verified") : t("account.contact.notVerified")}
              </Tag>
            ) : null}
          </span>
        </Flex>
        {open ? null : (
          <Button onClick={onToggle} aria-label={`${t("account.contact.change")} ${label}`}>
            {t("account.contact.change")}
          </Button>
        )}
      </Flex>
      {open ? <div style={{ marginTop: 16 }}>{children}</div> : null}
    </div>
  );
}

/**
 * The signed-in user's mobile number and email, each with a "Change" that opens its verified change flow. Used by
 * the profile forms of the customer, partner and admin portals.
 */
export function ChangeContact() {
  const { t } = useTranslation();
  const user = useKhidmaStore((s) => s.session.user);
  const [open, setOpen] = useState<"phone" | "email" | null>(null);
  if (!user) return null;
  const close = () => setOpen(null);
  return (
    <section aria-label={t("account.contact.title")} data-testid="contact-details">
      <Divider orientation="left" orientationMargin={0}>
        {t("account.contact.title")}
      </Divider>
      <Flex vertical gap={20}>
        <ContactRow
          icon={<PhoneOutlined />}
          label={t("account.contact.phone")}
          value={user.phone}
          verified={Boolean(user.phone_verified_at)}
          open={open === "phone"}
          onToggle={() => setOpen("phone")}
          testId="contact-phone"
        >
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t("account.phone.title")}
          </Typography.Title>
          <ChangePhoneForm onDone={close} onCancel={close} />
        </ContactRow>
        <ContactRow
          icon={<MailOutlined />}
          label={t("account.contact.email")}
          value={user.email}
          verified={Boolean(user.email_verified_at)}
          open={open === "email"}
          onToggle={() => setOpen("email")}
          testId="contact-email"
        >
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t("account.email.title")}
          </Typography.Title>
          <ChangeEmailForm onDone={close} onCancel={close} />
        </ContactRow>
      </Flex>
    </section>
  );
}

export default ChangeContact;
