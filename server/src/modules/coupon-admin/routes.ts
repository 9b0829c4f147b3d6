import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { actorOf, catalogGuard } from "../partner-catalog/access.js";
import { COUPON, COUPON_CREATED, COUPON_DUPLICATED, COUPON_UPDATED, COUPONS } from "./messages.js";
import { couponView, createCoupon, duplicateCoupon, listCoupons, updateCoupon } from "./repo.js";
import {
  couponBody,
  couponListQuery,
  couponListResponse,
  couponResponse,
  couponUpdateBody,
  idParams,
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

/** Promotions and vouchers, first slice of issue 17: the coupon CRUD the admin's and a partner's screens use. */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
          `id|code|starts_at|ends_at|used_count|discount_value|created_at, sortVal asc|desc (default id desc). ${AMOUNTS}`,
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
        summary: "One coupon",
        description: `Permission read-coupon. ${WHO} ${AMOUNTS}`,
        security,
        params: idParams,
        response: { 200: couponResponse, 404: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => ok(reply, await couponView(db, actorOf(request), request.params.id), COUPON),
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
      const id = await createCoupon(db, actor, request.body);
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
      await updateCoupon(db, actor, request.params.id, request.body);
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
      const id = await duplicateCoupon(db, actor, request.params.id);
      return ok(reply, await couponView(db, actor, id), COUPON_DUPLICATED);
    },
  );
};
