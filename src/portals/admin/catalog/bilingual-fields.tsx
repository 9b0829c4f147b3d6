import "../../../i18n/modules/admin-catalog";
import { Col, Form, Input } from "antd";
import { useTranslation } from "react-i18next";

/** A required, not blank, text field. */
export const requiredRule = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * Props for a Form.Item holding an <ImageField> (not a form control): the item keeps its name, so a 422 on the file
 * field shows under it, without taking over the field's value and onChange.
 */
export const FILE_ITEM = { valuePropName: "data-value", trigger: "data-trigger" } as const;

/**
 * An English and an Arabic field side by side: `${field}_en` and `${field}_ar`, required unless told otherwise.
 * `lang` also sets the inputs' lang attribute; `rows` makes them text areas.
 */
export function BilingualFields({
  field = "name",
  labelEn,
  labelAr,
  maxLength = 100,
  md = 12,
  required = true,
  lang = false,
  rows,
}: {
  field?: string;
  labelEn?: string;
  labelAr?: string;
  maxLength?: number;
  md?: number;
  required?: boolean;
  lang?: boolean;
  rows?: number;
}) {
  const { t } = useTranslation();
  const rules = required ? requiredRule(t("adminCatalog.common.required")) : undefined;
  const input = (code: "en" | "ar") => {
    const props = { maxLength, lang: lang ? code : undefined, dir: code === "en" ? "ltr" : "rtl" } as const;
    return rows ? <Input.TextArea rows={rows} {...props} /> : <Input {...props} />;
  };
  return (
    <>
      <Col xs={24} md={md}>
        <Form.Item name={`${field}_en`} label={labelEn ?? t("adminCatalog.common.nameEn")} rules={rules}>
          {input("en")}
        </Form.Item>
      </Col>
      <Col xs={24} md={md}>
        <Form.Item name={`${field}_ar`} label={labelAr ?? t("adminCatalog.common.nameAr")} rules={rules}>
          {input("ar")}
        </Form.Item>
      </Col>
    </>
  );
}
