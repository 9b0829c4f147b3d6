import "../../../i18n/modules/admin-appointments";
import { App, Form, Input, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { NoteDialogShell, useNoteDialog } from "./note-dialog";
import type { Reassignment } from "./types";
import { useTechnicians } from "./use-technicians";

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
  const { form, submit, busy } = useNoteDialog<{ new_technician_id?: number; note?: string }>([
    "new_technician_id",
    "note",
  ]);
  const techs = useTechnicians(mode === "approve" ? request?.booking.partner.id : undefined);
  const current = request?.booking.technician?.id;
  const choices = (techs.data ?? []).filter((x) => x.id !== current);
  const open = request !== null && mode !== null;

  const save = () =>
    submit(
      (values) => {
        if (!request || !mode) return null;
        return mode === "approve"
          ? {
              url: fillId(ENDPOINTS.adminReassignmentApprove, request.id),
              values: { new_technician_id: values.new_technician_id, note: values.note || undefined },
            }
          : { url: fillId(ENDPOINTS.adminReassignmentReject, request.id), values: { note: values.note } };
      },
      () => {
        message.success(
          t(mode === "approve" ? "adminAppointments.reassign.approved" : "adminAppointments.reassign.rejected"),
        );
        onDone();
      },
    );

  return (
    <NoteDialogShell
      open={open}
      title={
        request
          ? t(
              mode === "approve" ? "adminAppointments.reassign.approveTitle" : "adminAppointments.reassign.rejectTitle",
              { number: request.booking.number },
            )
          : ""
      }
      okText={t(mode === "approve" ? "adminAppointments.reassign.approve" : "adminAppointments.reassign.reject")}
      okTestId="reassign-submit"
      danger={mode === "reject"}
      busy={busy}
      form={form}
      onOk={save}
      onClose={onClose}
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
    </NoteDialogShell>
  );
}
