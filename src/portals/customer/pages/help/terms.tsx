import { LegalPage } from "./legal";

/** /terms-and-conditions */
export default function TermsPage() {
  return <LegalPage slug="terms-and-conditions" />;
}
