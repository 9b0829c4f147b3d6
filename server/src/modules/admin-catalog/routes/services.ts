import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../lib/envelope.js";
import { viewerOf } from "../../catalog/repo.js";
import { SERVICE_ACTIVATED, SERVICE_DEACTIVATED, SERVICES } from "../../partner-catalog/messages.js";
import {
  serviceListQuery,
  serviceListResponse,
  serviceResponse,
  serviceStatusBody,
} from "../../partner-catalog/schema.js";
import { listManagedServices, ownedService, serviceDetails, setServiceActive } from "../../partner-catalog/services.js";
import { assertIds } from "../categories.js";
import * as M from "../messages.js";
import { countResponse, idParams, serviceBulkStatusBody } from "../schema.js";
import { bearer, errors, guard, sortOf, TAGS, WHO, withNotFound } from "./shared.js";

/** Admin catalog: every partner's services: list, status, bulk status (editing goes through partner/service/*). */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/admin/service/list",
    {
      onRequest: guard("read-service"),
      schema: {
        tags: TAGS.service,
        summary: "Every partner's services, active or not (id descending by default)",
        description: `${WHO} Filters: partner_id, category_id, active, search; sortKey id|name|price|duration_minutes|created_at|average_rating, sortVal. Edit with POST partner/service/update/{id}, details GET partner/service/details/{id} (internal roles act on any partner there). Permission read-service.`,
        security: bearer,
        querystring: serviceListQuery,
        response: { 200: serviceListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const out = await listManagedServices(
        db,
        viewerOf(request),
        { partner_id: q.partner_id, category_id: q.category_id, active: q.active, search: q.search },
        sortOf(q, { key: "id", dir: "desc" }),
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, SERVICES);
    },
  );

  app.post(
    "/admin/service/status/:id",
    {
      onRequest: guard("update-service"),
      schema: {
        tags: TAGS.service,
        summary: "Activate or deactivate any partner's service",
        description: `${WHO} Body {active: 0|1}. Permission update-service.`,
        security: bearer,
        params: idParams,
        body: serviceStatusBody,
        response: { 200: serviceResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const svc = await ownedService(db, { userId: 0, kind: "internal", partnerId: null }, request.params.id);
      await setServiceActive(db, svc.id, body.active);
      return ok(
        reply,
        await serviceDetails(db, viewerOf(request), svc.id),
        body.active ? SERVICE_ACTIVATED : SERVICE_DEACTIVATED,
      );
    },
  );

  app.post(
    "/admin/service/bulk-status",
    {
      onRequest: guard("update-service"),
      schema: {
        tags: TAGS.service,
        summary: "Activate or deactivate several services",
        description: `${WHO} Body {ids (1..500), active: 0|1}. Unknown ids: 422 ids.{i}, nothing changed. Permission update-service.`,
        security: bearer,
        body: serviceBulkStatusBody,
        response: { 200: countResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ids, active } = request.body;
      await assertIds(db, "services", ids);
      await db
        .updateTable("services")
        .set({ active, status: active ? "active" : "inactive" })
        .where("id", "in", ids)
        .execute();
      return ok(reply, { updated: ids.length }, M.SERVICES_STATUS);
    },
  );
};
