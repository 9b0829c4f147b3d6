import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { decimal, flag, id, idList, integer, text, textList, toList } from "../../lib/fields.js";
import { boolParam, enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import {
  durationSchema,
  PACKAGE_STATUSES,
  PROPERTY_TYPE_KEYS,
  packageSchema,
  UNUSED_VISITS,
} from "../packages/schema.js";
import { EMAIL_INVALID, PRICE_DECIMALS } from "./messages.js";

/**
 * Bodies accept JSON or (where an image may come) multipart text fields, so every field takes its wire form too
 * (lib/fields.ts: numbers as plain decimal strings, flags as 0/1/true/false, lists as arrays, JSON arrays in a
 * string, or comma-separated text), and nothing looser.
 */

export { flag, idList, integer, text } from "../../lib/fields.js";

const requiredText = (field: string, max: number) => text(field, max);
const requiredInt = (field: string, min: number, max: number) => integer(field, min, max);
const optionalId = (field: string) => id(field, false);
const requiredId = (field: string) => id(field);
const requiredFlag = (field: string) => flag(field);

/** AED with at most 2 decimals, 1..100000. */
export const price = (field = "price") =>
  decimal(field, 1, 100_000, true, { decimals: { places: 2, message: PRICE_DECIMALS } });

const propertyTypes = z.preprocess(
  toList,
  z
    .array(z.enum(PROPERTY_TYPE_KEYS, { error: "The property types must be one of apartment, villa, office." }), {
      error: "The property types must be a list.",
    })
    .min(1, "The property types must have at least 1 item.")
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((t, i) => {
        if (seen.has(t)) ctx.addIssue({ code: "custom", path: [i], message: "Each value may be given only once." });
        seen.add(t);
      });
    }),
);

// ---- packages ------------------------------------------------------------------------------------------------

export const STATUS_PERFORMERS = ["partner", "admin", "internal"] as const;
export const PACKAGE_SORT_KEYS = ["id", "name", "status", "created_at", "updated_at", "visits_per_month"] as const;
export const SORT_DIRECTIONS = ["asc", "desc"] as const;

/** package/create and package/update/{id} (whole package; multipart with an optional `image`, or JSON). */
export const packageFields = z.object({
  partner_id: optionalId("partner_id").describe("Internal roles: the partner (required on create); partners: omit"),
  name_en: requiredText("name_en", 150),
  name_ar: requiredText("name_ar", 150),
  description_en: text("description_en", 2000, false),
  description_ar: text("description_ar", 2000, false),
  category_id: requiredId("category_id"),
  service_ids: idList("service_ids", 1, 50).describe("The partner's own service ids (1..50, distinct)"),
  visits_per_month: requiredInt("visits_per_month", 1, 31),
  unused_visits: enumParam("unused_visits", UNUSED_VISITS).describe(
    "A visit not used by its month's end: lost (default) or carry_over to the next month; omitted on update: unchanged",
  ),
  property_types: propertyTypes.describe("apartment | villa | office (at least one)"),
});
export type PackageFields = z.infer<typeof packageFields>;

