import "../../../i18n/modules/partner-landing";
import { useTranslation } from "react-i18next";
import { FaqPage } from "../../../components/storefront/help/faq-page";
import { StoreLayout } from "../../../components/storefront/store-layout";

/** /partner/faq: questions for service companies (`GET faq/list?audience=partner`), storefront layout, public. */
export default function PartnerFaqPage() {
  const { t } = useTranslation();
  return (
    <StoreLayout landing>
      <FaqPage
        audience="partner"
        title={t("partnerLanding.faqTitle")}
        subtitle={t("partnerLanding.faqSubtitle")}
        moreTitle={t("partnerLanding.ctaTitle")}
        actions={[
          { to: "/partner/register", label: t("partnerLanding.register") },
          { to: "/partner", label: t("partnerLanding.backToPartner") },
        ]}
      />
    </StoreLayout>
  );
}
