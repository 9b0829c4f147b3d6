import fs from "node:fs";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.js";
import { rolePermissionNames } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { parseFormFields, readMultipartForm, uploadFile } from "../../lib/uploads.js";
import { catalogCached } from "../catalog/cache.js";
import { viewerOf } from "../catalog/repo.js";
import { actorOf, catalogGuard, partnerFilter, targetPartner } from "./access.js";
import {
  COMMENT_ADDED,
  COMMENTS,
  DASHBOARD,
  DURATION_DELETED,
  DURATION_SAVED,
  DURATIONS,
  HANDPICKED_CHANGED,
  PACKAGE_ACTIVATED,
  PACKAGE_CLONED,
  PACKAGE_CREATED,
  PACKAGE_DEACTIVATED,
  PACKAGE_DELETED,
  PACKAGE_STATUS_CHANGED,
  PACKAGE_UPDATED,
  PACKAGES,
  PRICING,
  PRICING_SAVED,
  PROFILE,
  PROFILE_UPDATED,
  SERVICE,
  SERVICE_ACTIVATED,
  SERVICE_AREAS,
  SERVICE_AREAS_ADDED,
  SERVICE_AREAS_REMOVED,
  SERVICE_CREATED,
  SERVICE_DEACTIVATED,
  SERVICE_UPDATED,
  SERVICES,
} from "./messages.js";
import {
  addComment,
  changeStatus,
  checkPackageFields,
  clonePackage,
  createPackage,
  deleteDuration,
  deletePackage,
  durationPackage,
  findDuration,
  listComments,
  listDurations,
  listManagedPackages,
  listPricing,
  ownedPackage,
  packageDetails,
  pricingRows,
  saveAllPricing,
  saveDuration,
  saveDurationPricing,
  setPackageFlag,
  updatePackage,
} from "./packages.js";
import {
  addServiceAreas,
  dashboard,
  partnerProfile,
  removeServiceAreas,
  serviceAreas,
  updateProfile,
} from "./partner.js";
import {
  activeBody,
  areaBody,
  areaListQuery,
  bulkPricingBody,
  changeStatusBody,
  commentBody,
  commentListResponse,
  commentResponse,
  dashboardResponse,
  deletedResponse,
  durationBody,
  durationListQuery,
  durationListResponse,
  durationPricingBody,
  durationResponse,
  handpickedBody,
  idParams,
  packageFields,
  packageIdQuery,
  packageListQuery,
  packageListResponse,
  packageResponse,
  partnerIdQuery,
  pricingListQuery,
  pricingListResponse,
  pricingSavedResponse,
  profileFields,
  profileResponse,
  serviceAreasResponse,
  serviceFields,
  serviceListQuery,
  serviceListResponse,
  serviceResponse,
  serviceStatusBody,
} from "./schema.js";
import {
  checkServiceFields,
  createService,
  listManagedServices,
  ownedService,
  serviceDetails,
  setServiceActive,
  updateService,
} from "./services.js";

