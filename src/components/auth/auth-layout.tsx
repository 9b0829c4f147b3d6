import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitch } from "../language-switch";

/** The authentication layout: a brand panel (wide screens) beside the form card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="kh-auth">
      <aside className="kh-auth-aside">
        <Link to="/" className="kh-brand" style={{ color: "#fff" }}>
          <img src="/logo.svg" alt="" />
          {t("app.name")}
        </Link>
        <div>
          <h2 style={{ fontSize: 32, margin: "0 0 12px" }}>{t("home.heroTitle")}</h2>
          <p style={{ opacity: 0.9, fontSize: 17 }}>{t("app.tagline")}</p>
        </div>
        <small style={{ opacity: 0.7 }}>{t("footer.copyright", { year: new Date().getFullYear() })}</small>
      </aside>
      <main className="kh-auth-main">
        <div className="kh-auth-card">
          <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
            <Link to="/" className="kh-brand">
              <img src="/logo.svg" alt="" />
              {t("app.name")}
            </Link>
            <LanguageSwitch />
          </div>
          <h1>{title}</h1>
          {subtitle ? <p className="kh-sub">{subtitle}</p> : null}
          {children}
        </div>
      </main>
    </div>
  );
}
