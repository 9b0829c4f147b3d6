import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nowIso } from "../../db/database.js";
import { currentUserId, requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, fieldError, MESSAGES } from "../../lib/errors.js";
import { slicePage } from "../../lib/query.js";
import { findPartner, findPartners, findService, listServices, viewerOf } from "../catalog/repo.js";
import { favouriteBody, favouriteListQuery, favouriteListResponse, favouriteResponse } from "./schema.js";

const TAG = ["Favourites"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };

export const ADDED = "Added to favourites";
export const REMOVED = "Removed from favourites";

const signedIn = requireAuth({ user: true });

/** A signed-in user whose active role is a customer role: 401 signed out, 403 for staff and partner roles. */
async function requireCustomer(request: FastifyRequest, reply: FastifyReply) {
  await signedIn.call(request.server, request, reply);
  const roleId = request.auth?.activeRoleId ?? null;
  const role =
    roleId === null
      ? undefined
      : await request.server.db.selectFrom("roles").select("type").where("id", "=", roleId).executeTakeFirst();
  if (role?.type !== "customer") throw new ApiError(403, MESSAGES.forbidden);
}

/** The signed-in customer's favourite partners and services. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    "/customer/favourite/add",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAG,
        summary: "Mark a partner or a service as a favourite (idempotent)",
        security: bearer,
        body: favouriteBody,
        response: { 200: favouriteResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { type, id } = request.body;
      const viewer = viewerOf(request);
      const exists = type === "partner" ? await findPartner(db, viewer, id) : await findService(db, viewer, id);
      if (!exists) throw fieldError("id", "The selected id is invalid.");
      await db
        .insertInto("favourites")
        .values({ user_id: currentUserId(request), type, target_id: id, created_at: nowIso() })
        .onConflict((oc) => oc.columns(["user_id", "type", "target_id"]).doNothing())
        .execute();
      return ok(reply, { type, id, is_favourite: true }, ADDED);
    },
  );

  app.post(
    "/customer/favourite/remove",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAG,
        summary: "Remove a favourite (idempotent)",
        security: bearer,
        body: favouriteBody,
        response: { 200: favouriteResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { type, id } = request.body;
      await db
        .deleteFrom("favourites")
        .where("user_id", "=", currentUserId(request))
        .where("type", "=", type)
        .where("target_id", "=", id)
        .execute();
      return ok(reply, { type, id, is_favourite: false }, REMOVED);
    },
  );

  app.get(
    "/customer/favourite/list",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAG,
        summary: "The customer's favourite partners (type=partner, default) or services (type=service)",
        security: bearer,
        querystring: favouriteListQuery,
        response: { 200: favouriteListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const type = request.query.type ?? "partner";
      const viewer = viewerOf(request);
      const ids = (
        await db
          .selectFrom("favourites")
          .select("target_id")
          .where("user_id", "=", currentUserId(request))
          .where("type", "=", type)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .execute()
      ).map((r) => r.target_id);
      const rank = new Map(ids.map((id, i) => [id, i]));
      const byRank = (a: { id: number }, b: { id: number }) => rank.get(a.id)! - rank.get(b.id)!;
      if (type === "partner") {
        const partners = await findPartners(db, viewer, { ids }, { key: "id", dir: "asc" });
        return ok(reply, slicePage(partners.sort(byRank), { page, limit }), "Favourites");
      }
      const services = await listServices(db, viewer, { ids }, { key: "id", dir: "asc" }, { page: 1, limit: -1 });
      return ok(reply, slicePage(services.data.sort(byRank), { page, limit }), "Favourites");
    },
  );
};
