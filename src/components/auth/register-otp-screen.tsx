import "../../i18n/modules/auth-pages";
import { useInvalidateAuthStore } from "@refinedev/core";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { getNotifier } from "../../api";
import { afterLoginPath } from "../../providers/auth-provider";
import { applyLoginSession, type LoginSession, useKhidmaStore } from "../../state";
import { AuthLayout } from "./auth-layout";
import { ltr, queryValue } from "./form-helpers";
import { OtpVerifyForm } from "./otp-verify-form";
import "./auth.css";

/**
 * The step after sign-up: the 6-digit code sent to `?phone=`. Success signs the user in (stores the session) and
 * goes to the customer's next page, or, for a new partner, to /partner/dashboard (onboarding starts there).
 */
export function RegisterOtpScreen({ asPartner = false }: { asPartner?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const invalidateAuth = useInvalidateAuthStore();
  const phone = queryValue(search, "phone");
  const email = queryValue(search, "email");

  const onVerified = async (session: LoginSession) => {
    const after = afterLoginPath();
    // A new customer picks their interests next (SPEC 2's category-preference step), then goes on.
    const to = asPartner
      ? "/partner/dashboard"
      : `/category-preference${after === "/" ? "" : `?returnUrl=${encodeURIComponent(after)}`}`;
    applyLoginSession(session);
    useKhidmaStore.getState().setReturnUrl(null);
    getNotifier().success(t(asPartner ? "authPages.otp.partnerVerified" : "authPages.otp.verified"));
    void invalidateAuth();
    navigate(to, { replace: true });
  };

  return (
    <AuthLayout
      title={t(asPartner ? "authPages.otp.partnerTitle" : "authPages.otp.title")}
      subtitle={phone ? t("authPages.otp.subtitle", { phone: ltr(phone) }) : t("authPages.otp.subtitleNoPhone")}
    >
      {email ? (
        <Alert
          className="kh-auth-note"
          type="info"
          showIcon
          message={t("authPages.otp.emailNote", { email: ltr(email) })}
        />
      ) : null}
      <OtpVerifyForm phone={phone || undefined} onVerified={onVerified} />
      <div className="kh-auth-links">
        <Link to={asPartner ? "/partner/register" : "/register"}>{t("authPages.otp.wrongNumber")}</Link>
      </div>
    </AuthLayout>
  );
}
