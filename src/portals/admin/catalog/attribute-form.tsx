import "../../../i18n/modules/admin-catalog";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Col, Form, Input, Row, Select, Space, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useCategories } from "../../../features/catalog/lookups";
import { BilingualFields, requiredRule } from "./bilingual-fields";
import { FormModal } from "./form-modal";

export type AttributeType = "text" | "number" | "select";

export interface Attribute {
  id: number;
  name: string;
  name_en: string;
  name_ar: string;
  type: AttributeType;
  options: { en: string; ar: string; label: string }[];
  is_required: number;
  sort_order: number;
  status: string;
  category_ids: number[];
  categories: { id: number; name: string }[];
}

export interface AttributeValues {
  name_en: string;
  name_ar: string;
  type: AttributeType;
  options?: { en: string; ar: string }[];
  category_ids?: number[];
  is_required?: boolean;
  active?: boolean;
}

export const TYPES: AttributeType[] = ["text", "number", "select"];

/** Create or edit an attribute: names, type (a choice has options in both languages), categories, flags. */
export function AttributeFormModal({
  editing,
  onClose,
  onSubmit,
}: {
  editing: Attribute | "new" | null;
  onClose: () => void;
  onSubmit: (values: AttributeValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const current = editing && editing !== "new" ? editing : null;
  return (
    <FormModal<AttributeValues>
      open={editing !== null}
      title={t(current ? "adminCatalog.attributes.editTitle" : "adminCatalog.attributes.createTitle")}
      testId="attribute-form"
      initialValues={
        current
          ? {
              name_en: current.name_en,
              name_ar: current.name_ar,
              type: current.type,
              options: current.options.map(({ en, ar }) => ({ en, ar })),
              category_ids: current.category_ids,
              is_required: current.is_required === 1,
              active: current.status === "active",
            }
          : { type: "text", options: [], category_ids: [], is_required: false, active: true }
      }
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
    </FormModal>
  );
}
