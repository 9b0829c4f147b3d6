import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../lib/envelope.js";
import { requestLanguage } from "../../../lib/i18n.js";
import * as M from "../messages.js";
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
} from "../properties.js";
import {
  deletedResponse,
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
} from "../schema.js";
import { bearer, detailsRoute, errors, guard, sortOf, TAGS, WHO, withNotFound } from "./shared.js";

/** Admin catalog: Property types and their sizes. */
export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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

  detailsRoute(app, {
    url: "/property-type/details/:id",
    permission: "read-property",
    tags: TAGS.property,
    summary: "One property type with its sizes",
    response: propertyTypeResponse,
    read: propertyTypeDetails,
    message: M.PROPERTY_TYPE,
  });

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
};
