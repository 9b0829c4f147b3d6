import { ReportScreen } from "../../../features/reports/report-screen";
import { ratingsSpec } from "../../../features/reports/specs/ratings";

/** /admin/reports/ratings: customers' reviews across partners. */
export default function AdminRatingsReport() {
  return <ReportScreen spec={ratingsSpec} side="admin" />;
}
