import "../../../i18n/modules/partner-money";
import { WarningOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Grid, Select, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { MoneyAmount } from "../../../features/money/money-amount";
import { PayoutStatusTag, usePayoutStatusLabel } from "../../../features/money/payout-status-tag";
import { PAYOUT_STATUSES } from "../../../features/money/types";
import { formatDate } from "../../../lib/format";
import { PartnerBalanceCards } from "./balance";
import { Period, Say } from "./period";
import type { Payout } from "./types";

const RESOURCE = "partner-payouts";

/** When it was paid and the bank's reference, or a dash. */
function PaidCell({ payout: p }: { payout: Payout }) {
  if (!p.paid_at) return <>—</>;
  return (
    <span>
      <Say k="payouts.paidOn" values={{ date: formatDate(p.paid_at) }} />
      {p.reference ? (
        <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
          <Say k="payouts.reference" values={{ reference: p.reference }} />
        </Typography.Text>
      ) : null}
    </span>
  );
}

/** The status, and why a payout is held or failed (with what the partner can do about a hold). */
function StatusCell({ payout: p }: { payout: Payout }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={2} style={{ maxWidth: 240 }}>
      <PayoutStatusTag status={p.status} />
      {p.hold_reason ? (
        <span data-testid="payout-hold">
          <Typography.Text strong>
            <WarningOutlined style={{ color: "#ad6800", marginInlineEnd: 4 }} />
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
 * with a status filter; the number opens the payout's details.
 */
export default function PayoutListPage() {
  const { t, i18n } = useTranslation();
  const statusLabel = usePayoutStatusLabel();
  // on a phone the number's cell carries the status and the expected or paid date: the row fits 375 px without scrolling
  const wide = Grid.useBreakpoint().md ?? true;
  // the number opens the payout's details when the role may read them (read-payout-details)
  const canShow = useCan({ resource: RESOURCE, action: "show" }).data?.can ?? false;
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
            <Space direction="vertical" size={2} style={wide ? undefined : { maxWidth: 190 }}>
              {canShow ? (
                <Link
                  to={`/partner/payouts/show/${p.id}`}
                  dir="ltr"
                  style={{ fontWeight: 600 }}
                  aria-label={t("partnerMoney.payouts.detailsOf", { number: p.number })}
                >
                  {p.number}
                </Link>
              ) : (
                <Typography.Text strong dir="ltr">
                  {p.number}
                </Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <Period payout={p} />
              </Typography.Text>
              {wide ? null : (
                <>
                  <StatusCell payout={p} />
                  {p.paid_at ? (
                    <PaidCell payout={p} />
                  ) : p.expected_at ? (
                    <span>
                      <Say k="payouts.expectedOn" values={{ date: formatDate(p.expected_at) }} />
                    </span>
                  ) : null}
                </>
              )}
            </Space>
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
          responsive={["md"]}
          render={(_, p) => <StatusCell payout={p} />}
        />
        <Table.Column<Payout>
          key="expected_at"
          dataIndex="expected_at"
          title={t("partnerMoney.payouts.columns.expected")}
          responsive={["md"]}
          render={(v: string | null) => (v ? formatDate(v) : "—")}
        />
        <Table.Column<Payout>
          key="paid_at"
          dataIndex="paid_at"
          title={t("partnerMoney.payouts.columns.paid")}
          responsive={["md"]}
          render={(_, p) => <PaidCell payout={p} />}
        />
      </Table>
    </List>
  );
}
