import "../../i18n/modules/auth-pages";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type LoginParams, loginWith, requestOtp } from "../../providers/auth-provider";
import { ltr } from "./form-helpers";
import { ResendCode } from "./resend-code";
import "./auth.css";

export type LoginMode = "password" | "otp";
type Mode = LoginMode;
type Name = "email" | "password" | "phone" | "otp";
type Errors = Partial<Record<Name | "form", string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first message of each of a 422's field errors; what names no field of this form goes above the button. */
const errorsOf = (error: unknown, fields: readonly Name[]): Errors => {
  const answer = error as { errors?: Record<string, string[] | string>; message?: string } | undefined;
  const out: Errors = {};
  for (const [name, messages] of Object.entries(answer?.errors ?? {})) {
    const text = Array.isArray(messages) ? String(messages[0] ?? "") : String(messages);
    if (!text) continue;
    if ((fields as readonly string[]).includes(name)) out[name as Name] = text;
    else out.form ??= text;
  }
  if (Object.keys(out).length === 0 && answer?.message) out.form = answer.message;
  return out;
};

/** A labelled input with its error or hint below it, as antd's vertical form draws one. */
function Field({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={error ? "kh-field kh-field-error" : "kh-field"}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <div id={`${id}-error`} className="kh-field-message" role="alert">
          {error}
        </div>
      ) : extra ? (
        <div id={`${id}-extra`} className="kh-field-extra">
          {extra}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Sign-in with email and password, or with a one-time code sent to a UAE mobile number. `initialMode` picks the
 * starting mode; `showModeSwitch={false}` hides the email/phone switch (the /login/otp pages).
 *
 * Plain HTML and the app's CSS, no antd or refine: the staff sign-in pages draw it before either has loaded (they
 * come after signing in, with the portal). Checks on submit (and again on every change once a field shows an error),
 * keeps what was typed, and puts a 422's field errors under their fields.
 */
export function LoginForm({
  allowOtp = true,
  initialMode = "password",
  showModeSwitch = allowOtp,
}: {
  allowOtp?: boolean;
  initialMode?: LoginMode;
  showModeSwitch?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uid = useId();
  const [mode, setMode] = useState<Mode>(allowOtp ? initialMode : "password");
  const [values, setValues] = useState<Record<Name, string>>({ email: "", password: "", phone: "", otp: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState<"send" | "login" | null>(null);
  const idOf = (name: Name) => `${uid}-${name}`;

  const fields: readonly Name[] =
    mode === "password" ? ["email", "password"] : otpSentTo ? ["phone", "otp"] : ["phone"];

  const check = (name: Name, value: string): string | undefined => {
    if (!value.trim()) return t("auth.required");
    if (name === "email" && !EMAIL.test(value.trim())) return t("auth.invalidEmail");
    return undefined;
  };

  /** Shows `next` and moves focus to its first field in error. */
  const show = (next: Errors) => {
    setErrors(next);
    const first = fields.find((name) => next[name]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  };

  const validate = (names: readonly Name[]): boolean => {
    const next: Errors = {};
    for (const name of names) {
      const message = check(name, values[name]);
      if (message) next[name] = message;
    }
    show(next);
    return Object.keys(next).length === 0;
  };

  const change = (name: Name) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((now) => ({ ...now, [name]: value }));
    if (errors[name] || errors.form) setErrors((now) => ({ ...now, form: undefined, [name]: check(name, value) }));
  };

  const sendOtp = async () => {
    if (!validate(["phone"])) return;
    setBusy("send");
    const result = await requestOtp(values.phone.trim());
    setBusy(null);
    if (result.ok) setOtpSentTo(values.phone.trim());
    else show(errorsOf(result.error, ["phone"]));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === "otp" && !otpSentTo) {
      await sendOtp();
      return;
    }
    if (!validate(fields) || busy) return;
    const params: LoginParams =
      mode === "password"
        ? { email: values.email.trim(), password: values.password }
        : { phone: values.phone.trim(), otp: values.otp.trim() };
    setBusy("login");
    const result = await loginWith(params);
    setBusy(null);
    if (result.success) navigate(result.redirectTo, { replace: true });
    else show(errorsOf(result.error, fields));
  };

  const input = (name: Name, props: Record<string, unknown>) => (
    <input
      id={idOf(name)}
      name={name}
      className="kh-input"
      value={values[name]}
      onChange={change(name)}
      dir="ltr"
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `${idOf(name)}-error` : undefined}
      {...props}
    />
  );

  const switchMode = () => {
    setMode(mode === "password" ? "otp" : "password");
    setOtpSentTo(null);
    setErrors({});
  };

  return (
    <form className="kh-login-form" noValidate onSubmit={submit} name={`login-${mode}`}>
      {mode === "password" ? (
        <>
          <Field id={idOf("email")} label={t("auth.email")} error={errors.email}>
            {input("email", { type: "email", autoComplete: "username", inputMode: "email" })}
          </Field>
          <Field id={idOf("password")} label={t("auth.password")} error={errors.password}>
            <span className="kh-input-affix">
              {input("password", { type: showPassword ? "text" : "password", autoComplete: "current-password" })}
              <button
                type="button"
                className="kh-input-eye"
                aria-label={t("authPages.loginOtp.reveal")}
                aria-pressed={showPassword}
                aria-controls={idOf("password")}
                onClick={() => setShowPassword((on) => !on)}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path
                    d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
                    fill="currentColor"
                  />
                  {showPassword ? null : <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
                </svg>
              </button>
            </span>
          </Field>
        </>
      ) : (
        <>
          <Field id={idOf("phone")} label={t("auth.phone")} error={errors.phone}>
            {input("phone", {
              type: "tel",
              autoComplete: "tel",
              inputMode: "tel",
              placeholder: t("auth.phonePlaceholder"),
              disabled: otpSentTo !== null,
            })}
          </Field>
          {otpSentTo ? (
            <Field
              id={idOf("otp")}
              label={t("auth.otp")}
              error={errors.otp}
              extra={t("auth.otpHint", { phone: ltr(otpSentTo) })}
            >
              {input("otp", { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 })}
            </Field>
          ) : null}
        </>
      )}
      {errors.form ? (
        <div className="kh-form-alert" role="alert">
          {errors.form}
        </div>
      ) : null}
      <button type="submit" className="kh-btn-primary" disabled={busy !== null} aria-busy={busy !== null}>
        {busy ? <span className="kh-btn-spinner" aria-hidden="true" /> : null}
        {mode === "otp" && !otpSentTo ? t("auth.sendOtp") : t("auth.login")}
      </button>
      {mode === "otp" && otpSentTo ? (
        <>
          <ResendCode
            onResend={async () => {
              const result = await requestOtp(otpSentTo);
              if (!result.ok) show(errorsOf(result.error, fields));
              return result.ok;
            }}
          />
          <div className="kh-center">
            <button
              type="button"
              className="kh-btn-link"
              onClick={() => {
                setOtpSentTo(null);
                setValues((now) => ({ ...now, otp: "" }));
                setErrors({});
              }}
            >
              {t("authPages.loginOtp.changeNumber")}
            </button>
          </div>
        </>
      ) : null}
      {allowOtp && showModeSwitch ? (
        <button type="button" className="kh-btn-link kh-btn-block" onClick={switchMode}>
          {mode === "password" ? t("auth.modeOtp") : t("auth.modePassword")}
        </button>
      ) : null}
    </form>
  );
}
