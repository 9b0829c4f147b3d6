import "../../../../i18n/modules/help";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FaqList } from "../../../../components/storefront/help/faq-list";
import { SupportChat } from "../../../../components/storefront/help/support-chat";
import { useKhidmaStore } from "../../../../state";
import { ChannelIcon, ICONS, SupportChannels } from "./channels";
import "../../../../components/storefront/help/help.css";

/**
 * /support: the customer's contact hub: the support chat (a conversation stored on the server, polled), then
 * WhatsApp, phone and email from master_setting, the contact form, FAQ highlights and (signed in) a way to the
 * bookings.
 */
export default function ChatSupportPage() {
  const { t } = useTranslation();
  const signedIn = useKhidmaStore((s) => s.session.user !== null);
  return (
    <main className="kh-help">
      <header className="kh-help-hero">
        <div className="kh-container">
          <h1>{t("help.support.title")}</h1>
          <p>{t("help.support.subtitle")}</p>
        </div>
      </header>
      <section className="kh-section kh-support-chat-section">
        <div className="kh-container kh-help-narrow">
          <SupportChat />
        </div>
      </section>
      <section className="kh-section">
        <div className="kh-container">
          <h2 className="kh-support-other">{t("help.support.otherWays")}</h2>
          <SupportChannels
            extra={
              <Link to="/contact" className="kh-channel kh-channel-form">
                <span className="kh-channel-icon">
                  <ChannelIcon d={ICONS.form} />
                </span>
                <span className="kh-channel-text">
                  <strong>{t("help.support.form")}</strong>
                  <span className="kh-channel-body">{t("help.support.formBody")}</span>
                  <span className="kh-channel-value">{t("help.support.openForm")}</span>
                </span>
              </Link>
            }
          />
          {signedIn ? (
            <div className="kh-help-card kh-support-bookings">
              <div>
                <h2>{t("help.support.bookingsTitle")}</h2>
                <p>{t("help.support.bookingsBody")}</p>
              </div>
              <Link to="/bookings" className="kh-button kh-ghost">
                {t("help.support.bookings")}
              </Link>
            </div>
          ) : null}
        </div>
      </section>
      <section className="kh-section kh-support-faq">
        <div className="kh-container kh-help-narrow">
          <h2>{t("help.support.popular")}</h2>
          <FaqList audience="customer" limit={5} searchable={false} />
          <p className="kh-support-all">
            <Link to="/faq">{t("help.support.allFaq")}</Link>
          </p>
        </div>
      </section>
    </main>
  );
}
