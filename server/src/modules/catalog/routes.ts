import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import { slicePage } from "../../lib/query.js";
import { catalogCached } from "./cache.js";
import {
  findPartner,
  findPartners,
  findService,
  listCategories,
  listReviews,
  listServices,
  type Origin,
  type PartnerSort,
  searchCategories,
  viewerOf,
} from "./repo.js";
import {
  categoryListQuery,
  categoryListResponse,
  partnerDetailsQuery,
  partnerDetailsResponse,
  partnerListQuery,
  partnerListResponse,
  reviewListQuery,
  reviewListResponse,
  searchQuery,
  searchResponse,
  serviceCategoriesQuery,
  serviceDetailsQuery,
  serviceDetailsResponse,
  serviceListQuery,
  serviceListResponse,
} from "./schema.js";

const TAG = ["Catalog"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 422: errorEnvelope };
const publicAuth = requireAuth({ user: false });

export const PARTNER_NOT_FOUND = "The partner was not found.";
export const SERVICE_NOT_FOUND = "The service was not found.";
export const NEAR_ME_NEEDS_COORDINATES = "The latitude field is required when sort-key is near_me.";

/** latitude and longitude come together; 422 when only one is given. */
export function originOf(q: { latitude?: number; longitude?: number }): Origin | undefined {
  if (q.latitude === undefined && q.longitude === undefined) return undefined;
  if (q.latitude === undefined)
    throw fieldError("latitude", "The latitude field is required when longitude is present.");
  if (q.longitude === undefined) {
    throw fieldError("longitude", "The longitude field is required when latitude is present.");
  }
  return { latitude: q.latitude, longitude: q.longitude };
}

