import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { sql } from "kysely";
import type { Permission } from "../../../common/permissions.js";
import type { AppConfig } from "../config.js";
import { type Database, nowIso } from "../db/database.js";
import { ApiError, MESSAGES } from "./errors.js";
import { param, preparedQuery } from "./prepared.js";
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

const LAST_USED_RESOLUTION_MS = 60_000;

type RoleType = "internal" | "partner" | "customer";

/** A permission held by a role: one indexed row (permissions.name is unique, role_permissions keyed by role). */
const holdsPermission = (db: Database, roleRef: "tokens.active_role_id" | "roles.id", permission: string) =>
  db
    .selectFrom("role_permissions as rp")
    .innerJoin("permissions as pm", "pm.id", "rp.permission_id")
    .select("rp.role_id")
    .where("rp.role_id", "=", sql.ref<number>(roleRef))
    .where("pm.name", "=", permission);

/** The token, its user's status and partner profile, the active role's type (built and compiled once). */
const tokenRow = (db: Database) =>
  db
    .selectFrom("tokens")
    .leftJoin("users", "users.id", "tokens.user_id")
    .leftJoin("roles", "roles.id", "tokens.active_role_id")
    .select([
      "tokens.id",
      "tokens.kind",
      "tokens.user_id",
      "tokens.active_role_id",
      "tokens.last_used_at",
      "users.status as user_status",
      "users.partner_id as user_partner_id",
      "roles.type as role_type",
    ])
    .where("tokens.token_hash", "=", param<string>("hash"))
    .where("tokens.revoked_at", "is", null)
    .where("tokens.expires_at", ">", param<string>("now"));

const tokenQuery = preparedQuery(tokenRow);
/** The same row, and whether the active role holds one permission (a guard's whole question in one query). */
const tokenWithPermissionQuery = preparedQuery((db) =>
  tokenRow(db).select((eb) =>
    eb.exists(holdsPermission(db, "tokens.active_role_id", param<string>("permission"))).as("held"),
  ),
);
/** For a request whose token is already resolved: the role's type, the user's partner, one permission held. */
const roleAccessQuery = preparedQuery((db) =>
  db
    .selectFrom("roles")
    .select((eb) => [
      "roles.type as role_type",
      eb
        .selectFrom("users")
        .select("users.partner_id")
        .where("users.id", "=", param<number>("userId"))
        .as("user_partner_id"),
      eb.exists(holdsPermission(db, "roles.id", param<string>("permission"))).as("held"),
    ])
    .where("roles.id", "=", param<number>("roleId")),
);
const permissionQuery = preparedQuery((db) =>
  db
    .selectFrom("role_permissions as rp")
    .innerJoin("permissions as pm", "pm.id", "rp.permission_id")
    .select("rp.role_id")
    .where("rp.role_id", "=", param<number>("roleId"))
    .where("pm.name", "=", param<string>("permission")),
);

// SQLite answers EXISTS as 0/1, PostgreSQL as a boolean
const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === 1n;

/** The live token row behind the request's bearer token (and the permission, when asked), or undefined. */
async function liveToken(db: Database, request: FastifyRequest, permission: string | null) {
  const raw = bearerToken(request);
  if (!raw) return undefined;
  const now = nowIso();
  const hash = sha256(raw);
  const row =
    permission === null
      ? (await tokenQuery(db, { hash, now }))[0]
      : (await tokenWithPermissionQuery(db, { hash, now, permission }))[0];
  if (!row) return undefined;
  if (row.kind === "user" && (row.user_id === null || row.user_status !== "active")) return undefined;
  // last use to the minute: one write a minute per token, not one per request
  if (!row.last_used_at || Date.parse(now) - Date.parse(row.last_used_at) >= LAST_USED_RESOLUTION_MS)
    await db.updateTable("tokens").set({ last_used_at: now }).where("id", "=", row.id).execute();
  return row;
}

const contextOf = (row: {
  id: number;
  kind: "client" | "user";
  user_id: number | null;
  active_role_id: number | null;
}) =>
  ({ tokenId: row.id, kind: row.kind, userId: row.user_id, activeRoleId: row.active_role_id }) satisfies AuthContext;

