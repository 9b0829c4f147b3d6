import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Permission } from "../../../../common/permissions.js";
import { actorOf } from "../../lib/audit.js";
import { rolePermissionNames } from "../../lib/auth.js";
import { ok } from "../../lib/envelope.js";
import { ApiError, MESSAGES } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { bearer, errors, guard, WHO, withNotFound } from "../admin-catalog/routes/shared.js";
import * as M from "./messages.js";
import * as R from "./repo.js";
import * as S from "./schema.js";

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One KPI set-up resource in the house style: GET list (page, per_page, search, status, filters) and details/{id};
 * POST create, update/{id}, delete/{id}, change-status/{id}. Internal roles only, each with its module's permission
 * (read-, create-, update-, delete-, change-status-, and search- for a list with `search`).
 */
interface ResourceSpec {
  /** URL prefix and permission suffix: kpi-category, kpi-criteria, target-matrix, performance-criteria */
  module: "kpi-category" | "kpi-criteria" | "target-matrix" | "performance-criteria";
  noun: string;
  tag: string;
  listSummary: string;
  fields: string;
  deleteNote: string;
  query: z.ZodType;
  createBody: z.ZodType;
  updateBody: z.ZodType;
  item: z.ZodType;
  list: z.ZodType;
  messages: { list: string; one: string; created: string; updated: string; deleted: string; status: string };
  // biome-ignore lint/suspicious/noExplicitAny: each resource's parsed query and bodies (its zod schemas above)
  repo: R.KpiTableRepo<any, any, any>;
}

const perm = (action: string, module: string) => `${action}-${module}` as Permission;

/** A list with `search` needs search-<module> too (403 otherwise). */
const searchAllowed = (module: string) => async (request: FastifyRequest) => {
  const q = request.query as { search?: string };
  if (!q.search) return;
  const names = await rolePermissionNames(request.server.db, request.auth?.activeRoleId ?? null);
  if (!names.includes(`search-${module}`)) throw new ApiError(403, MESSAGES.forbidden);
};

function resourceRoutes(app: App, spec: ResourceSpec) {
  const { db } = app;
  const base = `/${spec.module}`;
  const tags = [spec.tag];
  const p = (action: string) => perm(action, spec.module);
  const who = (action: string, more = "") => `${WHO} Permission ${p(action)}.${more ? ` ${more}` : ""}`;
  /** A route's guard (permission `<action>-<module>`) and its documentation. */
  const options = <S extends object>(action: string, summary: string, more: string, schema: S) => ({
    onRequest: guard(p(action)),
    schema: { tags, summary, description: who(action, more), security: bearer, ...schema },
  });

  app.get(
    `${base}/list`,
    {
      ...options(
        "read",
        spec.listSummary,
        `A search also needs ${p("search")}. page, per_page (or limit), search, status.`,
        { querystring: spec.query, response: { 200: spec.list, ...errors } },
      ),
      preHandler: searchAllowed(spec.module),
    },
    async (request, reply) =>
      ok(reply, await spec.repo.list(db, requestLanguage(request), request.query), spec.messages.list),
  );

  app.get(
    `${base}/details/:id`,
    options("read", `One ${spec.noun}`, "", { params: S.idParams, response: { 200: spec.item, ...withNotFound } }),
    async (request, reply) =>
      ok(reply, await spec.repo.details(db, requestLanguage(request), request.params.id), spec.messages.one),
  );

  app.post(
    `${base}/create`,
    options(
      "create",
      `Create a ${spec.noun}`,
      `Body ${spec.fields}. 422 with field errors in the request's language. Audited.`,
      { body: spec.createBody, response: { 201: spec.item, ...errors } },
    ),
    async (request, reply) => {
      const id = await spec.repo.create(db, request.body, actorOf(request));
      return ok(reply, await spec.repo.details(db, requestLanguage(request), id), spec.messages.created, 201);
    },
  );

  app.post(
    `${base}/update/:id`,
    options(
      "update",
      `Change a ${spec.noun}`,
      `Any of ${spec.fields}: what is given changes. Audited (before and after).`,
      { params: S.idParams, body: spec.updateBody, response: { 200: spec.item, ...withNotFound } },
    ),
    async (request, reply) => {
      await spec.repo.update(db, request.params.id, request.body, actorOf(request));
      return ok(reply, await spec.repo.details(db, requestLanguage(request), request.params.id), spec.messages.updated);
    },
  );

  app.post(
    `${base}/delete/:id`,
    options("delete", `Delete a ${spec.noun}`, `${spec.deleteNote} Audited.`.trim(), {
      params: S.idParams,
      response: { 200: S.kpiDeletedResponse, ...withNotFound },
    }),
    async (request, reply) => {
      await spec.repo.remove(db, request.params.id, actorOf(request));
      return ok(reply, { id: request.params.id }, spec.messages.deleted);
    },
  );

  app.post(
    `${base}/change-status/:id`,
    options(
      "change-status",
      `Activate or deactivate a ${spec.noun}`,
      "Body {status?: active | inactive}; without a status it toggles. Audited.",
      { params: S.idParams, body: S.changeStatusBody, response: { 200: spec.item, ...withNotFound } },
    ),
    async (request, reply) => {
      await spec.repo.setStatus(db, request.params.id, request.body?.status, actorOf(request));
      return ok(reply, await spec.repo.details(db, requestLanguage(request), request.params.id), spec.messages.status);
    },
  );
}