export const managedPackageSchema = packageSchema
  .extend({
    status_label: z.string(),
    service_ids: z.array(z.number().int()).describe("Every service the package bundles (active or not)"),
    duration_count: z.number().int(),
    price_count: z.number().int().describe("Priced (duration, property type, size) combinations"),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ManagedPackage" });

export const managedPackageDetailsSchema = managedPackageSchema.extend({ durations: z.array(durationSchema) });

export const packageListQuery = z.object({
  ...pageParams,
  status: enumParam("status", PACKAGE_STATUSES),
  partner_id: intParam("partner_id"),
  active: boolParam("active"),
  category_id: intParam("category_id"),
  is_handpicked: boolParam("is_handpicked"),
  search: textParam("search"),
  sortKey: enumParam("sortKey", PACKAGE_SORT_KEYS),
  sortVal: enumParam("sortVal", SORT_DIRECTIONS),
});

export const idParams = z.object({ id: requiredIntParam("id") });

export const packageIdQuery = z.object({ package_id: requiredIntParam("package_id") });

export const changeStatusBody = z.object({
  package_id: requiredId("package_id"),
  status: z.enum(PACKAGE_STATUSES, {
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ""
        ? "The status field is required."
        : "The status must be one of Pending, Approved, Rejected, Changes Requested.",
  }),
  comments: text("comments", 2000, false),
  status_performed_by: text("status_performed_by", 40, false).describe(
    "Accepted for compatibility; the server records who performed it from the token",
  ),
  user_id: optionalId("user_id").describe("Accepted for compatibility; the signed-in user is recorded"),
});

export const activeBody = z.object({ package_id: requiredId("package_id"), active: requiredFlag("active") });
export const handpickedBody = z.object({
  package_id: requiredId("package_id"),
  is_handpicked: requiredFlag("is_handpicked"),
});

export const commentBody = z.object({
  package_id: requiredId("package_id"),
  comments: requiredText("comments", 2000),
  status_performed_by: text("status_performed_by", 40, false),
});

export const commentSchema = z
  .object({
    id: z.number().int(),
    package_id: z.number().int(),
    author_user_id: z.number().int().nullable(),
    author_name: z.string().nullable(),
    author_role: z.enum(["internal", "partner"]),
    status_performed_by: z.enum(["internal", "partner"]).describe("Same as author_role"),
    status: z.string().nullable().describe("The status set by this entry; null for a plain comment"),
    status_label: z.string().nullable(),
    previous_status: z.string().nullable(),
    comments: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "PackageComment" });

// ---- durations and pricing -----------------------------------------------------------------------------------

export const DURATION_SORT_KEYS = ["id", "months", "discount_percent", "label"] as const;
export const durationListQuery = z.object({
  ...pageParams,
  package_id: requiredIntParam("package_id"),
  search: textParam("search"),
  sortKey: enumParam("sortKey", DURATION_SORT_KEYS),
  sortVal: enumParam("sortVal", SORT_DIRECTIONS),
});

export const durationBody = z.object({
  id: optionalId("id").describe("Update this duration; omit to add one"),
  package_id: requiredId("package_id"),
  months: requiredInt("months", 1, 36),
  label_en: text("label_en", 60, false).describe("Default `N months`"),
  label_ar: text("label_ar", 60, false).describe("Default Arabic `N أشهر`"),
  discount_percent: decimal("discount_percent", 0, 90, false, {
    decimals: { places: 2, message: "The discount percent must have at most 2 decimals." },
  })
    .transform((n) => n ?? 0)
    .describe("0..90, at most 2 decimals; default 0"),
});

export const managedDurationSchema = durationSchema
  .extend({ package_id: z.number().int(), price_count: z.number().int() })
  .meta({ id: "ManagedPackageDuration" });

const priceEntry = z.object({
  property_type: z.enum(PROPERTY_TYPE_KEYS, {
    error: (iss) =>
      iss.input === undefined ? "The property type field is required." : "The selected property type is invalid.",
  }),
  property_size: requiredText("property_size", 32),
  price: price("price").describe("Monthly price incl. VAT (AED), before the duration's discount"),
});

const priceList = z
  .array(priceEntry, { error: "The prices must be a list." })
  .min(1, "The prices must have at least 1 item.")
  .max(100, "The prices may not have more than 100 items.");

export const durationPricingBody = z.object({
  package_id: requiredId("package_id"),
  package_duration_id: requiredId("package_duration_id"),
  prices: priceList,
});

export const bulkPricingBody = z.object({
  package_id: requiredId("package_id"),
  prices: priceList.describe("Applied to every duration of the package"),
});

export const PRICING_SORT_KEYS = ["id", "price", "months", "property_type", "property_size"] as const;
export const pricingListQuery = z.object({
  ...pageParams,
  package_id: requiredIntParam("package_id"),
  package_duration_id: intParam("package_duration_id"),
  search: textParam("search"),
  sortKey: enumParam("sortKey", PRICING_SORT_KEYS),
  sortVal: enumParam("sortVal", SORT_DIRECTIONS),
});

export const pricingRowSchema = z
  .object({
    id: z.number().int(),
    package_id: z.number().int(),
    package_duration_id: z.number().int(),
    months: z.number().int(),
    duration_label: z.string(),
    discount_percent: z.number(),
    property_type: z.enum(PROPERTY_TYPE_KEYS),
    property_type_name: z.string(),
    property_size: z.string(),
    property_size_name: z.string(),
    price: z.number().describe("Monthly price incl. VAT (AED), before discount"),
    price_excl_vat: z.number(),
    vat_amount: z.number(),
    discounted_monthly_price: z.number().describe("total / months"),
    total: z.number().describe("Whole term incl. VAT after the duration's discount"),
  })
  .meta({ id: "PackagePrice" });

// ---- services ------------------------------------------------------------------------------------------------

export const SERVICE_SORT_KEYS = ["id", "name", "price", "duration_minutes", "created_at", "average_rating"] as const;
export const serviceListQuery = z.object({
  ...pageParams,
  partner_id: intParam("partner_id"),
  category_id: intParam("category_id"),
  active: boolParam("active"),
  search: textParam("search"),
  sortKey: enumParam("sortKey", SERVICE_SORT_KEYS),
  sortVal: enumParam("sortVal", SORT_DIRECTIONS),
});

/** partner/service/create and update/{id} (multipart with an optional `image`, or JSON). */
export const serviceFields = z.object({
  partner_id: optionalId("partner_id").describe("Internal roles: the partner (required on create); partners: omit"),
  category_id: requiredId("category_id"),
  name_en: requiredText("name_en", 150),
  name_ar: requiredText("name_ar", 150),
  description_en: text("description_en", 2000, false),
  description_ar: text("description_ar", 2000, false),
  price: price("price").describe("AED incl. 5% VAT, at most 2 decimals"),
  duration_minutes: requiredInt("duration_minutes", 15, 1440),
  includes_en: textList("includes_en", 20, 200).optional(),
  includes_ar: textList("includes_ar", 20, 200).optional(),
  job_type_id: optionalId("job_type_id").describe(
    "An active job type (`job-type/list`) classifying the service; absent or blank: none (the body replaces the service)",
  ),
});
export type ServiceFields = z.infer<typeof serviceFields>;

export const serviceStatusBody = z.object({ active: requiredFlag("active") });

export const managedServiceSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    partner_id: z.number().int(),
    partner_name: z.string(),
    category_id: z.number().int(),
    category_name: z.string(),
    job_type_id: z.number().int().nullable().describe("Its job type (issue 18a), null when not classified"),
    job_type: z.string().nullable().describe("The job type's name in the request's language"),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    description: z.string(),
    description_en: z.string(),
    description_ar: z.string(),
    includes: z.array(z.string()),
    includes_en: z.array(z.string()),
    includes_ar: z.array(z.string()),
    price: z.number().describe("AED incl. VAT"),
    price_excl_vat: z.number(),
    vat_amount: z.number(),
    duration_minutes: z.number().int(),
    image: z.string().nullable(),
    average_rating: z.number(),
    rating_count: z.number().int(),
    is_trending: z.number().int(),
    status: z.string(),
    active: z.number().int().describe("0 or 1"),
    package_count: z.number().int().describe("Packages bundling it"),
    created_at: z.string(),
  })
  .meta({ id: "ManagedService" });

