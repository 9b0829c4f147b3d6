import { ReportScreen } from "../../../features/reports/report-screen";
import { contractsSpec } from "../../../features/reports/specs/contracts";

/** /admin/reports/contracts: the contracts report across partners. */
export default function AdminContractsReport() {
  return <ReportScreen spec={contractsSpec} side="admin" />;
}
