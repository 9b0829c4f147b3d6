import { z } from "zod";
import { dubaiDate } from "../../lib/dubai.js";
import { envelope } from "../../lib/envelope.js";
import { toNumber } from "../../lib/fields.js";
import { isUaeIban } from "../../lib/iban.js";
import { normaliseUaePhone, UAE_PHONE_MESSAGE } from "../../lib/phone.js";
import { enumParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import { requiredString } from "../auth/schema.js";
import {
  COMMUNITY_NOT_ID,
  DUPLICATE_COMMUNITIES,
  EXPIRY_NOT_FUTURE,
  INVALID_CONTACT_EMAIL,
  INVALID_DATE,
  INVALID_DOCUMENT_TYPE,
  INVALID_IBAN,
  INVALID_LICENSE_NUMBER,
  INVALID_PRICE,
  INVALID_TRN,
} from "./messages.js";

// ---- constants -------------------------------------------------------------------------------------------------

export const APPLICATION_STATUSES = [
  "draft",
  "submitted",
  "under-review",
  "changes-requested",
  "approved",
  "rejected",
] as const;
/** The wizard's steps, in order; `current_step` is an index into this list (5: every step is complete). */
export const STEPS = ["company", "contact_bank", "documents", "areas", "services"] as const;
export type Step = (typeof STEPS)[number];
export const DOCUMENT_TYPES = ["trade_license", "vat_certificate", "insurance", "owner_emirates_id"] as const;
export const EDITABLE_STATUSES = ["draft", "changes-requested"] as const;
export const ADMIN_SORT_KEYS = ["id", "created_at", "updated_at", "submitted_at", "legal_name_en", "status"] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The kinds of file a partner document may be (checked by content), and the extension each is named with. */
export const DOCUMENT_MIMES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const DOCUMENT_EXT: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

// ---- UAE checks ------------------------------------------------------------------------------------------------

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters and digits (3..30), separators `-` and `/` allowed between them (e.g. Abu Dhabi's `CN-1234567`). */
export const LICENSE_RE = /^[A-Z0-9](?:[A-Z0-9/-]{1,28})[A-Z0-9]$/;
/** A UAE VAT Tax Registration Number: 15 digits, starting with 100. */
export const TRN_RE = /^100\d{12}$/;

/** Today's date in Asia/Dubai, `YYYY-MM-DD`. */
export const dubaiToday = (now = Date.now()): string => dubaiDate(now);

export const isIsoDate = (v: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

// ---- bodies ----------------------------------------------------------------------------------------------------

export const companyBody = z.object({
  legal_name_en: requiredString("legal_name_en", 150).meta({ example: "Falcon Home Services LLC" }),
  legal_name_ar: requiredString("legal_name_ar", 150).meta({ example: "فالكون للخدمات المنزلية ذ.م.م" }),
  trade_license_number: requiredString("trade_license_number", 40)
    .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
    .refine((v) => LICENSE_RE.test(v), INVALID_LICENSE_NUMBER)
    .meta({ example: "1234567", description: "3..30 letters or digits (`-` and `/` allowed between them)" }),
  trade_license_expiry: requiredString("trade_license_expiry", 10)
    .superRefine((v, ctx) => {
      if (!isIsoDate(v)) ctx.addIssue({ code: "custom", message: INVALID_DATE });
      else if (v <= dubaiToday()) ctx.addIssue({ code: "custom", message: EXPIRY_NOT_FUTURE });
    })
    .meta({ example: "2027-06-30", description: "YYYY-MM-DD, after today (Asia/Dubai)" }),
  company_type: requiredString("company_type", 40).meta({
    example: "llc",
    description: "a key from `GET partner/company-types`",
  }),
  trn: z
    .preprocess(
      (v) => (blank(v) ? undefined : typeof v === "string" ? v.replace(/[\s-]/g, "") : v),
      z
        .string({ error: "The trn must be a string." })
        .refine((v) => TRN_RE.test(v), INVALID_TRN)
        .optional(),
    )
    .meta({
      example: "100123456700003",
      description: "VAT Tax Registration Number (15 digits, starts with 100); omit when not VAT registered",
    }),
});
export type CompanyBody = z.infer<typeof companyBody>;

export const contactBankBody = z.object({
  contact_person: requiredString("contact_person", 120).meta({ example: "Layla Haddad" }),
  contact_phone: requiredString("contact_phone", 32)
    .refine((v) => normaliseUaePhone(v) !== null, UAE_PHONE_MESSAGE)
    .transform((v) => normaliseUaePhone(v) ?? v)
    .meta({ example: "+971 50 456 7890", description: "UAE mobile; answered as +9715XXXXXXXX" }),
  contact_email: requiredString("contact_email")
    .toLowerCase()
    .refine((v) => EMAIL_RE.test(v), INVALID_CONTACT_EMAIL)
    .meta({ example: "owner@falcon-home.ae" }),
  bank_name: requiredString("bank_name", 120).meta({ example: "Emirates NBD" }),
  iban: requiredString("iban", 40)
    .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
    .refine(isUaeIban, INVALID_IBAN)
    .meta({ example: "AE07 0331 2345 6789 0123 456", description: "UAE IBAN (spaces allowed), ISO 13616 checked" }),
  account_name: requiredString("account_name", 150).meta({ example: "Falcon Home Services LLC" }),
});
export type ContactBankBody = z.infer<typeof contactBankBody>;

export const areasBody = z.object({
  community_ids: z
    .array(z.number({ error: COMMUNITY_NOT_ID }).int(COMMUNITY_NOT_ID).min(1, COMMUNITY_NOT_ID), {
      error: "The community ids field is required.",
    })
    .min(1, "The community ids must have at least 1 item.")
    .max(1000, "The community ids may not have more than 1000 items.")
    .refine((ids) => new Set(ids).size === ids.length, DUPLICATE_COMMUNITIES)
    .meta({ example: [1, 2, 3], description: "communities served (`GET area/community/list?limit=-1`)" }),
});

const priceField = z
  .preprocess(
    toNumber,
    z.number({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? "The price field is required." : "The price must be a number.",
    }),
  )
  .refine((v) => Number.isFinite(v) && v >= 1 && v <= 100_000, "The price must be between 1 and 100000.")
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, INVALID_PRICE);

const durationField = z.preprocess(
  toNumber,
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? "The duration minutes field is required."
          : "The duration minutes must be an integer.",
    })
    .int("The duration minutes must be an integer.")
    .min(15, "The duration minutes must be at least 15.")
    .max(1440, "The duration minutes may not be greater than 1440."),
);

