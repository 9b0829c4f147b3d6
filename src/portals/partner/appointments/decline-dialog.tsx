import "../../../i18n/modules/partner-appointments";
import { Form, Input, Modal, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useBookingAction } from "./use-booking-action";

/** Decline a requested booking: the reason is required and shown to the customer; a 422 shows at the field. */
export function DeclineDialog({
  booking,
  open,
  onClose,
}: {
  booking: { id: number; number: string };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const action = useBookingAction(booking.id);
  const serverError = action.error?.errors?.reason ?? action.error?.errors?.status ?? action.error?.message;

  useEffect(() => {
    if (!serverError) return;
    const messages = Array.isArray(serverError) ? serverError.map(String) : [String(serverError)];
    form.setFields([{ name: "reason", errors: messages }]);
  }, [serverError, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const done = await action.run(
      ENDPOINTS.partnerBookingDecline,
      { reason: values.reason },
      t("partnerAppointments.actions.declined"),
    );
    if (done) {
      form.resetFields();
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t("partnerAppointments.actions.declineTitle", { number: booking.number })}
      okText={t("partnerAppointments.actions.decline")}
      okButtonProps={{ danger: true, "data-testid": "decline-submit" } as never}
      cancelText={t("partnerAppointments.actions.cancel")}
      confirmLoading={action.busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("partnerAppointments.actions.declineHint")}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t("partnerAppointments.actions.reason")}
          rules={[{ required: true, whitespace: true, message: t("partnerAppointments.actions.reasonRequired") }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t("partnerAppointments.actions.reasonPlaceholder")}
            data-testid="decline-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
