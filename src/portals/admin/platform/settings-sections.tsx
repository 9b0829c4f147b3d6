import { Col, Form, Input, InputNumber, Row, Select, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatTime } from "../../../lib/format";
import { DATE_FORMATS, PAYOUT_CYCLES, TIME_FORMATS } from "./settings-values";

const half = { xs: 24, md: 12 };
// antd's inputs set `direction` in CSS in Arabic, over a `dir` attribute: e-mails, phones and links stay left to right
const LTR = { direction: "ltr" } as const;
const RTL = { direction: "rtl" } as const;

/** Date and time formats, with today's date and the time now in Asia/Dubai in the chosen formats. */
export function GeneralSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const dateFormat = Form.useWatch("default_date_format", form) as string | undefined;
  const timeFormat = Form.useWatch("default_time_format", form) as string | undefined;
  const now = new Date();
  const example = `${formatDate(now, dateFormat || DATE_FORMATS[0])} ${formatTime(now, timeFormat || TIME_FORMATS[0])}`;
  return (
    <>
      <Typography.Paragraph type="secondary">{t("adminSettings.general.hint")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="default_date_format" label={t("adminSettings.general.dateFormat")}>
            <Select
              data-testid="date-format"
              options={DATE_FORMATS.map((f) => ({
                value: f,
                label: <bdi dir="ltr">{`${f} (${formatDate(now, f)})`}</bdi>,
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="default_time_format" label={t("adminSettings.general.timeFormat")}>
            <Select
              data-testid="time-format"
              options={TIME_FORMATS.map((f) => ({
                value: f,
                label: (
                  <>
                    {t(f === "HH:mm" ? "adminSettings.general.h24" : "adminSettings.general.h12")}{" "}
                    <bdi dir="ltr">({formatTime("14:30", f)})</bdi>
                  </>
                ),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph strong data-testid="format-example">
        {t("adminSettings.general.example")}
        <br />
        <bdi dir="ltr">{example}</bdi>
      </Typography.Paragraph>
    </>
  );
}

/** VAT rate, whether prices include VAT, Khidma's TRN and legal address for invoices. */
export function PricingSection({ currency }: { currency?: string }) {
  const { t } = useTranslation();
  // the hint names the rate being edited
  const vatRate = Form.useWatch<number | null | undefined>(["pricing_and_taxes", "vat_percentage"]);
  return (
    <>
      <Typography.Paragraph type="secondary">{t("adminSettings.pricing.vatNote")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name={["pricing_and_taxes", "vat_percentage"]}
            label={t("adminSettings.pricing.vat")}
            rules={[{ required: true, message: t("adminSettings.required") }]}
          >
            <InputNumber min={0} max={100} step={0.5} style={{ width: "100%" }} data-testid="vat-rate" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label={t("adminSettings.pricing.currency")}>
            <Input value={currency ?? "AED"} disabled />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={["pricing_and_taxes", "prices_include_vat"]}
        label={t("adminSettings.pricing.includesVat")}
        extra={
          <span data-testid="includes-vat-hint">
            {t("adminSettings.pricing.includesVatHint", { percent: vatRate ?? 5 })}
          </span>
        }
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={["pricing_and_taxes", "trn"]}
        label={t("adminSettings.pricing.trn")}
        extra={t("adminSettings.pricing.trnHint")}
      >
        <Input inputMode="numeric" maxLength={15} dir="ltr" style={LTR} data-testid="trn" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name={["pricing_and_taxes", "legal_address_en"]} label={t("adminSettings.pricing.addressEn")}>
            <Input.TextArea rows={3} dir="ltr" style={LTR} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={["pricing_and_taxes", "legal_address_ar"]} label={t("adminSettings.pricing.addressAr")}>
            <Input.TextArea rows={3} dir="rtl" lang="ar" style={RTL} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

const LINKS = [
  ["app_store_url", "appStore"],
  ["play_store_url", "playStore"],
] as const;
const SOCIAL = [
  ["facebook_url", "facebook"],
  ["instagram_url", "instagram"],
  ["x_url", "x"],
  ["linkedin_url", "linkedin"],
] as const;

/** Support e-mail, phone and WhatsApp, the app stores' and social media links (the storefront's footer). */
export function ContactSection() {
  const { t } = useTranslation();
  const url = (key: string, label: string) => (
    <Col {...half} key={key}>
      <Form.Item name={["master_setting", key]} label={t(`adminSettings.contact.${label}`)}>
        <Input inputMode="url" dir="ltr" style={LTR} placeholder="https://" />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Typography.Paragraph type="secondary">{t("adminSettings.contact.footerHint")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={["master_setting", "support_email"]} label={t("adminSettings.contact.supportEmail")}>
            <Input inputMode="email" dir="ltr" style={LTR} data-testid="support-email-input" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={["master_setting", "support_phone"]} label={t("adminSettings.contact.supportPhone")}>
            <Input inputMode="tel" dir="ltr" style={LTR} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={["master_setting", "whatsapp"]} label={t("adminSettings.contact.whatsapp")}>
            <Input inputMode="tel" dir="ltr" style={LTR} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t("adminSettings.contact.apps")}</Typography.Title>
      <Row gutter={16}>{LINKS.map(([key, label]) => url(key, label))}</Row>
      <Typography.Title level={5}>{t("adminSettings.contact.social")}</Typography.Title>
      <Row gutter={16}>{SOCIAL.map(([key, label]) => url(key, label))}</Row>
    </>
  );
}

/** The payout cycle, the holding period and the default commission. */
export function PayoutsSection() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="payout_cycle" label={t("adminSettings.payouts.cycle")}>
          <Select
            data-testid="payout-cycle"
            options={PAYOUT_CYCLES.map((c) => ({ value: c, label: t(`adminSettings.payouts.${c}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="payout_hold_days"
          label={t("adminSettings.payouts.holdDays")}
          extra={t("adminSettings.payouts.holdDaysHint")}
        >
          <InputNumber min={0} max={60} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="default_commission_percent"
          label={t("adminSettings.payouts.commission")}
          extra={t("adminSettings.payouts.commissionHint")}
        >
          <InputNumber min={0} max={100} step={0.5} style={{ width: "100%" }} data-testid="default-commission" />
        </Form.Item>
      </Col>
    </Row>
  );
}