export const serviceOfferedBody = z.object({
  category_id: requiredIntParam("category_id").meta({ example: 1 }),
  name_en: requiredString("name_en", 120).meta({ example: "Home cleaning (2 hours)" }),
  name_ar: requiredString("name_ar", 120).meta({ example: "تنظيف المنزل (ساعتان)" }),
  price: priceField.meta({ example: 150, description: "AED incl. 5% VAT, up to 2 decimals" }),
  duration_minutes: durationField.meta({ example: 120 }),
});

export const servicesBody = z.object({
  services: z
    .array(serviceOfferedBody, { error: "The services field is required." })
    .min(1, "The services must have at least 1 item.")
    .max(50, "The services may not have more than 50 items."),
});
export type ServicesBody = z.infer<typeof servicesBody>;

/** The text fields of `POST partner/application/document` (multipart, with the `file`). */
export const documentFields = z.object({
  type: z.enum(DOCUMENT_TYPES, {
    error: (iss) => (iss.input === undefined ? "The type field is required." : INVALID_DOCUMENT_TYPE),
  }),
  original_name: z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "string" ? v.trim() : v),
    z.string().max(200, "The original name may not be greater than 200 characters.").optional(),
  ),
});

const optionalComment = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z
    .string({ error: "The comment must be a string." })
    .trim()
    .max(2000, "The comment may not be greater than 2000 characters.")
    .optional(),
);
export const optionalCommentBody = z.object({ comment: optionalComment });
export const requiredCommentBody = z.object({
  comment: requiredString("comment", 2000).meta({ example: "Please upload a trade license that is still valid." }),
});

