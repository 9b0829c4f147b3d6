import "../../../i18n/modules/partner-money";
import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../../lib/format";
import type { LedgerLine, Payout } from "./types";

const STATUS_COLOR: Record<Payout["status"], string> = {
  pending: "gold",
  approved: "blue",
  paid: "green",
  failed: "red",
};

/** A payout's status in the interface language. */
export function PayoutStatusTag({ status }: { status: Payout["status"] }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="payout-status">
      {t(`partnerMoney.statuses.${status}`)}
    </Tag>
  );
}

/** A ledger line type's label in the interface language. */
export function useLedgerTypeLabel() {
  const { t } = useTranslation();
  return (type: LedgerLine["type"]) => t(`partnerMoney.types.${type}`);
}

/** A signed AED amount: Latin digits kept left to right in Arabic, owed-to-Khidma amounts in the error colour. */
export function Amount({ value, strong }: { value: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Typography.Text strong={strong} type={value < 0 ? "danger" : undefined} style={{ whiteSpace: "nowrap" }}>
      <bdi>{formatMoney(value, i18n.language)}</bdi>
    </Typography.Text>
  );
}

/** A payout's period "DD-MM-YYYY to DD-MM-YYYY" (dates of Asia/Dubai as the server sent them). */
export function usePeriod() {
  const { t } = useTranslation();
  return (p: Pick<Payout, "period_start" | "period_end">) =>
    t("partnerMoney.payouts.periodRange", { start: formatDate(p.period_start), end: formatDate(p.period_end) });
}
