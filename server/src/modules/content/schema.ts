import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { enumParam } from "../../lib/query.js";
import { emailField, requiredString } from "../auth/schema.js";

export const bannerSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string(),
    title_ar: z.string(),
    subtitle: z.string(),
    subtitle_en: z.string(),
    subtitle_ar: z.string(),
    image: z.string(),
    link: z.string().nullable().describe("SPA path the banner opens"),
    target: z.string().describe("customer | partner"),
    sort_order: z.number().int(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
  })
  .meta({ id: "Banner" });

export const faqSchema = z
  .object({
    id: z.number().int(),
    audience: z.string().describe("customer | partner"),
    question: z.string(),
    question_en: z.string(),
    question_ar: z.string(),
    answer: z.string(),
    answer_en: z.string(),
    answer_ar: z.string(),
    sort_order: z.number().int(),
  })
  .meta({ id: "Faq" });

export const contentPageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    title_en: z.string(),
    title_ar: z.string(),
    body: z.string().describe("Markdown, in the request's language"),
    body_en: z.string(),
    body_ar: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ContentPage" });

export const bannerParams = z.object({
  target: z.enum(["customer", "partner"], { error: "The selected target is invalid." }),
});
export const faqListQuery = z.object({ audience: enumParam("audience", ["customer", "partner"] as const) });
export const contentParams = z.object({ slug: z.string().max(100) });

export const contactBody = z.object({
  name: requiredString("name", 100).meta({ example: "Aisha Khan" }),
  email: emailField,
  phone: z
    .string({ error: "The phone must be a string." })
    .trim()
    .max(32, "The phone may not be greater than 32 characters.")
    .nullable()
    .optional()
    .meta({ example: "+971 50 123 4567" }),
  subject: requiredString("subject", 150).meta({ example: "Question about my booking" }),
  message: requiredString("message", 5000).meta({ example: "Hello, I would like to know ..." }),
});

export const bannersResponse = envelope(z.array(bannerSchema));
export const faqListResponse = envelope(z.array(faqSchema));
export const contentPageResponse = envelope(contentPageSchema);
export const contactResponse = envelope(z.object({ id: z.number().int() }));
