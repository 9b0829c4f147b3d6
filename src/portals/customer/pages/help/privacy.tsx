import { LegalPage } from "./legal";

/** /privacy-policy */
export default function PrivacyPage() {
  return <LegalPage slug="privacy-policy" />;
}
