import "../../../../i18n/modules/admin-tenants";
import { type BaseRecord, useCustom, useList } from "@refinedev/core";
import { DatePicker, Form, Input, InputNumber, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { Community } from "../../../../features/catalog/types";
import type { CompanyType } from "../../../../features/partner-applications/types";
import { formatDate } from "../../../../lib/format";
import type { AdminPartnerDetails } from "../types";

export type EditSection = "company" | "contact" | "areas" | "commission";

/** The body fields each section sends (`admin/partner/update/{id}` takes any of them). */
export const SECTION_FIELDS: Record<EditSection, string[]> = {
  company: [
    "name_en",
    "name_ar",
    "legal_name_en",
    "legal_name_ar",
    "company_type",
    "trade_license_number",
    "trade_license_expiry",
    "trn",
    "about_en",
    "about_ar",
  ],
  contact: [
    "email",
    "phone",
    "address",
    "contact_person",
    "contact_phone",
    "contact_email",
    "bank_name",
    "account_name",
    "iban",
  ],
  areas: ["area_ids"],
  commission: ["commission_rate"],
};

/** The details as the forms' flat values. */
export function formValuesOf(p: AdminPartnerDetails): Record<string, unknown> {
  return {
    name_en: p.name_en,
    name_ar: p.name_ar,
    about_en: p.about_en,
    about_ar: p.about_ar,
    email: p.email,
    phone: p.phone,
    address: p.address,
    legal_name_en: p.company?.legal_name_en,
    legal_name_ar: p.company?.legal_name_ar,
    company_type: p.company?.company_type,
    trade_license_number: p.company?.trade_license_number,
    trade_license_expiry: p.company?.trade_license_expiry,
    trn: p.company?.trn,
    ...p.contact,
    ...p.bank,
    area_ids: p.area_ids,
    commission_rate: p.commission?.own ? p.commission.rate : undefined,
  };
}

const dateProps = {
  getValueProps: (v: string | undefined) => ({ value: v ? dayjs(v) : undefined }),
  normalize: (d: Dayjs | null) => (d ? d.format("YYYY-MM-DD") : undefined),
};

function Field({ name, children, extra }: { name: string; children: React.ReactNode; extra?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(`adminTenants.fields.${name}`)} extra={extra}>
      {children}
    </Form.Item>
  );
}

function CompanyFields() {
  const { t, i18n } = useTranslation();
  const types = useCustom<CompanyType[] & BaseRecord>({
    url: ENDPOINTS.partnerCompanyTypes,
    method: "get",
    meta: { language: i18n.language },
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const list: CompanyType[] = Array.isArray(types.result.data) ? types.result.data : [];
  return (
    <>
      <Field name="name_en">
        <Input maxLength={150} />
      </Field>
      <Field name="name_ar">
        <Input maxLength={150} dir="rtl" />
      </Field>
      <Field name="legal_name_en">
        <Input maxLength={150} />
      </Field>
      <Field name="legal_name_ar">
        <Input maxLength={150} dir="rtl" />
      </Field>
      <Field name="company_type">
        <Select loading={types.query.isLoading} options={list.map((c) => ({ value: c.key, label: c.name }))} />
      </Field>
      <Field name="trade_license_number">
        <Input maxLength={40} dir="ltr" />
      </Field>
      <Form.Item name="trade_license_expiry" label={t("adminTenants.fields.trade_license_expiry")} {...dateProps}>
        <DatePicker format="DD-MM-YYYY" style={{ width: "100%" }} />
      </Form.Item>
      <Field name="trn" extra={t("adminTenants.trnHelp")}>
        <Input maxLength={20} dir="ltr" inputMode="numeric" />
      </Field>
      <Field name="about_en">
        <Input.TextArea rows={3} maxLength={2000} />
      </Field>
      <Field name="about_ar">
        <Input.TextArea rows={3} maxLength={2000} dir="rtl" />
      </Field>
    </>
  );
}

function ContactFields() {
  const { t } = useTranslation();
  return (
    <>
      <Field name="email">
        <Input type="email" maxLength={255} dir="ltr" />
      </Field>
      <Field name="phone">
        <Input type="tel" maxLength={30} dir="ltr" />
      </Field>
      <Field name="address">
        <Input.TextArea rows={2} maxLength={300} />
      </Field>
      <Field name="contact_person">
        <Input maxLength={120} />
      </Field>
      <Field name="contact_phone">
        <Input type="tel" maxLength={32} dir="ltr" />
      </Field>
      <Field name="contact_email">
        <Input type="email" maxLength={255} dir="ltr" />
      </Field>
      <Field name="bank_name">
        <Input maxLength={120} />
      </Field>
      <Field name="account_name">
        <Input maxLength={150} />
      </Field>
      <Field name="iban" extra={t("adminTenants.ibanHelp")}>
        <Input maxLength={40} dir="ltr" />
      </Field>
    </>
  );
}

function AreaFields() {
  const { t, i18n } = useTranslation();
  const communities = useList<Community>({
    resource: "catalog-communities",
    pagination: { mode: "off" },
    meta: { endpoints: { list: ENDPOINTS.catalogCommunities }, language: i18n.language },
    errorNotification: false,
  });
  return (
    <Field name="area_ids" extra={t("adminTenants.areasHelp")}>
      <Select
        mode="multiple"
        loading={communities.query.isLoading}
        optionFilterProp="label"
        options={communities.result.data.map((c) => ({ value: c.id, label: c.name }))}
      />
    </Field>
  );
}

function CommissionFields({ partner }: { partner: AdminPartnerDetails }) {
  const { t } = useTranslation();
  const c = partner.commission;
  const extra = !c
    ? t("adminTenants.commissionNone")
    : c.own
      ? t("adminTenants.commissionOwn", { rate: c.rate, date: formatDate(c.effective_from) })
      : t("adminTenants.commissionDefault", { rate: c.rate });
  return (
    <Field name="commission_rate" extra={`${extra}. ${t("adminTenants.commissionHelp")}`}>
      <InputNumber min={0} max={100} precision={2} style={{ width: "100%" }} dir="ltr" />
    </Field>
  );
}

/** The form fields of one section. */
export function SectionFields({ section, partner }: { section: EditSection; partner: AdminPartnerDetails }) {
  if (section === "company") return <CompanyFields />;
  if (section === "contact") return <ContactFields />;
  if (section === "areas") return <AreaFields />;
  return <CommissionFields partner={partner} />;
}
