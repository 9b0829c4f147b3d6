import "../../../i18n/modules/partner-work";
import { SwapOutlined } from "@ant-design/icons";
import { type BaseRecord, useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, App, Button, Form, Input, Modal, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import type { WorkBooking } from "./quotation-dialog";
import { applyServerErrors } from "./quotation-upload";

/** Statuses the partner may ask Khidma to reassign a booking in (the server's rule). */
export const REASSIGNABLE = ["confirmed", "technician-assigned", "on-the-way"];

/**
 * "Ask Khidma to reassign" on a partner's appointment it cannot serve: a reason, then POST
 * partner/reassignment/request/{id}. While a request waits, a tag says so instead of the button.
 */
export function ReassignmentButton({ booking, onDone }: { booking: WorkBooking; onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: can } = useCan({ resource: "partner-appointments", action: "reassign" });
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord>();
  const pending = (booking.reassignment_requests ?? []).some((r) => r.status === "pending");
  if (!can?.can || !REASSIGNABLE.includes(booking.status)) return null;
  if (pending)
    return (
      <Tag color="gold" data-testid="reassignment-pending">
        {t("partnerWork.reassign.pending")}
      </Tag>
    );

  const send = async (v: { reason: string }) => {
    setProblem(null);
    try {
      await mutateAsync({
        url: fillId(ENDPOINTS.partnerReassignmentRequest, booking.id),
        method: "post",
        values: { reason: v.reason.trim() },
        successNotification: false,
        errorNotification: false,
        meta: { silent: true },
      });
      message.success(t("partnerWork.reassign.sent"));
      form.resetFields();
      setOpen(false);
      void invalidate({ resource: "partner-appointments", invalidates: ["detail"], id: booking.id });
      onDone?.();
    } catch (error) {
      setProblem(applyServerErrors(form, error, (p) => p[0] === "reason"));
    }
  };

  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => setOpen(true)} data-testid="reassign-open">
        {t("partnerWork.reassign.button")}
      </Button>
      <Modal
        open={open}
        title={t("partnerWork.reassign.title", { number: booking.number })}
        okText={t("partnerWork.reassign.send")}
        cancelText={t("partnerWork.common.cancel")}
        okButtonProps={{ "data-testid": "reassign-send" } as never}
        confirmLoading={mutation.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t("partnerWork.reassign.intro")}</Typography.Paragraph>
        {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
        <Form form={form} layout="vertical" name="partner-reassign" onFinish={(v) => void send(v)}>
          <Form.Item
            name="reason"
            label={t("partnerWork.reassign.reason")}
            rules={[{ required: true, whitespace: true, message: t("partnerWork.reassign.reasonRequired") }]}
          >
            <Input.TextArea rows={3} maxLength={500} data-testid="reassign-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
