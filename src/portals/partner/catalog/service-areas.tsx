import { EnvironmentOutlined, PlusOutlined } from "@ant-design/icons";
import { type BaseRecord, useCustom, useCustomMutation, useInvalidate, useList, useOne } from "@refinedev/core";
import { App, Button, Card, Col, Empty, Form, Modal, Row, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { CatalogPage, useDirtyWarning, useHasPermission } from "../../../features/catalog/shared";
import type { Community, Emirate, ServiceAreas } from "../../../features/catalog/types";
import { showFieldErrors } from "../../../lib/form-errors";

/** The partner's service areas: a one-record resource (GET partner/service-area/list), refreshed after add/remove. */
const AREAS = { resource: "catalog-service-areas", id: "own" } as const;
const AREAS_META = { endpoints: { one: ENDPOINTS.catalogServiceAreas } };
const useRefreshAreas = () => {
  const invalidate = useInvalidate();
  return () => invalidate({ ...AREAS, invalidates: ["detail"] });
};

function AddAreasModal({ open, onClose, served }: { open: boolean; onClose: () => void; served: Set<number> }) {
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

/** /partner/service-areas: the communities the partner serves, by emirate; add some, remove one (confirmed). */
export default function ServiceAreasPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const refreshAreas = useRefreshAreas();
  const [adding, setAdding] = useState(false);
  const canAdd = useHasPermission("create-service-area");
  const canRemove = useHasPermission("delete-service-area");
  const { query: areas, result } = useOne<ServiceAreas & BaseRecord>({
    ...AREAS,
    meta: { ...AREAS_META, language: i18n.language },
    errorNotification: false,
  });
  const { mutateAsync } = useCustomMutation<ServiceAreas & BaseRecord>();
  const removeAreas = async (ids: number[]) => {
    await mutateAsync({
      url: ENDPOINTS.catalogServiceAreasRemove,
      method: "post",
      values: { community_ids: ids },
      successNotification: false,
      errorNotification: false,
    });
    message.success(t("partnerCatalog.areas.removed"));
    await refreshAreas();
  };
  const confirmRemove = (ids: number[], what: string) =>
    modal.confirm({
      title: t("partnerCatalog.areas.removeTitle", { name: what }),
      content: t("partnerCatalog.areas.removeBody", { count: ids.length }),
      okText: t("partnerCatalog.common.remove"),
      okButtonProps: { danger: true },
      cancelText: t("partnerCatalog.common.cancel"),
      onOk: () => removeAreas(ids),
    });
  const data = result;
  const served = new Set(data?.emirates.flatMap((e) => e.communities.map((c) => c.id)) ?? []);
  return (
    <CatalogPage>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <div style={{ display: "flex", flexWrap: "wrap", gap: 12, justifyContent: "space-between" }}>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t("partnerCatalog.areas.title")}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t("partnerCatalog.areas.summary", {
                count: data?.community_count ?? 0,
                emirates: data?.emirates.length ?? 0,
              })}
            </Typography.Text>
          </div>
          {canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="areas-add">
              {t("partnerCatalog.areas.add")}
            </Button>
          ) : null}
        </div>
        {areas.isLoading ? <Card loading /> : null}
        {data && data.emirates.length === 0 ? (
          <Card>
            <Empty description={t("partnerCatalog.areas.empty")} />
          </Card>
        ) : null}
        <Row gutter={[16, 16]}>
          {data?.emirates.map((e) => (
            <Col xs={24} lg={12} key={e.emirate_id}>
              <Card
                title={
                  <Space>
                    <EnvironmentOutlined />
                    {e.emirate_name}
                    <Tag>{e.communities.length}</Tag>
                  </Space>
                }
                extra={
                  canRemove ? (
                    <Button
                      type="link"
                      danger
                      size="small"
                      onClick={() =>
                        confirmRemove(
                          e.communities.map((c) => c.id),
                          e.emirate_name,
                        )
                      }
                    >
                      {t("partnerCatalog.areas.removeAll")}
                    </Button>
                  ) : null
                }
                data-testid={`areas-emirate-${e.emirate_id}`}
              >
                <Space wrap size={[4, 8]}>
                  {e.communities.map((c) => (
                    <Tag
                      key={c.id}
                      closable={canRemove}
                      closeIcon={
                        <span role="img" aria-label={t("partnerCatalog.areas.removeNamed", { name: c.name })}>
                          ×
                        </span>
                      }
                      onClose={(ev) => {
                        ev.preventDefault();
                        confirmRemove([c.id], c.name);
                      }}
                      style={{ fontSize: 13, paddingBlock: 2 }}
                    >
                      {c.name}
                    </Tag>
                  ))}
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      </Space>
      <AddAreasModal open={adding} onClose={() => setAdding(false)} served={served} />
    </CatalogPage>
  );
}
