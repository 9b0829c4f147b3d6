import { ReportScreen } from "../../../features/reports/report-screen";
import { appointmentsSpec } from "../../../features/reports/specs/appointments";

/** /admin/reports/appointments: the appointments report across partners. */
export default function AdminAppointmentsReport() {
  return <ReportScreen spec={appointmentsSpec} side="admin" />;
}
