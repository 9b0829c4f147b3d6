import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import {
  boolParam,
  enumParam,
  intParam,
  numberParam,
  pageParams,
  paginated,
  requiredIntParam,
  requiredTextParam,
  textParam,
} from "../../lib/query.js";
import { partnerRefSchema } from "../catalog/schema.js";

export const PACKAGE_STATUSES = ["Approved", "Pending", "Rejected", "Changes Requested"] as const;
export const PROPERTY_TYPE_KEYS = ["apartment", "villa", "office"] as const;

const aed = (what: string) => z.number().describe(`${what} (AED, 2 decimals)`);

export const durationSchema = z
  .object({
    id: z.number().int().describe("package_duration_id"),
    months: z.number().int(),
    label: z.string(),
    label_en: z.string(),
    label_ar: z.string(),
    discount_percent: z.number().describe("Discount on the whole term, in percent"),
  })
  .meta({ id: "PackageDuration" });

/** What happens to a package visit not used by the end of its month (issue 16). */
export const UNUSED_VISITS = ["lost", "carry_over"] as const;

export const packageSchema = z
  .object({
    id: z.number().int(),
    partner_id: z.number().int(),
    category_id: z.number().int().nullable(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    description: z.string(),
    description_en: z.string(),
    description_ar: z.string(),
    image: z.string().nullable(),
    services: z.array(z.object({ id: z.number().int(), name: z.string() })).describe("Active services it bundles"),
    visits_per_month: z.number().int(),
    unused_visits: z
      .enum(UNUSED_VISITS)
      .optional()
      .describe("A visit not used by the end of its month: lost, or carried over to the next month (issue 16)"),
    property_types: z.array(z.enum(PROPERTY_TYPE_KEYS)),
    status: z.string().describe("Approved | Pending | Rejected | Changes Requested"),
    active: z.number().int().describe("0 or 1"),
    is_handpicked: z.number().int().describe("0 or 1"),
    starting_price: aed("Lowest monthly price incl. VAT over its pricing").nullable(),
    partner: partnerRefSchema,
  })
  .meta({ id: "Package" });

export const packageDetailsSchema = packageSchema.extend({ durations: z.array(durationSchema) });

export const propertySizeSchema = z.object({
  id: z.number().int(),
  key: z.string().describe("studio, 1br ... 5br, office-s ... office-xl"),
  name: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
});

export const propertyTypeSchema = z
  .object({
    id: z.number().int().describe("property_id"),
    type: z.enum(PROPERTY_TYPE_KEYS),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    sizes: z.array(propertySizeSchema),
  })
  .meta({ id: "PropertyType" });

export const durationPricesSchema = z.object({
  package_duration: durationSchema,
  property_type: propertyTypeSchema.omit({ sizes: true }),
  prices: z.array(
    z.object({
      property_size: z.string().describe("Size key"),
      property_size_id: z.number().int(),
      size_name: z.string(),
      price: aed("Monthly price incl. VAT, before the duration's discount"),
      discounted_monthly_price: aed("Monthly price after the duration's discount: total / months"),
      total: aed("Price of the whole term incl. VAT, after the discount"),
    }),
  ),
});

export const priceQuoteSchema = z
  .object({
    package_id: z.number().int(),
    package_duration_id: z.number().int(),
    duration_months: z.number().int().describe("Months in the term"),
    property_type: z.enum(PROPERTY_TYPE_KEYS),
    property_size: z.string().describe("Size key, e.g. 2br or office-m"),
    currency: z.literal("AED"),
    visits_per_month: z.number().int(),
    visits_total: z.number().int().describe("visits_per_month x duration_months"),
    monthly_price: aed("Monthly price incl. VAT from the package's pricing, before discount"),
    list_total: aed("monthly_price x duration_months, incl. VAT"),
    discount_percent: z.number().describe("The duration's discount, in percent"),
    discount_amount: aed("round(list_total x discount_percent / 100, 2)"),
    total: aed("list_total - discount_amount: what the customer pays, incl. VAT"),
    subtotal_excl_vat: aed("total - vat_amount"),
    vat_percentage: z.number().describe("5"),
    vat_amount: aed("VAT inside total: round(total x r / (100 + r), 2), r = vat_percentage"),
    monthly_price_after_discount: aed("round(total / duration_months, 2)"),
    price_per_visit: aed("round(total / visits_total, 2)"),
  })
  .meta({ id: "PackagePriceQuote" });

export type PackageOut = z.infer<typeof packageSchema>;
export type DurationOut = z.infer<typeof durationSchema>;
export type PropertyTypeOut = z.infer<typeof propertyTypeSchema>;
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

export const packageListQuery = z.object({
  ...pageParams,
  status: enumParam("status", PACKAGE_STATUSES),
  active: boolParam("active"),
  partner_id: intParam("partner_id"),
  latitude: numberParam("latitude", -90, 90),
  longitude: numberParam("longitude", -180, 180),
  country: textParam("country", 8),
  type: enumParam("type", PROPERTY_TYPE_KEYS),
  is_handpicked: boolParam("is_handpicked"),
  category_id: intParam("category_id"),
  search: textParam("search"),
});

export const packageDetailsQuery = z.object({ package_id: requiredIntParam("package_id") });
export const propertyListQuery = z.object({ package_id: intParam("package_id") });
export const durationPriceQuery = z.object({
  package_id: requiredIntParam("package_id"),
  package_duration_id: requiredIntParam("package_duration_id"),
  property_id: requiredIntParam("property_id"),
});
export const priceQuery = z.object({
  package_id: requiredIntParam("package_id"),
  duration: requiredIntParam("duration").describe("package_duration_id"),
  property_type: requiredTextParam("property_type", 32).describe("apartment | villa | office (or the type's id)"),
  property_size: requiredTextParam("property_size", 32).describe("Size key (studio, 1br, office-s, ...) or its id"),
  user_address_id: intParam("user_address_id").describe("Accepted; not used for the price yet"),
});

export const packageListResponse = envelope(paginated(packageSchema));
export const packageDetailsResponse = envelope(packageDetailsSchema);
export const propertyListResponse = envelope(z.array(propertyTypeSchema));
export const durationPricesResponse = envelope(durationPricesSchema);
export const priceQuoteResponse = envelope(priceQuoteSchema);
