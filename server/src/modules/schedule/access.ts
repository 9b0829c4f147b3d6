import type { FastifyReply, FastifyRequest } from "fastify";
import type { Permission } from "../../../../common/permissions.js";
import type { Database } from "../../db/database.js";
import { resolveToken, rolePermissionNames } from "../../lib/auth.js";
import { ApiError, fieldError, MESSAGES } from "../../lib/errors.js";
import { NO_PARTNER_PROFILE, NOT_YOUR_COMPANY, PARTNER_ID_INVALID, PARTNER_ID_REQUIRED } from "./messages.js";

/**
 * Who manages a schedule: a partner-type active role for its own partner (users.partner_id), or an internal role
 * for any partner (it names the partner with `partner_id`).
 */
export type ScheduleActor =
  | { userId: number; kind: "partner"; partnerId: number }
  | { userId: number; kind: "internal"; partnerId: null };

const actors = new WeakMap<FastifyRequest, ScheduleActor>();

/**
 * onRequest guard: 401 without a signed-in user's token; 403 when the active role lacks `permission`, is neither a
 * partner nor an internal role (or `internalOnly` and not internal), or is a partner role without a partner profile.
 * Runs before validation, so a forbidden caller never learns about field errors.
 */
export function scheduleGuard(permission: Permission, options: { internalOnly?: boolean } = {}) {
  return async function scheduleGuardHandler(request: FastifyRequest, _reply: FastifyReply) {
    const db = request.server.db;
    const auth = request.auth ?? (await resolveToken(db, request));
    if (auth?.kind !== "user" || !auth.userId) throw new ApiError(401, MESSAGES.unauthenticated);
    request.auth = auth;
    const names = await rolePermissionNames(db, auth.activeRoleId);
    if (!names.includes(permission)) throw new ApiError(403, MESSAGES.forbidden);
    const role =
      auth.activeRoleId === null
        ? undefined
        : await db.selectFrom("roles").select("type").where("id", "=", auth.activeRoleId).executeTakeFirst();
    if (role?.type === "internal") {
      actors.set(request, { userId: auth.userId, kind: "internal", partnerId: null });
      return;
    }
    if (role?.type !== "partner" || options.internalOnly) throw new ApiError(403, MESSAGES.forbidden);
    const user = await db.selectFrom("users").select("partner_id").where("id", "=", auth.userId).executeTakeFirst();
    if (!user?.partner_id) throw new ApiError(403, NO_PARTNER_PROFILE);
    actors.set(request, { userId: auth.userId, kind: "partner", partnerId: user.partner_id });
  };
}

/** The actor the guard found (401 when a route has no guard: a programming error made safe). */
export function scheduleActor(request: FastifyRequest): ScheduleActor {
  const actor = actors.get(request);
  if (!actor) throw new ApiError(401, MESSAGES.unauthenticated);
  return actor;
}

/**
 * The partner a request acts for: a partner's own (another `partner_id`: 403); for an internal role the
 * `partner_id` given (422 when missing or unknown).
 */
export async function schedulePartner(
  db: Database,
  actor: ScheduleActor,
  requested: number | undefined,
): Promise<number> {
  if (actor.kind === "partner") {
    if (requested !== undefined && requested !== actor.partnerId) throw new ApiError(403, NOT_YOUR_COMPANY);
    return actor.partnerId;
  }
  if (requested === undefined) throw fieldError("partner_id", PARTNER_ID_REQUIRED);
  const row = await db.selectFrom("partners").select("id").where("id", "=", requested).executeTakeFirst();
  if (!row) throw fieldError("partner_id", PARTNER_ID_INVALID);
  return row.id;
}

/** 403 when a partner touches another partner's row (internal roles may touch any). */
export function assertOwnCompany(actor: ScheduleActor, partnerId: number): void {
  if (actor.kind === "partner" && actor.partnerId !== partnerId) throw new ApiError(403, NOT_YOUR_COMPANY);
}
