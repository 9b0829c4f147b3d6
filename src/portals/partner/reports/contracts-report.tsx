import { ReportScreen } from "../../../features/reports/report-screen";
import { contractsSpec } from "../../../features/reports/specs/contracts";

/** /partner/reports/contracts: the contracts report of its own company. */
export default function PartnerContractsReport() {
  return <ReportScreen spec={contractsSpec} side="partner" />;
}
