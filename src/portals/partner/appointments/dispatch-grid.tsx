import "../../../i18n/modules/partner-dispatch";
import "react-big-calendar/lib/css/react-big-calendar.css";
import "react-big-calendar/lib/addons/dragAndDrop/styles.css";
import "./dispatch-grid.css";
import { theme } from "antd";
import { type CSSProperties, useCallback, useMemo } from "react";
import { Calendar, type Components, type ResourceHeaderProps } from "react-big-calendar";
import withDragAndDropModule from "react-big-calendar/lib/addons/dragAndDrop";
import { useTranslation } from "react-i18next";
import { useBookingStatusLabel } from "../../../features/appointments/status-tags";
import {
  type GridColumn as Column,
  ColumnWrapper,
  DayHeader,
  type GridEvent,
  JobCard,
  TechnicianHeader,
} from "./dispatch-grid-parts";
import { localizer } from "./dispatch-localizer";
import { useDispatchTime, useShiftNote } from "./dispatch-parts";
import {
  columnsOf,
  type DispatchCalendar,
  type DispatchJob,
  type DispatchView,
  dateOf,
  dubaiNow,
  floating,
  hoursOf,
  isAssignable,
  minuteOf,
  shiftAt,
  tint,
} from "./dispatch-time";

/**
 * The dispatch grid (react-big-calendar, in the calendar screen's chunk only; see docs/architecture.md): day or
 * week, one column per technician in its colour, shift hours tinted and the rest greyed, the jobs at their Dubai
 * times. A job is dragged onto another technician's column, or a job of the unassigned list onto a column, to assign
 * it (the time stays; only the column counts); a click or Enter on a job opens its panel.
 */

// The drag-and-drop addon is CommonJS (`exports.default`): a build's Node-style interop hands the default import
// the whole `module.exports`, dev and tests the function itself.
const withDragAndDrop =
  (withDragAndDropModule as unknown as { default?: typeof withDragAndDropModule }).default ?? withDragAndDropModule;
const DnDCalendar = withDragAndDrop<GridEvent, Column>(Calendar);

export interface DispatchGridProps {
  view: DispatchView;
  date: string;
  calendar: DispatchCalendar;
  jobs: Array<DispatchJob & { saving: boolean }>;
  canAssign: boolean;
  /** The unassigned job being dragged from the side list, if any. */
  dragged: DispatchJob | null;
  timeFormat: string;
  onAssign: (job: DispatchJob, technician: { id: number; name: string }) => void;
  onOpen: (job: DispatchJob) => void;
  /** A day's head in the week view was clicked: show that day. */
  onDayOpen: (date: string) => void;
}

