import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { blank, id, text } from "../../lib/fields.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import { SEGMENT_INVALID } from "./messages.js";

/** Announcements (issue 18c): who receives one (a segment and its target) and what it says, in both languages. */

export const SEGMENTS = [
  "all_customers",
  "all_partners",
  "partner_team",
  "category_customers",
  "emirate_customers",
] as const;
export type Segment = (typeof SEGMENTS)[number];

export const TITLE_MAX = 150;
export const BODY_MAX = 2000;

const segmentEnum = z.enum(SEGMENTS, { error: SEGMENT_INVALID });
const segment = z.preprocess((v, ctx) => {
  if (blank(v)) {
    ctx.addIssue({ code: "custom", message: "The segment field is required.", input: v });
    return z.NEVER;
  }
  return v;
}, segmentEnum) as z.ZodType<Segment>;

export const announcementBody = z.object({
  segment: segment.describe(
    "all_customers | all_partners (users of every active partner company) | partner_team (partner_id) | " +
      "category_customers (category_id: customers with a booking in it) | emirate_customers (emirate_id: customers " +
      "with an address in it)",
  ),
  partner_id: id("partner_id", false).describe("Required for partner_team"),
  category_id: id("category_id", false).describe("Required for category_customers"),
  emirate_id: id("emirate_id", false).describe("Required for emirate_customers"),
  title_en: text("title_en", TITLE_MAX),
  title_ar: text("title_ar", TITLE_MAX),
  body_en: text("body_en", BODY_MAX),
  body_ar: text("body_ar", BODY_MAX),
});
export type AnnouncementBody = z.infer<typeof announcementBody>;

export const announcementListQuery = z.object({
  ...pageParams,
  per_page: intParam("per_page", 1, 1000).describe("Rows per page (same as limit; wins when both are given)"),
  search: textParam("search").describe("Part of the title or text, English or Arabic"),
  segment: enumParam("segment", SEGMENTS).describe("Only announcements sent to this segment"),
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;

export const idParams = z.object({ id: requiredIntParam("id") });

export const announcementSchema = z
  .object({
    id: z.number().int(),
    segment: z.enum(SEGMENTS),
    target_id: z.number().int().nullable().describe("The partner, category or emirate of the segment (else null)"),
    target_name: z.string().nullable().describe("Its name in the request's language"),
    title: z.string().describe("In the request's language"),
    title_en: z.string(),
    title_ar: z.string(),
    body: z.string().describe("In the request's language"),
    body_en: z.string(),
    body_ar: z.string(),
    recipients: z.number().int().describe("How many users were notified"),
    sent_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Announcement" });

export const announcementPreviewSchema = z
  .object({
    recipients: z.number().int().describe("How many users would be notified now"),
    title: z.string().describe("In the request's language"),
    body: z.string().describe("In the request's language"),
  })
  .meta({ id: "AnnouncementPreview" });

export const announcementResponse = envelope(announcementSchema);
export const announcementListResponse = envelope(paginated(announcementSchema));
export const announcementPreviewResponse = envelope(announcementPreviewSchema);
