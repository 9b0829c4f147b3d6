import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { id, integer, text } from "../../lib/fields.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import { isDate, isWhen, ledgerRowSchema } from "../ledger/schema.js";
import { CUT_OFF_FORMAT, DATE_FORMAT, REASON_LENGTH, REFERENCE_LENGTH } from "./messages.js";

export const PAYOUT_STATUSES = ["pending", "approved", "paid", "failed"] as const;
export const PAYOUT_SORT_KEYS = ["created_at", "period_end", "amount"] as const;

const dateParam = (what: string) =>
  z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim() || undefined : v),
      z.string({ error: DATE_FORMAT }).refine(isDate, DATE_FORMAT).optional(),
    )
    .describe(what);

export const payoutListQuery = z.object({
  ...pageParams,
  status: enumParam("status", PAYOUT_STATUSES).describe(PAYOUT_STATUSES.join(" | ")),
  partner_id: intParam("partner_id").describe("Internal callers: one partner's payouts (a partner: always its own)"),
  period_end: dateParam("One cycle: the payouts whose period ends on this date (YYYY-MM-DD, Asia/Dubai)"),
  search: textParam("search").describe("Part of the payout number (PO-000001) or of the partner's name (en or ar)"),
  sortKey: enumParam("sortKey", PAYOUT_SORT_KEYS).describe("created_at (default) | period_end | amount"),
  sortVal: enumParam("sortVal", ["asc", "desc"] as const).describe("asc | desc (default desc)"),
});
export type PayoutListQuery = z.infer<typeof payoutListQuery>;

export const exportQuery = z.object({
  partner_id: intParam("partner_id").describe("One partner's approved payouts"),
  period_end: dateParam("One cycle (YYYY-MM-DD, Asia/Dubai)"),
});
export type ExportQuery = z.infer<typeof exportQuery>;

const money = (what: string) => z.number().describe(`AED, 2 decimals: ${what}`);

export const payoutSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe("PO-000001"),
    partner_id: z.number().int(),
    partner_name: z.string().describe("In the Accept-Language"),
    partner_name_en: z.string(),
    partner_name_ar: z.string(),
    period_start: z.string().describe("YYYY-MM-DD, Asia/Dubai, inclusive (a Monday for a weekly cycle)"),
    period_end: z.string().describe("YYYY-MM-DD, Asia/Dubai, inclusive (the Sunday before the cut-off)"),
    cut_off: z.string().describe("ISO UTC: the lines payable before cut_off - hold_days are in the payout"),
    hold_days: z.number().int().describe("The holding period the cycle used"),
    amount: money("what is paid, = the sum of lines; never negative"),
    revenue: money("revenue lines (sales excluding VAT, before discounts)"),
    discounts: money("discount lines (partner-funded coupons; negative)"),
    commission: money("commission lines (negative)"),
    commission_vat: money("VAT on the commission (negative)"),
    supply_vat: money(
      "supply_vat lines: the VAT on the partner's supply to Khidma, paid to a VAT-registered partner (one with a TRN)",
    ),
    fees: money("cancellation fee lines"),
    refunds: money("reversal lines: refunds after completion (negative)"),
    cash_collected: money("cash the partner collected from customers (negative)"),
    adjustments: money("manual adjustments"),
    carried_over: money("carry_forward lines (a negative earlier cycle) and payout_reversal lines (a failed payout)"),
    line_count: z.number().int(),
    status: z.enum(PAYOUT_STATUSES).describe("pending | approved | paid | failed"),
    hold_reason: z.string().nullable().describe("Why it cannot be approved yet (Accept-Language); null: not on hold"),
    hold_reason_en: z.string().nullable(),
    hold_reason_ar: z.string().nullable(),
    expected_at: z
      .string()
      .describe(
        "YYYY-MM-DD: the cut-off plus 3 UAE working days (Monday to Friday, not a day of the public holidays calendar)",
      ),
    created_at: z.string().describe("ISO UTC"),
    approved_at: z.string().nullable(),
    approved_by: z.number().int().nullable(),
    approved_by_name: z.string().nullable(),
    paid_at: z.string().nullable(),
    paid_by: z.number().int().nullable(),
    paid_by_name: z.string().nullable(),
    reference: z.string().nullable().describe("The bank reference, set by mark-paid"),
    failed_at: z.string().nullable(),
    failed_by: z.number().int().nullable(),
    failed_by_name: z.string().nullable(),
    failure_reason: z.string().nullable(),
    iban_masked: z.string().nullable().describe("AE07 **** **** **** **** 123 (the IBAN paid to), or null"),
    account_name: z.string().nullable(),
    bank_name: z.string().nullable(),
  })
  .meta({ id: "Payout" });
export type PayoutRow = z.infer<typeof payoutSchema>;

