import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency.js";
import { cartOwner } from "../cart/service.js";
import { customerRoute } from "./access.js";
import { invoiceView } from "./invoice.js";
import { INVOICE_DETAILS, ORDER_DETAILS, PACKAGE_ORDER_PLACED, PACKAGE_PURCHASED, SUBSCRIPTIONS } from "./messages.js";
import { checkoutPackageCart, listSubscriptions } from "./packages.js";
import {
  invoiceParams,
  invoiceResponse,
  orderParams,
  orderResponse,
  packageCheckoutBody,
  subscriptionListQuery,
  subscriptionListResponse,
} from "./schema.js";
import { orderView } from "./service.js";

const TAG = ["Orders"];

/** The signed-in customer's orders, tax invoices, package checkout and package subscriptions. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/customer/order/details/:id",
    customerRoute(
      {
        tags: TAG,
        summary: "One of the caller's orders",
        params: orderParams,
        response: { 200: orderResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      ok(
        reply,
        await orderView(db, request.params.id, currentUserId(request), requestLanguage(request)),
        ORDER_DETAILS,
      ),
  );

  app.get(
    "/customer/invoice/:order_id",
    customerRoute(
      {
        tags: TAG,
        summary: "The tax invoice of one of the caller's paid orders (404 until paid)",
        params: invoiceParams,
        response: { 200: invoiceResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      ok(
        reply,
        await invoiceView(db, request.params.order_id, currentUserId(request), requestLanguage(request)),
        INVOICE_DETAILS,
      ),
  );

  app.post(
    "/package/checkout",
    customerRoute(
      {
        tags: TAG,
        summary: "Buy the package cart (Idempotency-Key accepted)",
        description:
          "Card: the order is pending; pay it with `payment/pay`. Wallet: paid at once and the subscription is active.",
        body: packageCheckoutBody,
        response: { 201: orderResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const userId = currentUserId(request);
        const { payment_method } = request.body;
        const orderId = await checkoutPackageCart(db, {
          userId,
          owner: cartOwner(request),
          ...request.body,
          idempotencyKey: idempotencyKeyOf(request) ?? null,
        });
        const order = await orderView(db, orderId, userId, requestLanguage(request));
        return ok(reply, order, payment_method === "wallet" ? PACKAGE_PURCHASED : PACKAGE_ORDER_PLACED, 201);
      }),
  );

  app.get(
    "/customer/package/subscriptions",
    customerRoute(
      {
        tags: TAG,
        summary: "The caller's purchased packages, newest first",
        querystring: subscriptionListQuery,
        response: { 200: subscriptionListResponse },
      },
      "onRequest",
      { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope },
    ),
    async (request, reply) =>
      ok(
        reply,
        await listSubscriptions(db, currentUserId(request), requestLanguage(request), request.query),
        SUBSCRIPTIONS,
      ),
  );
};
