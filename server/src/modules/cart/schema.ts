import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { intParam, requiredIntParam, requiredTextParam } from "../../lib/query.js";
import { requiredString } from "../auth/schema.js";
import { priceQuoteSchema } from "../packages/schema.js";
import { KEEP_IMAGES_INVALID } from "./messages.js";

const aed = (what: string) => z.number().describe(`${what} (AED, 2 decimals, VAT incl.)`);

export const MAX_QUANTITY = 20;
export const MAX_NOTES = 1000;

export const summarySchema = z
  .object({
    currency: z.literal("AED"),
    subtotal: aed("Sum of the lines"),
    discount: aed("Coupon discount"),
    total: aed("subtotal - discount"),
    vat_percentage: z.number().describe("5"),
    vat_amount: aed("round(total x r / (100 + r), 2), r = vat_percentage (the rate saved in settings)"),
    total_excl_vat: aed("total - vat_amount"),
  })
  .meta({ id: "CartSummary" });

const partnerRef = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  cash_on_delivery: z.boolean(),
});

const couponView = z.object({
  code: z.string(),
  description: z.string(),
  discount: aed("This code's own discount"),
  funded_by: z.enum(["khidma", "partner"]).describe("Who bears the discount: Khidma, or the partner (a promotion)"),
});
export const couponApplied = couponView
  .nullable()
  .describe("The first applied coupon, or null (see coupon_error when it stopped applying; every code: coupons)");
/** Every applied code (stacking, issue 17). */
export const couponsApplied = z
  .array(couponView)
  .describe(
    "Every code that applies, in the order applied: one, or two when a Khidma coupon and a partner promotion " +
      "(both combinable) stack. The partner promotion is applied first, the Khidma coupon on what remains; " +
      "summary.discount is their sum.",
  );
const couponError = z
  .string()
  .nullable()
  .describe("Why the cart's coupon no longer applies (it is left out of the summary), else null");

export const cartItemSchema = z
  .object({
    id: z.number().int(),
    service_id: z.number().int(),
    partner_id: z.number().int(),
    quantity: z.number().int(),
    notes: z.string().nullable(),
    images: z.array(z.string()),
    unit_price: aed("Service price"),
    total: aed("unit_price x quantity"),
    vat_amount: aed("This line's share of the cart VAT (the lines sum to summary.vat_amount)"),
    duration_minutes: z.number().int().describe("Per unit"),
    service: z.object({
      id: z.number().int(),
      name: z.string(),
      name_en: z.string(),
      name_ar: z.string(),
      image: z.string().nullable(),
      price: aed("Price"),
      duration_minutes: z.number().int(),
      category: z.object({ id: z.number().int(), name: z.string() }),
    }),
    partner: partnerRef,
  })
  .meta({ id: "CartItem" });

export const cartSchema = z
  .object({
    id: z.number().int().nullable().describe("null while the caller has no cart"),
    items: z.array(cartItemSchema),
    count: z.number().int().describe("Sum of quantities"),
    item_count: z.number().int().describe("Rows"),
    partner: partnerRef.nullable().describe("The one provider of every service in the cart"),
    notes: z.string().nullable(),
    images: z.array(z.string()).describe("/uploads/... paths"),
    coupon: couponApplied,
    coupons: couponsApplied,
    coupon_error: couponError,
    summary: summarySchema,
    duration_minutes: z.number().int().describe("Sum of duration_minutes x quantity"),
  })
  .meta({ id: "Cart" });

export const packageCartItemSchema = z
  .object({
    id: z.number().int(),
    package_id: z.number().int(),
    package_duration_id: z.number().int(),
    property_type: z.string(),
    property_size: z.string(),
    user_address_id: z.number().int().nullable(),
    package: z.object({
      id: z.number().int(),
      name: z.string(),
      image: z.string().nullable(),
      partner: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
    }),
    duration: z.object({ id: z.number().int(), months: z.number().int(), label: z.string() }),
    size_name: z.string(),
    type_name: z.string(),
    quote: priceQuoteSchema,
  })
  .meta({ id: "PackageCartItem" });

export const packageCartSchema = z
  .object({
    id: z.number().int().nullable(),
    items: z.array(packageCartItemSchema),
    coupon: couponApplied,
    coupons: couponsApplied,
    coupon_error: couponError,
    summary: summarySchema,
  })
  .meta({ id: "PackageCart" });

