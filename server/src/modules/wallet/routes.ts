import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.js";
import { currentUserId } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { type Lang, requestLanguage } from "../../lib/i18n.js";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency.js";
import { aed } from "../../lib/money.js";
import { num, orderedWindow, pageOf } from "../../lib/query.js";
import { requireCustomer } from "../orders/access.js";
import { createOrder } from "../orders/service.js";
import { activeGateway, assertCard } from "../payments/gateway.js";
import { cardOf, declineEnvelope } from "../payments/schema.js";
import { payOrderByCard } from "../payments/service.js";
import {
  LOYALTY_REDEEMED,
  LOYALTY_SUMMARY,
  WALLET_BALANCE,
  WALLET_TOPPED_UP,
  WALLET_TRANSACTIONS,
} from "./messages.js";
import {
  loyaltySummaryResponse,
  redeemBody,
  redeemResponse,
  topUpBody,
  topUpResponse,
  walletBalanceResponse,
  walletTransactionsQuery,
  walletTransactionsResponse,
} from "./schema.js";
import { loyaltyPoints, loyaltySettings, redeemLoyalty, walletBalanceFils } from "./service.js";

const TAG = ["Wallet"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };

const transactionsQuery = (db: Database) =>
  db
    .selectFrom("wallet_transactions as w")
    .leftJoin("orders as o", "o.id", "w.order_id")
    .selectAll("w")
    .select("o.number as order_number");
type TxRow = Awaited<ReturnType<ReturnType<typeof transactionsQuery>["executeTakeFirstOrThrow"]>>;

const transactionView = (r: TxRow, lang: Lang) => ({
  id: r.id,
  type: r.type,
  amount: aed(num(r.amount_fils)),
  balance_after: aed(num(r.balance_after_fils)),
  description: lang === "ar" ? r.description_ar : r.description_en,
  description_en: r.description_en,
  description_ar: r.description_ar,
  order_id: r.order_id ?? null,
  order_number: r.order_number ?? null,
  created_at: r.created_at,
});

/** The signed-in customer's wallet and loyalty points. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/wallet/balance",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAG,
        summary: "Wallet balance and loyalty points",
        security: bearer,
        response: { 200: walletBalanceResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const [balance, points, settings] = await Promise.all([
        walletBalanceFils(db, userId),
        loyaltyPoints(db, userId),
        loyaltySettings(db),
      ]);
      return ok(
        reply,
        {
          balance: aed(balance),
          currency: "AED" as const,
          loyalty_points: points,
          loyalty_value: aed(Math.round(points * settings.aed_per_point * 100)),
          points_per_aed: settings.points_per_aed,
          aed_per_point: settings.aed_per_point,
          min_redeem_points: settings.min_redeem_points,
        },
        WALLET_BALANCE,
      );
    },
  );

  app.get(
    "/wallet/transactions",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAG,
        summary: "Wallet transactions, newest first",
        security: bearer,
        querystring: walletTransactionsQuery,
        response: { 200: walletTransactionsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const count = await db
        .selectFrom("wallet_transactions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      const q = transactionsQuery(db).where("w.user_id", "=", userId);
      const lang = requestLanguage(request);
      const rows = await orderedWindow(q, "w.id", "w.id", "desc", request.query).execute();
      return ok(
        reply,
        pageOf(
          rows.map((r) => transactionView(r, lang)),
          num(count.n),
          request.query,
        ),
        WALLET_TRANSACTIONS,
      );
    },
  );

  app.post(
    "/wallet/top-up",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAG,
        summary: "Add money to the wallet by card (Idempotency-Key accepted)",
        description:
          "Creates a top-up order and charges the card in one call; a decline answers 402 and credits nothing.",
        security: bearer,
        body: topUpBody,
        response: { 201: topUpResponse, 402: declineEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const userId = currentUserId(request);
        const card = cardOf(request.body);
        assertCard(card);
        const gateway = activeGateway(app.config); // 503 before any order exists when no card gateway is usable
        const amountFils = Math.round(request.body.amount * 100);
        const order = await createOrder(db, {
          userId,
          partnerId: null,
          kind: "topup",
          paymentMethod: "card",
          lines: [
            {
              description_en: "Wallet top-up",
              description_ar: "شحن المحفظة",
              quantity: 1,
              unit_price_fils: amountFils,
            },
          ],
          idempotencyKey: idempotencyKeyOf(request) ?? null,
        });
        await payOrderByCard(db, order.id, card, gateway);
        const tx = await transactionsQuery(db)
          .where("w.order_id", "=", order.id)
          .where("w.type", "=", "topup")
          .executeTakeFirstOrThrow();
        return ok(
          reply,
          {
            balance: aed(await walletBalanceFils(db, userId)),
            transaction: transactionView(tx, requestLanguage(request)),
            order_number: order.number,
            order_id: order.id,
          },
          WALLET_TOPPED_UP,
          201,
        );
      }),
  );

  app.get(
    "/loyalty/summary",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAG,
        summary: "Loyalty points, their value and the latest 20 movements",
        security: bearer,
        response: { 200: loyaltySummaryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const [points, settings, history] = await Promise.all([
        loyaltyPoints(db, userId),
        loyaltySettings(db),
        db
          .selectFrom("loyalty_transactions as l")
          .leftJoin("bookings as b", "b.id", "l.booking_id")
          .select(["l.type", "l.points", "l.created_at", "b.number as booking_number"])
          .where("l.user_id", "=", userId)
          .orderBy("l.id", "desc")
          .limit(20)
          .execute(),
      ]);
      return ok(
        reply,
        {
          points,
          value: aed(Math.round(points * settings.aed_per_point * 100)),
          points_per_aed: settings.points_per_aed,
          aed_per_point: settings.aed_per_point,
          min_redeem_points: settings.min_redeem_points,
          history: history.map((h) => ({
            type: h.type,
            points: num(h.points),
            created_at: h.created_at,
            booking_number: h.booking_number ?? null,
          })),
        },
        LOYALTY_SUMMARY,
      );
    },
  );

  app.post(
    "/loyalty/redeem",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAG,
        summary: "Turn loyalty points into wallet money (points x aed_per_point)",
        security: bearer,
        body: redeemBody,
        response: { 200: redeemResponse, ...errors },
      },
    },
    async (request, reply) => {
      const r = await redeemLoyalty(db, currentUserId(request), request.body.points);
      return ok(
        reply,
        { points: r.points, balance: aed(r.balanceFils), credited: aed(r.creditedFils) },
        LOYALTY_REDEEMED,
      );
    },
  );
};
