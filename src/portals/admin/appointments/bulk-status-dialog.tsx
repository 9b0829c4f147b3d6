import "../../../i18n/modules/admin-appointments";
import { useCustomMutation } from "@refinedev/core";
import { App, Form, Input, Modal, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { BOOKING_STATUSES, type BookingStatus } from "./types";

export interface BulkFailure {
  id: number;
  message: string;
}

/**
 * Moves the selected bookings to one status with an optional note (`POST admin/booking/bulk-status`); the server
 * answers which were updated and which failed (and why), `onDone` gets the failures.
 */
export function BulkStatusDialog({
  open,
  ids,
  onClose,
  onDone,
}: {
  open: boolean;
  ids: number[];
  onClose: () => void;
  onDone: (failed: BulkFailure[]) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ status: BookingStatus; note?: string }>();
  const { mutateAsync: post, mutation } = useCustomMutation<{ updated: number[]; failed: BulkFailure[] }>();

  const run = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const res = await post({
        url: ENDPOINTS.adminBookingBulkStatus,
        method: "post",
        values: { ids, status: values.status, note: values.note || undefined },
        successNotification: false,
        errorNotification: false,
      });
      const { updated, failed } = res.data;
      if (updated.length) message.success(t("adminAppointments.list.bulkDone", { count: updated.length }));
      form.resetFields();
      onDone(failed);
    } catch {
      // the API layer already showed the error; the dialog stays open with the input kept
    }
  };

  return (
    <Modal
      open={open}
      title={t("adminAppointments.list.bulkTitle", { count: ids.length })}
      okText={t("adminAppointments.common.confirm")}
      cancelText={t("adminAppointments.common.cancel")}
      onOk={run}
      confirmLoading={mutation.isPending}
      onCancel={onClose}
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
  );
}
