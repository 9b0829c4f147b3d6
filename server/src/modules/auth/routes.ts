import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nowIso, type OtpPurpose } from "../../db/database.js";
import { actorOf, audit } from "../../lib/audit.js";
import { bearerToken, currentUserId, requireAuth } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { ApiError, fieldError, MESSAGES, uniqueViolationField } from "../../lib/errors.js";
import { burnPasswordTime, hashPassword, verifyPassword } from "../../lib/password.js";
import { normaliseUaePhone } from "../../lib/phone.js";
import { tooManyEnvelope } from "../../lib/rate-limit.js";
import { sendLimiter, sendLimits } from "../../lib/send-limits.js";
import { mergeGuestCartsOfRequest } from "../cart/service.js";
import {
  buildSession,
  createOtp,
  createUser,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  issueToken,
  OTP_TTL_SECONDS,
  revokeToken,
  revokeUserTokens,
  startSession,
  systemRoleId,
  verifyOtp,
} from "./repo.js";
import {
  changePasswordBody,
  forgotPasswordBody,
  forgotPasswordResponse,
  loginBody,
  loginResponse,
  nullResponse,
  otpSentResponse,
  otpVerifyBody,
  phoneBody,
  registerBody,
  registerResponse,
  resendOtpBody,
  resetPasswordBody,
  sessionResponse,
  switchRoleBody,
  tokenResponse,
  verifyEmailBody,
  verifyEmailResponse,
} from "./schema.js";

const TAG = ["Auth"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope, 429: tooManyEnvelope };

export const BAD_CREDENTIALS = "These credentials do not match our records.";
export const BAD_CODE = "The code is invalid or has expired.";
export const UNKNOWN_PHONE = "No account uses this phone number.";
export const INACTIVE = "Your account is inactive. Please contact support.";

