import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Permission } from "../../../common/permissions.js";
import type { AppConfig } from "../config.js";
import { type Database, nowIso } from "../db/database.js";
import { ApiError, MESSAGES } from "./errors.js";
import type { LoginAttempts } from "./rate-limit.js";
import { sha256 } from "./tokens.js";

export interface AuthContext {
  tokenId: number;
  kind: "client" | "user";
  userId: number | null;
  activeRoleId: number | null;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    loginAttempts: LoginAttempts;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : null;
};

/** Resolves the bearer token (if any) to a live token row; null when absent, unknown, expired or revoked. */
const LAST_USED_RESOLUTION_MS = 60_000;

export async function resolveToken(db: Database, request: FastifyRequest): Promise<AuthContext | null> {
  const raw = bearerToken(request);
  if (!raw) return null;
  const now = nowIso();
  const row = await db
    .selectFrom("tokens")
    .leftJoin("users", "users.id", "tokens.user_id")
    .select([
      "tokens.id",
      "tokens.kind",
      "tokens.user_id",
      "tokens.active_role_id",
      "tokens.last_used_at",
      "users.status as user_status",
    ])
    .where("tokens.token_hash", "=", sha256(raw))
    .where("tokens.revoked_at", "is", null)
    .where("tokens.expires_at", ">", now)
    .executeTakeFirst();
  if (!row) return null;
  if (row.kind === "user" && (row.user_id === null || row.user_status !== "active")) return null;
  // last use to the minute: one write a minute per token, not one per request
  if (!row.last_used_at || Date.parse(now) - Date.parse(row.last_used_at) >= LAST_USED_RESOLUTION_MS)
    await db.updateTable("tokens").set({ last_used_at: now }).where("id", "=", row.id).execute();
  return { tokenId: row.id, kind: row.kind, userId: row.user_id, activeRoleId: row.active_role_id };
}

/** Permission names of a role (empty for no role). */
export async function rolePermissionNames(db: Database, roleId: number | null): Promise<string[]> {
  if (roleId === null) return [];
  const rows = await db
    .selectFrom("role_permissions")
    .innerJoin("permissions", "permissions.id", "role_permissions.permission_id")
    .select("permissions.name")
    .where("role_permissions.role_id", "=", roleId)
    .orderBy("permissions.id")
    .execute();
  return rows.map((r) => r.name);
}

export interface RequireAuthOptions {
  /** true: only a signed-in user's token; false: a client token or a user token. */
  user: boolean;
  /** Permission the token's active role must hold (implies user: true). */
  permission?: Permission;
}

/**
 * preHandler guarding a route: 401 `Unauthenticated.` without a live token (or with a client token where a user
 * is needed), 403 when the active role lacks the permission.
 */
export function requireAuth(options: RequireAuthOptions): preHandlerAsyncHookHandler {
  return async function requireAuthHandler(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
    const auth = request.auth ?? (await resolveToken(request.server.db, request));
    if (!auth) throw new ApiError(401, MESSAGES.unauthenticated);
    if ((options.user || options.permission) && auth.kind !== "user") throw new ApiError(401, MESSAGES.unauthenticated);
    if (options.permission) {
      const names = await rolePermissionNames(request.server.db, auth.activeRoleId);
      if (!names.includes(options.permission)) throw new ApiError(403, MESSAGES.forbidden);
    }
    request.auth = auth;
  };
}

/**
 * The one guard for endpoints of one side of the platform: a signed-in user whose active role is of `type` and holds
 * `permission`. 401 without a user's token (a client token included), 403 otherwise (a partner role holding a
 * permission of the same name is still refused an internal endpoint). Permissions are read on every request, so a
 * matrix change applies at the next one. Use it `onRequest`, so a forbidden caller never sees field errors.
 */
export function requireRoleType(type: "internal" | "partner", permission: Permission): preHandlerAsyncHookHandler {
  return async function requireRoleTypeHandler(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
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
    if (role?.type !== type) throw new ApiError(403, MESSAGES.forbidden);
  };
}

/** `requireRoleType("internal", permission)`: the admin portal's endpoints. */
export const requireInternal = (permission: Permission) => requireRoleType("internal", permission);

/** The signed-in user's id (use after requireAuth({user:true})). */
export const currentUserId = (request: FastifyRequest): number => {
  if (!request.auth?.userId) throw new ApiError(401, MESSAGES.unauthenticated);
  return request.auth.userId;
};
