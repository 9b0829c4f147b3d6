import { ReportScreen } from "../../../features/reports/report-screen";
import { packagesSpec } from "../../../features/reports/specs/packages";

/** /partner/reports/packages: the packages report of its own company. */
export default function PartnerPackagesReport() {
  return <ReportScreen spec={packagesSpec} side="partner" />;
}
