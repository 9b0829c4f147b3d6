import "../../../i18n/modules/partner-catalog";
import "../../../i18n/modules/package-visits";
import { Create, Edit, useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, Checkbox, Col, Form, Input, InputNumber, Row, Select } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { CatalogPage } from "../catalog-page";
import { showListErrors, toBody } from "../form-helpers";
import { ImageField } from "../image-field";
import { useCategories, usePartnerServices } from "../lookups";
import { type ManagedPackage, PROPERTY_TYPE_KEYS } from "../types";

export interface PackageFormValues {
  name_en?: string;
  name_ar?: string;
  description_en?: string;
  description_ar?: string;
  category_id?: number;
  service_ids?: number[];
  visits_per_month?: number;
  /** What a visit not used by its month's end becomes (issue 16). */
  unused_visits?: "lost" | "carry_over";
  property_types?: string[];
  partner_id?: number;
}

/**
 * The admin portal's partner choice (issue 7): an admin creates a package for a partner (`partner_id`, required) and
 * sees, not changes, it when editing. The partner portal passes nothing: the partner is the signed-in one.
 */
export interface PackagePartnerField {
  label: string;
  requiredMessage: string;
  /** A select of partners (value: partner id); disabled when editing. */
  select: (props: { disabled: boolean }) => ReactNode;
  /** Replaces "Choose from your own services." */
  servicesHint: string;
}

const FIELDS: (keyof PackageFormValues)[] = [
  "name_en",
  "name_ar",
  "description_en",
  "description_ar",
  "category_id",
  "service_ids",
  "visits_per_month",
  "unused_visits",
  "property_types",
];

/** Package create and edit (the whole package); after saving, its manage page (durations, pricing, status). */
export function PackageForm({ mode, partner }: { mode: "create" | "edit"; partner?: PackagePartnerField }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [image, setImage] = useState<File>();
  const { formProps, saveButtonProps, query, onFinish, form } = useForm<ManagedPackage, HttpError, PackageFormValues>({
    action: mode,
    redirect: "show",
    errorNotification: false,
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? "partnerCatalog.packages.created" : "partnerCatalog.packages.saved"),
    }),
    onMutationError: (error) => showListErrors(form, error, ["service_ids", "property_types"]),
  });
  const record = query?.data?.data;
  const chosenPartner = Form.useWatch("partner_id", form) as number | undefined;
  const partnerId = partner ? (chosenPartner ?? record?.partner_id) : mode === "edit" ? record?.partner_id : undefined;
  const services = usePartnerServices(partnerId, !partner || partnerId !== undefined);

  const content = (
    <Form
      {...formProps}
      layout="vertical"
      name={`package-${mode}`}
      initialValues={
        mode === "create"
          ? { visits_per_month: 1, unused_visits: "lost", property_types: ["apartment"] }
          : formProps.initialValues
      }
      onValuesChange={(changed, all) => {
        formProps.onValuesChange?.(changed, all);
        if (partner && mode === "create" && "partner_id" in changed) form.setFieldValue("service_ids", []);
      }}
      onFinish={(values) => {
        const fields: (keyof PackageFormValues)[] = partner ? [...FIELDS, "partner_id"] : FIELDS;
        const picked = Object.fromEntries(fields.map((k) => [k, values[k] ?? (k.startsWith("desc") ? "" : undefined)]));
        return onFinish(toBody(picked, { image }) as PackageFormValues).catch(() => undefined);
      }}
    >
      {record && record.status !== "Approved" ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("partnerCatalog.packages.editNote")} />
      ) : null}
      <Row gutter={16}>
        {partner ? (
          <Col xs={24}>
            <Form.Item
              name="partner_id"
              label={partner.label}
              rules={[{ required: mode === "create", message: partner.requiredMessage }]}
            >
              {partner.select({ disabled: mode === "edit" })}
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item
            name="name_en"
            label={t("partnerCatalog.common.nameEn")}
            rules={[{ required: true, whitespace: true, message: t("partnerCatalog.common.required") }]}
          >
            <Input maxLength={150} dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="name_ar"
            label={t("partnerCatalog.common.nameAr")}
            rules={[{ required: true, whitespace: true, message: t("partnerCatalog.common.required") }]}
          >
            <Input maxLength={150} dir="rtl" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="description_en" label={t("partnerCatalog.common.descriptionEn")}>
            <Input.TextArea rows={3} maxLength={2000} dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="description_ar" label={t("partnerCatalog.common.descriptionAr")}>
            <Input.TextArea rows={3} maxLength={2000} dir="rtl" />
          </Form.Item>
        </Col>
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
              label={record?.name ?? "P"}
              testId="package-image"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="service_ids"
            label={t("partnerCatalog.packages.servicesIncluded")}
            extra={partner?.servicesHint ?? t("partnerCatalog.packages.servicesHint")}
            rules={[{ required: true, message: t("partnerCatalog.packages.pickService") }]}
          >
            <Select
              mode="multiple"
              showSearch
              optionFilterProp="label"
              loading={services.isLoading}
              placeholder={t("partnerCatalog.packages.chooseServices")}
              data-testid="package-services"
              options={(services.data ?? []).map((s) => ({
                value: s.id,
                label: s.active ? s.name : `${s.name} (${t("partnerCatalog.common.inactive")})`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="visits_per_month"
            label={t("partnerCatalog.packages.visitsPerMonth")}
            rules={[{ required: true, message: t("partnerCatalog.common.required") }]}
          >
            <InputNumber min={1} max={31} precision={0} style={{ width: "100%" }} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="unused_visits"
            label={t("packageVisits.policy.label")}
            extra={t("packageVisits.policy.hint")}
          >
            <Select
              data-testid="package-unused-visits"
              options={(["lost", "carry_over"] as const).map((v) => ({
                value: v,
                label: t(`packageVisits.policy.${v}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="property_types"
            label={t("partnerCatalog.packages.propertyTypes")}
            rules={[{ required: true, message: t("partnerCatalog.packages.pickPropertyType") }]}
          >
            <Checkbox.Group
              options={PROPERTY_TYPE_KEYS.map((k) => ({ value: k, label: t(`partnerCatalog.propertyTypes.${k}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );

  const save = { ...saveButtonProps, children: t("partnerCatalog.common.save") };
  return (
    <CatalogPage>
      {mode === "create" ? (
        <Create title={t("partnerCatalog.packages.createTitle")} breadcrumb={false} saveButtonProps={save}>
          {content}
        </Create>
      ) : (
        <Edit
          title={t("partnerCatalog.packages.editTitle")}
          breadcrumb={false}
          isLoading={query?.isLoading}
          headerButtons={() => null}
          saveButtonProps={save}
        >
          {content}
        </Edit>
      )}
    </CatalogPage>
  );
}

export function PackageCreatePage() {
  return <PackageForm mode="create" />;
}

export function PackageEditPage() {
  return <PackageForm mode="edit" />;
}
