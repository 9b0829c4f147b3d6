import "../../i18n/modules/auth-pages";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "./auth.css";

export const RESEND_SECONDS = 30;

/**
 * "Didn't get the code? Resend code" (a plain link-like button: no antd, the sign-in form draws it too) with a countdown: disabled for `seconds` after mount (a code was just sent)
 * and after every successful resend. `onResend` resolves true when a new code went out.
 */
export function ResendCode({
  onResend,
  seconds = RESEND_SECONDS,
  startWaiting = true,
}: {
  onResend: () => Promise<boolean>;
  seconds?: number;
  startWaiting?: boolean;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(startWaiting ? seconds : 0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const resend = async () => {
    setSending(true);
    try {
      if (await onResend()) setLeft(seconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="kh-resend">
      <span>{t("authPages.otp.didntGet")}</span>
      <button
        type="button"
        className="kh-btn-link"
        onClick={resend}
        disabled={left > 0 || sending}
        aria-busy={sending}
        data-testid="resend-code"
      >
        {sending ? <span className="kh-btn-spinner" aria-hidden="true" /> : null}
        {left > 0 ? t("authPages.otp.resendIn", { seconds: left }) : t("authPages.otp.resend")}
      </button>
    </div>
  );
}
