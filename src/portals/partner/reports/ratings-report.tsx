import { ReportScreen } from "../../../features/reports/report-screen";
import { ratingsSpec } from "../../../features/reports/specs/ratings";

/** /partner/reports/ratings: the company's own reviews. */
export default function PartnerRatingsReport() {
  return <ReportScreen spec={ratingsSpec} side="partner" />;
}
