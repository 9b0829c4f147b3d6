import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { enumParam, pageParams, paginated, requiredIntParam } from "../../lib/query.js";
import { partnerSchema, serviceSchema } from "../catalog/schema.js";

export const FAVOURITE_TYPES = ["partner", "service"] as const;

export const favouriteBody = z.object({
  type: z.enum(FAVOURITE_TYPES, {
    error: (iss) => (iss.input === undefined ? "The type field is required." : "The selected type is invalid."),
  }),
  id: requiredIntParam("id").meta({ example: 1, description: "The partner's or service's id" }),
});

export const favouriteListQuery = z.object({
  ...pageParams,
  type: enumParam("type", FAVOURITE_TYPES).describe("partner (default) or service"),
});

export const favouriteResponse = envelope(
  z.object({ type: z.enum(FAVOURITE_TYPES), id: z.number().int(), is_favourite: z.boolean() }),
);
export const favouriteListResponse = envelope(
  z
    .union([paginated(partnerSchema), paginated(serviceSchema)])
    .describe("Partners or services, newest favourite first"),
);
