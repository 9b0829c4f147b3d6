import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../lib/envelope.js";
import { requestLanguage } from "../../../lib/i18n.js";
import { parseFormFields } from "../../../lib/uploads.js";
import {
  bannerDetails,
  checkBanner,
  createBanner,
  deleteBanner,
  findBanner,
  listBanners,
  setBannerStatus,
  updateBanner,
} from "../banners.js";
import * as M from "../messages.js";
import {
  bannerFields,
  bannerListQuery,
  bannerListResponse,
  bannerResponse,
  deletedResponse,
  idParams,
  statusBody,
} from "../schema.js";
import {
  bearer,
  detailsRoute,
  errors,
  guard,
  IMAGE_BYTES,
  readImage,
  removeIfUnused,
  sortOf,
  TAGS,
  WHO,
  withNotFound,
  withUpload,
} from "./shared.js";

/** Admin catalog: Storefront and partner-portal banners. */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

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

  detailsRoute(app, {
    url: "/banner/details/:id",
    permission: "read-banner",
    tags: TAGS.banner,
    summary: "One banner",
    response: bannerResponse,
    read: bannerDetails,
    message: M.BANNER,
  });

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
};
