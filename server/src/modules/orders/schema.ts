import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { pageParams, paginated, requiredIntParam } from "../../lib/query.js";
import { orderCouponsSchema } from "./order-coupons.js";

const money = (description?: string) => (description ? z.number().describe(description) : z.number());

export const summarySchema = z
  .object({
    currency: z.literal("AED"),
    subtotal: money("Sum of lines, VAT incl."),
    discount: money(),
    total: money("subtotal - discount: what is paid, VAT incl."),
    vat_percentage: z.number(),
    vat_amount: money("round(total x r / (100 + r), 2), r = vat_percentage (the rate the order was sold at)"),
    total_excl_vat: money(),
  })
  .meta({ id: "Summary" });

export const orderSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe("KH-000123"),
    kind: z.enum(["booking", "package", "quotation", "reschedule", "topup"]),
    status: z.enum(["pending", "paid", "failed", "cancelled", "refunded"]),
    payment_method: z.enum(["card", "wallet", "cash"]),
    partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    lines: z.array(
      z.object({
        description: z.string(),
        description_en: z.string(),
        description_ar: z.string(),
        service_id: z.number().int().nullable(),
        package_id: z.number().int().nullable(),
        quantity: z.number().int(),
        unit_price: money("VAT incl."),
        total: money("VAT incl., after this line's share of the discount"),
        vat_amount: money("Line VATs sum to the order's VAT exactly"),
      }),
    ),
    summary: summarySchema.extend({ wallet_amount: money("Paid from the wallet") }),
    coupon_code: z.string().nullable().describe("The first code the customer applied (every code: coupons)"),
    coupons: orderCouponsSchema,
    created_at: z.string(),
    paid_at: z.string().nullable(),
    booking_id: z.number().int().nullable(),
    subscription_id: z.number().int().nullable(),
    invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
    payments: z.array(
      z.object({
        status: z.enum(["succeeded", "declined", "refunded"]),
        gateway: z.string(),
        card_brand: z.string().nullable(),
        card_last4: z.string().nullable(),
        amount: money(),
        failure_message: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: "Order" });

const party = z.object({ name: z.string(), name_en: z.string(), name_ar: z.string() });

export const invoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe("INV-000123, sequential without gaps"),
    issued_at: z.string(),
    supply_date: z.string().describe("YYYY-MM-DD (Asia/Dubai)"),
    order_id: z.number().int(),
    order_number: z.string(),
    currency: z.literal("AED"),
    supplier: party.extend({ address: z.string(), trn: z.string() }),
    provider: party.nullable(),
    customer: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    }),
    lines: z.array(
      z.object({
        description: z.string(),
        description_en: z.string(),
        description_ar: z.string(),
        quantity: z.number().int(),
        unit_price_excl_vat: money(),
        unit_price: money("VAT incl."),
        vat_rate: z.number(),
        vat_amount: money(),
        total_excl_vat: money(),
        total: money("VAT incl., after discount"),
      }),
    ),
    subtotal: money("Sum of lines before discount, VAT incl."),
    subtotal_excl_vat: money("total - vat_amount"),
    discount: money(),
    discounts: orderCouponsSchema,
    vat_amount: money(),
    total: money(),
    paid_by: z.string().describe("card | wallet | cash"),
    payment_reference: z.string().nullable(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
  })
  .meta({ id: "Invoice" });

export const subscriptionSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe("PK-000123"),
    package: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
    partner: z.object({ id: z.number().int(), name: z.string() }),
    duration: z.object({ id: z.number().int(), months: z.number().int(), label: z.string() }),
    property_type: z.string(),
    property_size: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    visits_total: z.number().int(),
    visits_used: z.number().int(),
    total: money(),
    status: z.enum(["pending", "active", "expired", "cancelled"]),
    order_id: z.number().int(),
    order_number: z.string(),
  })
  .meta({ id: "PackageSubscription" });

export const orderParams = z.object({ id: requiredIntParam("id") });
export const invoiceParams = z.object({ order_id: requiredIntParam("order_id") });
export const orderResponse = envelope(orderSchema);
export const invoiceResponse = envelope(invoiceSchema);
export const subscriptionListQuery = z.object({ ...pageParams });
export const subscriptionListResponse = envelope(paginated(subscriptionSchema));

const optionalCode = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  z
    .string({ error: "The coupon code must be a string." })
    .trim()
    .max(50, "The coupon code may not be greater than 50 characters.")
    .optional(),
);

export const packageCheckoutBody = z.object({
  user_address_id: requiredIntParam("user_address_id").meta({ example: 1 }),
  start_date: z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? "The start date field is required."
          : "The start date must be a string.",
    })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The start date must be a date (YYYY-MM-DD).")
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: "The start date must be a date (YYYY-MM-DD).",
      },
    )
    .meta({ example: "2026-06-01", description: "Tomorrow .. 60 days ahead (Asia/Dubai)" }),
  payment_method: z.enum(["card", "wallet"], { error: "The selected payment method is invalid." }),
  coupon_code: optionalCode,
});
