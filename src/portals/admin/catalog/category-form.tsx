import "../../../i18n/modules/admin-catalog";
import { Col, Form, Row, Switch } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { ImageField } from "../../../features/catalog/image-field";
import { BilingualFields, FILE_ITEM } from "./bilingual-fields";
import { RecordFormModal, type RecordModalProps } from "./form-modal";

/** A category as `admin/category/*` answers it: the generated type (src/api/schema.gen.ts). */
export type AdminCategory = ApiSchema<"AdminCategory">;

/** The form's values: the names and descriptions of the wire shape, trending and active as switches. */
export type CategoryValues = Pick<AdminCategory, "name_en" | "name_ar"> &
  Partial<Pick<AdminCategory, "description_en" | "description_ar">> & { is_trending?: boolean; active?: boolean };

/** Create or edit a category: names, descriptions, trending and active, its image and its icon (kept outside). */
export function CategoryFormModal({
  editing,
  image,
  icon,
  onImage,
  onIcon,
  onClose,
  onSubmit,
}: RecordModalProps<AdminCategory, CategoryValues> & {
  image: File | undefined;
  icon: File | undefined;
  onImage: (file: File | undefined) => void;
  onIcon: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  const current = editing && editing !== "new" ? editing : null;
  return (
    <RecordFormModal<AdminCategory, CategoryValues>
      editing={editing}
      createTitle={t("adminCatalog.categories.createTitle")}
      editTitle={t("adminCatalog.categories.editTitle")}
      testId="category-form"
      extraDirty={Boolean(image || icon)}
      toValues={(current) => ({
        name_en: current.name_en,
        name_ar: current.name_ar,
        description_en: current.description_en,
        description_ar: current.description_ar,
        is_trending: current.is_trending === 1,
        active: current.status === "active",
      })}
      defaults={{ is_trending: false, active: true }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Row gutter={16}>
        <BilingualFields lang />
        <BilingualFields
          field="description"
          labelEn={t("adminCatalog.common.descriptionEn")}
          labelAr={t("adminCatalog.common.descriptionAr")}
          maxLength={2000}
          rows={2}
          required={false}
          lang
        />
        <Col xs={12}>
          <Form.Item name="is_trending" label={t("adminCatalog.categories.trending")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="active" label={t("adminCatalog.common.active")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="image" label={t("adminCatalog.common.image")} {...FILE_ITEM}>
            <ImageField
              current={current?.image}
              file={image}
              onChange={onImage}
              label={current?.name ?? "C"}
              testId="category-image"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="icon" label={t("adminCatalog.categories.icon")} {...FILE_ITEM}>
            <ImageField
              current={current?.icon}
              file={icon}
              onChange={onIcon}
              maxMb={2}
              label={current?.name ?? "C"}
              testId="category-icon"
            />
          </Form.Item>
        </Col>
      </Row>
    </RecordFormModal>
  );
}