const PKG_TAG = ["Partner catalog: packages"];
const SVC_TAG = ["Partner catalog: services, areas, profile"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const withNotFound = { ...errors, 404: errorEnvelope };
const withUpload = { ...withNotFound, 413: errorEnvelope };
const IMAGE_BYTES = 5 * 1024 * 1024;
const LOGO_BYTES = 2 * 1024 * 1024;

const WHO =
  "A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal " +
  "role acts on any partner (give `partner_id`).";

/** Deletes an uploaded image that no package, service or partner references any more. */
async function removeIfUnused(db: Database, dataDir: string, path: string | null | undefined) {
  if (!path) return;
  const file = uploadFile(dataDir, path);
  if (!file) return;
  const used =
    (await db.selectFrom("packages").select("id").where("image", "=", path).executeTakeFirst()) ??
    (await db.selectFrom("services").select("id").where("image", "=", path).executeTakeFirst()) ??
    (await db.selectFrom("partners").select("id").where("logo", "=", path).executeTakeFirst());
  if (!used) await fs.promises.unlink(file).catch(() => undefined);
}

const readImageForm = (request: FastifyRequest, field: string, maxBytes: number) =>
  readMultipartForm(request, { maxFiles: 1, maxBytes, field, noun: "photo" });

/** The partner's catalog: packages (with durations, pricing, status and comments), services, areas, profile. */
export const partnerCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  // ---- packages ----------------------------------------------------------------------------------------------

  app.get(
    "/package/list",
    {
      onRequest: catalogGuard(["read-package"]),
      // answers cached per catalog version, per user and active role (catalog/cache.ts)
      ...catalogCached(db, { users: "per-role" }),
      schema: {
        tags: PKG_TAG,
        summary: "Packages for partners and admins: every status, active or not (id descending by default)",
        description: `${WHO} Filters: status, active, partner_id, category_id, is_handpicked, search (package or partner name). sortKey id|name|status|created_at|updated_at|visits_per_month, sortVal asc|desc (a sortKey without sortVal sorts ascending). Permission read-package.`,
        security: bearer,
        querystring: packageListQuery,
        response: { 200: packageListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const actor = actorOf(request);
      const partnerId = await partnerFilter(db, actor, q.partner_id);
      const sort = q.sortKey
        ? { key: q.sortKey, dir: q.sortVal ?? "asc" }
        : { key: "id" as const, dir: q.sortVal ?? "desc" };
      const out = await listManagedPackages(
        db,
        viewerOf(request),
        {
          partner_id: partnerId,
          status: q.status,
          active: q.active,
          category_id: q.category_id,
          is_handpicked: q.is_handpicked,
          search: q.search,
        },
        sort,
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, PACKAGES);
    },
  );

  app.post(
    "/package/create",
    {
      onRequest: catalogGuard(["create-package"]),
      schema: {
        tags: PKG_TAG,
        summary: "Create a package (status Approved, active 1)",
        description: `${WHO} JSON or multipart: name_en, name_ar, description_en?, description_ar?, category_id, service_ids (the partner's services, 1..50), visits_per_month (1..31), unused_visits? (lost|carry_over: what a visit not used by its month's end becomes; default lost, unchanged on update when omitted), property_types (apartment|villa|office), partner_id (internal roles), image? (multipart file, JPEG/PNG/WebP up to 5 MB). Lists may be arrays, JSON arrays or comma-separated. Permission create-package.`,
        security: bearer,
        consumes: ["application/json", "multipart/form-data"],
        response: { 201: packageResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const form = await readImageForm(request, "image", IMAGE_BYTES);
      const body = parseFormFields(packageFields, form.fields);
      const partnerId = await targetPartner(db, actor, body.partner_id);
      await checkPackageFields(db, partnerId, body);
      const id = await createPackage(db, partnerId, body, form.files[0]?.path ?? null);
      return ok(reply, await packageDetails(db, viewerOf(request), id), PACKAGE_CREATED, 201);
    },
  );

  app.post(
    "/package/update/:id",
    {
      onRequest: catalogGuard(["update-package"]),
      schema: {
        tags: PKG_TAG,
        summary: "Replace a package's fields (the same body as create; a new image replaces the old one)",
        description: `${WHO} Prices of property types no longer offered are removed. Permission update-package.`,
        security: bearer,
        params: idParams,
        consumes: ["application/json", "multipart/form-data"],
        response: { 200: packageResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const pkg = await ownedPackage(db, actor, request.params.id);
      const form = await readImageForm(request, "image", IMAGE_BYTES);
      const body = parseFormFields(packageFields, form.fields);
      if (body.partner_id !== undefined) await targetPartner(db, actor, body.partner_id);
      await checkPackageFields(db, pkg.partner_id, body);
      const image = form.files[0]?.path;
      await updatePackage(db, pkg.id, body, image);
      if (image) await removeIfUnused(db, config.dataDir, pkg.image);
      return ok(reply, await packageDetails(db, viewerOf(request), pkg.id), PACKAGE_UPDATED);
    },
  );

  app.post(
    "/package/change/status",
    {
      onRequest: catalogGuard(["change-package-status"]),
      schema: {
        tags: PKG_TAG,
        summary: "Change a package's status (Pending | Approved | Rejected | Changes Requested), with a comment",
        description: `${WHO} \`comments\` is required for Rejected and Changes Requested; the change and the comment go into the package's thread (\`package/comments\`). \`status_performed_by\` and \`user_id\` are accepted; the server records the signed-in user and its role type. Permission change-package-status.`,
        security: bearer,
        body: changeStatusBody,
        response: { 200: packageResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const pkg = await ownedPackage(db, actor, request.body.package_id);
      await changeStatus(db, actor, pkg, request.body.status, request.body.comments);
      return ok(reply, await packageDetails(db, viewerOf(request), pkg.id), PACKAGE_STATUS_CHANGED);
    },
  );

  app.post(
    "/package/update/status",
    {
      onRequest: catalogGuard(["update-package"]),
      schema: {
        tags: PKG_TAG,
        summary: "Turn a package on or off (active 1 | 0)",
        description: `${WHO} Permission update-package.`,
        security: bearer,
        body: activeBody,
        response: { 200: packageResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const pkg = await ownedPackage(db, actorOf(request), request.body.package_id);
      await setPackageFlag(db, pkg.id, { active: request.body.active });
      const message = request.body.active ? PACKAGE_ACTIVATED : PACKAGE_DEACTIVATED;
      return ok(reply, await packageDetails(db, viewerOf(request), pkg.id), message);
    },
  );

  app.post(
    "/change-handpicked-package-status",
    {
      onRequest: catalogGuard(["change-handpicked-package-status"], { internalOnly: true }),
      schema: {
        tags: PKG_TAG,
        summary: "Mark a package handpicked (shown on the storefront home) or not",
        description: "Internal roles only, permission change-handpicked-package-status (partners: 403).",
        security: bearer,
        body: handpickedBody,
        response: { 200: packageResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const pkg = await ownedPackage(db, actorOf(request), request.body.package_id);
      await setPackageFlag(db, pkg.id, { is_handpicked: request.body.is_handpicked });
      return ok(reply, await packageDetails(db, viewerOf(request), pkg.id), HANDPICKED_CHANGED);
    },
  );

  app.post(
    "/package/create/comment",
    {
      onRequest: catalogGuard(["update-package"]),
      schema: {
        tags: PKG_TAG,
        summary: "Add a comment to a package's thread",
        description: `${WHO} Permission update-package.`,
        security: bearer,
        body: commentBody,
        response: { 201: commentResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const pkg = await ownedPackage(db, actor, request.body.package_id);
      const id = await addComment(db, actor, pkg.id, request.body.comments);
      const [comment] = await listComments(db, viewerOf(request).lang, pkg.id, id);
      return ok(reply, comment, COMMENT_ADDED, 201);
    },
  );

  app.get(
    "/package/comments",
    {
      onRequest: catalogGuard(["read-package"]),
      schema: {
        tags: PKG_TAG,
        summary: "A package's comments and status changes, oldest first",
        description: `${WHO} Permission read-package.`,
        security: bearer,
        querystring: packageIdQuery,
        response: { 200: commentListResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const pkg = await ownedPackage(db, actorOf(request), request.query.package_id);
      return ok(reply, await listComments(db, viewerOf(request).lang, pkg.id), COMMENTS);
    },
  );

  app.get(
    "/package/clone/on-edit/:id",
    {
      onRequest: catalogGuard(["create-package"]),
      schema: {
        tags: PKG_TAG,
        summary: "Copy a package with its services, property types, durations and pricing",
        description: `${WHO} The copy is named "... (copy)" / "... (نسخة)", keeps the status, and starts inactive (active 0, not handpicked) so it can be edited before going live. Permission create-package.`,
        security: bearer,
        params: idParams,
        response: { 200: packageResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const pkg = await ownedPackage(db, actorOf(request), request.params.id);
      const id = await clonePackage(db, pkg.id);
      return ok(reply, await packageDetails(db, viewerOf(request), id), PACKAGE_CLONED);
    },
  );

  app.delete(
    "/package/delete/:id",
    {
      onRequest: catalogGuard(["delete-package"]),
      schema: {
        tags: PKG_TAG,
        summary: "Delete a package",
        description: `${WHO} 422 on package_id while it has active or pending subscriptions. A package sold before is kept for its orders and subscriptions but hidden everywhere (deleted_at). Permission delete-package.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const pkg = await ownedPackage(db, actorOf(request), request.params.id);
      await deletePackage(db, pkg.id);
      await removeIfUnused(db, config.dataDir, pkg.image);
      return ok(reply, { id: pkg.id }, PACKAGE_DELETED);
    },
  );

  // ---- durations and pricing ---------------------------------------------------------------------------------

  app.get(
    "/package/duration",
    {
      onRequest: catalogGuard(["read-package"]),
      schema: {
        tags: PKG_TAG,
        summary: "A package's durations (months ascending by default)",
        description: `${WHO} search (label or months), sortKey id|months|discount_percent|label, sortVal. Permission read-package.`,
        security: bearer,
        querystring: durationListQuery,
        response: { 200: durationListResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const pkg = await ownedPackage(db, actorOf(request), q.package_id);
      const sort = { key: q.sortKey ?? "months", dir: q.sortVal ?? "asc" } as const;
      const out = await listDurations(db, viewerOf(request), pkg.id, q.search, sort, { page: q.page, limit: q.limit });
      return ok(reply, out, DURATIONS);
    },
  );

  app.post(
    "/package/duration",
    {
      onRequest: catalogGuard(["save-duration-pricing"]),
      schema: {
        tags: PKG_TAG,
        summary: "Add a duration to a package, or update one (with id)",
        description: `${WHO} months 1..36 (unique per package), discount_percent 0..90 (on the whole term), labels default to "N months". Permission save-duration-pricing.`,
        security: bearer,
        body: durationBody,
        response: { 200: durationResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const pkg = await ownedPackage(db, actorOf(request), request.body.package_id);
      const id = await saveDuration(db, { ...request.body, package_id: pkg.id });
      return ok(reply, await findDuration(db, viewerOf(request), id), DURATION_SAVED);
    },
  );

  app.delete(
    "/package/duration/delete/:id",
    {
      onRequest: catalogGuard(["save-duration-pricing"]),
      schema: {
        tags: PKG_TAG,
        summary: "Delete a duration with its prices (422 once it has been sold)",
        description: `${WHO} Permission save-duration-pricing.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const d = await durationPackage(db, request.params.id);
      await ownedPackage(db, actorOf(request), d.package_id);
      await deleteDuration(db, d.id);
      return ok(reply, { id: d.id }, DURATION_DELETED);
    },
  );

  app.post(
    "/save/duration/pricing",
    {
      onRequest: catalogGuard(["save-duration-pricing"]),
      schema: {
        tags: PKG_TAG,
        summary: "Set the monthly prices of one duration (replaces that duration's prices)",
        description: `${WHO} prices: [{property_type, property_size (key), price (monthly AED incl. VAT, before the duration's discount)}]; each type must be one the package offers, each size one of the type's. Permission save-duration-pricing.`,
        security: bearer,
        body: durationPricingBody,
        response: { 200: pricingSavedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const { package_id, package_duration_id, prices } = request.body;
      const pkg = await ownedPackage(db, actorOf(request), package_id);
      await saveDurationPricing(db, pkg.id, package_duration_id, prices);
      const rows = await pricingRows(db, viewerOf(request), pkg.id, { package_duration_id });
      return ok(reply, { package_id: pkg.id, prices: rows }, PRICING_SAVED);
    },
  );

  app.post(
    "/save/pricing",
    {
      onRequest: catalogGuard(["save-duration-pricing"]),
      schema: {
        tags: PKG_TAG,
        summary: "Set the same monthly prices for every duration of a package (replaces all its prices)",
        description: `${WHO} The duration's discount makes longer terms cheaper. 422 on package_id when it has no duration yet. Permission save-duration-pricing.`,
        security: bearer,
        body: bulkPricingBody,
        response: { 200: pricingSavedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const pkg = await ownedPackage(db, actorOf(request), request.body.package_id);
      await saveAllPricing(db, pkg.id, request.body.prices);
      return ok(
        reply,
        { package_id: pkg.id, prices: await pricingRows(db, viewerOf(request), pkg.id, {}) },
        PRICING_SAVED,
      );
    },
  );

  app.get(
    "/get/duration/pricing",
    {
      onRequest: catalogGuard(["read-package"]),
      schema: {
        tags: PKG_TAG,
        summary: "A package's prices (of one duration with package_duration_id)",
        description: `${WHO} Default order: months, property type, size. search (type, size, duration label), sortKey id|price|months|property_type|property_size, sortVal. Permission read-package.`,
        security: bearer,
        querystring: pricingListQuery,
        response: { 200: pricingListResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const pkg = await ownedPackage(db, actorOf(request), q.package_id);
      const sort = q.sortKey ? { key: q.sortKey, dir: q.sortVal ?? "asc" } : null;
      const out = await listPricing(
        db,
        viewerOf(request),
        pkg.id,
        { package_duration_id: q.package_duration_id, search: q.search },
        sort,
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, PRICING);
    },
  );

  // ---- services ----------------------------------------------------------------------------------------------

  app.get(
    "/partner/service/list",
    {
      onRequest: catalogGuard(["read-service"]),
      schema: {
        tags: SVC_TAG,
        summary: "A partner's services, active or not (id descending by default)",
        description: `${WHO} Filters: partner_id, category_id, active, search; sortKey id|name|price|duration_minutes|created_at|average_rating, sortVal. Permission read-service.`,
        security: bearer,
        querystring: serviceListQuery,
        response: { 200: serviceListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const partnerId = await partnerFilter(db, actorOf(request), q.partner_id);
      const sort = q.sortKey
        ? { key: q.sortKey, dir: q.sortVal ?? "asc" }
        : { key: "id" as const, dir: q.sortVal ?? "desc" };
      const out = await listManagedServices(
        db,
        viewerOf(request),
        { partner_id: partnerId, category_id: q.category_id, active: q.active, search: q.search },
        sort,
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, SERVICES);
    },
  );

  app.get(
    "/partner/service/details/:id",
    {
      onRequest: catalogGuard(["read-service"]),
      schema: {
        tags: SVC_TAG,
        summary: "One of the partner's services",
        description: `${WHO} Permission read-service.`,
        security: bearer,
        params: idParams,
        response: { 200: serviceResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const svc = await ownedService(db, actorOf(request), request.params.id);
      return ok(reply, await serviceDetails(db, viewerOf(request), svc.id), SERVICE);
    },
  );

  app.post(
    "/partner/service/create",
    {
      onRequest: catalogGuard(["create-service"]),
      schema: {
        tags: SVC_TAG,
        summary: "Add a service (active)",
        description: `${WHO} JSON or multipart: category_id, name_en, name_ar, description_en?, description_ar?, price (AED incl. VAT, 1..100000, 2 decimals), duration_minutes (15..1440), includes_en?/includes_ar? (lists of up to 20 lines), partner_id (internal roles), image? (JPEG/PNG/WebP up to 5 MB; default: the category's image). Permission create-service.`,
        security: bearer,
        consumes: ["application/json", "multipart/form-data"],
        response: { 201: serviceResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const form = await readImageForm(request, "image", IMAGE_BYTES);
      const body = parseFormFields(serviceFields, form.fields);
      const partnerId = await targetPartner(db, actor, body.partner_id);
      await checkServiceFields(db, body);
      const id = await createService(db, partnerId, body, form.files[0]?.path ?? null);
      return ok(reply, await serviceDetails(db, viewerOf(request), id), SERVICE_CREATED, 201);
    },
  );

  app.post(
    "/partner/service/update/:id",
    {
      onRequest: catalogGuard(["update-service"]),
      schema: {
        tags: SVC_TAG,
        summary: "Replace a service's fields (the same body as create)",
        description: `${WHO} Permission update-service.`,
        security: bearer,
        params: idParams,
        consumes: ["application/json", "multipart/form-data"],
        response: { 200: serviceResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const svc = await ownedService(db, actor, request.params.id);
      const form = await readImageForm(request, "image", IMAGE_BYTES);
      const body = parseFormFields(serviceFields, form.fields);
      if (body.partner_id !== undefined) await targetPartner(db, actor, body.partner_id);
      await checkServiceFields(db, body);
      const image = form.files[0]?.path;
      await updateService(db, svc.id, body, image);
      if (image) await removeIfUnused(db, config.dataDir, svc.image);
      return ok(reply, await serviceDetails(db, viewerOf(request), svc.id), SERVICE_UPDATED);
    },
  );

  app.post(
    "/partner/service/status/:id",
    {
      onRequest: catalogGuard(["update-service"]),
      schema: {
        tags: SVC_TAG,
        summary: "Turn a service on or off (active 1 | 0); an inactive service leaves the storefront",
        description: `${WHO} Permission update-service.`,
        security: bearer,
        params: idParams,
        body: serviceStatusBody,
        response: { 200: serviceResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const svc = await ownedService(db, actorOf(request), request.params.id);
      await setServiceActive(db, svc.id, request.body.active);
      const message = request.body.active ? SERVICE_ACTIVATED : SERVICE_DEACTIVATED;
      return ok(reply, await serviceDetails(db, viewerOf(request), svc.id), message);
    },
  );

  // ---- service areas -----------------------------------------------------------------------------------------

  app.get(
    "/partner/service-area/list",
    {
      onRequest: catalogGuard(["read-partner-service-area"]),
      schema: {
        tags: SVC_TAG,
        summary: "The communities a partner serves, grouped by emirate",
        description: `${WHO} Permission read-partner-service-area. (The flat list: GET area/community/list?partner_id=&limit=-1.)`,
        security: bearer,
        querystring: areaListQuery,
        response: { 200: serviceAreasResponse, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = await targetPartner(db, actorOf(request), request.query.partner_id);
      return ok(reply, await serviceAreas(db, viewerOf(request), partnerId), SERVICE_AREAS);
    },
  );

  app.post(
    "/partner/service-area/add",
    {
      onRequest: catalogGuard(["create-service-area"]),
      schema: {
        tags: SVC_TAG,
        summary: "Add communities to the areas a partner serves (ones already served are kept)",
        description: `${WHO} community_ids: 1..1000 distinct ids (GET area/community/list?limit=-1). Permission create-service-area.`,
        security: bearer,
        body: areaBody,
        response: { 200: serviceAreasResponse, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = await targetPartner(db, actorOf(request), request.body.partner_id);
      await addServiceAreas(db, partnerId, request.body.community_ids);
      return ok(reply, await serviceAreas(db, viewerOf(request), partnerId), SERVICE_AREAS_ADDED);
    },
  );

  app.post(
    "/partner/service-area/remove",
    {
      onRequest: catalogGuard(["delete-service-area"]),
      schema: {
        tags: SVC_TAG,
        summary: "Stop serving communities (ones not served are ignored)",
        description: `${WHO} Permission delete-service-area.`,
        security: bearer,
        body: areaBody,
        response: { 200: serviceAreasResponse, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = await targetPartner(db, actorOf(request), request.body.partner_id);
      await removeServiceAreas(db, partnerId, request.body.community_ids);
      return ok(reply, await serviceAreas(db, viewerOf(request), partnerId), SERVICE_AREAS_REMOVED);
    },
  );

  // ---- profile and dashboard ---------------------------------------------------------------------------------

  app.get(
    "/partner/profile",
    {
      onRequest: catalogGuard(["read-profile", "read-service"]),
      schema: {
        tags: SVC_TAG,
        summary: "The partner's company profile with a ratings summary",
        description: `${WHO} Permissions read-profile and read-service (the Technician role holds no read-service: 403).`,
        security: bearer,
        querystring: partnerIdQuery,
        response: { 200: profileResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const partnerId = await targetPartner(db, actorOf(request), request.query.partner_id);
      return ok(reply, await partnerProfile(db, viewerOf(request), partnerId), PROFILE);
    },
  );

  app.post(
    "/partner/profile/update",
    {
      onRequest: catalogGuard(["update-profile", "update-service"]),
      schema: {
        tags: SVC_TAG,
        summary: "Update the company profile (only the fields given)",
        description: `${WHO} JSON or multipart: about_en?, about_ar?, phone? (UAE, stored +971...), email?, cash_on_delivery? (0|1), partner_id (internal roles), logo? (multipart file, JPEG/PNG/WebP up to 2 MB). Permissions update-profile and update-service.`,
        security: bearer,
        consumes: ["application/json", "multipart/form-data"],
        response: { 200: profileResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const form = await readImageForm(request, "logo", LOGO_BYTES);
      const body = parseFormFields(profileFields, form.fields);
      const partnerId = await targetPartner(db, actor, body.partner_id);
      const { partner_id: _ignored, ...fields } = body;
      const previous = await updateProfile(db, partnerId, fields, form.files[0]?.path);
      await removeIfUnused(db, config.dataDir, previous);
      return ok(reply, await partnerProfile(db, viewerOf(request), partnerId), PROFILE_UPDATED);
    },
  );

  app.get(
    "/partner/dashboard",
    {
      onRequest: catalogGuard(["read-dashboard", "read-package"]),
      schema: {
        tags: SVC_TAG,
        summary: "A partner's live figures: services, packages by status, upcoming appointments, revenue, rating",
        description: `${WHO} Permissions read-dashboard and read-package (the Technician role: 403); "earnings" (from the partner ledger) needs read-payout too, else null.`,
        security: bearer,
        querystring: partnerIdQuery,
        response: { 200: dashboardResponse, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = await targetPartner(db, actorOf(request), request.query.partner_id);
      const names = await rolePermissionNames(db, request.auth?.activeRoleId ?? null);
      return ok(reply, await dashboard(db, partnerId, names.includes("read-payout")), DASHBOARD);
    },
  );
};
