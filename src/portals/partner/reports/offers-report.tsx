import { ReportScreen } from "../../../features/reports/report-screen";
import { offersSpec } from "../../../features/reports/specs/offers";

/** /partner/reports/offers: the offers report of its own company. */
export default function PartnerOffersReport() {
  return <ReportScreen spec={offersSpec} side="partner" />;
}
