import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../lib/envelope.js";
import { fieldError } from "../../../lib/errors.js";
import { requestLanguage } from "../../../lib/i18n.js";
import { parseFormFields } from "../../../lib/uploads.js";
import {
  categoryDetails,
  createCategory,
  deleteCategory,
  findCategory,
  listAdminCategories,
  reorderCategories,
  setCategoryFlags,
  updateCategory,
} from "../categories.js";
import * as M from "../messages.js";
import {
  bulkStatusBody,
  categoryFields,
  categoryListQuery,
  categoryListResponse,
  categoryResponse,
  countResponse,
  deletedResponse,
  idParams,
  reorderBody,
  statusBody,
  trendingBody,
} from "../schema.js";
import {
  bearer,
  detailsRoute,
  errors,
  guard,
  ICON_BYTES,
  IMAGE_BYTES,
  readImage,
  removeIfUnused,
  sortOf,
  TAGS,
  WHO,
  withNotFound,
  withUpload,
} from "./shared.js";

/** Admin catalog: Service categories: list, details, create, update, icon, status, bulk status, trending, reorder, delete. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

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

  detailsRoute(app, {
    url: "/service-category/details/:id",
    permission: "read-service-category",
    tags: TAGS.category,
    summary: "One service category",
    response: categoryResponse,
    read: categoryDetails,
    message: M.CATEGORY,
  });

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
};
