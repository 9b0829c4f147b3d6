import { ReportScreen } from "../../../features/reports/report-screen";
import { offersSpec } from "../../../features/reports/specs/offers";

/** /admin/reports/offers: the offers report across partners. */
export default function AdminOffersReport() {
  return <ReportScreen spec={offersSpec} side="admin" />;
}
