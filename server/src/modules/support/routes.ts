import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nowIso } from "../../db/database.js";
import { currentUserId, requireAuth, requireInternal } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, type FieldErrors, fieldError, MESSAGES } from "../../lib/errors.js";
import { isolate, type Lang, requestLanguage } from "../../lib/i18n.js";
import { tooManyEnvelope } from "../../lib/rate-limit.js";
import { sendLimiter } from "../../lib/send-limits.js";
import { newToken, sha256 } from "../../lib/tokens.js";
import { inTx } from "../../lib/tx.js";
import { notify } from "../notifications/service.js";
import {
  AGENT_INVALID,
  ASSIGN_CLOSED,
  excerptOf,
  REPLY_TO_CLOSED,
  THREAD_ALREADY_CLOSED,
  THREAD_ASSIGNED,
} from "./messages.js";
import {
  addMessage,
  adminThread,
  findOpenThread,
  isInternalHolder,
  listAdminThreads,
  publicMessage,
  publicThread,
  type SupportOwner,
  threadMessages,
} from "./repo.js";
import {
  adminAssignResponse,
  adminCloseResponse,
  adminListQuery,
  adminListResponse,
  adminReplyResponse,
  adminThreadResponse,
  assignBody,
  messageBody,
  postMessageResponse,
  replyBody,
  SUPPORT_KEY_HEADER,
  threadParams,
  threadQuery,
  threadResponse,
} from "./schema.js";

