import fs from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Database, nowIso } from "../../db/database.js";
import { actorOf, audit } from "../../lib/audit.js";
import { currentUserId, requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, fieldError, MESSAGES } from "../../lib/errors.js";
import { verifyPassword } from "../../lib/password.js";
import { normaliseUaePhone } from "../../lib/phone.js";
import { tooManyEnvelope } from "../../lib/rate-limit.js";
import { type Limit, sendLimiter, sendLimits } from "../../lib/send-limits.js";
import { IMAGE_MIMES, readMultipartForm, uploadFile } from "../../lib/uploads.js";
import {
  buildSession,
  createOtp,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  OTP_TTL_SECONDS,
  type OtpPurpose,
  verifyOtp,
} from "../auth/repo.js";
import { sessionResponse } from "../auth/schema.js";
import {
  BAD_CODE,
  EMAIL_CHANGED,
  EMAIL_CODE_SENT,
  EMAIL_SAME,
  EMAIL_TAKEN,
  PHONE_CHANGED,
  PHONE_CODE_SENT,
  PHONE_SAME,
  PHONE_TAKEN,
  PHOTO_REMOVED,
  PHOTO_REQUIRED,
  PHOTO_UPDATED,
  PROFILE_UPDATED,
  WRONG_PASSWORD,
} from "./messages.js";
import {
  emailChangeRequestBody,
  emailChangeVerifyBody,
  emailCodeSentResponse,
  phoneChangeRequestBody,
  phoneChangeVerifyBody,
  phoneCodeSentResponse,
  profileUpdateBody,
} from "./schema.js";

export { PROFILE_UPDATED } from "./messages.js";

const TAG = ["Profile"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope, 429: tooManyEnvelope };

/** A profile photo: JPEG, PNG or WebP (by content), at most 2 MB. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_FIELD = "photo";

/**
 * One-time codes of the change flows are bound to the user as well as to the new address, so a code sent for one
 * account can never change another's (the target is `user:<id>:<phone or email>`).
 */
const changeTarget = (userId: number, address: string) => `user:${userId}:${address}`;

