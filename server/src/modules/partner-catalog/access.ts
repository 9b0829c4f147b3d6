import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.js";
import { resolveAccess } from "../../lib/auth.js";
import { ApiError, fieldError, MESSAGES } from "../../lib/errors.js";
import { NO_PARTNER_PROFILE, NOT_YOUR_PARTNER, PARTNER_ID_INVALID, PARTNER_ID_REQUIRED } from "./messages.js";

/**
 * Who is managing the catalog: a partner-type active role acting for its own partner profile (users.partner_id),
 * or an internal role acting for any partner.
 */
export type Actor =
  | { userId: number; kind: "partner"; partnerId: number }
  | { userId: number; kind: "internal"; partnerId: null };

const actors = new WeakMap<FastifyRequest, Actor>();

/** The caller as a catalog manager holding every one of `permissions`, or null (no throw). */
export async function catalogActor(request: FastifyRequest, permissions: string[]): Promise<Actor | null> {
  const { auth, access } = await resolveAccess(request.server.db, request, permissions);
  if (auth?.kind !== "user" || !auth.userId || auth.activeRoleId === null || !access?.allowed) return null;
  if (access.roleType === "internal") return { userId: auth.userId, kind: "internal", partnerId: null };
  if (access.roleType !== "partner" || !access.partnerId) return null;
  return { userId: auth.userId, kind: "partner", partnerId: access.partnerId };
}

/**
 * onRequest guard: 401 without a signed-in user's token; 403 when the active role lacks one of `permissions`, is
 * neither a partner nor an internal role, is a partner role without a partner profile, or (internalOnly) is not
 * internal. Runs before validation, so a signed-out or forbidden caller never learns about field errors.
 */
export function catalogGuard(permissions: string[], options: { internalOnly?: boolean } = {}) {
  return async function catalogGuardHandler(request: FastifyRequest, _reply: FastifyReply) {
    // token, user, active role and permissions in one query (lib/auth.ts resolveAccess)
    const { auth, access } = await resolveAccess(request.server.db, request, permissions);
    if (auth?.kind !== "user" || !auth.userId) throw new ApiError(401, MESSAGES.unauthenticated);
    request.auth = auth;
    if (!access?.allowed) throw new ApiError(403, MESSAGES.forbidden);
    if (access.roleType === "internal") {
      actors.set(request, { userId: auth.userId, kind: "internal", partnerId: null });
      return;
    }
    if (access.roleType !== "partner" || options.internalOnly) throw new ApiError(403, MESSAGES.forbidden);
    if (!access.partnerId) throw new ApiError(403, NO_PARTNER_PROFILE);
    actors.set(request, { userId: auth.userId, kind: "partner", partnerId: access.partnerId });
  };
}

/** The actor the guard found (401 if the route has no guard: a programming error made safe). */
export function actorOf(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) throw new ApiError(401, MESSAGES.unauthenticated);
  return actor;
}

/** 403 when a partner touches another partner's row. */
export function assertOwner(actor: Actor, partnerId: number): void {
  if (actor.kind === "partner" && actor.partnerId !== partnerId) throw new ApiError(403, NOT_YOUR_PARTNER);
}

async function existingPartner(db: Database, id: number): Promise<number> {
  const row = await db.selectFrom("partners").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw fieldError("partner_id", PARTNER_ID_INVALID);
  return row.id;
}

/**
 * The partner a write (or a one-partner read) acts for: a partner's own (another `partner_id` is a 403); for an
 * internal role the `partner_id` given (422 when missing or unknown).
 */
export async function targetPartner(db: Database, actor: Actor, requested: number | undefined): Promise<number> {
  if (actor.kind === "partner") {
    if (requested !== undefined && requested !== actor.partnerId) throw new ApiError(403, NOT_YOUR_PARTNER);
    return actor.partnerId;
  }
  if (requested === undefined) throw fieldError("partner_id", PARTNER_ID_REQUIRED);
  return existingPartner(db, requested);
}

/** A list filter: a partner's own partner id always; for an internal role the `partner_id` given, or all. */
export async function partnerFilter(
  db: Database,
  actor: Actor,
  requested: number | undefined,
): Promise<number | undefined> {
  if (actor.kind === "partner") return targetPartner(db, actor, requested);
  return requested === undefined ? undefined : existingPartner(db, requested);
}

export const authorRole = (actor: Actor): "internal" | "partner" => actor.kind;
