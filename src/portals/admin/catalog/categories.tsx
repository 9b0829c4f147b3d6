import "../../../i18n/modules/admin-catalog";
import "../admin.css";
import "./categories.css";
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { App, Avatar, Button, Col, Form, Grid, Row, Space, Switch, Table, Typography } from "antd";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { CatalogPage, FilterBar } from "../../../features/catalog/catalog-page";
import { toBody } from "../../../features/catalog/form-helpers";
import { ImageField } from "../../../features/catalog/image-field";
import { useAllowed } from "../../../features/catalog/use-allowed";
import { BilingualFields, FILE_ITEM } from "./bilingual-fields";
import { useCatalogCrud, useCatalogPost, useRefreshList } from "./catalog-data";
import { FilterSelect, SearchBox, useCatalogTable } from "./catalog-table";
import { FormModal } from "./form-modal";
import { BulkBar, CreateButton, RowActions } from "./row-actions";

export interface AdminCategory {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  icon: string | null;
  image: string | null;
  is_trending: number;
  sort_order: number;
  status: string;
  service_count: number;
  package_count: number;
  attribute_count: number;
}

interface CategoryValues {
  name_en: string;
  name_ar: string;
  description_en?: string;
  description_ar?: string;
  is_trending?: boolean;
  active?: boolean;
}

