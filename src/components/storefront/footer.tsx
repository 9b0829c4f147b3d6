import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { env } from "../../config/env";
import { useKhidmaStore } from "../../state";

const str = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

/** Footer: quick links, support email (configuration master_setting.support_email), apps, social, legal. */
export function StoreFooter() {
  const { t } = useTranslation();
  const master = useKhidmaStore((s) => s.config.master_setting) ?? {};
  const supportEmail = str(master.support_email);
  const social = [
    { key: "facebook_url", label: "Facebook" },
    { key: "instagram_url", label: "Instagram" },
    { key: "x_url", label: "X" },
    { key: "linkedin_url", label: "LinkedIn" },
  ].filter((s) => str(master[s.key]));
  return (
    <footer className="kh-footer">
      <div className="kh-container">
        <div className="kh-footer-grid">
          <div>
            <Link to="/" className="kh-brand" style={{ color: "#fff" }}>
              <img src="/logo.svg" alt="" width={34} height={34} />
              {t("app.name")}
            </Link>
            <p style={{ maxWidth: 360 }}>{t("app.tagline")}</p>
            <h3>{t("footer.contact")}</h3>
            {supportEmail ? (
              <a href={`mailto:${supportEmail}`} data-testid="support-email">
                {supportEmail}
              </a>
            ) : null}
          </div>
          <div>
            <h3>{t("footer.quickLinks")}</h3>
            <ul>
              <li>
                <Link to="/services">{t("nav.services")}</Link>
              </li>
              <li>
                <Link to="/categories">{t("nav.categories")}</Link>
              </li>
              <li>
                <Link to="/providers">{t("nav.providers")}</Link>
              </li>
              <li>
                <Link to="/packages">{t("nav.packages")}</Link>
              </li>
            </ul>
          </div>
          <div>
            <h3>{t("footer.getTheApp")}</h3>
            <div className="kh-store-badges">
              {str(master.app_store_url) ? (
                <a href={str(master.app_store_url)} rel="noopener" target="_blank">
                  {t("footer.appStore")}
                </a>
              ) : null}
              {str(master.play_store_url) ? (
                <a href={str(master.play_store_url)} rel="noopener" target="_blank">
                  {t("footer.playStore")}
                </a>
              ) : null}
            </div>
          </div>
          <div>
            <h3>{t("footer.followUs")}</h3>
            <ul>
              {social.map((s) => (
                <li key={s.key}>
                  <a href={str(master[s.key])} rel="noopener" target="_blank">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="kh-footer-bottom">
          <span>{t("footer.copyright", { year: new Date().getFullYear() })}</span>
          <span style={{ display: "flex", gap: 16 }}>
            <Link to="/terms-and-conditions">{t("footer.terms")}</Link>
            <Link to="/privacy-policy">{t("footer.privacy")}</Link>
            <span>{t("app.version", { version: env.displayVersion })}</span>
          </span>
        </div>
      </div>
    </footer>
  );
}
