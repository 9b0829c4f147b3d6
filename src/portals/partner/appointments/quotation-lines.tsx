import "../../../i18n/modules/partner-work";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Form, Input, InputNumber, Upload, type UploadFile } from "antd";
import { useTranslation } from "react-i18next";
import { PHOTO_ACCEPT, uploadValue } from "./quotation-upload";

export interface QuotationLineValues {
  description?: string;
  quantity?: number;
  unit_price?: number;
  photos?: UploadFile[];
}

export const MAX_LINES = 20;
export const MAX_PHOTOS = 10;

/** An "add photos" picker that keeps the files in the browser until the form is sent (`left`: room for more). */
export function PhotoPicker({
  value,
  onChange,
  label,
  left,
  testId,
}: {
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  label: string;
  /** How many more photos the whole form still takes. */
  left: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const list = value ?? [];
  const max = list.length + Math.max(0, left);
  return (
    <Upload
      listType="picture-card"
      accept={PHOTO_ACCEPT}
      multiple
      fileList={list}
      maxCount={max}
      beforeUpload={() => false}
      onChange={(e) => onChange?.(uploadValue(e) ?? [])}
      data-testid={testId}
    >
      {list.length < max ? (
        <button type="button" aria-label={label} style={{ border: 0, background: "none", cursor: "pointer" }}>
          <PlusOutlined />
          <div style={{ marginTop: 4, fontSize: 12 }}>{t("partnerWork.common.addPhotos")}</div>
        </button>
      ) : null}
    </Upload>
  );
}

/**
 * The quotation's lines: description, quantity, unit price incl. VAT and the line's own photos, one card each
 * (stacked, so the dialog works at 375 px); at least one line, at most 20.
 */
export function QuotationLines({ photosLeft }: { photosLeft: number }) {
  const { t } = useTranslation();
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              title={t("partnerWork.quotation.line", { n: i + 1 })}
              extra={
                fields.length > 1 ? (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t("partnerWork.quotation.removeLine", { n: i + 1 })}
                    onClick={() => remove(field.name)}
                  />
                ) : null
              }
              data-testid={`quotation-line-${i}`}
            >
              <Form.Item
                name={[field.name, "description"]}
                label={t("partnerWork.quotation.description")}
                rules={[{ required: true, whitespace: true, message: t("partnerWork.quotation.descriptionRequired") }]}
              >
                <Input maxLength={300} data-testid={`line-description-${i}`} />
              </Form.Item>
              <Flex gap={8} wrap align="flex-end">
                <Form.Item
                  name={[field.name, "quantity"]}
                  label={t("partnerWork.quotation.quantity")}
                  rules={[{ required: true, message: t("partnerWork.quotation.quantityRequired") }]}
                  style={{ flex: "0 0 96px" }}
                >
                  <InputNumber
                    min={1}
                    max={1000}
                    precision={0}
                    style={{ width: "100%" }}
                    data-testid={`line-quantity-${i}`}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, "unit_price"]}
                  label={t("partnerWork.quotation.unitPrice")}
                  rules={[{ required: true, message: t("partnerWork.quotation.priceRequired") }]}
                  style={{ flex: "1 1 160px" }}
                >
                  <InputNumber
                    min={0.01}
                    max={1_000_000}
                    precision={2}
                    step={1}
                    style={{ width: "100%" }}
                    data-testid={`line-price-${i}`}
                  />
                </Form.Item>
              </Flex>
              <Form.Item
                name={[field.name, "photos"]}
                label={t("partnerWork.quotation.linePhotos")}
                valuePropName="value"
                style={{ marginBottom: 0 }}
              >
                <PhotoPicker
                  label={`${t("partnerWork.quotation.linePhotos")} ${i + 1}`}
                  left={photosLeft}
                  testId={`line-photos-${i}`}
                />
              </Form.Item>
            </Card>
          ))}
          {fields.length < MAX_LINES ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} data-testid="add-line">
              {t("partnerWork.quotation.addLine")}
            </Button>
          ) : null}
        </Flex>
      )}
    </Form.List>
  );
}
