import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nowIso } from "../../db/database.js";
import { requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError } from "../../lib/errors.js";
import { tooManyEnvelope } from "../../lib/rate-limit.js";
import { sendLimiter, sendLimits } from "../../lib/send-limits.js";
import { viewerOf } from "../catalog/repo.js";
import {
  bannerParams,
  bannersResponse,
  contactBody,
  contactResponse,
  contentPageResponse,
  contentParams,
  faqListQuery,
  faqListResponse,
} from "./schema.js";

const TAG = ["Content"];
const bearer = [{ bearerAuth: [] }];
const publicAuth = requireAuth({ user: false });

export const PAGE_NOT_FOUND = "The page was not found.";
export const CONTACT_SENT = "Your message has been sent.";

/** Banners, FAQs, legal pages and the contact form. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const enforceSendLimits = sendLimiter(app);
  const { db } = app;

  app.get(
    "/banners/get-by-target/:target",
    {
      onRequest: publicAuth,
      schema: {
        tags: TAG,
        summary: "Banners live now for a target (customer or partner), by sort_order",
        security: bearer,
        params: bannerParams,
        response: { 200: bannersResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const now = nowIso();
      const ar = viewerOf(request).lang === "ar";
      const rows = await db
        .selectFrom("banners")
        .selectAll()
        .where("target", "=", request.params.target)
        .where("status", "=", "active")
        .where((eb) => eb.or([eb("starts_at", "is", null), eb("starts_at", "<=", now)]))
        .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      const out = rows.map((b) => ({
        id: b.id,
        title: ar ? b.title_ar : b.title_en,
        title_en: b.title_en,
        title_ar: b.title_ar,
        subtitle: ar ? b.subtitle_ar : b.subtitle_en,
        subtitle_en: b.subtitle_en,
        subtitle_ar: b.subtitle_ar,
        image: b.image,
        link: b.link,
        target: b.target,
        sort_order: Number(b.sort_order),
        starts_at: b.starts_at,
        ends_at: b.ends_at,
      }));
      return ok(reply, out, "Banners");
    },
  );

  app.get(
    "/faq/list",
    {
      onRequest: publicAuth,
      schema: {
        tags: TAG,
        summary: "Frequently asked questions (audience customer or partner; both when omitted), active ones only",
        security: bearer,
        querystring: faqListQuery,
        response: { 200: faqListResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const ar = viewerOf(request).lang === "ar";
      // active ones only: staff hide a question by deactivating it (faq/update, issue 18c)
      let q = db.selectFrom("faqs").selectAll().where("status", "=", "active");
      if (request.query.audience) q = q.where("audience", "=", request.query.audience);
      const rows = await q.orderBy("audience").orderBy("sort_order").orderBy("id").execute();
      const out = rows.map((f) => ({
        id: f.id,
        audience: f.audience,
        question: ar ? f.question_ar : f.question_en,
        question_en: f.question_en,
        question_ar: f.question_ar,
        answer: ar ? f.answer_ar : f.answer_en,
        answer_en: f.answer_en,
        answer_ar: f.answer_ar,
        sort_order: Number(f.sort_order),
      }));
      return ok(reply, out, "FAQs");
    },
  );

  app.get(
    "/content/:slug",
    {
      onRequest: publicAuth,
      schema: {
        tags: TAG,
        summary: "A content page (terms-and-conditions, privacy-policy) as markdown",
        security: bearer,
        params: contentParams,
        response: { 200: contentPageResponse, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const page = await db
        .selectFrom("content_pages")
        .selectAll()
        .where("slug", "=", request.params.slug)
        .executeTakeFirst();
      if (!page) throw new ApiError(404, PAGE_NOT_FOUND);
      const ar = viewerOf(request).lang === "ar";
      return ok(
        reply,
        {
          slug: page.slug,
          title: ar ? page.title_ar : page.title_en,
          title_en: page.title_en,
          title_ar: page.title_ar,
          body: ar ? page.body_ar : page.body_en,
          body_en: page.body_en,
          body_ar: page.body_ar,
          updated_at: page.updated_at,
        },
        ar ? page.title_ar : page.title_en,
      );
    },
  );

  app.post(
    "/contact",
    {
      onRequest: publicAuth,
      schema: {
        tags: TAG,
        summary: "Send a message to Khidma support (any token)",
        security: bearer,
        body: contactBody,
        response: { 201: contactResponse, 401: errorEnvelope, 422: errorEnvelope, 429: tooManyEnvelope },
      },
    },
    async (request, reply) => {
      const b = request.body;
      // per IP, and per sender address (one message a minute, a few an hour)
      await enforceSendLimits(
        request,
        reply,
        sendLimits(app, () => `contact:${b.email.toLowerCase()}`),
      );
      const { id } = await db
        .insertInto("contact_messages")
        .values({
          user_id: request.auth?.kind === "user" ? request.auth.userId : null,
          name: b.name,
          email: b.email,
          phone: b.phone || null,
          subject: b.subject,
          message: b.message,
          status: "new",
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return ok(reply, { id }, CONTACT_SENT, 201);
    },
  );
};
