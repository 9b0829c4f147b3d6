import "../../i18n/modules/money";
import { Table, type TableProps, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format";
import { LedgerTypeLabel } from "./ledger-type-label";
import { MoneyAmount } from "./money-amount";
import type { LedgerLine } from "./types";

export interface LedgerLinesTableProps extends Omit<TableProps<LedgerLine>, "columns" | "rowKey"> {
  /** a partner column (the admin's "all partners" view): the line's partner, e.g. its name linking to the partner */
  partnerName?: (line: LedgerLine) => ReactNode;
  /** a Payout column: the payout a line was paid in (a link, or its id) */
  payoutCell?: (line: LedgerLine) => ReactNode;
  /** a total row under the lines (an amount the server sent, e.g. the payout's amount) */
  total?: number;
}

/**
 * A partner's ledger lines (issue 17): when it became payable (Asia/Dubai), the type, the description in the interface
 * language with the order or booking number and an adjustment's reason, and the signed amount. Both portals use it:
 * spread `useTable`'s tableProps in, or pass `dataSource` (a payout's lines). Scrolls sideways on a phone.
 */
export function LedgerLinesTable({ partnerName, payoutCell, total, ...tableProps }: LedgerLinesTableProps) {
  const { t } = useTranslation();
  const columns: TableProps<LedgerLine>["columns"] = [
    {
      title: t("money.lines.date"),
      dataIndex: "created_at",
      key: "created_at",
      render: (v: string) => (
        <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
          {formatDateTime(v)}
        </bdi>
      ),
    },
    ...(partnerName
      ? [
          {
            title: t("money.lines.partner"),
            key: "partner_id",
            render: (_: unknown, line: LedgerLine) => partnerName(line),
          },
        ]
      : []),
    {
      title: t("money.lines.type"),
      dataIndex: "type",
      key: "type",
      render: (type: string) => <LedgerTypeLabel type={type} />,
    },
    {
      title: t("money.lines.description"),
      key: "description",
      render: (_: unknown, line: LedgerLine) => (
        <div style={{ minWidth: 160 }}>
          <div>{line.description}</div>
          {line.order_number || line.booking_number ? (
            <Typography.Text type="secondary">
              <bdi dir="ltr">{[line.order_number, line.booking_number].filter(Boolean).join(" · ")}</bdi>
            </Typography.Text>
          ) : null}
          {line.reason ? (
            <div>
              <Typography.Text type="secondary">{t("money.lines.reason", { reason: line.reason })}</Typography.Text>
            </div>
          ) : null}
        </div>
      ),
    },
    ...(payoutCell
      ? [{ title: t("money.lines.payout"), key: "payout_id", render: (_: unknown, l: LedgerLine) => payoutCell(l) }]
      : []),
    {
      title: t("money.lines.amount"),
      dataIndex: "amount",
      key: "amount",
      align: "end" as const,
      render: (v: number) => <MoneyAmount value={v} />,
    },
  ];
  const colCount = columns.length;
  return (
    <Table<LedgerLine>
      rowKey="id"
      size="middle"
      scroll={{ x: "max-content" }}
      data-testid="ledger-lines"
      {...tableProps}
      columns={columns}
      summary={
        total === undefined
          ? undefined
          : () => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={colCount - 1}>
                  <Typography.Text strong>{t("money.lines.total")}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="end">
                  <span data-testid="ledger-total">
                    <MoneyAmount value={total} strong />
                  </span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
      }
    />
  );
}
