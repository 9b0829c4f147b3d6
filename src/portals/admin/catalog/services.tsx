import "../../../i18n/modules/admin-catalog";
import { EditButton, List } from "@refinedev/antd";
import { useList } from "@refinedev/core";
import { Avatar, Grid, Input, Select, Space, Switch, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { ALL, DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { CatalogPage, FilterBar } from "../../../features/catalog/catalog-page";
import { MoneyWithVat, useCategories } from "../../../features/catalog/shared";
import type { ManagedService } from "../../../features/catalog/types";
import { useAllowed } from "../../../features/catalog/use-allowed";
import { useOptimisticActive } from "../../../features/catalog/use-optimistic-active";
import { useCatalogPost, useRefreshList } from "./catalog-data";
import { BulkBar } from "./row-actions";
import "../../../components/portal/selectable-rows";

/** Partners for the filter (names in the current language). */
function usePartners() {
  const { i18n } = useTranslation();
  const { result, query } = useList<{ id: number; name: string }>({
    resource: "admin-partner-options",
    pagination: { currentPage: 1, pageSize: ALL },
    meta: { lang: i18n.language },
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  return { data: result.data, isLoading: query.isLoading };
}

/** /admin/services: every partner's services with partner, category and active filters; edit; active switch. */
export default function AdminServicesPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const categories = useCategories();
  const partners = usePartners();
  // the active switches and the bulk bar
  const canStatus = useAllowed("status");
  const table = useTable<ManagedService>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const refresh = useRefreshList();
  const post = useCatalogPost();
  const active = useOptimisticActive(refresh);
  const [selected, setSelected] = useState<number[]>([]);
  const bulk = async (on: boolean) => {
    await post(ENDPOINTS.adminServiceBulkStatus, { ids: selected, active: on ? 1 : 0 });
    setSelected([]);
    await refresh();
  };

  return (
    <CatalogPage>
      <List title={t("adminCatalog.services.title")} breadcrumb={false} headerButtons={() => null}>
        <Typography.Paragraph type="secondary">{t("adminCatalog.services.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("adminCatalog.services.search")}
            aria-label={t("adminCatalog.services.search")}
            style={{ flex: "1 1 220px", maxWidth: 320 }}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t("adminCatalog.services.partner")}
            placeholder={t("adminCatalog.services.allPartners")}
            loading={partners.isLoading}
            value={get("partner_id")}
            onChange={(v) => setFilter("partner_id", v)}
            options={(partners.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            style={{ flex: "1 1 180px", maxWidth: 260 }}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t("adminCatalog.services.category")}
            placeholder={t("adminCatalog.services.allCategories")}
            loading={categories.isLoading}
            value={get("category_id")}
            onChange={(v) => setFilter("category_id", v)}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            style={{ flex: "1 1 180px", maxWidth: 240 }}
          />
          <Select
            aria-label={t("adminCatalog.services.activeFilter")}
            value={String(get("active") ?? "")}
            onChange={(v) => setFilter("active", v)}
            options={[
              { value: "", label: t("adminCatalog.services.allStates") },
              { value: "1", label: t("adminCatalog.services.activeOnly") },
              { value: "0", label: t("adminCatalog.services.inactiveOnly") },
            ]}
            style={{ flex: "0 1 160px" }}
          />
        </FilterBar>
        {canStatus ? (
          <BulkBar count={selected.length} onActivate={() => bulk(true)} onDeactivate={() => bulk(false)} />
        ) : null}
        <Table
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={screens.sm ? { x: "max-content" } : undefined}
          data-testid="admin-service-table"
          rowSelection={
            canStatus
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as number[]),
                  getCheckboxProps: (s: ManagedService) => ({ "aria-label": s.name, disabled: false }),
                }
              : undefined
          }
        >
          <Table.Column<ManagedService>
            dataIndex="name"
            key="name"
            title={t("adminCatalog.services.name")}
            sorter
            render={(_, s) => (
              <Space>
                <Avatar shape="square" size={40} src={s.image ?? undefined} alt="">
                  {s.name[0]}
                </Avatar>
                <span>
                  <Typography.Text strong>{s.name}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {s.partner_name} · {s.category_name}
                  </Typography.Text>
                </span>
              </Space>
            )}
          />
          <Table.Column<ManagedService>
            dataIndex="price"
            key="price"
            title={t("adminCatalog.services.price")}
            sorter
            responsive={["sm"]}
            render={(_, s) => <MoneyWithVat amount={s.price} vat={s.vat_amount} />}
          />
          <Table.Column<ManagedService>
            dataIndex="duration_minutes"
            key="duration_minutes"
            title={t("adminCatalog.services.duration")}
            sorter
            responsive={["md"]}
            render={(v: number) => t("adminCatalog.services.minutes", { count: v })}
          />
          <Table.Column<ManagedService>
            dataIndex="active"
            key="active"
            title={t("adminCatalog.common.active")}
            render={(_, s) => (
              <Switch
                size="small"
                checked={active.isOn(s.id, s.active)}
                loading={active.busy[s.id]}
                disabled={!canStatus}
                aria-label={t("adminCatalog.services.activeToggle", { name: s.name })}
                data-testid={`admin-service-active-${s.id}`}
                onChange={(next) =>
                  active.toggle(s.id, next, () =>
                    post(fillId(ENDPOINTS.adminServiceStatus, s.id), { active: next ? 1 : 0 }),
                  )
                }
              />
            )}
          />
          <Table.Column<ManagedService>
            key="actions"
            title={t("adminCatalog.common.actions")}
            render={(_, s) => (
              <EditButton
                hideText
                size="small"
                recordItemId={s.id}
                aria-label={t("adminCatalog.common.editNamed", { name: s.name })}
              />
            )}
          />
        </Table>
      </List>
    </CatalogPage>
  );
}
