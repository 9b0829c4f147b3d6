import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf as auditActorOf } from "../../lib/audit.js";
import { requireInternal } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { idempotent } from "../../lib/idempotency.js";
import { aed } from "../../lib/money.js";
import { actorOf, catalogGuard } from "../partner-catalog/access.js";
import { BALANCE, BOOKING_REFUNDED, COMMISSION_RATES, COMMISSION_SAVED, LEDGER, LEDGER_ADJUSTED } from "./messages.js";
import { refundCompletedBooking, reversalIds } from "./refunds.js";
import {
  adjustLedger,
  commissionView,
  type LedgerActor,
  ledgerPartner,
  ledgerRows,
  listCommission,
  listLedger,
  partnerBalance,
  saveCommission,
} from "./repo.js";
import {
  adjustBody,
  balanceQuery,
  balanceResponse,
  commissionListQuery,
  commissionListResponse,
  commissionResponse,
  commissionSaveBody,
  idParams,
  ledgerLineResponse,
  ledgerListQuery,
  ledgerListResponse,
  refundBody,
  refundResponse,
} from "./schema.js";

const COMMISSION = ["Commission"];
const LEDGER_TAG = ["Partner ledger"];
const APPOINTMENTS = ["Admin: appointments"];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const INTERNAL = "Internal roles only (a partner or customer role: 403).";
const AMOUNTS = "Amounts in AED with 2 decimals, signed: + owed to the partner, - owed to Khidma.";
const SCOPE =
  "A partner role reads only its own partner's lines (a partner_id it sends is ignored); an internal role any partner's.";

const ledgerActor = (request: Parameters<typeof actorOf>[0]): LedgerActor => {
  const a = actorOf(request);
  return a.kind === "partner" ? { kind: "partner", partnerId: a.partnerId } : { kind: "internal", partnerId: null };
};

