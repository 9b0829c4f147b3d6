import { Form, Input } from "antd";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { ENDPOINTS } from "../../api/endpoints";
import { emailRules, normaliseUaePhone, phoneRules, requiredRule } from "../auth/form-helpers";

export interface ChangeProps {
  /** Called after the new value is verified and stored. */
  onDone?: () => void;
  /** Shows a Cancel button calling this. */
  onCancel?: () => void;
}

export type Kind = "phone" | "email";

export interface ContactValues {
  phone?: string;
  email?: string;
  current_password?: string;
  otp: string;
}

/** What differs between the phone and the email change: endpoints, the first step's fields and what it sends. */
export interface ContactFlow {
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

export const PHONE_FLOW: ContactFlow = {
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

export const EMAIL_FLOW: ContactFlow = {
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
