import "../../../i18n/modules/admin-money";
import { PlusOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan, useCustom } from "@refinedev/core";
import { Button, DatePicker, Grid, Select, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS } from "../../../api/endpoints";
import { PartnerSelect } from "../../../components/portal/partner-select";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { BalanceCards } from "../../../features/money/balance-cards";
import { LedgerLinesList } from "../../../features/money/ledger-lines-list";
import { LedgerLinesTable } from "../../../features/money/ledger-lines-table";
import { useLedgerTypeLabel } from "../../../features/money/ledger-type-label";
import { LEDGER_LINE_TYPES, type LedgerLine, type PartnerBalance } from "../../../features/money/types";
import { useAdjustModal } from "./adjust-form";

const RESOURCE = "admin-ledger";

/**
 * /admin/ledger: the partner ledger's lines (ledger/list), of one partner or of all, by type and dates (Asia/Dubai);
 * the chosen partner's balance (partner/balance: total, pending, available); "Manual adjustment" (ledger/adjust).
 */
export default function AdminLedgerList() {
  const { t, i18n } = useTranslation();
  const typeLabel = useLedgerTypeLabel();
  const canAdjust = useCan({ resource: RESOURCE, action: "adjust" }).data?.can ?? false;
  const table = useTable<LedgerLine>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  // on a phone the lines are blocks (nothing scrolls sideways at 375 px)
  const wide = Grid.useBreakpoint().sm ?? true;
  const rawPartner = filters.get("partner_id");
  const partnerId = rawPartner === undefined || rawPartner === "" ? undefined : Number(rawPartner);
  const from = filters.get("from");
  const to = filters.get("to");
  const { query: balance } = useCustom<PartnerBalance>({
    url: ENDPOINTS.partnerBalance,
    method: "get",
    config: { query: { partner_id: partnerId } },
    meta: { silent: true },
    errorNotification: false,
    queryOptions: { enabled: partnerId !== undefined, queryKey: ["admin-partner-balance", partnerId] },
  });
  const payoutCell = (line: LedgerLine) =>
    line.payout_id ? (
      <Link to={`/admin/payouts/show/${line.payout_id}`}>
        {t("adminMoney.ledger.payoutLink", { id: line.payout_id })}
      </Link>
    ) : null;
  const adjust = useAdjustModal(RESOURCE, partnerId, () => {
    if (partnerId !== undefined) void balance.refetch();
  });

  return (
    <List
      title={t("adminMoney.titles.ledger")}
      breadcrumb={false}
      headerButtons={
        canAdjust ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={adjust.show} data-testid="adjust-ledger">
            {t("adminMoney.ledger.adjust")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t("adminMoney.ledger.subtitle")}</Typography.Paragraph>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <PartnerSelect
          source="search"
          allowClear
          value={partnerId}
          onChange={(v) => filters.setFilter("partner_id", v ?? "")}
          style={{ flex: "1 1 220px", maxWidth: 280 }}
          testId="ledger-partner-filter"
        />
        <Select
          aria-label={t("adminMoney.ledger.type")}
          value={String(filters.get("type") ?? "")}
          onChange={(v) => filters.setFilter("type", v)}
          options={[
            { value: "", label: t("adminMoney.ledger.allTypes") },
            ...LEDGER_LINE_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
          ]}
          style={{ flex: "0 1 200px", minWidth: 160 }}
          data-testid="ledger-type-filter"
        />
        <DatePicker.RangePicker
          aria-label={t("adminMoney.ledger.dates")}
          placeholder={[t("adminMoney.ledger.from"), t("adminMoney.ledger.to")]}
          format="DD-MM-YYYY"
          value={from || to ? [from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null] : null}
          allowEmpty={[true, true]}
          onChange={(range) =>
            filters.setFilterValues({
              from: range?.[0] ? range[0].format("YYYY-MM-DD") : "",
              to: range?.[1] ? range[1].format("YYYY-MM-DD") : "",
            })
          }
          style={{ flex: "1 1 240px", maxWidth: 300 }}
          data-testid="ledger-dates"
        />
      </div>
      <div style={{ marginBottom: 16 }}>
        {partnerId === undefined ? (
          <Typography.Text type="secondary">{t("adminMoney.ledger.choosePartner")}</Typography.Text>
        ) : (
          <BalanceCards balance={balance.data?.data} loading={balance.isLoading} />
        )}
      </div>
      {wide ? (
        <LedgerLinesTable
          {...filters.tableProps}
          locale={{ emptyText: t("money.lines.empty") }}
          partnerName={
            partnerId === undefined
              ? (line) => <Link to={`/admin/partners/show/${line.partner_id}`}>{line.partner_name}</Link>
              : undefined
          }
          payoutCell={payoutCell}
        />
      ) : (
        <LedgerLinesList
          lines={table.tableQuery.data?.data ?? []}
          loading={table.tableQuery.isLoading}
          page={{
            current: table.currentPage,
            pageSize: table.pageSize,
            total: table.tableQuery.data?.total ?? 0,
            onChange: table.setCurrentPage,
          }}
          payoutCell={payoutCell}
          empty={t("money.lines.empty")}
        />
      )}
      {adjust.element}
    </List>
  );
}
