import type { AppConfig } from "../../config.js";
import { type Database, type OtpPurpose as DbOtpPurpose, nowIso } from "../../db/database.js";
import { hashPassword } from "../../lib/password.js";
import { newToken, randomOtp, sha256 } from "../../lib/tokens.js";
import type { SessionRole, SessionUser } from "./schema.js";

export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const DEMO_OTP = "123456";

const userColumns = [
  "id",
  "first_name",
  "last_name",
  "email",
  "phone",
  "password_hash",
  "gender",
  "user_profile",
  "status",
  "preferred_language",
  "email_verified_at",
  "phone_verified_at",
  "last_login_at",
  "partner_id",
] as const;

export const findUserByEmail = (db: Database, email: string) =>
  db.selectFrom("users").select(userColumns).where("email", "=", email.toLowerCase()).executeTakeFirst();

export const findUserByPhone = (db: Database, phone: string) =>
  db.selectFrom("users").select(userColumns).where("phone", "=", phone).executeTakeFirst();

export const findUserById = (db: Database, id: number) =>
  db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The user's roles with their permission names, and the id of the default role. */
export async function userRoles(
  db: Database,
  userId: number,
): Promise<{ roles: SessionRole[]; defaultRoleId: number | null }> {
  const rows = await db
    .selectFrom("user_roles")
    .innerJoin("roles", "roles.id", "user_roles.role_id")
    .select(["roles.id", "roles.name", "roles.type", "user_roles.is_default"])
    .where("user_roles.user_id", "=", userId)
    .orderBy("roles.id")
    .execute();
  const perms =
    rows.length === 0
      ? []
      : await db
          .selectFrom("role_permissions")
          .innerJoin("permissions", "permissions.id", "role_permissions.permission_id")
          .select(["role_permissions.role_id", "permissions.name"])
          .where(
            "role_permissions.role_id",
            "in",
            rows.map((r) => r.id),
          )
          .orderBy("permissions.id")
          .execute();
  const roles = rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    permissions: perms.filter((p) => p.role_id === r.id).map((p) => p.name),
  }));
  const def = rows.find((r) => Number(r.is_default) === 1) ?? rows[0];
  return { roles, defaultRoleId: def?.id ?? null };
}

/** `{user, roles, default_role}` for a user whose active role is `activeRoleId` (null: their default role). */
export async function buildSession(db: Database, user: UserRow, activeRoleId: number | null) {
  const { roles, defaultRoleId } = await userRoles(db, user.id);
  const active = roles.find((r) => r.id === (activeRoleId ?? defaultRoleId)) ?? null;
  const partner = user.partner_id
    ? await db
        .selectFrom("partners")
        .select(["id", "name_en", "name_ar"])
        .where("id", "=", user.partner_id)
        .executeTakeFirst()
    : undefined;
  const sessionUser: SessionUser = {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    user_profile: user.user_profile,
    status: user.status,
    preferred_language: user.preferred_language,
    email_verified_at: user.email_verified_at,
    phone_verified_at: user.phone_verified_at,
    last_login_at: user.last_login_at,
    roles,
    partner_details: partner
      ? { id: partner.id, name_en: partner.name_en, name_ar: partner.name_ar }
      : { id: null, name_en: null, name_ar: null },
  };
  return { user: sessionUser, roles, default_role: active?.name ?? null, activeRoleId: active?.id ?? null };
}

export const tokenTtlSeconds = (config: AppConfig) => Math.round(config.tokenTtlDays * 86_400);

