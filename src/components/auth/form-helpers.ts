import "../../i18n/modules/auth-pages";

export { showFieldErrors } from "../../lib/form-errors";

import type { Rule } from "antd/es/form";
import type { TFunction } from "i18next";

/** UAE mobile numbers as the API accepts them: +971 5X XXX XXXX, 05XXXXXXXX, 9715XXXXXXXX, 009715XXXXXXXX. */
export function normaliseUaePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, "");
  const m = /^(?:\+971|00971|971|0)(5\d{8})$/.exec(compact);
  return m ? `+971${m[1]}` : null;
}

/** Query parameter helper: trimmed value or "". */
export const queryValue = (search: URLSearchParams, name: string): string => (search.get(name) ?? "").trim();

export const requiredRule = (t: TFunction): Rule => ({ required: true, whitespace: true, message: t("auth.required") });

export const emailRules = (t: TFunction): Rule[] => [
  requiredRule(t),
  { type: "email", message: t("auth.invalidEmail") },
];

export const phoneRules = (t: TFunction): Rule[] => [
  requiredRule(t),
  {
    validator: (_rule, value: string | undefined) =>
      !value || normaliseUaePhone(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t("authPages.fields.invalidPhone"))),
  },
];

export const codeRules = (t: TFunction): Rule[] => [
  requiredRule(t),
  { pattern: /^\s*\d{6}\s*$/, message: t("authPages.fields.codeInvalid") },
];

/** Mirrors the API's new-password rule: 8+ characters with a letter and a number. */
export const newPasswordRules = (t: TFunction): Rule[] => [
  { required: true, message: t("auth.required") },
  { min: 8, message: t("authPages.fields.passwordTooShort") },
  {
    validator: (_rule, value: string | undefined) =>
      !value || (/[A-Za-z]/.test(value) && /\d/.test(value))
        ? Promise.resolve()
        : Promise.reject(new Error(t("authPages.fields.passwordNeedsMix"))),
  },
];

/** Confirmation must equal the `password` field. */
export const confirmPasswordRules = (t: TFunction, field = "password"): Rule[] => [
  { required: true, message: t("auth.required") },
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value === getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error(t("authPages.fields.passwordMismatch"))),
  }),
];

/** Isolates a left-to-right value (phone, email) inside a possibly right-to-left sentence. */
export const ltr = (value: string): string => `\u2066${value}\u2069`;
