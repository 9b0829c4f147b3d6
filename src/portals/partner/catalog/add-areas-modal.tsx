import "../../../i18n/modules/partner-catalog";
import { type BaseRecord, useCustom, useCustomMutation, useList } from "@refinedev/core";
import { App, Button, Form, Modal, Select } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useDirtyWarning } from "../../../features/catalog/catalog-page";
import type { Community, Emirate, ServiceAreas } from "../../../features/catalog/types";
import { showFieldErrors } from "../../../lib/form-errors";
import { useRefreshAreas } from "./use-service-areas";

/** Add communities: an emirate, then some of its communities (those served already are disabled). */
export function AddAreasModal({ open, onClose, served }: { open: boolean; onClose: () => void; served: Set<number> }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ emirate_id?: number; community_ids?: number[] }>();
  const emirateId = Form.useWatch("emirate_id", form);
  const chosen = Form.useWatch("community_ids", form) ?? [];
  const refreshAreas = useRefreshAreas();
  const { message } = App.useApp();
  useDirtyWarning(open && chosen.length > 0);
  const emirates = useCustom<Emirate[] & BaseRecord>({
    url: ENDPOINTS.catalogEmirates,
    method: "get",
    meta: { language: i18n.language },
    queryOptions: { enabled: open, staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  // GET area/community/list?limit=-1&emirate_id=…: every community of the emirate
  const communities = useList<Community>({
    resource: "catalog-communities",
    pagination: { mode: "off" },
    filters: [{ field: "emirate_id", operator: "eq", value: emirateId }],
    meta: { endpoints: { list: ENDPOINTS.catalogCommunities }, language: i18n.language },
    queryOptions: { enabled: open && Boolean(emirateId) },
    errorNotification: false,
  });
  const { mutate: post, mutation: add } = useCustomMutation<ServiceAreas & BaseRecord>();
  const addAreas = (ids: number[]) =>
    post(
      {
        url: ENDPOINTS.catalogServiceAreasAdd,
        method: "post",
        values: { community_ids: ids },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          void refreshAreas();
          message.success(t("partnerCatalog.areas.added"));
          form.resetFields();
          onClose();
        },
        onError: (error) => showFieldErrors(form, error),
      },
    );
  const emirateList: Emirate[] = Array.isArray(emirates.result.data) ? emirates.result.data : [];
  const options = communities.result.data.map((c) => ({
    value: c.id,
    label: served.has(c.id) ? `${c.name} · ${t("partnerCatalog.areas.alreadyServed")}` : c.name,
    disabled: served.has(c.id),
  }));
  return (
    <Modal
      open={open}
      title={t("partnerCatalog.areas.addTitle")}
      okText={t("partnerCatalog.areas.addSelected", { count: chosen.length })}
      cancelText={t("partnerCatalog.common.cancel")}
      okButtonProps={{ disabled: chosen.length === 0, loading: add.isPending }}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="service-areas-add" onFinish={(v) => addAreas(v.community_ids ?? [])}>
        <Form.Item name="emirate_id" label={t("partnerCatalog.areas.emirate")} rules={[{ required: true }]}>
          <Select
            loading={emirates.query.isLoading}
            placeholder={t("partnerCatalog.areas.chooseEmirate")}
            options={emirateList.map((e) => ({ value: e.id, label: e.name }))}
            onChange={() => form.setFieldValue("community_ids", [])}
          />
        </Form.Item>
        <Form.Item
          name="community_ids"
          label={t("partnerCatalog.areas.communities")}
          rules={[{ required: true, message: t("partnerCatalog.areas.pickOne") }]}
        >
          <Select
            mode="multiple"
            disabled={!emirateId}
            loading={communities.query.isFetching}
            placeholder={t("partnerCatalog.areas.chooseCommunities")}
            optionFilterProp="label"
            options={options}
            maxTagCount="responsive"
          />
        </Form.Item>
        {emirateId && options.some((o) => !o.disabled) ? (
          <Button
            size="small"
            onClick={() =>
              form.setFieldValue(
                "community_ids",
                options.filter((o) => !o.disabled).map((o) => o.value),
              )
            }
          >
            {t("partnerCatalog.areas.selectAll")}
          </Button>
        ) : null}
      </Form>
    </Modal>
  );
}
