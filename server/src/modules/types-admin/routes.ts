import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Permission } from "../../../../common/permissions.js";
import { actorOf } from "../../lib/audit.js";
import { ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { bearer, errors, guard, WHO, withNotFound } from "../admin-catalog/routes/shared.js";
import * as M from "./messages.js";
import { jobTypeOptionRoutes } from "./options.js";
import { createType, listTypes, setTypeStatus, type TypeKind, typeDetails, updateType } from "./repo.js";
import {
  companyTypeCreateBody,
  companyTypeListResponse,
  companyTypeResponse,
  companyTypeUpdateBody,
  idParams,
  jobTypeCreateBody,
  jobTypeListResponse,
  jobTypeResponse,
  jobTypeUpdateBody,
  typeListQuery,
  typeStatusBody,
} from "./schema.js";

type App = Parameters<FastifyPluginAsyncZod>[0];

const SPECS = {
  company: {
    prefix: "/company-type",
    noun: "company type",
    tags: ["Admin: company types"],
    read: "read-company-type",
    create: "create-company-type",
    update: "update-company-type",
    list: companyTypeListResponse,
    one: companyTypeResponse,
    createBody: companyTypeCreateBody,
    updateBody: companyTypeUpdateBody,
    used: "Applicants choose from the active ones in partner onboarding (`GET partner/company-types`).",
    messages: {
      list: M.COMPANY_TYPES,
      one: M.COMPANY_TYPE,
      created: M.COMPANY_TYPE_CREATED,
      updated: M.COMPANY_TYPE_UPDATED,
      status: M.COMPANY_TYPE_STATUS,
    },
  },
  job: {
    prefix: "/job-type",
    noun: "job type",
    tags: ["Admin: job types"],
    read: "read-job-type",
    create: "create-job-type",
    update: "update-job-type",
    list: jobTypeListResponse,
    one: jobTypeResponse,
    createBody: jobTypeCreateBody,
    updateBody: jobTypeUpdateBody,
    used: "Services are classified by an active one (`job_type_id`); the appointment lists filter by it.",
    messages: {
      list: M.JOB_TYPES,
      one: M.JOB_TYPE,
      created: M.JOB_TYPE_CREATED,
      updated: M.JOB_TYPE_UPDATED,
      status: M.JOB_TYPE_STATUS,
    },
  },
} as const;

function typeRoutes(app: App, kind: TypeKind) {
  const { db } = app;
  const s = SPECS[kind];
  const perm = (p: Permission) => `${WHO} Permission ${p}.`;

  app.get(
    `${s.prefix}/list`,
    {
      onRequest: guard(s.read),
      schema: {
        tags: [...s.tags],
        summary: `${s.noun[0].toUpperCase()}${s.noun.slice(1)}s, every status: search, status, paged by sort order`,
        description: `${s.used} search (English or Arabic name, key), status active|inactive, page, per_page (or limit). ${perm(s.read)}`,
        security: bearer,
        querystring: typeListQuery,
        response: { 200: s.list, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listTypes(db, kind, requestLanguage(request), request.query), s.messages.list),
  );

  app.get(
    `${s.prefix}/details/:id`,
    {
      onRequest: guard(s.read),
      schema: {
        tags: [...s.tags],
        summary: `One ${s.noun}`,
        description: perm(s.read),
        security: bearer,
        params: idParams,
        response: { 200: s.one, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await typeDetails(db, kind, requestLanguage(request), request.params.id), s.messages.one),
  );

  app.post(
    `${s.prefix}/create`,
    {
      onRequest: guard(s.create),
      schema: {
        tags: [...s.tags],
        summary: `Create a ${s.noun}`,
        description: `{name_en, name_ar, ${kind === "job" ? "description_en?, description_ar?, " : ""}status? (default active)}. The key is derived from name_en (kebab-case, -2, -3... when taken). The same English (any case) or Arabic name as another ${s.noun}: 422. Audited. ${perm(s.create)}`,
        security: bearer,
        body: s.createBody,
        response: { 201: s.one, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createType(db, kind, request.body, actorOf(request));
      return ok(reply, await typeDetails(db, kind, requestLanguage(request), id), s.messages.created, 201);
    },
  );

  app.post(
    `${s.prefix}/update/:id`,
    {
      onRequest: guard(s.update),
      schema: {
        tags: [...s.tags],
        summary: `Rename a ${s.noun} or change its status (its key never changes)`,
        description: `{name_en?, name_ar?, ${kind === "job" ? "description_en?, description_ar?, " : ""}status?}: what is given changes. Duplicate names: 422. Audited. ${perm(s.update)}`,
        security: bearer,
        params: idParams,
        body: s.updateBody,
        response: { 200: s.one, ...withNotFound },
      },
    },
    async (request, reply) => {
      await updateType(db, kind, request.params.id, request.body, actorOf(request));
      return ok(reply, await typeDetails(db, kind, requestLanguage(request), request.params.id), s.messages.updated);
    },
  );

  app.post(
    `${s.prefix}/status/:id`,
    {
      onRequest: guard(s.update),
      schema: {
        tags: [...s.tags],
        summary: `Activate or deactivate a ${s.noun}`,
        description: `{status: active|inactive}. ${kind === "company" ? "An inactive company type leaves the onboarding list; applications that chose it keep its key and name." : "An inactive job type cannot be given to a service; services that have it keep it."} Audited. ${perm(s.update)}`,
        security: bearer,
        params: idParams,
        body: typeStatusBody,
        response: { 200: s.one, ...withNotFound },
      },
    },
    async (request, reply) => {
      await setTypeStatus(db, kind, request.params.id, request.body.status, actorOf(request));
      return ok(reply, await typeDetails(db, kind, requestLanguage(request), request.params.id), s.messages.status);
    },
  );
}

/** Company types and job types as the admin manages them (issue 18a). docs/api-catalog.md. */
export const typeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  typeRoutes(app, "company");
  typeRoutes(app, "job");
  await app.register(jobTypeOptionRoutes);
};
