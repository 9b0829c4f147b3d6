import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { blank, decimal, flag, id as idField, idList, integer, text } from "../../lib/fields.js";
import {
  boolParam,
  enumParam,
  fieldLabel,
  intParam,
  pageParams,
  paginated,
  requiredIntParam,
  textParam,
} from "../../lib/query.js";
import { PROPERTY_TYPE_KEYS } from "../packages/schema.js";
import { DATE_INVALID, OPTION_INCOMPLETE, SIZE_KEY_FORMAT } from "./messages.js";

/**
 * Admin catalog payloads. Bodies that may carry an image (categories, banners) are read as multipart text fields
 * or JSON, so every field also takes its wire form (numbers as strings, flags as 0/1/true/false, lists as arrays,
 * JSON arrays in a string, or comma-separated text).
 */

const SORT_DIRECTIONS = ["asc", "desc"] as const;
const STATUSES = ["active", "inactive"] as const;
/** A required field's type (no transform: the OpenAPI document keeps it required). */
const req = <T extends z.ZodType>(schema: T) => schema as unknown as z.ZodType<NonNullable<z.output<T>>, z.input<T>>;
const requiredText = (field: string, max: number) => text(field, max);
const id = (field: string) => idField(field);
const sortOrder = integer("sort_order", 0, 1_000_000, false);

const statusEnum = z.enum(STATUSES, { error: "The status must be active or inactive." });
const status = (required = false) =>
  z.preprocess(
    (v, ctx) => {
      if (blank(v)) {
        if (required) {
          ctx.addIssue({ code: "custom", message: "The status field is required.", input: v });
          return z.NEVER;
        }
        return undefined;
      }
      return v;
    },
    (required ? statusEnum : statusEnum.optional()) as z.ZodType<(typeof STATUSES)[number] | undefined>,
  );

const listBase = {
  ...pageParams,
  search: textParam("search"),
  sortVal: enumParam("sortVal", SORT_DIRECTIONS),
};

/** A real date-time (ISO 8601 or `YYYY-MM-DD HH:mm`), answered as UTC ISO; blank -> null. */
const dateTime = (field: string) =>
  z.preprocess((v, ctx) => {
    if (blank(v)) return null;
    const d = new Date(typeof v === "string" ? v.trim().replace(" ", "T") : String(v));
    if (typeof v !== "string" || Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message: DATE_INVALID, input: v, path: [] });
      return z.NEVER;
    }
    return d.toISOString();
  }, z.string({ error: `The ${fieldLabel(field)} must be a date.` }).nullable());

export const idParams = z.object({ id: requiredIntParam("id") });
export const deletedResponse = envelope(z.object({ id: z.number().int() }));

// ---- service categories ----------------------------------------------------------------------------------------

export const CATEGORY_SORT_KEYS = [
  "id",
  "name",
  "sort_order",
  "created_at",
  "status",
  "is_trending",
  "service_count",
] as const;
export const categoryListQuery = z.object({
  ...listBase,
  status: enumParam("status", STATUSES),
  trending: boolParam("trending"),
  sortKey: enumParam("sortKey", CATEGORY_SORT_KEYS),
});

export const categoryFields = z.object({
  name_en: requiredText("name_en", 100),
  name_ar: requiredText("name_ar", 100),
  description_en: text("description_en", 2000, false),
  description_ar: text("description_ar", 2000, false),
  is_trending: flag("is_trending", false),
  sort_order: sortOrder.describe("Default: after the last category"),
  status: status(),
});
export type CategoryFields = z.infer<typeof categoryFields>;

export const statusBody = z.object({ status: req(status(true)) });
export const bulkStatusBody = z.object({ ids: idList("ids", 1, 500), status: req(status(true)) });
export const trendingBody = z.object({ is_trending: req(flag("is_trending")) });
export const reorderBody = z.object({
  ids: idList("ids", 1, 1000).describe("Category ids in their new order (all of them, or one page)"),
});
export const serviceBulkStatusBody = z.object({ ids: idList("ids", 1, 500), active: req(flag("active")) });

export const adminCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    description: z.string(),
    description_en: z.string(),
    description_ar: z.string(),
    icon: z.string().nullable(),
    image: z.string().nullable(),
    is_trending: z.number().int(),
    sort_order: z.number().int(),
    status: z.string(),
    service_count: z.number().int().describe("Every service of the category, active or not"),
    package_count: z.number().int(),
    attribute_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "AdminCategory" });

// ---- attributes ------------------------------------------------------------------------------------------------

