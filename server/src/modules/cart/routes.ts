import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { DEFAULT_MAX_FILES, parseFormFields, readMultipartForm, tooManyMessage } from "../../lib/uploads.js";
import {
  CART,
  CART_ADDED,
  CART_CLEARED,
  CART_CUSTOMERS_ONLY,
  CART_ITEM_REMOVED,
  CART_NOTES_SAVED,
  CART_UPDATED,
  COUPON_APPLIED,
  COUPON_REMOVED,
  otherProviderMessage,
  PACKAGE_CART,
  PACKAGE_CART_ADDED,
  PACKAGE_CART_REMOVED,
} from "./messages.js";
import { findCart } from "./repo.js";
import {
  addPackageBody,
  addToCartBody,
  cartResponse,
  conflictResponse,
  couponBody,
  editCartItemBody,
  idParams,
  notesForm,
  packageCartItemsResponse,
  packageCartResponse,
  removeCouponBody,
} from "./schema.js";
import {
  addPackageToCart,
  addServiceToCart,
  applyCartCoupon,
  cartOwner,
  clearCartById,
  packageCart,
  removeCartCoupon,
  removeLine,
  saveNotesAndImages,
  serviceCart,
  setLineQuantity,
} from "./service.js";

const TAG = ["Cart"];
const bearer = [{ bearerAuth: [] }];

/** A signed-in user may use the cart only while their active role is a customer role (403 for staff and partners). */
async function customersOnly(request: FastifyRequest, _reply: FastifyReply) {
  const auth = request.auth;
  if (auth?.kind !== "user") return;
  const role =
    auth.activeRoleId === null
      ? undefined
      : await request.server.db
          .selectFrom("roles")
          .select("type")
          .where("id", "=", auth.activeRoleId)
          .executeTakeFirst();
  if (role?.type !== "customer") throw new ApiError(403, CART_CUSTOMERS_ONLY);
}

