import "../../../i18n/modules/partner-appointments";
import { useSelect } from "@refinedev/antd";
import { Form, Modal, Select, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useBookingAction } from "./use-booking-action";

interface TechnicianOption {
  id: number;
  name: string;
  is_active: boolean;
  status: string;
}

/**
 * Assign or change the technician (the company's technicians, `partner/technician/list`, through useSelect); the
 * server checks skills, shift and other jobs and its refusal, naming the conflict, shows at the field.
 */
export function AssignDialog({
  booking,
  open,
  onClose,
}: {
  booking: { id: number; number: string; technician: { id: number } | null };
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ technician_id: number }>();
  const action = useBookingAction(booking.id);
  const { selectProps, query } = useSelect<TechnicianOption>({
    resource: "partner-technicians",
    optionLabel: "name",
    optionValue: "id",
    pagination: { mode: "off" },
    meta: { query: { status: "active", is_active: 1 }, language: i18n.language },
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  const serverError =
    action.error?.errors?.technician_id ?? action.error?.errors?.status ?? (action.error ? action.error.message : null);

  useEffect(() => {
    if (!serverError) return;
    const messages = Array.isArray(serverError) ? serverError.map(String) : [String(serverError)];
    form.setFields([{ name: "technician_id", errors: messages }]);
  }, [serverError, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const done = await action.run(
      ENDPOINTS.partnerBookingAssign,
      { technician_id: values.technician_id },
      t("partnerAppointments.actions.assigned"),
    );
    if (done) {
      form.resetFields();
      onClose();
    }
  };

  const options = (selectProps.options ?? []).filter((o) => o.value !== booking.technician?.id);
  return (
    <Modal
      open={open}
      title={t("partnerAppointments.actions.assignTitle", { number: booking.number })}
      okText={t("partnerAppointments.actions.save")}
      okButtonProps={{ "data-testid": "assign-submit" } as never}
      cancelText={t("partnerAppointments.actions.cancel")}
      confirmLoading={action.busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("partnerAppointments.actions.assignHint")}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="technician_id"
          label={t("partnerAppointments.list.technician")}
          rules={[{ required: true, message: t("partnerAppointments.actions.technicianRequired") }]}
        >
          <Select
            {...selectProps}
            options={options}
            showSearch={false}
            loading={query.isLoading}
            placeholder={t("partnerAppointments.actions.chooseTechnician")}
            onChange={() => form.setFields([{ name: "technician_id", errors: [] }])}
            data-testid="assign-technician-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
