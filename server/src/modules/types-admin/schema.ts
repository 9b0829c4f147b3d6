import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { blank, clearableText, text } from "../../lib/fields.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";

/** Company types and job types (issue 18a): the same list, details, create, update and status payloads. */

export const TYPE_STATUSES = ["active", "inactive"] as const;
export type TypeStatus = (typeof TYPE_STATUSES)[number];

const statusEnum = z.enum(TYPE_STATUSES, { error: "The status must be active or inactive." });
const status = (required: boolean) =>
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
    (required ? statusEnum : statusEnum.optional()) as z.ZodType<TypeStatus | undefined>,
  );

export const typeListQuery = z.object({
  ...pageParams,
  per_page: intParam("per_page", 1, 1000).describe("Rows per page (same as limit; wins when both are given)"),
  search: textParam("search").describe("Part of the English or Arabic name, or of the key"),
  status: enumParam("status", TYPE_STATUSES).describe("active | inactive"),
});
export type TypeListQuery = z.infer<typeof typeListQuery>;

export const idParams = z.object({ id: requiredIntParam("id") });

const names = {
  name_en: text("name_en", 100),
  name_ar: text("name_ar", 100),
};
const descriptions = {
  // null or "" clears a description on update
  description_en: clearableText("description_en", 1000),
  description_ar: clearableText("description_ar", 1000),
};

export const companyTypeCreateBody = z.object({ ...names, status: status(false) });
export const companyTypeUpdateBody = z.object({
  name_en: text("name_en", 100, false),
  name_ar: text("name_ar", 100, false),
  status: status(false),
});
export const jobTypeCreateBody = z.object({ ...names, ...descriptions, status: status(false) });
export const jobTypeUpdateBody = companyTypeUpdateBody.extend(descriptions);
export const typeStatusBody = z.object({ status: status(true) as z.ZodType<TypeStatus> });

export type TypeWrite = {
  name_en?: string;
  name_ar?: string;
  description_en?: string;
  description_ar?: string;
  status?: TypeStatus;
};

const base = {
  id: z.number().int(),
  key: z.string().describe("Derived from the English name when created (kebab-case, unique); never changes"),
  name: z.string().describe("In the request's language"),
  name_en: z.string(),
  name_ar: z.string(),
  status: z.enum(TYPE_STATUSES),
  sort_order: z.number().int(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
};
export const companyTypeSchema = z.object(base).meta({ id: "AdminCompanyType" });
export const jobTypeSchema = z
  .object({
    ...base,
    description: z.string().nullable(),
    description_en: z.string().nullable(),
    description_ar: z.string().nullable(),
  })
  .meta({ id: "AdminJobType" });

export const companyTypeListResponse = envelope(paginated(companyTypeSchema));
export const companyTypeResponse = envelope(companyTypeSchema);
export const jobTypeListResponse = envelope(paginated(jobTypeSchema));
export const jobTypeResponse = envelope(jobTypeSchema);