/** Storefront discovery: categories, partners, services, reviews, search. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // answers cached per catalog version (cache.ts): shared, or per user where is_favourite is in the answer
  const shared = catalogCached(db, { users: "shared" });
  const perUser = catalogCached(db, { users: "per-user" });

  app.get(
    "/mobile/category/list",
    {
      onRequest: publicAuth,
      ...shared,
      schema: {
        tags: TAG,
        summary: "Service categories (sort_order, then id)",
        description: "`trending=1` only trending ones; `partner_id` only the categories that partner offers.",
        security: bearer,
        querystring: categoryListQuery,
        response: { 200: categoryListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { page, limit, trending, partner_id } = request.query;
      const out = await listCategories(db, viewerOf(request), { trending, partner_id }, { page, limit });
      return ok(reply, out, "Categories");
    },
  );

  app.get(
    "/customer/service-categories",
    {
      onRequest: publicAuth,
      ...shared,
      schema: {
        tags: TAG,
        summary: "Categories that have active services (of the partner, with partner_id)",
        security: bearer,
        querystring: serviceCategoriesQuery,
        response: { 200: categoryListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { page, limit, partner_id } = request.query;
      const out = await listCategories(db, viewerOf(request), { partner_id, withServices: true }, { page, limit });
      return ok(reply, out, "Categories");
    },
  );

  const partnerList = async (request: FastifyRequest, q: z.infer<typeof partnerListQuery>) => {
    const key = q["sort-key"] ?? q.sortKey ?? "id";
    const dir = q["sort-val"] ?? q.sortVal ?? "asc";
    const origin = originOf(q);
    if (key === "near_me" && !origin) throw fieldError("latitude", NEAR_ME_NEEDS_COORDINATES);
    const sort: PartnerSort = { key, dir };
    const all = await findPartners(
      db,
      viewerOf(request),
      {
        search: q.search,
        category_id: q.category_id,
        emirate_id: q.emirate_id,
        community_id: q.community_id,
        favourites: q.is_favourite === true,
      },
      sort,
      origin,
    );
    return slicePage(all, { page: q.page, limit: q.limit });
  };

  for (const url of ["/mobile/partner/list", "/web/partner/list"]) {
    app.get(
      url,
      {
        onRequest: publicAuth,
        ...perUser,
        schema: {
          tags: TAG,
          summary: "Active partners (service providers)",
          description:
            "Sort with `sort-key`/`sort-val` or `sortKey`/`sortVal`: `average_rating` and `service_count` always " +
            "descending; `near_me` by distance from `latitude`/`longitude` (required); otherwise id (asc by default). " +
            "`distance_km` is filled whenever latitude/longitude are given. `community_id` (extension) keeps partners " +
            "serving that community.",
          security: bearer,
          querystring: partnerListQuery,
          response: { 200: partnerListResponse, ...errors },
        },
      },
      async (request, reply) => ok(reply, await partnerList(request, request.query), "Partners"),
    );
  }

  app.get(
    "/mobile/partner/details",
    {
      onRequest: publicAuth,
      ...perUser,
      schema: {
        tags: TAG,
        summary: "A partner's public profile with its categories and first 20 services",
        security: bearer,
        querystring: partnerDetailsQuery,
        response: { 200: partnerDetailsResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const viewer = viewerOf(request);
      const partner = await findPartner(db, viewer, q.partner_id, originOf(q));
      if (!partner) throw new ApiError(404, PARTNER_NOT_FOUND);
      const [categories, services] = await Promise.all([
        listCategories(db, viewer, { partner_id: partner.id }, { page: 1, limit: -1 }),
        listServices(db, viewer, { partner_id: partner.id }, { key: "id", dir: "asc" }, { page: 1, limit: 20 }),
      ]);
      return ok(reply, { ...partner, categories: categories.data, services: services.data }, "Partner details");
    },
  );

  app.get(
    "/mobile/service/list",
    {
      onRequest: publicAuth,
      ...perUser,
      schema: {
        tags: TAG,
        summary: "Active services of active partners",
        description:
          "Filters: category_id, partner_id, trending, is_favourite (signed-in user's), search (name, English or " +
          "Arabic), community_id (extension: partners serving it). Sort (extension): sortKey id|price|average_rating|name, sortVal asc|desc; default id ascending.",
        security: bearer,
        querystring: serviceListQuery,
        response: { 200: serviceListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const out = await listServices(
        db,
        viewerOf(request),
        {
          category_id: q.category_id,
          partner_id: q.partner_id,
          community_id: q.community_id,
          favourites: q.is_favourite === true,
          search: q.search,
          trending: q.trending,
        },
        { key: q.sortKey ?? "id", dir: q.sortVal ?? "asc" },
        { page: q.page, limit: q.limit },
      );
      return ok(reply, out, "Services");
    },
  );

  app.get(
    "/mobile/service/details",
    {
      onRequest: publicAuth,
      ...perUser,
      schema: {
        tags: TAG,
        summary: "A service with its latest 10 reviews and 6 related services (same category)",
        security: bearer,
        querystring: serviceDetailsQuery,
        response: { 200: serviceDetailsResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const service = await findService(db, viewer, request.query.service_id);
      if (!service) throw new ApiError(404, SERVICE_NOT_FOUND);
      const [reviews, related] = await Promise.all([
        listReviews(db, { service_id: service.id }, { page: 1, limit: 10 }),
        listServices(
          db,
          viewer,
          { category_id: service.category_id, excludeId: service.id },
          { key: "average_rating", dir: "desc" },
          { page: 1, limit: 6 },
        ),
      ]);
      return ok(reply, { ...service, reviews: reviews.data, related: related.data }, "Service details");
    },
  );

  app.get(
    "/reviews/list",
    {
      onRequest: publicAuth,
      ...shared,
      schema: {
        tags: TAG,
        summary: "Visible reviews of a partner or a service, newest first",
        security: bearer,
        querystring: reviewListQuery,
        response: { 200: reviewListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { page, limit, partner_id, service_id } = request.query;
      return ok(reply, await listReviews(db, { partner_id, service_id }, { page, limit }), "Reviews");
    },
  );

  app.get(
    "/search",
    {
      onRequest: publicAuth,
      ...perUser,
      schema: {
        tags: TAG,
        summary: "Search categories, services and partners by name (English or Arabic)",
        description: "`limit` caps each group (default 5, at most 50).",
        security: bearer,
        querystring: searchQuery,
        response: { 200: searchResponse, ...errors },
      },
    },
    async (request, reply) => {
      const text = request.query.q;
      const limit = request.query.limit ?? 5;
      const viewer = viewerOf(request);
      const [categories, services, partners] = await Promise.all([
        searchCategories(db, viewer, text, limit),
        listServices(db, viewer, { search: text }, { key: "average_rating", dir: "desc" }, { page: 1, limit }),
        findPartners(db, viewer, { search: text }, { key: "average_rating", dir: "desc" }),
      ]);
      return ok(reply, { categories, services: services.data, partners: partners.slice(0, limit) }, "Search results");
    },
  );
};