/**
 * Commission rates and the partner ledger (issue 17b): commission/list, commission/save, ledger/list, ledger/adjust,
 * partner/balance, and the staff refund of a completed booking that the ledger reverses.
 */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/commission/list",
    {
      onRequest: requireInternal("read-commission"),
      schema: {
        tags: COMMISSION,
        summary: "Commission rates: the default, per category, per partner and per partner and category",
        description:
          `Permission read-commission. ${INTERNAL} Rows are only ever added: a line sold keeps the rate in force when ` +
          "it was sold (the most specific scope with effective_from <= the sale: partner and category, partner, " +
          "category, default; within a scope the latest). Filters partner_id, category_id, current (true: the row " +
          "in force now for its scope). sortKey effective_from (default) | created_at | rate | id, sortVal asc|desc " +
          "(default desc). rate is a percent (15 = 15%).",
        security,
        querystring: commissionListQuery,
        response: { 200: commissionListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listCommission(db, request.query, requestLanguage(request)), COMMISSION_RATES),
  );

  app.post(
    "/commission/save",
    {
      onRequest: requireInternal("update-commission"),
      schema: {
        tags: COMMISSION,
        summary: "Add a commission rate for a scope, from a date (never rewrites history)",
        description:
          `Permission update-commission. ${INTERNAL} Body {partner_id?, category_id? (absent or null: every partner / ` +
          "category; both absent: the default rate), rate (percent 0-100, up to 2 decimals), effective_from? " +
          "(YYYY-MM-DD from 00:00 Asia/Dubai, today meaning from now, or an ISO date-time; default now)}. Appends a " +
          "row and answers it; new sales from effective_from on use it, lines sold before keep their rate. 422 with " +
          "field errors (English, or Arabic on Accept-Language: ar), nothing written: a rate outside 0-100 or with " +
          "more than 2 decimals, an unknown partner or category, a date or time in the past. Audited.",
        security,
        body: commissionSaveBody,
        response: { 200: commissionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await saveCommission(db, request.body, auditActorOf(request));
      return ok(reply, await commissionView(db, id, requestLanguage(request)), COMMISSION_SAVED);
    },
  );

  app.get(
    "/ledger/list",
    {
      onRequest: catalogGuard(["read-payout"]),
      schema: {
        tags: LEDGER_TAG,
        summary:
          "A partner's ledger lines (revenue, discounts, commission and its VAT, fees, refunds, cash, adjustments)",
        description:
          `Permission read-payout. ${SCOPE} Filters: partner_id (internal), type, booking_id, order_id, payout_id, ` +
          "from/to (YYYY-MM-DD, Asia/Dubai, inclusive, on created_at: when the amount became payable). sortKey " +
          `created_at (default) | amount, sortVal asc|desc (default desc), then id. ${AMOUNTS} description in the ` +
          "Accept-Language, with description_en and description_ar.",
        security,
        querystring: ledgerListQuery,
        response: { 200: ledgerListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listLedger(db, ledgerActor(request), request.query, requestLanguage(request)), LEDGER),
  );

  app.post(
    "/ledger/adjust",
    {
      onRequest: requireInternal("adjust-ledger"),
      schema: {
        tags: LEDGER_TAG,
        summary: "Add a manual adjustment line to a partner's ledger, with its reason",
        description:
          `Permission adjust-ledger. ${INTERNAL} Body {partner_id, amount (signed AED, 2 decimals, not 0: + owed to ` +
          "the partner, - owed to Khidma), reason (3-500 characters)}. Answers the line (type adjustment, reason, " +
          "actor_user_id: the caller). 422 with field errors, nothing written: no reason or a reason under 3 " +
          "characters, amount 0 or with more than 2 decimals, an unknown partner. Audited. Accepts an Idempotency-Key.",
        security,
        body: adjustBody,
        response: { 200: ledgerLineResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const id = await adjustLedger(db, request.body, auditActorOf(request));
        const [row] = await ledgerRows(db, [id], requestLanguage(request));
        return ok(reply, row, LEDGER_ADJUSTED);
      }),
  );

  app.get(
    "/partner/balance",
    {
      onRequest: catalogGuard(["read-payout"]),
      schema: {
        tags: LEDGER_TAG,
        summary: "A partner's balance: pending, available and total (AED)",
        description:
          "Permission read-payout. A partner role: its own balance (a partner_id it sends is ignored); an internal " +
          "role: partner_id required (422 without; 404 for an unknown partner). total is the sum of the partner's " +
          "ledger lines to the fils; pending the lines still inside the holding period (settings payout_hold_days, " +
          "default 3 days, from created_at) and not in a payout; available = total - pending (negative: the partner " +
          "owes Khidma, e.g. cash collected).",
        security,
        querystring: balanceQuery,
        response: { 200: balanceResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = await ledgerPartner(db, ledgerActor(request), request.query.partner_id);
      return ok(reply, await partnerBalance(db, partnerId), BALANCE);
    },
  );

  app.post(
    "/admin/booking/refund/:id",
    {
      onRequest: requireInternal("update-booking-appointment"),
      schema: {
        tags: APPOINTMENTS,
        summary: "Refund a completed booking (in full or in part) to the customer's wallet",
        description:
          `Permission update-booking-appointment. ${INTERNAL} Body {amount? (AED, 2 decimals; default: everything ` +
          "not refunded yet), reason (3-500 characters)}. The money goes to the customer's Khidma wallet (as every " +
          "refund); the order becomes refunded once all of it is back. The booking's timeline and the customer's " +
          "notification say so; the partner ledger reverses the booking's sale lines pro rata (answered in lines). " +
          "422: the booking is not completed or its order not paid (status), nothing or less is left (amount), no " +
          "reason (reason). 404: no such booking. Audited. Accepts an Idempotency-Key.",
        security,
        params: idParams,
        body: refundBody,
        response: { 200: refundResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const { id } = request.params;
        const amountFils = request.body.amount === undefined ? undefined : Math.round(request.body.amount * 100);
        const r = await refundCompletedBooking(
          db,
          id,
          { amountFils, reason: request.body.reason },
          auditActorOf(request),
        );
        const booking = await db
          .selectFrom("bookings")
          .select("payment_status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        const lines = await ledgerRows(db, await reversalIds(db, id, r.walletTxId), requestLanguage(request));
        return ok(
          reply,
          {
            booking_id: id,
            order_id: r.orderId,
            refunded: aed(r.refundedFils),
            total_refunded: aed(r.totalRefundedFils),
            refundable: aed(r.leftFils),
            payment_status: booking.payment_status,
            lines,
          },
          BOOKING_REFUNDED,
        );
      }),
  );
};
