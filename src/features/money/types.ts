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

/**
 * A payout (payout/list; /work/payouts-contract.md "The payout row"). Written from the contract while the payouts
 * server module lands; to be replaced by ApiSchema<"Payout"> once src/api/schema.gen.ts has it.
 */
export interface Payout {
  id: number;
  number: string;
  partner_id: number;
  partner_name: string;
  period_start: string;
  period_end: string;
  cut_off: string;
  amount: number;
  revenue: number;
  discounts: number;
  commission: number;
  commission_vat: number;
  fees: number;
  refunds: number;
  cash_collected: number;
  adjustments: number;
  carried_over: number;
  line_count: number;
  status: PayoutStatus;
  hold_reason: string | null;
  expected_at: string | null;
  created_at: string;
  approved_at: string | null;
  approved_by?: number | null;
  approved_by_name?: string | null;
  paid_at: string | null;
  paid_by?: number | null;
  paid_by_name?: string | null;
  reference: string | null;
  failed_at: string | null;
  failed_by?: number | null;
  failed_by_name?: string | null;
  failure_reason: string | null;
  iban_masked: string | null;
  account_name: string | null;
}

/** payout/details/{id}: the row plus every ledger line it pays (they sum to `amount`). */
export interface PayoutDetails extends Payout {
  lines: LedgerLine[];
}

/** payout/run-cycle's answer. */
export interface PayoutCycleResult {
  period_start: string;
  period_end: string;
  cut_off: string;
  created: number;
  carried_forward: number;
  payouts: Payout[];
}
