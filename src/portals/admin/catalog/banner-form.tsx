import "../../../i18n/modules/admin-catalog";
import { Col, DatePicker, Form, Input, Row, Select, Switch, Tag } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { ImageField } from "../../../features/catalog/image-field";
import { BilingualFields, FILE_ITEM } from "./bilingual-fields";
import { RecordFormModal, type RecordModalProps } from "./form-modal";

/** A banner as `admin/banner/*` answers it: the generated type (src/api/schema.gen.ts). */
export type AdminBanner = ApiSchema<"AdminBanner">;

/** The form's values: fields of the wire shape, the schedule as dates and active as a switch. */
export type BannerValues = Pick<AdminBanner, "title_en" | "title_ar" | "target"> &
  Partial<Pick<AdminBanner, "subtitle_en" | "subtitle_ar" | "sort_order">> & {
    link?: string;
    starts_at?: Dayjs | null;
    ends_at?: Dayjs | null;
    active?: boolean;
  };

/** Live now, scheduled (starts later), ended, or inactive. */
export function BannerState({ banner }: { banner: AdminBanner }) {
  const { t } = useTranslation();
  if (banner.is_live)
    return (
      <Tag color="green" data-testid={`banner-live-${banner.id}`}>
        {t("adminCatalog.banners.liveNow")}
      </Tag>
    );
  if (banner.status !== "active") return <Tag>{t("adminCatalog.common.inactive")}</Tag>;
  if (banner.starts_at && dayjs(banner.starts_at).isAfter(dayjs()))
    return <Tag color="blue">{t("adminCatalog.banners.scheduled")}</Tag>;
  return <Tag color="default">{t("adminCatalog.banners.ended")}</Tag>;
}

/** Create or edit a banner: titles, link, audience, schedule, order, active and its image (`image`, kept outside). */
export function BannerFormModal({
  editing,
  image,
  onImage,
  onClose,
  onSubmit,
}: RecordModalProps<AdminBanner, BannerValues> & {
  image: File | undefined;
  onImage: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  const current = editing && editing !== "new" ? editing : null;
  return (
    <RecordFormModal<AdminBanner, BannerValues>
      editing={editing}
      createTitle={t("adminCatalog.banners.createTitle")}
      editTitle={t("adminCatalog.banners.editTitle")}
      testId="banner-form"
      extraDirty={Boolean(image)}
      toValues={(current) => ({
        title_en: current.title_en,
        title_ar: current.title_ar,
        subtitle_en: current.subtitle_en,
        subtitle_ar: current.subtitle_ar,
        link: current.link ?? "",
        target: current.target,
        starts_at: current.starts_at ? dayjs(current.starts_at) : null,
        ends_at: current.ends_at ? dayjs(current.ends_at) : null,
        sort_order: current.sort_order,
        active: current.status === "active",
      })}
      defaults={{ target: "customer", active: true }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Row gutter={16}>
        <BilingualFields
          field="title"
          labelEn={t("adminCatalog.banners.titleEn")}
          labelAr={t("adminCatalog.banners.titleAr")}
          maxLength={150}
          lang
        />
        <BilingualFields
          field="subtitle"
          labelEn={t("adminCatalog.banners.subtitleEn")}
          labelAr={t("adminCatalog.banners.subtitleAr")}
          maxLength={250}
          required={false}
          lang
        />
        <Col xs={24} md={12}>
          <Form.Item name="link" label={t("adminCatalog.banners.link")} extra={t("adminCatalog.banners.linkHint")}>
            <Input maxLength={500} dir="ltr" placeholder="/categories" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="target" label={t("adminCatalog.banners.target")}>
            <Select
              options={[
                { value: "customer", label: t("adminCatalog.banners.targets.customer") },
                { value: "partner", label: t("adminCatalog.banners.targets.partner") },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="starts_at" label={t("adminCatalog.banners.startsAt")}>
            <DatePicker showTime={{ format: "HH:mm" }} format="DD-MM-YYYY HH:mm" style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ends_at" label={t("adminCatalog.banners.endsAt")}>
            <DatePicker showTime={{ format: "HH:mm" }} format="DD-MM-YYYY HH:mm" style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="sort_order" label={t("adminCatalog.common.sortOrder")}>
            <Input type="number" min={0} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="active" label={t("adminCatalog.common.active")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="image" label={t("adminCatalog.common.image")} {...FILE_ITEM}>
            <ImageField
              current={current?.image}
              file={image}
              onChange={onImage}
              label={current?.title ?? "B"}
              testId="banner-image"
            />
          </Form.Item>
        </Col>
      </Row>
    </RecordFormModal>
  );
}
