import fs from "node:fs";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Permission } from "../../../../common/permissions.js";
import type { Database } from "../../db/database.js";
import { assignCommunityAreas } from "../../db/migrations/012_admin_catalog.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { fieldError } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { parseFormFields, readMultipartForm, uploadFile } from "../../lib/uploads.js";
import { viewerOf } from "../catalog/repo.js";
import { catalogGuard } from "../partner-catalog/access.js";
import { SERVICE_ACTIVATED, SERVICE_DEACTIVATED, SERVICES } from "../partner-catalog/messages.js";
import {
  serviceListQuery,
  serviceListResponse,
  serviceResponse,
  serviceStatusBody,
} from "../partner-catalog/schema.js";
import { listManagedServices, ownedService, serviceDetails, setServiceActive } from "../partner-catalog/services.js";
import {
  areaDetails,
  communityDetails,
  createArea,
  createCommunity,
  deleteArea,
  deleteCommunity,
  findArea,
  findCommunity,
  listAdminCommunities,
  listAdminEmirates,
  listAreas,
  updateArea,
  updateCommunity,
} from "./areas.js";
import {
  attributeDetails,
  checkAttribute,
  createAttribute,
  deleteAttribute,
  findAttribute,
  listAttributes,
  updateAttribute,
} from "./attributes.js";
import {
  bannerDetails,
  checkBanner,
  createBanner,
  deleteBanner,
  findBanner,
  listBanners,
  setBannerStatus,
  updateBanner,
} from "./banners.js";
import {
  assertIds,
  categoryDetails,
  createCategory,
  deleteCategory,
  findCategory,
  listAdminCategories,
  reorderCategories,
  setCategoryFlags,
  updateCategory,
} from "./categories.js";
import * as M from "./messages.js";
import {
  createPropertySize,
  createPropertyType,
  deletePropertySize,
  deletePropertyType,
  findPropertySize,
  findPropertyType,
  listPropertySizes,
  listPropertyTypes,
  propertySizeDetails,
  propertyTypeDetails,
  updatePropertySize,
  updatePropertyType,
} from "./properties.js";
import {
  areaBody,
  areaListQuery,
  areaListResponse,
  areaResponse,
  attributeBody,
  attributeListQuery,
  attributeListResponse,
  attributeResponse,
  bannerFields,
  bannerListQuery,
  bannerListResponse,
  bannerResponse,
  bulkStatusBody,
  categoryFields,
  categoryListQuery,
  categoryListResponse,
  categoryResponse,
  communityBody,
  communityListQuery,
  communityListResponse,
  communityResponse,
  countResponse,
  deletedResponse,
  emirateListResponse,
  idParams,
  propertySizeBody,
  propertySizeListQuery,
  propertySizeListResponse,
  propertySizeResponse,
  propertySizeUpdateBody,
  propertyTypeBody,
  propertyTypeListQuery,
  propertyTypeListResponse,
  propertyTypeResponse,
  propertyTypeUpdateBody,
  reorderBody,
  serviceBulkStatusBody,
  statusBody,
  trendingBody,
} from "./schema.js";

const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const withNotFound = { ...errors, 404: errorEnvelope };
const withUpload = { ...withNotFound, 413: errorEnvelope };
const IMAGE_BYTES = 5 * 1024 * 1024;
const ICON_BYTES = 2 * 1024 * 1024;
const WHO = "Internal roles only (a partner or customer role: 403, even holding a permission of the same name).";

const TAGS = {
  category: ["Admin catalog: service categories"],
  service: ["Admin catalog: services"],
  attribute: ["Admin catalog: attributes"],
  banner: ["Admin catalog: banners"],
  property: ["Admin catalog: property types and sizes"],
  area: ["Admin catalog: emirates, areas, communities"],
};

/** onRequest guard: a signed-in internal role holding `permission` (401 / 403 before any validation). */
const guard = (permission: Permission) => catalogGuard([permission], { internalOnly: true });

/** `sortKey` given: it, ascending unless `sortVal`; otherwise the list's default. */
const sortOf = <K extends string>(
  q: { sortKey?: K; sortVal?: "asc" | "desc" },
  fallback: { key: K; dir: "asc" | "desc" },
) => (q.sortKey ? { key: q.sortKey, dir: q.sortVal ?? "asc" } : { key: fallback.key, dir: q.sortVal ?? fallback.dir });

