import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, fieldError, MESSAGES } from "../../lib/errors.js";
import { pageOf } from "../../lib/query.js";
import { teamActor, teamGuard } from "../access/guard.js";
import { PARTNER_ID_INVALID, PARTNER_ID_REQUIRED, TEAM_TECHNICIANS } from "./messages.js";
import { partnerTechnicianListQuery, partnerTechnicianListResponse } from "./schema.js";
import { listTechnicians } from "./technicians.js";

const security = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };

/** The partner a one-partner read is for: a partner's own (another partner_id: 403); internal: partner_id (422). */
async function readPartner(db: Database, scope: number | null, requested: number | undefined): Promise<number> {
  if (scope !== null) {
    if (requested !== undefined && requested !== scope) throw new ApiError(403, MESSAGES.forbidden);
    return scope;
  }
  if (requested === undefined) throw fieldError("partner_id", PARTNER_ID_REQUIRED);
  const row = await db.selectFrom("partners").select("id").where("id", "=", requested).executeTakeFirst();
  if (!row) throw fieldError("partner_id", PARTNER_ID_INVALID);
  return row.id;
}

/** Partner portal: the company's technicians (issue 15). admin/technician/list reads the same rows. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/partner/technician/list",
    {
      onRequest: teamGuard("read-admin-booking-appointment"),
      schema: {
        tags: ["Partner: team users"],
        summary: "The company's technicians with profile (colour, active flag, languages, skills) and open jobs; paged",
        description:
          "Needs an active role holding `read-admin-booking-appointment` (the permission that lets a role see and " +
          "assign appointments: Partner Owner and Dispatcher hold it): a partner role of a user with a partner profile " +
          "(its own company; another `partner_id` answers 403) or an internal role (`partner_id` required, 422 " +
          "otherwise). 401 signed out, 403 otherwise. Technicians are the partner's users holding its Technician " +
          "role; filters search (name, email, phone), status (the account) and is_active (the profile); sorted by " +
          "first name. The same rows as admin/technician/list (which answers only active accounts, unpaged).",
        security,
        querystring: partnerTechnicianListQuery,
        response: { 200: partnerTechnicianListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { partner_id, page, limit, ...filter } = request.query;
      const partnerId = await readPartner(db, teamActor(request).scope, partner_id);
      const { rows, total } = await listTechnicians(db, partnerId, filter, { page, limit });
      return ok(reply, pageOf(rows, total, { page, limit }), TEAM_TECHNICIANS);
    },
  );
};
