import "../../../../i18n/modules/partner-team";
import { Col, Form, Input } from "antd";
import { useTranslation } from "react-i18next";

/** A new team user's password and its confirmation (two columns of the form's row). */
export function PasswordFields() {
  const { t } = useTranslation();
  const required = { required: true, message: t("partnerTeam.common.required") };
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item
          name="password"
          label={t("partnerTeam.users.password")}
          extra={t("partnerTeam.users.passwordHint")}
          rules={[required]}
        >
          <Input.Password autoComplete="new-password" dir="ltr" data-testid="team-user-password" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="password_confirmation"
          label={t("partnerTeam.users.passwordConfirm")}
          dependencies={["password"]}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue("password") === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("partnerTeam.users.passwordMismatch"))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" dir="ltr" data-testid="team-user-password-confirm" />
        </Form.Item>
      </Col>
    </>
  );
}
