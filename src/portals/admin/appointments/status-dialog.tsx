import "../../../i18n/modules/admin-appointments";
import "../../../i18n/modules/appointments";
import { App, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { NoteDialogShell, useNoteDialog } from "./note-dialog";
import type { AdminBookingDetails, BookingStatus } from "./types";
import { useTechnicians } from "./use-technicians";

/** Change the status (the flow's next steps) or (mode technician) assign another technician, with a note. */
export function StatusDialog({
  booking,
  mode,
  onClose,
  onDone,
}: {
  booking: AdminBookingDetails;
  mode: "status" | "technician" | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, submit, busy } = useNoteDialog<{ status?: BookingStatus; technician_id?: number; note?: string }>([
    "status",
    "technician_id",
    "note",
  ]);
  const chosen = Form.useWatch("status", form);
  const status = mode === "technician" ? "technician-assigned" : chosen;
  const needsTech = status === "technician-assigned";
  const techs = useTechnicians(mode ? booking.partner.id : undefined);

  const save = () =>
    submit(
      (values) => ({
        url: fillId(ENDPOINTS.adminBookingStatus, booking.id),
        values: {
          status,
          technician_id: needsTech ? values.technician_id : undefined,
          note: values.note || undefined,
        },
      }),
      () => {
        message.success(t("adminAppointments.show.statusChanged"));
        onDone();
      },
    );

  return (
    <NoteDialogShell
      open={mode !== null}
      title={
        mode === "technician"
          ? t(
              booking.technician
                ? "adminAppointments.show.changeTechnician"
                : "adminAppointments.show.assignTechnician",
            )
          : t("adminAppointments.show.statusTitle")
      }
      okText={t("adminAppointments.common.save")}
      okTestId="status-submit"
      busy={busy}
      form={form}
      onOk={save}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" preserve={false}>
        {mode === "status" ? (
          <Form.Item
            name="status"
            label={t("adminAppointments.list.newStatus")}
            rules={[{ required: true, message: t("adminAppointments.list.chooseStatus") }]}
          >
            <Select
              placeholder={t("adminAppointments.list.chooseStatus")}
              options={booking.next_statuses.map((s) => ({ value: s, label: t(`appointments.status.${s}`) }))}
              data-testid="status-select"
            />
          </Form.Item>
        ) : null}
        {needsTech ? (
          <Form.Item
            name="technician_id"
            label={t("adminAppointments.common.technician")}
            initialValue={mode === "status" ? booking.technician?.id : undefined}
            rules={[{ required: true, message: t("adminAppointments.show.technicianRequired") }]}
          >
            <Select
              placeholder={t("adminAppointments.show.chooseTechnician")}
              loading={techs.isLoading}
              options={(techs.data ?? [])
                .filter((x) => mode === "status" || x.id !== booking.technician?.id)
                .map((x) => ({
                  value: x.id,
                  label: `${x.name} · ${t("adminAppointments.show.openJobs", { count: x.open_jobs })}`,
                }))}
              data-testid="status-technician-select"
            />
          </Form.Item>
        ) : null}
        <Form.Item name="note" label={t("adminAppointments.common.note")}>
          <Input.TextArea
            rows={3}
            maxLength={500}
            placeholder={t("adminAppointments.common.notePlaceholder")}
            data-testid="status-note"
          />
        </Form.Item>
      </Form>
    </NoteDialogShell>
  );
}
