import "../../../../i18n/modules/admin-packages";
import "../../../../i18n/modules/catalog-core";
import { StarFilled } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan, useCustomMutation } from "@refinedev/core";
import { Avatar, Button, Grid, Input, Select, Space, Switch, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ENDPOINTS } from "../../../../api/endpoints";
import { PartnerSelect } from "../../../../components/portal/partner-select";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PACKAGE_SORT, DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { PackageStatusTag } from "../../../../features/catalog/package-status-tag";
import { type ManagedPackage, PACKAGE_STATUSES, statusKey } from "../../../../features/catalog/types";
import { useOptimisticActive } from "../../../../features/catalog/use-optimistic-active";
import { formatDate, formatMoney } from "../../../../lib/format";
import { AdminPage, FilterBar } from "../admin-page";
import { HandpickedSwitch } from "./handpicked-switch";

/**
 * /admin/packages: every partner's packages (the SPEC list query: status, limit, partner_id, active, search, sortKey,
 * sortVal, page), with the active and handpicked switches. `handpicked` is /admin/handpicked-packages: the same
 * list held to `is_handpicked=1` (what the storefront home shows).
 */
export default function AdminPackageListPage({ handpicked = false }: { handpicked?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data: canCreate } = useCan({ resource: "admin-packages", action: "create" });
  const { data: canEdit } = useCan({ resource: "admin-packages", action: "edit" });
  const { mutateAsync: post } = useCustomMutation();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.sm;
  const table = useTable<ManagedPackage>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: DEFAULT_PACKAGE_SORT.sortKey, order: DEFAULT_PACKAGE_SORT.sortVal }] },
    filters: handpicked ? { permanent: [{ field: "is_handpicked", operator: "eq", value: 1 }] } : undefined,
    errorNotification: false,
  });
  const { tableQuery } = table;
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const active = useOptimisticActive(tableQuery.refetch);
  const partnerFilter = get("partner_id");

  return (
    <AdminPage>
      <List
        title={t(handpicked ? "adminPackages.handpickedTitle" : "adminPackages.title")}
        breadcrumb={false}
        headerButtons={
          !handpicked && canCreate?.can ? (
            <Button type="primary" onClick={() => navigate("/admin/packages/create")} data-testid="package-create">
              {t("adminPackages.add")}
            </Button>
          ) : null
        }
      >
        <Typography.Paragraph type="secondary">
          {t(handpicked ? "adminPackages.handpickedSubtitle" : "adminPackages.subtitle")}
        </Typography.Paragraph>
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("adminPackages.search")}
            aria-label={t("adminPackages.search")}
            style={{ flex: "1 1 220px", maxWidth: 320 }}
          />
          <PartnerSelect
            source="search"
            allowClear
            value={partnerFilter === undefined || partnerFilter === null ? undefined : Number(partnerFilter)}
            onChange={(v) => setFilter("partner_id", v)}
            notFound={t("adminPackages.noMatches")}
            style={{ flex: "1 1 200px", maxWidth: 260 }}
            testId="package-partner-filter"
          />
          <Select
            aria-label={t("adminPackages.statusFilter")}
            value={get("status") ?? ""}
            onChange={(v) => setFilter("status", v)}
            options={[
              { value: "", label: t("adminPackages.allStatuses") },
              ...PACKAGE_STATUSES.map((s) => ({ value: s, label: t(`catalogCore.status.${statusKey(s)}`) })),
            ]}
            style={{ flex: "1 1 160px", maxWidth: 220 }}
            data-testid="package-status-filter"
          />
          <Select
            aria-label={t("adminPackages.activeFilter")}
            value={String(get("active") ?? "")}
            onChange={(v) => setFilter("active", v)}
            options={[
              { value: "", label: t("adminPackages.allStates") },
              { value: "1", label: t("adminPackages.activeOnly") },
              { value: "0", label: t("adminPackages.inactiveOnly") },
            ]}
            style={{ flex: "0 1 150px" }}
          />
          {!handpicked ? (
            <Select
              aria-label={t("adminPackages.handpickedFilter")}
              value={String(get("is_handpicked") ?? "")}
              onChange={(v) => setFilter("is_handpicked", v)}
              options={[
                { value: "", label: t("adminPackages.anyPick") },
                { value: "1", label: t("adminPackages.handpickedOnly") },
                { value: "0", label: t("adminPackages.notHandpickedOnly") },
              ]}
              style={{ flex: "0 1 170px" }}
            />
          ) : null}
        </FilterBar>
        <Table
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={narrow ? undefined : { x: "max-content" }}
          data-testid="package-table"
        >
          <Table.Column<ManagedPackage>
            dataIndex="name"
            key="name"
            title={t("adminPackages.name")}
            sorter
            render={(_, p) => (
              <Space align="start">
                <Avatar shape="square" size={40} src={p.image ?? undefined} alt="">
                  {p.name[0]}
                </Avatar>
                <span>
                  <Link to={`/admin/packages/show/${p.id}`} data-testid="package-link">
                    {p.name}
                  </Link>
                  {p.is_handpicked ? (
                    <Tag color="purple" icon={<StarFilled />} style={{ marginInlineStart: 6 }}>
                      {t("adminPackages.handpicked")}
                    </Tag>
                  ) : null}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {p.partner ? <Link to={`/admin/partners/show/${p.partner.id}`}>{p.partner.name}</Link> : null}
                  </Typography.Text>
                  {narrow ? (
                    <>
                      <br />
                      <PackageStatusTag status={p.status} />
                    </>
                  ) : null}
                </span>
              </Space>
            )}
          />
          <Table.Column<ManagedPackage>
            dataIndex="status"
            key="status"
            title={t("adminPackages.status")}
            responsive={["sm"]}
            sorter
            render={(s: string) => <PackageStatusTag status={s} />}
          />
          <Table.Column<ManagedPackage>
            key="starting_price"
            title={t("adminPackages.startingPrice")}
            responsive={["md"]}
            render={(_, p) =>
              p.starting_price === null ? (
                <Tag color="warning">{t("adminPackages.notPriced")}</Tag>
              ) : (
                <bdi>{formatMoney(p.starting_price, i18n.language)}</bdi>
              )
            }
          />
          <Table.Column<ManagedPackage>
            dataIndex="updated_at"
            key="updated_at"
            title={t("adminPackages.updated")}
            responsive={["lg"]}
            sorter
            render={(v: string) => <bdi>{formatDate(v)}</bdi>}
          />
          <Table.Column<ManagedPackage>
            dataIndex="active"
            key="active"
            title={t("adminPackages.active")}
            render={(_, p) => (
              <Switch
                size="small"
                checked={active.isOn(p.id, p.active)}
                loading={active.busy[p.id]}
                disabled={!canEdit?.can}
                aria-label={t("adminPackages.activeToggle", { name: p.name })}
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
            dataIndex="is_handpicked"
            key="is_handpicked"
            title={narrow ? <StarFilled aria-label={t("adminPackages.handpicked")} /> : t("adminPackages.handpicked")}
            render={(_, p) => (
              <HandpickedSwitch
                id={p.id}
                name={p.name}
                value={p.is_handpicked}
                onChanged={tableQuery.refetch}
                size="small"
              />
            )}
          />
        </Table>
      </List>
    </AdminPage>
  );
}

export function HandpickedListPage() {
  return <AdminPackageListPage handpicked />;
}
