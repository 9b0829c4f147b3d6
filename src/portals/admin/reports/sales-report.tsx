import { ReportScreen } from "../../../features/reports/report-screen";
import { salesSpec } from "../../../features/reports/specs/sales";

/** /admin/reports/sales: the sales report across partners. */
export default function AdminSalesReport() {
  return <ReportScreen spec={salesSpec} side="admin" />;
}
