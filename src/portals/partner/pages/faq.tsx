import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FaqList } from "../../../components/storefront/help/faq-list";
import { StoreLayout } from "../../../components/storefront/store-layout";

/** /partner/faq: questions for service companies (`GET faq/list?audience=partner`), storefront layout, public. */
export default function PartnerFaqPage() {
  const { t } = useTranslation();
  return (
    <StoreLayout landing>
      <main className="kh-help">
        <header className="kh-help-hero">
          <div className="kh-container">
            <h1>{t("partnerLanding.faqTitle")}</h1>
            <p>{t("partnerLanding.faqSubtitle")}</p>
          </div>
        </header>
        <section className="kh-section">
          <div className="kh-container kh-help-narrow">
            <FaqList audience="partner" />
            <aside className="kh-help-more">
              <h2>{t("partnerLanding.ctaTitle")}</h2>
              <div className="kh-help-actions">
                <Link to="/partner/register" className="kh-button">
                  {t("partnerLanding.register")}
                </Link>
                <Link to="/partner" className="kh-button kh-ghost">
                  {t("partnerLanding.backToPartner")}
                </Link>
              </div>
            </aside>
          </div>
        </section>
      </main>
    </StoreLayout>
  );
}
