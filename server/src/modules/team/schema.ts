import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { boolParam, enumParam, intParam, pageParams, paginated, textParam } from "../../lib/query.js";
import {
  CATEGORY_IDS_LIST,
  COLOUR_INVALID,
  IS_ACTIVE_INVALID,
  LANGUAGE_INVALID,
  LANGUAGES_LIST,
  SERVICE_IDS_LIST,
  TECHNICIAN_INVALID_OBJECT,
} from "./messages.js";

/** Language codes a technician may list (ISO 639-1; the languages most spoken in the UAE's workforce). */
export const LANGUAGE_CODES = [
  "ar",
  "en",
  "hi",
  "ur",
  "ml",
  "ta",
  "te",
  "kn",
  "mr",
  "gu",
  "pa",
  "bn",
  "ne",
  "si",
  "tl",
  "fa",
  "ps",
  "fr",
  "ru",
  "zh",
  "es",
  "de",
  "it",
  "pt",
  "tr",
  "sw",
  "am",
  "so",
  "id",
  "ms",
] as const;

export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const idList = (message: string) =>
  z.array(z.number({ error: message }).int(message).min(1, message), { error: message }).max(200, message);

/** Optional on user/create and user/update: the technician profile of a user holding a Technician role. */
export const technicianInput = z
  .object(
    {
      colour: z.string({ error: COLOUR_INVALID }).regex(COLOUR_PATTERN, COLOUR_INVALID).optional().meta({
        example: "#1677ff",
        description: "Calendar colour, #rrggbb",
      }),
      is_active: z.boolean({ error: IS_ACTIVE_INVALID }).optional().describe("false: not given new jobs"),
      languages: z
        .array(z.enum(LANGUAGE_CODES, { error: LANGUAGE_INVALID }), { error: LANGUAGES_LIST })
        .max(LANGUAGE_CODES.length, LANGUAGES_LIST)
        .optional()
        .meta({ example: ["en", "ar"], description: "ISO 639-1 codes" }),
      service_ids: idList(SERVICE_IDS_LIST)
        .optional()
        .meta({ example: [1], description: "Services of the user's partner the technician can do" }),
      category_ids: idList(CATEGORY_IDS_LIST)
        .optional()
        .meta({ example: [], description: "Whole categories the technician can do" }),
    },
    { error: TECHNICIAN_INVALID_OBJECT },
  )
  .describe(
    "Technician profile (users holding a Technician role). Fields left out keep their value; no service_ids and no " +
      "category_ids: the technician can do every service of their partner.",
  );
export type TechnicianInput = z.infer<typeof technicianInput>;

export const technicianProfileSchema = z
  .object({
    colour: z.string().describe("#rrggbb"),
    is_active: z.boolean(),
    languages: z.array(z.string()),
    service_ids: z.array(z.number().int()),
    category_ids: z.array(z.number().int()),
  })
  .meta({ id: "TechnicianProfile" });
export type TechnicianProfile = z.infer<typeof technicianProfileSchema>;

/** One technician as both technician lists answer it (partner/technician/list, admin/technician/list). */
export const technicianSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: z.enum(["active", "inactive"]).describe("The user account's status"),
    colour: z.string().describe("Calendar colour, #rrggbb"),
    is_active: z.boolean().describe("The technician profile's active flag (false: not given new jobs)"),
    languages: z.array(z.string()),
    service_ids: z.array(z.number().int()).describe("Empty with empty category_ids: every service of the partner"),
    category_ids: z.array(z.number().int()),
    open_jobs: z.number().int().describe("Open bookings (not completed or cancelled) assigned to them"),
  })
  .meta({ id: "Technician" });
export type TechnicianRow = z.infer<typeof technicianSchema>;

export const partnerTechnicianListQuery = z.object({
  ...pageParams,
  partner_id: intParam("partner_id").describe("Internal callers: the partner (required); a partner: its own"),
  search: textParam("search").describe("Matches the full name, email and phone"),
  status: enumParam("status", ["active", "inactive"] as const).describe("The user account's status"),
  is_active: boolParam("is_active").describe("The technician profile's active flag"),
});
export type PartnerTechnicianListQuery = z.infer<typeof partnerTechnicianListQuery>;

export const partnerTechnicianListResponse = envelope(paginated(technicianSchema));
