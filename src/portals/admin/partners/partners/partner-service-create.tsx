import "../../../../i18n/modules/admin-tenants";
import { PlusOutlined } from "@ant-design/icons";
import { useModalForm, useSelect } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, App, Button, Form, Input, InputNumber, Modal, Select, type SelectProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { ManagedService } from "../../../../features/catalog/types";

/** The services tab's list resource: a create here refreshes it. */
export const PARTNER_SERVICES = "admin-partner-services";

function Field({ name, required, children }: { name: string; required?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t(`adminTenants.service.${name}`)}
      rules={required ? [{ required: true, message: t("adminTenants.required") }] : undefined}
    >
      {children}
    </Form.Item>
  );
}

/**
 * "Add service" on the partner's services tab: a modal posting `admin/service/create` with the partner's id (the
 * partner create validation on the server; a 422 keeps the values and shows the errors at the fields).
 */
export function PartnerServiceCreate({ partnerId, partnerName }: { partnerId: number; partnerName: string }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { modalProps, formProps, show } = useModalForm<ManagedService, HttpError, Record<string, unknown>>({
    resource: PARTNER_SERVICES,
    action: "create",
    redirect: false,
    meta: { silent: true, endpoints: { list: ENDPOINTS.catalogServiceList, create: ENDPOINTS.adminServiceCreate } },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationError: (error) => setRefusal(error.errors ? null : error.message || t("adminTenants.refused")),
    onMutationSuccess: () => {
      message.success(t("adminTenants.serviceCreated"));
    },
  });
  const { selectProps } = useSelect({
    resource: "admin-service-categories",
    optionLabel: "name",
    optionValue: "id",
    pagination: { pageSize: 50, mode: "server" },
    onSearch: (search) => [{ field: "search", operator: "contains", value: search }],
    meta: { language: i18n.language },
    queryOptions: { enabled: Boolean(modalProps.open) },
    errorNotification: false,
  });
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => show()} data-testid="partner-service-add">
        {t("adminTenants.addService")}
      </Button>
      <Modal
        {...modalProps}
        title={t("adminTenants.addServiceTitle", { name: partnerName })}
        okText={t("adminTenants.save")}
        cancelText={t("adminTenants.cancel")}
        okButtonProps={{ ...modalProps.okButtonProps, "data-testid": "partner-service-submit" } as never}
        afterClose={() => setRefusal(null)}
      >
        {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} /> : null}
        <Form
          {...formProps}
          layout="vertical"
          name="partner-service-create"
          onFinish={async (values) => {
            setRefusal(null);
            await Promise.resolve(formProps.onFinish?.({ ...values, partner_id: partnerId })).catch(() => undefined);
          }}
        >
          <Field name="category_id" required>
            <Select {...(selectProps as SelectProps<number>)} showSearch filterOption={false} />
          </Field>
          <Field name="name_en" required>
            <Input maxLength={150} />
          </Field>
          <Field name="name_ar" required>
            <Input maxLength={150} dir="rtl" />
          </Field>
          <Field name="description_en">
            <Input.TextArea rows={2} maxLength={2000} />
          </Field>
          <Field name="description_ar">
            <Input.TextArea rows={2} maxLength={2000} dir="rtl" />
          </Field>
          <Field name="price" required>
            <InputNumber min={1} max={100000} precision={2} style={{ width: "100%" }} dir="ltr" />
          </Field>
          <Field name="duration_minutes" required>
            <InputNumber min={15} max={1440} step={15} style={{ width: "100%" }} dir="ltr" />
          </Field>
        </Form>
      </Modal>
    </>
  );
}
