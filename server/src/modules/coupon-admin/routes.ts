import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { audit, actorOf as auditActorOf } from "../../lib/audit.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { fieldError } from "../../lib/errors.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { CodeGenerator, CodeSpaceExhausted, createBatch, generateChunk } from "../coupons/codes.js";
import { actorOf, catalogGuard } from "../partner-catalog/access.js";
import { CODE_CSV_COLUMNS, codeCsvRows, couponDetails, listRedemptions } from "./insights.js";
import {
  CODES_GENERATED,
  CODES_GENERATING,
  COUPON,
  COUPON_CREATED,
  COUPON_DUPLICATED,
  COUPON_UPDATED,
  COUPONS,
  PREFIX_EXHAUSTED,
  REDEMPTIONS,
} from "./messages.js";
import { couponView, createCoupon, duplicateCoupon, listCoupons, updateCoupon, visibleCoupon } from "./repo.js";
import {
  codeBatchResponse,
  couponBody,
  couponDetailsResponse,
  couponListQuery,
  couponListResponse,
  couponResponse,
  couponUpdateBody,
  generateCodesBody,
  idParams,
  redemptionListQuery,
  redemptionListResponse,
} from "./schema.js";

const TAGS = ["Promotions and vouchers"];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };

const WHO =
  "Khidma staff (internal role) see and edit every coupon; a partner role sees and edits only its own " +
  "partner-funded coupons (partner_id its own, funded_by partner; another partner's coupon answers 404).";

const AMOUNTS =
  "Amounts in AED with 2 decimals (discount_value: AED for fixed, the percent for percent). starts_at/ends_at: " +
  "YYYY-MM-DD (Asia/Dubai, inclusive: from 00:00 to 23:59:59.999 Dubai) or an ISO date-time; answered as ISO (UTC). " +
  "The active toggle is the coupon's status (checkout refuses an inactive coupon).";

const RULES =
  "422 with field errors (English, or Arabic on Accept-Language: ar), nothing written: code taken (case-insensitive) " +
  "or badly formed, percent not a whole 1-100, fixed not above 0, ends_at not after starts_at, min_order below 0, ids " +
  "that do not exist; staff: funded_by partner without partner_id; a partner: another partner_id, funded_by khidma, " +
  "services or packages not its own.";

const ROW =
  "Each coupon also answers spent (AED its live reservations hold), remaining_budget (AED, or null without a " +
  "budget) and generated_codes (how many single-use codes coupon/generate-codes made).";

