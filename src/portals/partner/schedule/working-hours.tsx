import { WeekEditor } from "../../../features/schedule/week-editor";

/** /partner/working-hours: the company's week (opening hours, breaks, capacity) and the technicians' own weeks. */
export default function WorkingHoursPage() {
  return <WeekEditor resource="partner-working-hours" />;
}
