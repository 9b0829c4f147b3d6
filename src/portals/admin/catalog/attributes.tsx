import "../../../i18n/modules/admin-catalog";
import { List } from "@refinedev/antd";
import { App, Grid, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BilingualName } from "../../../components/portal/bilingual-name";
import { CatalogPage, FilterBar } from "../../../features/catalog/catalog-page";
import { useCategories } from "../../../features/catalog/lookups";
import { useAllowed } from "../../../features/catalog/use-allowed";
import { type Attribute, AttributeFormModal, type AttributeValues, TYPES } from "./attribute-form";
import { useCatalogCrud } from "./catalog-data";
import { FilterSelect, SearchBox, useCatalogTable } from "./catalog-table";
import { CreateButton, RowActions } from "./row-actions";

export type { Attribute } from "./attribute-form";

/** /admin/attributes: attributes (text, number, choice with options) and the categories they apply to. */
export default function AttributesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const categories = useCategories();
  const canCreate = useAllowed("create");
  const canEdit = useAllowed("edit");
  const canDelete = useAllowed("delete");
  const table = useCatalogTable<Attribute>();
  const { tableProps, get, setFilter } = table;
  const crud = useCatalogCrud();
  const [editing, setEditing] = useState<Attribute | "new" | null>(null);
  const current = editing && editing !== "new" ? editing : null;

  const save = async (values: AttributeValues) => {
    const body = {
      name_en: values.name_en,
      name_ar: values.name_ar,
      type: values.type,
      options: values.type === "select" ? (values.options ?? []).filter(Boolean) : [],
      category_ids: values.category_ids ?? [],
      is_required: values.is_required ? 1 : 0,
      status: values.active === false ? "inactive" : "active",
    };
    if (current) await crud.update(current.id, body);
    else await crud.create(body);
    message.success(t(current ? "adminCatalog.attributes.updated" : "adminCatalog.attributes.created"));
  };

  return (
    <CatalogPage>
      <List
        title={t("adminCatalog.attributes.title")}
        breadcrumb={false}
        headerButtons={
          <CreateButton allowed={canCreate} onClick={() => setEditing("new")} testId="attribute-create">
            {t("adminCatalog.attributes.add")}
          </CreateButton>
        }
      >
        <Typography.Paragraph type="secondary">{t("adminCatalog.attributes.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <SearchBox table={table} label={t("adminCatalog.attributes.search")} />
          <FilterSelect
            table={table}
            field="type"
            label={t("adminCatalog.attributes.type")}
            allLabel={t("adminCatalog.attributes.allTypes")}
            options={TYPES.map((type) => ({ value: type, label: t(`adminCatalog.attributes.types.${type}`) }))}
            width={160}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t("adminCatalog.attributes.categories")}
            placeholder={t("adminCatalog.services.allCategories")}
            value={get("category_id")}
            onChange={(v) => setFilter("category_id", v)}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            style={{ flex: "1 1 180px", maxWidth: 240 }}
          />
        </FilterBar>
        <Table
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={screens.sm ? { x: "max-content" } : undefined}
          data-testid="attribute-table"
        >
          <Table.Column<Attribute>
            key="name"
            dataIndex="name"
            title={t("adminCatalog.common.name")}
            sorter
            render={(_, a) => <BilingualName en={a.name_en} ar={a.name_ar} />}
          />
          <Table.Column<Attribute>
            key="type"
            dataIndex="type"
            title={t("adminCatalog.attributes.type")}
            sorter
            render={(_, a) => (
              <Space direction="vertical" size={2}>
                <Tag>{t(`adminCatalog.attributes.types.${a.type}`)}</Tag>
                {a.options.length ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {a.options.map((o) => o.label).join(" · ")}
                  </Typography.Text>
                ) : null}
              </Space>
            )}
          />
          <Table.Column<Attribute>
            key="categories"
            title={t("adminCatalog.attributes.categories")}
            responsive={["md"]}
            render={(_, a) =>
              a.categories.length
                ? a.categories.map((c) => <Tag key={c.id}>{c.name}</Tag>)
                : t("adminCatalog.common.none")
            }
          />
          <Table.Column<Attribute>
            key="is_required"
            dataIndex="is_required"
            title={t("adminCatalog.attributes.isRequired")}
            responsive={["lg"]}
            render={(v: number) => (v ? t("adminCatalog.common.yes") : t("adminCatalog.common.no"))}
          />
          <Table.Column<Attribute>
            key="status"
            dataIndex="status"
            title={t("adminCatalog.common.status")}
            render={(v: string) => (
              <Tag color={v === "active" ? "green" : "default"}>
                {t(v === "active" ? "adminCatalog.common.active" : "adminCatalog.common.inactive")}
              </Tag>
            )}
          />
          {canEdit || canDelete ? (
            <Table.Column<Attribute>
              key="actions"
              title={t("adminCatalog.common.actions")}
              render={(_, a) => (
                <RowActions
                  name={a.name}
                  canEdit={canEdit}
                  onEdit={() => setEditing(a)}
                  canDelete={canDelete}
                  onDelete={() => crud.remove(a.id)}
                />
              )}
            />
          ) : null}
        </Table>
      </List>
      <AttributeFormModal editing={editing} onClose={() => setEditing(null)} onSubmit={save} />
    </CatalogPage>
  );
}
