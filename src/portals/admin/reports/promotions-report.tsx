import { ReportScreen } from "../../../features/reports/report-screen";
import { promotionsSpec } from "../../../features/reports/specs/promotions";

/** /admin/reports/promotions: the promotions report across partners. */
export default function AdminPromotionsReport() {
  return <ReportScreen spec={promotionsSpec} side="admin" />;
}
