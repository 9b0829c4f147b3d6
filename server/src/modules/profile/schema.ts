import { z } from "zod";
import { requiredString } from "../auth/schema.js";

/** `POST user/profile/update`: the signed-in user's own name, gender and (optionally) preferred language. */
export const profileUpdateBody = z.object({
  first_name: requiredString("first_name", 100).meta({ example: "Aisha" }),
  last_name: requiredString("last_name", 100).meta({ example: "Khan" }),
  gender: z
    .enum(["female", "male", "other"], { error: "The gender must be female, male or other." })
    .nullable()
    .optional()
    .meta({ description: "null clears it; omitted leaves it unchanged" }),
  preferred_language: z
    .enum(["en", "ar"], { error: "The preferred language must be en or ar." })
    .optional()
    .meta({ description: "omitted leaves it unchanged" }),
});

export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;
