import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { readKeyValues, statusesByType } from "./repo.js";
import { configurationsResponse, settingsResponse } from "./schema.js";

const bearer = [{ bearerAuth: [] }];

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/get-configurations",
    {
      preHandler: requireAuth({ user: false }),
      schema: {
        tags: ["Config"],
        summary: "Public configuration: app constants, statuses by type, master settings (any token)",
        security: bearer,
        response: { 200: configurationsResponse, 401: errorEnvelope },
      },
    },
    async (_request, reply) => {
      const [configurations, statuses, master_setting] = await Promise.all([
        readKeyValues(db, "configurations"),
        statusesByType(db),
        readKeyValues(db, "master_settings"),
      ]);
      return ok(reply, { configurations, statuses, master_setting }, "Configurations");
    },
  );

  app.get(
    "/settings",
    {
      preHandler: requireAuth({ user: true, permission: "read-settings" }),
      schema: {
        tags: ["Config"],
        summary: "Platform settings (permission read-settings)",
        security: bearer,
        response: { 200: settingsResponse, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (_request, reply) => {
      const settings = await readKeyValues(db, "settings");
      return ok(reply, settings as never, "Settings");
    },
  );
};
