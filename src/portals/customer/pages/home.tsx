import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useKhidmaStore } from "../../../state";

/** Storefront home (landing layout). Discovery sections (banners, categories, providers, packages) come next. */
export default function HomePage() {
  const { t } = useTranslation();
  const supportEmail = useKhidmaStore((s) => s.config.master_setting?.support_email);
  return (
    <main>
      <section className="kh-hero">
        <div className="kh-container">
          <h1>{t("home.heroTitle")}</h1>
          <p>{t("home.heroSubtitle")}</p>
          <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
            <Link to="/categories" className="kh-button" style={{ background: "#fff", color: "#0f766e" }}>
              {t("nav.categories")}
            </Link>
            <Link to="/packages" className="kh-button kh-ghost" style={{ color: "#fff", borderColor: "#fff" }}>
              {t("nav.packages")}
            </Link>
          </div>
        </div>
      </section>
      <section className="kh-section">
        <div className="kh-container">
          {supportEmail ? (
            <p data-testid="home-support">
              {t("home.supportLine")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
          ) : null}
        </div>
      </section>
    </main>
  );
}
