import "../../../i18n/modules/partner-dispatch";
import { type CSSProperties, forwardRef, type ReactNode } from "react";
import type { EventProps, ResourceHeaderProps } from "react-big-calendar";
import { useTranslation } from "react-i18next";
import { type DispatchJob, type DispatchTechnician, dateOf } from "./dispatch-time";

/** The dispatch grid's pieces (dispatch-grid.tsx): its events and columns, a job's card, the columns' and days' heads. */

/** A job as the library's event: its floating start and end and its technician's column. */
export interface GridEvent {
  id: number;
  title: string;
  start: Date;
  end: Date;
  resourceId: number;
  job: DispatchJob & { saving: boolean };
}

export type GridColumn = DispatchTechnician & { listed: boolean };

/** A job in the grid: number, customer and services (the time is the library's label above it). */
export function JobCard({ event }: EventProps<GridEvent>) {
  const job = event.job;
  return (
    <span className="kh-job-body" data-testid={`dispatch-job-${job.id}`} data-technician-id={job.technician_id}>
      <strong>{job.number}</strong>
      <span>{job.customer.name}</span>
      <span className="kh-job-services">{job.services.map((s) => s.name).join(", ")}</span>
    </span>
  );
}

/** A technician's column head: colour, name, and in the day view the shift (or why they are off). */
export function TechnicianHeader({ resource, note }: ResourceHeaderProps<GridColumn> & { note: string | null }) {
  return (
    <span className="kh-tech-head" data-testid={`dispatch-technician-${resource.id}`}>
      <span className="kh-tech-dot" style={{ backgroundColor: resource.colour }} aria-hidden />
      <span className="kh-tech-name">{resource.name}</span>
      {note ? <span className="kh-tech-note">{note}</span> : null}
    </span>
  );
}

/** A day's head in the week view: weekday and day in the interface language, and the holiday when closed. */
export function DayHeader({ date, closedName }: { date: Date; closedName?: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith("ar") ? "ar-AE-u-nu-latn" : "en-GB";
  const label = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric" }).format(date);
  return (
    <span className="kh-day-head" title={closedName ? t("partnerDispatch.closed", { name: closedName }) : undefined}>
      {label}
      {closedName ? <span className="kh-day-closed">{t("partnerDispatch.off.holiday")}</span> : null}
    </span>
  );
}

/** The library's column wrapper with the technician and date on it (tests and the end-to-end flow find columns). */
export const ColumnWrapper = forwardRef<
  HTMLDivElement,
  { className?: string; style?: CSSProperties; children?: ReactNode; date: Date; resource?: number }
>(function ColumnWrapper({ className, style, children, date, resource }, ref) {
  return (
    <div
      ref={ref}
      className={className}
      style={style}
      data-testid={resource === undefined ? undefined : `dispatch-column-${resource}-${dateOf(date)}`}
    >
      {children}
    </div>
  );
});
