import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { decimal, fieldLabel, id, integer, text } from "../../lib/fields.js";
import { requiredIntParam } from "../../lib/query.js";
import { reassignmentSchema } from "../admin-appointments/schema.js";
import { optionalDateField, quotationSchema } from "../bookings/schema.js";
import {
  CHECKLIST_DONE,
  CHECKLIST_LIST,
  LINE_DESCRIPTION_REQUIRED,
  LINES_LIST,
  UNIT_PRICE_DECIMALS,
  VALIDITY_BOTH,
} from "./messages.js";

/** Zod schemas of the partner's quotations, completion reports and reassignment requests (queries, bodies, answers). */

export const idParams = z.object({ id: requiredIntParam("id") });
export const bookingParams = z.object({ booking_id: requiredIntParam("booking_id") });

/** A JSON array in a string (a multipart field), or the value as it is. */
const jsonList = (v: unknown) => {
  if (typeof v !== "string") return v;
  const t = v.trim();
  if (!t) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return v;
  }
};

export const MAX_LINES = 20;
export const MAX_QUOTATION_PHOTOS = 10;
export const MAX_REPORT_PHOTOS = 10;

const quotationLine = z
  .object({
    description: text("description", 300, false),
    description_en: text("description_en", 300, false),
    description_ar: text("description_ar", 300, false),
    quantity: integer("quantity", 1, 1000),
    unit_price: decimal("unit_price", 0.01, 1_000_000, true, {
      decimals: { places: 2, message: UNIT_PRICE_DECIMALS },
    }).describe("AED, VAT included"),
  })
  .superRefine((line, ctx) => {
    if (!line.description && !line.description_en && !line.description_ar)
      ctx.addIssue({ code: "custom", path: ["description"], message: LINE_DESCRIPTION_REQUIRED });
  });
export type QuotationLineInput = z.infer<typeof quotationLine>;

/**
 * The text fields of `partner/quotation/create` (multipart or JSON). `lines` is an array (a JSON array in a
 * multipart field; `lines[0][description]` style fields are gathered into it by the route).
 */
export const quotationFields = z
  .object({
    booking_id: id("booking_id"),
    title: text("title", 150, false).describe("Both languages; default: Extra work / أعمال إضافية"),
    title_en: text("title_en", 150, false),
    title_ar: text("title_ar", 150, false),
    lines: z.preprocess(
      jsonList,
      z
        .array(quotationLine, { error: LINES_LIST })
        .min(1, "The lines field is required.")
        .max(MAX_LINES, `The ${fieldLabel("lines")} may not have more than ${MAX_LINES} items.`),
    ),
    valid_until: optionalDateField("valid_until").describe("Last day it may be accepted (Asia/Dubai)"),
    valid_days: integer("valid_days", 1, 90, false).describe("Days it stays valid from today (default 7)"),
  })
  .superRefine((b, ctx) => {
    if (b.valid_until && b.valid_days !== undefined)
      ctx.addIssue({ code: "custom", path: ["valid_days"], message: VALIDITY_BOTH });
  });
export type QuotationFields = z.infer<typeof quotationFields>;

const checklistAnswer = z.object({
  key: text("key", 40),
  done: z.preprocess(
    (v) => (v === "1" || v === "true" || v === 1 ? true : v === "0" || v === "false" || v === 0 ? false : v),
    z.boolean({ error: CHECKLIST_DONE }),
  ),
});

/** The text fields of `partner/completion-report/create` (multipart; JSON without photos works too). */
export const reportFields = z.object({
  booking_id: id("booking_id"),
  notes: text("notes", 2000),
  checklist: z
    .preprocess(
      jsonList,
      z
        .array(checklistAnswer, { error: CHECKLIST_LIST })
        .max(60, `The ${fieldLabel("checklist")} may not have more than 60 items.`),
    )
    .optional()
    .describe("[{key, done}] for the items of partner/completion-report/checklist/{booking_id}; missing: not done"),
  minutes_on_site: integer("minutes_on_site", 1, 1440, false),
  started_at: text("started_at", 40, false).describe("HH:mm on the booking's day (Asia/Dubai), or ISO 8601"),
  ended_at: text("ended_at", 40, false).describe("HH:mm on the booking's day (Asia/Dubai), or ISO 8601"),
});
export type ReportFields = z.infer<typeof reportFields>;

