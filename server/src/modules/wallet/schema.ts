import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { toNumber } from "../../lib/fields.js";
import { pageParams, paginated, requiredIntParam } from "../../lib/query.js";
import { cardFields } from "../payments/schema.js";
import { AMOUNT_DECIMALS } from "./messages.js";

export const MIN_TOPUP_FILS = 1_000;
export const MAX_TOPUP_FILS = 500_000;

export const walletBalanceSchema = z
  .object({
    balance: z.number().describe("AED"),
    currency: z.literal("AED"),
    loyalty_points: z.number().int(),
    loyalty_value: z.number().describe("AED the points are worth"),
    points_per_aed: z.number(),
    aed_per_point: z.number(),
    min_redeem_points: z.number().int(),
  })
  .meta({ id: "WalletBalance" });

export const walletTransactionSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(["topup", "payment", "refund", "loyalty", "adjustment"]),
    amount: z.number().describe("AED, signed (negative: money out)"),
    balance_after: z.number(),
    description: z.string(),
    description_en: z.string(),
    description_ar: z.string(),
    order_id: z.number().int().nullable(),
    order_number: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "WalletTransaction" });

export const topUpBody = z.object({
  amount: z
    .preprocess(
      toNumber,
      z.number({
        error: (iss) =>
          iss.input === undefined || iss.input === null
            ? "The amount field is required."
            : "The amount must be a number.",
      }),
    )
    .refine((v) => Number.isFinite(v) && v >= MIN_TOPUP_FILS / 100 && v <= MAX_TOPUP_FILS / 100, {
      message: `The amount must be between ${MIN_TOPUP_FILS / 100} and ${MAX_TOPUP_FILS / 100}.`,
    })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: AMOUNT_DECIMALS })
    .meta({ example: 200, description: "AED 10 - 5,000" }),
  ...cardFields,
});

export const redeemBody = z.object({ points: requiredIntParam("points").meta({ example: 100 }) });

export const walletBalanceResponse = envelope(walletBalanceSchema);
export const walletTransactionsQuery = z.object({ ...pageParams });
export const walletTransactionsResponse = envelope(paginated(walletTransactionSchema));
export const topUpResponse = envelope(
  z.object({
    balance: z.number(),
    transaction: walletTransactionSchema,
    order_number: z.string(),
    order_id: z.number().int(),
  }),
);
export const loyaltySummaryResponse = envelope(
  z
    .object({
      points: z.number().int(),
      value: z.number().describe("AED"),
      points_per_aed: z.number(),
      aed_per_point: z.number(),
      min_redeem_points: z.number().int(),
      history: z.array(
        z.object({
          type: z.enum(["earned", "redeemed"]),
          points: z.number().int().describe("signed"),
          created_at: z.string(),
          booking_number: z.string().nullable(),
        }),
      ),
    })
    .meta({ id: "LoyaltySummary" }),
);
export const redeemResponse = envelope(
  z.object({ points: z.number().int(), balance: z.number(), credited: z.number() }),
);
