import "../../../i18n/modules/partner-dispatch";
import { HolderOutlined } from "@ant-design/icons";
import { Badge, Card, Empty, Flex, Typography } from "antd";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { BookingStatusTag } from "../../../features/appointments/status-tags";
import { type AssignControl, AssignSelect, JobSummary } from "./dispatch-parts";
import { type DispatchJob, isAssignable } from "./dispatch-time";

/**
 * The open jobs without a technician in the shown dates, beside the grid: each one dragged onto a technician's column
 * (HTML drag and drop; the grid reads the job from `onDragStart`) or assigned with its "Assign to…" select, the way
 * to do it by keyboard or on a phone. A requested booking says to accept it first.
 */
export const DispatchUnassigned = forwardRef<
  HTMLHeadingElement,
  {
    jobs: DispatchJob[];
    control: AssignControl;
    timeFormat: string;
    showDate: boolean;
    draggable: boolean;
    onDragStart: (job: DispatchJob) => void;
    onDragEnd: () => void;
  }
>(function DispatchUnassigned({ jobs, control, timeFormat, showDate, draggable, onDragStart, onDragEnd }, headingRef) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dispatch-unassigned-title" data-testid="dispatch-unassigned">
      <Flex align="center" gap={8} style={{ marginBottom: 4 }}>
        <Typography.Title level={2} id="dispatch-unassigned-title" style={{ fontSize: 16, margin: 0 }}>
          <span ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
            {t("partnerDispatch.unassigned.title")}
          </span>
        </Typography.Title>
        <Badge count={jobs.length} showZero color="#595959" data-testid="dispatch-unassigned-count" />
      </Flex>
      {control.canAssign ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
          {t(draggable ? "partnerDispatch.unassigned.hint" : "partnerDispatch.unassigned.hintPhone")}
        </Typography.Paragraph>
      ) : null}
      {jobs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("partnerDispatch.unassigned.empty")} />
      ) : (
        <Flex vertical gap={8} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {jobs.map((job) => {
            const canDrag = draggable && control.canAssign && isAssignable(job) && control.savingId === null;
            return (
              <li key={job.id}>
                <Card
                  size="small"
                  data-testid={`dispatch-unassigned-${job.id}`}
                  draggable={canDrag}
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = "move";
                    e.dataTransfer.setData("text/plain", job.number);
                    onDragStart(job);
                  }}
                  onDragEnd={onDragEnd}
                  style={{ cursor: canDrag ? "grab" : undefined, opacity: control.savingId === job.id ? 0.6 : 1 }}
                >
                  <Flex gap={8} align="start">
                    {canDrag ? (
                      <HolderOutlined
                        aria-hidden
                        style={{ marginTop: 4, color: "var(--ant-color-text-secondary, #595959)" }}
                      />
                    ) : null}
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <JobSummary job={job} timeFormat={timeFormat} showDate={showDate} />
                      <div style={{ margin: "6px 0" }}>
                        <BookingStatusTag status={job.status} label={job.status_label} />
                      </div>
                      <AssignSelect job={job} control={control} block />
                    </div>
                  </Flex>
                </Card>
              </li>
            );
          })}
        </Flex>
      )}
    </section>
  );
});
