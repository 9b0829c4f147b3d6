import "../../../i18n/modules/partner-landing";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StoreLayout } from "../../../components/storefront/store-layout";
import "./landing.css";

const STEPS = ["register", "onboard", "approval", "bookings"] as const;
const BENEFITS = [
  { key: "demand", d: "M3 13h2v7H3zm4-4h2v11H7zm4-4h2v15h-2zm4 8h2v7h-2zm4-5h2v12h-2z" },
  {
    key: "tools",
    d: "M16 11a3 3 0 1 0-3-3 3 3 0 0 0 3 3m-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3m0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13m8 0h-1a4.2 4.2 0 0 1 2 3.5V19h6v-2.5c0-2.3-4.7-3.5-7-3.5",
  },
  {
    key: "payments",
    d: "M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2m0 14H4v-6h16zm0-10H4V6h16z",
  },
  { key: "growth", d: "m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" },
] as const;
const FIGURES = ["emirates", "customers", "payout", "commission"] as const;

/** /partner: "Become a partner" for UAE service companies (storefront landing layout, public). */
export default function PartnerLandingPage() {
  const { t } = useTranslation();
  return (
    <StoreLayout landing>
      <main className="kh-pl">
        <section className="kh-pl-hero">
          <div className="kh-container">
            <p className="kh-pl-eyebrow">{t("partnerLanding.eyebrow")}</p>
            <h1>{t("partnerLanding.title")}</h1>
            <p className="kh-pl-lead">{t("partnerLanding.subtitle")}</p>
            <div className="kh-pl-ctas">
              <Link to="/partner/register" className="kh-button kh-pl-primary">
                {t("partnerLanding.register")}
              </Link>
              <Link to="/partner/login" className="kh-button kh-ghost kh-pl-ghost">
                {t("partnerLanding.login")}
              </Link>
            </div>
          </div>
        </section>

        <section className="kh-pl-figures" aria-label={t("partnerLanding.figuresTitle")}>
          <div className="kh-container">
            <ul>
              {FIGURES.map((f) => (
                <li key={f}>
                  <bdi className="kh-pl-figure">{t(`partnerLanding.figures.${f}Value`)}</bdi>
                  <span>{t(`partnerLanding.figures.${f}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="kh-section">
          <div className="kh-container">
            <h2>{t("partnerLanding.howTitle")}</h2>
            <ol className="kh-pl-steps">
              {STEPS.map((step, i) => (
                <li key={step}>
                  <span className="kh-pl-step-no" aria-hidden="true">
                    <bdi>{i + 1}</bdi>
                  </span>
                  <h3>{t(`partnerLanding.steps.${step}Title`)}</h3>
                  <p>{t(`partnerLanding.steps.${step}Body`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="kh-section kh-pl-benefits">
          <div className="kh-container">
            <h2>{t("partnerLanding.benefitsTitle")}</h2>
            <ul className="kh-pl-benefit-grid">
              {BENEFITS.map((b) => (
                <li key={b.key}>
                  <span className="kh-pl-icon">
                    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                      <path fill="currentColor" d={b.d} />
                    </svg>
                  </span>
                  <h3>{t(`partnerLanding.benefits.${b.key}Title`)}</h3>
                  <p>{t(`partnerLanding.benefits.${b.key}Body`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="kh-section">
          <div className="kh-container">
            <div className="kh-pl-cta">
              <div>
                <h2>{t("partnerLanding.ctaTitle")}</h2>
                <p>{t("partnerLanding.ctaBody")}</p>
              </div>
              <div className="kh-pl-ctas">
                <Link to="/partner/register" className="kh-button kh-pl-primary">
                  {t("partnerLanding.register")}
                </Link>
                <Link to="/partner/faq" className="kh-button kh-ghost kh-pl-ghost">
                  {t("partnerLanding.faq")}
                </Link>
              </div>
            </div>
          </div>
        </section>
      </main>
    </StoreLayout>
  );
}
