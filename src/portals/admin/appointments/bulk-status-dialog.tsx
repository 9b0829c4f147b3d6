import "../../../i18n/modules/admin-appointments";
import "../../../i18n/modules/appointments";
import { App, Form, Input, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { NoteDialogShell, useNoteDialog } from "./note-dialog";
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
  // an error keeps the dialog open with the input kept (no field of the answer is shown on the form)
  const { form, submit, busy } = useNoteDialog<
    { status: BookingStatus; note?: string },
    { updated: number[]; failed: BulkFailure[] }
  >([]);

  const run = () =>
    submit(
      (values) => ({
        url: ENDPOINTS.adminBookingBulkStatus,
        values: { ids, status: values.status, note: values.note || undefined },
      }),
      ({ updated, failed }) => {
        if (updated.length) message.success(t("adminAppointments.list.bulkDone", { count: updated.length }));
        onDone(failed);
      },
    );

  return (
    <NoteDialogShell
      open={open}
      title={t("adminAppointments.list.bulkTitle", { count: ids.length })}
      okText={t("adminAppointments.common.confirm")}
      busy={busy}
      form={form}
      onOk={run}
      onClose={onClose}
      resetOnCancel={false}
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
              label: t(`appointments.status.${s}`),
            }))}
            data-testid="bulk-status-select"
          />
        </Form.Item>
        <Form.Item name="note" label={t("adminAppointments.common.note")}>
          <Input.TextArea maxLength={500} rows={3} placeholder={t("adminAppointments.common.notePlaceholder")} />
        </Form.Item>
      </Form>
    </NoteDialogShell>
  );
}