/** The KPI set-up (issue 19): categories, criteria, the target matrix and the weights. docs/api-catalog.md. */
export const kpiRoutes: FastifyPluginAsyncZod = async (app) => {
  resourceRoutes(app, {
    module: "kpi-category",
    noun: "KPI category",
    tag: "Admin: KPI categories",
    listSummary: "KPI categories by sort order, with how many criteria each has",
    fields:
      "{name_en, name_ar, description_en?, description_ar?, status? (default active), sort_order? (default last)}",
    deleteNote: "A category that has criteria answers 422 saying why.",
    query: S.categoryListQuery,
    createBody: S.categoryCreateBody,
    updateBody: S.categoryUpdateBody,
    item: S.kpiCategoryResponse,
    list: S.kpiCategoryListResponse,
    messages: {
      list: M.KPI_CATEGORIES,
      one: M.KPI_CATEGORY,
      created: M.KPI_CATEGORY_CREATED,
      updated: M.KPI_CATEGORY_UPDATED,
      deleted: M.KPI_CATEGORY_DELETED,
      status: M.KPI_CATEGORY_STATUS,
    },
    repo: R.kpiCategories,
  });

  resourceRoutes(app, {
    module: "kpi-criteria",
    noun: "KPI criterion",
    tag: "Admin: KPI criteria",
    listSummary:
      "KPI criteria: category, metric, direction, unit and the formula in words; filters category_id, metric",
    fields:
      "{category_id (a KPI category), name_en, name_ar, metric (on_time_rate | completion_rate | partner_cancellation_rate | average_rating | response_minutes | complaint_rate), direction? (higher | lower), unit? (percent | rating | minutes) (both default to the metric's), formula_en?, formula_ar?, status?}",
    deleteNote: "A criterion that has targets, a weight or scores in a stored KPI report answers 422 saying why.",
    query: S.criteriaListQuery,
    createBody: S.criterionCreateBody,
    updateBody: S.criterionUpdateBody,
    item: S.kpiCriterionResponse,
    list: S.kpiCriteriaListResponse,
    messages: {
      list: M.KPI_CRITERIA,
      one: M.KPI_CRITERION,
      created: M.KPI_CRITERION_CREATED,
      updated: M.KPI_CRITERION_UPDATED,
      deleted: M.KPI_CRITERION_DELETED,
      status: M.KPI_CRITERION_STATUS,
    },
    repo: R.kpiCriteria,
  });

  resourceRoutes(app, {
    module: "target-matrix",
    noun: "target",
    tag: "Admin: KPI target matrix",
    listSummary:
      "The target matrix: a target and warning threshold per criterion, service category (null: every partner) and period",
    fields:
      "{criterion_id, category_id? (a service category; null/0/absent: every partner), period? (month | quarter | year, default month), target (in the criterion's unit: percent 0-100, rating 0-5, minutes), warning? (same unit, null: none), status?}; one target per criterion, category and period (422 otherwise)",
    deleteNote: "",
    query: S.targetListQuery,
    createBody: S.targetCreateBody,
    updateBody: S.targetUpdateBody,
    item: S.targetResponse,
    list: S.targetListResponse,
    messages: {
      list: M.TARGETS,
      one: M.TARGET,
      created: M.TARGET_CREATED,
      updated: M.TARGET_UPDATED,
      deleted: M.TARGET_DELETED,
      status: M.TARGET_STATUS,
    },
    repo: R.kpiTargets,
  });

  resourceRoutes(app, {
    module: "performance-criteria",
    noun: "performance criterion (weight)",
    tag: "Admin: KPI performance criteria",
    listSummary:
      "The weights of the overall KPI score, each with its normalised share, and the sum of the active weights",
    fields: "{criterion_id (one weight per criterion), weight (1-100), status?}",
    deleteNote: "",
    query: S.weightListQuery,
    createBody: S.weightCreateBody,
    updateBody: S.weightUpdateBody,
    item: S.weightResponse,
    list: S.weightListResponse,
    messages: {
      list: M.WEIGHTS,
      one: M.WEIGHT,
      created: M.WEIGHT_CREATED,
      updated: M.WEIGHT_UPDATED,
      deleted: M.WEIGHT_DELETED,
      status: M.WEIGHT_STATUS,
    },
    repo: R.kpiWeights,
  });
};
