import "../../../i18n/modules/partner-catalog";
import { EnvironmentOutlined, PlusOutlined } from "@ant-design/icons";
import { type BaseRecord, useCan, useCustomMutation, useOne } from "@refinedev/core";
import { App, Button, Card, Col, Empty, Row, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { CatalogPage } from "../../../features/catalog/catalog-page";
import type { ServiceAreas } from "../../../features/catalog/types";
import { AddAreasModal } from "./add-areas-modal";
import { AREAS, AREAS_META, useRefreshAreas } from "./use-service-areas";

/** /partner/service-areas: the communities the partner serves, by emirate; add some, remove one (confirmed). */
export default function ServiceAreasPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const refreshAreas = useRefreshAreas();
  const [adding, setAdding] = useState(false);
  const canAdd = useCan({ resource: "partner-service-areas", action: "create" }).data?.can ?? false;
  const canRemove = useCan({ resource: "partner-service-areas", action: "delete" }).data?.can ?? false;
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
