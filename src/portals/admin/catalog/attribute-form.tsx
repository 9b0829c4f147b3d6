import "../../../i18n/modules/admin-catalog";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Col, Form, Input, Row, Select, Space, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { useCategories } from "../../../features/catalog/lookups";
import { BilingualFields, requiredRule } from "./bilingual-fields";
import { RecordFormModal, type RecordModalProps } from "./form-modal";

/** An attribute as `admin/attribute/*` answers it: the generated type (src/api/schema.gen.ts). */
export type Attribute = ApiSchema<"Attribute">;
export type AttributeType = Attribute["type"];

/** The form's values: names and type of the wire shape, options without their label, flags as switches. */
export type AttributeValues = Pick<Attribute, "name_en" | "name_ar" | "type"> &
  Partial<Pick<Attribute, "category_ids">> & {
    options?: Pick<Attribute["options"][number], "en" | "ar">[];
    is_required?: boolean;
    active?: boolean;
  };

export const TYPES: AttributeType[] = ["text", "number", "select"];

/** Create or edit an attribute: names, type (a choice has options in both languages), categories, flags. */
export function AttributeFormModal({ editing, onClose, onSubmit }: RecordModalProps<Attribute, AttributeValues>) {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <RecordFormModal<Attribute, AttributeValues>
      editing={editing}
      createTitle={t("adminCatalog.attributes.createTitle")}
      editTitle={t("adminCatalog.attributes.editTitle")}
      testId="attribute-form"
      toValues={(current) => ({
        name_en: current.name_en,
        name_ar: current.name_ar,
        type: current.type,
        options: current.options.map(({ en, ar }) => ({ en, ar })),
        category_ids: current.category_ids,
        is_required: current.is_required === 1,
        active: current.status === "active",
      })}
      defaults={{ type: "text", options: [], category_ids: [], is_required: false, active: true }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Row gutter={16}>
        <BilingualFields lang />
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t("adminCatalog.attributes.type")} rules={[{ required: true }]}>
            <Select
              options={TYPES.map((type) => ({ value: type, label: t(`adminCatalog.attributes.types.${type}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="is_required" label={t("adminCatalog.attributes.isRequired")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="active" label={t("adminCatalog.common.active")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="category_ids"
            label={t("adminCatalog.attributes.categories")}
            extra={t("adminCatalog.attributes.categoriesHint")}
          >
            <Select
              mode="multiple"
              optionFilterProp="label"
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Form.Item noStyle shouldUpdate={(a, b) => a.type !== b.type}>
          {({ getFieldValue }) =>
            getFieldValue("type") === "select" ? (
              <Col xs={24}>
                <Typography.Paragraph strong style={{ marginBottom: 8 }}>
                  {t("adminCatalog.attributes.options")}
                </Typography.Paragraph>
                <Form.List name="options">
                  {(fields, { add, remove }, { errors }) => (
                    <>
                      {fields.map((field) => (
                        <Space key={field.key} align="start" wrap style={{ display: "flex" }}>
                          <Form.Item name={[field.name, "en"]} rules={requiredRule(t("adminCatalog.common.required"))}>
                            <Input
                              placeholder={t("adminCatalog.attributes.optionEn")}
                              aria-label={t("adminCatalog.attributes.optionEn")}
                              dir="ltr"
                            />
                          </Form.Item>
                          <Form.Item name={[field.name, "ar"]} rules={requiredRule(t("adminCatalog.common.required"))}>
                            <Input
                              placeholder={t("adminCatalog.attributes.optionAr")}
                              aria-label={t("adminCatalog.attributes.optionAr")}
                              dir="rtl"
                            />
                          </Form.Item>
                          <Button
                            type="text"
                            icon={<MinusCircleOutlined />}
                            aria-label={t("adminCatalog.attributes.removeOption")}
                            onClick={() => remove(field.name)}
                          />
                        </Space>
                      ))}
                      <Button type="dashed" onClick={() => add({ en: "", ar: "" })} icon={<PlusOutlined />}>
                        {t("adminCatalog.attributes.addOption")}
                      </Button>
                      <Form.ErrorList errors={errors} />
                    </>
                  )}
                </Form.List>
              </Col>
            ) : null
          }
        </Form.Item>
      </Row>
    </RecordFormModal>
  );
}
