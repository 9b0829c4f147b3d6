import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.js";
import { actorOf } from "../../lib/audit.js";
import { currentUserId, requireAuth, requireRoleType, rolePermissionNames } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { fieldError } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { IMAGE_MIMES, parseFormFields, readMultipartForm } from "../../lib/uploads.js";
import { notify } from "../notifications/service.js";
import { removeFiles } from "./documents.js";
import {
  ALREADY_PARTNER,
  APPLICATION,
  APPLICATION_APPROVED,
  APPLICATION_CHANGES_REQUESTED,
  APPLICATION_LOCKED,
  APPLICATION_REJECTED,
  APPLICATION_SUBMITTED,
  APPLICATION_UNDER_REVIEW,
  APPLICATIONS,
  COMPANY_TYPES_LIST,
  DOCUMENT_DELETED,
  DOCUMENT_UPLOADED,
  FILE_REQUIRED,
  LOGO_REQUIRED,
  LOGO_UPLOADED,
  STEP_SAVED,
} from "./messages.js";
import {
  type ApplicationRow,
  addDocument,
  applicationDetail,
  createDraft,
  type Decision,
  decide,
  deleteDocument,
  findApplication,
  isEditable,
  latestApplication,
  listCompanyTypes,
  listForAdmin,
  listForPartner,
  saveAreas,
  saveCompany,
  saveContactBank,
  saveServices,
  setLogo,
  submitApplication,
} from "./repo.js";
import {
  adminListQuery,
  applicationListResponse,
  applicationResponse,
  areasBody,
  companyBody,
  companyTypesResponse,
  contactBankBody,
  currentApplicationResponse,
  DOCUMENT_EXT,
  DOCUMENT_MIMES,
  documentDeletedResponse,
  documentFields,
  idParams,
  MAX_DOCUMENT_BYTES,
  MAX_LOGO_BYTES,
  optionalCommentBody,
  partnerListQuery,
  requiredCommentBody,
  servicesBody,
} from "./schema.js";

