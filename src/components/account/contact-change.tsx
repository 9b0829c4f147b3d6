import "../../i18n/modules/auth-pages";
import "../../i18n/modules/account";
import { MailOutlined, PhoneOutlined } from "@ant-design/icons";
import { Button, Divider, Flex, Form, Input, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, getNotifier } from "../../api";
import { showFieldErrors } from "../../lib/form-errors";
import { useKhidmaStore } from "../../state";
import { codeRules, ltr } from "../auth/form-helpers";
import { ResendCode } from "../auth/resend-code";
import {
  type ChangeProps,
  type ContactFlow,
  type ContactValues,
  EMAIL_FLOW,
  type Kind,
  PHONE_FLOW,
} from "./contact-flows";
import { ContactRow } from "./contact-row";
import { type ProfileAnswer, storeProfileAnswer } from "./profile-answer";

const hasField = (error: unknown, field: string): boolean =>
  Boolean((error as { errors?: Record<string, unknown> } | undefined)?.errors?.[field]);

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
