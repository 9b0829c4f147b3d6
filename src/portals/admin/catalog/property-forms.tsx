import "../../../i18n/modules/admin-catalog";
import { Col, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { BilingualFields, requiredRule } from "./bilingual-fields";
import { FormModal, RecordFormModal, type RecordModalProps } from "./form-modal";

/** Property types and sizes as `admin/property-type/*` answers them: the generated types (src/api/schema.gen.ts). */
export type PropertySize = ApiSchema<"AdminPropertySize">;
export type AdminPropertyType = ApiSchema<"AdminPropertyType">;
/** How many packages, prices and addresses use a type or size. */
export type Usage = Pick<PropertySize, "package_count" | "price_count" | "address_count" | "in_use">;

export interface TypeValues {
  type?: string;
  name_en: string;
  name_ar: string;
  sort_order?: string | number;
}
export interface SizeValues {
  key: string;
  name_en: string;
  name_ar: string;
  sort_order?: string | number;
}

/** The two names and the sort order, as types and sizes share them. */
function NameAndOrderFields() {
  const { t } = useTranslation();
  return (
    <>
      <BilingualFields md={8} />
      <Col xs={12}>
        <Form.Item name="sort_order" label={t("adminCatalog.common.sortOrder")}>
          <Input type="number" min={0} inputMode="numeric" />
        </Form.Item>
      </Col>
    </>
  );
}

/** Create a property type (one of the kinds not there yet) or rename one; its kind stays. */
export function PropertyTypeFormModal({
  editing,
  missing,
  onClose,
  onSubmit,
}: RecordModalProps<AdminPropertyType, TypeValues> & {
  missing: readonly string[];
}) {
  const { t } = useTranslation();
  const currentType = editing && editing !== "new" ? editing : null;
  return (
    <RecordFormModal<AdminPropertyType, TypeValues>
      editing={editing}
      createTitle={t("adminCatalog.properties.createType")}
      editTitle={t("adminCatalog.properties.editType")}
      testId="property-type-form"
      toValues={(record) => ({
        type: record.type,
        name_en: record.name_en,
        name_ar: record.name_ar,
        sort_order: record.sort_order,
      })}
      defaults={{ type: missing[0] }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="type" label={t("adminCatalog.properties.type")} rules={[{ required: true }]}>
            <Select
              disabled={Boolean(currentType)}
              options={(currentType ? [currentType.type] : missing).map((k) => ({
                value: k,
                label: t(`adminCatalog.properties.types.${k}`),
              }))}
            />
          </Form.Item>
        </Col>
        <NameAndOrderFields />
      </Row>
    </RecordFormModal>
  );
}

/** Add a size to a type or edit one; a size in use keeps its key. */
export function PropertySizeFormModal({
  editing,
  onClose,
  onSubmit,
}: {
  editing: { type: AdminPropertyType; size: PropertySize | null } | null;
  onClose: () => void;
  onSubmit: (values: SizeValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <FormModal<SizeValues>
      open={editing !== null}
      title={t(editing?.size ? "adminCatalog.properties.editSize" : "adminCatalog.properties.createSize")}
      testId="property-size-form"
      initialValues={
        editing?.size
          ? {
              key: editing.size.key,
              name_en: editing.size.name_en,
              name_ar: editing.size.name_ar,
              sort_order: editing.size.sort_order,
            }
          : {}
      }
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="key"
            label={t("adminCatalog.properties.key")}
            extra={
              editing?.size?.in_use ? t("adminCatalog.properties.inUseHint") : t("adminCatalog.properties.keyHint")
            }
            rules={requiredRule(t("adminCatalog.common.required"))}
          >
            <Input maxLength={40} dir="ltr" disabled={editing?.size?.in_use} />
          </Form.Item>
        </Col>
        <NameAndOrderFields />
      </Row>
    </FormModal>
  );
}
