import "../../../i18n/modules/admin-appointments";
import "../../../i18n/modules/partner-work";
import { useCan, useInvalidate } from "@refinedev/core";
import { Button, Grid, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatDateTime, formatTime } from "../../../lib/format";
import { AreaList, ChoiceFilter, useAreaTable } from "./area-list";
import { ReassignmentDialog } from "./reassignment-dialog";
import { RequestStatusTag } from "./request-status-tag";
import { BookingStatusTag } from "./status-tags";
import type { Reassignment } from "./types";

const RESOURCE = "admin-reassignment-requests";

/** /admin/reassignment-requests: technicians' requests; approve with another technician or reject with a note. */
export default function ReassignmentListPage() {
  const { t } = useTranslation();
  const { data: canResolve } = useCan({ resource: RESOURCE, action: "resolve" });
  const narrow = !Grid.useBreakpoint().md;
  const list = useAreaTable<Reassignment>(RESOURCE, [{ field: "status", operator: "eq", value: "pending" }]);
  const invalidate = useInvalidate();
  const [active, setActive] = useState<{ request: Reassignment; mode: "approve" | "reject" } | null>(null);

  return (
    <AreaList
      list={list}
      title={t("adminAppointments.reassign.title")}
      subtitle={t("adminAppointments.reassign.subtitle")}
      search={t("adminAppointments.reassign.search")}
      filters={
        <ChoiceFilter
          list={list}
          field="status"
          label={t("adminAppointments.common.status")}
          all={t("adminAppointments.common.allStatuses")}
          options={[
            { value: "pending", label: t("adminAppointments.reassign.pending") },
            { value: "approved", label: t("adminAppointments.reassign.statusApproved") },
            { value: "rejected", label: t("adminAppointments.reassign.statusRejected") },
          ]}
          width={180}
          testId="reassign-status-filter"
        />
      }
      after={
        <ReassignmentDialog
          request={active?.request ?? null}
          mode={active?.mode ?? null}
          onClose={() => setActive(null)}
          onDone={() => {
            setActive(null);
            void invalidate({ resource: RESOURCE, invalidates: ["list"] });
          }}
        />
      }
    >
      <Table
        {...list.tableProps}
        rowKey="id"
        size="middle"
        scroll={narrow ? undefined : { x: "max-content" }}
        data-testid="reassignment-table"
      >
        <Table.Column<Reassignment>
          key="booking"
          title={t("adminAppointments.common.booking")}
          render={(_, r) => (
            <span>
              <Link to={`/admin/appointments/show/${r.booking.id}`}>
                <bdi>{r.booking.number}</bdi>
              </Link>{" "}
              <BookingStatusTag status={r.booking.status} />
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <bdi>
                  {formatDate(r.booking.scheduled_at)} {formatTime(r.booking.scheduled_at)}
                </bdi>{" "}
                · {r.booking.partner.name}
              </Typography.Text>
              {narrow ? (
                <>
                  <br />
                  <RequestStatusTag status={r.status} /> {r.technician?.name}
                </>
              ) : null}
            </span>
          )}
        />
        <Table.Column<Reassignment>
          key="technician"
          title={t("adminAppointments.reassign.requestedBy")}
          responsive={["md"]}
          render={(_, r) => (
            <span>
              {r.technician?.name ?? r.partner?.name ?? "-"}
              {r.requested_by ? (
                <>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t("partnerWork.admin.requestedBy", { name: r.requested_by.name })}
                  </Typography.Text>
                </>
              ) : null}
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <bdi>{formatDateTime(r.created_at)}</bdi>
              </Typography.Text>
            </span>
          )}
        />
        <Table.Column<Reassignment>
          dataIndex="reason"
          key="reason"
          title={t("adminAppointments.reassign.reason")}
          render={(v: string) => (
            <span dir="auto" style={{ display: "inline-block", maxWidth: 320 }}>
              {v}
            </span>
          )}
        />
        <Table.Column<Reassignment>
          dataIndex="status"
          key="status"
          title={t("adminAppointments.reassign.resolution")}
          responsive={["md"]}
          sorter
          render={(_, r) => (
            <span>
              <RequestStatusTag status={r.status} />
              {r.new_technician ? <div>→ {r.new_technician.name}</div> : null}
              {r.new_partner ? (
                <div data-testid={`new-partner-${r.id}`}>
                  {t("partnerWork.admin.movedTo", { name: r.new_partner.name })}
                </div>
              ) : null}
              {r.resolution_note ? (
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.resolution_note}
                  </Typography.Text>
                </div>
              ) : null}
              {r.resolved_by ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("adminAppointments.reassign.resolvedBy", { name: r.resolved_by.name })}
                </Typography.Text>
              ) : null}
            </span>
          )}
        />
        {canResolve?.can ? (
          <Table.Column<Reassignment>
            key="actions"
            title={t("adminAppointments.common.actions")}
            render={(_, r) =>
              r.status === "pending" ? (
                <Space wrap size={4}>
                  <Button
                    type="primary"
                    size="small"
                    onClick={() => setActive({ request: r, mode: "approve" })}
                    data-testid={`approve-${r.id}`}
                  >
                    {t("adminAppointments.reassign.approve")}
                  </Button>
                  <Button
                    danger
                    size="small"
                    onClick={() => setActive({ request: r, mode: "reject" })}
                    data-testid={`reject-${r.id}`}
                  >
                    {t("adminAppointments.reassign.reject")}
                  </Button>
                </Space>
              ) : null
            }
          />
        ) : null}
      </Table>
    </AreaList>
  );
}
