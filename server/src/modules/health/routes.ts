import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { envelope, ok } from "../../lib/envelope.js";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["Health"],
        summary: "Liveness and database check",
        response: { 200: envelope(z.object({ status: z.literal("ok"), database: z.string(), time: z.string() })) },
      },
    },
    async (_request, reply) => {
      await sql`select 1`.execute(app.db);
      return ok(reply, { status: "ok" as const, database: app.config.dbDriver, time: new Date().toISOString() }, "OK");
    },
  );
};
