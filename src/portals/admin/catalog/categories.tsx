import "../../../i18n/modules/admin-catalog";
import "../admin.css";
import "./categories.css";
import { List } from "@refinedev/antd";
import { App, Grid, Switch, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { CatalogPage } from "../../../features/catalog/catalog-page";
import { toBody } from "../../../features/catalog/form-helpers";
import { useAllowed } from "../../../features/catalog/use-allowed";
import { useCatalogCrud, useCatalogPost, useRefreshList } from "./catalog-data";
import { useCatalogTable } from "./catalog-table";
import { DragHandle, NameCell, OrderCell } from "./category-cells";
import { CategoryFilters } from "./category-filters";
import { type AdminCategory, CategoryFormModal, type CategoryValues } from "./category-form";
import { useRowDrag } from "./category-order";
import { useCategoryOrder } from "./category-order-state";
import { BulkBar, CreateButton, RowActions } from "./row-actions";
import "../../../components/portal/selectable-rows";

export type { AdminCategory } from "./category-form";
export { type DropPlace, moved, movedTo } from "./category-order";

/** /admin/service-categories: list, reorder, trending and active switches, create and edit with images. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const canCreate = useAllowed("create");
  const canEdit = useAllowed("edit");
  const canDelete = useAllowed("delete");
  const canReorder = useAllowed("reorder");
  const canTrend = useAllowed("trending");
  const canStatus = useAllowed("status");
  const table = useCatalogTable<AdminCategory>();
  const { tableProps, sorters, tableQuery } = table;

  const rows = tableQuery.data?.data ?? [];
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<AdminCategory | "new" | null>(null);
  const [image, setImage] = useState<File>();
  const [icon, setIcon] = useState<File>();
  const refresh = useRefreshList();
  const crud = useCatalogCrud<AdminCategory>();
  const post = useCatalogPost();
  const { byOrder, shown, saveOrder, move } = useCategoryOrder(rows, sorters);

  // not on phones: touch screens do not drag natively, and the arrows need the room
  const canDrag = canReorder && byOrder && shown.length > 1 && Boolean(screens.sm);
  const { startDrag, endDrag, rowDragProps, rowClass } = useRowDrag(canDrag, shown, saveOrder);

  const flag = async (url: string, body: object) => {
    try {
      await post(url, body);
    } finally {
      await refresh();
    }
  };

  const bulk = async (status: "active" | "inactive") => {
    await post(ENDPOINTS.adminCategoryBulkStatus, { ids: selected, status });
    setSelected([]);
    await refresh();
  };

  const save = async (values: CategoryValues) => {
    const body = {
      name_en: values.name_en,
      name_ar: values.name_ar,
      description_en: values.description_en ?? "",
      description_ar: values.description_ar ?? "",
      is_trending: values.is_trending ? 1 : 0,
      status: values.active === false ? "inactive" : "active",
    };
    const payload = toBody(body, { image });
    const saved =
      editing === "new" ? await crud.create(payload) : await crud.update((editing as AdminCategory).id, payload);
    if (icon) {
      const form = new FormData();
      form.append("icon", icon);
      await post(fillId(ENDPOINTS.adminCategoryIcon, saved.id), form);
    }
    message.success(t(editing === "new" ? "adminCatalog.categories.created" : "adminCatalog.categories.updated"));
    // refine refreshed the list after the save; once more for the icon uploaded after it
    if (icon) await refresh();
  };

  const open = (c: AdminCategory | "new") => {
    setImage(undefined);
    setIcon(undefined);
    setEditing(c);
  };

  return (
    <CatalogPage>
      <List
        title={t("adminCatalog.categories.title")}
        breadcrumb={false}
        headerButtons={
          <CreateButton allowed={canCreate} onClick={() => open("new")} testId="category-create">
            {t("adminCatalog.categories.add")}
          </CreateButton>
        }
      >
        <Typography.Paragraph type="secondary">{t("adminCatalog.categories.subtitle")}</Typography.Paragraph>
        <CategoryFilters table={table} />
        {canDrag ? (
          <Typography.Paragraph type="secondary">{t("adminCatalog.categories.dragHint")}</Typography.Paragraph>
        ) : null}
        {!byOrder && canReorder ? (
          <Typography.Paragraph type="secondary">{t("adminCatalog.categories.reorderHint")}</Typography.Paragraph>
        ) : null}
        {canStatus ? (
          <BulkBar count={selected.length} onActivate={() => bulk("active")} onDeactivate={() => bulk("inactive")} />
        ) : null}
        <Table
          {...tableProps}
          dataSource={shown}
          rowKey="id"
          size="middle"
          scroll={{ x: "max-content" }}
          data-testid="category-table"
          className="kh-category-table"
          rowSelection={
            canStatus
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as number[]),
                  getCheckboxProps: (c: AdminCategory) => ({ "aria-label": c.name, disabled: false }),
                }
              : undefined
          }
          onRow={rowDragProps}
          rowClassName={rowClass}
        >
          {canDrag ? (
            <Table.Column<AdminCategory>
              key="drag"
              width={40}
              title={<span className="kh-sr-only">{t("adminCatalog.categories.dragColumn")}</span>}
              render={(_, c) => <DragHandle category={c} onStart={startDrag} onEnd={endDrag} />}
            />
          ) : null}
          <Table.Column<AdminCategory>
            key="sort_order"
            dataIndex="sort_order"
            title={t("adminCatalog.categories.order")}
            sorter
            defaultSortOrder="ascend"
            render={(_, c, index) => (
              <OrderCell
                category={c}
                arrows={canReorder && byOrder}
                first={index === 0}
                last={index === shown.length - 1}
                onMove={(step) => move(c.id, step)}
              />
            )}
          />
          <Table.Column<AdminCategory>
            key="name"
            dataIndex="name"
            title={t("adminCatalog.common.name")}
            sorter
            render={(_, c) => <NameCell category={c} />}
          />
          <Table.Column<AdminCategory>
            key="service_count"
            dataIndex="service_count"
            title={t("adminCatalog.categories.services")}
            sorter
            responsive={["md"]}
          />
          <Table.Column<AdminCategory>
            key="is_trending"
            dataIndex="is_trending"
            title={t("adminCatalog.categories.trending")}
            sorter
            render={(_, c) => (
              <Switch
                size="small"
                checked={c.is_trending === 1}
                disabled={!canTrend}
                aria-label={t("adminCatalog.categories.trendingToggle", { name: c.name })}
                onChange={(on) => flag(fillId(ENDPOINTS.adminCategoryTrending, c.id), { is_trending: on ? 1 : 0 })}
              />
            )}
          />
          <Table.Column<AdminCategory>
            key="status"
            dataIndex="status"
            title={t("adminCatalog.common.active")}
            sorter
            render={(_, c) => (
              <Switch
                size="small"
                checked={c.status === "active"}
                disabled={!canStatus}
                aria-label={t("adminCatalog.categories.activeToggle", { name: c.name })}
                onChange={(on) =>
                  flag(fillId(ENDPOINTS.adminCategoryStatus, c.id), { status: on ? "active" : "inactive" })
                }
              />
            )}
          />
          {canEdit || canDelete ? (
            <Table.Column<AdminCategory>
              key="actions"
              title={t("adminCatalog.common.actions")}
              render={(_, c) => (
                <RowActions
                  name={c.name}
                  canEdit={canEdit}
                  onEdit={() => open(c)}
                  canDelete={canDelete && c.service_count === 0 && c.package_count === 0}
                  onDelete={() => crud.remove(c.id)}
                />
              )}
            />
          ) : null}
        </Table>
      </List>
      <CategoryFormModal
        editing={editing}
        image={image}
        icon={icon}
        onImage={setImage}
        onIcon={setIcon}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </CatalogPage>
  );
}
