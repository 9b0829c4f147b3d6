import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nowIso } from "../../db/database.js";
import { currentUserId, requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/i18n.js";
import { num, pageOf } from "../../lib/query.js";
import { ALL_MARKED_READ, MARKED_READ, NOTIFICATION_NOT_FOUND, NOTIFICATIONS, UNREAD_COUNT } from "./messages.js";
import {
  countResponse,
  notificationListQuery,
  notificationListResponse,
  notificationParams,
  notificationResponse,
} from "./schema.js";
import { listNotifications, notificationView } from "./service.js";

const TAG = ["Notifications"];
const bearer = [{ bearerAuth: [] }];

/** The signed-in user's notifications (customers, partners and staff). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const signedIn = requireAuth({ user: true });

  app.get(
    "/notifications/list",
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        summary: "The signed-in user's notifications, newest first (unread=1: only unread ones)",
        description:
          "Any signed-in user (customer, partner or staff; no permission): only the caller's own. `unread_first=1` " +
          "puts the unread ones first (each part newest first). The answer carries `unread_count` beside the page.",
        security: bearer,
        querystring: notificationListQuery,
        response: { 200: notificationListResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { unread, unread_first } = request.query;
      const lang = requestLanguage(request);
      const { total, unreadCount, rows } = await listNotifications(db, userId, request.query, {
        unreadOnly: unread === true,
        unreadFirst: unread_first === true,
      });
      const data = rows.map((r) => notificationView(r, lang));
      return ok(reply, { ...pageOf(data, total, request.query), unread_count: unreadCount }, NOTIFICATIONS);
    },
  );

  app.get(
    "/notifications/unread-count",
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        summary: "How many of the signed-in user's notifications are unread",
        description:
          "Any signed-in user (no permission). Cheap (index `(user_id, read_at)`): the portals' header badge polls it.",
        security: bearer,
        response: { 200: countResponse, 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      const row = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", currentUserId(request))
        .where("read_at", "is", null)
        .executeTakeFirstOrThrow();
      return ok(reply, { count: num(row.n) }, UNREAD_COUNT);
    },
  );

  app.post(
    "/notifications/mark-read/:id",
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        summary: "Mark one notification as read (404 for another user's)",
        description:
          "Any signed-in user (no permission), on their own notification; reading it twice keeps the first time.",
        security: bearer,
        params: notificationParams,
        response: { 200: notificationResponse, 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      await db
        .updateTable("notifications")
        .set({ read_at: nowIso() })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("read_at", "is", null)
        .execute();
      const row = await db
        .selectFrom("notifications")
        .selectAll()
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, NOTIFICATION_NOT_FOUND);
      return ok(reply, notificationView(row, requestLanguage(request)), MARKED_READ);
    },
  );

  app.post(
    "/notifications/mark-all-read",
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        summary: "Mark every notification of the signed-in user as read",
        description: "Any signed-in user (no permission); answers the unread count left (0).",
        security: bearer,
        response: { 200: countResponse, 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      await db
        .updateTable("notifications")
        .set({ read_at: nowIso() })
        .where("user_id", "=", currentUserId(request))
        .where("read_at", "is", null)
        .execute();
      return ok(reply, { count: 0 }, ALL_MARKED_READ);
    },
  );
};
