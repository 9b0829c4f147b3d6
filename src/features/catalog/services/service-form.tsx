import { Create, Edit, useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Col, Form, Input, InputNumber, Row, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CatalogPage } from "../catalog-page";
import { showListErrors, toBody } from "../form-helpers";
import { ImageField } from "../image-field";
import { JobTypeFormItem } from "../job-type-select";
import { useCategories } from "../lookups";
import { VatHint } from "../money";
import type { ManagedService } from "../types";

export interface ServiceFormValues {
  category_id?: number;
  name_en?: string;
  name_ar?: string;
  description_en?: string;
  description_ar?: string;
  price?: number;
  duration_minutes?: number;
  includes_en?: string[];
  includes_ar?: string[];
  job_type_id?: number | null;
}

const FIELDS: (keyof ServiceFormValues)[] = [
  "category_id",
  "name_en",
  "name_ar",
  "description_en",
  "description_ar",
  "price",
  "duration_minutes",
  "includes_en",
  "includes_ar",
  "job_type_id",
];

/** Service create and edit: one form; `mode` picks refine's <Create> or <Edit> frame. */
function ServiceForm({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [image, setImage] = useState<File>();
  const { formProps, saveButtonProps, query, onFinish, form } = useForm<ManagedService, HttpError, ServiceFormValues>({
    action: mode,
    redirect: "list",
    errorNotification: false,
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? "partnerCatalog.services.created" : "partnerCatalog.services.saved"),
    }),
    onMutationError: (error) => showListErrors(form, error, ["includes_en", "includes_ar"]),
  });
  const record = query?.data?.data;
  const price = Form.useWatch("price", form);

  const content = (
    <Form
      {...formProps}
      layout="vertical"
      name={`service-${mode}`}
      onFinish={(values) => {
        const picked = Object.fromEntries(FIELDS.map((k) => [k, values[k] ?? (k.startsWith("desc") ? "" : undefined)]));
        return onFinish(toBody(picked, { image }) as ServiceFormValues).catch(() => undefined);
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="category_id"
            label={t("partnerCatalog.common.category")}
            rules={[{ required: true, message: t("partnerCatalog.common.required") }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={categories.isLoading}
              placeholder={t("partnerCatalog.common.chooseCategory")}
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t("partnerCatalog.common.image")}>
            <ImageField
              current={record?.image}
              file={image}
              onChange={setImage}
              label={record?.name ?? "S"}
              testId="service-image"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="name_en"
            label={t("partnerCatalog.common.nameEn")}
            rules={[{ required: true, whitespace: true, message: t("partnerCatalog.common.required") }]}
          >
            <Input maxLength={150} lang="en" dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="name_ar"
            label={t("partnerCatalog.common.nameAr")}
            rules={[{ required: true, whitespace: true, message: t("partnerCatalog.common.required") }]}
          >
            <Input maxLength={150} lang="ar" dir="rtl" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="description_en" label={t("partnerCatalog.common.descriptionEn")}>
            <Input.TextArea rows={3} maxLength={2000} lang="en" dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="description_ar" label={t("partnerCatalog.common.descriptionAr")}>
            <Input.TextArea rows={3} maxLength={2000} lang="ar" dir="rtl" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="price"
            label={t("partnerCatalog.services.priceLabel")}
            extra={<VatHint price={price} />}
            rules={[{ required: true, message: t("partnerCatalog.common.required") }]}
          >
            <InputNumber
              min={1}
              max={100000}
              step={5}
              precision={2}
              prefix={t("common.aed")}
              style={{ width: "100%" }}
              inputMode="decimal"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="duration_minutes"
            label={t("partnerCatalog.services.durationLabel")}
            extra={t("partnerCatalog.services.durationHint")}
            rules={[{ required: true, message: t("partnerCatalog.common.required") }]}
          >
            <InputNumber
              min={15}
              max={1440}
              step={15}
              precision={0}
              suffix={t("partnerCatalog.common.min")}
              style={{ width: "100%" }}
              inputMode="numeric"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <JobTypeFormItem
            current={record ? { id: record.job_type_id ?? null, name: record.job_type ?? null } : undefined}
          />
        </Col>
        <Col xs={24} md={12} />
        <Col xs={24} md={12}>
          <Form.Item
            name="includes_en"
            label={t("partnerCatalog.services.includesEn")}
            extra={t("partnerCatalog.services.includesHint")}
          >
            <Select mode="tags" open={false} tokenSeparators={["\n"]} maxCount={20} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="includes_ar"
            label={t("partnerCatalog.services.includesAr")}
            extra={t("partnerCatalog.services.includesHint")}
          >
            <Select mode="tags" open={false} tokenSeparators={["\n"]} maxCount={20} suffixIcon={null} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );

  return (
    <CatalogPage>
      {mode === "create" ? (
        <Create
          title={t("partnerCatalog.services.createTitle")}
          breadcrumb={false}
          saveButtonProps={{ ...saveButtonProps, children: t("partnerCatalog.common.save") }}
        >
          {content}
        </Create>
      ) : (
        <Edit
          title={t("partnerCatalog.services.editTitle")}
          breadcrumb={false}
          isLoading={query?.isLoading}
          headerButtons={() => null}
          saveButtonProps={{ ...saveButtonProps, children: t("partnerCatalog.common.save") }}
        >
          {content}
        </Edit>
      )}
    </CatalogPage>
  );
}

export function ServiceCreatePage() {
  return <ServiceForm mode="create" />;
}

export function ServiceEditPage() {
  return <ServiceForm mode="edit" />;
}
