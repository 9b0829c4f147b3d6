import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoginForm } from "../../../../components/auth/login-form";
import { Scope } from "../../../../shell/scope";
import { useKhidmaStore } from "../../../../state";

/** A guest sees the cart and signs in here (the server then merges this cart into the account's). */
export function GuestGate() {
  const { t } = useTranslation();
  const setReturnUrl = useKhidmaStore((s) => s.setReturnUrl);
  // Signing in lands back here (the auth provider goes to the remembered page).
  useEffect(() => setReturnUrl("/checkout"), [setReturnUrl]);
  return (
    <section className="kh-co-card" aria-labelledby="co-signin-title" data-testid="checkout-signin">
      <h2 id="co-signin-title">{t("cart.checkout.signInTitle")}</h2>
      <p className="kh-co-muted">{t("cart.checkout.signInHint")}</p>
      <div className="kh-co-login">
        <Scope>
          <LoginForm />
        </Scope>
      </div>
      <p className="kh-co-register">
        {t("cart.checkout.noAccount")}{" "}
        <Link to={`/register?returnUrl=${encodeURIComponent("/checkout")}`}>{t("cart.checkout.register")}</Link>
      </p>
    </section>
  );
}