/**
 * Promotions and vouchers, first slice of issue 17: the coupon CRUD the admin's and a partner's screens use, code
 * generation and export, redemptions and the budget's burn-down.
 */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const generator = new CodeGenerator(db, (err, batchId) => app.log.error({ err, batchId }, "coupon code batch"));
  app.addHook("onReady", () => generator.resume());
  app.addHook("onClose", () => generator.close());

  app.get(
    "/coupon/list",
    {
      onRequest: catalogGuard(["read-coupon"]),
      schema: {
        tags: TAGS,
        summary: "Coupons, paged, with search, status, funder and partner filters",
        description:
          `Permission read-coupon. ${WHO} search: part of the code or either title. status: live | scheduled | ` +
          "expired | exhausted | inactive. funded_by: khidma | partner. partner_id (staff). sortKey " +
          `id|code|starts_at|ends_at|used_count|discount_value|created_at, sortVal asc|desc (default id desc). ${AMOUNTS} ${ROW}`,
        security,
        querystring: couponListQuery,
        response: { 200: couponListResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await listCoupons(db, actorOf(request), request.query), COUPONS),
  );

  app.get(
    "/coupon/details/:id",
    {
      onRequest: catalogGuard(["read-coupon"]),
      schema: {
        tags: TAGS,
        summary: "One coupon, with its budget's burn-down and its generated code batches",
        description:
          `Permission read-coupon. ${WHO} ${AMOUNTS} ${ROW} burn_down: one point per Asia/Dubai day from the first ` +
          "redemption's day to today (at most the last 366 days): {date, spent (AED reserved that day), cumulative, " +
          "remaining (AED of the budget left, or null)}; [] before any redemption. code_batches: {batch_id, prefix, " +
          "count, generated, status running|done, created_at}, newest first.",
        security,
        params: idParams,
        response: { 200: couponDetailsResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => ok(reply, await couponDetails(db, actorOf(request), request.params.id), COUPON),
  );

  app.post(
    "/coupon/create",
    {
      onRequest: catalogGuard(["create-coupon"]),
      schema: {
        tags: TAGS,
        summary: "Create a coupon",
        description:
          `Permission create-coupon. ${WHO} Required: code, title_en, discount_type, discount_value; the rest default ` +
          "(title_ar '', min_order 0, per_customer_limit 1, applies_to any, funded_by khidma (a partner: partner), " +
          `active true, stacking exclusive; max_discount, usage_limit, budget, partner_id and the id lists null). ${AMOUNTS} ${RULES}`,
        security,
        body: couponBody,
        response: { 200: couponResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await createCoupon(db, actor, request.body, auditActorOf(request));
      return ok(reply, await couponView(db, actor, id), COUPON_CREATED);
    },
  );

  app.post(
    "/coupon/update/:id",
    {
      onRequest: catalogGuard(["update-coupon"]),
      schema: {
        tags: TAGS,
        summary: "Update a coupon (the create fields; an absent field keeps its value, null clears a nullable one)",
        description:
          `Permission update-coupon. ${WHO} An id list given replaces the coupon's list ([] or null: none). ` +
          `used_count is not editable. ${AMOUNTS} ${RULES}`,
        security,
        params: idParams,
        body: couponUpdateBody,
        response: { 200: couponResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await updateCoupon(db, actor, request.params.id, request.body, auditActorOf(request));
      return ok(reply, await couponView(db, actor, request.params.id), COUPON_UPDATED);
    },
  );

  app.post(
    "/coupon/duplicate/:id",
    {
      onRequest: catalogGuard(["duplicate-coupon"]),
      schema: {
        tags: TAGS,
        summary: "Copy a coupon: a new unique code (CODE-COPY, CODE-COPY2, ...), inactive, used_count 0",
        description: `Permission duplicate-coupon. ${WHO} The copy keeps every other field and the scope lists. ${AMOUNTS}`,
        security,
        params: idParams,
        response: { 200: couponResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await duplicateCoupon(db, actor, request.params.id, auditActorOf(request));
      return ok(reply, await couponView(db, actor, id), COUPON_DUPLICATED);
    },
  );
  app.post(
    "/coupon/generate-codes/:id",
    {
      onRequest: catalogGuard(["create-coupon"]),
      schema: {
        tags: TAGS,
        summary: "Generate N single-use codes for a coupon, in the background",
        description:
          `Permission create-coupon. ${WHO} Body {count: 1-10000, prefix: 2-12 letters or digits}. Each code is the ` +
          "prefix (upper-cased) then 8 characters of ABCDEFGHJKMNPQRSTUVWXYZ23456789 (no 0/O, 1/I/L), unique across " +
          "every coupon's code and every generated code. The first 500 are made before answering (a batch that " +
          "small answers status done); the rest in the background, 500 at a time (coupon/details/{id} shows the " +
          "batch's generated and status). A generated code is accepted at checkout like the coupon's own code " +
          "(case-insensitive), once: it is held by one live order and given back when that order fails or expires; " +
          "every other rule of the coupon applies and its own code stays valid. 422 on count or prefix (badly " +
          "formed, or no unique code can be made with the prefix).",
        security,
        params: idParams,
        body: generateCodesBody,
        response: { 200: codeBatchResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const coupon = await visibleCoupon(db, actor, request.params.id);
      const prefix = request.body.prefix.toUpperCase();
      let started: { batchId: number; done: boolean };
      try {
        started = await inTx(db, async (trx) => {
          const batchId = await createBatch(trx, {
            couponId: coupon.id,
            prefix,
            count: request.body.count,
            userId: actor.userId,
          });
          await audit(trx, {
            actor: auditActorOf(request),
            action: "generate-codes",
            entity: "coupon",
            entity_id: coupon.id,
            after: { batch_id: batchId, prefix, count: request.body.count },
          });
          return { batchId, done: await generateChunk(trx, batchId) };
        });
      } catch (err) {
        if (err instanceof CodeSpaceExhausted) throw fieldError("prefix", PREFIX_EXHAUSTED);
        throw err;
      }
      if (!started.done) generator.start(started.batchId);
      const b = await db
        .selectFrom("coupon_code_batches")
        .selectAll()
        .where("id", "=", started.batchId)
        .executeTakeFirstOrThrow();
      return ok(
        reply,
        {
          batch_id: b.id,
          coupon_id: num(b.coupon_id),
          prefix: b.prefix,
          count: num(b.count),
          generated: num(b.generated),
          status: b.status,
          created_at: new Date(b.created_at).toISOString(),
        },
        b.status === "done" ? CODES_GENERATED : CODES_GENERATING,
      );
    },
  );

  app.get(
    "/coupon/generate-codes/:id",
    {
      onRequest: catalogGuard(["read-coupon"]),
      schema: {
        tags: TAGS,
        summary: "The coupon's generated codes as CSV (code, status, order_number, redeemed_at)",
        description:
          `Permission read-coupon. ${WHO} Answers text/csv; charset=utf-8 as an attachment (CODE-codes.csv), ` +
          "streamed, a header row then one row per generated code in the order made: code; status unused | " +
          "reserved (an unpaid order holds it) | redeemed (the order is paid); order_number (reserved or " +
          "redeemed); redeemed_at (YYYY-MM-DD HH:mm, Asia/Dubai, when redeemed). Codes of a batch still running " +
          "are listed as far as they are made.",
        security,
        params: idParams,
        response: { 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const coupon = await visibleCoupon(db, actorOf(request), request.params.id);
      const csv = Readable.from(codeCsvRows(db, coupon.id)).pipe(
        stringify({ header: true, columns: [...CODE_CSV_COLUMNS] }),
      );
      return (
        reply
          .header("Cache-Control", "private, no-store")
          .header("Content-Disposition", `attachment; filename="${coupon.code.replace(/[^\w-]/g, "_")}-codes.csv"`)
          .type("text/csv; charset=utf-8")
          // a stream is sent as it is (no serializer): the route's response schemas document the JSON errors only
          .send(csv as never)
      );
    },
  );

  app.get(
    "/coupon/redemptions/:id",
    {
      onRequest: catalogGuard(["read-coupon"]),
      schema: {
        tags: TAGS,
        summary: "A coupon's redemptions, paged, with search and sort",
        description:
          `Permission read-coupon. ${WHO} The coupon's live uses: status reserved (the order is not paid yet) or ` +
          "redeemed (paid); a use given back (the order failed or expired) is gone. page, limit (or perPage), " +
          "search (part of the code used or of the customer's name), sortKey created_at|discount, sortVal " +
          "asc|desc (default created_at desc). Rows {id, coupon_id, code (the generated code used, or the coupon's " +
          "own), user_id, customer_name, order_id, order_number, discount (AED), status, created_at}.",
        security,
        params: idParams,
        querystring: redemptionListQuery,
        response: { 200: redemptionListResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listRedemptions(db, actorOf(request), request.params.id, request.query), REDEMPTIONS),
  );
};