/** The signed-in user's own profile: name, gender, language, photo, and a verified change of phone or email. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, loginAttempts } = app;
  const canUpdate = requireAuth({ user: true, permission: "update-profile" });
  const enforceSendLimits = sendLimiter(app);
  /**
   * The limits of one change code: the sending limits of every other code (per IP, cooldown and hourly per phone or
   * address) and the same hourly budget per user and flow, so one account cannot spray codes at many numbers or
   * addresses. Keys are read from the request (a limit's checker is made once, with the first limit's `keyOf`).
   */
  const changeCodeLimits = (purpose: OtpPurpose, addressOf: (request: FastifyRequest) => string | null): Limit[] => [
    ...sendLimits(app, addressOf),
    {
      name: `send:${purpose}`,
      max: config.sendLimit.targetMax,
      windowMs: config.sendLimit.targetWindowMs,
      keyOf: (request) => (request.auth?.userId ? String(request.auth.userId) : null),
    },
  ];
  const phoneChangeLimits = changeCodeLimits("phone-change", (request) =>
    normaliseUaePhone((request.body as { phone?: string }).phone ?? ""),
  );
  const emailChangeLimits = changeCodeLimits(
    "email-change",
    (request) => String((request.body as { email?: string }).email ?? "").toLowerCase() || null,
  );

  const sendCode = async (userId: number, address: string, purpose: OtpPurpose) => {
    const code = await createOtp(db, config, changeTarget(userId, address), purpose);
    const where = purpose === "email-change" ? { email: address } : { phone: address };
    if (config.demoMode) app.log.info({ otp: code, ...where, purpose, user_id: userId }, "OTP");
    else app.log.info({ ...where, purpose, user_id: userId }, "OTP issued (no delivery channel configured)");
  };

  /** `{user, roles, default_role}` as `GET user/me` answers it. */
  const session = async (request: FastifyRequest) => {
    const user = await findUserById(db, currentUserId(request));
    if (!user) throw new ApiError(401, MESSAGES.unauthenticated);
    const { activeRoleId: _ignored, ...rest } = await buildSession(db, user, request.auth!.activeRoleId);
    return rest;
  };
  const answerSession = async (request: FastifyRequest, reply: FastifyReply, message: string) =>
    ok(reply, await session(request), message);

  const currentUser = async (request: FastifyRequest) => {
    const user = await findUserById(db, currentUserId(request));
    if (!user) throw new ApiError(401, MESSAGES.unauthenticated);
    return user;
  };

  /** The audit trail's row of a user's own change (entity user, acting user = the user), in the write's transaction. */
  const auditSelf = (trx: Database, request: FastifyRequest, userId: number, before: object, after: object) =>
    audit(trx, { actor: actorOf(request), action: "update", entity: "user", entity_id: userId, before, after });

  /** Deletes a photo file this server stored (never a seeded or external URL). */
  const forgetPhoto = async (publicPath: string | null) => {
    const file = publicPath ? uploadFile(config.dataDir, publicPath) : null;
    if (file) await fs.promises.unlink(file).catch(() => undefined);
  };

  app.post(
    "/user/profile/update",
    {
      onRequest: canUpdate,
      schema: {
        tags: TAG,
        summary: "Update the signed-in user's name, gender and preferred language",
        description:
          "Needs `update-profile` on the active role. Answers the same `{user, roles, default_role}` as `GET user/me`.",
        security: bearer,
        body: profileUpdateBody,
        response: { 200: sessionResponse, 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const body = request.body;
      const changes = {
        first_name: body.first_name,
        last_name: body.last_name,
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.preferred_language !== undefined ? { preferred_language: body.preferred_language } : {}),
      };
      const before = Object.fromEntries(Object.keys(changes).map((k) => [k, user[k as keyof typeof changes]]));
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ ...changes, updated_at: nowIso() })
          .where("id", "=", user.id)
          .execute();
        await auditSelf(trx, request, user.id, before, changes);
      });
      return answerSession(request, reply, PROFILE_UPDATED);
    },
  );

  // ---- photo -------------------------------------------------------------------------------------------------

  app.post(
    "/user/profile/photo",
    {
      onRequest: canUpdate,
      schema: {
        tags: TAG,
        summary: "Upload the signed-in user's profile photo (multipart/form-data)",
        description:
          "One file in the `photo` field: JPEG, PNG or WebP (checked by content), at most 2 MB (413 when larger; 422 " +
          "when missing or of another type). `user_profile` becomes its `/uploads/...` path and the previous " +
          "uploaded photo is deleted. Needs `update-profile`. Answers the same `{user, roles, default_role}` as " +
          "`GET user/me`.",
        consumes: ["multipart/form-data"],
        security: bearer,
        response: { 200: sessionResponse, 413: errorEnvelope, 415: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const form = await readMultipartForm(request, {
        maxFiles: 1,
        maxBytes: PHOTO_MAX_BYTES,
        field: PHOTO_FIELD,
        allowedMimes: IMAGE_MIMES,
        noun: "photo",
      });
      const photo = form.files[0];
      if (!photo) throw fieldError(PHOTO_FIELD, PHOTO_REQUIRED);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ user_profile: photo.path, updated_at: nowIso() })
          .where("id", "=", user.id)
          .execute();
        await auditSelf(trx, request, user.id, { user_profile: user.user_profile }, { user_profile: photo.path });
      });
      await forgetPhoto(user.user_profile);
      return answerSession(request, reply, PHOTO_UPDATED);
    },
  );

  app.delete(
    "/user/profile/photo",
    {
      onRequest: canUpdate,
      schema: {
        tags: TAG,
        summary: "Remove the signed-in user's profile photo",
        description: "`user_profile` becomes null (the initials show instead). Needs `update-profile`.",
        security: bearer,
        response: { 200: sessionResponse, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (user.user_profile !== null) {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("users")
            .set({ user_profile: null, updated_at: nowIso() })
            .where("id", "=", user.id)
            .execute();
          await auditSelf(trx, request, user.id, { user_profile: user.user_profile }, { user_profile: null });
        });
        await forgetPhoto(user.user_profile);
      }
      return answerSession(request, reply, PHOTO_REMOVED);
    },
  );

  // ---- phone change ------------------------------------------------------------------------------------------

  app.post(
    "/user/phone/change-request",
    {
      onRequest: canUpdate,
      schema: {
        tags: TAG,
        summary: "Send a code to a new phone number before it replaces the current one",
        description:
          "The number must be a UAE mobile not used by another account (422 on `phone`). The code (demo: logged, " +
          "and `123456` works for it) is valid for 10 minutes. Sends are limited like every other code (per IP, a " +
          "cooldown and an hourly number per phone, and the same hourly number per user: SEND_LIMIT_*); a taken " +
          "number counts as a failed attempt (RATE_LIMIT_*, as at sign-in). Either: 429 with `data.retry_after` and " +
          "a `Retry-After` header. Needs `update-profile`.",
        security: bearer,
        body: phoneChangeRequestBody,
        response: { 200: phoneCodeSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const phone = normaliseUaePhone(request.body.phone)!;
      if (phone === user.phone) throw fieldError("phone", PHONE_SAME);
      // a number that is taken counts as a failed attempt (probing which numbers have accounts)
      const attempt = await loginAttempts.begin(request, reply, `phone-change:${user.id}`);
      if (await findUserByPhone(db, phone)) throw fieldError("phone", PHONE_TAKEN);
      await attempt.succeed();
      await enforceSendLimits(request, reply, phoneChangeLimits);
      await sendCode(user.id, phone, "phone-change");
      return ok(reply, { phone, expires_in: OTP_TTL_SECONDS }, PHONE_CODE_SENT);
    },
  );

  app.post(
    "/user/phone/change-verify",
    {
      onRequest: canUpdate,
      schema: {
        tags: TAG,
        summary: "Confirm the new phone number with its code; it becomes the account's (verified) phone",
        description:
          "`phone` is the number the code was sent to. A wrong or expired code is a 422 on `otp` and counts " +
          "as a failed attempt (RATE_LIMIT_*, as at sign-in; 429 with `retry_after` when used up). Answers the " +
          "same `{user, roles, default_role}` as `GET user/me`.",
        security: bearer,
        body: phoneChangeVerifyBody,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      // counted before the code is checked, like a sign-in code: parallel guesses cannot pass the limit
      const attempt = await loginAttempts.begin(request, reply, `phone-change:${user.id}`);
      const phone = normaliseUaePhone(request.body.phone)!;
      const good = await verifyOtp(db, config, changeTarget(user.id, phone), "phone-change", request.body.otp);
      if (!good) throw fieldError("otp", BAD_CODE);
      await attempt.succeed();
      // taken meanwhile (another account registered it after the code went out)
      const owner = await findUserByPhone(db, phone);
      if (owner && owner.id !== user.id) throw fieldError("phone", PHONE_TAKEN);
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ phone, phone_verified_at: now, updated_at: now })
          .where("id", "=", user.id)
          .execute();
        await auditSelf(trx, request, user.id, { phone: user.phone }, { phone, verified: "code" });
      });
      return answerSession(request, reply, PHONE_CHANGED);
    },
  );

  // ---- email change ------------------------------------------------------------------------------------------

  app.post(
    "/user/email/change-request",
    {
      onRequest: canUpdate,
      schema: {
        tags: TAG,
        summary: "Send a verification code to a new email address (current password required)",
        description:
          "A wrong `current_password` is a 422 on it; an email used by another account a 422 on `email`. The code " +
          "(demo: logged, and `123456` works for it) is valid for 10 minutes. Sends are limited like every other " +
          "code (per IP, a cooldown and an hourly number per address, and the same hourly number per user: " +
          "SEND_LIMIT_*); a wrong password or a taken address counts as a failed attempt, checked before the " +
          "password (RATE_LIMIT_*, as at sign-in). Either: 429 with `data.retry_after` and a `Retry-After` header. " +
          "Needs `update-profile`.",
        security: bearer,
        body: emailChangeRequestBody,
        response: { 200: emailCodeSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { email, current_password } = request.body;
      // counted before the password hash is checked (a stolen session guessing the password), and a taken address
      // counts too (probing which addresses have accounts)
      const attempt = await loginAttempts.begin(request, reply, `email-change:${user.id}`);
      if (!(await verifyPassword(current_password, user.password_hash))) {
        throw fieldError("current_password", WRONG_PASSWORD);
      }
      if (email !== user.email.toLowerCase() && (await findUserByEmail(db, email))) {
        throw fieldError("email", EMAIL_TAKEN);
      }
      await attempt.succeed();
      if (email === user.email.toLowerCase()) throw fieldError("email", EMAIL_SAME);
      await enforceSendLimits(request, reply, emailChangeLimits);
      await sendCode(user.id, email, "email-change");
      return ok(reply, { email, expires_in: OTP_TTL_SECONDS }, EMAIL_CODE_SENT);
    },
  );

  app.post(
    "/user/email/change-verify",
    {
      onRequest: canUpdate,
      schema: {
        tags: TAG,
        summary: "Confirm the new email address with its code; it becomes the account's (verified) email",
        description:
          "`email` is the address the code was sent to. A wrong or expired code is a 422 on `otp` and counts " +
          "as a failed attempt (RATE_LIMIT_*, as at sign-in; 429 with `retry_after` when used up). Answers the " +
          "same `{user, roles, default_role}` as `GET user/me`.",
        security: bearer,
        body: emailChangeVerifyBody,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const attempt = await loginAttempts.begin(request, reply, `email-change:${user.id}`);
      const { email } = request.body;
      const good = await verifyOtp(db, config, changeTarget(user.id, email), "email-change", request.body.otp);
      if (!good) throw fieldError("otp", BAD_CODE);
      await attempt.succeed();
      const owner = await findUserByEmail(db, email);
      if (owner && owner.id !== user.id) throw fieldError("email", EMAIL_TAKEN);
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ email, email_verified_at: now, updated_at: now })
          .where("id", "=", user.id)
          .execute();
        await auditSelf(trx, request, user.id, { email: user.email }, { email, verified: "code" });
      });
      return answerSession(request, reply, EMAIL_CHANGED);
    },
  );
};
