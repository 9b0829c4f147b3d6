import "../../../i18n/modules/admin-catalog";
import { PlusOutlined } from "@ant-design/icons";
import { useList } from "@refinedev/core";
import { App, Button, Card, Empty, Space, Table, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BilingualName } from "../../../components/portal/bilingual-name";
import { ALL } from "../../../config/constants";
import { CatalogPage } from "../../../features/catalog/catalog-page";
import { useAllowed } from "../../../features/catalog/use-allowed";
import { useCatalogCrud, useRefreshList } from "./catalog-data";
import {
  type AdminPropertyType,
  type PropertySize,
  PropertySizeFormModal,
  PropertyTypeFormModal,
  type SizeValues,
  type TypeValues,
  type Usage,
} from "./property-forms";
import { RowActions } from "./row-actions";

const TYPE_KEYS = ["apartment", "villa", "office"] as const;

const order = (v: string | number | undefined) => (v === undefined || v === "" || v === null ? undefined : Number(v));

export type { AdminPropertyType, PropertySize } from "./property-forms";

function InUse({ item }: { item: Usage }) {
  const { t } = useTranslation();
  if (!item.in_use) return null;
  return (
    <Tooltip title={t("adminCatalog.properties.inUseHint")}>
      <Tag color="blue">{t("adminCatalog.properties.inUse")}</Tag>
    </Tooltip>
  );
}

/** /admin/properties: property types (apartment, villa, office) and their sizes, as package pricing uses them. */
export default function PropertiesPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const canCreate = useAllowed("create");
  const canEdit = useAllowed("edit");
  const canDelete = useAllowed("delete");
  const { result, query } = useList<AdminPropertyType>({
    resource: "property-types",
    pagination: { currentPage: 1, pageSize: ALL },
    meta: { lang: i18n.language },
    errorNotification: false,
  });
  const types = result.data;
  const missing = TYPE_KEYS.filter((k) => !types.some((ty) => ty.type === k));
  const [typeForm, setTypeForm] = useState<AdminPropertyType | "new" | null>(null);
  const [sizeForm, setSizeForm] = useState<{ type: AdminPropertyType; size: PropertySize | null } | null>(null);
  const currentType = typeForm && typeForm !== "new" ? typeForm : null;
  const typeCrud = useCatalogCrud("property-types");
  // a size belongs to its type: writing one refreshes the types' list (which carries the sizes)
  const sizeCrud = useCatalogCrud("property-sizes");
  const refresh = useRefreshList("property-types");

  const saveType = async (v: TypeValues) => {
    const body = { name_en: v.name_en, name_ar: v.name_ar, sort_order: order(v.sort_order) };
    if (currentType) await typeCrud.update(currentType.id, body);
    else await typeCrud.create({ ...body, type: v.type });
    message.success(t("adminCatalog.properties.created"));
  };
  const saveSize = async (v: SizeValues) => {
    if (!sizeForm) return;
    const body = { key: v.key, name_en: v.name_en, name_ar: v.name_ar, sort_order: order(v.sort_order) };
    if (sizeForm.size) await sizeCrud.update(sizeForm.size.id, body);
    else await sizeCrud.create({ ...body, property_type_id: sizeForm.type.id });
    message.success(t("adminCatalog.properties.created"));
    await refresh();
  };

  return (
    <CatalogPage>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Space wrap style={{ justifyContent: "space-between", width: "100%" }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t("adminCatalog.properties.title")}
          </Typography.Title>
          {canCreate && missing.length ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTypeForm("new")}>
              {t("adminCatalog.properties.addType")}
            </Button>
          ) : null}
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t("adminCatalog.properties.subtitle")}
        </Typography.Paragraph>
        {query.isLoading ? <Card loading /> : null}
        {!query.isLoading && types.length === 0 ? <Empty /> : null}
        {types.map((type) => (
          <Card
            key={type.id}
            data-testid={`property-type-${type.type}`}
            title={
              <Space wrap>
                <span>{type.name}</span>
                <Typography.Text type="secondary" code>
                  {type.type}
                </Typography.Text>
                <InUse item={type} />
              </Space>
            }
            extra={
              <RowActions
                name={type.name}
                canEdit={canEdit}
                onEdit={() => setTypeForm(type)}
                canDelete={canDelete && !type.in_use}
                onDelete={() => typeCrud.remove(type.id)}
              />
            }
          >
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t("adminCatalog.properties.usage", {
                packages: type.package_count,
                prices: type.price_count,
                addresses: type.address_count,
              })}
            </Typography.Paragraph>
            <Table<PropertySize>
              dataSource={type.sizes}
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: "max-content" }}
            >
              <Table.Column<PropertySize>
                key="key"
                dataIndex="key"
                title={t("adminCatalog.properties.key")}
                render={(v: string) => <code>{v}</code>}
              />
              <Table.Column<PropertySize>
                key="name"
                title={t("adminCatalog.common.name")}
                render={(_, s) => <BilingualName en={s.name_en} ar={s.name_ar} />}
              />
              <Table.Column<PropertySize>
                key="usage"
                title={t("adminCatalog.properties.inUse")}
                responsive={["sm"]}
                render={(_, s) => (s.in_use ? <InUse item={s} /> : t("adminCatalog.common.no"))}
              />
              {canEdit || canDelete ? (
                <Table.Column<PropertySize>
                  key="actions"
                  title={t("adminCatalog.common.actions")}
                  render={(_, s) => (
                    <RowActions
                      name={s.name}
                      canEdit={canEdit}
                      onEdit={() => setSizeForm({ type, size: s })}
                      canDelete={canDelete && !s.in_use}
                      onDelete={async () => {
                        await sizeCrud.remove(s.id);
                        await refresh();
                      }}
                    />
                  )}
                />
              ) : null}
            </Table>
            {canCreate ? (
              <Button
                style={{ marginTop: 12 }}
                icon={<PlusOutlined />}
                onClick={() => setSizeForm({ type, size: null })}
              >
                {t("adminCatalog.properties.addSize")}
              </Button>
            ) : null}
          </Card>
        ))}
      </Space>
      <PropertyTypeFormModal
        editing={typeForm}
        missing={missing}
        onClose={() => setTypeForm(null)}
        onSubmit={saveType}
      />
      <PropertySizeFormModal editing={sizeForm} onClose={() => setSizeForm(null)} onSubmit={saveSize} />
    </CatalogPage>
  );
}