// ---- request bodies as documented (OpenAPI only: the routes read and validate their forms themselves) ----

const photoFiles = (max: number, what: string) =>
  z
    .array(z.file())
    .max(max)
    .optional()
    .describe(`${what} JPEG, PNG or WebP (by content), 5 MB each; repeat the field per file (name or name[])`);

/** `partner/quotation/create` as multipart/form-data: the text fields of quotationFields, lines as JSON, photos. */
export const quotationForm = z
  .object({
    booking_id: quotationFields.shape.booking_id,
    title: quotationFields.shape.title,
    title_en: quotationFields.shape.title_en,
    title_ar: quotationFields.shape.title_ar,
    lines: z
      .string()
      .optional()
      .describe(
        `Required: a JSON array (1-${MAX_LINES}) of {description (or description_en / description_ar), quantity (1-1000), unit_price (AED incl. VAT, 2 decimals)}; or, instead of this field, lines[i][description], lines[i][description_en], lines[i][description_ar], lines[i][quantity] and lines[i][unit_price] fields (i from 0 to ${MAX_LINES - 1})`,
      ),
    valid_until: quotationFields.shape.valid_until,
    valid_days: quotationFields.shape.valid_days,
    photos: photoFiles(
      MAX_QUOTATION_PHOTOS,
      `The quotation's photos; a line's photos go in lines[i][photos] fields. ${MAX_QUOTATION_PHOTOS} files in all.`,
    ),
  })
  .meta({ id: "QuotationCreateForm" });

/** `partner/quotation/create` as JSON (no photos). */
export const quotationJsonBody = quotationFields.meta({ id: "QuotationCreateBody" });

/** `partner/completion-report/create` as multipart/form-data: the text fields of reportFields, checklist as JSON, photos. */
export const reportForm = z
  .object({
    booking_id: reportFields.shape.booking_id,
    notes: reportFields.shape.notes,
    checklist: z
      .string()
      .optional()
      .describe(
        "A JSON array of {key, done} for the items of partner/completion-report/checklist/{booking_id} (at most 60; unknown keys 422, missing ones not done)",
      ),
    minutes_on_site: reportFields.shape.minutes_on_site.describe(
      "Time on site in minutes (1-1440); required unless started_at and ended_at are sent",
    ),
    started_at: reportFields.shape.started_at,
    ended_at: reportFields.shape.ended_at,
    before_photos: photoFiles(
      MAX_REPORT_PHOTOS,
      `Before the work. ${MAX_REPORT_PHOTOS} files in all with after_photos.`,
    ),
    after_photos: photoFiles(
      MAX_REPORT_PHOTOS,
      `After the work. ${MAX_REPORT_PHOTOS} files in all with before_photos.`,
    ),
  })
  .meta({ id: "CompletionReportCreateForm" });

/** `partner/completion-report/create` as JSON (no photos). */
export const reportJsonBody = reportFields.meta({ id: "CompletionReportCreateBody" });

export const reassignmentRequestBody = z.object({
  reason: text("reason", 500),
  technician_id: id("technician_id", false).describe(
    "The technician who cannot take the job (default: the booking's technician)",
  ),
});

// ---- answers ----

export const checklistItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  label_en: z.string(),
  label_ar: z.string(),
  done: z.boolean(),
});

export const checklistSchema = z
  .object({
    booking_id: z.number().int(),
    items: z.array(checklistItemSchema.omit({ done: true })),
    source: z.enum(["service", "booking"]).describe("service: the services' included items; booking: its item names"),
  })
  .meta({ id: "CompletionChecklist" });

export const eligiblePartnerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    eligible: z.boolean(),
    reason: z.string().nullable().describe("Why it cannot take the booking (the 422 approving it would answer)"),
  })
  .meta({ id: "EligiblePartner" });

export const quotationResponse = envelope(quotationSchema);
export const checklistResponse = envelope(checklistSchema);
export const reassignmentResponse = envelope(reassignmentSchema);
export const eligiblePartnersResponse = envelope(z.array(eligiblePartnerSchema));
