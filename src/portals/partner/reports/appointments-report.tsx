import { ReportScreen } from "../../../features/reports/report-screen";
import { appointmentsSpec } from "../../../features/reports/specs/appointments";

/** /partner/reports/appointments: the company's appointments report. */
export default function PartnerAppointmentsReport() {
  return <ReportScreen spec={appointmentsSpec} side="partner" />;
}