export default function DispatchGrid(props: DispatchGridProps) {
  const { view, date, calendar, jobs, canAssign, dragged, timeFormat, onAssign, onOpen, onDayOpen } = props;
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const statusLabel = useBookingStatusLabel();
  const rtl = i18n.language.startsWith("ar");
  const columns = useMemo(() => columnsOf(calendar), [calendar]);
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const closed = useMemo(() => new Map(calendar.closed_days.map((d) => [d.date, d.name])), [calendar]);
  const { min, max } = useMemo(() => hoursOf(calendar), [calendar]);
  const { time } = useDispatchTime(timeFormat);
  const shiftNote = useShiftNote(timeFormat);

  const toEvent = useCallback(
    (j: DispatchJob & { saving: boolean }): GridEvent => ({
      id: j.id,
      title: t("partnerDispatch.job.summary", {
        number: j.number,
        time: `${time(floating(j.start))} – ${time(floating(j.end))}`,
        customer: j.customer.name,
        status: statusLabel(j.status, j.status_label),
      }),
      start: floating(j.start),
      end: floating(j.end),
      resourceId: j.technician_id ?? 0,
      job: j,
    }),
    [t, time, statusLabel],
  );
  const events = useMemo(() => jobs.filter((j) => j.technician_id !== null).map(toEvent), [jobs, toEvent]);
  // the preview the library draws while a job of the side list is dragged over a column
  const preview = useMemo(() => (dragged ? toEvent({ ...dragged, saving: false }) : null), [dragged, toEvent]);

  const draggable = useCallback((e: GridEvent) => canAssign && !e.job.saving && isAssignable(e.job), [canAssign]);

  const slotProps = useCallback(
    (value: Date, resourceId?: number | string) => {
      if (resourceId === undefined) return {};
      const column = byId.get(Number(resourceId));
      const day = dateOf(value);
      const state = closed.has(day)
        ? "day-off"
        : shiftAt(
            column?.days.find((d) => d.date === day),
            minuteOf(value),
          );
      const style: CSSProperties = state === "on" && column ? { backgroundColor: tint(column.colour, 0.08) } : {};
      return { className: `kh-slot-${state}`, style };
    },
    [byId, closed],
  );

  const components = useMemo<Components<GridEvent, Column>>(
    () => ({
      event: JobCard,
      // the day view's heads say the technician's shift and breaks (the week's days show them as shading)
      resourceHeader: (p: ResourceHeaderProps<Column>) => (
        <TechnicianHeader {...p} note={view === "day" ? shiftNote(p.resource, date, closed.get(date)) : null} />
      ),
      week: { header: ({ date: d }: { date: Date }) => <DayHeader date={d} closedName={closed.get(dateOf(d))} /> },
      dayColumnWrapper: ColumnWrapper as never,
    }),
    [view, date, closed, shiftNote],
  );

  const assignTo = (job: DispatchJob, resourceId: number | string | undefined) => {
    const column = resourceId === undefined ? undefined : byId.get(Number(resourceId));
    if (!column?.listed || column.id === job.technician_id) return;
    onAssign(job, { id: column.id, name: column.name });
  };

  const cssVars = {
    "--kh-dispatch-border": token.colorBorderSecondary,
    "--kh-dispatch-off": token.colorFillTertiary,
    "--kh-dispatch-text": token.colorText,
    "--kh-dispatch-muted": token.colorTextSecondary,
    "--kh-dispatch-bg": token.colorBgContainer,
    "--kh-dispatch-primary": token.colorPrimary,
  } as CSSProperties;

  return (
    <div className={`kh-dispatch-grid kh-dispatch-${view}`} style={cssVars} data-testid="dispatch-grid">
      <DnDCalendar
        localizer={localizer}
        rtl={rtl}
        toolbar={false}
        view={view}
        views={["day", "week"]}
        onView={() => undefined}
        date={floating(date)}
        onNavigate={() => undefined}
        onDrillDown={(d: Date) => onDayOpen(dateOf(d))}
        // the week: each day's technicians side by side (the same technician's days apart)
        resourceGroupingLayout={view === "week"}
        getNow={() => dubaiNow()}
        events={events}
        resources={columns}
        resourceIdAccessor={(c: Column) => c.id}
        resourceTitleAccessor={(c: Column) => c.name}
        step={30}
        timeslots={2}
        min={min}
        max={max}
        scrollToTime={min}
        selectable={false}
        resizable={false}
        popup={false}
        showMultiDayTimes
        tooltipAccessor={(e: GridEvent) => e.title}
        draggableAccessor={draggable}
        eventPropGetter={(e: GridEvent) => {
          const colour = byId.get(e.resourceId)?.colour ?? token.colorPrimary;
          return {
            className: ["kh-job", draggable(e) ? "kh-job-draggable" : "", e.job.saving ? "kh-job-saving" : ""].join(
              " ",
            ),
            style: { backgroundColor: tint(colour, 0.18), borderInlineStartColor: colour },
          };
        }}
        slotPropGetter={slotProps}
        components={components}
        formats={{
          timeGutterFormat: (d: Date) => time(d),
          eventTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) => `${time(start)} – ${time(end)}`,
          eventTimeRangeStartFormat: ({ start }: { start: Date }) => `${time(start)} –`,
          eventTimeRangeEndFormat: ({ end }: { end: Date }) => `– ${time(end)}`,
        }}
        onSelectEvent={(e: GridEvent) => onOpen(e.job)}
        onKeyPressEvent={(e: GridEvent, ev) => {
          const key = (ev as unknown as KeyboardEvent).key;
          if (key === "Enter" || key === " ") {
            ev.preventDefault();
            onOpen(e.job);
          }
        }}
        onEventDrop={({ event, resourceId }) => assignTo(event.job, resourceId)}
        {...(canAssign
          ? {
              onDropFromOutside: ({ resource }: { resource?: number | string }) => {
                if (dragged) assignTo(dragged, resource);
              },
              dragFromOutsideItem: () => preview as GridEvent,
            }
          : {})}
      />
    </div>
  );
}