export const statementSchema = z
  .object({
    partner: z.object({
      legal_name_en: z.string().describe("From the partner's approved application (else its display name)"),
      legal_name_ar: z.string(),
      trn: z.string().nullable().describe("The partner's VAT TRN (null: not VAT registered)"),
      address: z.string().nullable(),
    }),
    khidma: z.object({
      company_name: z.string().describe("master_settings company_name"),
      company_name_ar: z.string(),
      address: z.string(),
      address_ar: z.string(),
      trn: z.string(),
    }),
    self_billed: z
      .boolean()
      .describe(
        "true when the partner has a TRN: the statement is also the self-billed tax invoice of the partner's supply to Khidma",
      ),
    document_title_en: z.string().describe("Self-billed tax invoice | Payout statement"),
    document_title_ar: z.string(),
    issued_at: z.string().describe("YYYY-MM-DD (Asia/Dubai): the payout's creation"),
    currency: z.literal("AED"),
    vat_rate: z
      .number()
      .nullable()
      .describe(
        "Percent (5): the VAT rate the payout's supplies were sold at (orders.vat_rate_bp); null when they carry several rates (see vat_rates) or there is no supply",
      ),
    vat_rates: z
      .array(
        z.object({
          rate: z.number().describe("Percent"),
          supply_value: money("the supply sold at this rate, excluding VAT"),
          supply_vat: money("its supply_vat lines"),
          supply_total: money("supply_value + supply_vat"),
        }),
      )
      .describe("The supply and its VAT per VAT rate, lowest rate first (they add up to supply_value and supply_vat)"),
    supply_value: money(
      "the partner's supply to Khidma excluding VAT: the revenue, partner-funded discount and fee lines, with the refunds reversing them",
    ),
    supply_vat: money(
      "the VAT on the supply: the payout's supply_vat lines (each round(supply x its order's VAT rate), written for a partner with a TRN), with the refunds reversing them; part of amount",
    ),
    supply_total: money("supply_value + supply_vat"),
    commission: money("Khidma's commission (a negative figure, as in the ledger), with the refunds reversing it"),
    commission_vat: money("the VAT on Khidma's commission (negative), with the refunds reversing it"),
    cash_collected: money("cash the partner kept from customers (negative)"),
    adjustments: money("manual adjustments"),
    carried_over: money("brought from earlier cycles (carry_forward and payout_reversal lines)"),
    amount: money(
      "the payout: supply_value + supply_vat + commission + commission_vat + cash_collected + adjustments + carried_over = the sum of lines",
    ),
  })
  .meta({ id: "PayoutStatement" });

export const payoutDetailsSchema = payoutSchema
  .extend({
    lines: z
      .array(ledgerRowSchema)
      .describe(
        "Every ledger line the payout pays (a carry_forward line of an earlier cycle included; not its own payout line); they sum to amount",
      ),
    statement: statementSchema,
  })
  .meta({ id: "PayoutDetails" });

export const payoutListResponse = envelope(paginated(payoutSchema)).meta({ id: "PayoutListResponse" });
export const payoutResponse = envelope(payoutSchema).meta({ id: "PayoutResponse" });
export const payoutDetailsResponse = envelope(payoutDetailsSchema).meta({ id: "PayoutDetailsResponse" });

export const markPaidBody = z.object({
  reference: text("reference", 64)
    .refine((v) => v.length >= 3, REFERENCE_LENGTH)
    .describe("The bank transfer's reference (3 to 64 characters)"),
});
export const markFailedBody = z.object({
  reason: text("reason", 500)
    .refine((v) => v.length >= 3, REASON_LENGTH)
    .describe("Why the transfer failed (3 to 500 characters)"),
});

export const runCycleBody = z
  .object({
    cut_off: z
      .preprocess(
        (v) => (typeof v === "string" ? v.trim() || undefined : v),
        z.string({ error: CUT_OFF_FORMAT }).refine(isWhen, CUT_OFF_FORMAT).optional(),
      )
      .describe(
        "YYYY-MM-DD (00:00 Asia/Dubai) or an ISO date-time, at most now + 1 day; default the most recent Monday 00:00 Dubai",
      ),
    hold_days: integer("hold_days", 0, 60, false).describe("Default settings payout_hold_days (3)"),
    partner_id: id("partner_id", false).describe("Only this partner (default every partner)"),
  })
  .prefault({ hold_days: undefined, partner_id: undefined });
export type RunCycleBody = z.infer<typeof runCycleBody>;

export const runCycleSchema = z
  .object({
    period_start: z.string(),
    period_end: z.string(),
    cut_off: z.string(),
    hold_days: z.number().int(),
    created: z.number().int().describe("Payouts made"),
    carried_forward: z.number().int().describe("Partners whose negative cycle was carried forward"),
    payouts: z.array(payoutSchema),
  })
  .meta({ id: "PayoutCycle" });
export const runCycleResponse = envelope(runCycleSchema).meta({ id: "PayoutCycleResponse" });

export const idParams = z.object({ id: requiredIntParam("id") });
