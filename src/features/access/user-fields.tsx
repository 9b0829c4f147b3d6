import { Col, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The string area of an access screen: the admin's (`adminAccess`) or the partner team's (`partnerTeam`); both have
 * the same `users.*` and `common.required` keys, in their own words.
 */
export type AccessStrings = "adminAccess" | "partnerTeam";

/** `data-testid` of a field when the screen names its fields (`<prefix>-<field>`), none otherwise. */
const testIdOf = (prefix: string | undefined, field: string) => (prefix ? `${prefix}-${field}` : undefined);

/**
 * A user's name, email, phone and gender, as columns of the form's row. Email and phone read left to right. With
 * `testIdPrefix` each input carries `<prefix>-first-name`, `-last-name`, `-email`, `-phone`.
 */
export function UserContactFields({ ns, testIdPrefix }: { ns: AccessStrings; testIdPrefix?: string }) {
  const { t, i18n } = useTranslation();
  // antd's RTL styles override dir="ltr": email and phone read left to right, aligned with the form
  const ltr = { direction: "ltr" as const, textAlign: i18n.dir() === "rtl" ? ("right" as const) : ("left" as const) };
  const required = [{ required: true, whitespace: true, message: t(`${ns}.common.required`) }];
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="first_name" label={t(`${ns}.users.firstName`)} rules={required}>
          <Input maxLength={100} autoComplete="off" data-testid={testIdOf(testIdPrefix, "first-name")} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="last_name" label={t(`${ns}.users.lastName`)} rules={required}>
          <Input maxLength={100} autoComplete="off" data-testid={testIdOf(testIdPrefix, "last-name")} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={t(`${ns}.users.email`)} rules={required}>
          <Input
            type="email"
            maxLength={255}
            dir="ltr"
            style={ltr}
            autoComplete="off"
            data-testid={testIdOf(testIdPrefix, "email")}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t(`${ns}.users.phone`)} extra={t(`${ns}.users.phoneHint`)} rules={required}>
          <Input
            type="tel"
            inputMode="tel"
            maxLength={32}
            dir="ltr"
            style={ltr}
            placeholder="+971 50 123 4567"
            data-testid={testIdOf(testIdPrefix, "phone")}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="gender" label={t(`${ns}.users.gender`)}>
          <Select
            allowClear
            options={(["female", "male", "other"] as const).map((g) => ({
              value: g,
              label: t(`${ns}.users.genders.${g}`),
            }))}
          />
        </Form.Item>
      </Col>
    </>
  );
}

/**
 * A new user's password and its confirmation, as two columns of the form's row. With `testIdPrefix` the inputs carry
 * `<prefix>-password` and `<prefix>-password-confirm`.
 */
export function PasswordFields({ ns, testIdPrefix }: { ns: AccessStrings; testIdPrefix?: string }) {
  const { t } = useTranslation();
  const required = { required: true, message: t(`${ns}.common.required`) };
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item
          name="password"
          label={t(`${ns}.users.password`)}
          extra={t(`${ns}.users.passwordHint`)}
          rules={[required]}
        >
          <Input.Password autoComplete="new-password" dir="ltr" data-testid={testIdOf(testIdPrefix, "password")} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="password_confirmation"
          label={t(`${ns}.users.passwordConfirm`)}
          dependencies={["password"]}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue("password") === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t(`${ns}.users.passwordMismatch`))),
            }),
          ]}
        >
          <Input.Password
            autoComplete="new-password"
            dir="ltr"
            data-testid={testIdOf(testIdPrefix, "password-confirm")}
          />
        </Form.Item>
      </Col>
    </>
  );
}

/** The values of the contact fields as `user/create` and `user/update` take them (no gender: null). */
export function contactOf(values: {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  gender?: "female" | "male" | "other" | null;
}) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    gender: values.gender ?? null,
  };
}
