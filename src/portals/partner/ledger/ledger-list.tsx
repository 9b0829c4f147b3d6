import "../../../i18n/modules/partner-money";
import { List } from "@refinedev/antd";
import { DatePicker, Grid, Select, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { LedgerLinesList } from "../../../features/money/ledger-lines-list";
import { LedgerLinesTable } from "../../../features/money/ledger-lines-table";
import { useLedgerTypeLabel } from "../../../features/money/ledger-type-label";
import { LEDGER_LINE_TYPES, type LedgerLine } from "../../../features/money/types";

/**
 * The payout that paid a line (its number), "Carried forward" when a negative cycle closed it into the next one's
 * balance (a payout_id without a number), or "Not paid out yet".
 */
function PaidOut({ line }: { line: LedgerLine }) {
  const { t } = useTranslation();
  if (line.payout_id === null) {
    return <Typography.Text type="secondary">{t("partnerMoney.ledger.notPaid")}</Typography.Text>;
  }
  if (!line.payout_number) {
    return <Typography.Text type="secondary">{t("partnerMoney.ledger.carried")}</Typography.Text>;
  }
  return (
    <Link to={`/partner/payouts/show/${line.payout_id}`} dir="ltr" data-testid={`line-payout-${line.id}`}>
      {line.payout_number}
    </Link>
  );
}

/**
 * /partner/ledger: the partner's own ledger lines (ledger/list), newest first: date, description with the type and
 * the order or booking number, the signed amount, and the payout that paid it; filters by type and dates.
 */
export default function LedgerListPage() {
  const { t, i18n } = useTranslation();
  const typeLabel = useLedgerTypeLabel();
  const table = useTable<LedgerLine>({
    resource: "partner-ledger",
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const from = filters.get("from");
  const to = filters.get("to");
  const day = (v: unknown) => (v ? dayjs(String(v)) : null);
  // a phone: one block per line, nothing scrolls sideways
  const wide = Grid.useBreakpoint().md ?? true;
  const empty = <Typography.Text type="secondary">{t("partnerMoney.ledger.empty")}</Typography.Text>;

  return (
    <List title={t("partnerMoney.ledger.title")} breadcrumb={false}>
      <Typography.Paragraph type="secondary">{t("partnerMoney.ledger.subtitle")}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          aria-label={t("partnerMoney.ledger.type")}
          placeholder={t("partnerMoney.ledger.allTypes")}
          value={filters.get("type") || undefined}
          onChange={(v) => filters.setFilter("type", v ?? "")}
          options={LEDGER_LINE_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          style={{ width: 200 }}
          data-testid="ledger-type-filter"
        />
        <DatePicker
          aria-label={t("partnerMoney.ledger.from")}
          placeholder={t("partnerMoney.ledger.from")}
          format="DD-MM-YYYY"
          inputReadOnly
          value={day(from)}
          onChange={(d) => filters.setFilter("from", d?.format("YYYY-MM-DD") ?? "")}
          style={{ width: 150 }}
          data-testid="ledger-from"
        />
        <DatePicker
          aria-label={t("partnerMoney.ledger.to")}
          placeholder={t("partnerMoney.ledger.to")}
          format="DD-MM-YYYY"
          inputReadOnly
          value={day(to)}
          onChange={(d) => filters.setFilter("to", d?.format("YYYY-MM-DD") ?? "")}
          style={{ width: 150 }}
          data-testid="ledger-to"
        />
      </Space>
      {wide ? (
        <LedgerLinesTable
          {...filters.tableProps}
          payoutCell={(l) => <PaidOut line={l} />}
          locale={{ emptyText: empty }}
          // no sideways scroll: long descriptions wrap, so the amounts stay in view
          scroll={undefined}
          data-testid="ledger-table"
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
          payoutCell={(l) => <PaidOut line={l} />}
          empty={empty}
        />
      )}
    </List>
  );
}
