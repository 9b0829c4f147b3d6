import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf as auditActorOf } from "../../lib/audit.js";
import { requireInternal } from "../../lib/auth.js";
import { dubaiDate } from "../../lib/dubai.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { actorOf, catalogGuard } from "../partner-catalog/access.js";
import { runCycle } from "./cycle.js";
import { CYCLE_RUN, PAYOUT, PAYOUT_APPROVED, PAYOUT_FAILED, PAYOUT_PAID, PAYOUTS } from "./messages.js";
import {
  approvePayout,
  EXPORT_COLUMNS,
  exportRows,
  listPayouts,
  markFailed,
  markPaid,
  type PayoutActor,
  payoutDetails,
  payoutRows,
  STATEMENT_COLUMNS,
  statementRows,
} from "./repo.js";
import {
  exportQuery,
  idParams,
  markFailedBody,
  markPaidBody,
  payoutDetailsResponse,
  payoutListQuery,
  payoutListResponse,
  payoutResponse,
  runCycleBody,
  runCycleResponse,
} from "./schema.js";

const TAGS = ["Payouts"];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const INTERNAL = "Internal roles only (a partner or customer role: 403).";
const SCOPE = "A partner role sees only its own partner's payouts (another partner's: 404); an internal role any.";
const AMOUNTS = "Amounts in AED with 2 decimals; amount = the sum of the payout's ledger lines, to the fils.";

const payoutActor = (request: Parameters<typeof actorOf>[0]): PayoutActor => {
  const a = actorOf(request);
  return a.kind === "partner" ? { kind: "partner", partnerId: a.partnerId } : { kind: "internal", partnerId: null };
};

const csvReply = <T>(reply: import("fastify").FastifyReply, filename: string, columns: readonly string[], rows: T[]) =>
  reply
    .header("Cache-Control", "private, no-store")
    .header("Content-Disposition", `attachment; filename="${filename}"`)
    .type("text/csv; charset=utf-8")
    // a stream is sent as it is (no serializer): the route's response schemas document the JSON errors only
    .send(Readable.from(rows).pipe(stringify({ header: true, columns: [...columns] })) as never);

