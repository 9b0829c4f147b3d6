import "../../i18n/modules/auth-pages";
import { useTranslation } from "react-i18next";
import "./auth.css";

/** 0 (empty) .. 4 (strong): length, letters and numbers, mixed case, symbols. */
export function passwordScore(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  let score = 0;
  if (password.length >= 8) score++;
  if (/[A-Za-z]/.test(password) && /\d/.test(password)) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password) || password.length >= 12) score++;
  if (password.length < 8) score = Math.min(score, 1);
  return Math.max(1, score) as 1 | 2 | 3 | 4;
}

const LEVELS = ["weak", "weak", "fair", "good", "strong"] as const;

/** A four-bar strength meter with the rule underneath (shown as the password field's `extra`). */
export function PasswordStrength({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  const score = passwordScore(password ?? "");
  return (
    <div className="kh-strength" data-level={score} aria-live="polite">
      {score > 0 ? (
        <>
          <div className="kh-strength-bars" aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
          </div>
          <small>{t("authPages.strength.label", { level: t(`authPages.strength.${LEVELS[score]}`) })}</small>
        </>
      ) : null}
      <small>{t("authPages.fields.passwordHint")}</small>
    </div>
  );
}
