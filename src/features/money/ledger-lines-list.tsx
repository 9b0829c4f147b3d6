import "../../i18n/modules/money";
import { List, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format";
import { LedgerTypeLabel } from "./ledger-type-label";
import { MoneyAmount } from "./money-amount";
import type { LedgerLine } from "./types";

export interface LedgerLinesListProps {
  lines: readonly LedgerLine[];
  loading?: boolean;
  /** a list page of a server list (useTable's current page, page size and total) */
  page?: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
  /** the payout a line was paid in (a link, or "not paid out yet") */
  payoutCell?: (line: LedgerLine) => ReactNode;
  /** a total under the lines (an amount the server sent, e.g. the payout's amount) */
  total?: number;
  empty?: ReactNode;
}

/**
 * Ledger lines on a phone (issue 17): one block per line, the description with its order or booking number, the type,
 * the date (Asia/Dubai) and the payout, the signed amount at the end of the line, so nothing scrolls sideways at
 * 375 px. The same lines and total as `LedgerLinesTable`, which wider screens show.
 */
export function LedgerLinesList({ lines, loading, page, payoutCell, total, empty }: LedgerLinesListProps) {
  const { t } = useTranslation();
  return (
    <List<LedgerLine>
      size="small"
      loading={loading}
      dataSource={[...lines]}
      rowKey="id"
      locale={empty ? { emptyText: empty } : undefined}
      data-testid="ledger-lines-list"
      pagination={
        page ? { ...page, size: "small", showSizeChanger: false, hideOnSinglePage: true, align: "center" } : false
      }
      renderItem={(line) => (
        <List.Item style={{ alignItems: "flex-start", gap: 12, paddingInline: 0 }}>
          <div style={{ minWidth: 0, flex: 1 }}>
            <div dir="auto">{line.description}</div>
            {line.order_number || line.booking_number ? (
              <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                <bdi dir="ltr">{[line.order_number, line.booking_number].filter(Boolean).join(" · ")}</bdi>
              </Typography.Text>
            ) : null}
            {line.reason ? (
              <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                {t("money.lines.reason", { reason: line.reason })}
              </Typography.Text>
            ) : null}
            <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 6, marginTop: 4 }}>
              <LedgerTypeLabel type={line.type} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <bdi dir="ltr">{formatDateTime(line.created_at)}</bdi>
              </Typography.Text>
              {payoutCell ? <span style={{ fontSize: 12 }}>{payoutCell(line)}</span> : null}
            </div>
          </div>
          <MoneyAmount value={line.amount} />
        </List.Item>
      )}
      footer={
        total === undefined ? undefined : (
          <div style={{ display: "flex", justifyContent: "space-between", gap: 12 }}>
            <Typography.Text strong>{t("money.lines.total")}</Typography.Text>
            <span data-testid="ledger-total">
              <MoneyAmount value={total} strong />
            </span>
          </div>
        )
      }
    />
  );
}
