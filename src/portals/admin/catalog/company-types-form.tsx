import "../../../i18n/modules/admin-types";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { App, Col, Form, Input, Modal, Row, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";

/** A company type or a job type as `company-type/*` and `job-type/*` answer them (src/api/schema.gen.ts). */
export type AdminCompanyType = ApiSchema<"AdminCompanyType">;
export type AdminJobType = ApiSchema<"AdminJobType">;
export type AdminType = AdminCompanyType | AdminJobType;
export type TypeKind = "company" | "job";

export const TYPE_STATUSES = ["active", "inactive"] as const;

/** The admin resource of each kind (src/portals/admin/catalog/screens.ts). */
export const TYPE_RESOURCE: Record<TypeKind, string> = {
  company: "admin-company-types",
  job: "admin-job-types",
};

interface TypeValues {
  name_en?: string;
  name_ar?: string;
  description_en?: string | null;
  description_ar?: string | null;
  status?: "active" | "inactive";
}

/** The create and update body: trimmed names, the status; a job type's descriptions too. */
function typeBody(kind: TypeKind, v: TypeValues) {
  const body: TypeValues = { name_en: (v.name_en ?? "").trim(), name_ar: (v.name_ar ?? "").trim(), status: v.status };
  if (kind === "job") {
    body.description_en = (v.description_en ?? "").trim();
    body.description_ar = (v.description_ar ?? "").trim();
  }
  return body;
}

function TypeFields({ kind, record }: { kind: TypeKind; record?: AdminType }) {
  const { t } = useTranslation();
  const required = [{ required: true, whitespace: true, message: t("adminTypes.required") }];
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name_en" label={t("adminTypes.fields.nameEn")} rules={required}>
          <Input maxLength={100} lang="en" dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="name_ar" label={t("adminTypes.fields.nameAr")} rules={required}>
          <Input maxLength={100} lang="ar" dir="rtl" />
        </Form.Item>
      </Col>
      {kind === "job" ? (
        <>
          <Col xs={24} md={12}>
            <Form.Item name="description_en" label={t("adminTypes.fields.descriptionEn")}>
              <Input.TextArea rows={2} maxLength={1000} lang="en" dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="description_ar" label={t("adminTypes.fields.descriptionAr")}>
              <Input.TextArea rows={2} maxLength={1000} lang="ar" dir="rtl" />
            </Form.Item>
          </Col>
        </>
      ) : null}
      <Col xs={24} md={12}>
        <Form.Item name="status" label={t("adminTypes.fields.status")}>
          <Select options={TYPE_STATUSES.map((s) => ({ value: s, label: t(`adminTypes.statuses.${s}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {record ? (
            <>
              {t("adminTypes.columns.key")}: <code dir="ltr">{record.key}</code>.{" "}
            </>
          ) : null}
          {t("adminTypes.fields.keyHint")}
        </Typography.Paragraph>
      </Col>
    </Row>
  );
}

/**
 * A type's create or edit modal: refine's useModalForm on the kind's resource (`<kind>/create`, or `<kind>/details/{id}`
 * then `<kind>/update/{id}`). A refused save (422) stays open with the server's field errors at the fields and what
 * was typed kept; a save refreshes the list.
 */
export function useTypeModal(kind: TypeKind, action: "create" | "edit") {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { modalProps, formProps, show, query } = useModalForm<AdminType, HttpError, TypeValues>({
    resource: TYPE_RESOURCE[kind],
    action,
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationSuccess: () => {
      message.success(t(`adminTypes.${kind}.${action === "create" ? "created" : "saved"}`));
    },
  });
  const record = action === "edit" ? query?.data?.data : undefined;
  const testId = `${kind}-type-${action}-form`;

  const element = (
    <Modal
      {...modalProps}
      width={640}
      title={t(`adminTypes.${kind}.${action === "create" ? "createTitle" : "editTitle"}`)}
      okText={t("adminTypes.save")}
      cancelText={t("adminTypes.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": `${testId}-save` } as never}
    >
      <Form
        {...formProps}
        layout="vertical"
        data-testid={testId}
        initialValues={action === "create" ? { status: "active" } : formProps.initialValues}
        onFinish={async (values) => {
          // a refused save (422) stays open with the errors at the fields and the values kept
          await Promise.resolve(formProps.onFinish?.(typeBody(kind, values as TypeValues))).catch(() => undefined);
        }}
      >
        {/* refine renders the closed modal's form (forceRender): the fields wait for it to open */}
        {modalProps.open ? <TypeFields kind={kind} record={record} /> : null}
      </Form>
    </Modal>
  );
  return { show: (id?: number) => show(id), element };
}
