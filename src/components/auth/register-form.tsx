import "../../i18n/modules/auth-pages";
import { useRegister } from "@refinedev/core";
import { Button, Checkbox, Form, Input, Radio } from "antd";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { passReturnUrl } from "../../config/guard";
import {
  confirmPasswordRules,
  emailRules,
  newPasswordRules,
  normaliseUaePhone,
  phoneRules,
  requiredRule,
  showFieldErrors,
} from "./form-helpers";
import { PasswordStrength } from "./password-strength";
import "./auth.css";

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  gender?: "female" | "male" | "other";
  consent?: boolean;
}

type RegisterResult = { success: boolean; phone?: string; error?: unknown };

/** Where the OTP step lives for each kind of sign-up. */
export const registerOtpPath = (asPartner: boolean, phone: string, email?: string): string => {
  const query = new URLSearchParams({ phone });
  if (email) query.set("email", email);
  return `${asPartner ? "/partner/register/otp" : "/register/otp"}?${query.toString()}`;
};

/**
 * Sign-up for customers (POST register) and for a service company's owner (`asPartner`: POST partner/register).
 * On success goes to the phone-code step; on failure the server's field errors land on the fields and what the user
 * typed stays.
 */
export function RegisterForm({ asPartner = false }: { asPartner?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form] = Form.useForm<RegisterValues>();
  const password = Form.useWatch("password", form);
  const { mutateAsync: register, isPending } = useRegister<Record<string, unknown>>();

  const submit = async (values: RegisterValues) => {
    const phone = values.phone.trim();
    const email = values.email.trim();
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email,
      phone: normaliseUaePhone(phone) ?? phone,
      password: values.password,
      password_confirmation: values.password_confirmation,
      ...(values.gender ? { gender: values.gender } : {}),
      asPartner,
    };
    const result = (await register(body)) as RegisterResult;
    if (result.success) {
      // The code step signs the customer in and then follows the page they came from (afterLoginPath reads it).
      navigate(passReturnUrl(registerOtpPath(asPartner, result.phone || body.phone, email), search));
    } else {
      showFieldErrors(form, result.error);
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      size="large"
      name={asPartner ? "partner-register" : "register"}
      className="kh-auth-form kh-auth-form-wide"
      scrollToFirstError
    >
      <div className="kh-auth-row">
        <Form.Item name="first_name" label={t("authPages.fields.firstName")} rules={[requiredRule(t)]}>
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item name="last_name" label={t("authPages.fields.lastName")} rules={[requiredRule(t)]}>
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
      </div>
      <Form.Item name="email" label={t("auth.email")} rules={emailRules(t)}>
        <Input type="email" autoComplete="email" inputMode="email" dir="ltr" />
      </Form.Item>
      <Form.Item name="phone" label={t("auth.phone")} extra={t("authPages.fields.phoneHint")} rules={phoneRules(t)}>
        <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" placeholder={t("auth.phonePlaceholder")} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("auth.password")}
        rules={newPasswordRules(t)}
        extra={<PasswordStrength password={password} />}
      >
        <Input.Password autoComplete="new-password" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t("authPages.fields.confirmPassword")}
        dependencies={["password"]}
        rules={confirmPasswordRules(t)}
      >
        <Input.Password autoComplete="new-password" dir="ltr" />
      </Form.Item>
      <Form.Item name="gender" label={t("authPages.fields.gender")}>
        <Radio.Group
          optionType="button"
          options={[
            { value: "female", label: t("authPages.fields.genderFemale") },
            { value: "male", label: t("authPages.fields.genderMale") },
            { value: "other", label: t("authPages.fields.genderOther") },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value: boolean | undefined) =>
              value ? Promise.resolve() : Promise.reject(new Error(t("authPages.register.consentRequired"))),
          },
        ]}
      >
        <Checkbox className="kh-consent">
          <Trans
            i18nKey="authPages.register.consent"
            components={{
              terms: <Link to="/terms-and-conditions" target="_blank" rel="noopener" />,
              privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" />,
            }}
          />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isPending}>
        {asPartner ? t("authPages.register.partnerSubmit") : t("authPages.register.submit")}
      </Button>
    </Form>
  );
}
