import "../../../i18n/modules/admin-appointments";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { App, Form, type FormInstance, Input, Modal, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import type { Reassignment } from "./types";
import { useTechnicians } from "./use-technicians";

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