const digest = (v: string) => createHash("sha256").update(v).digest();

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, loginAttempts } = app;
  const enforce = sendLimiter(app);
  /** Per IP, cooldown and hourly limits on codes sent to the phone or e-mail address `target` reads. */
  const codeLimits = (target: (request: FastifyRequest) => string | null) => sendLimits(app, target);
  const phoneOf = (request: FastifyRequest) => normaliseUaePhone((request.body as { phone?: string }).phone ?? "");
  const emailOf = (request: FastifyRequest) =>
    String((request.body as { email?: string }).email ?? "").toLowerCase() || null;

  const sendCode = async (target: string, purpose: OtpPurpose) => {
    const code = await createOtp(db, config, target, purpose);
    const where = target.includes("@") ? { email: target } : { phone: target };
    if (config.demoMode) app.log.info({ otp: code, ...where, purpose }, "OTP");
    else app.log.info({ target, purpose }, "OTP issued (no delivery channel configured)");
    return code;
  };

  app.get(
    "/client-access-token",
    {
      schema: {
        tags: TAG,
        summary: "Issue a client (anonymous) access token",
        description: `Requires the API key header (${config.apiKeyHeader}). The token is valid for ${config.tokenTtlDays} days.`,
        response: { 200: tokenResponse, 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      const given = request.headers[config.apiKeyHeader.toLowerCase()];
      const key = Array.isArray(given) ? given[0] : given;
      if (!key || !config.apiKey || !timingSafeEqual(digest(key), digest(config.apiKey))) {
        throw new ApiError(401, "Invalid API key.");
      }
      return ok(reply, await issueToken(db, config, "client", null, null), "Client access token generated");
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags: TAG,
        summary: "Sign in with email + password or phone + one-time code",
        body: loginBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const byPhone = !body.email;
      const phone = byPhone ? normaliseUaePhone(body.phone ?? "") : null;
      const email = byPhone ? null : body.email!.toLowerCase();
      const account = byPhone ? `phone:${phone}` : `email:${email}`;
      // counted before the code or the password hash is checked: parallel guesses cannot pass the limit
      const attempt = await loginAttempts.begin(request, reply, account);

      let user: Awaited<ReturnType<typeof findUserById>>;
      if (byPhone) {
        user = await findUserByPhone(db, phone!);
        const good = user ? await verifyOtp(db, config, phone!, "login", body.otp!) : false;
        if (!user || !good) throw fieldError("otp", BAD_CODE);
        if (!user.phone_verified_at) {
          await db.updateTable("users").set({ phone_verified_at: nowIso() }).where("id", "=", user.id).execute();
        }
      } else {
        user = await findUserByEmail(db, email!);
        const good = user
          ? await verifyPassword(body.password!, user.password_hash)
          : await burnPasswordTime(body.password!);
        if (!user || !good) throw fieldError("email", BAD_CREDENTIALS);
      }
      await attempt.succeed();
      if (user!.status !== "active") throw new ApiError(403, INACTIVE);
      await mergeGuestCartsOfRequest(db, request, user!.id);
      return ok(reply, await startSession(db, config, user!.id), "Login successfully");
    },
  );

  app.post(
    "/get-otp",
    {
      schema: {
        tags: TAG,
        summary: "Send a sign-in code to a registered phone",
        body: phoneBody,
        response: { 200: otpSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const phone = normaliseUaePhone(request.body.phone)!;
      const attempt = await loginAttempts.begin(request, reply, `phone:${phone}`);
      const user = await findUserByPhone(db, phone);
      if (!user) throw fieldError("phone", UNKNOWN_PHONE); // an unknown phone counts as a failed attempt
      await attempt.succeed();
      if (user.status !== "active") throw new ApiError(403, INACTIVE);
      await enforce(request, reply, codeLimits(phoneOf));
      await sendCode(phone, "login");
      return ok(reply, { phone, expires_in: OTP_TTL_SECONDS }, "OTP sent successfully");
    },
  );

  app.post(
    "/resend-otp",
    {
      schema: {
        tags: TAG,
        summary: "Send a new phone code (registration or sign-in)",
        body: resendOtpBody,
        response: { 200: otpSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const phone = normaliseUaePhone(request.body.phone)!;
      const attempt = await loginAttempts.begin(request, reply, `phone:${phone}`);
      const user = await findUserByPhone(db, phone);
      if (!user) throw fieldError("phone", UNKNOWN_PHONE);
      await attempt.succeed();
      await enforce(request, reply, codeLimits(phoneOf));
      await sendCode(phone, request.body.purpose);
      return ok(reply, { phone, expires_in: OTP_TTL_SECONDS }, "OTP sent successfully");
    },
  );

  const register = (roleName: string) =>
    async function registerHandler(
      request: FastifyRequest<{ Body: import("zod").infer<typeof registerBody> }>,
      reply: import("fastify").FastifyReply,
    ) {
      const body = request.body;
      const phone = normaliseUaePhone(body.phone)!;
      const email = body.email.toLowerCase();
      // per IP only: each phone and address gets codes here once (a second registration is 422 "taken")
      await enforce(
        request,
        reply,
        codeLimits(() => null),
      );
      const assertFree = async () => {
        const taken: Record<string, string[]> = {};
        if (await findUserByEmail(db, email)) taken.email = ["The email has already been taken."];
        if (await findUserByPhone(db, phone)) taken.phone = ["The phone has already been taken."];
        if (Object.keys(taken).length > 0) throw new ApiError(422, MESSAGES.invalid, taken);
      };
      await assertFree();
      // A parallel registration may win between the check and the insert: answer what the check would have said.
      const userId = await createUser(
        db,
        {
          first_name: body.first_name,
          last_name: body.last_name,
          email,
          phone,
          password: body.password,
          gender: body.gender ?? null,
        },
        [await systemRoleId(db, roleName)],
      ).catch(async (err: unknown) => {
        if (uniqueViolationField(err) !== null) await assertFree();
        throw err;
      });
      await sendCode(phone, "register");
      await sendCode(email, "verify-email");
      return ok(
        reply,
        { user_id: userId, phone, email },
        "Registration successful. Enter the code sent to your phone.",
        201,
      );
    };

  app.post(
    "/register",
    {
      schema: {
        tags: TAG,
        summary: "Register a customer account",
        body: registerBody,
        response: { 201: registerResponse, 422: errorEnvelope, 429: tooManyEnvelope },
      },
    },
    register("User"),
  );

  app.post(
    "/partner/register",
    {
      schema: {
        tags: TAG,
        summary: "Register a partner applicant (Partner Owner without a partner profile yet)",
        body: registerBody,
        response: { 201: registerResponse, 422: errorEnvelope, 429: tooManyEnvelope },
      },
    },
    register("Partner Owner"),
  );

  app.post(
    "/register/verify-otp",
    {
      schema: {
        tags: TAG,
        summary: "Verify the phone code sent at registration and sign in",
        body: otpVerifyBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const phone = normaliseUaePhone(request.body.phone)!;
      const attempt = await loginAttempts.begin(request, reply, `phone:${phone}`);
      const user = await findUserByPhone(db, phone);
      const good = user ? await verifyOtp(db, config, phone, "register", request.body.otp) : false;
      if (!user || !good) throw fieldError("otp", BAD_CODE);
      await attempt.succeed();
      if (user.status !== "active") throw new ApiError(403, INACTIVE);
      if (!user!.phone_verified_at) {
        await db.updateTable("users").set({ phone_verified_at: nowIso() }).where("id", "=", user!.id).execute();
      }
      await mergeGuestCartsOfRequest(db, request, user!.id);
      return ok(reply, await startSession(db, config, user!.id), "Phone verified successfully");
    },
  );

  app.post(
    "/verify-email",
    {
      schema: {
        tags: TAG,
        summary: "Verify an email address with the emailed code",
        body: verifyEmailBody,
        response: { 200: verifyEmailResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      const attempt = await loginAttempts.begin(request, reply, `email:${email}`);
      const user = await findUserByEmail(db, email);
      const good = user ? await verifyOtp(db, config, email, "verify-email", code) : false;
      if (!user || !good) throw fieldError("code", BAD_CODE);
      await attempt.succeed();
      const at = user!.email_verified_at ?? nowIso();
      await db
        .updateTable("users")
        .set({ email_verified_at: at, updated_at: nowIso() })
        .where("id", "=", user!.id)
        .execute();
      return ok(reply, { email, email_verified_at: at }, "Email verified successfully");
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        tags: TAG,
        summary: "Send a password reset code (always answers 200)",
        body: forgotPasswordBody,
        response: { 200: forgotPasswordResponse, 422: errorEnvelope, 429: tooManyEnvelope },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // limited before the lookup, so a 429 says nothing about whether the account exists
      await enforce(request, reply, codeLimits(emailOf));
      const user = await findUserByEmail(db, email);
      if (user && user.status === "active") await sendCode(email, "reset-password");
      return ok(reply, { email }, "If an account exists for this email, a reset code has been sent.");
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        tags: TAG,
        summary: "Set a new password with the reset code; signs out every session",
        body: resetPasswordBody,
        response: { 200: nullResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { email, code, password } = request.body;
      const attempt = await loginAttempts.begin(request, reply, `email:${email}`);
      const user = await findUserByEmail(db, email);
      const good = user ? await verifyOtp(db, config, email, "reset-password", code) : false;
      if (!user || !good) throw fieldError("code", BAD_CODE);
      const password_hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ password_hash, updated_at: nowIso() })
          .where("id", "=", user!.id)
          .execute();
        await revokeUserTokens(trx, user!.id);
        // signed out, by the reset code: the actor is the account's owner, from this address
        await audit(trx, {
          actor: { userId: user!.id, roleId: null, ip: request.ip },
          action: "password",
          entity: "user",
          entity_id: user!.id,
          before: { password: "(previous)" },
          after: { password: "(changed)", sessions: "revoked", by: "reset-code" },
        });
      });
      await attempt.succeed();
      return ok(reply, null, "Your password has been reset.");
    },
  );

  // ---- signed-in user --------------------------------------------------------------------------------------

  app.post(
    "/user/logout",
    {
      preHandler: requireAuth({ user: true }),
      schema: {
        tags: TAG,
        summary: "Revoke the current user token",
        security: bearer,
        response: { 200: nullResponse, 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      await revokeToken(db, request.auth!.tokenId);
      return ok(reply, null, "Logout successfully");
    },
  );

  app.get(
    "/user/me",
    {
      preHandler: requireAuth({ user: true }),
      schema: {
        tags: TAG,
        summary: "The signed-in user, their roles and the active role",
        security: bearer,
        response: { 200: sessionResponse, 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      const user = await findUserById(db, currentUserId(request));
      if (!user) throw new ApiError(401, MESSAGES.unauthenticated);
      const { activeRoleId: _ignored, ...session } = await buildSession(db, user, request.auth!.activeRoleId);
      return ok(reply, session, "User details");
    },
  );

  app.post(
    "/switch-role",
    {
      onRequest: requireAuth({ user: true }),
      schema: {
        tags: TAG,
        summary: "Make another of the user's roles the active role of this token",
        security: bearer,
        body: switchRoleBody,
        response: { 200: loginResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const user = await findUserById(db, currentUserId(request));
      if (!user) throw new ApiError(401, MESSAGES.unauthenticated);
      const session = await buildSession(db, user, request.auth!.activeRoleId);
      const wanted = request.body.role.toLowerCase();
      const role = session.roles.find((r) => r.name.toLowerCase() === wanted);
      if (!role) throw fieldError("role", "You do not hold this role.");
      await db.updateTable("tokens").set({ active_role_id: role.id }).where("id", "=", request.auth!.tokenId).execute();
      const expiresAt = await db
        .selectFrom("tokens")
        .select("expires_at")
        .where("id", "=", request.auth!.tokenId)
        .executeTakeFirstOrThrow();
      const { activeRoleId: _ignored, ...rest } = session;
      return ok(
        reply,
        {
          access_token: bearerToken(request)!,
          token_type: "Bearer" as const,
          expires_in: Math.max(0, Math.round((Date.parse(expiresAt.expires_at) - Date.now()) / 1000)),
          ...rest,
          default_role: role.name,
        },
        "Role switched successfully",
      );
    },
  );

  app.post(
    "/change-my-password",
    {
      onRequest: requireAuth({ user: true, permission: "change-my-password" }),
      schema: {
        tags: TAG,
        summary: "Change the signed-in user's password (other sessions are signed out)",
        security: bearer,
        body: changePasswordBody,
        response: { 200: nullResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await findUserById(db, currentUserId(request));
      if (!user) throw new ApiError(401, MESSAGES.unauthenticated);
      if (!(await verifyPassword(request.body.current_password, user.password_hash))) {
        throw fieldError("current_password", "The current password is incorrect.");
      }
      const password_hash = await hashPassword(request.body.password);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ password_hash, updated_at: nowIso() }).where("id", "=", user.id).execute();
        await revokeUserTokens(trx, user.id, request.auth!.tokenId);
        // the hash is never recorded: only that it changed and that the other sessions ended
        await audit(trx, {
          actor: actorOf(request),
          action: "password",
          entity: "user",
          entity_id: user.id,
          before: { password: "(previous)" },
          after: { password: "(changed)", sessions: "revoked", by: "self" },
        });
      });
      return ok(reply, null, "Password changed successfully");
    },
  );
};
