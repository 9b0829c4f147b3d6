import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AUDITED_ENTITIES } from "../../../../common/audit.js";
import { requireInternal } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { AUDIT_ENTRY, AUDIT_LOG } from "./messages.js";
import { auditEntry, listAudit } from "./repo.js";
import { auditEntryResponse, auditListQuery, auditListResponse, idParams } from "./schema.js";

const TAGS = ["Audit log"];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const WHO =
  "Permission read-audit-log, internal roles only (a partner or customer role: 403). The trail is append-only: " +
  "no endpoint edits or deletes an entry.";

/**
 * The audit trail (issue 18b): every admin or partner write that touches money, permissions, roles, users, coupons,
 * payouts, settings or a partner's status is recorded by `lib/audit.ts` in the write's own transaction; these two
 * routes read it.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/audit/list",
    {
      onRequest: requireInternal("read-audit-log"),
      schema: {
        tags: TAGS,
        summary: "Search the audit trail: who did what to which record, when, with the values before and after",
        description:
          `${WHO} Filters: user_id or search (the acting user's name or e-mail), entity (${AUDITED_ENTITIES.join(
            ", ",
          )}), entity_id, action, from and to (YYYY-MM-DD, Asia/Dubai, inclusive). Newest first (sortVal asc: ` +
          "oldest first), then id; page, limit. `changes` lists the top-level fields that differ.",
        security,
        querystring: auditListQuery,
        response: { 200: auditListResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await listAudit(db, request.query), AUDIT_LOG),
  );

  app.get(
    "/audit/details/:id",
    {
      onRequest: requireInternal("read-audit-log"),
      schema: {
        tags: TAGS,
        summary: "One audit entry",
        description: `${WHO} An unknown id: 404.`,
        security,
        params: idParams,
        response: { 200: auditEntryResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => ok(reply, await auditEntry(db, request.params.id), AUDIT_ENTRY),
  );
};
