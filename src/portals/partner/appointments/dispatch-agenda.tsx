import "../../../i18n/modules/partner-dispatch";
import { Card, Empty, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BookingStatusTag } from "../../../features/appointments/status-tags";
import { type AssignControl, AssignSelect, JobSummary, useShiftNote } from "./dispatch-parts";
import { columnsOf, type DispatchCalendar, type DispatchJob } from "./dispatch-time";

/**
 * The phone's calendar (below antd's `md`): one day as a list per technician, in their colour, with their shift or
 * why they are off, their jobs in time order and each job's "Move to…" select. No grid and no dragging.
 */
export function DispatchAgenda({
  date,
  calendar,
  jobs,
  control,
  timeFormat,
}: {
  date: string;
  calendar: DispatchCalendar;
  jobs: DispatchJob[];
  control: AssignControl;
  timeFormat: string;
}) {
  const { t } = useTranslation();
  const closed = calendar.closed_days.find((d) => d.date === date);
  const shiftNote = useShiftNote(timeFormat);
  return (
    <Flex vertical gap={12} data-testid="dispatch-agenda">
      {columnsOf(calendar).map((tech) => {
        const own = jobs.filter((j) => j.technician_id === tech.id && j.date === date);
        const note = shiftNote(tech, date, closed?.name);
        return (
          <Card
            key={tech.id}
            size="small"
            style={{ borderInlineStart: `4px solid ${tech.colour}` }}
            data-testid={`dispatch-agenda-${tech.id}`}
            title={
              <Flex vertical style={{ padding: "6px 0" }}>
                <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
                  {tech.name}
                </Typography.Title>
                {note ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
                    {note}
                  </Typography.Text>
                ) : null}
              </Flex>
            }
          >
            {own.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("partnerDispatch.agenda.noJobs")} />
            ) : (
              <Flex vertical gap={12} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {own.map((job) => (
                  <li key={job.id} data-testid={`dispatch-agenda-job-${job.id}`}>
                    <JobSummary job={job} timeFormat={timeFormat} />
                    <div style={{ margin: "6px 0" }}>
                      <BookingStatusTag status={job.status} label={job.status_label} />
                    </div>
                    <AssignSelect job={job} control={control} block />
                  </li>
                ))}
              </Flex>
            )}
          </Card>
        );
      })}
    </Flex>
  );
}
