import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../lib/audit.js";
import { ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { bearer, errors, guard, WHO, withNotFound } from "../admin-catalog/routes/shared.js";
import * as M from "./messages.js";
import { announcementDetails, countRecipients, listAnnouncements, resolveTarget, sendAnnouncement } from "./repo.js";
import {
  announcementBody,
  announcementListQuery,
  announcementListResponse,
  announcementPreviewResponse,
  announcementResponse,
  idParams,
} from "./schema.js";

const TAGS = ["Admin: announcements"];
const PERMISSION = `${WHO} Permission send-announcement.`;
const BODY =
  "{segment, partner_id?, category_id?, emirate_id?, title_en, title_ar, body_en, body_ar}: partner_team needs " +
  "partner_id, category_customers category_id (customers with a booking in it), emirate_customers emirate_id " +
  "(customers with an address in it); all_partners reaches the users of every active partner company. Only active " +
  "users are reached. An empty title or text, an unknown segment, a missing or unknown target: 422 on the field.";

/** Announcements: staff send a notification to a segment of users, preview it and read the history (issue 18c). */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const onRequest = guard("send-announcement");

  app.post(
    "/announcement/preview",
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "How many users an announcement would reach, and its text in the request's language (no writes)",
        description: `${BODY} ${PERMISSION}`,
        security: bearer,
        body: announcementBody,
        response: { 200: announcementPreviewResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const target = await resolveTarget(db, body);
      const ar = requestLanguage(request) === "ar";
      return ok(
        reply,
        {
          recipients: await countRecipients(db, target),
          title: ar ? body.title_ar : body.title_en,
          body: ar ? body.body_ar : body.body_en,
        },
        M.ANNOUNCEMENT_PREVIEW,
      );
    },
  );

  app.post(
    "/announcement/send",
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Send an announcement: one notification (type announcement) to each user of the segment",
        description:
          `${BODY} Stores the announcement with its recipient count and writes the notifications in one ` +
          `transaction (one INSERT ... SELECT), with an audit row (entity announcement, action send); answers the ` +
          `stored announcement (201). Recipients see it in notifications/list and their unread count. ${PERMISSION}`,
        security: bearer,
        body: announcementBody,
        response: { 201: announcementResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await sendAnnouncement(db, request.body, actorOf(request));
      return ok(reply, await announcementDetails(db, id, requestLanguage(request)), M.ANNOUNCEMENT_SENT, 201);
    },
  );

  app.get(
    "/announcement/list",
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Announcements sent, newest first: search, segment, paged",
        description: `search (title or text, English or Arabic), segment, page, per_page (or limit). ${PERMISSION}`,
        security: bearer,
        querystring: announcementListQuery,
        response: { 200: announcementListResponse, ...errors },
      },
    },
    async (request, reply) =>
      ok(reply, await listAnnouncements(db, request.query, requestLanguage(request)), M.ANNOUNCEMENTS),
  );

  app.get(
    "/announcement/details/:id",
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "One announcement sent",
        description: PERMISSION,
        security: bearer,
        params: idParams,
        response: { 200: announcementResponse, ...withNotFound },
      },
    },
    async (request, reply) =>
      ok(reply, await announcementDetails(db, request.params.id, requestLanguage(request)), M.ANNOUNCEMENT),
  );
};
