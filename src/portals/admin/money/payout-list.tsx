import "../../../i18n/modules/admin-money";
import { DownloadOutlined, WarningOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { App, Button, Space, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { downloadFile } from "../../../features/downloads/download";
import { MoneyAmount } from "../../../features/money/money-amount";
import { PayoutStatusTag } from "../../../features/money/payout-status-tag";
import type { Payout } from "../../../features/money/types";
import { formatDate } from "../../../lib/format";
import { PayoutFilters } from "./payout-filters";
import { RunCycleButton } from "./run-cycle";

const RESOURCE = "admin-payouts";

/** A date range "DD-MM-YYYY to DD-MM-YYYY", kept left to right in Arabic. */
export function PeriodRange({ start, end }: { start: string; end: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
      {formatDate(start)} – {formatDate(end)}
    </bdi>
  );
}

/**
 * /admin/payouts: every partner's payouts (payout/list), newest first, filtered by cycle, status, partner and a
 * search; "Run cycle now" (payout/run-cycle) and "Export approved (CSV)" (payout/export, the bank transfer file),
 * each shown when the role may. A payout's number opens its details.
 */
export default function AdminPayoutList() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const canRun = useCan({ resource: RESOURCE, action: "run" }).data?.can ?? false;
  const canExport = useCan({ resource: RESOURCE, action: "export" }).data?.can ?? false;
  const table = useTable<Payout>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const params: Record<string, string | number> = {};
      const periodEnd = filters.get("period_end");
      const partner = filters.get("partner_id");
      if (periodEnd) params.period_end = periodEnd;
      if (partner) params.partner_id = partner;
      await downloadFile(ENDPOINTS.payoutExport, { filename: `payouts-${dayjs().format("YYYY-MM-DD")}.csv`, params });
      message.success(t("adminMoney.payouts.exported"));
    } catch {
      // the API layer shows the server's message
    } finally {
      setExporting(false);
    }
  };

  return (
    <List
      title={t("adminMoney.titles.payouts")}
      breadcrumb={false}
      headerButtons={
        <Space wrap>
          {canExport ? (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv} data-testid="export-payouts">
              {t("adminMoney.payouts.exportCsv")}
            </Button>
          ) : null}
          {canRun ? <RunCycleButton resource={RESOURCE} /> : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t("adminMoney.payouts.subtitle")}</Typography.Paragraph>
      <PayoutFilters filters={filters} />
      <Table<Payout>
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("adminMoney.payouts.empty") }}
        data-testid="payout-table"
      >
        <Table.Column<Payout>
          title={t("adminMoney.payouts.columns.number")}
          dataIndex="number"
          render={(number: string, p) => (
            <Link to={`/admin/payouts/show/${p.id}`} aria-label={t("adminMoney.payouts.view", { number })}>
              <bdi dir="ltr">{number}</bdi>
            </Link>
          )}
        />
        <Table.Column<Payout> title={t("adminMoney.payouts.columns.partner")} dataIndex="partner_name" />
        <Table.Column<Payout>
          title={t("adminMoney.payouts.columns.period")}
          dataIndex="period_end"
          sorter
          render={(_: string, p) => <PeriodRange start={p.period_start} end={p.period_end} />}
        />
        <Table.Column<Payout>
          title={t("adminMoney.payouts.columns.amount")}
          dataIndex="amount"
          align="end"
          sorter
          render={(v: number) => <MoneyAmount value={v} strong />}
        />
        <Table.Column<Payout>
          title={t("adminMoney.payouts.columns.status")}
          dataIndex="status"
          render={(s: string) => <PayoutStatusTag status={s} />}
        />
        <Table.Column<Payout>
          title={t("adminMoney.payouts.columns.hold")}
          dataIndex="hold_reason"
          render={(v: string | null) =>
            v ? (
              <span data-testid="hold-reason">
                <WarningOutlined aria-hidden style={{ color: "#ad6800", marginInlineEnd: 4 }} />
                {v}
              </span>
            ) : null
          }
        />
        <Table.Column<Payout>
          title={t("adminMoney.payouts.columns.expected")}
          dataIndex="expected_at"
          render={(v: string | null) => (v ? <bdi dir="ltr">{formatDate(v)}</bdi> : null)}
        />
      </Table>
    </List>
  );
}
