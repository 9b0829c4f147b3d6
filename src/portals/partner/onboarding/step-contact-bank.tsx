import "../../../i18n/modules/partner-onboarding";
import { Alert, Col, Form, Input, Row, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { applyServerErrors } from "../components/server-errors";
import { useSaveStep } from "./api";
import { formatIban, IbanHint, isUaeIban, localMobile } from "./contact-fields";
import { optionalMark, StepActions, type StepProps } from "./step-shell";

interface ContactValues {
  contact_person: string;
  contact_phone: string;
  contact_email: string;
  bank_name: string;
  iban: string;
  account_name: string;
}

const FIELDS = ["contact_person", "contact_phone", "contact_email", "bank_name", "iban", "account_name"];
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 2: the contact person and the bank account payouts go to. */
export function ContactBankStep({ app, onSaved, onDirty, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContactValues>();
  const iban = Form.useWatch("iban", form);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const saveStep = useSaveStep();
  const required = { required: true, whitespace: true, message: t("onboarding.required") };

  const save = async (values: ContactValues) => {
    setSaving(true);
    setProblems([]);
    try {
      const next = await saveStep(ENDPOINTS.partnerAppStepContactBank, {
        contact_person: values.contact_person.trim(),
        contact_phone: `+971${localMobile(values.contact_phone)}`,
        contact_email: values.contact_email.trim(),
        bank_name: values.bank_name.trim(),
        iban: values.iban.replace(/\s/g, ""),
        account_name: values.account_name.trim(),
      });
      onSaved(next);
    } catch (error) {
      setProblems(applyServerErrors(form, error, FIELDS));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ContactValues>
      form={form}
      layout="vertical"
      requiredMark={optionalMark(t)}
      onValuesChange={() => onDirty(true)}
      onFinish={save}
      initialValues={{
        contact_person: app.contact_person ?? "",
        contact_phone: app.contact_phone ? localMobile(app.contact_phone) : "",
        contact_email: app.contact_email ?? "",
        bank_name: app.bank_name ?? "",
        iban: formatIban(app.iban ?? ""),
        account_name: app.account_name ?? app.legal_name_en ?? "",
      }}
    >
      {problems.length ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={problems.join(" ")} />
      ) : null}
      <Typography.Title level={5}>{t("onboarding.contact.sectionContact")}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contact_person" label={t("onboarding.contact.contactPerson")} rules={[required]}>
            <Input maxLength={120} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contact_phone"
            label={t("onboarding.contact.phone")}
            extra={t("onboarding.contact.phoneHint")}
            // +971 is shown before the field: a pasted +971 / 00971 or a typed leading 0 is dropped.
            normalize={(v: string) => v.replace(/^\s*(\+|00)?971\s*|^\s*0/, "")}
            rules={[
              required,
              {
                validator: (_, value: string) =>
                  !value || /^5\d{8}$/.test(localMobile(value))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("onboarding.contact.phoneInvalid"))),
              },
            ]}
          >
            <Input
              dir="ltr"
              style={{ direction: "ltr" }}
              prefix={<span dir="ltr">+971</span>}
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={16}
              placeholder="50 123 4567"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contact_email"
            label={t("onboarding.contact.email")}
            rules={[
              required,
              {
                validator: (_, value: string) =>
                  !value || EMAIL_RE.test(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("onboarding.contact.emailInvalid"))),
              },
            ]}
          >
            <Input dir="ltr" style={{ direction: "ltr" }} type="email" inputMode="email" autoComplete="email" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t("onboarding.contact.sectionBank")}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="bank_name" label={t("onboarding.contact.bankName")} rules={[required]}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="iban"
            label={t("onboarding.contact.iban")}
            normalize={(v: string) => formatIban(v)}
            extra={<IbanHint value={iban} />}
            rules={[
              required,
              {
                validator: (_, value: string) =>
                  !value || isUaeIban(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("onboarding.contact.ibanInvalid"))),
              },
            ]}
            validateTrigger="onBlur"
          >
            <Input
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              placeholder="AE07 0331 2345 6789 0123 456"
              style={{ fontFamily: "monospace", direction: "ltr" }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="account_name"
            label={t("onboarding.contact.accountName")}
            extra={t("onboarding.contact.accountNameHint")}
            rules={[required]}
          >
            <Input maxLength={150} />
          </Form.Item>
        </Col>
      </Row>
      <StepActions saving={saving} onBack={onBack} />
    </Form>
  );
}
