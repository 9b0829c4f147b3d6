import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { intParam, pageParams, paginated, textParam } from "../../lib/query.js";

export const emirateSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), name_en: z.string(), name_ar: z.string() })
  .meta({ id: "Emirate" });

export const communitySchema = z
  .object({
    id: z.number().int(),
    emirate_id: z.number().int(),
    emirate_name: z.string(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: "Community" });

export const communityListQuery = z.object({
  ...pageParams,
  emirate_id: intParam("emirate_id"),
  partner_id: intParam("partner_id"),
  search: textParam("search"),
});

export const emiratesResponse = envelope(z.array(emirateSchema));
export const communityListResponse = envelope(paginated(communitySchema));