export const ATTRIBUTE_TYPES = ["text", "number", "select"] as const;
export const ATTRIBUTE_SORT_KEYS = ["id", "name", "type", "sort_order", "created_at"] as const;
export const attributeListQuery = z.object({
  ...listBase,
  type: enumParam("type", ATTRIBUTE_TYPES),
  category_id: intParam("category_id"),
  status: enumParam("status", STATUSES),
  sortKey: enumParam("sortKey", ATTRIBUTE_SORT_KEYS),
});

const optionList = z.preprocess(
  (v) => {
    if (blank(v)) return [];
    if (typeof v === "string") {
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    }
    return v;
  },
  z
    .array(
      z.object(
        {
          en: z.string({ error: OPTION_INCOMPLETE }).trim().min(1, OPTION_INCOMPLETE).max(100),
          ar: z.string({ error: OPTION_INCOMPLETE }).trim().min(1, OPTION_INCOMPLETE).max(100),
        },
        { error: OPTION_INCOMPLETE },
      ),
      { error: "The options must be a list." },
    )
    .max(50, "The options may not have more than 50 items."),
);

export const attributeBody = z.object({
  name_en: requiredText("name_en", 100),
  name_ar: requiredText("name_ar", 100),
  type: z.enum(ATTRIBUTE_TYPES, {
    error: (iss) => (blank(iss.input) ? "The type field is required." : "The type must be text, number or select."),
  }),
  options: optionList.optional().describe("select: [{en, ar}] (1..50); ignored for text and number"),
  category_ids: idList("category_ids", 0, 500).optional().describe("The service categories it applies to"),
  is_required: flag("is_required", false),
  sort_order: sortOrder,
  status: status(),
});
export type AttributeBody = z.infer<typeof attributeBody>;

export const attributeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    type: z.enum(ATTRIBUTE_TYPES),
    options: z.array(z.object({ en: z.string(), ar: z.string(), label: z.string() })),
    is_required: z.number().int(),
    sort_order: z.number().int(),
    status: z.string(),
    category_ids: z.array(z.number().int()),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Attribute" });

// ---- banners ---------------------------------------------------------------------------------------------------

export const BANNER_SORT_KEYS = ["id", "title", "sort_order", "starts_at", "ends_at", "status"] as const;
export const bannerListQuery = z.object({
  ...listBase,
  target: enumParam("target", ["customer", "partner"] as const),
  status: enumParam("status", STATUSES),
  live: boolParam("live"),
  sortKey: enumParam("sortKey", BANNER_SORT_KEYS),
});

export const bannerFields = z.object({
  title_en: requiredText("title_en", 150),
  title_ar: requiredText("title_ar", 150),
  subtitle_en: text("subtitle_en", 250, false),
  subtitle_ar: text("subtitle_ar", 250, false),
  link: text("link", 500, false),
  target: z.preprocess(
    (v) => (blank(v) ? "customer" : v),
    z.enum(["customer", "partner"], { error: "The target must be customer or partner." }),
  ),
  sort_order: sortOrder,
  starts_at: dateTime("starts_at").optional(),
  ends_at: dateTime("ends_at").optional(),
  status: status(),
  image: text("image", 500, false).describe("Instead of a file: a site path (/images/...) or an https URL"),
});
export type BannerFields = z.infer<typeof bannerFields>;

export const adminBannerSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string(),
    title_ar: z.string(),
    subtitle: z.string(),
    subtitle_en: z.string(),
    subtitle_ar: z.string(),
    image: z.string(),
    link: z.string().nullable(),
    target: z.enum(["customer", "partner"]),
    sort_order: z.number().int(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    status: z.string(),
    is_live: z.boolean().describe("Active and within its schedule now: shown by banners/get-by-target"),
  })
  .meta({ id: "AdminBanner" });

// ---- property types and sizes ----------------------------------------------------------------------------------

export const propertyTypeListQuery = z.object({ ...listBase });
export const propertyTypeBody = z.object({
  type: z
    .enum(PROPERTY_TYPE_KEYS, {
      error: (iss) =>
        blank(iss.input) ? "The type field is required." : "The type must be one of apartment, villa, office.",
    })
    .describe("apartment | villa | office (package pricing and addresses use these keys)"),
  name_en: requiredText("name_en", 100),
  name_ar: requiredText("name_ar", 100),
  sort_order: sortOrder,
});
export const propertyTypeUpdateBody = propertyTypeBody.partial({ type: true });