// ---- service areas -------------------------------------------------------------------------------------------

export const areaListQuery = z.object({ partner_id: intParam("partner_id") });
export const areaBody = z.object({
  partner_id: optionalId("partner_id"),
  community_ids: idList("community_ids", 1, 1000),
});

export const serviceAreasSchema = z
  .object({
    partner_id: z.number().int(),
    community_count: z.number().int(),
    emirates: z.array(
      z.object({
        emirate_id: z.number().int(),
        emirate_name: z.string(),
        emirate_name_en: z.string(),
        emirate_name_ar: z.string(),
        communities: z.array(
          z.object({
            id: z.number().int(),
            slug: z.string(),
            name: z.string(),
            name_en: z.string(),
            name_ar: z.string(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "PartnerServiceAreas" });

// ---- profile and dashboard -----------------------------------------------------------------------------------

export const partnerIdQuery = z.object({ partner_id: intParam("partner_id") });

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const profileFields = z.object({
  partner_id: optionalId("partner_id"),
  about_en: text("about_en", 2000, false),
  about_ar: text("about_ar", 2000, false),
  phone: text("phone", 30, false),
  email: text("email", 255, false).refine((v) => v === undefined || EMAIL_RE.test(v), EMAIL_INVALID),
  cash_on_delivery: flag("cash_on_delivery", false),
});

export const partnerProfileSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.string(),
    logo: z.string().nullable(),
    cover_image: z.string().nullable(),
    about: z.string(),
    about_en: z.string(),
    about_ar: z.string(),
    cash_on_delivery: z.boolean(),
    years_in_business: z.number().int(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    created_at: z.string(),
    company: z
      .object({
        legal_name_en: z.string().nullable(),
        legal_name_ar: z.string().nullable(),
        trade_license_number: z.string().nullable(),
        trade_license_expiry: z.string().nullable(),
        company_type: z.string().nullable(),
        trn: z.string().nullable(),
      })
      .nullable()
      .describe("From the approved application, when the partner onboarded through one"),
    service_count: z.number().int(),
    active_service_count: z.number().int(),
    package_count: z.number().int(),
    community_count: z.number().int(),
    emirates: z.array(z.string()),
    ratings: z.object({
      average: z.number(),
      count: z.number().int(),
      distribution: z.object({
        "1": z.number().int(),
        "2": z.number().int(),
        "3": z.number().int(),
        "4": z.number().int(),
        "5": z.number().int(),
      }),
    }),
  })
  .meta({ id: "PartnerProfile" });

export const dashboardSchema = z
  .object({
    partner_id: z.number().int(),
    services: z.object({ total: z.number().int(), active: z.number().int() }),
    packages: z.object({
      total: z.number().int(),
      active: z.number().int(),
      by_status: z.record(z.string(), z.number().int()).describe("Every package status, 0 included"),
    }),
    appointments: z.object({
      upcoming_count: z.number().int(),
      next: z.array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          scheduled_at: z.string(),
          status: z.string(),
          customer_name: z.string(),
          address_text: z.string(),
          total: z.number(),
        }),
      ),
    }),
    revenue_this_month: z.number().describe("Paid orders of the partner since the 1st of this month (Asia/Dubai), AED"),
    earnings: z
      .object({
        this_month: z
          .number()
          .describe(
            "AED: the partner's ledger lines since the 1st of this month (Asia/Dubai) other than settlements " +
              "(payout, payout_reversal, carry_forward, cash_collected): revenue less commission, its VAT, discounts, " +
              "refunds, fees and adjustments",
          ),
        total: z.number().describe("AED: as partner/balance total (the sum of the ledger)"),
        pending: z.number().describe("AED: as partner/balance pending (inside the holding period)"),
        available: z.number().describe("AED: as partner/balance available"),
      })
      .nullable()
      .describe("From the partner ledger; null when the caller lacks read-payout"),
    currency: z.literal("AED"),
    rating: z.object({ average: z.number(), count: z.number().int() }),
    community_count: z.number().int(),
    comparison: z
      .object({
        from: z.string().describe("The 1st of this month (Asia/Dubai), YYYY-MM-DD"),
        to: z.string().describe("Today (Asia/Dubai)"),
        previous_from: z.string().describe("The first day of the previous period of the same length"),
        previous_to: z.string().describe("The day before `from`"),
        current: z.object({
          revenue: z.number().describe("AED: paid orders (by paid_at), VAT included; equals revenue_this_month"),
          bookings: z.number().int().describe("Appointments scheduled in the period, any status"),
          rating: z.number().describe("Average stars of the visible reviews written in the period (0: none)"),
          reviews: z.number().int().describe("Visible reviews written in the period"),
        }),
        previous: z.object({
          revenue: z.number(),
          bookings: z.number().int(),
          rating: z.number(),
          reviews: z.number().int(),
        }),
      })
      .describe("This month so far against the previous period of the same length, for the change on each card"),
  })
  .meta({ id: "PartnerDashboard" });

// ---- responses -----------------------------------------------------------------------------------------------

export const packageListResponse = envelope(paginated(managedPackageSchema));
export const packageResponse = envelope(managedPackageDetailsSchema);
export const deletedResponse = envelope(z.object({ id: z.number().int() }));
export const commentResponse = envelope(commentSchema);
export const commentListResponse = envelope(z.array(commentSchema));
export const durationListResponse = envelope(paginated(managedDurationSchema));
export const durationResponse = envelope(managedDurationSchema);
export const pricingListResponse = envelope(paginated(pricingRowSchema));
export const pricingSavedResponse = envelope(
  z.object({ package_id: z.number().int(), prices: z.array(pricingRowSchema) }),
);
export const serviceListResponse = envelope(paginated(managedServiceSchema));
export const serviceResponse = envelope(managedServiceSchema);
export const serviceAreasResponse = envelope(serviceAreasSchema);
export const profileResponse = envelope(partnerProfileSchema);
export const dashboardResponse = envelope(dashboardSchema);
