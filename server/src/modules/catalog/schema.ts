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

// ---- shapes ------------------------------------------------------------------------------------------------

const flag = z.number().int().describe("0 or 1");
const money = (what: string) => z.number().describe(`${what} (AED, 2 decimals)`);

export const categorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string().describe("name_en or name_ar, by Accept-Language"),
    name_en: z.string(),
    name_ar: z.string(),
    description: z.string(),
    description_en: z.string(),
    description_ar: z.string(),
    icon: z.string().nullable(),
    image: z.string().nullable(),
    is_trending: flag,
    sort_order: z.number().int(),
    service_count: z.number().int().describe("Active services in the category (of the partner, with partner_id)"),
    status: z.string(),
  })
  .meta({ id: "Category" });

export const partnerRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  average_rating: z.number(),
});

export const partnerSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    logo: z.string().nullable(),
    cover_image: z.string().nullable(),
    about: z.string(),
    about_en: z.string(),
    about_ar: z.string(),
    average_rating: z.number(),
    rating_count: z.number().int(),
    service_count: z.number().int(),
    package_count: z.number().int(),
    status: z.string(),
    emirates: z.array(z.string()).describe("Names of the emirates the partner serves"),
    community_count: z.number().int().describe("Communities served"),
    years_in_business: z.number().int(),
    cash_on_delivery: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    distance_km: z.number().nullable().describe("From latitude/longitude when given (1 decimal), else null"),
    is_favourite: z.boolean().describe("false when signed out"),
  })
  .meta({ id: "Partner" });

export const serviceSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    partner_id: z.number().int(),
    category_id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    description: z.string(),
    description_en: z.string(),
    description_ar: z.string(),
    includes: z.array(z.string()).describe("What the price includes, in the request's language"),
    includes_en: z.array(z.string()),
    includes_ar: z.array(z.string()),
    price: money("Price incl. VAT"),
    price_excl_vat: money("price - vat_amount"),
    vat_amount: money("round(price x r / (100 + r), 2) at the saved VAT rate r (vat_percentage, 5 by default)"),
    duration_minutes: z.number().int(),
    image: z.string().nullable(),
    average_rating: z.number(),
    rating_count: z.number().int(),
    is_trending: flag,
    status: z.string(),
    active: flag,
    is_favourite: z.boolean(),
    partner: partnerRefSchema,
    category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  })
  .meta({ id: "Service" });

export const reviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int().describe("1 to 5"),
    comment: z.string(),
    customer_name: z.string(),
    created_at: z.string(),
    reply: z.string().nullable().describe("Khidma's public reply to the review; null when nobody has replied"),
    replied_at: z
      .string()
      .nullable()
      .describe("When the reply was written or last changed (ISO 8601); null without a reply"),
    partner_reply: z
      .string()
      .nullable()
      .describe("The provider's own reply, shown beside Khidma's; null when the provider has not replied"),
    partner_replied_at: z.string().nullable().describe("When the provider replied or last changed its reply"),
  })
  .meta({ id: "Review" });

export const partnerDetailsSchema = partnerSchema.extend({
  categories: z.array(categorySchema).describe("Categories the partner offers (service_count: theirs)"),
  services: z.array(serviceSchema).describe("The partner's first 20 active services"),
});

export const serviceDetailsSchema = serviceSchema.extend({
  reviews: z.array(reviewSchema).describe("Latest 10 visible reviews"),
  related: z.array(serviceSchema).describe("Up to 6 other services of the same category"),
});

export type CategoryOut = z.infer<typeof categorySchema>;
export type PartnerOut = z.infer<typeof partnerSchema>;
export type ServiceOut = z.infer<typeof serviceSchema>;
export type ReviewOut = z.infer<typeof reviewSchema>;

// ---- queries -----------------------------------------------------------------------------------------------

export const categoryListQuery = z.object({
  ...pageParams,
  trending: boolParam("trending"),
  partner_id: intParam("partner_id"),
});

export const serviceCategoriesQuery = z.object({ ...pageParams, partner_id: intParam("partner_id") });

export const PARTNER_SORT_KEYS = ["average_rating", "service_count", "near_me", "id"] as const;
const sortVal = ["asc", "desc"] as const;

export const partnerListQuery = z.object({
  ...pageParams,
  latitude: numberParam("latitude", -90, 90),
  longitude: numberParam("longitude", -180, 180),
  country: textParam("country", 8),
  timeZone: textParam("timeZone", 64),
  status: textParam("status", 32),
  is_favourite: boolParam("is_favourite"),
  "sort-key": enumParam("sort-key", PARTNER_SORT_KEYS),
  "sort-val": enumParam("sort-val", sortVal),
  sortKey: enumParam("sortKey", PARTNER_SORT_KEYS),
  sortVal: enumParam("sortVal", sortVal),
  search: textParam("search"),
  category_id: intParam("category_id"),
  emirate_id: intParam("emirate_id"),
  community_id: intParam("community_id"),
});

export const partnerDetailsQuery = z.object({
  partner_id: requiredIntParam("partner_id"),
  latitude: numberParam("latitude", -90, 90),
  longitude: numberParam("longitude", -180, 180),
});

export const SERVICE_SORT_KEYS = ["id", "price", "average_rating", "name"] as const;

export const serviceListQuery = z.object({
  ...pageParams,
  category_id: intParam("category_id"),
  partner_id: intParam("partner_id"),
  community_id: intParam("community_id"),
  is_favourite: boolParam("is_favourite"),
  country: textParam("country", 8),
  search: textParam("search"),
  trending: boolParam("trending"),
  sortKey: enumParam("sortKey", SERVICE_SORT_KEYS),
  sortVal: enumParam("sortVal", sortVal),
});

export const serviceDetailsQuery = z.object({
  service_id: requiredIntParam("service_id"),
});

export const reviewListQuery = z
  .object({ ...pageParams, partner_id: intParam("partner_id"), service_id: intParam("service_id") })
  .superRefine((v, ctx) => {
    if (v.partner_id === undefined && v.service_id === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["partner_id"],
        message: "The partner id field is required when service id is not present.",
      });
    }
  });

export const searchQuery = z.object({
  q: requiredTextParam("q"),
  limit: intParam("limit", 1, 50),
});

// ---- responses ---------------------------------------------------------------------------------------------

export const categoryListResponse = envelope(paginated(categorySchema));
export const partnerListResponse = envelope(paginated(partnerSchema));
export const partnerDetailsResponse = envelope(partnerDetailsSchema);
export const serviceListResponse = envelope(paginated(serviceSchema));
export const serviceDetailsResponse = envelope(serviceDetailsSchema);
export const reviewListResponse = envelope(paginated(reviewSchema));
export const searchResponse = envelope(
  z.object({
    categories: z.array(categorySchema),
    services: z.array(serviceSchema),
    partners: z.array(partnerSchema),
  }),
);
