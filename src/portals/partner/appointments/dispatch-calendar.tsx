import "../../../i18n/modules/partner-dispatch";
import "../../../i18n/modules/appointments";
import { UnorderedListOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Alert, Button, Col, Grid, Row, Skeleton, Typography } from "antd";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useFormatters } from "../../../features/settings/use-formatters";
import { DispatchAgenda } from "./dispatch-agenda";
import DispatchGrid from "./dispatch-grid";
import { DispatchJobDialog } from "./dispatch-job-dialog";
import type { AssignControl } from "./dispatch-parts";
import { type DispatchJob, type DispatchView, dubaiToday, isDate, rangeOf } from "./dispatch-time";
import { DispatchToolbar } from "./dispatch-toolbar";
import { DispatchUnassigned } from "./dispatch-unassigned";
import { useDispatchAssign, useDispatchCalendar, withPending } from "./use-dispatch";

/**
 * /partner/appointments/calendar: the dispatch calendar (GET partner/booking/calendar). Day or week (`?view=`,
 * `?date=` in Dubai), technicians as columns with their shifts, the unassigned jobs aside; a job is assigned by
 * dragging it onto a technician or with its "Assign to…" select (POST partner/booking/assign/{id}); a refusal shows
 * the server's reason and the job stays where it was. Below `md` the day is a list per technician.
 */
export default function PartnerDispatchCalendarPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = !Grid.useBreakpoint().md;
  const [params, setParams] = useSearchParams();
  const date = isDate(params.get("date")) ? (params.get("date") as string) : dubaiToday();
  const view: DispatchView = !narrow && params.get("view") === "week" ? "week" : "day";
  const { from, to } = rangeOf(view, date);
  const { dateFormat, timeFormat } = useFormatters();
  const { data: can } = useCan({ resource: "partner-dispatch", action: "assign" });
  const canAssign = can?.can === true;

  const { calendar, query } = useDispatchCalendar(from, to);
  const { assign, pending, refusal, dismiss } = useDispatchAssign();
  const [openId, setOpenId] = useState<number | null>(null);
  const [dragged, setDragged] = useState<DispatchJob | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const jobs = useMemo(() => withPending(calendar?.jobs ?? [], pending), [calendar, pending]);
  const unassigned = useMemo(
    () => (calendar?.unassigned ?? []).filter((j) => j.id !== pending?.jobId),
    [calendar, pending],
  );
  const control: AssignControl = {
    technicians: calendar?.technicians ?? [],
    canAssign,
    savingId: pending?.jobId ?? null,
    onAssign: async (job, technician) => {
      const fromList = job.technician_id === null;
      const done = await assign(job, technician);
      // the job left the list: the keyboard's focus goes back to the list's heading, not to the page's start
      if (done && fromList && openId === null) listHeading.current?.focus();
    },
  };

  const change = (next: { view?: DispatchView; date?: string }) => {
    const merged = new URLSearchParams(params);
    if (next.date) merged.set("date", next.date);
    if (next.view) merged.set("view", next.view);
    setParams(merged, { replace: true });
  };

  const openJob = openId === null ? null : (jobs.find((j) => j.id === openId) ?? null);

  return (
    <List
      title={t("partnerDispatch.title")}
      breadcrumb={false}
      headerButtons={
        <Button
          icon={<UnorderedListOutlined />}
          onClick={() => navigate("/partner/appointments")}
          data-testid="dispatch-to-list"
        >
          {t("partnerDispatch.toList")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(narrow ? "partnerDispatch.subtitlePhone" : "partnerDispatch.subtitle")}
      </Typography.Paragraph>
      <DispatchToolbar view={view} date={date} narrow={narrow} dateFormat={dateFormat} onChange={change} />
      {canAssign ? null : (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t("partnerDispatch.readOnly")} />
      )}
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={dismiss}
          style={{ marginBottom: 12 }}
          message={t("partnerDispatch.assign.refused", { number: refusal.number, name: refusal.technician })}
          description={refusal.reason}
          data-testid="dispatch-refusal"
        />
      ) : null}
      {query.isError && !calendar ? (
        <Alert
          type="error"
          showIcon
          message={t("partnerDispatch.loadFailed")}
          description={query.error?.message}
          action={<Button onClick={() => query.refetch()}>{t("partnerDispatch.retry")}</Button>}
        />
      ) : !calendar ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          {calendar.technicians.length === 0 ? (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t("partnerDispatch.noTechnicians")} />
          ) : null}
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={6}>
              <DispatchUnassigned
                ref={listHeading}
                jobs={unassigned}
                control={control}
                timeFormat={timeFormat}
                showDate={view === "week"}
                draggable={!narrow}
                onDragStart={setDragged}
                onDragEnd={() => setDragged(null)}
              />
            </Col>
            <Col xs={24} lg={18}>
              {narrow ? (
                <DispatchAgenda date={date} calendar={calendar} jobs={jobs} control={control} timeFormat={timeFormat} />
              ) : (
                <DispatchGrid
                  view={view}
                  date={date}
                  calendar={calendar}
                  jobs={jobs}
                  canAssign={canAssign}
                  dragged={dragged}
                  timeFormat={timeFormat}
                  onAssign={control.onAssign}
                  onOpen={(job) => setOpenId(job.id)}
                  onDayOpen={(day) => change({ view: "day", date: day })}
                />
              )}
            </Col>
          </Row>
        </>
      )}
      <DispatchJobDialog
        job={openJob}
        control={control}
        timeFormat={timeFormat}
        refusal={refusal}
        onClose={() => setOpenId(null)}
      />
    </List>
  );
}
