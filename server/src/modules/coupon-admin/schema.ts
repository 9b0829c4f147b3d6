import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { choice, decimal, flag, id, idList, integer, text } from "../../lib/fields.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import {
  AMOUNT_DECIMALS,
  APPLIES_TO,
  DATE_FORMAT,
  DISCOUNT_TYPE,
  FUNDED_BY,
  PREFIX_FORMAT,
  STACKING,
} from "./messages.js";

export const DISCOUNT_TYPES = ["percent", "fixed"] as const;
export const APPLIES_TOS = ["any", "service", "package"] as const;
export const FUNDERS = ["khidma", "partner"] as const;
export const STACKINGS = ["exclusive", "combinable"] as const;
export const COUPON_STATUSES = ["live", "scheduled", "expired", "exhausted", "inactive"] as const;
export const COUPON_SORT_KEYS = [
  "id",
  "code",
  "starts_at",
  "ends_at",
  "used_count",
  "discount_value",
  "created_at",
] as const;

export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A real calendar date or ISO date-time (2026-02-30 is refused). */
export const validWhen = (v: string): boolean => {
  if (DATE_ONLY.test(v)) {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }
  return DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)) && validWhen(v.slice(0, 10));
};

const money = { decimals: { places: 2, message: AMOUNT_DECIMALS } };

/** A date (YYYY-MM-DD, Asia/Dubai) or an ISO date-time; null clears it. */
const when = (field: string, what: string) =>
  z
    .string({ error: DATE_FORMAT })
    .trim()
    .refine(validWhen, DATE_FORMAT)
    .nullable()
    .optional()
    .describe(
      `${what}: YYYY-MM-DD (Asia/Dubai, inclusive) or an ISO date-time; null: ${field === "starts_at" ? "from now on" : "no end"}`,
    );

const ids = (field: string, what: string) =>
  idList(field, 0, 200).nullable().optional().describe(`${what} ids the coupon is limited to (none: no limit)`);

/** coupon/create (and coupon/update/{id}, where every field is optional and an absent one keeps its value). */
export const couponBody = z.object({
  code: text("code", 40).describe("Unique, case-insensitive (stored upper-case): letters, digits, - and _, 3 to 40"),
  title_en: text("title_en", 150),
  title_ar: text("title_ar", 150, false).describe("Arabic title ('' when omitted on create)"),
  description_en: text("description_en", 500, false).describe(
    "What the customer reads at checkout (default: the English title)",
  ),
  description_ar: text("description_ar", 500, false).describe("Arabic of description_en (default: the Arabic title)"),
  discount_type: choice("discount_type", DISCOUNT_TYPES, DISCOUNT_TYPE, true),
  discount_value: decimal("discount_value", 0, 100_000, true, money).describe(
    "percent: a whole percent 1-100; fixed: AED (2 decimals), more than 0",
  ),
  max_discount: decimal("max_discount", 0.01, 100_000, true, money)
    .nullable()
    .optional()
    .describe("Cap on the discount in AED (null: none)"),
  min_order: decimal("min_order", 0, 1_000_000, false, money).describe("Minimum order in AED, VAT incl. (default 0)"),
  starts_at: when("starts_at", "Start"),
  ends_at: when("ends_at", "End"),
  usage_limit: integer("usage_limit", 1, 10_000_000).nullable().optional().describe("Total uses (null: unlimited)"),
  per_customer_limit: integer("per_customer_limit", 0, 1000)
    .nullable()
    .optional()
    .describe("Uses per customer (default 1; 0 or null: unlimited)"),
  first_order_only: flag("first_order_only", false).describe("true|false (default false)"),
  applies_to: choice("applies_to", APPLIES_TOS, APPLIES_TO, true)
    .optional()
    .describe("any (default) | service (bookings) | package"),
  funded_by: choice("funded_by", FUNDERS, FUNDED_BY, true)
    .optional()
    .describe("khidma (default for staff) | partner (a partner caller's coupons always)"),
  partner_id: id("partner_id")
    .nullable()
    .optional()
    .describe("The partner whose coupon it is (required when funded_by is partner; a partner caller: its own)"),
  budget: decimal("budget", 1, 10_000_000, true, money).nullable().optional().describe("Budget in AED (null: none)"),
  active: flag("active", false).describe("true|false (default true)"),
  category_ids: ids("category_ids", "Category"),
  partner_ids: ids("partner_ids", "Partner"),
  service_ids: ids("service_ids", "Service"),
  package_ids: ids("package_ids", "Package"),
  stacking: choice("stacking", STACKINGS, STACKING, true).optional().describe("exclusive (default) | combinable"),
});
export type CouponBody = z.infer<typeof couponBody>;