/**
 * Payouts (issue 17c; docs/api-catalog.md "Payouts"): the cycle, the list and details (with the statement), the
 * approve / mark-paid / mark-failed transitions, the bank transfer CSV and the statement CSV.
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/payout/list",
    {
      onRequest: catalogGuard(["read-payout"]),
      schema: {
        tags: TAGS,
        summary: "Payouts: one per partner per cycle, with the amount by line type and the status",
        description:
          `Permission read-payout. ${SCOPE} Filters: status (pending | approved | paid | failed), partner_id ` +
          "(internal; a partner's is ignored), period_end (YYYY-MM-DD: one cycle), search (the number or the " +
          "partner's name). sortKey created_at (default) | period_end | amount, sortVal asc|desc (default desc), " +
          `then id; page, limit. ${AMOUNTS} hold_reason and partner_name in the Accept-Language.`,
        security,
        querystring: payoutListQuery,
        response: { 200: payoutListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listPayouts(db, payoutActor(request), request.query, requestLanguage(request)), PAYOUTS),
  );

  app.get(
    "/payout/details/:id",
    {
      onRequest: catalogGuard(["read-payout-details"]),
      schema: {
        tags: TAGS,
        summary: "A payout with every ledger line it pays and its statement (self-billed tax invoice with a TRN)",
        description:
          `Permission read-payout-details. ${SCOPE} lines: every ledger line the payout pays (a carry_forward line ` +
          "from an earlier negative cycle and a payout_reversal of a failed payout included; not the payout's own " +
          `payout line), oldest first; their amounts sum to amount exactly. ${AMOUNTS} statement: Khidma's company ` +
          "name, address and TRN (master settings), the partner's legal names and TRN (its approved application); " +
          "self_billed when the partner has a TRN. Statement figures: supply_value = revenue + discounts + fees + " +
          "refunds (the partner's supply to Khidma excluding VAT); supply_vat = 5% of it when self_billed (else 0); " +
          "commission and commission_vat (negative) are Khidma's fee and its VAT; cash_collected, adjustments and " +
          "carried_over as in the ledger; amount = supply_value + commission + commission_vat + cash_collected + " +
          "adjustments + carried_over. The ledger stays authoritative: every figure is a sum of the lines.",
        security,
        params: idParams,
        response: { 200: payoutDetailsResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await payoutDetails(db, payoutActor(request), request.params.id, requestLanguage(request)), PAYOUT),
  );

  app.post(
    "/payout/approve/:id",
    {
      onRequest: requireInternal("approve-payout"),
      schema: {
        tags: TAGS,
        summary: "Approve a pending payout for transfer (permission approve-payout)",
        description:
          `Permission approve-payout. ${INTERNAL} Pending only. Re-reads the partner's IBAN (its approved ` +
          "application): a valid UAE IBAN now clears a hold and is the one paid to; none: 422 (on hold, field " +
          "iban) saying why. 422 for a payout that is approved, paid or failed. 404: no such payout. Audited.",
        security,
        params: idParams,
        response: { 200: payoutResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      await approvePayout(db, request.params.id, auditActorOf(request));
      const [row] = await payoutRows(db, [request.params.id], requestLanguage(request));
      return ok(reply, row, PAYOUT_APPROVED);
    },
  );

  app.post(
    "/payout/mark-paid/:id",
    {
      onRequest: requireInternal("mark-paid-payout"),
      schema: {
        tags: TAGS,
        summary: "Mark an approved payout paid with the bank reference (permission mark-paid-payout)",
        description:
          `Permission mark-paid-payout. ${INTERNAL} Body {reference (3-64 characters)}. Approved only: a pending ` +
          "payout answers 422 (approve it first), a paid one 422 (already paid), a failed one 422. 404: no such " +
          "payout. Audited.",
        security,
        params: idParams,
        body: markPaidBody,
        response: { 200: payoutResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      await markPaid(db, request.params.id, request.body.reference, auditActorOf(request));
      const [row] = await payoutRows(db, [request.params.id], requestLanguage(request));
      return ok(reply, row, PAYOUT_PAID);
    },
  );

  app.post(
    "/payout/mark-failed/:id",
    {
      onRequest: requireInternal("mark-paid-payout"),
      schema: {
        tags: TAGS,
        summary: "Mark a payout failed with a reason: the amount returns to the balance (permission mark-paid-payout)",
        description:
          `Permission mark-paid-payout. ${INTERNAL} Body {reason (3-500 characters)}. Pending or approved only ` +
          "(paid or failed: 422). Writes a payout_reversal ledger line of +amount (payout_id null), so the balance " +
          "is back and the next cycle pays it. 404: no such payout. Audited.",
        security,
        params: idParams,
        body: markFailedBody,
        response: { 200: payoutResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      await markFailed(db, request.params.id, request.body.reason, auditActorOf(request));
      const [row] = await payoutRows(db, [request.params.id], requestLanguage(request));
      return ok(reply, row, PAYOUT_FAILED);
    },
  );

  app.get(
    "/payout/export",
    {
      onRequest: requireInternal("export-payout"),
      schema: {
        tags: TAGS,
        summary: "The approved payouts as a bank transfer CSV (permission export-payout)",
        description:
          `Permission export-payout. ${INTERNAL} Answers text/csv; charset=utf-8 as an attachment ` +
          "(payouts-YYYY-MM-DD.csv, the Dubai date): a header row iban,account_name,amount,reference,partner," +
          "period_start,period_end, then one row per approved payout, oldest first (amount in AED with 2 decimals, " +
          "reference = the payout number). Filters period_end, partner_id.",
        security,
        querystring: exportQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      csvReply(reply, `payouts-${dubaiDate()}.csv`, EXPORT_COLUMNS, await exportRows(db, request.query)),
  );

  app.get(
    "/payout/statement/:id",
    {
      onRequest: catalogGuard(["read-payout-details"]),
      schema: {
        tags: TAGS,
        summary: "A payout's statement as CSV: its lines and a total row",
        description:
          `Permission read-payout-details. ${SCOPE} Answers text/csv; charset=utf-8 as an attachment ` +
          "(PO-000001-statement.csv): date (YYYY-MM-DD, Dubai), type, description (Accept-Language), order_number, " +
          "booking_number, amount (AED, signed), one row per line of payout/details, then a total row (type " +
          "total) whose amount is the payout's amount.",
        security,
        params: idParams,
        response: { 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const s = await statementRows(db, payoutActor(request), request.params.id, requestLanguage(request));
      return csvReply(reply, `${s.number}-statement.csv`, STATEMENT_COLUMNS, s.rows);
    },
  );

  app.post(
    "/payout/run-cycle",
    {
      onRequest: requireInternal("run-payout-cycle"),
      schema: {
        tags: TAGS,
        summary: "Run a payout cycle now (permission run-payout-cycle)",
        description:
          `Permission run-payout-cycle. ${INTERNAL} Body {cut_off? (YYYY-MM-DD: 00:00 Asia/Dubai, or an ISO ` +
          "date-time; at most now + 1 day; default the most recent Monday 00:00 Dubai), hold_days? (0-60; default " +
          "settings payout_hold_days), partner_id?}. Per partner, the ledger lines not in a payout and payable " +
          "before cut_off - hold_days: a positive sum makes a pending payout of exactly that sum (on hold with " +
          "hold_reason when the partner has no valid IBAN) and a payout line of -amount takes it off the balance; a " +
          "negative sum pays nothing and one carry_forward line brings it into the next cycle (the balance does " +
          "not move). period_end = the Dubai day before the cut-off, period_start = period_end - (settings " +
          "payout_cycle_days, default 7) + 1. Idempotent: a line is never paid twice, a partner gets one record " +
          "per period, a second run with nothing new creates nothing; parallel runs are serialised. Audited.",
        security,
        body: runCycleBody,
        response: { 200: runCycleResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { payoutIds, ...r } = await runCycle(db, request.body ?? {}, auditActorOf(request));
      return ok(reply, { ...r, payouts: await payoutRows(db, payoutIds, requestLanguage(request)) }, CYCLE_RUN);
    },
  );
};
