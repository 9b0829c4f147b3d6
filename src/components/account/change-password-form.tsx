import "../../i18n/modules/account";
import { Alert, Button, Card, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, getNotifier } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import { showFieldErrors } from "../../lib/form-errors";

interface FormValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const MIN_LENGTH = 8;

/**
 * Current, new and confirmed password (`POST change-my-password`). The server signs out the user's OTHER
 * sessions; this one (and its token) stays, so nothing changes locally but the form.
 */
export function ChangePasswordForm({ name = "change-password" }: { name?: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (values: FormValues) => {
    setSaving(true);
    setDone(false);
    try {
      await api.post<null>(ENDPOINTS.changeMyPassword, values);
      form.resetFields();
      setDone(true);
      getNotifier().success(t("account.password.changed"));
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => done && setDone(false)}
    >
      {done ? (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          message={t("account.password.changed")}
          description={t("account.password.otherSessions")}
        />
      ) : null}
      <Form.Item
        name="current_password"
        label={t("account.password.current")}
        rules={[{ required: true, message: t("auth.required") }]}
      >
        <Input.Password autoComplete="current-password" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("account.password.new")}
        extra={t("account.password.hint")}
        dependencies={["current_password"]}
        rules={[
          { required: true, message: t("auth.required") },
          { min: MIN_LENGTH, message: t("account.password.tooShort") },
          {
            validator: async (_, value: string | undefined) => {
              if (value && !(/[A-Za-z]/.test(value) && /\d/.test(value))) {
                throw new Error(t("account.password.letterAndNumber"));
              }
            },
          },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value === getFieldValue("current_password")) {
                throw new Error(t("account.password.sameAsCurrent"));
              }
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t("account.password.confirm")}
        dependencies={["password"]}
        rules={[
          { required: true, message: t("auth.required") },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value !== getFieldValue("password")) throw new Error(t("account.password.mismatch"));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" dir="ltr" />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {t("account.password.otherSessions")}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t("account.password.save")}
      </Button>
    </Form>
  );
}

/** The change-password page body shared by the admin and partner portals. */
export function ChangePasswordPanel() {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("account.password.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("account.changePasswordPage.subtitle")}</Typography.Paragraph>
      <Card>
        <Typography.Paragraph>{t("account.password.intro")}</Typography.Paragraph>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}

export default ChangePasswordForm;