export async function issueToken(
  db: Database,
  config: AppConfig,
  kind: "client" | "user",
  userId: number | null,
  activeRoleId: number | null,
) {
  const token = newToken();
  const expiresIn = tokenTtlSeconds(config);
  await db
    .insertInto("tokens")
    .values({
      token_hash: sha256(token),
      user_id: userId,
      active_role_id: activeRoleId,
      kind,
      expires_at: new Date(Date.now() + expiresIn * 1000).toISOString(),
      revoked_at: null,
      last_used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return { access_token: token, token_type: "Bearer" as const, expires_in: expiresIn };
}

/** Signs a user in: stamps last_login_at, issues a user token on the default role, returns the login data. */
export async function startSession(db: Database, config: AppConfig, userId: number) {
  const now = nowIso();
  await db.updateTable("users").set({ last_login_at: now, updated_at: now }).where("id", "=", userId).execute();
  const user = (await findUserById(db, userId))!;
  const session = await buildSession(db, user, null);
  const token = await issueToken(db, config, "user", user.id, session.activeRoleId);
  const { activeRoleId: _ignored, ...rest } = session;
  return { ...token, ...rest };
}

export const revokeToken = (db: Database, tokenId: number) =>
  db
    .updateTable("tokens")
    .set({ revoked_at: nowIso() })
    .where("id", "=", tokenId)
    .where("revoked_at", "is", null)
    .execute();

export async function revokeUserTokens(db: Database, userId: number, exceptTokenId?: number) {
  let q = db
    .updateTable("tokens")
    .set({ revoked_at: nowIso() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (exceptTokenId !== undefined) q = q.where("id", "!=", exceptTokenId);
  await q.execute();
}

// ---- one-time codes --------------------------------------------------------------------------------------

/**
 * What a code is for. The otps.purpose column is text, so a purpose needs no migration: the profile's phone and
 * email changes add theirs here (the table's type in db/database.ts lists the sign-in ones).
 */
export type OtpPurpose = DbOtpPurpose | "phone-change" | "email-change";
const column = (purpose: OtpPurpose) => purpose as DbOtpPurpose;

const otpHash = (target: string, purpose: OtpPurpose, code: string) => sha256(`${purpose}:${target}:${code}`);

/** Creates a code for target+purpose (earlier open codes for the same pair stop working) and returns it. */
export async function createOtp(db: Database, config: AppConfig, target: string, purpose: OtpPurpose): Promise<string> {
  const code = (config.otpGenerator ?? randomOtp)();
  const now = nowIso();
  await db
    .updateTable("otps")
    .set({ consumed_at: now })
    .where("target", "=", target)
    .where("purpose", "=", column(purpose))
    .where("consumed_at", "is", null)
    .execute();
  await db
    .insertInto("otps")
    .values({
      target,
      purpose: column(purpose),
      code_hash: otpHash(target, purpose, code),
      expires_at: new Date(Date.now() + OTP_TTL_SECONDS * 1000).toISOString(),
      consumed_at: null,
      created_at: now,
    })
    .execute();
  return code;
}

/**
 * Checks (and on success consumes) a code. Only a code that was requested for this target and purpose and is still
 * open can succeed; in demo mode `123456` stands in for that open code (never for a target that requested none).
 * Every try counts against the code's attempts atomically before the comparison, so parallel guesses cannot
 * exceed OTP_MAX_ATTEMPTS, and only one of two parallel right answers consumes the code.
 */
export async function verifyOtp(
  db: Database,
  config: AppConfig,
  target: string,
  purpose: OtpPurpose,
  code: string,
): Promise<boolean> {
  const now = nowIso();
  const open = await db
    .selectFrom("otps")
    .select(["id", "code_hash"])
    .where("target", "=", target)
    .where("purpose", "=", column(purpose))
    .where("consumed_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!open) return false;
  const counted = await db
    .updateTable("otps")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", open.id)
    .where("attempts", "<", OTP_MAX_ATTEMPTS)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return false;
  const demo = config.demoMode && code === DEMO_OTP;
  if (!demo && open.code_hash !== otpHash(target, purpose, code)) return false;
  const consumed = await db
    .updateTable("otps")
    .set({ consumed_at: now })
    .where("id", "=", open.id)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  return Number(consumed.numUpdatedRows) === 1;
}

// ---- users -----------------------------------------------------------------------------------------------

export async function systemRoleId(db: Database, name: string): Promise<number> {
  const row = await db
    .selectFrom("roles")
    .select("id")
    .where("name", "=", name)
    .where("partner_id", "is", null)
    .orderBy("is_system", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  password: string;
  gender?: "female" | "male" | "other" | null;
  partner_id?: number | null;
  email_verified_at?: string | null;
  phone_verified_at?: string | null;
  user_profile?: string | null;
}

/** Inserts a user holding the given roles (the first one is the default); returns the new id. */
export async function createUser(db: Database, input: NewUser, roleIds: number[]): Promise<number> {
  const now = nowIso();
  const password_hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("users")
      .values({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        password_hash,
        gender: input.gender ?? null,
        user_profile: input.user_profile ?? null,
        email_verified_at: input.email_verified_at ?? null,
        phone_verified_at: input.phone_verified_at ?? null,
        last_login_at: null,
        status: "active",
        partner_id: input.partner_id ?? null,
        preferred_language: "en",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [i, roleId] of roleIds.entries()) {
      await trx
        .insertInto("user_roles")
        .values({ user_id: id, role_id: roleId, is_default: i === 0 ? 1 : 0 })
        .execute();
    }
    return id;
  });
}
