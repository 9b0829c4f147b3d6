import type { FastifyReply, FastifyRequest } from "fastify";
import { requireAuth } from "../../lib/auth.js";
import { errorEnvelope } from "../../lib/envelope.js";
import { ApiError, MESSAGES } from "../../lib/errors.js";

const signedIn = requireAuth({ user: true });

/**
 * preHandler: a signed-in user whose active role is a customer role (401 signed out or with a client token, 403 for
 * a staff or partner role).
 */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await signedIn.call(request.server, request, reply);
  const roleId = request.auth?.activeRoleId ?? null;
  const role =
    roleId === null
      ? undefined
      : await request.server.db.selectFrom("roles").select("type").where("id", "=", roleId).executeTakeFirst();
  if (role?.type !== "customer") throw new ApiError(403, MESSAGES.forbidden);
}

/** The error answers of a customer route besides its own: signed out, not a customer, not found, invalid. */
export const CUSTOMER_ERRORS = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

const BEARER = [{ bearerAuth: [] }];

/**
 * Route options of a customer endpoint: `requireCustomer` as its `hook` (onRequest by default: the caller is checked
 * before the request is parsed or validated, so a signed-out or staff caller gets 401/403, never 422), bearer
 * security in the docs, and `errors` (the four of `CUSTOMER_ERRORS` unless given) added to the schema's `response`.
 */
type CustomerHook<H> = H extends "preHandler"
  ? { preHandler: typeof requireCustomer }
  : { onRequest: typeof requireCustomer };

export function customerRoute<
  const S extends { response: Record<number, unknown> },
  H extends "onRequest" | "preHandler" = "onRequest",
  E extends Record<number, unknown> = typeof CUSTOMER_ERRORS,
>(schema: S, hook?: H, errors?: E) {
  const guard = (
    hook === "preHandler" ? { preHandler: requireCustomer } : { onRequest: requireCustomer }
  ) as CustomerHook<H>;
  const response = { ...(errors ?? CUSTOMER_ERRORS), ...schema.response } as E & S["response"];
  return { ...guard, schema: { security: BEARER, ...schema, response } };
}
