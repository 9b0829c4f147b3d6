import "../../../i18n/modules/admin-catalog";
import { type CrudFilter, useList } from "@refinedev/core";
import { Col, Form, InputNumber, Row, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { ALL } from "../../../config/constants";
import { BilingualFields } from "./bilingual-fields";
import { RecordFormModal, type RecordModalProps } from "./form-modal";

/** Emirates, areas and communities as `admin/*` answers them: the generated types (src/api/schema.gen.ts). */
export type Emirate = ApiSchema<"AdminEmirate">;
export type Area = ApiSchema<"Area">;
export type Community = ApiSchema<"AdminCommunity">;

/** The forms' values: fields of the wire shapes (a community's area is required here), active as a switch. */
export type AreaValues = Pick<Area, "emirate_id" | "name_en" | "name_ar"> &
  Partial<Pick<Area, "sort_order">> & { active?: boolean };
export type CommunityValues = Pick<Community, "emirate_id" | "name_en" | "name_ar" | "latitude" | "longitude"> & {
  area_id: number;
};

export const eq = (field: string, value: unknown): CrudFilter => ({ field, operator: "eq", value });

/** Areas of an emirate, for the community form's cascade. */
function useAreasOf(emirateId: number | undefined) {
  const { i18n } = useTranslation();
  const { result, query } = useList<Area>({
    resource: "admin-areas",
    pagination: { currentPage: 1, pageSize: ALL },
    filters: [eq("emirate_id", emirateId)],
    meta: { lang: i18n.language },
    queryOptions: { enabled: emirateId !== undefined },
    errorNotification: false,
  });
  return { data: result.data, isLoading: query.isLoading };
}

function CommunityFields({ emirates }: { emirates: Emirate[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<CommunityValues>();
  const emirateId = Form.useWatch("emirate_id", form);
  const areas = useAreasOf(emirateId);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="emirate_id"
          label={t("adminCatalog.areas.emirate")}
          rules={[{ required: true, message: t("adminCatalog.common.required") }]}
        >
          <Select
            options={emirates.map((e) => ({ value: e.id, label: e.name }))}
            onChange={() => form.setFieldValue("area_id", undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="area_id"
          label={t("adminCatalog.areas.area")}
          rules={[{ required: true, message: t("adminCatalog.common.required") }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={areas.isLoading}
            options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
      </Col>
      <BilingualFields />
      <Col xs={12}>
        <Form.Item
          name="latitude"
          label={t("adminCatalog.areas.latitude")}
          extra={t("adminCatalog.areas.coordinatesHint")}
          rules={[{ required: true, message: t("adminCatalog.common.required") }]}
        >
          <InputNumber min={22} max={27} step={0.0001} style={{ width: "100%" }} inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="longitude"
          label={t("adminCatalog.areas.longitude")}
          rules={[{ required: true, message: t("adminCatalog.common.required") }]}
        >
          <InputNumber min={51} max={57} step={0.0001} style={{ width: "100%" }} inputMode="decimal" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Create or edit an area of an emirate: emirate, names, order, active. */
export function AreaFormModal({
  editing,
  emirates,
  emirateId,
  onClose,
  onSubmit,
}: RecordModalProps<Area, AreaValues> & {
  emirates: Emirate[];
  /** The emirate chosen on the page: a new area's default. */
  emirateId: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <RecordFormModal<Area, AreaValues>
      editing={editing}
      createTitle={t("adminCatalog.areas.createArea")}
      editTitle={t("adminCatalog.areas.editArea")}
      testId="area-form"
      toValues={(currentArea) => ({
        emirate_id: currentArea.emirate_id,
        name_en: currentArea.name_en,
        name_ar: currentArea.name_ar,
        sort_order: currentArea.sort_order,
        active: currentArea.status === "active",
      })}
      defaults={{ emirate_id: emirateId, active: true }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="emirate_id"
            label={t("adminCatalog.areas.emirate")}
            rules={[{ required: true, message: t("adminCatalog.common.required") }]}
          >
            <Select options={emirates.map((e) => ({ value: e.id, label: e.name }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sort_order" label={t("adminCatalog.common.sortOrder")}>
            <InputNumber min={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="active" label={t("adminCatalog.common.active")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <BilingualFields />
      </Row>
    </RecordFormModal>
  );
}

/** Create or edit a community: emirate and area (cascaded), names, coordinates. */
export function CommunityFormModal({
  editing,
  emirates,
  emirateId,
  areaId,
  onClose,
  onSubmit,
}: RecordModalProps<Community, CommunityValues> & {
  emirates: Emirate[];
  /** The emirate and area chosen on the page: a new community's defaults. */
  emirateId: number | undefined;
  areaId: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <RecordFormModal<Community, CommunityValues>
      editing={editing}
      createTitle={t("adminCatalog.areas.createCommunity")}
      editTitle={t("adminCatalog.areas.editCommunity")}
      testId="community-form"
      toValues={(currentCommunity) => ({
        emirate_id: currentCommunity.emirate_id,
        area_id: currentCommunity.area_id ?? undefined,
        name_en: currentCommunity.name_en,
        name_ar: currentCommunity.name_ar,
        latitude: currentCommunity.latitude,
        longitude: currentCommunity.longitude,
      })}
      defaults={{ emirate_id: emirateId, area_id: areaId }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <CommunityFields emirates={emirates} />
    </RecordFormModal>
  );
}
