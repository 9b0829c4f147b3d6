import "../../i18n/modules/auth-pages";
import "../../i18n/modules/account";
import { MailOutlined, PhoneOutlined } from "@ant-design/icons";
import { Button, Divider, Flex, Form, Input, Space, Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, getNotifier } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import { showFieldErrors } from "../../lib/form-errors";
import { useKhidmaStore } from "../../state";
import { codeRules, emailRules, ltr, normaliseUaePhone, phoneRules, requiredRule } from "../auth/form-helpers";
import { ResendCode } from "../auth/resend-code";
import { type ProfileAnswer, storeProfileAnswer } from "./profile-answer";

interface ChangeProps {
  /** Called after the new value is verified and stored. */
  onDone?: () => void;
  /** Shows a Cancel button calling this. */
  onCancel?: () => void;
}

type Kind = "phone" | "email";

interface ContactValues {
  phone?: string;
  email?: string;
  current_password?: string;
  otp: string;
}

const hasField = (error: unknown, field: string): boolean =>
  Boolean((error as { errors?: Record<string, unknown> } | undefined)?.errors?.[field]);

/** What differs between the phone and the email change: endpoints, the first step's fields and what it sends. */
interface ContactFlow {
  kind: Kind;
  requestUrl: string;
  verifyUrl: string;
  /** The new value as typed in the first step, as it is sent. */
  target: (values: ContactValues) => string;
  /** The request body for sending a code to `to`; `get` reads a field of the form. */
  requestBody: (to: string, get: (name: keyof ContactValues) => string | undefined) => object;
  /** Fields whose error on a resend goes back to the first step. */
  resetOn: (keyof ContactValues)[];
  /** The first step's fields; hidden (kept) while the code is asked for. */
  fields: (t: TFunction, hidden: boolean) => ReactNode;
}

const PHONE_FLOW: ContactFlow = {
  kind: "phone",
  requestUrl: ENDPOINTS.phoneChangeRequest,
  verifyUrl: ENDPOINTS.phoneChangeVerify,
  target: (values) => {
    const raw = (values.phone ?? "").trim();
    return normaliseUaePhone(raw) ?? raw;
  },
  requestBody: (phone) => ({ phone }),
  resetOn: ["phone"],
  fields: (t, hidden) => (
    <Form.Item name="phone" label={t("account.phone.new")} rules={phoneRules(t)} hidden={hidden}>
      <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" placeholder={t("auth.phonePlaceholder")} />
    </Form.Item>
  ),
};

const EMAIL_FLOW: ContactFlow = {
  kind: "email",
  requestUrl: ENDPOINTS.emailChangeRequest,
  verifyUrl: ENDPOINTS.emailChangeVerify,
  target: (values) => (values.email ?? "").trim(),
  requestBody: (email, get) => ({ email, current_password: get("current_password") ?? "" }),
  resetOn: ["email", "current_password"],
  fields: (t, hidden) => (
    <>
      <Form.Item name="email" label={t("account.email.new")} rules={emailRules(t)} hidden={hidden}>
        <Input type="email" autoComplete="email" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="current_password"
        label={t("account.email.currentPassword")}
        rules={[requiredRule(t)]}
        hidden={hidden}
      >
        <Input.Password autoComplete="current-password" dir="ltr" />
      </Form.Item>
    </>
  ),
};

/**
 * A verified contact change: the new value (the request endpoint sends a code to it), then the 6-digit code (the
 * verify endpoint); resend has a countdown. Server 422s show on the fields and what was typed stays.
 */
function ContactChangeForm({ flow, onDone, onCancel }: ChangeProps & { flow: ContactFlow }) {
  const { t } = useTranslation();
  const { kind } = flow;
  const [form] = Form.useForm<ContactValues>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = async (to: string, get: (name: keyof ContactValues) => string | undefined): Promise<string> => {
    const res = await api.post<Record<Kind, string>>(flow.requestUrl, flow.requestBody(to, get));
    return res.data[kind];
  };

  const send = async (values: ContactValues) => {
    setBusy(true);
    try {
      setSentTo(await request(flow.target(values), (name) => values[name]));
      form.setFieldValue("otp", "");
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (values: ContactValues) => {
    if (!sentTo) return;
    setBusy(true);
    try {
      const res = await api.post<ProfileAnswer>(flow.verifyUrl, { [kind]: sentTo, otp: values.otp.trim() });
      storeProfileAnswer(res.data);
      getNotifier().success(t(`account.${kind}.changed`));
      form.resetFields();
      setSentTo(null);
      onDone?.();
    } catch (error) {
      // the value was taken meanwhile: back to the first step, with the reason on it
      if (hasField(error, kind)) setSentTo(null);
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const resend = async (): Promise<boolean> => {
    if (!sentTo) return false;
    try {
      await request(sentTo, (name) => form.getFieldValue(name));
      getNotifier().success(t("authPages.otp.resent"));
      return true;
    } catch (error) {
      if (flow.resetOn.some((field) => hasField(error, field))) setSentTo(null);
      showFieldErrors(form, error);
      return false;
    }
  };

  return (
    <Form<ContactValues>
      form={form}
      name={`change-${kind}`}
      layout="vertical"
      requiredMark={false}
      onFinish={sentTo ? verify : send}
      data-testid={`change-${kind}`}
    >
      <Typography.Paragraph type="secondary">
        {sentTo ? t(`account.${kind}.codeSentTo`, { [kind]: ltr(sentTo) }) : t(`account.${kind}.intro`)}
      </Typography.Paragraph>
      {flow.fields(t, Boolean(sentTo))}
      {sentTo ? (
        <Form.Item name="otp" label={t(`account.${kind}.code`)} rules={codeRules(t)}>
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
          {sentTo ? t(`account.${kind}.verify`) : t(`account.${kind}.send`)}
        </Button>
        {sentTo ? (
          <Button onClick={() => setSentTo(null)} disabled={busy}>
            {t(`account.${kind}.other`)}
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

/**
 * Change the mobile number: the new +971 number (`POST user/phone/change-request` sends a code to it), then the
 * 6-digit code (`POST user/phone/change-verify`).
 */
export function ChangePhoneForm(props: ChangeProps) {
  return <ContactChangeForm flow={PHONE_FLOW} {...props} />;
}

/**
 * Change the email: the new address and the current password (`POST user/email/change-request` emails a code to
 * the new address), then the 6-digit code (`POST user/email/change-verify`).
 */
export function ChangeEmailForm(props: ChangeProps) {
  return <ContactChangeForm flow={EMAIL_FLOW} {...props} />;
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
