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

export interface StatementParty {
  legal_name_en?: string | null;
  legal_name_ar?: string | null;
  company_name?: string | null;
  company_name_ar?: string | null;
  address?: string | null;
  address_ar?: string | null;
  trn?: string | null;
}

/** payout/details/{id}: the row, every ledger line it pays, and the statement block. TEMPORARY as `Payout`. */
export interface PayoutDetails extends Payout {
  lines: LedgerLine[];
  statement: {
    partner: StatementParty;
    khidma: StatementParty;
    self_billed: boolean;
    supply_value?: number | null;
    supply_vat?: number | null;
    supply_total?: number | null;
  };
}
