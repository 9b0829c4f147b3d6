import "../../../i18n/modules/admin-appointments";
import "../../../i18n/modules/appointments";
import { List } from "@refinedev/antd";
import { useCan, useInvalidate } from "@refinedev/core";
import { Alert, Badge, Button, DatePicker, Grid, Input, Space, Table, Tabs, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PartnerSelect } from "../../../components/portal/partner-select";
import { JobTypeFilter } from "../../../features/catalog/job-type-select";
import { useAppointmentColumns } from "./appointment-columns";
import { useAreaTable } from "./area-list";
import { AreaPage, FilterBar } from "./area-page";
import { type BulkFailure, BulkStatusDialog } from "./bulk-status-dialog";
import { type AdminBooking, BOOKING_STATUSES } from "./types";
import "../../../components/portal/selectable-rows";

const RESOURCE = "admin-appointments";

/** /admin/appointments: every provider's bookings with status tabs (and their counts), filters and bulk status. */
export default function AppointmentListPage() {
  const { t } = useTranslation();
  const { data: canChange } = useCan({ resource: RESOURCE, action: "status" });
  const canUpdate = Boolean(canChange?.can);
  const narrow = !Grid.useBreakpoint().md;
  const invalidate = useInvalidate();
  const { table, tableProps, setFilter, setFilterValues, get, searchProps } = useAreaTable<AdminBooking>(RESOURCE);
  const { tableQuery } = table;
  const status = (get("status") as string | undefined) ?? "";
  const partnerId = get("partner_id") === undefined ? undefined : Number(get("partner_id"));
  const jobTypeId = get("job_type_id") === undefined ? undefined : Number(get("job_type_id"));
  const from = get("date_from") as string | undefined;
  const to = get("date_to") as string | undefined;
  const columns = useAppointmentColumns(narrow);

  // the tabs' counts come with the page: the same filters without the status (`status_counts` of the list answer)
  const counts = (tableQuery.data as { status_counts?: Record<string, number> } | undefined)?.status_counts;

  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const rows = (tableProps.dataSource ?? []) as AdminBooking[];
  const numberOf = (id: number) => rows.find((r) => r.id === id)?.number ?? `#${id}`;

  const tabItems = [
    { key: "", label: t("appointments.status.all"), count: counts?.all },
    ...BOOKING_STATUSES.map((s) => ({ key: s, label: t(`appointments.status.${s}`), count: counts?.[s] })),
  ].map((tab) => ({
    key: tab.key,
    label: (
      <span data-testid={`status-tab-${tab.key || "all"}`}>
        {tab.label}{" "}
        {tab.count !== undefined ? <Badge count={tab.count} showZero overflowCount={99999} color="#8c8c8c" /> : null}
      </span>
    ),
  }));

  return (
    <AreaPage>
      <List title={t("adminAppointments.list.title")} breadcrumb={false}>
        <Typography.Paragraph type="secondary">{t("adminAppointments.list.subtitle")}</Typography.Paragraph>
        <Tabs
          activeKey={status}
          onChange={(key) => {
            setSelected([]);
            setFilter("status", key || undefined);
          }}
          items={tabItems}
          data-testid="status-tabs"
        />
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("adminAppointments.list.search")}
            aria-label={t("adminAppointments.list.search")}
            style={{ flex: "1 1 220px", maxWidth: 340 }}
            data-testid="appointment-search"
          />
          <PartnerSelect
            source="all"
            noun="provider"
            allowClear
            style={{ flex: "1 1 200px", maxWidth: 280 }}
            testId="partner-filter"
            value={partnerId}
            onChange={(v) => setFilter("partner_id", v)}
          />
          <JobTypeFilter value={jobTypeId} onChange={(v) => setFilter("job_type_id", v)} />
          <DatePicker.RangePicker
            aria-label={t("adminAppointments.common.dateRange")}
            value={from && to ? [dayjs(from), dayjs(to)] : null}
            onChange={(range) => {
              setFilterValues({
                date_from: range?.[0]?.format("YYYY-MM-DD"),
                date_to: range?.[1]?.format("YYYY-MM-DD"),
              });
            }}
            style={{ flex: "1 1 240px", maxWidth: 300 }}
          />
        </FilterBar>
        {canUpdate && selected.length > 0 ? (
          <Space wrap style={{ marginBottom: 12 }}>
            <Typography.Text>{t("adminAppointments.common.selected", { count: selected.length })}</Typography.Text>
            <Button type="primary" onClick={() => setBulkOpen(true)} data-testid="bulk-status">
              {t("adminAppointments.list.bulkStatus")}
            </Button>
            <Button onClick={() => setSelected([])}>{t("adminAppointments.list.clearSelection")}</Button>
          </Space>
        ) : null}
        {failures.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            closable
            onClose={() => setFailures([])}
            style={{ marginBottom: 12 }}
            message={t("adminAppointments.list.bulkFailed", { count: failures.length })}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {failures.map((f) => (
                  <li key={f.id}>
                    <bdi>{numberOf(f.id)}</bdi>: {f.message}
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
        <Table
          {...tableProps}
          columns={columns}
          rowKey="id"
          size="middle"
          scroll={narrow ? undefined : { x: "max-content" }}
          data-testid="appointment-table"
          rowSelection={
            canUpdate
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  preserveSelectedRowKeys: true,
                  getCheckboxProps: (b: AdminBooking) => ({ "aria-label": b.number, disabled: false }),
                }
              : undefined
          }
        />
      </List>
      <BulkStatusDialog
        open={bulkOpen}
        ids={selected}
        onClose={() => setBulkOpen(false)}
        onDone={(failed) => {
          setFailures(failed);
          setSelected(failed.map((f) => f.id));
          setBulkOpen(false);
          // the page and its tabs' counts are read again
          void invalidate({ resource: RESOURCE, invalidates: ["list"] });
        }}
      />
    </AreaPage>
  );
}
