import "../../../../i18n/modules/admin-tenants";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, App, Form, Modal } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminPartnerDetails } from "../types";
import { type EditSection, formValuesOf, SECTION_FIELDS, SectionFields } from "./partner-edit-fields";

/**
 * The partner page's edit forms, one per section (company, contact and bank, areas, commission), each a modal saving
 * through the `partners` resource's update (`admin/partner/update/{id}`, only the section's fields). A 422 keeps what
 * was typed and shows the errors at the fields; any other refusal shows above the form.
 */
export function usePartnerEdit(partner: AdminPartnerDetails | undefined) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [section, setSection] = useState<EditSection>("company");
  const [refusal, setRefusal] = useState<string | null>(null);
  const { modalProps, formProps, show, form } = useModalForm<AdminPartnerDetails, HttpError, Record<string, unknown>>({
    resource: "admin-partners",
    action: "edit",
    redirect: false,
    meta: { silent: true },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationError: (error) => setRefusal(error.errors ? null : error.message || t("adminTenants.refused")),
    onMutationSuccess: () => {
      message.success(t("adminTenants.saved"));
    },
  });
  const open = Boolean(modalProps.open);
  useEffect(() => {
    if (open && partner) form.setFieldsValue(formValuesOf(partner) as never);
  }, [open, partner, form]);

  const element = partner ? (
    <Modal
      {...modalProps}
      title={t(`adminTenants.editSection.${section}`)}
      okText={t("adminTenants.save")}
      cancelText={t("adminTenants.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": "partner-edit-submit" } as never}
      afterClose={() => setRefusal(null)}
    >
      {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form
        {...formProps}
        layout="vertical"
        name={`partner-edit-${section}`}
        data-testid={`partner-edit-${section}`}
        onFinish={async (values) => {
          setRefusal(null);
          const body: Record<string, unknown> = {};
          for (const field of SECTION_FIELDS[section]) {
            const v = (values as Record<string, unknown>)[field];
            if (v !== undefined && v !== null) body[field] = v;
          }
          await Promise.resolve(formProps.onFinish?.(body)).catch(() => undefined);
        }}
      >
        {open ? <SectionFields section={section} partner={partner} /> : null}
      </Form>
    </Modal>
  ) : null;

  return {
    open: (next: EditSection) => {
      if (!partner) return;
      setSection(next);
      setRefusal(null);
      show(partner.id);
    },
    element,
  };
}
