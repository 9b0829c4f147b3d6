import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../lib/envelope.js";
import { requestLanguage } from "../../../lib/i18n.js";
import {
  attributeDetails,
  checkAttribute,
  createAttribute,
  deleteAttribute,
  findAttribute,
  listAttributes,
  updateAttribute,
} from "../attributes.js";
import * as M from "../messages.js";
import {
  attributeBody,
  attributeListQuery,
  attributeListResponse,
  attributeResponse,
  deletedResponse,
  idParams,
} from "../schema.js";
import { bearer, detailsRoute, errors, guard, sortOf, TAGS, WHO, withNotFound } from "./shared.js";

/** Admin catalog: Attributes with their options and category links. */
export const attributeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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

  detailsRoute(app, {
    url: "/attribute/details/:id",
    permission: "read-attribute",
    tags: TAGS.attribute,
    summary: "One attribute",
    response: attributeResponse,
    read: attributeDetails,
    message: M.ATTRIBUTE,
  });

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
};