/** Deletes an uploaded file that no catalog row references any more. */
async function removeIfUnused(db: Database, dataDir: string, path: string | null | undefined) {
  if (!path) return;
  const file = uploadFile(dataDir, path);
  if (!file) return;
  const used =
    (await db
      .selectFrom("categories")
      .select("id")
      .where((eb) => eb.or([eb("image", "=", path), eb("icon", "=", path)]))
      .executeTakeFirst()) ??
    (await db.selectFrom("banners").select("id").where("image", "=", path).executeTakeFirst()) ??
    (await db.selectFrom("services").select("id").where("image", "=", path).executeTakeFirst()) ??
    (await db.selectFrom("packages").select("id").where("image", "=", path).executeTakeFirst());
  if (!used) await fs.promises.unlink(file).catch(() => undefined);
}

const readImage = (request: FastifyRequest, field: string, maxBytes: number) =>
  readMultipartForm(request, { maxFiles: 1, maxBytes, field, noun: "photo" });

/**
 * The admin portal's catalog (issue 7): service categories, services of every partner, attributes, banners,
 * property types and sizes, emirates, areas and communities. docs/api-catalog.md "Admin: catalog".
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  // communities added after the 012 migration without an area (the demo seed runs after migrations) get one
  await assignCommunityAreas(db);

  // ---- service categories ----------------------------------------------------------------------------------------

  app.get(
    "/service-category/list",
    {
      onRequest: guard("read-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "Service categories of every status, with service, package and attribute counts",
        description: `${WHO} Filters: search (names, slug), status (active|inactive), trending (1|0). sortKey id|name|sort_order|created_at|status|is_trending|service_count, sortVal; default sort_order then id. Permission read-service-category.`,
        security: bearer,
        querystring: categoryListQuery,
        response: { 200: categoryListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const out = await listAdminCategories(
        db,
        requestLanguage(request),
        { search: q.search, status: q.status, trending: q.trending },
        sortOf(q, { key: "sort_order", dir: "asc" }),
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, M.CATEGORIES);
    },
  );

  app.get(
    "/service-category/details/:id",
    {
      onRequest: guard("read-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "One service category",
        description: `${WHO} Permission read-service-category.`,
        security: bearer,
        params: idParams,
        response: { 200: categoryResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await categoryDetails(db, requestLanguage(request), request.params.id), M.CATEGORY),
  );

  app.post(
    "/service-category/create",
    {
      onRequest: guard("create-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "Create a service category",
        description: `${WHO} JSON or multipart: name_en, name_ar (the English name unique), description_en?, description_ar?, is_trending? (0|1), sort_order? (default: last), status? (active|inactive), image? (file: JPEG/PNG/WebP up to 5 MB; also the icon until one is uploaded). Permission create-service-category.`,
        security: bearer,
        consumes: ["application/json", "multipart/form-data"],
        response: { 201: categoryResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const form = await readImage(request, "image", IMAGE_BYTES);
      const body = parseFormFields(categoryFields, form.fields);
      const id = await createCategory(db, body, { image: form.files[0]?.path ?? null });
      return ok(reply, await categoryDetails(db, requestLanguage(request), id), M.CATEGORY_CREATED, 201);
    },
  );

  app.post(
    "/service-category/update/:id",
    {
      onRequest: guard("update-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "Replace a service category's fields (a new image replaces the old one)",
        description: `${WHO} The same body as create; is_trending, sort_order and status keep their value when omitted. Permission update-service-category.`,
        security: bearer,
        params: idParams,
        consumes: ["application/json", "multipart/form-data"],
        response: { 200: categoryResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const current = await findCategory(db, request.params.id);
      const form = await readImage(request, "image", IMAGE_BYTES);
      const body = parseFormFields(categoryFields, form.fields);
      const image = form.files[0]?.path;
      await updateCategory(db, current.id, body, { image });
      if (image) await removeIfUnused(db, config.dataDir, current.image);
      return ok(reply, await categoryDetails(db, requestLanguage(request), current.id), M.CATEGORY_UPDATED);
    },
  );

  app.post(
    "/service-category/icon/:id",
    {
      onRequest: guard("update-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "Replace a service category's icon",
        description: `${WHO} multipart: icon (JPEG/PNG/WebP up to 2 MB, required). Permission update-service-category.`,
        security: bearer,
        params: idParams,
        consumes: ["multipart/form-data"],
        response: { 200: categoryResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const current = await findCategory(db, request.params.id);
      const form = await readImage(request, "icon", ICON_BYTES);
      const icon = form.files[0]?.path;
      if (!icon) throw fieldError("icon", "The icon field is required.");
      await db.updateTable("categories").set({ icon }).where("id", "=", current.id).execute();
      await removeIfUnused(db, config.dataDir, current.icon);
      return ok(reply, await categoryDetails(db, requestLanguage(request), current.id), M.CATEGORY_UPDATED);
    },
  );

  app.post(
    "/service-category/status/:id",
    {
      onRequest: guard("update-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "Activate or deactivate a service category (inactive: off the storefront)",
        description: `${WHO} Body {status: active|inactive}. Permission update-service-category.`,
        security: bearer,
        params: idParams,
        body: statusBody,
        response: { 200: categoryResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findCategory(db, request.params.id);
      await setCategoryFlags(db, [current.id], { status: request.body.status });
      return ok(reply, await categoryDetails(db, requestLanguage(request), current.id), M.CATEGORY_STATUS);
    },
  );

  app.post(
    "/service-category/bulk-status",
    {
      onRequest: guard("update-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "Activate or deactivate several service categories",
        description: `${WHO} Body {ids (1..500), status}. Unknown ids: 422 on ids.{i}, nothing changed. Permission update-service-category.`,
        security: bearer,
        body: bulkStatusBody,
        response: { 200: countResponse, ...errors },
      },
    },
    async (request, reply) => {
      const updated = await setCategoryFlags(db, request.body.ids, { status: request.body.status });
      return ok(reply, { updated }, M.CATEGORIES_STATUS);
    },
  );

  app.post(
    "/service-category/trending/:id",
    {
      onRequest: guard("update-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "Mark a service category trending (storefront home) or not",
        description: `${WHO} Body {is_trending: 0|1}. Permission update-service-category.`,
        security: bearer,
        params: idParams,
        body: trendingBody,
        response: { 200: categoryResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findCategory(db, request.params.id);
      await setCategoryFlags(db, [current.id], { is_trending: request.body.is_trending });
      return ok(reply, await categoryDetails(db, requestLanguage(request), current.id), M.CATEGORY_TRENDING);
    },
  );

  app.post(
    "/service-category/reorder",
    {
      onRequest: guard("update-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "Put service categories in a new order (storefront order)",
        description: `${WHO} Body {ids}: category ids in their new order, all of them or a subset (e.g. one page: they keep the places they held among all categories). Every category is then numbered 1..n. Unknown ids: 422 ids.{i}; a repeated id: 422 ids.{i}. Permission update-service-category.`,
        security: bearer,
        body: reorderBody,
        response: { 200: countResponse, ...errors },
      },
    },
    async (request, reply) => {
      await reorderCategories(db, request.body.ids);
      return ok(reply, { updated: request.body.ids.length }, M.CATEGORIES_REORDERED);
    },
  );

  app.delete(
    "/service-category/delete/:id",
    {
      onRequest: guard("delete-service-category"),
      schema: {
        tags: TAGS.category,
        summary: "Delete a service category that no service, package or application uses",
        description: `${WHO} In use: 422 on id (deactivate it instead). Permission delete-service-category.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findCategory(db, request.params.id);
      await deleteCategory(db, current.id);
      await removeIfUnused(db, config.dataDir, current.image);
      await removeIfUnused(db, config.dataDir, current.icon);
      return ok(reply, { id: current.id }, M.CATEGORY_DELETED);
    },
  );

  // ---- services (all partners) -------------------------------------------------------------------------------------

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

  // ---- attributes --------------------------------------------------------------------------------------------------

  app.get(
    "/attribute/list",
    {
      onRequest: guard("read-attribute"),
      schema: {
        tags: TAGS.attribute,
        summary: "Attributes with their options and categories",
        description: `${WHO} Filters: search, type (text|number|select), category_id, status. sortKey id|name|type|sort_order|created_at, sortVal; default sort_order then id. Permission read-attribute.`,
        security: bearer,
        querystring: attributeListQuery,
        response: { 200: attributeListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const out = await listAttributes(
        db,
        requestLanguage(request),
        { search: q.search, type: q.type, category_id: q.category_id, status: q.status },
        sortOf(q, { key: "sort_order", dir: "asc" }),
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, M.ATTRIBUTES);
    },
  );

  app.get(
    "/attribute/details/:id",
    {
      onRequest: guard("read-attribute"),
      schema: {
        tags: TAGS.attribute,
        summary: "One attribute",
        description: `${WHO} Permission read-attribute.`,
        security: bearer,
        params: idParams,
        response: { 200: attributeResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await attributeDetails(db, requestLanguage(request), request.params.id), M.ATTRIBUTE),
  );

  app.post(
    "/attribute/create",
    {
      onRequest: guard("create-attribute"),
      schema: {
        tags: TAGS.attribute,
        summary: "Create an attribute",
        description: `${WHO} {name_en, name_ar, type (text|number|select), options? ([{en, ar}], 1..50 for select), category_ids?, is_required?, sort_order?, status?}. Permission create-attribute.`,
        security: bearer,
        body: attributeBody,
        response: { 201: attributeResponse, ...errors },
      },
    },
    async (request, reply) => {
      await checkAttribute(db, request.body);
      const id = await createAttribute(db, request.body);
      return ok(reply, await attributeDetails(db, requestLanguage(request), id), M.ATTRIBUTE_CREATED, 201);
    },
  );

  app.post(
    "/attribute/update/:id",
    {
      onRequest: guard("update-attribute"),
      schema: {
        tags: TAGS.attribute,
        summary: "Replace an attribute (category_ids omitted: the links stay)",
        description: `${WHO} The same body as create. Permission update-attribute.`,
        security: bearer,
        params: idParams,
        body: attributeBody,
        response: { 200: attributeResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findAttribute(db, request.params.id);
      await checkAttribute(db, request.body);
      await updateAttribute(db, current.id, request.body);
      return ok(reply, await attributeDetails(db, requestLanguage(request), current.id), M.ATTRIBUTE_UPDATED);
    },
  );

  app.delete(
    "/attribute/delete/:id",
    {
      onRequest: guard("delete-attribute"),
      schema: {
        tags: TAGS.attribute,
        summary: "Delete an attribute (and its links to categories)",
        description: `${WHO} Permission delete-attribute.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findAttribute(db, request.params.id);
      await deleteAttribute(db, current.id);
      return ok(reply, { id: current.id }, M.ATTRIBUTE_DELETED);
    },
  );

  // ---- banners -----------------------------------------------------------------------------------------------------

  app.get(
    "/banner/list",
    {
      onRequest: guard("read-banner"),
      schema: {
        tags: TAGS.banner,
        summary: "Banners of every status and schedule, each with is_live",
        description: `${WHO} Filters: search (titles), target (customer|partner), status, live (1: live now, 0: not). sortKey id|title|sort_order|starts_at|ends_at|status, sortVal; default sort_order then id. Permission read-banner.`,
        security: bearer,
        querystring: bannerListQuery,
        response: { 200: bannerListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const out = await listBanners(
        db,
        requestLanguage(request),
        { search: q.search, target: q.target, status: q.status, live: q.live },
        sortOf(q, { key: "sort_order", dir: "asc" }),
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, M.BANNERS);
    },
  );

  app.get(
    "/banner/details/:id",
    {
      onRequest: guard("read-banner"),
      schema: {
        tags: TAGS.banner,
        summary: "One banner",
        description: `${WHO} Permission read-banner.`,
        security: bearer,
        params: idParams,
        response: { 200: bannerResponse, ...withNotFound },
      },
    },
    async (request, reply) => ok(reply, await bannerDetails(db, requestLanguage(request), request.params.id), M.BANNER),
  );

  app.post(
    "/banner/create",
    {
      onRequest: guard("create-banner"),
      schema: {
        tags: TAGS.banner,
        summary: "Create a banner",
        description: `${WHO} JSON or multipart: title_en, title_ar, subtitle_en?, subtitle_ar?, link? (a site path /... or an http(s) URL), target (customer|partner, default customer), sort_order? (default: last of its target), starts_at?, ends_at? (date-times, stored UTC; the end after the start), status? (active|inactive), image (file: JPEG/PNG/WebP up to 5 MB) or image as text (a site path or https URL). Permission create-banner.`,
        security: bearer,
        consumes: ["application/json", "multipart/form-data"],
        response: { 201: bannerResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const form = await readImage(request, "image", IMAGE_BYTES);
      const body = parseFormFields(bannerFields, form.fields);
      const file = form.files[0]?.path;
      checkBanner(body, file);
      const id = await createBanner(db, body, (file ?? body.image) as string);
      return ok(reply, await bannerDetails(db, requestLanguage(request), id), M.BANNER_CREATED, 201);
    },
  );

  app.post(
    "/banner/update/:id",
    {
      onRequest: guard("update-banner"),
      schema: {
        tags: TAGS.banner,
        summary: "Replace a banner's fields (the image stays unless a new one comes)",
        description: `${WHO} The same body as create; blank starts_at/ends_at clear the schedule. Permission update-banner.`,
        security: bearer,
        params: idParams,
        consumes: ["application/json", "multipart/form-data"],
        response: { 200: bannerResponse, ...withUpload },
      },
    },
    async (request, reply) => {
      const current = await findBanner(db, request.params.id);
      const form = await readImage(request, "image", IMAGE_BYTES);
      const body = parseFormFields(bannerFields, form.fields);
      const file = form.files[0]?.path;
      checkBanner(body, file, current);
      const image = file ?? (body.image && body.image !== current.image ? body.image : undefined);
      await updateBanner(db, current.id, body, image);
      if (image) await removeIfUnused(db, config.dataDir, current.image);
      return ok(reply, await bannerDetails(db, requestLanguage(request), current.id), M.BANNER_UPDATED);
    },
  );

  app.post(
    "/banner/status/:id",
    {
      onRequest: guard("update-banner"),
      schema: {
        tags: TAGS.banner,
        summary: "Activate or deactivate a banner",
        description: `${WHO} Body {status: active|inactive}. Permission update-banner.`,
        security: bearer,
        params: idParams,
        body: statusBody,
        response: { 200: bannerResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findBanner(db, request.params.id);
      await setBannerStatus(db, current.id, request.body.status);
      return ok(reply, await bannerDetails(db, requestLanguage(request), current.id), M.BANNER_STATUS);
    },
  );

  app.delete(
    "/banner/delete/:id",
    {
      onRequest: guard("delete-banner"),
      schema: {
        tags: TAGS.banner,
        summary: "Delete a banner",
        description: `${WHO} Permission delete-banner.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findBanner(db, request.params.id);
      await deleteBanner(db, current.id);
      await removeIfUnused(db, config.dataDir, current.image);
      return ok(reply, { id: current.id }, M.BANNER_DELETED);
    },
  );

  // ---- property types and sizes ------------------------------------------------------------------------------------

  app.get(
    "/property-type/list",
    {
      onRequest: guard("read-property"),
      schema: {
        tags: TAGS.property,
        summary: "Property types with their sizes and how much uses them",
        description: `${WHO} search (names, key); by sort_order. Permission read-property.`,
        security: bearer,
        querystring: propertyTypeListQuery,
        response: { 200: propertyTypeListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const out = await listPropertyTypes(db, requestLanguage(request), q.search, { page: q.page, limit: q.limit });
      return ok(reply, out, M.PROPERTY_TYPES);
    },
  );

  app.get(
    "/property-type/details/:id",
    {
      onRequest: guard("read-property"),
      schema: {
        tags: TAGS.property,
        summary: "One property type with its sizes",
        description: `${WHO} Permission read-property.`,
        security: bearer,
        params: idParams,
        response: { 200: propertyTypeResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await propertyTypeDetails(db, requestLanguage(request), request.params.id), M.PROPERTY_TYPE),
  );

  app.post(
    "/property-type/create",
    {
      onRequest: guard("create-property"),
      schema: {
        tags: TAGS.property,
        summary: "Create a property type (one of apartment, villa, office that does not exist yet)",
        description: `${WHO} {type, name_en, name_ar, sort_order?}. The keys are fixed because package pricing, carts and addresses store them. Permission create-property.`,
        security: bearer,
        body: propertyTypeBody,
        response: { 201: propertyTypeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createPropertyType(db, request.body);
      return ok(reply, await propertyTypeDetails(db, requestLanguage(request), id), M.PROPERTY_TYPE_CREATED, 201);
    },
  );

  app.post(
    "/property-type/update/:id",
    {
      onRequest: guard("update-property"),
      schema: {
        tags: TAGS.property,
        summary: "Rename or reorder a property type (its key cannot change)",
        description: `${WHO} {name_en, name_ar, sort_order?, type? (must be the current key)}. Permission update-property.`,
        security: bearer,
        params: idParams,
        body: propertyTypeUpdateBody,
        response: { 200: propertyTypeResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await updatePropertyType(db, request.params.id, request.body);
      return ok(
        reply,
        await propertyTypeDetails(db, requestLanguage(request), request.params.id),
        M.PROPERTY_TYPE_UPDATED,
      );
    },
  );

  app.delete(
    "/property-type/delete/:id",
    {
      onRequest: guard("delete-property"),
      schema: {
        tags: TAGS.property,
        summary: "Delete a property type (and its sizes) that nothing uses",
        description: `${WHO} Used by packages, prices, carts, subscriptions or addresses: 422 on id. Permission delete-property.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findPropertyType(db, request.params.id);
      await deletePropertyType(db, current.id);
      return ok(reply, { id: current.id }, M.PROPERTY_TYPE_DELETED);
    },
  );

  app.get(
    "/property-size/list",
    {
      onRequest: guard("read-property"),
      schema: {
        tags: TAGS.property,
        summary: "Property sizes (of one type with property_type_id)",
        description: `${WHO} search, property_type_id; sortKey id|key|name|sort_order, sortVal (within the type's order). Permission read-property.`,
        security: bearer,
        querystring: propertySizeListQuery,
        response: { 200: propertySizeListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const out = await listPropertySizes(
        db,
        requestLanguage(request),
        { property_type_id: q.property_type_id, search: q.search },
        sortOf(q, { key: "sort_order", dir: "asc" }),
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, M.PROPERTY_SIZES);
    },
  );

  app.post(
    "/property-size/create",
    {
      onRequest: guard("create-property"),
      schema: {
        tags: TAGS.property,
        summary: "Add a size to a property type",
        description: `${WHO} {property_type_id, key (lower-case letters, digits, dashes; unique in the type), name_en, name_ar, sort_order?}. Permission create-property.`,
        security: bearer,
        body: propertySizeBody,
        response: { 201: propertySizeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createPropertySize(db, request.body);
      return ok(reply, await propertySizeDetails(db, requestLanguage(request), id), M.PROPERTY_SIZE_CREATED, 201);
    },
  );

  app.post(
    "/property-size/update/:id",
    {
      onRequest: guard("update-property"),
      schema: {
        tags: TAGS.property,
        summary: "Rename, re-key or reorder a size (a size in use keeps its key)",
        description: `${WHO} {key, name_en, name_ar, sort_order?}. Permission update-property.`,
        security: bearer,
        params: idParams,
        body: propertySizeUpdateBody,
        response: { 200: propertySizeResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await updatePropertySize(db, request.params.id, request.body);
      return ok(
        reply,
        await propertySizeDetails(db, requestLanguage(request), request.params.id),
        M.PROPERTY_SIZE_UPDATED,
      );
    },
  );

  app.delete(
    "/property-size/delete/:id",
    {
      onRequest: guard("delete-property"),
      schema: {
        tags: TAGS.property,
        summary: "Delete a size that nothing uses",
        description: `${WHO} Used by prices, carts, subscriptions or addresses: 422 on id. Permission delete-property.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findPropertySize(db, request.params.id);
      await deletePropertySize(db, current.id);
      return ok(reply, { id: current.id }, M.PROPERTY_SIZE_DELETED);
    },
  );

  // ---- emirates, areas, communities --------------------------------------------------------------------------------

  app.get(
    "/service-area/emirate/list",
    {
      onRequest: guard("read-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "The emirates with their area and community counts",
        description: `${WHO} Permission read-service-area.`,
        security: bearer,
        response: { 200: emirateListResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await listAdminEmirates(db, requestLanguage(request)), M.EMIRATES),
  );

  app.get(
    "/service-area/area/list",
    {
      onRequest: guard("read-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "Areas (emirate -> area -> community) with their community counts",
        description: `${WHO} Filters: emirate_id, status, search. sortKey id|name|sort_order|community_count, sortVal; default emirate, sort_order, name. Permission read-service-area.`,
        security: bearer,
        querystring: areaListQuery,
        response: { 200: areaListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const out = await listAreas(
        db,
        requestLanguage(request),
        { emirate_id: q.emirate_id, status: q.status, search: q.search },
        q.sortKey ? { key: q.sortKey, dir: q.sortVal ?? "asc" } : null,
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, M.AREAS);
    },
  );

  app.get(
    "/service-area/area/details/:id",
    {
      onRequest: guard("read-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "One area",
        description: `${WHO} Permission read-service-area.`,
        security: bearer,
        params: idParams,
        response: { 200: areaResponse, ...withNotFound },
      },
    },
    async (request, reply) => ok(reply, await areaDetails(db, requestLanguage(request), request.params.id), M.AREA),
  );

  app.post(
    "/service-area/area/create",
    {
      onRequest: guard("create-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "Create an area in an emirate",
        description: `${WHO} {emirate_id, name_en, name_ar, sort_order?, status?}. Permission create-service-area.`,
        security: bearer,
        body: areaBody,
        response: { 201: areaResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createArea(db, request.body);
      return ok(reply, await areaDetails(db, requestLanguage(request), id), M.AREA_CREATED, 201);
    },
  );

  app.post(
    "/service-area/area/update/:id",
    {
      onRequest: guard("update-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "Replace an area (another emirate moves its communities with it)",
        description: `${WHO} The same body as create. Permission update-service-area.`,
        security: bearer,
        params: idParams,
        body: areaBody,
        response: { 200: areaResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findArea(db, request.params.id);
      await updateArea(db, current.id, request.body);
      return ok(reply, await areaDetails(db, requestLanguage(request), current.id), M.AREA_UPDATED);
    },
  );

  app.delete(
    "/service-area/area/delete/:id",
    {
      onRequest: guard("delete-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "Delete an area without communities",
        description: `${WHO} With communities: 422 on id. Permission delete-service-area.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findArea(db, request.params.id);
      await deleteArea(db, current.id);
      return ok(reply, { id: current.id }, M.AREA_DELETED);
    },
  );

  app.get(
    "/service-area/community/list",
    {
      onRequest: guard("read-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "Communities with their emirate, area and partner counts",
        description: `${WHO} Filters: emirate_id, area_id, search. sortKey id|name|emirate|area|partner_count, sortVal; default emirate, area, name. Permission read-service-area.`,
        security: bearer,
        querystring: communityListQuery,
        response: { 200: communityListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const out = await listAdminCommunities(
        db,
        requestLanguage(request),
        { emirate_id: q.emirate_id, area_id: q.area_id, search: q.search },
        q.sortKey ? { key: q.sortKey, dir: q.sortVal ?? "asc" } : null,
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, M.COMMUNITIES);
    },
  );

  app.get(
    "/service-area/community/details/:id",
    {
      onRequest: guard("read-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "One community",
        description: `${WHO} Permission read-service-area.`,
        security: bearer,
        params: idParams,
        response: { 200: communityResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await communityDetails(db, requestLanguage(request), request.params.id), M.COMMUNITY),
  );

  app.post(
    "/service-area/community/create",
    {
      onRequest: guard("create-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "Create a community in an area",
        description: `${WHO} {emirate_id, area_id (of that emirate), name_en, name_ar, latitude (22..27), longitude (51..57)}. Permission create-service-area.`,
        security: bearer,
        body: communityBody,
        response: { 201: communityResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createCommunity(db, request.body);
      return ok(reply, await communityDetails(db, requestLanguage(request), id), M.COMMUNITY_CREATED, 201);
    },
  );

  app.post(
    "/service-area/community/update/:id",
    {
      onRequest: guard("update-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "Replace a community",
        description: `${WHO} The same body as create. Permission update-service-area.`,
        security: bearer,
        params: idParams,
        body: communityBody,
        response: { 200: communityResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findCommunity(db, request.params.id);
      await updateCommunity(db, current.id, request.body);
      return ok(reply, await communityDetails(db, requestLanguage(request), current.id), M.COMMUNITY_UPDATED);
    },
  );

  app.delete(
    "/service-area/community/delete/:id",
    {
      onRequest: guard("delete-service-area"),
      schema: {
        tags: TAGS.area,
        summary: "Delete a community nothing uses",
        description: `${WHO} Served by partners, or used by addresses, bookings or applications: 422 on id. Permission delete-service-area.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const current = await findCommunity(db, request.params.id);
      await deleteCommunity(db, current.id);
      return ok(reply, { id: current.id }, M.COMMUNITY_DELETED);
    },
  );
};
