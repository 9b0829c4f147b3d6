import "../../../i18n/modules/admin-appointments";
import "../../../i18n/modules/partner-work";
import { App, Form, Input, Radio, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { NoteDialogShell, useNoteDialog } from "./note-dialog";
import { PartnerChoice } from "./reassignment-partner-select";
import type { Reassignment } from "./types";
import { useTechnicians } from "./use-technicians";

/**
 * Approve (another technician of the booking's provider, or another provider serving the area with the slot free)
 * or reject (with a note) one reassignment request. `mode` null: closed.
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
  const { form, submit, busy } = useNoteDialog<{ new_technician_id?: number; new_partner_id?: number; note?: string }>([
    "new_technician_id",
    "new_partner_id",
    "note",
  ]);
  // a request the partner made for the booking as a whole (no technician) goes to another provider by default
  const [chosen, setTarget] = useState<"technician" | "partner" | null>(null);
  useEffect(() => {
    if (request) setTarget(null);
  }, [request]);
  const target = chosen ?? (request?.technician ? "technician" : "partner");
  const techs = useTechnicians(mode === "approve" && target === "technician" ? request?.booking.partner.id : undefined);
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
              values:
                target === "partner"
                  ? { new_partner_id: values.new_partner_id, note: values.note || undefined }
                  : { new_technician_id: values.new_technician_id, note: values.note || undefined },
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
            <span dir="auto">{request.reason}</span>
          </Typography.Paragraph>
          <Form form={form} layout="vertical" preserve={false}>
            {mode === "approve" ? (
              <Form.Item label={t("partnerWork.admin.reassignTo")}>
                <Radio.Group
                  value={target}
                  onChange={(e) => setTarget(e.target.value)}
                  optionType="button"
                  options={[
                    { value: "technician", label: t("partnerWork.admin.toTechnician") },
                    { value: "partner", label: t("partnerWork.admin.toPartner") },
                  ]}
                  data-testid="reassign-target"
                />
              </Form.Item>
            ) : null}
            {mode === "approve" && target === "partner" ? <PartnerChoice requestId={request.id} /> : null}
            {mode === "approve" && target === "technician" ? (
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
