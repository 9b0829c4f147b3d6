import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../lib/audit.js";
import { rolePermissionNames } from "../../lib/auth.js";
import { ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { bearer, errors, guard, WHO, withNotFound } from "../admin-catalog/routes/shared.js";
import { createFaq, deleteFaq, faqDetails, listFaqs, updateFaq } from "./faq-repo.js";
import * as M from "./messages.js";
import { articleDetails, createArticle, deleteArticle, listArticles, listTopics, updateArticle } from "./repo.js";
import {
  deletedResponse,
  faqAdminListQuery,
  faqAdminListResponse,
  faqAdminResponse,
  faqCreateBody,
  faqUpdateBody,
  helpArticleResponse,
  helpCreateBody,
  helpListQuery,
  helpListResponse,
  helpTopicsResponse,
  helpUpdateBody,
  idParams,
} from "./schema.js";

const HELP_TAG = ["Admin: help centre"];
const FAQ_TAG = ["Admin: FAQs"];
const READ = `${WHO} Permission read-help.`;
const WRITE = `${WHO} Permission update-help. Audited (before and after).`;

/** Whether the caller (already past the read-help guard) may also edit: editors see inactive articles too. */
const isEditor = async (request: FastifyRequest) =>
  (await rolePermissionNames(request.server.db, request.auth?.activeRoleId ?? null)).includes("update-help");

/** The staff help centre and the management of the customer and partner FAQs (issue 18c). docs/api-catalog.md. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/help/list",
    {
      onRequest: guard("read-help"),
      schema: {
        tags: HELP_TAG,
        summary: "Help articles: topic, search in both languages, paged by sort order",
        description: `topic, search (every word must appear in the English or Arabic title or body), status (editors only; readers without update-help see active articles only), page, per_page (or limit). ${READ}`,
        security: bearer,
        querystring: helpListQuery,
        response: { 200: helpListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await listArticles(db, requestLanguage(request), request.query, await isEditor(request)),
        M.HELP_ARTICLES,
      ),
  );

  app.get(
    "/help/topics",
    {
      onRequest: guard("read-help"),
      schema: {
        tags: HELP_TAG,
        summary: "Help topics with their names in both languages and article counts",
        description: READ,
        security: bearer,
        response: { 200: helpTopicsResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listTopics(db, requestLanguage(request), await isEditor(request)), M.HELP_TOPICS_LIST),
  );

  app.get(
    "/help/details/:id",
    {
      onRequest: guard("read-help"),
      schema: {
        tags: HELP_TAG,
        summary: "One help article (markdown body in both languages)",
        description: `An inactive article answers 404 to a reader without update-help. ${READ}`,
        security: bearer,
        params: idParams,
        response: { 200: helpArticleResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await articleDetails(db, requestLanguage(request), request.params.id, await isEditor(request)),
        M.HELP_ARTICLE,
      ),
  );

  app.post(
    "/help/create",
    {
      onRequest: guard("update-help"),
      schema: {
        tags: HELP_TAG,
        summary: "Create a help article",
        description: `{topic, title_en, title_ar, body_en, body_ar (markdown), status? (default active), sort_order? (default last)}. ${WRITE}`,
        security: bearer,
        body: helpCreateBody,
        response: { 201: helpArticleResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createArticle(db, request.body, actorOf(request));
      return ok(reply, await articleDetails(db, requestLanguage(request), id), M.HELP_ARTICLE_CREATED, 201);
    },
  );

  app.post(
    "/help/update/:id",
    {
      onRequest: guard("update-help"),
      schema: {
        tags: HELP_TAG,
        summary: "Change a help article",
        description: `Any of {topic, title_en, title_ar, body_en, body_ar, status, sort_order}: what is given changes. ${WRITE}`,
        security: bearer,
        params: idParams,
        body: helpUpdateBody,
        response: { 200: helpArticleResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await updateArticle(db, request.params.id, request.body, actorOf(request));
      return ok(reply, await articleDetails(db, requestLanguage(request), request.params.id), M.HELP_ARTICLE_UPDATED);
    },
  );

  app.post(
    "/help/delete/:id",
    {
      onRequest: guard("update-help"),
      schema: {
        tags: HELP_TAG,
        summary: "Delete a help article",
        description: WRITE,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await deleteArticle(db, request.params.id, actorOf(request));
      return ok(reply, { id: request.params.id }, M.HELP_ARTICLE_DELETED);
    },
  );

  app.get(
    "/faq/admin-list",
    {
      onRequest: guard("read-help"),
      schema: {
        tags: FAQ_TAG,
        summary: "Customer and partner FAQs, every status: audience, search, status, paged by audience and order",
        description: `The public faq/list shows the active ones. audience customer|partner, search (every word in the English or Arabic question or answer), status active|inactive, page, per_page (or limit). ${READ}`,
        security: bearer,
        querystring: faqAdminListQuery,
        response: { 200: faqAdminListResponse, ...errors },
      },
    },
    async (request, reply) => ok(reply, await listFaqs(db, requestLanguage(request), request.query), M.FAQS_ADMIN),
  );

  app.get(
    "/faq/details/:id",
    {
      onRequest: guard("read-help"),
      schema: {
        tags: FAQ_TAG,
        summary: "One FAQ, any status",
        description: READ,
        security: bearer,
        params: idParams,
        response: { 200: faqAdminResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await faqDetails(db, requestLanguage(request), request.params.id), M.FAQ_DETAILS),
  );

  app.post(
    "/faq/create",
    {
      onRequest: guard("update-help"),
      schema: {
        tags: FAQ_TAG,
        summary: "Add a customer or partner FAQ",
        description: `{audience: customer|partner, question_en, question_ar, answer_en, answer_ar, sort_order? (default last of its audience), status? (default active)}. ${WRITE}`,
        security: bearer,
        body: faqCreateBody,
        response: { 201: faqAdminResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createFaq(db, request.body, actorOf(request));
      return ok(reply, await faqDetails(db, requestLanguage(request), id), M.FAQ_CREATED, 201);
    },
  );

  app.post(
    "/faq/update/:id",
    {
      onRequest: guard("update-help"),
      schema: {
        tags: FAQ_TAG,
        summary: "Change an FAQ: its text, audience, order or status (activate / deactivate)",
        description: `Any of {audience, question_en, question_ar, answer_en, answer_ar, sort_order, status}: what is given changes. ${WRITE}`,
        security: bearer,
        params: idParams,
        body: faqUpdateBody,
        response: { 200: faqAdminResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await updateFaq(db, request.params.id, request.body, actorOf(request));
      return ok(reply, await faqDetails(db, requestLanguage(request), request.params.id), M.FAQ_UPDATED);
    },
  );

  app.post(
    "/faq/delete/:id",
    {
      onRequest: guard("update-help"),
      schema: {
        tags: FAQ_TAG,
        summary: "Delete an FAQ",
        description: WRITE,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await deleteFaq(db, request.params.id, actorOf(request));
      return ok(reply, { id: request.params.id }, M.FAQ_DELETED);
    },
  );
};
