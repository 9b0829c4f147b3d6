import { CreateButton, EditButton, List } from "@refinedev/antd";
import { useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Avatar, Grid, Input, Select, Space, Switch, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { CatalogPage, FilterBar } from "../../../../features/catalog/catalog-page";
import { useCategories } from "../../../../features/catalog/lookups";
import { MoneyWithVat } from "../../../../features/catalog/money";
import type { ManagedService } from "../../../../features/catalog/types";
import { useOptimisticActive } from "../../../../features/catalog/use-optimistic-active";
import { formatMoney } from "../../../../lib/format";

/** /partner/services: the partner's services with search, category and active filters, sorting and paging. */
export default function ServiceListPage() {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const { data: canSwitch } = useCan({ resource: "partner-services", action: "active" });
  const screens = Grid.useBreakpoint();
  const table = useTable<ManagedService>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const invalidate = useInvalidate();
  const { mutateAsync: post } = useCustomMutation();
  // the switch flips at once; the list read again confirms it (or the flag rolls back on failure)
  const active = useOptimisticActive(() => invalidate({ resource: "partner-services", invalidates: ["list"] }));

  return (
    <CatalogPage>
      <List
        title={t("partnerCatalog.services.title")}
        breadcrumb={false}
        headerButtons={<CreateButton data-testid="service-create">{t("partnerCatalog.services.add")}</CreateButton>}
      >
        <Typography.Paragraph type="secondary">{t("partnerCatalog.services.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("partnerCatalog.services.search")}
            aria-label={t("partnerCatalog.services.search")}
            style={{ flex: "1 1 220px", maxWidth: 360 }}
          />
          <Select
            allowClear
            aria-label={t("partnerCatalog.common.category")}
            placeholder={t("partnerCatalog.common.allCategories")}
            loading={categories.isLoading}
            value={get("category_id")}
            onChange={(v) => setFilter("category_id", v)}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            style={{ flex: "1 1 180px", maxWidth: 260 }}
          />
          <Select
            aria-label={t("partnerCatalog.common.activeFilter")}
            value={String(get("active") ?? "")}
            onChange={(v) => setFilter("active", v)}
            options={[
              { value: "", label: t("partnerCatalog.common.allStates") },
              { value: "1", label: t("partnerCatalog.common.activeOnly") },
              { value: "0", label: t("partnerCatalog.common.inactiveOnly") },
            ]}
            style={{ flex: "0 1 160px" }}
          />
        </FilterBar>
        <Table
          {...tableProps}
          rowKey="id"
          scroll={screens.sm ? { x: "max-content" } : undefined}
          size="middle"
          data-testid="service-table"
        >
          <Table.Column<ManagedService>
            dataIndex="name"
            key="name"
            title={t("partnerCatalog.services.name")}
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
                    {s.category_name}
                    {screens.sm ? null : ` · ${formatMoney(s.price, i18n.language)}`}
                  </Typography.Text>
                </span>
              </Space>
            )}
          />
          <Table.Column<ManagedService>
            dataIndex="price"
            key="price"
            title={t("partnerCatalog.services.price")}
            responsive={["sm"]}
            sorter
            render={(_, s) => <MoneyWithVat amount={s.price} vat={s.vat_amount} />}
          />
          <Table.Column<ManagedService>
            dataIndex="duration_minutes"
            key="duration_minutes"
            title={t("partnerCatalog.services.duration")}
            responsive={["md"]}
            sorter
            render={(v: number) => t("partnerCatalog.common.minutes", { count: v })}
          />
          <Table.Column<ManagedService>
            dataIndex="average_rating"
            key="average_rating"
            title={t("partnerCatalog.services.rating")}
            responsive={["lg"]}
            sorter
            render={(_, s) =>
              s.rating_count ? `★ ${s.average_rating.toFixed(1)} (${s.rating_count})` : t("partnerCatalog.common.none")
            }
          />
          <Table.Column<ManagedService>
            dataIndex="package_count"
            key="package_count"
            title={t("partnerCatalog.services.packages")}
            responsive={["lg"]}
          />
          <Table.Column<ManagedService>
            dataIndex="active"
            key="active"
            title={t("partnerCatalog.common.active")}
            render={(_, s) => (
              <Switch
                checked={active.isOn(s.id, s.active)}
                loading={active.busy[s.id]}
                disabled={!canSwitch?.can}
                aria-label={t("partnerCatalog.services.activeToggle", { name: s.name })}
                data-testid={`service-active-${s.id}`}
                onChange={(next) =>
                  active.toggle(s.id, next, () =>
                    post({
                      url: fillId(ENDPOINTS.catalogServiceStatus, s.id),
                      method: "post",
                      values: { active: next ? 1 : 0 },
                      successNotification: false,
                      errorNotification: false,
                    }),
                  )
                }
              />
            )}
          />
          <Table.Column<ManagedService>
            key="actions"
            title={t("partnerCatalog.common.actions")}
            render={(_, s) => (
              <EditButton
                hideText
                size="small"
                recordItemId={s.id}
                aria-label={t("partnerCatalog.common.editNamed", { name: s.name })}
              />
            )}
          />
        </Table>
      </List>
    </CatalogPage>
  );
}
