import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId, requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  makeDefaultAddress,
  resolveAddress,
  updateAddress,
} from "./repo.js";
import {
  addressBody,
  addressListQuery,
  addressListResponse,
  addressParams,
  addressResponse,
  deletedResponse,
} from "./schema.js";

const TAG = ["Addresses"];
const bearer = [{ bearerAuth: [] }];

export const ADDRESSES = "Addresses";
export const ADDRESS_CREATED = "Address added";
export const ADDRESS_UPDATED = "Address updated";
export const ADDRESS_DELETED = "Address deleted";
export const ADDRESS_DEFAULT = "Default address changed";

/** The signed-in user's saved addresses (issue 5). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const signedIn = requireAuth({ user: true });
  const errors = { 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

  app.get(
    "/user-address/list",
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        summary: "The signed-in user's addresses, default first",
        security: bearer,
        querystring: addressListQuery,
        response: { 200: addressListResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) =>
      ok(reply, await listAddresses(db, currentUserId(request), requestLanguage(request), request.query), ADDRESSES),
  );

  app.post(
    "/user-address/create",
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        summary: "Add an address (the first one becomes the default)",
        security: bearer,
        body: addressBody,
        response: { 201: addressResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const values = await resolveAddress(db, request.body);
      const id = await createAddress(db, userId, values, request.body.is_default === true);
      return ok(reply, await getAddress(db, userId, id, requestLanguage(request)), ADDRESS_CREATED, 201);
    },
  );

  app.post(
    "/user-address/update/:id",
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        summary: "Replace one of the signed-in user's addresses",
        security: bearer,
        params: addressParams,
        body: addressBody,
        response: { 200: addressResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      await getAddress(db, userId, id, "en");
      const values = await resolveAddress(db, request.body);
      await updateAddress(db, userId, id, values, request.body.is_default === true);
      return ok(reply, await getAddress(db, userId, id, requestLanguage(request)), ADDRESS_UPDATED);
    },
  );

  app.delete(
    "/user-address/delete/:id",
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        summary: "Delete an address (when it was the default, the newest remaining one becomes the default)",
        security: bearer,
        params: addressParams,
        response: { 200: deletedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      const address = await getAddress(db, userId, id, "en");
      await deleteAddress(db, userId, id, address.is_default === 1);
      return ok(reply, { id }, ADDRESS_DELETED);
    },
  );

  app.post(
    "/user-address/default/:id",
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        summary: "Make one of the signed-in user's addresses the default",
        security: bearer,
        params: addressParams,
        response: { 200: addressResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      await getAddress(db, userId, id, "en");
      await makeDefaultAddress(db, userId, id);
      return ok(reply, await getAddress(db, userId, id, requestLanguage(request)), ADDRESS_DEFAULT);
    },
  );
};
