import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { id } from "../../lib/fields.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";

export const SUPPORT_KEY_HEADER = "x-support-key";
export const BODY_MAX = 2000;

const text = (field: string, max: number) =>
  z
    .string({ error: `The ${field} must be a string.` })
    .trim()
    .max(max, `The ${field} may not be greater than ${max} characters.`);

/** The message text: required, 1..2000 characters after trimming. */
export const bodyField = z
  .string({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? "The body field is required." : "The body must be a string.",
  })
  .trim()
  .min(1, "The body field is required.")
  .max(BODY_MAX, `The body may not be greater than ${BODY_MAX} characters.`)
  .meta({ example: "Hello, my cleaner has not arrived yet." });

export const threadSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(["open", "closed"]),
    subject: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "SupportThread" });

export const messageSchema = z
  .object({
    id: z.number().int(),
    sender: z.enum(["customer", "agent", "system"]),
    body: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "SupportMessage" });

export const threadQuery = z.object({
  after_id: intParam("after_id", 0).describe("Only messages with a greater id (polling)"),
});

export const messageBody = z.object({
  body: bodyField,
  subject: text("subject", 150).optional(),
  guest_name: text("guest name", 100).optional().describe("Required for guests (client token) starting a thread"),
  guest_email: text("guest email", 255).optional().describe("Required for guests (client token) starting a thread"),
});

export const threadResponse = envelope(z.object({ thread: threadSchema.nullable(), messages: z.array(messageSchema) }));

export const postMessageResponse = envelope(
  z.object({
    thread: threadSchema,
    messages: z.array(messageSchema).describe("The messages this call added (the customer's, plus any system reply)"),
    support_key: z
      .string()
      .optional()
      .describe("Only when a guest starts a thread: send it back as X-Support-Key to read the thread"),
  }),
);

export const adminThreadSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(["open", "closed"]),
    subject: z.string(),
    user_id: z.number().int().nullable(),
    is_guest: z.boolean(),
    customer_name: z.string(),
    customer_email: z.string().nullable(),
    assigned_to: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe("The agent the conversation is assigned to (null: nobody yet)"),
    message_count: z.number().int(),
    last_message: messageSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    last_message_at: z.string(),
  })
  .meta({ id: "AdminSupportThread" });

export const adminListQuery = z.object({
  ...pageParams,
  status: enumParam("status", ["open", "closed"] as const),
  assigned: enumParam("assigned", ["me"] as const).describe("`me`: only conversations assigned to the caller"),
  search: textParam("search").describe("Part of the subject, or of the customer's (or guest's) name or e-mail"),
});

export const threadParams = z.object({
  id: requiredIntParam("id"),
});

export const replyBody = z.object({ body: bodyField });

export const assignBody = z
  .object({
    user_id: id("user_id", false).describe(
      "The agent: an active internal user holding reply-support (default: the caller)",
    ),
  })
  .default({ user_id: undefined });

export const adminListResponse = envelope(paginated(adminThreadSchema));
export const adminThreadResponse = envelope(z.object({ thread: adminThreadSchema, messages: z.array(messageSchema) }));
export const adminReplyResponse = envelope(z.object({ thread: adminThreadSchema, message: messageSchema }));
export const adminCloseResponse = envelope(z.object({ thread: adminThreadSchema }));
export const adminAssignResponse = envelope(z.object({ thread: adminThreadSchema }));
