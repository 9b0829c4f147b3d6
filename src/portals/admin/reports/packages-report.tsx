import { ReportScreen } from "../../../features/reports/report-screen";
import { packagesSpec } from "../../../features/reports/specs/packages";

/** /admin/reports/packages: the packages report across partners. */
export default function AdminPackagesReport() {
  return <ReportScreen spec={packagesSpec} side="admin" />;
}
