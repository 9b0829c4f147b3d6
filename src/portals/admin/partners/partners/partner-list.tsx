import "../../../../i18n/modules/admin-partners";
import { StarFilled } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Avatar, Button, Grid, Input, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListFilters } from "../../../../components/portal/use-list-filters";
import { useTable } from "../../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { useCategories } from "../../../../features/catalog/shared";
import { AdminPage, FilterBar } from "../admin-page";
import { PartnerStatusTag } from "../status-tags";
import { type AdminPartner, PARTNER_STATUSES } from "../types";
import { useEmirates } from "../use-emirates";
import { usePartnerStatus } from "./use-partner-status";
import "../../../../components/portal/selectable-rows";

/** /admin/partners: every partner with counts and areas; search, filters, sort, paging, (bulk) activate/deactivate. */
export default function PartnerListPage() {
  const { t } = useTranslation();
  const { data: canUpdate } = useCan({ resource: "admin-partners", action: "edit" });
  const screens = Grid.useBreakpoint();
  const emirates = useEmirates();
  const categories = useCategories();
  const table = useTable<AdminPartner>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const [selected, setSelected] = useState<AdminPartner[]>([]);
  const { tableProps, get, setFilter, searchProps } = useListFilters(table, { onFiltersChange: () => setSelected([]) });
  const status = usePartnerStatus(() => setSelected([]));
  const ids = selected.map((p) => p.id);

  return (
    <AdminPage>
      <List title={t("adminPartners.partners.title")} breadcrumb={false}>
        <Typography.Paragraph type="secondary">{t("adminPartners.partners.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("adminPartners.partners.search")}
            aria-label={t("adminPartners.partners.search")}
            style={{ flex: "1 1 220px", maxWidth: 320 }}
          />
          <Select
            aria-label={t("adminPartners.partners.statusFilter")}
            value={get("status") ?? ""}
            onChange={(v) => setFilter("status", v)}
            options={[
              { value: "", label: t("adminPartners.partners.allStatuses") },
              ...PARTNER_STATUSES.map((s) => ({ value: s, label: t(`adminPartners.partners.${s}`) })),
            ]}
            style={{ flex: "1 1 140px", maxWidth: 180 }}
            data-testid="partner-status-filter"
          />
          <Select
            allowClear
            aria-label={t("adminPartners.partners.emirate")}
            placeholder={t("adminPartners.partners.allEmirates")}
            value={get("emirate_id")}
            onChange={(v) => setFilter("emirate_id", v)}
            loading={emirates.isLoading}
            options={(emirates.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
            style={{ flex: "1 1 160px", maxWidth: 200 }}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t("adminPartners.partners.category")}
            placeholder={t("adminPartners.partners.allCategories")}
            value={get("category_id")}
            onChange={(v) => setFilter("category_id", v)}
            loading={categories.isLoading}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            style={{ flex: "1 1 180px", maxWidth: 240 }}
          />
        </FilterBar>
        {canUpdate?.can ? (
          <Space wrap style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary">
              {t("adminPartners.common.selected", { count: selected.length })}
            </Typography.Text>
            <Button
              disabled={!selected.length}
              onClick={() => status.confirm(ids, "active")}
              data-testid="bulk-activate"
            >
              {t("adminPartners.partners.activate")}
            </Button>
            <Button
              danger
              disabled={!selected.length}
              onClick={() => status.confirm(ids, "inactive")}
              data-testid="bulk-deactivate"
            >
              {t("adminPartners.partners.deactivate")}
            </Button>
          </Space>
        ) : null}
        <Table
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={screens.sm ? { x: "max-content" } : undefined}
          data-testid="partner-table"
          rowSelection={
            canUpdate?.can
              ? {
                  selectedRowKeys: ids,
                  onChange: (_keys, rows) => setSelected(rows),
                  getCheckboxProps: (p: AdminPartner) => ({ "aria-label": p.name, disabled: false }),
                }
              : undefined
          }
        >
          <Table.Column<AdminPartner>
            dataIndex="name"
            key="name"
            title={t("adminPartners.partners.name")}
            sorter
            render={(_, p) => (
              <Space align="start">
                <Avatar shape="square" size={40} src={p.logo ?? undefined} alt="">
                  {p.name[0]}
                </Avatar>
                <span>
                  <Link to={`/admin/partners/show/${p.id}`} data-testid="partner-link">
                    {p.name}
                  </Link>
                  {!screens.sm ? (
                    <>
                      {" "}
                      <PartnerStatusTag status={p.status} />
                    </>
                  ) : null}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <bdi dir="ltr">{p.email ?? p.phone ?? p.slug}</bdi>
                  </Typography.Text>
                </span>
              </Space>
            )}
          />
          <Table.Column<AdminPartner>
            dataIndex="status"
            key="status"
            title={t("adminPartners.partners.status")}
            responsive={["sm"]}
            sorter
            render={(s: string) => <PartnerStatusTag status={s} />}
          />
          <Table.Column<AdminPartner>
            dataIndex="average_rating"
            key="average_rating"
            title={t("adminPartners.partners.rating")}
            responsive={["md"]}
            sorter
            render={(_, p) => (
              <span>
                <StarFilled style={{ color: "#faad14" }} /> {p.average_rating.toFixed(1)}{" "}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  ({p.rating_count})
                </Typography.Text>
              </span>
            )}
          />
          <Table.Column<AdminPartner>
            dataIndex="service_count"
            key="service_count"
            title={t("adminPartners.partners.services")}
            responsive={["md"]}
            sorter
          />
          <Table.Column<AdminPartner>
            dataIndex="package_count"
            key="package_count"
            title={t("adminPartners.partners.packages")}
            responsive={["md"]}
            sorter
          />
          <Table.Column<AdminPartner>
            key="areas"
            title={t("adminPartners.partners.areas")}
            responsive={["lg"]}
            render={(_, p) =>
              p.emirates.length ? (
                <Space size={[0, 4]} wrap style={{ maxWidth: 280 }}>
                  {p.emirates.map((e) => (
                    <Tag key={e}>{e}</Tag>
                  ))}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t("adminPartners.partners.communities", { count: p.community_count })}
                  </Typography.Text>
                </Space>
              ) : (
                "—"
              )
            }
          />
          {canUpdate?.can ? (
            <Table.Column<AdminPartner>
              key="actions"
              title={t("adminPartners.common.actions")}
              render={(_, p) =>
                p.status === "active" ? (
                  <Button
                    size="small"
                    danger
                    onClick={() => status.confirm([p.id], "inactive", p.name)}
                    data-testid={`deactivate-${p.id}`}
                  >
                    {t("adminPartners.partners.deactivate")}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    onClick={() => status.confirm([p.id], "active", p.name)}
                    data-testid={`activate-${p.id}`}
                  >
                    {t("adminPartners.partners.activate")}
                  </Button>
                )
              }
            />
          ) : null}
        </Table>
      </List>
      {status.element}
    </AdminPage>
  );
}
