import { ReportScreen } from "../../../features/reports/report-screen";
import { promotionsSpec } from "../../../features/reports/specs/promotions";

/** /partner/reports/promotions: the promotions report of its own company. */
export default function PartnerPromotionsReport() {
  return <ReportScreen spec={promotionsSpec} side="partner" />;
}