export const packageCartItemsSchema = z.object({ items: z.array(packageCartItemSchema), count: z.number().int() });

const flag = (field: string) =>
  z.preprocess(
    (v) =>
      v === null || v === ""
        ? undefined
        : v === 1 || v === "1" || v === true || v === "true"
          ? true
          : v === 0 || v === "0" || v === false || v === "false"
            ? false
            : v,
    z.boolean({ error: `The ${field} field must be true or false.` }).optional(),
  );

const requiredQuantity = requiredIntParam("quantity").refine(
  (v) => v <= MAX_QUANTITY,
  `The quantity may not be greater than ${MAX_QUANTITY}.`,
);

export const addToCartBody = z.object({
  service_id: requiredIntParam("service_id").meta({ example: 1 }),
  quantity: intParam("quantity", 1, MAX_QUANTITY).describe(
    `1-${MAX_QUANTITY}, default 1 (added to the quantity already in the cart)`,
  ),
  replace: flag("replace").describe("true: empty the cart first (to switch provider)"),
});

export const editCartItemBody = z.object({
  cart_item_id: requiredIntParam("cart_item_id"),
  quantity: requiredQuantity.describe(`1-${MAX_QUANTITY}`),
});

export const couponBody = z.object({ coupon_code: requiredString("coupon_code", 50).meta({ example: "WELCOME10" }) });
/** remove-coupon: the code to take off (a second code then becomes the first); none: every code. */
export const removeCouponBody = z
  .object({
    coupon_code: z
      .string({ error: "The coupon code must be a string." })
      .max(50, "The coupon code may not be greater than 50 characters.")
      .optional()
      .meta({ example: "PARTNER15" }),
  })
  .optional();

export const idParams = z.object({ id: requiredIntParam("id") });

export const addPackageBody = z.preprocess(
  // `duration` is accepted as the name of package_duration_id (as GET package/price calls it)
  (v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? {
          ...v,
          package_duration_id:
            (v as Record<string, unknown>).package_duration_id ?? (v as Record<string, unknown>).duration,
        }
      : v,
  z.object({
    package_id: requiredIntParam("package_id"),
    package_duration_id: requiredIntParam("package_duration_id").describe("Or `duration`"),
    property_type: requiredTextParam("property_type", 32).describe("apartment | villa | office (or the type's id)"),
    property_size: requiredTextParam("property_size", 32).describe("Size key (studio, 1br, ...) or its id"),
    user_address_id: intParam("user_address_id").describe("One of the signed-in customer's addresses"),
  }),
);
export type AddPackageBody = z.infer<typeof addPackageBody>;

/** Text fields of `POST customer/add-notes-and-images-to-cart` (multipart). */
export const notesForm = z.object({
  notes: z
    .string()
    .trim()
    .max(MAX_NOTES, `The notes may not be greater than ${MAX_NOTES} characters.`)
    .optional()
    .describe("Absent: unchanged; empty: cleared"),
  keep_images: z
    .preprocess(
      (v, ctx) => {
        if (v === undefined || v === null) return undefined;
        if (Array.isArray(v)) return v;
        if (typeof v === "string") {
          if (v.trim() === "") return [];
          try {
            return JSON.parse(v);
          } catch {
            ctx.addIssue({ code: "custom", message: KEEP_IMAGES_INVALID, input: v });
            return z.NEVER;
          }
        }
        return v;
      },
      z
        .array(z.string({ error: KEEP_IMAGES_INVALID }), { error: KEEP_IMAGES_INVALID })
        .max(20)
        .optional(),
    )
    .describe("JSON array of the current photo paths to keep; absent: keep them all"),
  cart_item_id: intParam("cart_item_id").describe("Attach to this cart item instead of the whole cart"),
});

export const cartResponse = envelope(cartSchema);
export const packageCartResponse = envelope(packageCartSchema);
export const packageCartItemsResponse = envelope(packageCartItemsSchema);
export const conflictResponse = z.object({
  status_code: z.number().int(),
  data: z.object({ partner: z.object({ id: z.number().int(), name: z.string() }) }),
  message: z.string(),
});
