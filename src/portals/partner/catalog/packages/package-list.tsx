import "../../../../i18n/modules/partner-catalog";
import "../../../../i18n/modules/catalog-core";
import { StarFilled } from "@ant-design/icons";
import { CreateButton, EditButton, List, ShowButton } from "@refinedev/antd";
import { useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Avatar, Grid, Input, Select, Space, Switch, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS } from "../../../../api/endpoints";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PACKAGE_SORT, DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { CatalogPage, FilterBar, useCatalogBase } from "../../../../features/catalog/catalog-page";
import { PackageStatusTag } from "../../../../features/catalog/package-status-tag";
import { type ManagedPackage, PACKAGE_STATUSES, statusKey } from "../../../../features/catalog/types";
import { useOptimisticActive } from "../../../../features/catalog/use-optimistic-active";
import { formatDate, formatMoney } from "../../../../lib/format";

/** /partner/packages: every package of the partner (any status, active or not), id descending by default. */
export default function PackageListPage() {
  const { t, i18n } = useTranslation();
  const base = useCatalogBase();
  const { data: canSwitch } = useCan({ resource: "partner-packages", action: "active" });
  const screens = Grid.useBreakpoint();
  const narrow = !screens.sm;
  const table = useTable<ManagedPackage>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: DEFAULT_PACKAGE_SORT.sortKey, order: DEFAULT_PACKAGE_SORT.sortVal }] },
    errorNotification: false,
  });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const invalidate = useInvalidate();
  const { mutateAsync: post } = useCustomMutation();
  // the switch flips at once; the list read again confirms it (or the flag rolls back on failure)
  const active = useOptimisticActive(() => invalidate({ resource: "partner-packages", invalidates: ["list"] }));

  return (
    <CatalogPage>
      <List
        title={t("partnerCatalog.packages.title")}
        breadcrumb={false}
        headerButtons={<CreateButton data-testid="package-create">{t("partnerCatalog.packages.add")}</CreateButton>}
      >
        <Typography.Paragraph type="secondary">{t("partnerCatalog.packages.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("partnerCatalog.packages.search")}
            aria-label={t("partnerCatalog.packages.search")}
            style={{ flex: "1 1 220px", maxWidth: 360 }}
          />
          <Select
            aria-label={t("partnerCatalog.packages.statusFilter")}
            value={get("status") ?? ""}
            onChange={(v) => setFilter("status", v)}
            options={[
              { value: "", label: t("partnerCatalog.packages.allStatuses") },
              ...PACKAGE_STATUSES.map((s) => ({ value: s, label: t(`catalogCore.status.${statusKey(s)}`) })),
            ]}
            style={{ flex: "1 1 180px", maxWidth: 240 }}
            data-testid="package-status-filter"
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
          scroll={narrow ? undefined : { x: "max-content" }}
          size="middle"
          data-testid="package-table"
        >
          <Table.Column<ManagedPackage>
            dataIndex="name"
            key="name"
            title={t("partnerCatalog.packages.name")}
            sorter
            render={(_, p) => (
              <Space>
                <Avatar shape="square" size={40} src={p.image ?? undefined} alt="">
                  {p.name[0]}
                </Avatar>
                <span>
                  <Link to={`${base}/packages/show/${p.id}`} data-testid="package-link">
                    {p.name}
                  </Link>
                  {p.is_handpicked ? (
                    <Tag color="purple" icon={<StarFilled />} style={{ marginInlineStart: 6 }}>
                      {t("partnerCatalog.packages.handpicked")}
                    </Tag>
                  ) : null}
                  {narrow ? (
                    <>
                      <br />
                      <PackageStatusTag status={p.status} />
                    </>
                  ) : null}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t("partnerCatalog.packages.servicesCount", { count: p.service_ids.length })} ·{" "}
                    {t("partnerCatalog.packages.visits", { count: p.visits_per_month })}
                  </Typography.Text>
                </span>
              </Space>
            )}
          />
          <Table.Column<ManagedPackage>
            dataIndex="status"
            key="status"
            title={t("partnerCatalog.packages.status")}
            responsive={["sm"]}
            sorter
            render={(s: string) => <PackageStatusTag status={s} />}
          />
          <Table.Column<ManagedPackage>
            key="starting_price"
            title={t("partnerCatalog.packages.startingPrice")}
            responsive={["sm"]}
            render={(_, p) =>
              p.starting_price === null ? (
                <Tag color="warning">{t("partnerCatalog.packages.notPriced")}</Tag>
              ) : (
                <span>
                  <bdi>{formatMoney(p.starting_price, i18n.language)}</bdi>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {" "}
                    {t("partnerCatalog.common.perMonth")}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t("partnerCatalog.packages.durationsCount", { count: p.duration_count })}
                  </Typography.Text>
                </span>
              )
            }
          />
          <Table.Column<ManagedPackage>
            dataIndex="updated_at"
            key="updated_at"
            title={t("partnerCatalog.packages.updated")}
            responsive={["lg"]}
            sorter
            render={(v: string) => formatDate(v)}
          />
          <Table.Column<ManagedPackage>
            dataIndex="active"
            key="active"
            title={t("partnerCatalog.common.active")}
            render={(_, p) => (
              <Switch
                checked={active.isOn(p.id, p.active)}
                loading={active.busy[p.id]}
                disabled={!canSwitch?.can}
                aria-label={t("partnerCatalog.packages.activeToggle", { name: p.name })}
                data-testid={`package-active-${p.id}`}
                onChange={(next) =>
                  active.toggle(p.id, next, () =>
                    post({
                      url: ENDPOINTS.catalogPackageActive,
                      method: "post",
                      values: { package_id: p.id, active: next ? 1 : 0 },
                      successNotification: false,
                      errorNotification: false,
                    }),
                  )
                }
              />
            )}
          />
          <Table.Column<ManagedPackage>
            key="actions"
            title={t("partnerCatalog.common.actions")}
            render={(_, p) => (
              <Space size={4} wrap>
                <ShowButton
                  hideText
                  size="small"
                  recordItemId={p.id}
                  aria-label={t("partnerCatalog.packages.manageNamed", { name: p.name })}
                />
                <EditButton
                  hideText
                  size="small"
                  recordItemId={p.id}
                  aria-label={t("partnerCatalog.common.editNamed", { name: p.name })}
                />
              </Space>
            )}
          />
        </Table>
      </List>
    </CatalogPage>
  );
}
