import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FaqList } from "../../../../components/storefront/help/faq-list";

/** /faq: customer questions from `GET faq/list?audience=customer`, searchable. */
export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <main className="kh-help">
      <header className="kh-help-hero">
        <div className="kh-container">
          <h1>{t("help.faqTitle")}</h1>
          <p>{t("help.faqSubtitle")}</p>
        </div>
      </header>
      <section className="kh-section">
        <div className="kh-container kh-help-narrow">
          <FaqList audience="customer" />
          <aside className="kh-help-more">
            <h2>{t("help.stillNeedHelp")}</h2>
            <div className="kh-help-actions">
              <Link to="/contact" className="kh-button">
                {t("help.contactUs")}
              </Link>
              <Link to="/support" className="kh-button kh-ghost">
                {t("help.supportCenter")}
              </Link>
            </div>
          </aside>
        </div>
      </section>
    </main>
  );
}
