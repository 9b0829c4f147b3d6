import type { FastifyRequest } from "fastify";
import { type Database, nowIso } from "../db/database.js";

/** Who did it: the signed-in user and the role they acted in (null for the system, e.g. a start-up job). */
export interface AuditActor {
  userId: number | null;
  roleId: number | null;
  ip?: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  /** create | update | delete | status | password | permissions | roles ... */
  action: string;
  /** user | role | role_permissions | partner ... */
  entity: string;
  entity_id: number | null;
  /** The values before the write (null for a create); JSON-serialisable. Never put secrets here. */
  before?: unknown;
  /** The values after the write (null for a delete). */
  after?: unknown;
}

/** The actor of a request (its token's user and active role, and the client address). */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  userId: request.auth?.userId ?? null,
  roleId: request.auth?.activeRoleId ?? null,
  ip: request.ip ?? null,
});

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/**
 * Appends one row to the audit trail. Call it with the same `db` (transaction) as the write it records, so the row
 * exists exactly when the write does.
 */
export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_user_id: entry.actor.userId,
      actor_role_id: entry.actor.roleId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entity_id,
      before_json: json(entry.before),
      after_json: json(entry.after),
      ip: entry.actor.ip ?? null,
      created_at: nowIso(),
    })
    .execute();
}