export const propertySizeListQuery = z.object({
  ...listBase,
  property_type_id: intParam("property_type_id"),
  sortKey: enumParam("sortKey", ["id", "key", "name", "sort_order"] as const),
});
const sizeKey = z.preprocess(
  (v, ctx) => {
    if (blank(v)) {
      ctx.addIssue({ code: "custom", message: "The key field is required.", input: v });
      return z.NEVER;
    }
    return typeof v === "string" ? v.trim() : v;
  },
  z
    .string({ error: "The key must be a string." })
    .max(40, "The key may not be greater than 40 characters.")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SIZE_KEY_FORMAT),
);
export const propertySizeBody = z.object({
  property_type_id: req(id("property_type_id")),
  key: sizeKey.describe("e.g. 2br, office-m: what prices and addresses store"),
  name_en: requiredText("name_en", 100),
  name_ar: requiredText("name_ar", 100),
  sort_order: sortOrder,
});
export const propertySizeUpdateBody = propertySizeBody.omit({ property_type_id: true });

const usage = {
  package_count: z.number().int(),
  price_count: z.number().int(),
  address_count: z.number().int(),
  in_use: z.boolean(),
};
export const propertySizeSchema = z
  .object({
    id: z.number().int(),
    property_type_id: z.number().int(),
    key: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    sort_order: z.number().int(),
    ...usage,
  })
  .meta({ id: "AdminPropertySize" });
export const propertyTypeSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    sort_order: z.number().int(),
    sizes: z.array(propertySizeSchema),
    ...usage,
  })
  .meta({ id: "AdminPropertyType" });

// ---- emirates, areas, communities ------------------------------------------------------------------------------

export const areaListQuery = z.object({
  ...listBase,
  emirate_id: intParam("emirate_id"),
  status: enumParam("status", STATUSES),
  sortKey: enumParam("sortKey", ["id", "name", "sort_order", "community_count"] as const),
});
export const areaBody = z.object({
  emirate_id: req(id("emirate_id")),
  name_en: requiredText("name_en", 100),
  name_ar: requiredText("name_ar", 100),
  sort_order: sortOrder,
  status: status(),
});

const coordinate = (field: string, min: number, max: number, message: string) =>
  decimal(field, min, max, true, { rangeMessage: message });

export const communityListQuery = z.object({
  ...listBase,
  emirate_id: intParam("emirate_id"),
  area_id: intParam("area_id"),
  sortKey: enumParam("sortKey", ["id", "name", "emirate", "area", "partner_count"] as const),
});
export const communityBody = z.object({
  emirate_id: req(id("emirate_id")),
  area_id: req(id("area_id")),
  name_en: requiredText("name_en", 100),
  name_ar: requiredText("name_ar", 100),
  latitude: coordinate("latitude", 22, 27, "The latitude must be within the UAE (22 to 27)."),
  longitude: coordinate("longitude", 51, 57, "The longitude must be within the UAE (51 to 57)."),
});

export const adminEmirateSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    area_count: z.number().int(),
    community_count: z.number().int(),
  })
  .meta({ id: "AdminEmirate" });
export const areaSchema = z
  .object({
    id: z.number().int(),
    emirate_id: z.number().int(),
    emirate_name: z.string(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    sort_order: z.number().int(),
    status: z.string(),
    community_count: z.number().int(),
  })
  .meta({ id: "Area" });
export const adminCommunitySchema = z
  .object({
    id: z.number().int(),
    emirate_id: z.number().int(),
    emirate_name: z.string(),
    area_id: z.number().int().nullable(),
    area_name: z.string().nullable(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    partner_count: z.number().int(),
  })
  .meta({ id: "AdminCommunity" });

// ---- responses -------------------------------------------------------------------------------------------------

export const categoryListResponse = envelope(paginated(adminCategorySchema));
export const categoryResponse = envelope(adminCategorySchema);
export const countResponse = envelope(z.object({ updated: z.number().int() }));
export const attributeListResponse = envelope(paginated(attributeSchema));
export const attributeResponse = envelope(attributeSchema);
export const bannerListResponse = envelope(paginated(adminBannerSchema));
export const bannerResponse = envelope(adminBannerSchema);
export const propertyTypeListResponse = envelope(paginated(propertyTypeSchema));
export const propertyTypeResponse = envelope(propertyTypeSchema);
export const propertySizeListResponse = envelope(paginated(propertySizeSchema));
export const propertySizeResponse = envelope(propertySizeSchema);
export const emirateListResponse = envelope(z.array(adminEmirateSchema));
export const areaListResponse = envelope(paginated(areaSchema));
export const areaResponse = envelope(areaSchema);
export const communityListResponse = envelope(paginated(adminCommunitySchema));
export const communityResponse = envelope(adminCommunitySchema);
