import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { idempotent } from "../../lib/idempotency.js";
import { requireCustomer } from "../orders/access.js";
import { ORDER_NOT_CARD, ORDER_NOT_FOUND } from "../orders/messages.js";
import { orderView } from "../orders/service.js";
import { activeGateway, configuredGateway } from "./gateway.js";
import { GATEWAY_DETAILS, PAYMENT_SUCCEEDED } from "./messages.js";
import { cardOf, declineEnvelope, gatewayResponse, payBody, payResponse } from "./schema.js";
import { payOrderByCard } from "./service.js";

const TAG = ["Payments"];
const bearer = [{ bearerAuth: [] }];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    "/payment/pay",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAG,
        summary: "Pay one of the caller's pending or failed card orders (Idempotency-Key accepted)",
        description:
          "Test gateway: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (402). A declined order " +
          "stays `failed` and can be paid again. 503 when no card gateway is configured (the test gateway works " +
          "only in demo mode); the order stays payable.",
        security: bearer,
        body: payBody,
        response: {
          200: payResponse,
          401: errorEnvelope,
          402: declineEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          422: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const userId = currentUserId(request);
        const { order_id } = request.body;
        const order = await db
          .selectFrom("orders")
          .select(["id", "payment_method"])
          .where("id", "=", order_id)
          .where("user_id", "=", userId)
          .executeTakeFirst();
        if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
        if (order.payment_method !== "card") throw fieldError("order_id", ORDER_NOT_CARD);
        await payOrderByCard(db, order.id, cardOf(request.body), activeGateway(config));
        return ok(reply, await orderView(db, order.id, userId, requestLanguage(request)), PAYMENT_SUCCEEDED);
      }),
  );

  app.get(
    "/payment/gateway",
    {
      schema: {
        tags: TAG,
        summary: "The active payment gateway and its documented test cards (public)",
        description:
          "`available` is false when card payments cannot be taken (no gateway configured); `test_cards` is " +
          "filled only in demo mode.",
        response: { 200: gatewayResponse },
      },
    },
    async (_request, reply) => {
      const gateway = configuredGateway(config);
      const testCards = config.demoMode ? (gateway?.testCards ?? []) : [];
      return ok(
        reply,
        { name: gateway?.name ?? "none", available: gateway !== null, test_cards: testCards },
        GATEWAY_DETAILS,
      );
    },
  );
};
