import "../../../i18n/modules/partner-onboarding";
import { Alert, Col, DatePicker, Form, Input, Row, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { DEFAULT_DATE_FORMAT } from "../../../config/constants";
import type { CompanyType } from "../../../features/partner-applications/types";
import { applyServerErrors } from "../components/server-errors";
import { useLookup, useSaveStep } from "./api";
import { LogoField } from "./logo-field";
import { optionalMark, StepActions, type StepProps } from "./step-shell";

interface CompanyValues {
  legal_name_en: string;
  legal_name_ar: string;
  trade_license_number: string;
  trade_license_expiry: Dayjs | null;
  company_type: string | null;
  trn: string;
}

const FIELDS = [
  "legal_name_en",
  "legal_name_ar",
  "trade_license_number",
  "trade_license_expiry",
  "company_type",
  "trn",
];
const TRN_RE = /^100\d{12}$/;

/** Step 1: legal names, trade licence, company type, TRN and the logo (uploaded at once). */
export function CompanyStep({ app, onSaved, onApp, onDirty, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyValues>();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const types = useLookup<CompanyType[]>(ENDPOINTS.partnerCompanyTypes);
  const saveStep = useSaveStep();
  const required = [{ required: true, whitespace: true, message: t("onboarding.required") }];

  const save = async (values: CompanyValues) => {
    setSaving(true);
    setProblems([]);
    try {
      const trn = values.trn?.replace(/[\s-]/g, "");
      const next = await saveStep(ENDPOINTS.partnerAppStepCompany, {
        legal_name_en: values.legal_name_en.trim(),
        legal_name_ar: values.legal_name_ar.trim(),
        trade_license_number: values.trade_license_number.trim(),
        trade_license_expiry: values.trade_license_expiry?.format("YYYY-MM-DD") ?? "",
        company_type: values.company_type ?? "",
        ...(trn ? { trn } : {}),
      });
      onSaved(next);
    } catch (error) {
      setProblems(applyServerErrors(form, error, FIELDS));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<CompanyValues>
      form={form}
      layout="vertical"
      requiredMark={optionalMark(t)}
      onValuesChange={() => onDirty(true)}
      onFinish={save}
      onFinishFailed={() => setProblems([])}
      initialValues={{
        legal_name_en: app.legal_name_en ?? "",
        legal_name_ar: app.legal_name_ar ?? "",
        trade_license_number: app.trade_license_number ?? "",
        trade_license_expiry: app.trade_license_expiry ? dayjs(app.trade_license_expiry) : null,
        company_type: app.company_type,
        trn: app.trn ?? "",
      }}
    >
      {problems.length ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={problems.join(" ")} />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="legal_name_en" label={t("onboarding.company.legalNameEn")} rules={required}>
            <Input dir="ltr" maxLength={150} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="legal_name_ar" label={t("onboarding.company.legalNameAr")} rules={required}>
            <Input dir="rtl" maxLength={150} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="trade_license_number"
            label={t("onboarding.company.licenseNumber")}
            extra={t("onboarding.company.licenseHint")}
            rules={required}
          >
            <Input dir="ltr" maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="trade_license_expiry"
            label={t("onboarding.company.licenseExpiry")}
            rules={[
              { required: true, message: t("onboarding.required") },
              {
                validator: (_, value: Dayjs | null) =>
                  !value || value.isAfter(dayjs(), "day")
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("onboarding.company.expiryFuture"))),
              },
            ]}
          >
            <DatePicker
              format={DEFAULT_DATE_FORMAT}
              placeholder={t("onboarding.company.pickDate")}
              style={{ width: "100%" }}
              disabledDate={(d) => !d.isAfter(dayjs(), "day")}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="company_type"
            label={t("onboarding.company.companyType")}
            rules={[{ required: true, message: t("onboarding.required") }]}
          >
            <Select
              placeholder={t("onboarding.company.selectType")}
              loading={types.isLoading}
              options={(types.data ?? []).map((c) => ({ value: c.key, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="trn"
            label={t("onboarding.company.trn")}
            extra={t("onboarding.company.trnHint")}
            rules={[
              {
                validator: (_, value: string) => {
                  const v = (value ?? "").replace(/[\s-]/g, "");
                  return !v || TRN_RE.test(v)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("onboarding.company.trnInvalid")));
                },
              },
            ]}
          >
            <Input dir="ltr" inputMode="numeric" maxLength={20} placeholder="100XXXXXXXXXXXX" />
          </Form.Item>
        </Col>
      </Row>
      <LogoField logo={app.logo} onApp={onApp} />
      <StepActions saving={saving} onBack={onBack} />
    </Form>
  );
}