export const idParams = z.object({ id: requiredIntParam("id") });

export const partnerListQuery = z.object({
  ...pageParams,
  status: enumParam("status", APPLICATION_STATUSES),
});

export const adminListQuery = z.object({
  ...pageParams,
  status: enumParam("status", APPLICATION_STATUSES),
  search: textParam("search"),
  sortKey: enumParam("sortKey", ADMIN_SORT_KEYS),
  sortVal: enumParam("sortVal", ["asc", "desc"] as const),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

// ---- responses -------------------------------------------------------------------------------------------------

const bilingual = {
  name: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
};

export const companyTypeSchema = z
  .object({ id: z.number().int(), key: z.string(), ...bilingual })
  .meta({ id: "CompanyType" });

const statusFields = {
  status: z.enum(APPLICATION_STATUSES),
  status_label: z.string(),
  status_label_en: z.string(),
  status_label_ar: z.string(),
};

export const stepsSchema = z.object({
  company: z.boolean(),
  contact_bank: z.boolean(),
  documents: z.boolean(),
  areas: z.boolean(),
  services: z.boolean(),
});

export const documentSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(DOCUMENT_TYPES),
    path: z.string().describe("/uploads/..."),
    mime: z.string(),
    size: z.number().int(),
    original_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "ApplicationDocument" });

export const commentSchema = z
  .object({
    id: z.number().int(),
    author_user_id: z.number().int().nullable(),
    author_name: z.string().nullable(),
    author_role: z.enum(["internal", "partner"]),
    status: z.enum(APPLICATION_STATUSES).nullable().describe("the status the application was set to"),
    status_label: z.string().nullable(),
    comment: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "ApplicationComment" });

export const areaSchema = z.object({
  community_id: z.number().int(),
  emirate_id: z.number().int(),
  emirate_name: z.string(),
  ...bilingual,
});

export const serviceOfferedSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  ...bilingual,
  price: z.number().describe("AED incl. VAT"),
  price_excl_vat: z.number(),
  vat_amount: z.number(),
  duration_minutes: z.number().int(),
});

const applicant = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const applicationSummarySchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    ...statusFields,
    current_step: z.number().int(),
    legal_name: z.string().nullable(),
    legal_name_en: z.string().nullable(),
    legal_name_ar: z.string().nullable(),
    trade_license_number: z.string().nullable(),
    applicant_name: z.string(),
    applicant_email: z.string(),
    partner_id: z.number().int().nullable(),
    submitted_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ApplicationSummary" });

export const applicationSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    ...statusFields,
    current_step: z
      .number()
      .int()
      .describe("index into steps order: company, contact_bank, documents, areas, services; 5 = all complete"),
    is_editable: z.boolean().describe("draft or changes-requested"),
    steps: stepsSchema,
    required_documents: z.array(z.enum(DOCUMENT_TYPES)),
    legal_name: z.string().nullable(),
    legal_name_en: z.string().nullable(),
    legal_name_ar: z.string().nullable(),
    trade_license_number: z.string().nullable(),
    trade_license_expiry: z.string().nullable(),
    company_type: z.string().nullable(),
    company_type_name: z.string().nullable(),
    trn: z.string().nullable(),
    logo: z.string().nullable(),
    contact_person: z.string().nullable(),
    contact_phone: z.string().nullable(),
    contact_email: z.string().nullable(),
    bank_name: z.string().nullable(),
    iban: z.string().nullable(),
    account_name: z.string().nullable(),
    community_ids: z.array(z.number().int()),
    areas: z.array(areaSchema),
    services: z.array(serviceOfferedSchema),
    documents: z.array(documentSchema),
    comments: z.array(commentSchema).describe("oldest first"),
    applicant,
    partner_id: z.number().int().nullable(),
    submitted_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "PartnerApplication" });

export const companyTypesResponse = envelope(z.array(companyTypeSchema));
export const applicationResponse = envelope(applicationSchema);
export const currentApplicationResponse = envelope(applicationSchema.nullable());
export const applicationListResponse = envelope(paginated(applicationSummarySchema));
export const documentDeletedResponse = envelope(z.object({ id: z.number().int() }));