/** Resolves the bearer token (if any) to a live token row; null when absent, unknown, expired or revoked. */
export async function resolveToken(db: Database, request: FastifyRequest): Promise<AuthContext | null> {
  const row = await liveToken(db, request, null);
  return row ? contextOf(row) : null;
}

/** What a guard needs to know about the caller's active role, read with the token (or once it is known). */
export interface RoleAccess {
  /** The active role's type (null: no active role, or it no longer exists). */
  roleType: RoleType | null;
  /** The user's partner profile (users.partner_id). */
  partnerId: number | null;
  /** The active role holds every permission asked for. */
  allowed: boolean;
}

/**
 * The request's caller (as `resolveToken`, or `request.auth` when already resolved) and, for a user's token, its
 * active role's type, the user's partner profile and whether the role holds every one of `permissions`: one query
 * for the usual guard of one permission (token, user, role and permission read together), one more per extra
 * permission. Read on every request, so a sign-out, a role switch or a matrix change applies at the next one.
 */
export async function resolveAccess(
  db: Database,
  request: FastifyRequest,
  permissions: readonly string[],
): Promise<{ auth: AuthContext | null; access: RoleAccess | null }> {
  const [first, ...more] = permissions;
  let auth = request.auth;
  let access: RoleAccess | null = null;
  if (auth === null || auth === undefined) {
    const row = await liveToken(db, request, first ?? null);
    if (!row) return { auth: null, access: null };
    auth = contextOf(row);
    if (auth.kind !== "user") return { auth, access: null };
    access = {
      roleType: (row.role_type as RoleType | null) ?? null,
      partnerId: row.user_partner_id ?? null,
      allowed: first === undefined || truthy((row as { held?: unknown }).held),
    };
  } else {
    if (auth.kind !== "user") return { auth, access: null };
    if (auth.activeRoleId === null) return { auth, access: { roleType: null, partnerId: null, allowed: false } };
    const row = (
      await roleAccessQuery(db, { roleId: auth.activeRoleId, userId: auth.userId, permission: first ?? "" })
    )[0];
    access = {
      roleType: (row?.role_type as RoleType | undefined) ?? null,
      partnerId: (row?.user_partner_id as number | null | undefined) ?? null,
      allowed: row !== undefined && (first === undefined || truthy(row.held)),
    };
  }
  for (const permission of more) {
    if (!access.allowed) break;
    access.allowed = (await permissionQuery(db, { roleId: auth.activeRoleId, permission })).length > 0;
  }
  return { auth, access };
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
  const permissions = options.permission ? [options.permission] : [];
  return async function requireAuthHandler(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
    if (!options.permission) {
      const auth = request.auth ?? (await resolveToken(request.server.db, request));
      if (!auth) throw new ApiError(401, MESSAGES.unauthenticated);
      if (options.user && auth.kind !== "user") throw new ApiError(401, MESSAGES.unauthenticated);
      request.auth = auth;
      return;
    }
    const { auth, access } = await resolveAccess(request.server.db, request, permissions);
    if (auth?.kind !== "user") throw new ApiError(401, MESSAGES.unauthenticated);
    if (!access?.allowed) throw new ApiError(403, MESSAGES.forbidden);
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
  const permissions = [permission];
  return async function requireRoleTypeHandler(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
    const { auth, access } = await resolveAccess(request.server.db, request, permissions);
    if (auth?.kind !== "user" || !auth.userId) throw new ApiError(401, MESSAGES.unauthenticated);
    request.auth = auth;
    if (!access?.allowed) throw new ApiError(403, MESSAGES.forbidden);
    if (access.roleType !== type) throw new ApiError(403, MESSAGES.forbidden);
  };
}

/** `requireRoleType("internal", permission)`: the admin portal's endpoints. */
export const requireInternal = (permission: Permission) => requireRoleType("internal", permission);

/** The signed-in user's id (use after requireAuth({user:true})). */
export const currentUserId = (request: FastifyRequest): number => {
  if (!request.auth?.userId) throw new ApiError(401, MESSAGES.unauthenticated);
  return request.auth.userId;
};
