import type { ApiSchema } from "../../api/api-types";

/** A partner ledger line, a partner's balance and a payout (issue 17, from the server's OpenAPI document). */
export type LedgerLine = ApiSchema<"LedgerLine">;
export type LedgerLineType = LedgerLine["type"];
export type PartnerBalance = ApiSchema<"PartnerBalance">;

/** Every ledger line type, in the order the filters list them. */
export const LEDGER_LINE_TYPES: readonly LedgerLineType[] = [
  "revenue",
  "discount",
  "commission",
  "commission_vat",
  "supply_vat",
  "fee",
  "reversal",
  "cash_collected",
  "adjustment",
  "payout",
  "payout_reversal",
  "carry_forward",
];

/** A payout (payout/list), its details with every ledger line it pays and the statement block, a cycle's answer. */
export type Payout = ApiSchema<"Payout">;
export type PayoutDetails = ApiSchema<"PayoutDetails">;
export type PayoutStatement = ApiSchema<"PayoutStatement">;
export type PayoutCycleResult = ApiSchema<"PayoutCycle">;
export type PayoutStatus = Payout["status"];
export const PAYOUT_STATUSES: readonly PayoutStatus[] = ["pending", "approved", "paid", "failed"];
