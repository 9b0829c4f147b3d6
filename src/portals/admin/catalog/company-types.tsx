import { TypeListScreen } from "./company-types-list";

/** /admin/company-types: the company types partner onboarding offers (issue 18). */
export default function CompanyTypesPage() {
  return <TypeListScreen kind="company" />;
}
