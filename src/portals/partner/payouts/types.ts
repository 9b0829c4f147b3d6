import type { LedgerLine, PayoutStatus } from "../../../features/money/types";

/**
 * A payout (payout/list, /work/payouts-contract.md "The payout row"). TEMPORARY: written from the contract while the
 * payouts server module lands; replaced by ApiSchema<"Payout"> once src/api/schema.gen.ts has it.
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
  paid_at: string | null;
  reference: string | null;
  failed_at: string | null;
  failure_reason: string | null;
  iban_masked: string | null;
  account_name: string | null;
}

/** payout/details/{id}'s statement block (server: payouts/schema.ts `PayoutStatement`). TEMPORARY as `Payout`. */
export interface PayoutStatement {
  partner: { legal_name_en: string; legal_name_ar: string; trn: string | null; address: string | null };
  khidma: { company_name: string; company_name_ar: string; address: string; address_ar: string; trn: string };
  self_billed: boolean;
  document_title_en: string;
  document_title_ar: string;
  issued_at: string;
  currency: "AED";
  vat_rate: number;
  supply_value: number;
  supply_vat: number;
  supply_total: number;
  commission: number;
  commission_vat: number;
  cash_collected: number;
  adjustments: number;
  carried_over: number;
  amount: number;
}

/** payout/details/{id}: the row, every ledger line it pays, and the statement block. TEMPORARY as `Payout`. */
export interface PayoutDetails extends Payout {
  lines: LedgerLine[];
  statement: PayoutStatement;
}
