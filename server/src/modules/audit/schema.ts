import { z } from "zod";
import { AUDITED_ENTITIES } from "../../../../common/audit.js";
import { envelope } from "../../lib/envelope.js";
import { enumParam, intParam, pageParams, paginated, requiredIntParam, textParam } from "../../lib/query.js";
import { dateParam } from "../ledger/schema.js";

export const auditListQuery = z.object({
  ...pageParams,
  user_id: intParam("user_id").describe("Who did it: the acting user's id"),
  search: textParam("search").describe("Who did it: part of the acting user's name or e-mail"),
  entity: textParam("entity", 40).describe(`The kind of record: ${AUDITED_ENTITIES.join(" | ")}`),
  entity_id: intParam("entity_id").describe("One record (with entity)"),
  action: textParam("action", 40).describe(
    "create | update | status | delete | permissions | password | approve | ...",
  ),
  from: dateParam("From this day (YYYY-MM-DD, Asia/Dubai, inclusive)"),
  to: dateParam("Up to this day (YYYY-MM-DD, Asia/Dubai, inclusive)"),
  sortVal: enumParam("sortVal", ["asc", "desc"] as const).describe("By when: desc (default, newest first) | asc"),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const idParams = z.object({ id: requiredIntParam("id") });

const value = z.unknown().describe("A JSON value as recorded");

export const auditRowSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string().describe("ISO date-time (UTC)"),
    actor_user_id: z.number().int().nullable().describe("null: the system (a start-up or scheduled job)"),
    actor_name: z.string().nullable(),
    actor_email: z.string().nullable(),
    actor_role_id: z.number().int().nullable(),
    actor_role: z.string().nullable().describe("The role the user acted in"),
    action: z.string(),
    entity: z.string(),
    entity_id: z.number().int().nullable(),
    before: value.nullable().describe("The values before the write (null for a create)"),
    after: value.nullable().describe("The values after the write (null for a delete)"),
    changes: z
      .array(z.object({ field: z.string(), before: value, after: value }))
      .describe("The top-level fields whose values differ between before and after"),
    ip: z.string().nullable(),
  })
  .meta({ id: "AuditEntry" });
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditListResponse = envelope(paginated(auditRowSchema)).meta({ id: "AuditEntryListResponse" });
export const auditEntryResponse = envelope(auditRowSchema).meta({ id: "AuditEntryResponse" });