/**
 * The service cart and the package cart (docs/commerce-api.md): a guest's (client token) or a signed-in
 * customer's. Every read re-checks the cart's coupon; one that stopped applying is left out (`coupon_error`).
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // on request, so a signed-out or staff caller gets 401/403 before any body validation
  const onRequest = [requireAuth({ user: false }), customersOnly];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };
  const who = "A guest (client token) or a signed-in customer.";

  const cartOf = (request: FastifyRequest) => serviceCart(db, cartOwner(request), requestLanguage(request));
  const packageCartOf = (request: FastifyRequest) => packageCart(db, cartOwner(request), requestLanguage(request));

  app.get(
    "/customer/cart-items",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "The caller's service cart (an empty cart has id null)",
        description: `${who} Amounts in AED incl. VAT; summary.vat_amount = round(total x r / (100 + r), 2) at the VAT rate r saved in settings (5%).`,
        security: bearer,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await cartOf(request), CART),
  );

  app.post(
    "/customer/add-to-cart",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Add a service (one provider per cart: 409 for another provider unless replace is true)",
        description: `${who} The quantity is added to what the cart holds (at most 20).`,
        security: bearer,
        body: addToCartBody,
        response: { 201: cartResponse, 409: conflictResponse, ...errors },
      },
    },
    async (request, reply) => {
      const owner = cartOwner(request);
      const lang = requestLanguage(request);
      const result = await addServiceToCart(db, owner, request.body, lang);
      if (result.conflict) {
        return reply.code(409).send({
          status_code: 409,
          data: { partner: result.conflict },
          message: otherProviderMessage(result.conflict.name),
        });
      }
      return ok(reply, await serviceCart(db, owner, lang), CART_ADDED, 201);
    },
  );

  app.post(
    "/customer/edit-cart-item",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Change a cart line's quantity (1-20)",
        security: bearer,
        body: editCartItemBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request, reply) => {
      await setLineQuantity(db, cartOwner(request), request.body.cart_item_id, request.body.quantity);
      return ok(reply, await cartOf(request), CART_UPDATED);
    },
  );

  app.delete(
    "/customer/remove-cart-item/:id",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Remove a line from the service cart",
        security: bearer,
        params: idParams,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request, reply) => {
      await removeLine(db, cartOwner(request), "service", request.params.id);
      return ok(reply, await cartOf(request), CART_ITEM_REMOVED);
    },
  );

  app.post(
    "/customer/clear-cart",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Empty the service cart (lines, coupon, notes and photos)",
        security: bearer,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const cart = await findCart(db, cartOwner(request), "service");
      if (cart) await clearCartById(db, cart.id);
      return ok(reply, await cartOf(request), CART_CLEARED);
    },
  );

  app.post(
    "/customer/add-notes-and-images-to-cart",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Notes and photos for the provider, on the cart or on one of its lines (multipart/form-data)",
        description:
          "Fields: `notes` (up to 1000 characters; absent: unchanged, empty: cleared), `images` (0-5 files, JPEG, " +
          "PNG or WebP by content, 5 MB each: 413 when larger), `keep_images` (JSON array of current photo paths " +
          "to keep; absent: all kept), `cart_item_id` (optional: that line instead of the whole cart). At most 5 " +
          "photos in all (422 on images). A JSON body is accepted too (no photos then).",
        consumes: ["multipart/form-data", "application/json"],
        security: bearer,
        response: { 200: cartResponse, 413: errorEnvelope, 415: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { maxFiles: DEFAULT_MAX_FILES });
      const fields = parseFormFields(notesForm, form.fields);
      await saveNotesAndImages(
        db,
        cartOwner(request),
        {
          notes: fields.notes,
          keepImages: fields.keep_images,
          newImages: form.files.map((f) => f.path),
          cartItemId: fields.cart_item_id,
        },
        DEFAULT_MAX_FILES,
        tooManyMessage("photo", DEFAULT_MAX_FILES),
        app.config.dataDir,
      );
      return ok(reply, await cartOf(request), CART_NOTES_SAVED);
    },
  );

  app.post(
    "/customer/cart/apply-coupon",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Apply a coupon to the service cart",
        description:
          "422 on coupon_code when the code is unknown, expired or does not apply to this cart. A second code is " +
          "added beside the first when one is a Khidma coupon and the other a partner promotion and both are " +
          "combinable (stacking); otherwise 422 saying why (e.g. 'This code cannot be combined with the code " +
          "already applied.'), and with two codes applied 422 until one is removed.",
        security: bearer,
        body: couponBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      await applyCartCoupon(db, cartOwner(request), "service", request.body.coupon_code, lang);
      return ok(reply, await cartOf(request), COUPON_APPLIED);
    },
  );

  app.post(
    "/customer/cart/remove-coupon",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Remove the service cart's coupon",
        description: "Body {coupon_code?}: that code only (a second code becomes the first); without it every code.",
        security: bearer,
        body: removeCouponBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request, reply) => {
      await removeCartCoupon(db, cartOwner(request), "service", request.body?.coupon_code);
      return ok(reply, await cartOf(request), COUPON_REMOVED);
    },
  );

  // ---- package cart ----

  app.post(
    "/package/add/to/cart",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Put a package in the package cart (one package at a time: it replaces what was there)",
        description: "Priced by the same quote as GET package/price; an invalid combination is a 422 on that field.",
        security: bearer,
        body: addPackageBody,
        response: { 201: packageCartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      await addPackageToCart(db, cartOwner(request), {
        package_id: b.package_id,
        package_duration_id: b.package_duration_id,
        property_type: b.property_type,
        property_size: b.property_size,
        user_address_id: b.user_address_id,
      });
      return ok(reply, await packageCartOf(request), PACKAGE_CART_ADDED, 201);
    },
  );

  app.get(
    "/package/cart/fetch",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "The caller's package cart",
        security: bearer,
        response: { 200: packageCartResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await packageCartOf(request), PACKAGE_CART),
  );

  app.get(
    "/customer/package/cart-items",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "The package cart's lines and their count",
        security: bearer,
        response: { 200: packageCartItemsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const cart = await packageCartOf(request);
      return ok(reply, { items: cart.items, count: cart.items.length }, PACKAGE_CART);
    },
  );

  app.delete(
    "/package/cart/remove/:id",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Remove a line from the package cart",
        security: bearer,
        params: idParams,
        response: { 200: packageCartResponse, ...errors },
      },
    },
    async (request, reply) => {
      await removeLine(db, cartOwner(request), "package", request.params.id);
      return ok(reply, await packageCartOf(request), PACKAGE_CART_REMOVED);
    },
  );

  app.post(
    "/package/coupon/apply",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Apply a coupon to the package cart",
        description: "As customer/cart/apply-coupon: one code, or a Khidma coupon and a partner promotion stacked.",
        security: bearer,
        body: couponBody,
        response: { 200: packageCartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      await applyCartCoupon(db, cartOwner(request), "package", request.body.coupon_code, lang);
      return ok(reply, await packageCartOf(request), COUPON_APPLIED);
    },
  );

  app.post(
    "/package/coupon/remove",
    {
      onRequest,
      schema: {
        tags: TAG,
        summary: "Remove the package cart's coupon",
        description: "Body {coupon_code?}: that code only (a second code becomes the first); without it every code.",
        security: bearer,
        body: removeCouponBody,
        response: { 200: packageCartResponse, ...errors },
      },
    },
    async (request, reply) => {
      await removeCartCoupon(db, cartOwner(request), "package", request.body?.coupon_code);
      return ok(reply, await packageCartOf(request), COUPON_REMOVED);
    },
  );
};
