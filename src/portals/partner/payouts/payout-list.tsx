import "../../../i18n/modules/partner-money";
import { List, ShowButton, useTable } from "@refinedev/antd";
import { Select, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { MoneyAmount } from "../../../features/money/money-amount";
import { PayoutStatusTag, usePayoutStatusLabel } from "../../../features/money/payout-status-tag";
import { PAYOUT_STATUSES } from "../../../features/money/types";
import { formatDate } from "../../../lib/format";
import { PartnerBalanceCards } from "./balance";
import { usePeriod } from "./period";
import type { Payout } from "./types";

const RESOURCE = "partner-payouts";

/** The status, and why a payout is held or failed (with what the partner can do about a hold). */
function StatusCell({ payout: p }: { payout: Payout }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={2} style={{ maxWidth: 280 }}>
      <PayoutStatusTag status={p.status} />
      {p.hold_reason ? (
        <span data-testid="payout-hold">
          <Typography.Text type="warning" strong>
            {t("partnerMoney.payouts.onHold", { reason: p.hold_reason })}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
            {t("partnerMoney.payouts.holdHint")}
          </Typography.Text>
        </span>
      ) : null}
      {p.status === "failed" && p.failure_reason ? (
        <Typography.Text type="danger">
          {t("partnerMoney.payouts.failed", { reason: p.failure_reason })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/**
 * /partner/payouts: the partner's balance (available, pending in the holding period, total) and its payouts (number,
 * period, amount, status with a hold or failure reason, expected date, paid date and bank reference), newest first,
 * with a status filter and each payout's details.
 */
export default function PayoutListPage() {
  const { t, i18n } = useTranslation();
  const period = usePeriod();
  const statusLabel = usePayoutStatusLabel();
  const table = useTable<Payout>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "period_end", order: "desc" }] },
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);

  return (
    <List title={t("partnerMoney.payouts.title")} breadcrumb={false}>
      <Typography.Paragraph type="secondary">{t("partnerMoney.payouts.subtitle")}</Typography.Paragraph>
      <PartnerBalanceCards />
      <div style={{ margin: "16px 0 12px" }}>
        <Select
          allowClear
          aria-label={t("partnerMoney.payouts.statusFilter")}
          placeholder={t("partnerMoney.payouts.allStatuses")}
          value={filters.get("status") || undefined}
          onChange={(v) => filters.setFilter("status", v ?? "")}
          options={PAYOUT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          style={{ width: 200, maxWidth: "100%" }}
          data-testid="payout-status-filter"
        />
      </div>
      <Table
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <Typography.Text type="secondary">{t("partnerMoney.payouts.empty")}</Typography.Text> }}
        data-testid="payout-table"
      >
        <Table.Column<Payout>
          key="number"
          dataIndex="number"
          title={t("partnerMoney.payouts.columns.number")}
          render={(_, p) => (
            <span>
              <Typography.Text strong dir="ltr">
                {p.number}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                {period(p)}
              </Typography.Text>
            </span>
          )}
        />
        <Table.Column<Payout>
          key="amount"
          dataIndex="amount"
          sorter
          title={t("partnerMoney.payouts.columns.amount")}
          render={(v: number) => <MoneyAmount value={v} strong />}
        />
        <Table.Column<Payout>
          key="status"
          title={t("partnerMoney.payouts.columns.status")}
          render={(_, p) => <StatusCell payout={p} />}
        />
        <Table.Column<Payout>
          key="expected_at"
          dataIndex="expected_at"
          title={t("partnerMoney.payouts.columns.expected")}
          responsive={["sm"]}
          render={(v: string | null) => (v ? formatDate(v) : "—")}
        />
        <Table.Column<Payout>
          key="paid_at"
          dataIndex="paid_at"
          title={t("partnerMoney.payouts.columns.paid")}
          responsive={["md"]}
          render={(_, p) =>
            p.paid_at ? (
              <span>
                {t("partnerMoney.payouts.paidOn", { date: formatDate(p.paid_at) })}
                {p.reference ? (
                  <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                    {t("partnerMoney.payouts.reference", { reference: p.reference })}
                  </Typography.Text>
                ) : null}
              </span>
            ) : (
              "—"
            )
          }
        />
        <Table.Column<Payout>
          key="actions"
          title={t("partnerMoney.payouts.columns.actions")}
          render={(_, p) => (
            <ShowButton
              size="small"
              resource={RESOURCE}
              recordItemId={p.id}
              icon={null}
              accessControl={{ enabled: true, hideIfUnauthorized: true }}
              aria-label={t("partnerMoney.payouts.detailsOf", { number: p.number })}
            >
              {t("partnerMoney.payouts.details")}
            </ShowButton>
          )}
        />
      </Table>
    </List>
  );
}
