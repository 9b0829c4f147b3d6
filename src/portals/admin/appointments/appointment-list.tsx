import "../../../i18n/modules/admin-appointments";
import { List, ShowButton, useTable } from "@refinedev/antd";
import { useQuery } from "@tanstack/react-query";
import {
  Alert,
  App,
  Badge,
  Button,
  DatePicker,
  Form,
  Grid,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDate, formatMoney, formatTime } from "../../../lib/format";
import {
  type AdminBooking,
  AreaPage,
  BOOKING_STATUSES,
  type BookingStatus,
  BookingStatusTag,
  FilterBar,
  PartnerSelect,
  useHasPermission,
} from "./shared";

type Counts = Record<string, number>;

/** /admin/appointments: every provider's bookings with status tabs (and their counts), filters and bulk status. */
export default function AppointmentListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const canUpdate = useHasPermission("update-booking-appointment");
  const narrow = !Grid.useBreakpoint().md;
  const table = useTable<AdminBooking>({
    resource: "admin-appointments",
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const { tableQuery } = table;
  const { tableProps, setFilter, setFilterValues, get, searchProps } = useListFilters(table);
  const status = (get("status") as string | undefined) ?? "";
  const partnerId = get("partner_id") === undefined ? undefined : Number(get("partner_id"));
  const from = get("date_from") as string | undefined;
  const to = get("date_to") as string | undefined;

  // the tabs' counts: the same filters without the status (the list answers them as status_counts)
  const counts = useQuery({
    queryKey: ["admin-appointments", "counts", get("search") ?? "", partnerId ?? "", from ?? "", to ?? ""],
    queryFn: async () =>
      (
        await api.get<{ status_counts: Counts }>(ENDPOINTS.adminBookingList, {
          page: 1,
          limit: 1,
          search: get("search") || undefined,
          partner_id: partnerId,
          date_from: from,
          date_to: to,
        })
      ).data.status_counts,
  });

  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [failures, setFailures] = useState<Array<{ id: number; message: string }>>([]);
  const [form] = Form.useForm<{ status: BookingStatus; note?: string }>();
  const rows = (tableProps.dataSource ?? []) as AdminBooking[];
  const numberOf = (id: number) => rows.find((r) => r.id === id)?.number ?? `#${id}`;

  const runBulk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBulkBusy(true);
    try {
      const res = await api.post<{ updated: number[]; failed: Array<{ id: number; message: string }> }>(
        ENDPOINTS.adminBookingBulkStatus,
        { ids: selected, status: values.status, note: values.note || undefined },
      );
      const { updated, failed } = res.data;
      if (updated.length) message.success(t("adminAppointments.list.bulkDone", { count: updated.length }));
      setFailures(failed);
      setSelected(failed.map((f) => f.id));
      setBulkOpen(false);
      form.resetFields();
      await Promise.all([tableQuery.refetch(), counts.refetch()]);
    } catch {
      // the API layer already showed the error; the dialog stays open with the input kept
    } finally {
      setBulkBusy(false);
    }
  };

  const tabItems = [
    { key: "", label: t("adminAppointments.status.all"), count: counts.data?.all },
    ...BOOKING_STATUSES.map((s) => ({ key: s, label: t(`adminAppointments.status.${s}`), count: counts.data?.[s] })),
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
          <PartnerSelect value={partnerId} onChange={(v) => setFilter("partner_id", v)} />
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
        >
          <Table.Column<AdminBooking>
            dataIndex="number"
            key="number"
            title={t("adminAppointments.list.number")}
            sorter
            render={(_, b) => (
              <span>
                <Link to={`/admin/appointments/show/${b.id}`} data-testid="appointment-link">
                  <bdi>{b.number}</bdi>
                </Link>
                {b.pending_reassignment ? (
                  <Tag color="orange" style={{ marginInlineStart: 6 }}>
                    {t("adminAppointments.list.reassignmentPending")}
                  </Tag>
                ) : null}
                {narrow ? (
                  <>
                    <br />
                    <BookingStatusTag status={b.status} />
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <bdi>
                        {formatDate(b.scheduled_at)} {formatTime(b.scheduled_at)}
                      </bdi>{" "}
                      · {b.customer.name}
                    </Typography.Text>
                  </>
                ) : null}
              </span>
            )}
          />
          <Table.Column<AdminBooking>
            dataIndex="status"
            key="status"
            title={t("adminAppointments.common.status")}
            responsive={["md"]}
            sorter
            render={(s: string) => <BookingStatusTag status={s} />}
          />
          <Table.Column<AdminBooking>
            dataIndex="scheduled_at"
            key="scheduled_at"
            title={t("adminAppointments.list.scheduled")}
            responsive={["md"]}
            sorter
            render={(v: string) => (
              <span>
                {formatDate(v)}
                <br />
                <Typography.Text type="secondary">{formatTime(v)}</Typography.Text>
              </span>
            )}
          />
          <Table.Column<AdminBooking>
            key="customer"
            title={t("adminAppointments.common.customer")}
            responsive={["md"]}
            render={(_, b) => (
              <span>
                {b.customer.name}
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <bdi>{b.customer.phone ?? b.customer.email}</bdi>
                </Typography.Text>
              </span>
            )}
          />
          <Table.Column<AdminBooking>
            key="partner"
            title={t("adminAppointments.common.partner")}
            responsive={["lg"]}
            render={(_, b) => (
              <span>
                {b.partner.name}
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {b.technician?.name ?? t("adminAppointments.common.noTechnician")}
                </Typography.Text>
              </span>
            )}
          />
          <Table.Column<AdminBooking>
            key="services"
            title={t("adminAppointments.list.services")}
            responsive={["xl"]}
            render={(_, b) => b.services.map((s) => `${s.name} × ${s.quantity}`).join(", ")}
          />
          <Table.Column<AdminBooking>
            dataIndex="total"
            key="total"
            title={t("adminAppointments.common.total")}
            sorter
            render={(v: number, b) => (
              <span>
                <bdi>{formatMoney(v, i18n.language)}</bdi>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`adminAppointments.payment.${b.payment_status}`, { defaultValue: b.payment_status })}
                </Typography.Text>
              </span>
            )}
          />
          <Table.Column<AdminBooking>
            key="actions"
            title={t("adminAppointments.common.actions")}
            render={(_, b) => (
              <ShowButton
                hideText
                size="small"
                resource="admin-appointments"
                recordItemId={b.id}
                aria-label={t("adminAppointments.common.viewNamed", { name: b.number })}
              />
            )}
          />
        </Table>
      </List>
      <Modal
        open={bulkOpen}
        title={t("adminAppointments.list.bulkTitle", { count: selected.length })}
        okText={t("adminAppointments.common.confirm")}
        cancelText={t("adminAppointments.common.cancel")}
        onOk={runBulk}
        confirmLoading={bulkBusy}
        onCancel={() => setBulkOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t("adminAppointments.list.bulkHint")}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item
            name="status"
            label={t("adminAppointments.list.newStatus")}
            rules={[{ required: true, message: t("adminAppointments.list.chooseStatus") }]}
          >
            <Select
              placeholder={t("adminAppointments.list.chooseStatus")}
              options={BOOKING_STATUSES.filter((s) => s !== "requested").map((s) => ({
                value: s,
                label: t(`adminAppointments.status.${s}`),
              }))}
              data-testid="bulk-status-select"
            />
          </Form.Item>
          <Form.Item name="note" label={t("adminAppointments.common.note")}>
            <Input.TextArea maxLength={500} rows={3} placeholder={t("adminAppointments.common.notePlaceholder")} />
          </Form.Item>
        </Form>
      </Modal>
    </AreaPage>
  );
}
