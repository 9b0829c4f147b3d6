import "../../i18n/modules/money";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { LedgerLineType } from "./types";

/** Colours of the ledger line types: earnings green, Khidma's share and costs orange/red, payouts blue. */
export const LEDGER_TYPE_COLOR: Record<LedgerLineType, string> = {
  revenue: "green",
  discount: "orange",
  commission: "volcano",
  commission_vat: "volcano",
  supply_vat: "lime",
  fee: "magenta",
  reversal: "red",
  cash_collected: "gold",
  adjustment: "purple",
  payout: "blue",
  payout_reversal: "cyan",
  carry_forward: "geekblue",
};

/** A ledger line type's label in the interface language (a type the app does not know yet: as sent). */
export function useLedgerTypeLabel() {
  const { t } = useTranslation();
  return (type: string) => t(`money.types.${type}`, { defaultValue: type });
}

/** A ledger line type as a translated tag in its colour. */
export function LedgerTypeLabel({ type }: { type: string }) {
  const label = useLedgerTypeLabel();
  return (
    <Tag color={LEDGER_TYPE_COLOR[type as LedgerLineType] ?? "default"} data-testid="ledger-type">
      {label(type)}
    </Tag>
  );
}
