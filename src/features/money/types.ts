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
  "fee",
  "reversal",
  "cash_collected",
  "adjustment",
  "payout",
  "payout_reversal",
  "carry_forward",
];

/** A payout's status (/work/payouts-contract.md). */
export type PayoutStatus = "pending" | "approved" | "paid" | "failed";
export const PAYOUT_STATUSES: readonly PayoutStatus[] = ["pending", "approved", "paid", "failed"];