const TAG = ["Support"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

export const THREAD = "Support conversation";
export const MESSAGE_SENT = "Message sent";
export const THREADS = "Support conversations";
export const REPLY_SENT = "Reply sent";
export const THREAD_CLOSED = "Conversation closed";
export const THREAD_NOT_FOUND = "The conversation was not found.";
export const THREAD_IS_CLOSED = "This conversation is closed.";
export const GUEST_NAME_REQUIRED = "The guest name field is required.";
export const GUEST_EMAIL_REQUIRED = "The guest email field is required.";
export const GUEST_EMAIL_INVALID = "The guest email must be a valid email address.";

/** The automatic first reply, in the caller's language (stored as written, so the thread reads the same later). */
export const AUTO_REPLY: Record<Lang, string> = {
  en: "Thanks, a Khidma agent will reply here shortly. Usual reply time: under 15 minutes, 8am-10pm Dubai time.",
  ar: "شكرًا لك، سيرد عليك أحد موظفي خدمة هنا قريبًا. وقت الرد المعتاد: أقل من 15 دقيقة، من 8 صباحًا حتى 10 مساءً بتوقيت دبي.",
};

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUBJECT_MAX = 150;

const publicAuth = requireAuth({ user: false });
// Khidma's staff only (an internal role), whatever a partner role might hold
const canRead = requireInternal("read-support");
const canReply = requireInternal("reply-support");

/** Signed-in users by id; guests (client token) by the support key they were given (X-Support-Key). */
function ownerOf(request: FastifyRequest): SupportOwner {
  if (request.auth?.kind === "user" && request.auth.userId) return { kind: "user", userId: request.auth.userId };
  const raw = request.headers[SUPPORT_KEY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return { kind: "guest", keyHash: key ? sha256(key) : null };
}

const subjectOf = (subject: string | undefined, body: string) => {
  const text = (subject?.trim() || body.replace(/\s+/g, " ").trim()).slice(0, SUBJECT_MAX);
  return text || "Support";
};

/** The customer's (or guest's) conversation with Khidma support, and the staff side of it. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const enforceSendLimits = sendLimiter(app);

  app.get(
    "/support/thread",
    {
      onRequest: publicAuth,
      schema: {
        tags: TAG,
        summary: "The caller's open support conversation (signed in: by user; guest: by the X-Support-Key header)",
        description:
          "`after_id` answers only messages newer than that id (polling). A guest without a key, or whose thread " +
          "is closed, gets `thread: null`.",
        security: bearer,
        querystring: threadQuery,
        response: { 200: threadResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const thread = await findOpenThread(db, ownerOf(request));
      if (!thread) return ok(reply, { thread: null, messages: [] }, THREAD);
      const messages = await threadMessages(db, thread.id, request.query.after_id ?? 0);
      return ok(reply, { thread: publicThread(thread), messages: messages.map(publicMessage) }, THREAD);
    },
  );

  app.post(
    "/support/messages",
    {
      onRequest: publicAuth,
      schema: {
        tags: TAG,
        summary: "Send a message to support: appends to the open conversation or starts one",
        description:
          "Guests (client token) starting a conversation must give `guest_name` and `guest_email`; the answer then " +
          "carries `support_key` (shown once; only its hash is stored). The first message of a conversation gets " +
          "an automatic system reply in the caller's language.",
        security: bearer,
        body: messageBody,
        response: { 201: postMessageResponse, 401: errorEnvelope, 422: errorEnvelope, 429: tooManyEnvelope },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { body, subject, guest_name, guest_email } = request.body;
      const sender =
        owner.kind === "user"
          ? `user:${owner.userId}`
          : `guest:${owner.keyHash ?? guest_email?.toLowerCase() ?? request.ip}`;
      const { messageMax, messageIpMax, messageWindowMs } = app.config.sendLimit;
      await enforceSendLimits(request, reply, [
        { name: "message:ip", max: messageIpMax, windowMs: messageWindowMs, keyOf: (r) => r.ip },
        { name: "message:sender", max: messageMax, windowMs: messageWindowMs, keyOf: () => sender },
      ]);
      const at = nowIso();
      let thread = await findOpenThread(db, owner);
      let supportKey: string | undefined;
      const authorUserId = owner.kind === "user" ? owner.userId : null;

      if (!thread) {
        let guest: { name: string; email: string } | null = null;
        if (owner.kind === "guest") {
          const fields: FieldErrors = {};
          if (!guest_name) fields.guest_name = [GUEST_NAME_REQUIRED];
          if (!guest_email) fields.guest_email = [GUEST_EMAIL_REQUIRED];
          else if (!EMAIL_RE.test(guest_email)) fields.guest_email = [GUEST_EMAIL_INVALID];
          if (Object.keys(fields).length > 0) throw new ApiError(422, MESSAGES.invalid, fields);
          guest = { name: guest_name as string, email: (guest_email as string).toLowerCase() };
          supportKey = newToken();
        }
        thread = await db
          .insertInto("support_threads")
          .values({
            user_id: authorUserId,
            guest_name: guest?.name ?? null,
            guest_email: guest?.email ?? null,
            subject: subjectOf(subject, body),
            status: "open",
            guest_key_hash: supportKey ? sha256(supportKey) : null,
            created_at: at,
            updated_at: at,
            last_message_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }

      const isFirst =
        supportKey !== undefined ||
        !(await db.selectFrom("support_messages").select("id").where("thread_id", "=", thread.id).executeTakeFirst());
      const added = [await addMessage(db, thread.id, "customer", body, authorUserId, at)];
      if (isFirst)
        added.push(await addMessage(db, thread.id, "system", AUTO_REPLY[requestLanguage(request)], null, at));

      return ok(
        reply,
        {
          thread: publicThread(thread),
          messages: added.map(publicMessage),
          ...(supportKey ? { support_key: supportKey } : {}),
        },
        MESSAGE_SENT,
        201,
      );
    },
  );

  app.get(
    "/admin/support/threads",
    {
      onRequest: canRead,
      schema: {
        tags: TAG,
        summary: "Support conversations for staff, latest activity first (permission read-support)",
        description:
          "Internal users holding read-support. `status` open or closed, `assigned=me` only the caller's " +
          "conversations, `search` part of the subject or of the customer's (or guest's) name or e-mail. Each row " +
          "names the agent it is `assigned_to` (null: nobody).",
        security: bearer,
        querystring: adminListQuery,
        response: { 200: adminListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { page, limit, status, assigned, search } = request.query;
      const assignedUserId = assigned === "me" ? currentUserId(request) : undefined;
      return ok(reply, await listAdminThreads(db, { status, assignedUserId, search }, { page, limit }), THREADS);
    },
  );

  app.get(
    "/admin/support/threads/:id",
    {
      onRequest: canRead,
      schema: {
        tags: TAG,
        summary: "One support conversation with every message (permission read-support)",
        security: bearer,
        params: threadParams,
        response: { 200: adminThreadResponse, ...errors },
      },
    },
    async (request, reply) => {
      const thread = await adminThread(db, request.params.id);
      if (!thread) throw new ApiError(404, THREAD_NOT_FOUND);
      const messages = await threadMessages(db, thread.id);
      return ok(reply, { thread, messages: messages.map(publicMessage) }, THREAD);
    },
  );

  app.post(
    "/admin/support/threads/:id/reply",
    {
      onRequest: canReply,
      schema: {
        tags: TAG,
        summary: "Reply to a support conversation as an agent (permission reply-support)",
        description:
          "Internal users holding reply-support. The customer sees the reply in the chat at its next poll and gets " +
          "a notification (English and Arabic) linking to /support; a guest only sees it in the chat. A closed " +
          "conversation answers 422 saying so.",
        security: bearer,
        params: threadParams,
        body: replyBody,
        response: { 201: adminReplyResponse, ...errors },
      },
    },
    async (request, reply) => {
      const existing = await adminThread(db, request.params.id);
      if (!existing) throw new ApiError(404, THREAD_NOT_FOUND);
      if (existing.status === "closed") throw fieldError("id", REPLY_TO_CLOSED);
      const body = request.body.body;
      const message = await inTx(db, async (trx) => {
        const added = await addMessage(trx, existing.id, "agent", body, currentUserId(request), nowIso());
        if (existing.user_id !== null) {
          const excerpt = excerptOf(body);
          await notify(trx, {
            userId: existing.user_id,
            type: "support",
            title_en: "Khidma support replied",
            title_ar: "ردّ فريق دعم خدمة",
            body_en: `An agent answered your message: "${excerpt}"`,
            body_ar: `ردّ أحد الموظفين على رسالتك: «${isolate(excerpt)}»`,
            link: "/support",
          });
        }
        return added;
      });
      const thread = (await adminThread(db, existing.id))!;
      return ok(reply, { thread, message: publicMessage(message) }, REPLY_SENT, 201);
    },
  );

  app.post(
    "/admin/support/threads/:id/close",
    {
      onRequest: canReply,
      schema: {
        tags: TAG,
        summary: "Close a support conversation (permission reply-support)",
        description:
          "Internal users holding reply-support. The customer's next message starts a new conversation. Closing a " +
          "closed conversation answers 422 saying so.",
        security: bearer,
        params: threadParams,
        response: { 200: adminCloseResponse, ...errors },
      },
    },
    async (request, reply) => {
      const existing = await adminThread(db, request.params.id);
      if (!existing) throw new ApiError(404, THREAD_NOT_FOUND);
      if (existing.status === "closed") throw fieldError("id", THREAD_ALREADY_CLOSED);
      await db
        .updateTable("support_threads")
        .set({ status: "closed", updated_at: nowIso() })
        .where("id", "=", existing.id)
        .where("status", "=", "open")
        .execute();
      return ok(reply, { thread: (await adminThread(db, existing.id))! }, THREAD_CLOSED);
    },
  );

  app.post(
    "/admin/support/threads/:id/assign",
    {
      onRequest: canReply,
      schema: {
        tags: TAG,
        summary: "Assign a support conversation to an agent (permission reply-support)",
        description:
          "Internal users holding reply-support. `user_id` defaults to the caller; it must be an active internal " +
          "user holding reply-support (else 422). Reassigning replaces the agent. A closed conversation answers 422.",
        security: bearer,
        params: threadParams,
        body: assignBody,
        response: { 200: adminAssignResponse, ...errors },
      },
    },
    async (request, reply) => {
      const existing = await adminThread(db, request.params.id);
      if (!existing) throw new ApiError(404, THREAD_NOT_FOUND);
      if (existing.status === "closed") throw fieldError("id", ASSIGN_CLOSED);
      const agentId = request.body?.user_id ?? currentUserId(request);
      if (!(await isInternalHolder(db, agentId, "reply-support"))) throw fieldError("user_id", AGENT_INVALID);
      await db
        .updateTable("support_threads")
        .set({ assigned_user_id: agentId, updated_at: nowIso() })
        .where("id", "=", existing.id)
        .execute();
      return ok(reply, { thread: (await adminThread(db, existing.id))! }, THREAD_ASSIGNED);
    },
  );
};
