import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { decimal, id, text } from "../../lib/fields.js";
import { boolParam, enumParam, intParam, pageParams, paginated, requiredIntParam } from "../../lib/query.js";
import { LEDGER_TYPES } from "./entries.js";
import {
  AMOUNT_DECIMALS,
  AMOUNT_NOT_ZERO,
  DATE_FORMAT,
  EFFECTIVE_FORMAT,
  RATE_DECIMALS,
  RATE_RANGE,
  REASON_LENGTH,
} from "./messages.js";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A real calendar date (2026-02-30 is refused). */
export const isDate = (v: string) => {
  if (!DATE_ONLY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** A date (YYYY-MM-DD) or an ISO date-time. */
export const isWhen = (v: string) =>
  isDate(v) || (DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)) && isDate(v.slice(0, 10)));

/** An optional YYYY-MM-DD query parameter (blank: absent). */
export const dateParam = (what: string) =>
  z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim() || undefined : v),
      z.string({ error: DATE_FORMAT }).refine(isDate, DATE_FORMAT).optional(),
    )
    .describe(what);

const sortVal = enumParam("sortVal", ["asc", "desc"] as const).describe("asc | desc (default desc)");

export const idParams = z.object({ id: requiredIntParam("id") });

// ---- commission ----------------------------------------------------------------------------------------------

export const COMMISSION_SORT_KEYS = ["effective_from", "created_at", "rate", "id"] as const;

export const commissionListQuery = z.object({
  ...pageParams,
  partner_id: intParam("partner_id").describe("Rows of this partner (partner scope and partner-and-category scope)"),
  category_id: intParam("category_id").describe("Rows of this category"),
  current: boolParam("current").describe("true: only the row in force now for its scope; false: the others"),
  sortKey: enumParam("sortKey", COMMISSION_SORT_KEYS).describe("effective_from (default) | created_at | rate | id"),
  sortVal,
});
export type CommissionListQuery = z.infer<typeof commissionListQuery>;

export const commissionRowSchema = z
  .object({
    id: z.number().int(),
    partner_id: z.number().int().nullable().describe("null: every partner"),
    partner_name: z.string().nullable().describe("In the Accept-Language; null with partner_id null"),
    category_id: z.number().int().nullable().describe("null: every category"),
    category_name: z.string().nullable().describe("In the Accept-Language; null with category_id null"),
    rate: z.number().describe("Percent, up to 2 decimals (15 = 15%)"),
    effective_from: z.string().describe("ISO date-time (UTC) from which the rate applies to new sales"),
    created_at: z.string().describe("ISO date-time (UTC)"),
    created_by: z.number().int().nullable().describe("The user who saved it (null: seeded)"),
    created_by_name: z.string().nullable(),
    scope: z
      .enum(["default", "category", "partner", "partner_category"])
      .describe("default (no partner, no category) | category | partner | partner_category"),
    current: z.boolean().describe("The row in force now for its scope"),
  })
  .meta({ id: "CommissionRate" });
export type CommissionRow = z.infer<typeof commissionRowSchema>;

export const commissionListResponse = envelope(paginated(commissionRowSchema)).meta({
  id: "CommissionRateListResponse",
});
export const commissionResponse = envelope(commissionRowSchema).meta({ id: "CommissionRateResponse" });

export const commissionSaveBody = z.object({
  partner_id: id("partner_id", false)
    .nullable()
    .describe("The partner the rate is for (absent or null: every partner)"),
  category_id: id("category_id", false)
    .nullable()
    .describe("The category the rate is for (absent or null: every category)"),
  rate: decimal("rate", 0, 100, true, {
    decimals: { places: 2, message: RATE_DECIMALS },
    rangeMessage: RATE_RANGE,
  }).describe("Percent of the line total after discounts, excluding VAT, 0 to 100 with up to 2 decimals"),
  effective_from: z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim() || undefined : v),
      z.string({ error: EFFECTIVE_FORMAT }).refine(isWhen, EFFECTIVE_FORMAT).optional(),
    )
    .describe(
      "YYYY-MM-DD (from 00:00 Asia/Dubai; today means from now) or an ISO date-time; absent: now. A past date or time: 422",
    ),
});
export type CommissionSaveBody = z.infer<typeof commissionSaveBody>;

// ---- ledger --------------------------------------------------------------------------------------------------

export const LEDGER_SORT_KEYS = ["created_at", "amount"] as const;

