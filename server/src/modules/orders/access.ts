import type { FastifyReply, FastifyRequest } from "fastify";
import { requireAuth } from "../../lib/auth.js";
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
