import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nowIso } from "../../db/database.js";
import { currentUserId, requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, MESSAGES } from "../../lib/errors.js";
import { buildSession, findUserById } from "../auth/repo.js";
import { sessionResponse } from "../auth/schema.js";
import { profileUpdateBody } from "./schema.js";

const TAG = ["Profile"];
const bearer = [{ bearerAuth: [] }];

export const PROFILE_UPDATED = "Profile updated successfully";

/** The signed-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    "/user/profile/update",
    {
      preHandler: requireAuth({ user: true, permission: "update-profile" }),
      schema: {
        tags: TAG,
        summary: "Update the signed-in user's name, gender and preferred language",
        description:
          "Needs `update-profile` on the active role. Answers the same `{user, roles, default_role}` as `GET user/me`.",
        security: bearer,
        body: profileUpdateBody,
        response: { 200: sessionResponse, 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const id = currentUserId(request);
      const body = request.body;
      await db
        .updateTable("users")
        .set({
          first_name: body.first_name,
          last_name: body.last_name,
          ...(body.gender !== undefined ? { gender: body.gender } : {}),
          ...(body.preferred_language !== undefined ? { preferred_language: body.preferred_language } : {}),
          updated_at: nowIso(),
        })
        .where("id", "=", id)
        .execute();
      const user = await findUserById(db, id);
      if (!user) throw new ApiError(401, MESSAGES.unauthenticated);
      const { activeRoleId: _ignored, ...session } = await buildSession(db, user, request.auth!.activeRoleId);
      return ok(reply, session, PROFILE_UPDATED);
    },
  );
};
