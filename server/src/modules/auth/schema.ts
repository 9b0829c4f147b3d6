import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { normaliseUaePhone, UAE_PHONE_MESSAGE } from "../../lib/phone.js";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const label = (field: string) => field.replace(/_/g, " ");

/** A required string with Laravel-style messages ("The email field is required."). */
export const requiredString = (field: string, max = 255) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? `The ${label(field)} field is required.`
          : `The ${label(field)} must be a string.`,
    })
    .trim()
    .min(1, `The ${label(field)} field is required.`)
    .max(max, `The ${label(field)} may not be greater than ${max} characters.`);

export const emailField = requiredString("email")
  .toLowerCase()
  .refine((v) => EMAIL_RE.test(v), "The email must be a valid email address.")
  .meta({ example: "customer@khidma.test" });

export const phoneField = requiredString("phone", 32)
  .refine((v) => normaliseUaePhone(v) !== null, UAE_PHONE_MESSAGE)
  .meta({ example: "+971 50 123 4567", description: "UAE mobile number; normalised to +9715XXXXXXXX" });

export const codeField = (field: string) =>
  requiredString(field, 16)
    .refine((v) => /^\d{6}$/.test(v), `The ${label(field)} must be 6 digits.`)
    .meta({ example: "123456" });

export const newPasswordField = requiredString("password", 128)
  .refine((v) => v.length >= 8, "The password must be at least 8 characters.")
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), "The password must contain at least one letter and one number.");

const confirmation = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx<T>) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({
      code: "custom",
      path: ["password_confirmation"],
      message: "The password confirmation does not match.",
    });
  }
};

/** An optional string; a value of another type gets the Laravel-style (and so translated) message. */
const optionalString = (field: string) =>
  z
    .string({ error: `The ${label(field)} must be a string.` })
    .trim()
    .optional();

/** Email + password, or phone + one-time code. */
export const loginBody = z
  .object({
    email: optionalString("email").meta({ example: "customer@khidma.test" }),
    password: z.string({ error: "The password must be a string." }).optional().meta({ example: "Customer#2026" }),
    phone: optionalString("phone").meta({ example: "+971501234567" }),
    otp: optionalString("otp").meta({ example: "123456" }),
  })
  .superRefine((v, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const byPhone = !v.email && (v.phone !== undefined || v.otp !== undefined);
    if (byPhone) {
      if (!v.phone) add("phone", "The phone field is required.");
      else if (!normaliseUaePhone(v.phone)) add("phone", UAE_PHONE_MESSAGE);
      if (!v.otp) add("otp", "The otp field is required.");
      else if (!/^\d{6}$/.test(v.otp)) add("otp", "The otp must be 6 digits.");
      return;
    }
    if (!v.email) add("email", "The email field is required.");
    else if (!EMAIL_RE.test(v.email)) add("email", "The email must be a valid email address.");
    if (!v.password) add("password", "The password field is required.");
  })
  .describe("Either {email, password} or {phone, otp}.");

export const phoneBody = z.object({ phone: phoneField });

export const otpVerifyBody = z.object({ phone: phoneField, otp: codeField("otp") });

export const resendOtpBody = z.object({
  phone: phoneField,
  purpose: z.enum(["login", "register"], { error: "The purpose must be login or register." }).default("register"),
});

export const registerBody = z
  .object({
    first_name: requiredString("first_name", 100).meta({ example: "Aisha" }),
    last_name: requiredString("last_name", 100).meta({ example: "Khan" }),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
    gender: z.enum(["female", "male", "other"], { error: "The gender must be female, male or other." }).nullish(),
  })
  .superRefine(confirmation);

export const verifyEmailBody = z.object({ email: emailField, code: codeField("code") });

export const forgotPasswordBody = z.object({ email: emailField });

export const resetPasswordBody = z
  .object({
    email: emailField,
    code: codeField("code"),
    password: newPasswordField,
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  })
  .superRefine(confirmation);

export const changePasswordBody = z
  .object({
    current_password: requiredString("current_password", 128),
    password: newPasswordField,
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  })
  .superRefine(confirmation);

export const switchRoleBody = z.object({ role: requiredString("role", 100).meta({ example: "Admin" }) });

// ---- responses -------------------------------------------------------------------------------------------

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(["internal", "partner", "customer"]),
  permissions: z.array(z.string()),
});

export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  user_profile: z.string().nullable(),
  status: z.enum(["active", "inactive"]),
  preferred_language: z.string(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  roles: z.array(roleSchema),
  partner_details: z.object({
    id: z.number().int().nullable(),
    name_en: z.string().nullable(),
    name_ar: z.string().nullable(),
  }),
});

export const tokenData = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().meta({ description: "seconds" }),
});

export const sessionData = z.object({
  user: userSchema,
  roles: z.array(roleSchema),
  default_role: z.string().nullable(),
});

export const loginData = tokenData.extend(sessionData.shape);

export const tokenResponse = envelope(tokenData);
export const loginResponse = envelope(loginData);
export const sessionResponse = envelope(sessionData);
export const nullResponse = envelope(z.null());
export const otpSentResponse = envelope(z.object({ phone: z.string(), expires_in: z.number().int() }));
export const registerResponse = envelope(z.object({ user_id: z.number().int(), phone: z.string(), email: z.string() }));
export const verifyEmailResponse = envelope(z.object({ email: z.string(), email_verified_at: z.string() }));
export const forgotPasswordResponse = envelope(z.object({ email: z.string() }));

export type SessionUser = z.infer<typeof userSchema>;
export type SessionRole = z.infer<typeof roleSchema>;
