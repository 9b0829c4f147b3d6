import "../../../i18n/modules/partner-onboarding";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Paginated } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import type { Category } from "../../../features/partner-applications/types";
import { applyServerErrors } from "../components/server-errors";
import { useLookup, useSaveStep } from "./api";
import { optionalMark, StepActions, type StepProps } from "./step-shell";

interface ServiceRow {
  category_id: number | null;
  name_en: string;
  name_ar: string;
  price: number | null;
  duration_minutes: number | null;
}

const EMPTY_ROW: ServiceRow = { category_id: null, name_en: "", name_ar: "", price: null, duration_minutes: 60 };

/** Step 5: the services offered (category, names, price in AED incl. VAT, duration), rows added and removed. */
export function ServicesStep({ app, onSaved, onDirty, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ services: ServiceRow[] }>();
  const categories = useLookup<Paginated<Category>>(ENDPOINTS.partnerAppCategories, { limit: -1 });
  const saveStep = useSaveStep();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const required = { required: true, message: t("onboarding.required") };
  const text = { required: true, whitespace: true, message: t("onboarding.required") };

  const save = async ({ services }: { services: ServiceRow[] }) => {
    setSaving(true);
    setProblems([]);
    try {
      const next = await saveStep(ENDPOINTS.partnerAppStepServices, {
        services: services.map((s) => ({
          category_id: s.category_id,
          name_en: s.name_en.trim(),
          name_ar: s.name_ar.trim(),
          price: s.price,
          duration_minutes: s.duration_minutes,
        })),
      });
      onSaved(next);
    } catch (error) {
      setProblems(applyServerErrors(form, error, ["services"]));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={optionalMark(t)}
      onValuesChange={() => onDirty(true)}
      onFinish={save}
      initialValues={{
        services: app.services.length
          ? app.services.map((s) => ({
              category_id: s.category_id,
              name_en: s.name_en,
              name_ar: s.name_ar,
              price: s.price,
              duration_minutes: s.duration_minutes,
            }))
          : [EMPTY_ROW],
      }}
    >
      <Typography.Paragraph>{t("onboarding.services.intro")}</Typography.Paragraph>
      {problems.length ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problems.join(" ")} />
      ) : null}
      <Form.List
        name="services"
        rules={[
          {
            validator: async (_, rows: ServiceRow[]) => {
              if (!rows?.length) throw new Error(t("onboarding.services.none"));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Space direction="vertical" size="middle" style={{ width: "100%" }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                data-testid={`service-row-${index}`}
                title={t("onboarding.services.row", { n: index + 1 })}
                extra={
                  fields.length > 1 ? (
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      onClick={() => {
                        remove(field.name);
                        onDirty(true);
                      }}
                    >
                      {t("onboarding.services.remove")}
                    </Button>
                  ) : null
                }
              >
                <Row gutter={12}>
                  <Col xs={24} md={12} lg={8}>
                    <Form.Item
                      name={[field.name, "category_id"]}
                      label={t("onboarding.services.category")}
                      rules={[required]}
                    >
                      <Select
                        placeholder={t("onboarding.services.selectCategory")}
                        loading={categories.isLoading}
                        showSearch
                        optionFilterProp="label"
                        options={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12} lg={8}>
                    <Form.Item name={[field.name, "name_en"]} label={t("onboarding.services.nameEn")} rules={[text]}>
                      <Input dir="ltr" maxLength={120} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12} lg={8}>
                    <Form.Item name={[field.name, "name_ar"]} label={t("onboarding.services.nameAr")} rules={[text]}>
                      <Input dir="rtl" maxLength={120} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6} lg={8}>
                    <Form.Item name={[field.name, "price"]} label={t("onboarding.services.price")} rules={[required]}>
                      <InputNumber min={1} max={100000} precision={2} step={10} style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6} lg={8}>
                    <Form.Item
                      name={[field.name, "duration_minutes"]}
                      label={t("onboarding.services.duration")}
                      rules={[required]}
                    >
                      <InputNumber min={15} max={1440} step={15} precision={0} style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => {
                add({ ...EMPTY_ROW });
                onDirty(true);
              }}
              disabled={fields.length >= 50}
            >
              {t("onboarding.services.add")}
            </Button>
          </Space>
        )}
      </Form.List>
      <StepActions saving={saving} onBack={onBack} />
    </Form>
  );
}