export const couponUpdateBody = couponBody.partial();
export type CouponUpdate = z.infer<typeof couponUpdateBody>;

/** The row of coupon/list and of create, update and duplicate (AdminCoupon). */
const couponShape = {
  id: z.number().int(),
  code: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number().describe("percent: the percent; fixed: AED"),
  max_discount: z.number().nullable().describe("AED, or null"),
  min_order: z.number().describe("AED"),
  starts_at: z.string().nullable().describe("ISO date-time (UTC), or null: no start"),
  ends_at: z.string().nullable().describe("ISO date-time (UTC), or null: no end"),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().describe("0: unlimited"),
  first_order_only: z.boolean(),
  applies_to: z.enum(APPLIES_TOS),
  funded_by: z.enum(FUNDERS),
  partner_id: z.number().int().nullable(),
  budget: z.number().nullable().describe("AED, or null"),
  active: z.boolean(),
  used_count: z.number().int().describe("Uses held by live orders"),
  category_ids: z.array(z.number().int()),
  partner_ids: z.array(z.number().int()),
  service_ids: z.array(z.number().int()),
  package_ids: z.array(z.number().int()),
  stacking: z.enum(STACKINGS),
  spent: z.number().describe("AED the coupon's live reservations hold (reserved and redeemed discounts)"),
  remaining_budget: z.number().nullable().describe("AED left of the budget (0 when spent), or null: no budget"),
  generated_codes: z.number().int().describe("Generated single-use codes of the coupon (coupon/generate-codes)"),
};

export const couponSchema = z.object(couponShape).meta({ id: "AdminCoupon" });
export type CouponRow = z.infer<typeof couponSchema>;

export const BATCH_STATUSES = ["running", "done"] as const;

const batchShape = {
  batch_id: z.number().int(),
  prefix: z.string().describe("Upper-case"),
  count: z.number().int().describe("Codes asked for"),
  generated: z.number().int().describe("Codes made so far (count when done)"),
  status: z.enum(BATCH_STATUSES).describe("running (codes are being made in the background) | done"),
  created_at: z.string().describe("ISO date-time (UTC)"),
};

export const burnDownPoint = z
  .object({
    date: z.string().describe("YYYY-MM-DD, Asia/Dubai"),
    spent: z.number().describe("AED of discounts reserved that day"),
    cumulative: z.number().describe("AED reserved up to and including that day"),
    remaining: z.number().nullable().describe("AED of the budget left at the end of that day (null: no budget)"),
  })
  .meta({ id: "AdminCouponBurnDownPoint" });

export const codeBatchSchema = z.object(batchShape).meta({ id: "AdminCouponCodeBatch" });

/** coupon/details/{id}: the row plus the burn-down and the code batches (AdminCouponDetails). */
export const couponDetailsSchema = z
  .object({
    ...couponShape,
    burn_down: z
      .array(burnDownPoint)
      .describe("One point per Dubai day from the first redemption to today (the last 366 days at most); [] if none"),
    code_batches: z.array(codeBatchSchema).describe("Generated code batches, newest first"),
  })
  .meta({ id: "AdminCouponDetails" });
