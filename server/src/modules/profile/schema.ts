import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { codeField, emailField, phoneField, requiredString } from "../auth/schema.js";

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

/** `POST user/phone/change-request`: the new UAE mobile number. */
export const phoneChangeRequestBody = z.object({ phone: phoneField });

/** `POST user/phone/change-verify`: the new number again and the code sent to it. */
export const phoneChangeVerifyBody = z.object({ phone: phoneField, otp: codeField("otp") });

/** `POST user/email/change-request`: the new email and the current password. */
export const emailChangeRequestBody = z.object({
  email: emailField,
  current_password: requiredString("current_password", 128),
});

/** `POST user/email/change-verify`: the new email again and the code sent to it. */
export const emailChangeVerifyBody = z.object({ email: emailField, otp: codeField("otp") });

export const phoneCodeSentResponse = envelope(
  z.object({ phone: z.string(), expires_in: z.number().int().meta({ description: "seconds" }) }),
);
export const emailCodeSentResponse = envelope(
  z.object({ email: z.string(), expires_in: z.number().int().meta({ description: "seconds" }) }),
);
