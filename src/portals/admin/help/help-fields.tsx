import "../../../i18n/modules/admin-help";
import { Col, Form, Input, InputNumber, Switch } from "antd";
import { useTranslation } from "react-i18next";

/** A required text that is not only spaces. */
export const useRequired = () => {
  const { t } = useTranslation();
  return [{ required: true, whitespace: true, message: t("adminHelp.common.required") }];
};

/** `${field}_en` and `${field}_ar` side by side on a wide screen, stacked on a phone; `rows`: text areas. */
export function BilingualPair({
  field,
  labelEn,
  labelAr,
  maxLength,
  rows,
  extra,
}: {
  field: string;
  labelEn: string;
  labelAr: string;
  maxLength: number;
  rows?: number;
  extra?: string;
}) {
  const rules = useRequired();
  const input = (code: "en" | "ar") => {
    const props = { maxLength, lang: code, dir: code === "en" ? "ltr" : "rtl" } as const;
    return rows ? <Input.TextArea autoSize={{ minRows: rows, maxRows: 18 }} {...props} /> : <Input {...props} />;
  };
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name={`${field}_en`} label={labelEn} rules={rules} extra={extra}>
          {input("en")}
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={`${field}_ar`} label={labelAr} rules={rules} extra={extra}>
          {input("ar")}
        </Form.Item>
      </Col>
    </>
  );
}

/** Order (0 and up, smaller first) and active, the last row of both forms. */
export function OrderAndStatus() {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={12}>
        <Form.Item name="sort_order" label={t("adminHelp.common.sortOrder")} extra={t("adminHelp.common.sortHint")}>
          <InputNumber min={0} max={100000} precision={0} style={{ width: "100%" }} dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="status"
          label={t("adminHelp.common.active")}
          valuePropName="checked"
          getValueProps={(v) => ({ checked: v !== "inactive" })}
          getValueFromEvent={(on: boolean) => (on ? "active" : "inactive")}
        >
          <Switch />
        </Form.Item>
      </Col>
    </>
  );
}
