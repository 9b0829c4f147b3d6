import { ReportScreen } from "../../../features/reports/report-screen";
import { salesSpec } from "../../../features/reports/specs/sales";

/** /partner/reports/sales: the company's sales report. */
export default function PartnerSalesReport() {
  return <ReportScreen spec={salesSpec} side="partner" />;
}