const PARTNER_TAG = ["Partner applications"];
const ADMIN_TAG = ["Partner applications (admin)"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const withNotFound = { ...errors, 404: errorEnvelope };

const partnerReads = requireRoleType("partner", "read-application");
const partnerWrites = requireRoleType("partner", "create-application");
const adminReads = requireRoleType("internal", "read-application");
const adminDecides = requireRoleType("internal", "change-status-application");

const hasPartnerProfile = async (db: Database, userId: number) => {
  const user = await db.selectFrom("users").select("partner_id").where("id", "=", userId).executeTakeFirst();
  return Boolean(user?.partner_id);
};

/**
 * The application the partner is filling in: its draft (or the one with changes requested), a new draft when it has
 * none yet; 422 on `status` when its latest application is submitted or decided, or it already is a partner.
 */
async function workingApplication(db: Database, userId: number): Promise<ApplicationRow> {
  const latest = await latestApplication(db, userId);
  if (latest) {
    if (!isEditable(latest.status)) throw fieldError("status", APPLICATION_LOCKED);
    return latest;
  }
  if (await hasPartnerProfile(db, userId)) throw fieldError("status", ALREADY_PARTNER);
  return createDraft(db, userId);
}

/** Partner onboarding: the applicant's application (wizard steps, documents, submit) and the admin's decisions. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    "/partner/company-types",
    {
      onRequest: requireAuth({ user: false }),
      schema: {
        tags: PARTNER_TAG,
        summary: "Company types an applicant chooses from (a client token is enough)",
        security: bearer,
        response: { 200: companyTypesResponse, 401: errorEnvelope },
      },
    },
    async (request, reply) => ok(reply, await listCompanyTypes(db, requestLanguage(request)), COMPANY_TYPES_LIST),
  );

  // ---- partner side ----------------------------------------------------------------------------------------------

  app.get(
    "/partner/application/current",
    {
      onRequest: partnerReads,
      schema: {
        tags: PARTNER_TAG,
        summary: "The applicant's working (or latest) application; starts a draft when there is none",
        description:
          "A draft or changes-requested application first, else the latest. With none yet, a draft is created (when " +
          "the role may create-application). A user that already has a partner profile and no application gets `data: null`.",
        security: bearer,
        response: { 200: currentApplicationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      let row = await latestApplication(db, userId);
      if (!row) {
        if (await hasPartnerProfile(db, userId)) return ok(reply, null, ALREADY_PARTNER);
        const names = await rolePermissionNames(db, request.auth?.activeRoleId ?? null);
        if (!names.includes("create-application")) return ok(reply, null, APPLICATION);
        row = await createDraft(db, userId);
      }
      return ok(reply, await applicationDetail(db, row.id, requestLanguage(request)), APPLICATION);
    },
  );

  const stepRoute = <B>(
    path: string,
    summary: string,
    body: B,
    save: (row: ApplicationRow, body: never) => Promise<void>,
  ) =>
    app.post(
      path,
      {
        onRequest: partnerWrites,
        schema: {
          tags: PARTNER_TAG,
          summary,
          description:
            "Validates and saves this step only (422 with field errors otherwise); the rest of the application is kept. " +
            "Only a draft or changes-requested application can be changed (422 on `status`).",
          security: bearer,
          // biome-ignore lint/suspicious/noExplicitAny: each step passes its own zod body
          body: body as any,
          response: { 200: applicationResponse, ...errors },
        },
      },
      async (request, reply) => {
        const row = await workingApplication(db, currentUserId(request));
        await save(row, request.body as never);
        return ok(reply, await applicationDetail(db, row.id, requestLanguage(request)), STEP_SAVED);
      },
    );

  stepRoute("/partner/application/step/company", "Save the company step", companyBody, (row, body) =>
    saveCompany(db, row, body),
  );
  stepRoute("/partner/application/step/contact-bank", "Save the contact and bank step", contactBankBody, (row, body) =>
    saveContactBank(db, row, body),
  );
  stepRoute(
    "/partner/application/step/areas",
    "Save the serviceable areas step",
    areasBody,
    (row, body: { community_ids: number[] }) => saveAreas(db, row, body.community_ids),
  );
  stepRoute("/partner/application/step/services", "Save the services step", servicesBody, (row, body) =>
    saveServices(db, row, body),
  );

  app.post(
    "/partner/application/document",
    {
      onRequest: partnerWrites,
      schema: {
        tags: PARTNER_TAG,
        summary: "Upload a document (multipart: type, file, original_name?); replaces that type's document",
        description:
          "multipart/form-data with `type` (trade_license | vat_certificate | insurance | owner_emirates_id), `file` " +
          "(PDF, JPEG or PNG, checked by content, up to 10 MB: 413 beyond) and optionally `original_name`. Answers 201 with the application.",
        security: bearer,
        consumes: ["multipart/form-data"],
        response: { 201: applicationResponse, 413: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const row = await workingApplication(db, currentUserId(request));
      const form = await readMultipartForm(request, {
        maxFiles: 1,
        maxBytes: MAX_DOCUMENT_BYTES,
        field: "file",
        allowedMimes: DOCUMENT_MIMES,
        noun: "file",
      });
      const fields = parseFormFields(documentFields, form.fields);
      const file = form.files[0];
      if (!file) throw fieldError("file", FILE_REQUIRED);
      const replaced = await addDocument(db, row, {
        type: fields.type,
        path: file.path,
        mime: file.mime,
        size: file.size,
        original_name: fields.original_name ?? `${fields.type}.${DOCUMENT_EXT[file.mime] ?? "bin"}`,
      });
      await removeFiles(config.dataDir, replaced);
      return ok(reply, await applicationDetail(db, row.id, requestLanguage(request)), DOCUMENT_UPLOADED, 201);
    },
  );

  app.delete(
    "/partner/application/document/:id",
    {
      onRequest: partnerWrites,
      schema: {
        tags: PARTNER_TAG,
        summary: "Delete one of the applicant's documents (404 for another's)",
        security: bearer,
        params: idParams,
        response: { 200: documentDeletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const path = await deleteDocument(db, currentUserId(request), request.params.id);
      await removeFiles(config.dataDir, [path]);
      return ok(reply, { id: request.params.id }, DOCUMENT_DELETED);
    },
  );

  app.post(
    "/partner/application/logo",
    {
      onRequest: partnerWrites,
      schema: {
        tags: PARTNER_TAG,
        summary: "Upload the company logo (multipart `logo`: JPEG, PNG or WebP up to 2 MB)",
        security: bearer,
        consumes: ["multipart/form-data"],
        response: { 200: applicationResponse, 413: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const row = await workingApplication(db, currentUserId(request));
      const form = await readMultipartForm(request, {
        maxFiles: 1,
        maxBytes: MAX_LOGO_BYTES,
        field: "logo",
        allowedMimes: IMAGE_MIMES,
        noun: "photo",
      });
      const file = form.files[0];
      if (!file) throw fieldError("logo", LOGO_REQUIRED);
      const previous = await setLogo(db, row, file.path);
      await removeFiles(config.dataDir, [previous]);
      return ok(reply, await applicationDetail(db, row.id, requestLanguage(request)), LOGO_UPLOADED);
    },
  );

  app.post(
    "/partner/application/submit",
    {
      onRequest: partnerWrites,
      schema: {
        tags: PARTNER_TAG,
        summary: "Submit the application (or resubmit it after changes were requested)",
        description:
          "422 `Complete every step before submitting.` with one error per incomplete step, keyed `company`, " +
          "`contact_bank`, `documents`, `areas`, `services`; 422 on `status` when it is not a draft or changes-requested.",
        security: bearer,
        body: optionalCommentBody,
        response: { 200: applicationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const row = await workingApplication(db, userId);
      await submitApplication(db, row, userId, request.body.comment);
      return ok(reply, await applicationDetail(db, row.id, requestLanguage(request)), APPLICATION_SUBMITTED);
    },
  );

  app.get(
    "/partner/application/list",
    {
      onRequest: partnerReads,
      schema: {
        tags: PARTNER_TAG,
        summary: "The applicant's applications, newest first",
        security: bearer,
        querystring: partnerListQuery,
        response: { 200: applicationListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await listForPartner(db, currentUserId(request), request.query, requestLanguage(request)),
        APPLICATIONS,
      ),
  );

  app.get(
    "/partner/application/view/:id",
    {
      onRequest: partnerReads,
      schema: {
        tags: PARTNER_TAG,
        summary: "One of the applicant's applications with documents and the comments thread (404 for another's)",
        security: bearer,
        params: idParams,
        response: { 200: applicationResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const row = await findApplication(db, request.params.id, currentUserId(request));
      return ok(reply, await applicationDetail(db, row.id, requestLanguage(request)), APPLICATION);
    },
  );

  // ---- admin side ------------------------------------------------------------------------------------------------

  app.get(
    "/admin/application/list",
    {
      onRequest: adminReads,
      schema: {
        tags: ADMIN_TAG,
        summary: "Partner applications (drafts only with status=draft), id descending by default",
        security: bearer,
        querystring: adminListQuery,
        response: { 200: applicationListResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await listForAdmin(db, request.query, requestLanguage(request)), APPLICATIONS),
  );

  app.get(
    "/admin/application/view/:id",
    {
      onRequest: adminReads,
      schema: {
        tags: ADMIN_TAG,
        summary: "One application with documents, the comments thread and the applicant",
        security: bearer,
        params: idParams,
        response: { 200: applicationResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const row = await findApplication(db, request.params.id);
      return ok(reply, await applicationDetail(db, row.id, requestLanguage(request)), APPLICATION);
    },
  );

  const decisionRoute = (
    path: string,
    decision: Decision,
    summary: string,
    body: typeof optionalCommentBody | typeof requiredCommentBody,
    message: string,
  ) =>
    app.post(
      `${path}/:id`,
      {
        onRequest: adminDecides,
        schema: {
          tags: ADMIN_TAG,
          summary,
          security: bearer,
          params: idParams,
          body,
          response: { 200: applicationResponse, ...withNotFound },
        },
      },
      async (request, reply) => {
        const comment = (request.body as { comment?: string }).comment ?? null;
        const actor = { ...actorOf(request), userId: currentUserId(request) };
        await decide(db, request.params.id, actor, decision, comment, notify);
        return ok(reply, await applicationDetail(db, request.params.id, requestLanguage(request)), message);
      },
    );

  decisionRoute(
    "/admin/application/under-review",
    "under-review",
    "Start reviewing a submitted application",
    optionalCommentBody,
    APPLICATION_UNDER_REVIEW,
  );
  decisionRoute(
    "/admin/application/request-changes",
    "changes-requested",
    "Send a submitted or under-review application back to the applicant (comment required)",
    requiredCommentBody,
    APPLICATION_CHANGES_REQUESTED,
  );
  decisionRoute(
    "/admin/application/approve",
    "approved",
    "Approve: creates the partner profile (partner, served communities, services) and links the applicant",
    optionalCommentBody,
    APPLICATION_APPROVED,
  );
  decisionRoute(
    "/admin/application/reject",
    "rejected",
    "Reject a submitted or under-review application (comment required)",
    requiredCommentBody,
    APPLICATION_REJECTED,
  );
};