/** Moves one id a step up or down in a list of ids. */
export const moved = (ids: number[], id: number, step: -1 | 1): number[] => {
  const i = ids.indexOf(id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  const next = [...ids];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
};

export type DropPlace = "before" | "after";

/** Moves `id` to just before or after `target` in a list of ids (the same list when nothing moves). */
export const movedTo = (ids: number[], id: number, target: number, place: DropPlace): number[] => {
  if (id === target || !ids.includes(id) || !ids.includes(target)) return ids;
  const rest = ids.filter((x) => x !== id);
  const at = rest.indexOf(target) + (place === "after" ? 1 : 0);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
};

/** Which half of the row under the pointer: dropping on the upper half puts the row before it. */
const placeOf = (e: DragEvent<HTMLElement>): DropPlace => {
  const box = e.currentTarget.getBoundingClientRect();
  return e.clientY < box.top + box.height / 2 ? "before" : "after";
};

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
  const [order, setOrder] = useState<number[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<AdminCategory | "new" | null>(null);
  const [image, setImage] = useState<File>();
  const [icon, setIcon] = useState<File>();
  const refresh = useRefreshList();
  const crud = useCatalogCrud<AdminCategory>();
  const post = useCatalogPost();
  const byOrder = sorters[0]?.field === "sort_order" && sorters[0]?.order === "asc";
  const shown = order ? order.map((id) => rows.find((r) => r.id === id)).filter((r): r is AdminCategory => !!r) : rows;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh page of rows drops the optimistic order
  useEffect(() => setOrder(null), [rows]);

  /** Shows the new order at once and saves it (the ids of the rows shown: they keep their places among all). */
  const saveOrder = async (ids: number[]) => {
    if (ids.every((id, i) => id === shown[i]?.id)) return;
    setOrder(ids);
    try {
      await post(ENDPOINTS.adminCategoryReorder, { ids });
      message.success(t("adminCatalog.categories.reordered"));
      await refresh();
    } catch {
      setOrder(null);
    }
  };
  const move = (id: number, step: -1 | 1) =>
    saveOrder(
      moved(
        shown.map((r) => r.id),
        id,
        step,
      ),
    );

  // Drag and drop (native HTML5): rows are dragged by their handle and dropped before or after another row.
  // not on phones: touch screens do not drag natively, and the arrows need the room
  const canDrag = canReorder && byOrder && shown.length > 1 && Boolean(screens.sm);
  const [dragId, setDragId] = useState<number | null>(null);
  const dragging = useRef<number | null>(null); // read by the row handlers, whichever render they come from
  const [drop, setDrop] = useState<{ id: number; place: DropPlace } | null>(null);
  const endDrag = () => {
    dragging.current = null;
    setDragId(null);
    setDrop(null);
  };
  const startDrag = (e: DragEvent<HTMLElement>, id: number) => {
    e.dataTransfer.effectAllowed = "move";
    e.dataTransfer.setData("text/plain", String(id));
    const row = e.currentTarget.closest("tr");
    if (row) e.dataTransfer.setDragImage(row, 16, row.clientHeight / 2);
    dragging.current = id;
    setDragId(id);
  };
  const rowDragProps = (c: AdminCategory) =>
    canDrag
      ? {
          onDragOver: (e: DragEvent<HTMLElement>) => {
            if (dragging.current === null) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = "move";
            const place = placeOf(e);
            setDrop((prev) => (prev?.id === c.id && prev.place === place ? prev : { id: c.id, place }));
          },
          onDrop: (e: DragEvent<HTMLElement>) => {
            const id = dragging.current;
            if (id === null) return;
            e.preventDefault();
            const ids = movedTo(
              shown.map((r) => r.id),
              id,
              c.id,
              placeOf(e),
            );
            endDrag();
            void saveOrder(ids);
          },
        }
      : {};
  const rowClass = (c: AdminCategory) =>
    [c.id === dragId ? "kh-dragging" : "", drop?.id === c.id && c.id !== dragId ? `kh-drop-${drop.place}` : ""]
      .filter(Boolean)
      .join(" ");

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
  const current = editing && editing !== "new" ? editing : null;

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
        <FilterBar>
          <SearchBox table={table} label={t("adminCatalog.categories.search")} maxWidth={360} />
          <FilterSelect
            table={table}
            field="status"
            label={t("adminCatalog.common.status")}
            allLabel={t("adminCatalog.common.allStatuses")}
            options={[
              { value: "active", label: t("adminCatalog.common.active") },
              { value: "inactive", label: t("adminCatalog.common.inactive") },
            ]}
            width={160}
          />
          <FilterSelect
            table={table}
            field="trending"
            label={t("adminCatalog.categories.trendingFilter")}
            allLabel={t("adminCatalog.categories.trendingFilter")}
            options={[
              { value: "1", label: t("adminCatalog.categories.trendingOnly") },
              { value: "0", label: t("adminCatalog.categories.notTrending") },
            ]}
            width={180}
          />
        </FilterBar>
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
              render={(_, c) => (
                // Mouse and touch-pad only; the up and down buttons do the same from the keyboard.
                <span
                  className="kh-drag-handle"
                  draggable
                  onDragStart={(e) => startDrag(e, c.id)}
                  onDragEnd={endDrag}
                  title={t("adminCatalog.categories.dragHandle", { name: c.name })}
                  aria-hidden
                  data-testid={`category-drag-${c.id}`}
                >
                  <HolderOutlined />
                </span>
              )}
            />
          ) : null}
          <Table.Column<AdminCategory>
            key="sort_order"
            dataIndex="sort_order"
            title={t("adminCatalog.categories.order")}
            sorter
            defaultSortOrder="ascend"
            render={(_, c, index) => (
              <Space size={2}>
                {canReorder && byOrder ? (
                  <>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      aria-label={t("adminCatalog.categories.moveUp", { name: c.name })}
                      onClick={() => move(c.id, -1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={index === shown.length - 1}
                      aria-label={t("adminCatalog.categories.moveDown", { name: c.name })}
                      onClick={() => move(c.id, 1)}
                    />
                  </>
                ) : null}
                <Typography.Text type="secondary">{c.sort_order}</Typography.Text>
              </Space>
            )}
          />
          <Table.Column<AdminCategory>
            key="name"
            dataIndex="name"
            title={t("adminCatalog.common.nameEn")}
            sorter
            render={(_, c) => (
              <Space>
                <Avatar shape="square" size={40} src={c.image ?? c.icon ?? undefined} alt="">
                  {c.name[0]}
                </Avatar>
                <span>
                  <Typography.Text strong>{c.name_en}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" lang="ar" dir="rtl">
                    {c.name_ar}
                  </Typography.Text>
                </span>
              </Space>
            )}
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
      <FormModal<CategoryValues>
        open={editing !== null}
        title={t(editing === "new" ? "adminCatalog.categories.createTitle" : "adminCatalog.categories.editTitle")}
        testId="category-form"
        extraDirty={Boolean(image || icon)}
        initialValues={
          current
            ? {
                name_en: current.name_en,
                name_ar: current.name_ar,
                description_en: current.description_en,
                description_ar: current.description_ar,
                is_trending: current.is_trending === 1,
                active: current.status === "active",
              }
            : { is_trending: false, active: true }
        }
        onClose={() => setEditing(null)}
        onSubmit={save}
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
                onChange={setImage}
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
                onChange={setIcon}
                maxMb={2}
                label={current?.name ?? "C"}
                testId="category-icon"
              />
            </Form.Item>
          </Col>
        </Row>
      </FormModal>
    </CatalogPage>
  );
}
