import "../../../../i18n/modules/partner-team";
import { useSelect } from "@refinedev/antd";
import { Card, Col, ColorPicker, Form, Row, Select, Switch, Typography } from "antd";
import type { Color } from "antd/es/color-picker";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../../api/api-types";
import type { ManagedService } from "../../../../features/catalog/types";

/** Languages a technician may speak (codes as the API stores them). */
export const LANGUAGE_CODES = ["ar", "en", "hi", "ur", "ml", "ta", "bn", "tl", "ne", "si", "fa", "fr", "ru"] as const;

/** Calendar colours offered first (any other can be picked). */
const PRESET_COLOURS = ["#1677ff", "#52c41a", "#fa8c16", "#eb2f96", "#722ed1", "#13c2c2", "#f5222d", "#8c8c8c"];

/** What a new technician starts with (the API's defaults). */
export const DEFAULT_TECHNICIAN: ApiSchema<"TechnicianProfile"> = {
  colour: "#1677ff",
  is_active: true,
  languages: [],
  service_ids: [],
  category_ids: [],
};

/**
 * A technician's profile in the team user form (shown when the Technician role is chosen): takes jobs, calendar
 * colour, languages, and the skills: the company's services and categories they can do (both empty: everything).
 * Services come from the company's own service list (`partner/service/list`); their categories from the same rows.
 */
export function TechnicianFields() {
  const { t, i18n } = useTranslation();
  const { selectProps, query } = useSelect<ManagedService>({
    resource: "partner-services",
    optionLabel: "name",
    optionValue: "id",
    pagination: { mode: "off" },
    // `language` only keys the cache: names come back in the active language
    meta: { query: { page: 1 }, language: i18n.language },
    errorNotification: false,
  });
  const rows = query.data?.data;
  const categories = useMemo(() => {
    const byId = new Map<number, string>();
    for (const s of rows ?? []) byId.set(s.category_id, s.category_name);
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [rows]);

  return (
    <Card
      size="small"
      title={t("partnerTeam.technician.title")}
      data-testid="technician-fields"
      style={{ marginBottom: 24 }}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t("partnerTeam.technician.hint")}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name={["technician", "is_active"]}
            label={t("partnerTeam.technician.active")}
            extra={t("partnerTeam.technician.activeHint")}
            valuePropName="checked"
          >
            <Switch data-testid="technician-active" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={["technician", "colour"]}
            label={t("partnerTeam.technician.colour")}
            getValueFromEvent={(c: Color) => c.toHexString()}
          >
            <ColorPicker
              disabledAlpha
              showText
              presets={[{ label: t("partnerTeam.technician.colour"), colors: PRESET_COLOURS }]}
              data-testid="technician-colour"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={["technician", "languages"]} label={t("partnerTeam.technician.languages")}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              placeholder={t("partnerTeam.technician.chooseLanguages")}
              options={LANGUAGE_CODES.map((code) => ({
                value: code,
                label: t(`partnerTeam.technician.languageNames.${code}`),
              }))}
              data-testid="technician-languages"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={["technician", "category_ids"]}
            label={t("partnerTeam.technician.categories")}
            extra={t("partnerTeam.technician.skillsHint")}
          >
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              loading={selectProps.loading}
              placeholder={t("partnerTeam.technician.chooseCategories")}
              options={categories}
              data-testid="technician-categories"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name={["technician", "service_ids"]} label={t("partnerTeam.technician.services")}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              loading={selectProps.loading}
              placeholder={t("partnerTeam.technician.chooseServices")}
              options={selectProps.options}
              data-testid="technician-services"
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
