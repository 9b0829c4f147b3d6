import "../../../../i18n/modules/help";
import { useTranslation } from "react-i18next";
import { FaqPage as Faq } from "../../../../components/storefront/help/faq-page";

/** /faq: customer questions from `GET faq/list?audience=customer`, searchable. */
export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <Faq
      audience="customer"
      title={t("help.faqTitle")}
      subtitle={t("help.faqSubtitle")}
      moreTitle={t("help.stillNeedHelp")}
      actions={[
        { to: "/contact", label: t("help.contactUs") },
        { to: "/support", label: t("help.supportCenter") },
      ]}
    />
  );
}