export type CouponDetails = z.infer<typeof couponDetailsSchema>;

export const couponResponse = envelope(couponSchema).meta({ id: "AdminCouponResponse" });
export const couponDetailsResponse = envelope(couponDetailsSchema).meta({ id: "AdminCouponDetailsResponse" });
export const couponListResponse = envelope(paginated(couponSchema)).meta({ id: "AdminCouponListResponse" });

// ---- generated codes ------------------------------------------------------------------------------------------

export const MAX_GENERATED = 10_000;
const PREFIX = /^[A-Za-z0-9]{2,12}$/;

export const generateCodesBody = z.object({
  count: integer("count", 1, MAX_GENERATED).describe(`How many codes to make, 1 to ${MAX_GENERATED}`),
  prefix: text("prefix", 12)
    .refine((v) => v.length > 12 || PREFIX.test(v), PREFIX_FORMAT) // longer: the length message alone
    .describe("2 to 12 letters or digits (upper-cased); each code is the prefix then 8 characters"),
});
export type GenerateCodesBody = z.infer<typeof generateCodesBody>;

const { batch_id: _batchId, ...batchRest } = batchShape;
export const codeBatchResultSchema = z
  .object({ batch_id: batchShape.batch_id, coupon_id: z.number().int(), ...batchRest })
  .meta({ id: "AdminCouponCodeBatchResult" });
export type CodeBatchResult = z.infer<typeof codeBatchResultSchema>;
export const codeBatchResponse = envelope(codeBatchResultSchema).meta({ id: "AdminCouponCodeBatchResponse" });

// ---- redemptions ----------------------------------------------------------------------------------------------

export const REDEMPTION_STATUSES = ["reserved", "redeemed"] as const;
export const REDEMPTION_SORT_KEYS = ["created_at", "discount"] as const;

export const redemptionSchema = z
  .object({
    id: z.number().int(),
    coupon_id: z.number().int(),
    code: z.string().describe("The code used: a generated code, or the coupon's own"),
    user_id: z.number().int(),
    customer_name: z.string(),
    order_id: z.number().int(),
    order_number: z.string(),
    discount: z.number().describe("AED"),
    status: z.enum(REDEMPTION_STATUSES).describe("reserved (order not paid yet) | redeemed (order paid)"),
    created_at: z.string().describe("ISO date-time (UTC) the use was reserved"),
  })
  .meta({ id: "AdminCouponRedemption" });
export type RedemptionRow = z.infer<typeof redemptionSchema>;

export const redemptionListResponse = envelope(paginated(redemptionSchema)).meta({
  id: "AdminCouponRedemptionListResponse",
});

export const redemptionListQuery = z.object({
  ...pageParams,
  perPage: intParam("perPage", 1, 1000).describe("Rows per page, instead of limit when sent"),
  search: textParam("search").describe("Part of the code or of the customer's name"),
  sortKey: enumParam("sortKey", REDEMPTION_SORT_KEYS).describe("created_at (default) | discount"),
  sortVal: enumParam("sortVal", ["asc", "desc"] as const).describe("asc | desc (default desc)"),
});
export type RedemptionListQuery = z.infer<typeof redemptionListQuery>;

export const couponListQuery = z.object({
  ...pageParams,
  search: textParam("search").describe("Part of the code or of either title"),
  status: enumParam("status", COUPON_STATUSES).describe(
    "live (active, in its window, uses and budget left) | scheduled (not started) | expired (ended) | exhausted " +
      "(usage limit reached or budget spent) | inactive (switched off)",
  ),
  funded_by: enumParam("funded_by", FUNDERS),
  partner_id: intParam("partner_id").describe("Staff: one partner's coupons (a partner caller: always its own)"),
  sortKey: enumParam("sortKey", COUPON_SORT_KEYS),
  sortVal: enumParam("sortVal", ["asc", "desc"] as const),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

export const idParams = z.object({ id: requiredIntParam("id") });
