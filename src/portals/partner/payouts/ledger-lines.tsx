import "../../../i18n/modules/partner-money";
import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { Amount, useLedgerTypeLabel } from "./money-parts";
import type { LedgerLine } from "./types";

/** The order or booking a line belongs to, by number. */
export const lineReference = (l: LedgerLine) =>
  [l.order_number, l.booking_number].filter((n): n is string => Boolean(n)).join(" · ") || "—";

/**
 * A payout's ledger lines (date, type, description, order/booking, amount), every one on one page, with the total the
 * server answered (the payout's amount, which its lines sum to) in the summary row.
 */
export function PayoutLines({ lines, total }: { lines: LedgerLine[]; total: number }) {
  const { t } = useTranslation();
  const typeLabel = useLedgerTypeLabel();
  return (
    <Table<LedgerLine>
      dataSource={lines}
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: "max-content" }}
      data-testid="payout-lines"
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>{t("partnerMoney.details.linesTotal")}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="end">
            <span data-testid="payout-lines-total">
              <Amount value={total} strong />
            </span>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    >
      <Table.Column<LedgerLine>
        key="created_at"
        title={t("partnerMoney.ledger.columns.date")}
        render={(_, l) => <span style={{ whiteSpace: "nowrap" }}>{formatDate(l.created_at)}</span>}
      />
      <Table.Column<LedgerLine>
        key="description"
        title={t("partnerMoney.ledger.columns.description")}
        render={(_, l) => (
          <span style={{ display: "block", minWidth: 180, maxWidth: 420 }}>
            <span dir="auto">{l.description}</span>
            <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
              {typeLabel(l.type)} · <bdi>{lineReference(l)}</bdi>
            </Typography.Text>
          </span>
        )}
      />
      <Table.Column<LedgerLine>
        key="amount"
        align="end"
        title={t("partnerMoney.ledger.columns.amount")}
        render={(_, l) => <Amount value={l.amount} />}
      />
    </Table>
  );
}
