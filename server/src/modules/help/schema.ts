import { z } from "zod";
import { HELP_TOPIC_KEYS } from "../../db/help-data.js";
import { envelope } from "../../lib/envelope.js";
import { choice, integer, text } from "../../lib/fields.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import * as M from "./messages.js";

/** The staff help centre and FAQ management (issue 18c): queries, bodies and rows. */

export const HELP_STATUSES = ["active", "inactive"] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];
export const FAQ_AUDIENCES = ["customer", "partner"] as const;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];

export const idParams = z.object({ id: requiredIntParam("id") });

const listPage = {
  ...pageParams,
  per_page: intParam("per_page", 1, 1000).describe("Rows per page (same as limit; wins when both are given)"),
};

export const helpListQuery = z.object({
  ...listPage,
  topic: enumParam("topic", HELP_TOPIC_KEYS).describe(`One topic: ${HELP_TOPIC_KEYS.join(" | ")}`),
  search: textParam("search").describe("Words in the English or Arabic title or body"),
  status: enumParam("status", HELP_STATUSES).describe("active | inactive"),
});
export type HelpListQuery = z.infer<typeof helpListQuery>;

const sortOrder = integer("sort_order", 0, 100000, false);

export const helpCreateBody = z.object({
  topic: choice("topic", HELP_TOPIC_KEYS, M.HELP_TOPIC_INVALID, true),
  title_en: text("title_en", 200),
  title_ar: text("title_ar", 200),
  body_en: text("body_en", 20000).describe("Markdown"),
  body_ar: text("body_ar", 20000).describe("Markdown"),
  status: choice("status", HELP_STATUSES, M.STATUS_INVALID, false).optional(),
  sort_order: sortOrder,
});
export const helpUpdateBody = z.object({
  topic: choice("topic", HELP_TOPIC_KEYS, M.HELP_TOPIC_INVALID, false).optional(),
  title_en: text("title_en", 200, false),
  title_ar: text("title_ar", 200, false),
  body_en: text("body_en", 20000, false).describe("Markdown"),
  body_ar: text("body_ar", 20000, false).describe("Markdown"),
  status: choice("status", HELP_STATUSES, M.STATUS_INVALID, false).optional(),
  sort_order: sortOrder,
});
export type HelpWrite = z.infer<typeof helpUpdateBody>;

export const faqAdminListQuery = z.object({
  ...listPage,
  audience: enumParam("audience", FAQ_AUDIENCES).describe("customer | partner"),
  search: textParam("search").describe("Words in the English or Arabic question or answer"),
  status: enumParam("status", HELP_STATUSES).describe("active | inactive"),
});
export type FaqAdminListQuery = z.infer<typeof faqAdminListQuery>;

export const faqCreateBody = z.object({
  audience: choice("audience", FAQ_AUDIENCES, M.FAQ_AUDIENCE_INVALID, true),
  question_en: text("question_en", 500),
  question_ar: text("question_ar", 500),
  answer_en: text("answer_en", 5000),
  answer_ar: text("answer_ar", 5000),
  sort_order: sortOrder,
  status: choice("status", HELP_STATUSES, M.STATUS_INVALID, false).optional(),
});
export const faqUpdateBody = z.object({
  audience: choice("audience", FAQ_AUDIENCES, M.FAQ_AUDIENCE_INVALID, false).optional(),
  question_en: text("question_en", 500, false),
  question_ar: text("question_ar", 500, false),
  answer_en: text("answer_en", 5000, false),
  answer_ar: text("answer_ar", 5000, false),
  sort_order: sortOrder,
  status: choice("status", HELP_STATUSES, M.STATUS_INVALID, false).optional(),
});
export type FaqWrite = z.infer<typeof faqUpdateBody>;

export const helpArticleSchema = z
  .object({
    id: z.number().int(),
    topic: z.enum(HELP_TOPIC_KEYS),
    topic_name: z.string().describe("The topic's name in the request's language"),
    title: z.string().describe("In the request's language"),
    title_en: z.string(),
    title_ar: z.string(),
    body: z.string().describe("Markdown, in the request's language"),
    body_en: z.string(),
    body_ar: z.string(),
    status: z.enum(HELP_STATUSES),
    sort_order: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: "HelpArticle" });

export const helpTopicSchema = z
  .object({
    key: z.enum(HELP_TOPIC_KEYS),
    name: z.string().describe("In the request's language"),
    name_en: z.string(),
    name_ar: z.string(),
    count: z.number().int().describe("Articles of this topic (active ones only without update-help)"),
  })
  .meta({ id: "HelpTopic" });

export const adminFaqSchema = z
  .object({
    id: z.number().int(),
    audience: z.enum(FAQ_AUDIENCES),
    question: z.string().describe("In the request's language"),
    question_en: z.string(),
    question_ar: z.string(),
    answer: z.string(),
    answer_en: z.string(),
    answer_ar: z.string(),
    sort_order: z.number().int(),
    status: z.enum(HELP_STATUSES),
    updated_at: z.string().nullable(),
  })
  .meta({ id: "AdminFaq" });

export const helpListResponse = envelope(paginated(helpArticleSchema));
export const helpArticleResponse = envelope(helpArticleSchema);
export const helpTopicsResponse = envelope(z.array(helpTopicSchema));
export const faqAdminListResponse = envelope(paginated(adminFaqSchema));
export const faqAdminResponse = envelope(adminFaqSchema);
export const deletedResponse = envelope(z.object({ id: z.number().int() }));
