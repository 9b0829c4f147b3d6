import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { viewerOf } from "../catalog/repo.js";
import { listCommunities, listEmirates } from "./repo.js";
import { communityListQuery, communityListResponse, emiratesResponse } from "./schema.js";

const TAG = ["Locations"];
const bearer = [{ bearerAuth: [] }];
const publicAuth = requireAuth({ user: false });

/** Emirates and communities (service areas). */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/master/emirates",
    {
      onRequest: publicAuth,
      schema: {
        tags: TAG,
        summary: "The seven emirates",
        security: bearer,
        response: { 200: emiratesResponse, 401: errorEnvelope },
      },
    },
    async (request, reply) => ok(reply, await listEmirates(db, viewerOf(request)), "Emirates"),
  );

  app.get(
    "/area/community/list",
    {
      onRequest: publicAuth,
      schema: {
        tags: TAG,
        summary: "Communities (by emirate, then name); with partner_id the ones that partner serves",
        security: bearer,
        querystring: communityListQuery,
        response: { 200: communityListResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { page, limit, emirate_id, partner_id, search } = request.query;
      const out = await listCommunities(db, viewerOf(request), { emirate_id, partner_id, search }, { page, limit });
      return ok(reply, out, "Communities");
    },
  );
};
