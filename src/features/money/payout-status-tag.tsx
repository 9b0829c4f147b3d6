import "../../i18n/modules/money";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { PayoutStatus } from "./types";

export const PAYOUT_STATUS_COLOR: Record<PayoutStatus, string> = {
  pending: "gold",
  approved: "blue",
  paid: "green",
  failed: "red",
};

/** A payout status's label in the interface language. */
export function usePayoutStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => t(`money.statuses.${status}`, { defaultValue: status });
}

/** A payout's status as a translated tag in its colour. */
export function PayoutStatusTag({ status }: { status: string }) {
  const label = usePayoutStatusLabel();
  return (
    <Tag color={PAYOUT_STATUS_COLOR[status as PayoutStatus] ?? "default"} data-testid="payout-status">
      {label(status)}
    </Tag>
  );
}
