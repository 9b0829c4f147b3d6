import "../../../../i18n/modules/help";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { showFieldErrors } from "../../../../lib/form-errors";
import { useKhidmaStore } from "../../../../state";
import { SupportChannels } from "./channels";
import "../../../../components/storefront/help/help.css";

interface ContactValues {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

const trimmed = (values: ContactValues) => {
  const body: Record<string, string> = {
    name: values.name?.trim() ?? "",
    email: values.email?.trim() ?? "",
    subject: values.subject?.trim() ?? "",
    message: values.message?.trim() ?? "",
  };
  if (values.phone?.trim()) body.phone = values.phone.trim();
  return body;
};

/** /contact: POST contact. 422 errors land on their fields and what was typed stays; success shows a reference. */
export default function ContactPage() {
  const { t } = useTranslation();
  const user = useKhidmaStore((s) => s.session.user);
  const [form] = Form.useForm<ContactValues>();
  const [sending, setSending] = useState(false);
  const [sentId, setSentId] = useState<number | string | null>(null);

  const initial: Partial<ContactValues> = user
    ? {
        name: [user.first_name, user.last_name].filter(Boolean).join(" "),
        email: user.email ?? undefined,
        phone: user.phone ?? undefined,
      }
    : {};

  const submit = async (values: ContactValues) => {
    setSending(true);
    try {
      const answer = await api.post<{ id: number | string }>(ENDPOINTS.contact, trimmed(values));
      setSentId(answer.data?.id ?? "-");
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  const required = { required: true, whitespace: true, message: t("help.contact.required") };

  return (
    <main className="kh-help">
      <header className="kh-help-hero">
        <div className="kh-container">
          <h1>{t("help.contact.title")}</h1>
          <p>{t("help.contact.subtitle")}</p>
        </div>
      </header>
      <section className="kh-section">
        <div className="kh-container kh-contact-grid">
          <div className="kh-help-card">
            {sentId !== null ? (
              <div className="kh-contact-success" role="status" data-testid="contact-success">
                <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
                  <circle cx="12" cy="12" r="11" fill="var(--kh-primary)" />
                  <path fill="#fff" d="m10 15.6-3.3-3.3 1.4-1.4 1.9 1.9 5.9-5.9 1.4 1.4z" />
                </svg>
                <h2>{t("help.contact.successTitle")}</h2>
                <p>{t("help.contact.successBody", { id: String(sentId) })}</p>
                <button
                  type="button"
                  className="kh-button kh-ghost"
                  onClick={() => {
                    form.resetFields(["subject", "message"]);
                    setSentId(null);
                  }}
                >
                  {t("help.contact.another")}
                </button>
              </div>
            ) : (
              <Form<ContactValues>
                form={form}
                layout="vertical"
                requiredMark={false}
                initialValues={initial}
                onFinish={submit}
                disabled={sending}
                size="large"
                preserve
              >
                <Form.Item name="name" label={t("help.contact.name")} rules={[required, { max: 120 }]}>
                  <Input autoComplete="name" />
                </Form.Item>
                <Form.Item
                  name="email"
                  label={t("help.contact.email")}
                  rules={[required, { type: "email", message: t("help.contact.invalidEmail") }]}
                >
                  <Input type="email" autoComplete="email" dir="ltr" className="kh-ltr-input" />
                </Form.Item>
                <Form.Item name="phone" label={t("help.contact.phone")}>
                  <Input
                    type="tel"
                    autoComplete="tel"
                    dir="ltr"
                    className="kh-ltr-input"
                    inputMode="tel"
                    placeholder={t("help.contact.phonePlaceholder")}
                  />
                </Form.Item>
                <Form.Item name="subject" label={t("help.contact.subject")} rules={[required, { max: 200 }]}>
                  <Input />
                </Form.Item>
                <Form.Item name="message" label={t("help.contact.message")} rules={[required, { max: 5000 }]}>
                  <Input.TextArea rows={6} />
                </Form.Item>
                <Button type="primary" htmlType="submit" shape="round" block loading={sending}>
                  {sending ? t("help.contact.sending") : t("help.contact.send")}
                </Button>
              </Form>
            )}
          </div>
          <aside className="kh-contact-aside">
            <h2>{t("help.contact.otherWays")}</h2>
            <SupportChannels compact />
            <p>
              <Link to="/faq">{t("help.faqTitle")}</Link>
            </p>
          </aside>
        </div>
      </section>
    </main>
  );
}
