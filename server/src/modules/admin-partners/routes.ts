import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../lib/audit.js";
import { currentUserId, requireInternal } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError } from "../../lib/errors.js";
import { requestLanguage, translate } from "../../lib/i18n.js";
import { decide } from "../applications/repo.js";
import { viewerOf } from "../catalog/repo.js";
import { notify } from "../notifications/service.js";
import {
  APPLICATION_COUNTS,
  APPLICATIONS_UPDATED,
  PARTNER,
  PARTNERS,
  PARTNERS_ACTIVATED,
  PARTNERS_DEACTIVATED,
} from "./messages.js";
import { applicationCounts, checkApplicationIds, listPartners, partnerDetails, setPartnersStatus } from "./repo.js";
import {
  applicationBulkBody,
  applicationBulkResponse,
  applicationCountsResponse,
  idParams,
  partnerDetailsResponse,
  partnerListQuery,
  partnerListResponse,
  partnerStatusBody,
  partnerStatusResponse,
} from "./schema.js";

const TAG = ["Admin: partners"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };

/**
 * The admin portal's partners (issue 7): list, details, activate/deactivate, plus the application status counts
 * and bulk decisions the applications list needs (single decisions stay in the applications module).
 * Permissions: partners use the `tenant` module (`read-tenant`, `update-tenant`); applications use
 * `read-application` and `change-status-application`.
 */
export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/admin/partner/list",
    {
      onRequest: requireInternal("read-tenant"),
      schema: {
        tags: TAG,
        summary: "Partners (any status) with counts and emirates; id descending by default",
        description:
          "Filters: search (names, email, phone, slug), status (active|inactive), emirate_id, category_id. sortKey id|name|status|average_rating|service_count|package_count|created_at, sortVal asc|desc (a sortKey without sortVal sorts ascending). Permission read-tenant (internal roles).",
        security: bearer,
        querystring: partnerListQuery,
        response: { 200: partnerListResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await listPartners(db, request.query, requestLanguage(request)), PARTNERS),
  );

  app.get(
    "/admin/partner/details/:id",
    {
      onRequest: requireInternal("read-tenant"),
      schema: {
        tags: TAG,
        summary: "One partner: profile, company, counts, packages by status, areas, ratings, application, users",
        description: "Permission read-tenant (internal roles). Unknown id: 404.",
        security: bearer,
        params: idParams,
        response: { 200: partnerDetailsResponse, ...errors, 404: errorEnvelope },
      },
    },
    async (request, reply) => ok(reply, await partnerDetails(db, viewerOf(request), request.params.id), PARTNER),
  );

  app.post(
    "/admin/partner/status",
    {
      onRequest: requireInternal("update-tenant"),
      schema: {
        tags: TAG,
        summary: "Activate or deactivate partners (inactive partners leave the storefront)",
        description:
          "Body {ids (1..100 distinct partner ids), status (active|inactive)}. Unknown ids: 422 on ids.{i}. Permission update-tenant (internal roles).",
        security: bearer,
        body: partnerStatusBody,
        response: { 200: partnerStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ids, status } = request.body;
      const out = await setPartnersStatus(db, ids, status, actorOf(request));
      return ok(reply, out, status === "active" ? PARTNERS_ACTIVATED : PARTNERS_DEACTIVATED);
    },
  );

  app.get(
    "/admin/application/counts",
    {
      onRequest: requireInternal("read-application"),
      schema: {
        tags: TAG,
        summary: "Partner applications per status (for the list's tabs); all = every one but drafts",
        description: "Permission read-application (internal roles).",
        security: bearer,
        response: { 200: applicationCountsResponse, ...errors },
      },
    },
    async (_request, reply) => ok(reply, await applicationCounts(db), APPLICATION_COUNTS),
  );

  app.post(
    "/admin/application/bulk",
    {
      onRequest: requireInternal("change-status-application"),
      schema: {
        tags: TAG,
        summary: "Mark several applications under review, or approve them, one transaction each",
        description:
          "Body {ids (1..100), action (under-review|approve), comment?}. Each application is decided on its own (as POST admin/application/under-review|approve/{id}); those that cannot be (wrong status) are answered in `failed` with the reason. Unknown ids: 422 on ids.{i}. Permission change-status-application (internal roles).",
        security: bearer,
        body: applicationBulkBody,
        response: { 200: applicationBulkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ids, action, comment } = request.body;
      await checkApplicationIds(db, ids);
      const lang = requestLanguage(request);
      const actor = { ...actorOf(request), userId: currentUserId(request) };
      const done: number[] = [];
      const failed: { id: number; message: string }[] = [];
      for (const id of ids) {
        try {
          await decide(db, id, actor, action === "approve" ? "approved" : "under-review", comment ?? null, notify);
          done.push(id);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          const first = Object.values(error.errors ?? {})[0]?.[0] ?? error.message;
          failed.push({ id, message: translate(first, lang) });
        }
      }
      return ok(reply, { done, failed }, APPLICATIONS_UPDATED);
    },
  );
};
