import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import {
  APPLICATION_STATUSES,
  areasBody,
  companyBody,
  contactBankBody,
  DOCUMENT_TYPES,
  optionalCommentBody,
} from "../applications/schema.js";
import { requiredString } from "../auth/schema.js";
import { commissionSaveBody } from "../ledger/schema.js";
import { idList, profileFields } from "../partner-catalog/schema.js";
import { REASON_REQUIRED } from "./messages.js";

export const PARTNER_STATUSES = ["active", "inactive"] as const;
export const PARTNER_SORT_KEYS = [
  "id",
  "name",
  "status",
  "average_rating",
  "service_count",
  "package_count",
  "created_at",
] as const;

export const partnerListQuery = z.object({
  ...pageParams,
  search: textParam("search").describe("Name (English or Arabic), email, phone or slug"),
  status: enumParam("status", PARTNER_STATUSES),
  emirate_id: intParam("emirate_id").describe("Partners serving a community of this emirate"),
  category_id: intParam("category_id").describe("Partners with a service in this category"),
  sortKey: enumParam("sortKey", PARTNER_SORT_KEYS),
  sortVal: enumParam("sortVal", ["asc", "desc"] as const),
});
export type PartnerListQuery = z.infer<typeof partnerListQuery>;

export const idParams = z.object({ id: requiredIntParam("id") });

const statusError = "The selected status is invalid.";
const optionalText = (field: string, max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z
      .string({ error: `The ${field.replace(/_/g, " ")} must be a string.` })
      .trim()
      .max(max, `The ${field.replace(/_/g, " ")} may not be greater than ${max} characters.`)
      .optional(),
  );
export const partnerStatusBody = z
  .object({
    ids: idList("ids", 1, 100).describe("Partner ids (1..100, distinct)"),
    status: z.enum(PARTNER_STATUSES, {
      error: (iss) => (iss.input === undefined ? "The status field is required." : statusError),
    }),
    reason: optionalText("reason", 1000).describe(
      "Why the partners are deactivated (required with status inactive; the partner sees it); ignored on activation",
    ),
  })
  .superRefine((body, ctx) => {
    if (body.status === "inactive" && !body.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_REQUIRED });
  });

/**
 * `admin/partner/update/{id}`: every field optional (only those given change; none: nothing changes), each validated as in the partner
 * onboarding (`applications` company and contact/bank steps, areas) and the commission module (`rate`).
 */
export const partnerUpdateBody = z.object({
  name_en: requiredString("name_en", 150).optional().describe("Display name (storefront), English"),
  name_ar: requiredString("name_ar", 150).optional().describe("Display name (storefront), Arabic"),
  ...companyBody.partial().shape,
  about_en: profileFields.shape.about_en,
  about_ar: profileFields.shape.about_ar,
  email: profileFields.shape.email.describe("The partner's public e-mail"),
  phone: profileFields.shape.phone.describe("The partner's public phone (UAE, stored +971...)"),
  address: optionalText("address", 300).describe("Business address (free text)"),
  ...contactBankBody.partial().shape,
  area_ids: areasBody.shape.community_ids
    .optional()
    .describe("Communities served (replaces the set; `GET area/community/list?limit=-1`)"),
  commission_rate: commissionSaveBody.shape.rate
    .optional()
    .describe("The partner's commission (percent, every category), from now on; history is kept"),
});
export type PartnerUpdateBody = z.infer<typeof partnerUpdateBody>;

export const BULK_ACTIONS = ["under-review", "approve"] as const;
export const applicationBulkBody = z.object({
  ids: idList("ids", 1, 100).describe("Application ids (1..100, distinct)"),
  action: z.enum(BULK_ACTIONS, {
    error: (iss) => (iss.input === undefined ? "The action field is required." : "The selected action is invalid."),
  }),
  comment: optionalCommentBody.shape.comment,
});

// ---- responses -------------------------------------------------------------------------------------------------

export const adminPartnerSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    logo: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.string(),
    average_rating: z.number(),
    rating_count: z.number().int(),
    service_count: z.number().int().describe("Services, active or not"),
    active_service_count: z.number().int(),
    package_count: z.number().int().describe("Packages not deleted, any status"),
    community_count: z.number().int(),
    emirates: z.array(z.string()),
    created_at: z.string(),
  })
  .meta({ id: "AdminPartner" });

export const partnerListResponse = envelope(paginated(adminPartnerSchema));

const areaGroup = z.object({
  emirate_id: z.number().int(),
  emirate_name: z.string(),
  emirate_name_en: z.string(),
  emirate_name_ar: z.string(),
  communities: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), name_en: z.string(), name_ar: z.string() }),
  ),
});

export const partnerDocumentSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(DOCUMENT_TYPES),
    path: z.string().describe("A signed, expiring link to the private file (partner/application/document/{id}/file)"),
    mime: z.string(),
    size: z.number().int(),
    original_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "AdminPartnerDocument" });

export const partnerDetailsResponse = envelope(
  z
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
      years_in_business: z.number(),
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
        .nullable(),
      service_count: z.number().int(),
      active_service_count: z.number().int(),
      package_count: z.number().int(),
      packages_by_status: z.record(z.string(), z.number().int()),
      community_count: z.number().int(),
      emirates: z.array(z.string()),
      areas: z.array(areaGroup),
      ratings: z.object({
        average: z.number(),
        count: z.number().int(),
        distribution: z.record(z.string(), z.number().int()),
      }),
      application: z.object({ id: z.number().int(), status: z.string() }).nullable(),
      address: z.string().nullable(),
      status_reason: z.string().nullable().describe("Why staff deactivated the partner (null while active)"),
      status_changed_at: z.string().nullable(),
      company_type_name: z.string().nullable(),
      contact: z.object({
        contact_person: z.string().nullable(),
        contact_phone: z.string().nullable(),
        contact_email: z.string().nullable(),
      }),
      bank: z.object({
        bank_name: z.string().nullable(),
        account_name: z.string().nullable(),
        iban: z.string().nullable(),
      }),
      area_ids: z.array(z.number().int()).describe("Communities served"),
      commission: z
        .object({
          rate: z.number().describe("Percent"),
          effective_from: z.string(),
          own: z.boolean().describe("true: a rate set for this partner; false: the default rate applies"),
        })
        .nullable(),
      documents: z.array(partnerDocumentSchema).describe("From its approved onboarding application"),
      users: z.array(
        z.object({
          id: z.number().int(),
          first_name: z.string(),
          last_name: z.string(),
          email: z.string().nullable(),
          phone: z.string().nullable(),
          status: z.string(),
        }),
      ),
    })
    .meta({ id: "AdminPartnerDetails" }),
);

export const partnerStatusResponse = envelope(
  z.object({ ids: z.array(z.number().int()), status: z.enum(PARTNER_STATUSES), updated: z.number().int() }),
);

export const applicationCountsResponse = envelope(
  z
    .object({
      all: z.number().int().describe("Every application that is not a draft"),
      ...Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])),
    })
    .meta({ id: "ApplicationCounts" }),
);

export const applicationBulkResponse = envelope(
  z.object({
    done: z.array(z.number().int()),
    failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
  }),
);

/** What a partner's own users read about their account standing (`partner/account-status`). */
export const accountStatusResponse = envelope(
  z
    .object({
      status: z.enum(PARTNER_STATUSES),
      reason: z.string().nullable().describe("Why Khidma deactivated the partner (null while active)"),
      changed_at: z.string().nullable(),
    })
    .meta({ id: "PartnerAccountStatus" }),
);
