import "../../i18n/modules/promotions";
import { useSelect } from "@refinedev/antd";
import { Alert, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Switch } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { DEFAULT_DATE_FORMAT } from "../../config/constants";
import { toDubai } from "../../lib/format";
import { ScopeFields } from "./scope-fields";
import type { PromotionsSide } from "./types";

const HALF = { xs: 24, sm: 12 } as const;

/** A date field holding YYYY-MM-DD (or the server's ISO), shown as an Asia/Dubai date in the picker. */
const dateField = {
  getValueProps: (v: string | null | undefined) => ({ value: v ? toDubai(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format("YYYY-MM-DD") : null),
};

/** The partners a partner-funded coupon may name (refine's useSelect on the admin-partners resource). */
function PartnerField() {
  const { t } = useTranslation();
  const partnerId = Form.useWatch("partner_id");
  const { selectProps } = useSelect({
    resource: "admin-partners",
    optionLabel: "name",
    optionValue: "id",
    defaultValue: partnerId ?? undefined,
    pagination: { pageSize: 20, mode: "server" },
    onSearch: (value) => [{ field: "search", operator: "contains", value }],
    errorNotification: false,
  });
  return (
    <Form.Item
      name="partner_id"
      label={t("promotions.form.partner")}
      rules={[{ required: true, message: t("promotions.form.required") }]}
    >
      <Select
        {...selectProps}
        allowClear
        placeholder={t("promotions.form.choosePartner")}
        data-testid="coupon-partner"
      />
    </Form.Item>
  );
}

/**
 * The coupon form's fields (inside the create or edit modal's Form). The admin chooses who funds the coupon (and the
 * partner of a partner-funded one); a partner's coupons are always its own and partner-funded (the server sets them).
 */
export function CouponFields({ side }: { side: PromotionsSide }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const percent = Form.useWatch("discount_type", form) !== "fixed";
  const partnerFunded = Form.useWatch("funded_by", form) === "partner";
  const required = [{ required: true, message: t("promotions.form.required") }];
  const money = { min: 0, step: 1, precision: 2, style: { width: "100%" } } as const;
  const count = { min: 0, step: 1, precision: 0, style: { width: "100%" } } as const;

  return (
    <Row gutter={16}>
      <Col {...HALF}>
        <Form.Item name="code" label={t("promotions.form.code")} extra={t("promotions.form.codeHelp")} rules={required}>
          <Input maxLength={40} style={{ textTransform: "uppercase" }} dir="ltr" />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="active" label={t("promotions.form.active")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="title_en" label={t("promotions.form.titleEn")} rules={required}>
          <Input maxLength={150} dir="ltr" />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="title_ar" label={t("promotions.form.titleAr")}>
          <Input maxLength={150} dir="rtl" lang="ar" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="discount_type" label={t("promotions.form.discountType")}>
          <Radio.Group
            options={[
              { value: "percent", label: t("promotions.form.percent") },
              { value: "fixed", label: t("promotions.form.fixed") },
            ]}
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="discount_value" label={t("promotions.form.discountValue")} rules={required}>
          <InputNumber
            {...money}
            precision={percent ? 0 : 2}
            max={percent ? 100 : undefined}
            suffix={percent ? "%" : undefined}
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="max_discount" label={t("promotions.form.maxDiscount")}>
          <InputNumber {...money} placeholder={t("promotions.form.none")} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="min_order" label={t("promotions.form.minOrder")}>
          <InputNumber {...money} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="budget" label={t("promotions.form.budget")}>
          <InputNumber {...money} placeholder={t("promotions.form.none")} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="starts_at" label={t("promotions.form.startsAt")} {...dateField}>
          <DatePicker format={DEFAULT_DATE_FORMAT} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="ends_at" label={t("promotions.form.endsAt")} {...dateField}>
          <DatePicker format={DEFAULT_DATE_FORMAT} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="usage_limit" label={t("promotions.form.usageLimit")}>
          <InputNumber {...count} min={1} placeholder={t("promotions.unlimited")} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="per_customer_limit" label={t("promotions.form.perCustomerLimit")}>
          <InputNumber {...count} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="applies_to" label={t("promotions.form.appliesTo")}>
          <Select
            options={(["any", "service", "package"] as const).map((v) => ({
              value: v,
              label: t(`promotions.form.appliesToOptions.${v}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="stacking" label={t("promotions.form.stacking")}>
          <Select
            options={(["exclusive", "combinable"] as const).map((v) => ({
              value: v,
              label: t(`promotions.form.stackingOptions.${v}`),
            }))}
          />
        </Form.Item>
      </Col>
      {side === "admin" ? (
        <>
          <Col {...HALF}>
            <Form.Item name="funded_by" label={t("promotions.form.fundedBy")}>
              <Radio.Group
                options={[
                  { value: "khidma", label: t("promotions.funders.khidma") },
                  { value: "partner", label: t("promotions.funders.partner") },
                ]}
              />
            </Form.Item>
          </Col>
          <Col {...HALF}>{partnerFunded ? <PartnerField /> : null}</Col>
        </>
      ) : (
        <Col xs={24}>
          <Alert type="info" showIcon message={t("promotions.form.partnerFunded")} style={{ marginBottom: 24 }} />
        </Col>
      )}
      <Col xs={24}>
        <Form.Item name="first_order_only" valuePropName="checked" label={t("promotions.form.firstOrderOnly")}>
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <ScopeFields side={side} />
      </Col>
    </Row>
  );
}
