import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.js";
import { envelope, ok } from "../../lib/envelope.js";
import { type Lang, requestLanguage } from "../../lib/i18n.js";
import { num } from "../../lib/query.js";
import { bearer, errors } from "../admin-catalog/routes/shared.js";
import { catalogGuard } from "../partner-catalog/access.js";
import * as M from "./messages.js";

/**
 * The active job types as a choice list (issue 18a): the job-type select of the admin and partner service forms and
 * the job-type filter of the admin and partner appointment lists. `job-type/list` is the admin's management list
 * (every status, internal roles only); a partner reads this one.
 */

export const jobTypeOptionSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string().describe("In the request's language"),
    name_en: z.string(),
    name_ar: z.string(),
  })
  .meta({ id: "JobTypeOption" });

const jobTypeOptionsResponse = envelope(z.array(jobTypeOptionSchema));

export async function activeJobTypes(db: Database, lang: Lang) {
  const rows = await db
    .selectFrom("job_types")
    .select(["id", "key", "name_en", "name_ar"])
    .where("status", "=", "active")
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: num(r.id),
    key: r.key,
    name: lang === "ar" ? r.name_ar : r.name_en,
    name_en: r.name_en,
    name_ar: r.name_ar,
  }));
}

export const jobTypeOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/partner/job-types",
    {
      onRequest: catalogGuard(["read-service"]),
      schema: {
        tags: ["Admin: job types"],
        summary: "Active job types to choose from (service forms, appointment filters)",
        description:
          "The active job types by sort order, names in the request's language: what a service's `job_type_id` may be, and the appointment lists' `job_type_id` filter. A partner role or an internal role. Permission read-service.",
        security: bearer,
        response: { 200: jobTypeOptionsResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await activeJobTypes(app.db, requestLanguage(request)), M.JOB_TYPES),
  );
};
