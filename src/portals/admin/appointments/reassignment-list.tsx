import "../../../i18n/modules/admin-appointments";
import { List, useTable } from "@refinedev/antd";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Button, Form, type FormInstance, Grid, Input, Modal, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDate, formatDateTime, formatTime } from "../../../lib/format";
import {
  AreaPage,
  BookingStatusTag,
  FilterBar,
  PartnerSelect,
  type Reassignment,
  useHasPermission,
  useTechnicians,
} from "./shared";

const REQUEST_COLOR = { pending: "orange", approved: "green", rejected: "red" } as const;
const REQUEST_LABEL = {
  pending: "adminAppointments.reassign.pending",
  approved: "adminAppointments.reassign.statusApproved",
  rejected: "adminAppointments.reassign.statusRejected",
} as const;

export function RequestStatusTag({ status }: { status: Reassignment["status"] }) {
  const { t } = useTranslation();
  return <Tag color={REQUEST_COLOR[status]}>{t(REQUEST_LABEL[status])}</Tag>;
}

/** Puts a 422's field errors on the form's fields (the input stays as typed). */
// biome-ignore lint/suspicious/noExplicitAny: any form of the area
const showFieldErrors = (form: FormInstance<any>, error: unknown, fields: string[]) => {
  const errors = (error as HttpError | undefined)?.errors;
  if (!errors) return;
  form.setFields(
    Object.entries(errors)
      .filter(([name]) => fields.includes(name))
      .map(([name, messages]) => ({
        name,
        errors: Array.isArray(messages) ? messages.map(String) : [String(messages)],
      })),
  );
};

/**
 * Approve (choose another technician of the booking's provider) or reject (with a note) one reassignment request.
 * `mode` null: closed.
 */
export function ReassignmentDialog({
  request,
  mode,
  onClose,
  onDone,
}: {
  request: Reassignment | null;
  mode: "approve" | "reject" | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ new_technician_id?: number; note?: string }>();
  const [busy, setBusy] = useState(false);
  const { mutateAsync: post } = useCustomMutation();
  const send = (url: string, values: Record<string, unknown>) =>
    post({ url, method: "post", values, successNotification: false, errorNotification: false });
  const techs = useTechnicians(mode === "approve" ? request?.booking.partner.id : undefined);
  const current = request?.booking.technician?.id;
  const choices = (techs.data ?? []).filter((x) => x.id !== current);
  const open = request !== null && mode !== null;

  const submit = async () => {
    if (!request || !mode) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      if (mode === "approve") {
        await send(fillId(ENDPOINTS.adminReassignmentApprove, request.id), {
          new_technician_id: values.new_technician_id,
          note: values.note || undefined,
        });
        message.success(t("adminAppointments.reassign.approved"));
      } else {
        await send(fillId(ENDPOINTS.adminReassignmentReject, request.id), { note: values.note });
        message.success(t("adminAppointments.reassign.rejected"));
      }
      form.resetFields();
      onDone();
    } catch (error) {
      showFieldErrors(form, error, ["new_technician_id", "note"]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={
        request
          ? t(
              mode === "approve" ? "adminAppointments.reassign.approveTitle" : "adminAppointments.reassign.rejectTitle",
              {
                number: request.booking.number,
              },
            )
          : ""
      }
      okText={t(mode === "approve" ? "adminAppointments.reassign.approve" : "adminAppointments.reassign.reject")}
      okButtonProps={{ danger: mode === "reject", "data-testid": "reassign-submit" } as never}
      cancelText={t("adminAppointments.common.cancel")}
      confirmLoading={busy}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      {request ? (
        <>
          <Typography.Paragraph type="secondary">
            {t(mode === "approve" ? "adminAppointments.reassign.approveHint" : "adminAppointments.reassign.rejectHint")}
          </Typography.Paragraph>
          <Typography.Paragraph>
            <Typography.Text strong>{t("adminAppointments.reassign.reason")}: </Typography.Text>
            {request.reason}
          </Typography.Paragraph>
          <Form form={form} layout="vertical" preserve={false}>
            {mode === "approve" ? (
              <Form.Item
                name="new_technician_id"
                label={t("adminAppointments.reassign.newTechnician")}
                rules={[{ required: true, message: t("adminAppointments.show.chooseTechnician") }]}
                extra={
                  techs.isSuccess && choices.length === 0
                    ? t("adminAppointments.reassign.noOtherTechnician")
                    : undefined
                }
              >
                <Select
                  placeholder={t("adminAppointments.show.chooseTechnician")}
                  loading={techs.isLoading}
                  options={choices.map((x) => ({
                    value: x.id,
                    label: `${x.name} · ${t("adminAppointments.show.openJobs", { count: x.open_jobs })}`,
                  }))}
                  data-testid="technician-select"
                />
              </Form.Item>
            ) : null}
            <Form.Item
              name="note"
              label={t(mode === "approve" ? "adminAppointments.common.note" : "adminAppointments.reassign.rejectNote")}
              rules={
                mode === "reject"
                  ? [{ required: true, whitespace: true, message: t("adminAppointments.reassign.noteRequired") }]
                  : []
              }
            >
              <Input.TextArea rows={3} maxLength={500} data-testid="reassign-note" />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}

/** /admin/reassignment-requests: technicians' requests; approve with another technician or reject with a note. */
export default function ReassignmentListPage() {
  const { t } = useTranslation();
  const canUpdate = useHasPermission("update-booking-appointment");
  const narrow = !Grid.useBreakpoint().md;
  const table = useTable<Reassignment>({
    resource: "admin-reassignment-requests",
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
          {canUpdate ? (
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
          void invalidate({ resource: "admin-reassignment-requests", invalidates: ["list"] });
        }}
      />
    </AreaPage>
  );
}
