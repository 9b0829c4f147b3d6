import "../../../i18n/modules/admin-catalog";
import { List } from "@refinedev/antd";
import { App, Grid, Image, Space, Switch, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { CatalogPage, FilterBar } from "../../../features/catalog/catalog-page";
import { toBody } from "../../../features/catalog/form-helpers";
import { useAllowed } from "../../../features/catalog/use-allowed";
import { formatDateTime } from "../../../lib/format";
import { type AdminBanner, BannerFormModal, BannerState, type BannerValues } from "./banner-form";
import { useCatalogCrud, useCatalogPost, useRefreshList } from "./catalog-data";
import { FilterSelect, SearchBox, useCatalogTable } from "./catalog-table";
import { CreateButton, RowActions } from "./row-actions";

export { type AdminBanner, BannerState } from "./banner-form";

/** /admin/banners: banners with image preview, schedule and a "live now" badge; create and edit. */
export default function BannersPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const canCreate = useAllowed("create");
  const canEdit = useAllowed("edit");
  const canDelete = useAllowed("delete");
  const canStatus = useAllowed("status");
  const table = useCatalogTable<AdminBanner>();
  const { tableProps } = table;
  const crud = useCatalogCrud();
  const post = useCatalogPost();
  const refresh = useRefreshList();
  const [editing, setEditing] = useState<AdminBanner | "new" | null>(null);
  const [image, setImage] = useState<File>();
  const current = editing && editing !== "new" ? editing : null;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : "");

  const open = (b: AdminBanner | "new") => {
    setImage(undefined);
    setEditing(b);
  };

  const save = async (values: BannerValues) => {
    const body = {
      title_en: values.title_en,
      title_ar: values.title_ar,
      subtitle_en: values.subtitle_en ?? "",
      subtitle_ar: values.subtitle_ar ?? "",
      link: values.link ?? "",
      target: values.target,
      starts_at: values.starts_at ? values.starts_at.toISOString() : "",
      ends_at: values.ends_at ? values.ends_at.toISOString() : "",
      ...(values.sort_order !== undefined && values.sort_order !== null ? { sort_order: values.sort_order } : {}),
      status: values.active === false ? "inactive" : "active",
    };
    const payload = toBody(body, { image });
    if (current) await crud.update(current.id, payload);
    else await crud.create(payload);
    message.success(t(current ? "adminCatalog.banners.updated" : "adminCatalog.banners.created"));
  };

  return (
    <CatalogPage>
      <List
        title={t("adminCatalog.banners.title")}
        breadcrumb={false}
        headerButtons={
          <CreateButton allowed={canCreate} onClick={() => open("new")} testId="banner-create">
            {t("adminCatalog.banners.add")}
          </CreateButton>
        }
      >
        <Typography.Paragraph type="secondary">{t("adminCatalog.banners.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <SearchBox table={table} label={t("adminCatalog.banners.search")} />
          <FilterSelect
            table={table}
            field="target"
            label={t("adminCatalog.banners.target")}
            allLabel={t("adminCatalog.banners.allTargets")}
            options={[
              { value: "customer", label: t("adminCatalog.banners.targets.customer") },
              { value: "partner", label: t("adminCatalog.banners.targets.partner") },
            ]}
            width={190}
          />
          <FilterSelect
            table={table}
            field="live"
            label={t("adminCatalog.banners.liveFilter")}
            allLabel={t("adminCatalog.banners.liveFilter")}
            options={[
              { value: "1", label: t("adminCatalog.banners.liveOnly") },
              { value: "0", label: t("adminCatalog.banners.notLiveOnly") },
            ]}
            width={170}
          />
        </FilterBar>
        <Table
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={screens.sm ? { x: "max-content" } : undefined}
          data-testid="banner-table"
        >
          <Table.Column<AdminBanner>
            key="title"
            dataIndex="title"
            title={t("adminCatalog.banners.titleEn")}
            sorter
            render={(_, b) => (
              <Space align="start">
                <Image
                  src={b.image}
                  alt=""
                  width={screens.sm ? 120 : 72}
                  height={screens.sm ? 50 : 30}
                  style={{ objectFit: "cover", borderRadius: 6 }}
                  preview={{ mask: t("adminCatalog.banners.preview") }}
                />
                <span>
                  <Typography.Text strong>{b.title}</Typography.Text>
                  {b.subtitle ? (
                    <>
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {b.subtitle}
                      </Typography.Text>
                    </>
                  ) : null}
                  <br />
                  <BannerState banner={b} />
                </span>
              </Space>
            )}
          />
          <Table.Column<AdminBanner>
            key="target"
            dataIndex="target"
            title={t("adminCatalog.banners.target")}
            responsive={["md"]}
            render={(v: string) => t(`adminCatalog.banners.targets.${v}`)}
          />
          <Table.Column<AdminBanner>
            key="starts_at"
            dataIndex="starts_at"
            title={t("adminCatalog.banners.schedule")}
            sorter
            responsive={["sm"]}
            render={(_, b) =>
              !b.starts_at && !b.ends_at ? (
                t("adminCatalog.banners.always")
              ) : (
                <span style={{ fontSize: 12 }}>
                  {b.starts_at ? t("adminCatalog.banners.fromDate", { date: when(b.starts_at) }) : null}
                  {b.starts_at && b.ends_at ? <br /> : null}
                  {b.ends_at ? t("adminCatalog.banners.untilDate", { date: when(b.ends_at) }) : null}
                </span>
              )
            }
          />
          <Table.Column<AdminBanner>
            key="sort_order"
            dataIndex="sort_order"
            title={t("adminCatalog.common.sortOrder")}
            sorter
            responsive={["lg"]}
          />
          <Table.Column<AdminBanner>
            key="status"
            dataIndex="status"
            title={t("adminCatalog.common.active")}
            render={(_, b) => (
              <Switch
                size="small"
                checked={b.status === "active"}
                disabled={!canStatus}
                aria-label={t("adminCatalog.banners.activeToggle", { name: b.title })}
                onChange={async (on) => {
                  try {
                    await post(fillId(ENDPOINTS.adminBannerStatus, b.id), { status: on ? "active" : "inactive" });
                  } finally {
                    await refresh();
                  }
                }}
              />
            )}
          />
          {canEdit || canDelete ? (
            <Table.Column<AdminBanner>
              key="actions"
              title={t("adminCatalog.common.actions")}
              render={(_, b) => (
                <RowActions
                  name={b.title}
                  canEdit={canEdit}
                  onEdit={() => open(b)}
                  canDelete={canDelete}
                  onDelete={() => crud.remove(b.id)}
                />
              )}
            />
          ) : null}
        </Table>
      </List>
      <BannerFormModal
        editing={editing}
        image={image}
        onImage={setImage}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </CatalogPage>
  );
}
