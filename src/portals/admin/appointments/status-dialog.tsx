import "../../../i18n/modules/admin-appointments";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { App, Form, Input, Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
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
  const [form] = Form.useForm<{ status?: BookingStatus; technician_id?: number; note?: string }>();
  const [busy, setBusy] = useState(false);
  const chosen = Form.useWatch("status", form);
  const status = mode === "technician" ? "technician-assigned" : chosen;
  const needsTech = status === "technician-assigned";
  const techs = useTechnicians(mode ? booking.partner.id : undefined);
  const { mutateAsync: post } = useCustomMutation();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await post({
        url: fillId(ENDPOINTS.adminBookingStatus, booking.id),
        method: "post",
        values: {
          status,
          technician_id: needsTech ? values.technician_id : undefined,
          note: values.note || undefined,
        },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("adminAppointments.show.statusChanged"));
      form.resetFields();
      onDone();
    } catch (error) {
      const errors = (error as HttpError | undefined)?.errors;
      if (errors)
        form.setFields(
          Object.entries(errors)
            .filter(([name]) => ["status", "technician_id", "note"].includes(name))
            .map(([name, messages]) => ({
              name: name as "note",
              errors: Array.isArray(messages) ? messages.map(String) : [String(messages)],
            })),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
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
      okButtonProps={{ "data-testid": "status-submit" } as never}
      cancelText={t("adminAppointments.common.cancel")}
      confirmLoading={busy}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
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
              options={booking.next_statuses.map((s) => ({ value: s, label: t(`adminAppointments.status.${s}`) }))}
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
    </Modal>
  );
}
