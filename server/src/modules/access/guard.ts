import type { FastifyReply, FastifyRequest } from "fastify";
import type { Permission } from "../../../../common/permissions.js";
import { resolveToken, rolePermissionNames } from "../../lib/auth.js";
import { ApiError, MESSAGES } from "../../lib/errors.js";
import { NO_PARTNER_PROFILE } from "../team/messages.js";

/**
 * Who manages users and roles (issue 15): an internal active role (the whole platform) or a partner active role acting
 * for its own company (users.partner_id). `scope` is the partner the caller is confined to (null: internal, no limit).
 */
export interface TeamActor {
  userId: number;
  roleId: number;
  kind: "internal" | "partner";
  scope: number | null;
}

const actors = new WeakMap<FastifyRequest, TeamActor>();

/**
 * onRequest guard for the user/* and role/* endpoints: 401 without a signed-in user's token; 403 when the active role
 * lacks `permission`, is a customer role, or is a partner role of a user without a partner profile (an applicant).
 * Runs before validation, so a forbidden caller never sees field errors.
 */
export function teamGuard(permission: Permission) {
  return async function teamGuardHandler(request: FastifyRequest, _reply: FastifyReply) {
    const db = request.server.db;
    const auth = request.auth ?? (await resolveToken(db, request));
    if (auth?.kind !== "user" || !auth.userId) throw new ApiError(401, MESSAGES.unauthenticated);
    request.auth = auth;
    const names = await rolePermissionNames(db, auth.activeRoleId);
    if (!names.includes(permission) || auth.activeRoleId === null) throw new ApiError(403, MESSAGES.forbidden);
    const role = await db.selectFrom("roles").select("type").where("id", "=", auth.activeRoleId).executeTakeFirst();
    if (role?.type === "internal") {
      actors.set(request, { userId: auth.userId, roleId: auth.activeRoleId, kind: "internal", scope: null });
      return;
    }
    if (role?.type !== "partner") throw new ApiError(403, MESSAGES.forbidden);
    const user = await db.selectFrom("users").select("partner_id").where("id", "=", auth.userId).executeTakeFirst();
    if (!user?.partner_id) throw new ApiError(403, NO_PARTNER_PROFILE);
    actors.set(request, { userId: auth.userId, roleId: auth.activeRoleId, kind: "partner", scope: user.partner_id });
  };
}

/** The caller the guard admitted (401 when the route has no teamGuard: a programming error made safe). */
export function teamActor(request: FastifyRequest): TeamActor {
  const actor = actors.get(request);
  if (!actor) throw new ApiError(401, MESSAGES.unauthenticated);
  return actor;
}

/** The partner a call is confined to: a partner caller's own, null for internal callers. */
export const scopeOf = (request: FastifyRequest): number | null => teamActor(request).scope;
