import "../../../i18n/modules/admin-money";
import { PlusOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Button, Select, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { PartnerSelect } from "../../../components/portal/partner-select";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDateTime } from "../../../lib/format";
import { CategorySelect } from "./category-select";
import { useCommissionModal } from "./commission-form";

type CommissionRate = ApiSchema<"CommissionRate">;
const RESOURCE = "admin-commission";
const SCOPE_COLOR: Record<CommissionRate["scope"], string> = {
  default: "default",
  category: "cyan",
  partner: "blue",
  partner_category: "purple",
};

/**
 * /admin/commission: the commission rates (commission/list): scope, partner, category, rate, effective from, whether
 * in force now; filters partner, category and "in force now"; "New rate" (commission/save). Rates are only added.
 */
export default function AdminCommissionList() {
  const { t, i18n } = useTranslation();
  const canCreate = useCan({ resource: RESOURCE, action: "create" }).data?.can ?? false;
  const table = useTable<CommissionRate>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "effective_from", order: "desc" }] },
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const create = useCommissionModal(RESOURCE);
  const num = (f: string) => {
    const v = filters.get(f);
    return v === undefined || v === "" ? undefined : Number(v);
  };

  return (
    <List
      title={t("adminMoney.titles.commission")}
      breadcrumb={false}
      headerButtons={
        canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={create.show} data-testid="commission-create">
            {t("adminMoney.commission.add")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t("adminMoney.commission.subtitle")}</Typography.Paragraph>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <PartnerSelect
          source="search"
          allowClear
          value={num("partner_id")}
          onChange={(v) => filters.setFilter("partner_id", v ?? "")}
          style={{ flex: "1 1 200px", maxWidth: 260 }}
        />
        <CategorySelect
          value={num("category_id")}
          onChange={(v) => filters.setFilter("category_id", v ?? "")}
          style={{ flex: "1 1 200px", maxWidth: 260 }}
        />
        <Select
          aria-label={t("adminMoney.commission.current")}
          value={String(filters.get("current") ?? "")}
          onChange={(v) => filters.setFilter("current", v)}
          options={[
            { value: "", label: t("adminMoney.commission.all") },
            { value: "true", label: t("adminMoney.commission.currentOnly") },
          ]}
          style={{ flex: "0 1 180px" }}
        />
      </div>
      <Table<CommissionRate>
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        data-testid="commission-table"
      >
        <Table.Column<CommissionRate>
          title={t("adminMoney.commission.columns.scope")}
          dataIndex="scope"
          render={(s: CommissionRate["scope"]) => (
            <Tag color={SCOPE_COLOR[s]}>{t(`adminMoney.commission.scopes.${s}`)}</Tag>
          )}
        />
        <Table.Column<CommissionRate>
          title={t("adminMoney.commission.columns.partner")}
          dataIndex="partner_name"
          render={(v: string | null) => v ?? t("adminMoney.commission.everyPartner")}
        />
        <Table.Column<CommissionRate>
          title={t("adminMoney.commission.columns.category")}
          dataIndex="category_name"
          render={(v: string | null) => v ?? t("adminMoney.commission.everyCategory")}
        />
        <Table.Column<CommissionRate>
          title={t("adminMoney.commission.columns.rate")}
          dataIndex="rate"
          align="end"
          sorter
          render={(v: number) => <bdi dir="ltr">{v}%</bdi>}
        />
        <Table.Column<CommissionRate>
          title={t("adminMoney.commission.columns.effective")}
          dataIndex="effective_from"
          sorter
          render={(v: string) => (
            <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
              {formatDateTime(v)}
            </bdi>
          )}
        />
        <Table.Column<CommissionRate>
          title={t("adminMoney.commission.columns.current")}
          dataIndex="current"
          render={(v: boolean) => (v ? <Tag color="green">{t("adminMoney.commission.current")}</Tag> : null)}
        />
        <Table.Column<CommissionRate> title={t("adminMoney.commission.columns.by")} dataIndex="created_by_name" />
      </Table>
      {create.element}
    </List>
  );
}
