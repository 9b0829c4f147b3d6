import "../../../i18n/modules/admin-appointments";
import { List, useTable } from "@refinedev/antd";
import { useCan, useInvalidate } from "@refinedev/core";
import { Button, Grid, Input, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDate, formatDateTime, formatTime } from "../../../lib/format";
import { AreaPage, FilterBar } from "./area-page";
import { PartnerSelect } from "./partner-select";
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
  const table = useTable<Reassignment>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    filters: { initial: [{ field: "status", operator: "eq", value: "pending" }] },
    errorNotification: false,
  });
  const invalidate = useInvalidate();
  const { tableProps, setFilter, get, searchProps } = useListFilters(table);
  const [active, setActive] = useState<{ request: Reassignment; mode: "approve" | "reject" } | null>(null);

  return (
    <AreaPage>
      <List title={t("adminAppointments.reassign.title")} breadcrumb={false}>
        <Typography.Paragraph type="secondary">{t("adminAppointments.reassign.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("adminAppointments.reassign.search")}
            aria-label={t("adminAppointments.reassign.search")}
            style={{ flex: "1 1 220px", maxWidth: 340 }}
          />
          <Select
            aria-label={t("adminAppointments.common.status")}
            value={(get("status") as string | undefined) ?? ""}
            onChange={(v) => setFilter("status", v || undefined)}
            options={[
              { value: "", label: t("adminAppointments.common.allStatuses") },
              { value: "pending", label: t("adminAppointments.reassign.pending") },
              { value: "approved", label: t("adminAppointments.reassign.statusApproved") },
              { value: "rejected", label: t("adminAppointments.reassign.statusRejected") },
            ]}
            style={{ flex: "0 1 180px" }}
            data-testid="reassign-status-filter"
          />
          <PartnerSelect
            value={get("partner_id") === undefined ? undefined : Number(get("partner_id"))}
            onChange={(v) => setFilter("partner_id", v)}
          />
        </FilterBar>
        <Table
          {...tableProps}
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
                {r.technician?.name ?? "-"}
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
      </List>
      <ReassignmentDialog
        request={active?.request ?? null}
        mode={active?.mode ?? null}
        onClose={() => setActive(null)}
        onDone={() => {
          setActive(null);
          void invalidate({ resource: RESOURCE, invalidates: ["list"] });
        }}
      />
    </AreaPage>
  );
}