export const ledgerListQuery = z.object({
  ...pageParams,
  partner_id: intParam("partner_id").describe(
    "Internal callers: one partner's lines (a partner caller: always its own)",
  ),
  type: enumParam("type", LEDGER_TYPES).describe(LEDGER_TYPES.join(" | ")),
  booking_id: intParam("booking_id"),
  order_id: intParam("order_id"),
  payout_id: intParam("payout_id"),
  from: dateParam("Lines payable from this date (YYYY-MM-DD, Asia/Dubai, inclusive)"),
  to: dateParam("Lines payable up to this date (YYYY-MM-DD, Asia/Dubai, inclusive)"),
  sortKey: enumParam("sortKey", LEDGER_SORT_KEYS).describe("created_at (default) | amount"),
  sortVal,
});
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;

export const ledgerRowSchema = z
  .object({
    id: z.number().int(),
    partner_id: z.number().int(),
    partner_name: z.string().describe("The partner's name in the Accept-Language"),
    type: z.enum(LEDGER_TYPES),
    amount: z.number().describe("AED, 2 decimals, signed: + owed to the partner, - owed to Khidma"),
    order_id: z.number().int().nullable(),
    order_number: z.string().nullable(),
    booking_id: z.number().int().nullable(),
    booking_number: z.string().nullable(),
    subscription_id: z.number().int().nullable().describe("A package visit's subscription"),
    payout_id: z.number().int().nullable().describe("The payout that paid it (null: not paid out yet)"),
    payout_number: z
      .string()
      .nullable()
      .describe("That payout's number (PO-000001); null with a payout_id: closed into a carried-forward balance"),
    created_at: z.string().describe("ISO date-time (UTC): when the amount became payable"),
    reason: z.string().nullable().describe("An adjustment's reason"),
    actor_user_id: z.number().int().nullable().describe("Who made an adjustment"),
    description: z.string().describe("In the Accept-Language"),
    description_en: z.string(),
    description_ar: z.string(),
  })
  .meta({ id: "LedgerLine" });
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const ledgerListResponse = envelope(paginated(ledgerRowSchema)).meta({ id: "LedgerLineListResponse" });
export const ledgerLineResponse = envelope(ledgerRowSchema).meta({ id: "LedgerLineResponse" });

export const adjustBody = z.object({
  partner_id: id("partner_id"),
  amount: decimal("amount", -10_000_000, 10_000_000, true, {
    decimals: { places: 2, message: AMOUNT_DECIMALS },
  })
    .refine((v) => v !== 0, AMOUNT_NOT_ZERO)
    .describe("Signed AED (2 decimals, not 0): + owed to the partner, - owed to Khidma"),
  reason: text("reason", 500)
    .refine((v) => v.length >= 3, REASON_LENGTH)
    .describe("Why (3 to 500 characters): shown on the partner's ledger"),
});
export type AdjustBody = z.infer<typeof adjustBody>;

export const balanceQuery = z.object({
  partner_id: intParam("partner_id").describe("Internal callers: required; a partner caller: always its own"),
});

export const balanceSchema = z
  .object({
    partner_id: z.number().int(),
    currency: z.literal("AED"),
    total: z.number().describe("AED: the sum of the partner's ledger lines, exactly"),
    pending: z.number().describe("AED: lines inside the holding period and not in a payout"),
    available: z.number().describe("AED: total - pending"),
    hold_days: z.number().int().describe("The holding period (settings payout_hold_days)"),
  })
  .meta({ id: "PartnerBalance" });
export const balanceResponse = envelope(balanceSchema).meta({ id: "PartnerBalanceResponse" });

// ---- refund of a completed booking -----------------------------------------------------------------------------

export const refundBody = z.object({
  amount: decimal("amount", 0.01, 10_000_000, false, {
    decimals: { places: 2, message: AMOUNT_DECIMALS },
  }).describe("AED to give back (default: everything not refunded yet)"),
  reason: text("reason", 500)
    .refine((v) => v.length >= 3, REASON_LENGTH)
    .describe("Why (3 to 500 characters): in the booking's timeline and the customer's notification"),
});
export type RefundBody = z.infer<typeof refundBody>;

export const refundSchema = z
  .object({
    booking_id: z.number().int(),
    order_id: z.number().int(),
    refunded: z.number().describe("AED given back now (to the customer's Khidma wallet)"),
    total_refunded: z.number().describe("AED given back for this booking's order in all"),
    refundable: z.number().describe("AED that can still be refunded"),
    payment_status: z.string().describe("The booking's payment status (refunded once everything went back)"),
    lines: z.array(ledgerRowSchema).describe("The partner ledger's reversal lines this refund wrote"),
  })
  .meta({ id: "BookingRefund" });
export const refundResponse = envelope(refundSchema).meta({ id: "BookingRefundResponse" });
