import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../lib/audit.js";
import { currentUserId, requireInternal, requireRoleType } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, fieldError, MESSAGES } from "../../lib/errors.js";
import { requestLanguage, translate } from "../../lib/i18n.js";
import { parseFormFields, readMultipartForm } from "../../lib/uploads.js";
import { makePrivate, removeFiles } from "../applications/documents.js";
import { DOCUMENT_UPLOADED, FILE_REQUIRED } from "../applications/messages.js";
import { decide } from "../applications/repo.js";
import { DOCUMENT_EXT, DOCUMENT_MIMES, documentFields, MAX_DOCUMENT_BYTES } from "../applications/schema.js";
import { viewerOf } from "../catalog/repo.js";
import { notify } from "../notifications/service.js";
import { targetPartner } from "../partner-catalog/access.js";
import { SERVICE_CREATED } from "../partner-catalog/messages.js";
import { serviceFields, serviceResponse } from "../partner-catalog/schema.js";
import { checkServiceFields, createService, serviceDetails } from "../partner-catalog/services.js";
import { accountStatus, replacePartnerDocument, setPartnersStatus, updatePartner } from "./edit.js";
import {
  ACCOUNT_STATUS,
  APPLICATION_COUNTS,
  APPLICATIONS_UPDATED,
  PARTNER,
  PARTNER_UPDATED,
  PARTNERS,
  PARTNERS_ACTIVATED,
  PARTNERS_DEACTIVATED,
} from "./messages.js";
import { applicationCounts, checkApplicationIds, listPartners, partnerDetails } from "./repo.js";
import {
  accountStatusResponse,
  applicationBulkBody,
  applicationBulkResponse,
  applicationCountsResponse,
  idParams,
  partnerDetailsResponse,
  partnerListQuery,
  partnerListResponse,
  partnerStatusBody,
  partnerStatusResponse,
  partnerUpdateBody,
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
  const { db, config } = app;

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
        summary: "Activate or deactivate partners (inactive partners leave the storefront), with the reason",
        description:
          "Body {ids (1..100 distinct partner ids), status (active|inactive), reason (required with inactive, up to 1000 characters; the partner's users see it in their portal and get a notification; activating clears it)}. Unknown ids: 422 on ids.{i}; no reason when deactivating: 422 on reason. Audited (status and reason, before and after). Permission update-tenant (internal roles).",
        security: bearer,
        body: partnerStatusBody,
        response: { 200: partnerStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ids, status, reason } = request.body;
      const out = await setPartnersStatus(db, ids, status, reason, actorOf(request));
      return ok(reply, out, status === "active" ? PARTNERS_ACTIVATED : PARTNERS_DEACTIVATED);
    },
  );

  app.post(
    "/admin/partner/update/:id",
    {
      onRequest: requireInternal("update-tenant"),
      schema: {
        tags: TAG,
        summary: "Edit a partner: company, contact, bank, service areas, commission (only the fields given)",
        description:
          "Partial body: name_en, name_ar (display names); legal_name_en, legal_name_ar, company_type (a key from company-type/list), trade_license_number, trade_license_expiry (YYYY-MM-DD after today), trn (15 digits from 100), validated as in the partner onboarding; about_en, about_ar, email, phone (UAE), address; contact_person, contact_phone (UAE mobile), contact_email, bank_name, iban (UAE IBAN, checked), account_name; area_ids (community ids, replaces the set); commission_rate (percent 0-100, 2 decimals: a new partner rate from now, written by the commission module). 422 with field errors in English or Arabic (Accept-Language), nothing saved; unknown partner: 404. One transaction, one audit row with the changed values before and after (IBAN masked). Answers the partner's details. Permission update-tenant (internal roles).",
        security: bearer,
        params: idParams,
        body: partnerUpdateBody,
        response: { 200: partnerDetailsResponse, ...errors, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const actor = { ...actorOf(request), userId: currentUserId(request) };
      await updatePartner(db, request.params.id, request.body, actor);
      return ok(reply, await partnerDetails(db, viewerOf(request), request.params.id), PARTNER_UPDATED);
    },
  );

  app.post(
    "/admin/partner/document/:id",
    {
      onRequest: requireInternal("update-tenant"),
      schema: {
        tags: TAG,
        summary: "Replace one of a partner's documents (multipart: type, file, original_name?)",
        description:
          "multipart/form-data with `type` (trade_license | vat_certificate | insurance | owner_emirates_id), `file` (PDF, JPEG or PNG, checked by content, up to 10 MB: 413 beyond) and optionally `original_name`, as the partner's onboarding upload takes them. The file is stored privately and replaces the partner's document of that type (its approved application's; one is created for a partner without one); the old file is deleted. One audit row with the file names before and after. 422 with field errors (English or Arabic), nothing saved; unknown partner: 404. Answers 201 with the partner's details (documents as signed, expiring links). Permission update-tenant (internal roles).",
        security: bearer,
        params: idParams,
        consumes: ["multipart/form-data"],
        response: { 201: partnerDetailsResponse, ...errors, 404: errorEnvelope, 413: errorEnvelope },
      },
    },
    async (request, reply) => {
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
      const actor = { ...actorOf(request), userId: currentUserId(request) };
      const stored = await makePrivate(config.dataDir, file.path);
      let replaced: string[];
      try {
        replaced = await replacePartnerDocument(
          db,
          request.params.id,
          {
            type: fields.type,
            path: stored,
            mime: file.mime,
            size: file.size,
            original_name: fields.original_name ?? `${fields.type}.${DOCUMENT_EXT[file.mime] ?? "bin"}`,
          },
          actor,
        );
      } catch (error) {
        await removeFiles(config.dataDir, [stored]); // nothing saved: the new file goes too
        throw error;
      }
      await removeFiles(config.dataDir, replaced);
      return ok(reply, await partnerDetails(db, viewerOf(request), request.params.id), DOCUMENT_UPLOADED, 201);
    },
  );

  app.post(
    "/admin/service/create",
    {
      onRequest: requireInternal("create-service"),
      schema: {
        tags: TAG,
        summary: "Create a service for a partner (active)",
        description:
          "JSON or multipart, the body of partner/service/create with partner_id required: partner_id, category_id, name_en, name_ar, description_en?, description_ar?, price (AED incl. VAT, 1..100000, 2 decimals), duration_minutes (15..1440), includes_en?/includes_ar?, job_type_id?, image? (JPEG/PNG/WebP up to 5 MB; default: the category's image). The same validation: 422 with field errors, nothing saved; a missing or unknown partner_id: 422 on partner_id. Permission create-service (internal roles).",
        security: bearer,
        consumes: ["application/json", "multipart/form-data"],
        response: { 201: serviceResponse, ...errors, 413: errorEnvelope },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { maxFiles: 1, maxBytes: 5 * 1024 * 1024, field: "image" });
      const body = parseFormFields(serviceFields, form.fields);
      const userId = currentUserId(request);
      const partnerId = await targetPartner(db, { kind: "internal", userId, partnerId: null }, body.partner_id);
      await checkServiceFields(db, body);
      const id = await createService(db, partnerId, body, form.files[0]?.path ?? null);
      return ok(reply, await serviceDetails(db, viewerOf(request), id), SERVICE_CREATED, 201);
    },
  );

  app.get(
    "/partner/account-status",
    {
      onRequest: requireRoleType("partner", "read-profile"),
      schema: {
        tags: TAG,
        summary: "The signed-in partner's account standing: active, or inactive with the reason Khidma gave",
        description:
          "For the partner portal's banner. Permission read-profile (partner roles; a user without a partner profile: 403).",
        security: bearer,
        response: { 200: accountStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await db
        .selectFrom("users")
        .select("partner_id")
        .where("id", "=", currentUserId(request))
        .executeTakeFirst();
      if (!user?.partner_id) throw new ApiError(403, MESSAGES.forbidden);
      return ok(reply, await accountStatus(db, user.partner_id), ACCOUNT_STATUS);
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
