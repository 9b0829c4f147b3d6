import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../lib/envelope.js";
import { requestLanguage } from "../../../lib/i18n.js";
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
} from "../areas.js";
import * as M from "../messages.js";
import {
  areaBody,
  areaListQuery,
  areaListResponse,
  areaResponse,
  communityBody,
  communityListQuery,
  communityListResponse,
  communityResponse,
  deletedResponse,
  emirateListResponse,
  idParams,
} from "../schema.js";
import { bearer, detailsRoute, errors, guard, TAGS, WHO, withNotFound } from "./shared.js";

/** Admin catalog: Emirates, areas and communities. */
export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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

  detailsRoute(app, {
    url: "/service-area/area/details/:id",
    permission: "read-service-area",
    tags: TAGS.area,
    summary: "One area",
    response: areaResponse,
    read: areaDetails,
    message: M.AREA,
  });

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

  detailsRoute(app, {
    url: "/service-area/community/details/:id",
    permission: "read-service-area",
    tags: TAGS.area,
    summary: "One community",
    response: communityResponse,
    read: communityDetails,
    message: M.COMMUNITY,
  });

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
