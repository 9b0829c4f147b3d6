import { type Expression, type SqlBool, sql } from "kysely";
import {
  BUILT_IN_ROLES,
  PERMISSION_MODULES,
  type PermissionScope,
  permissionsFor,
} from "../../../../common/permissions.js";
import { type Database, nowIso } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { rolePermissionNames } from "../../lib/auth.js";
import { ApiError, type FieldErrors, fieldError, MESSAGES } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { hashPassword } from "../../lib/password.js";
import { normaliseUaePhone } from "../../lib/phone.js";
import { likePattern, num, type OrderTerm, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { NOT_A_TECHNICIAN, NOT_YOUR_PARTNER_FIELD, PARTNER_OWNER_FIXED, PARTNER_ROLE_TYPE } from "../team/messages.js";
import { holdsTechnicianRole, isPartnerOwnerCopy, toPartnerCopies } from "../team/roles.js";
import {
  checkTechnicianInput,
  dropTechnicianProfile,
  technicianProfiles,
  writeTechnicianProfile,
} from "../team/technicians.js";
import {
  ADMIN_ROLE_FIXED,
  EMAIL_TAKEN,
  GRANT_ABOVE_OWN,
  MODULE_LABELS_AR,
  PARTNER_INVALID,
  PARTNER_NOT_ALLOWED,
  PERMISSION_OUT_OF_SCOPE,
  PERMISSION_UNKNOWN,
  PHONE_TAKEN,
  RESET_ABOVE_OWN,
  ROLE_ID_INVALID,
  ROLE_IN_USE,
  ROLE_NAME_TAKEN,
  ROLE_NOT_FOUND,
  ROLE_OF_OTHER_PARTNER,
  ROLE_TYPE_IN_USE,
  ROLES_ONE_TYPE,
  SELF_DEACTIVATE,
  SELF_ROLES,
  SYSTEM_ROLE_DELETE,
  SYSTEM_ROLE_RENAME,
  SYSTEM_ROLE_TYPE,
  USER_ABOVE_OWN,
  USER_NOT_FOUND,
  USERS_UNKNOWN,
} from "./messages.js";
import type {
  AdminRole,
  AdminUser,
  CreateRoleBody,
  CreateUserBody,
  RoleListQuery,
  UpdateRoleBody,
  UpdateUserBody,
  UserListQuery,
} from "./schema.js";

type UserType = PermissionScope;

// ---- granting ceiling ------------------------------------------------------------------------------------

/**
 * Permissions a role of the caller's type can hold. The ceiling compares only these: partner-only and customer-only
 * permissions act on that partner's or customer's own data and no internal role can hold them, so an internal
 * user assigning a partner or customer role is checked on the permissions of it that an internal role could hold;
 * a partner caller (issue 15) is checked on the partner permission set.
 */
const CEILING: Record<UserType, Set<string>> = {
  internal: new Set<string>(permissionsFor("internal")),
  partner: new Set<string>(permissionsFor("partner")),
  customer: new Set<string>(permissionsFor("customer")),
};

async function ceilingOf(db: Database, actor: AuditActor): Promise<Set<string>> {
  if (actor.roleId === null) return CEILING.internal;
  const role = await db.selectFrom("roles").select("type").where("id", "=", actor.roleId).executeTakeFirst();
  return CEILING[role?.type ?? "internal"];
}

/** The caller's own permissions: those of the role they act in. */
const callerPermissions = async (db: Database, actor: AuditActor) =>
  new Set(await rolePermissionNames(db, actor.roleId));

/** Names (of the ceiling's kind) in `names` the caller does not hold. */
async function beyondCaller(db: Database, actor: AuditActor, names: Iterable<string>): Promise<string[]> {
  const own = await callerPermissions(db, actor);
  const ceiling = await ceilingOf(db, actor);
  return [...new Set(names)].filter((n) => ceiling.has(n) && !own.has(n));
}

/** Permission names held by any of the roles. */
async function permissionsOfRoles(db: Database, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom("role_permissions as rp")
    .innerJoin("permissions as pm", "pm.id", "rp.permission_id")
    .select("pm.name")
    .distinct()
    .where("rp.role_id", "in", roleIds)
    .execute();
  return rows.map((r) => r.name);
}

/** Permission names a user holds through all their roles. */
async function permissionsOfUser(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("user_roles as ur")
    .innerJoin("role_permissions as rp", "rp.role_id", "ur.role_id")
    .innerJoin("permissions as pm", "pm.id", "rp.permission_id")
    .select("pm.name")
    .distinct()
    .where("ur.user_id", "=", userId)
    .execute();
  return rows.map((r) => r.name);
}

/** 403 unless every permission the roles carry is within the caller's own. */
async function assertCanGrantRoles(db: Database, actor: AuditActor, roleIds: number[]) {
  if ((await beyondCaller(db, actor, await permissionsOfRoles(db, [...new Set(roleIds)]))).length > 0)
    throw new ApiError(403, GRANT_ABOVE_OWN);
}

/** 403 (with `message`) when a user holds permissions beyond the caller's (one's own account is not checked). */
async function assertUserWithinCaller(db: Database, actor: AuditActor, userIds: number[], message: string) {
  for (const id of userIds) {
    if (id === actor.userId) continue;
    if ((await beyondCaller(db, actor, await permissionsOfUser(db, id))).length > 0) throw new ApiError(403, message);
  }
}

/** What the audit trail keeps of a user (never the password hash). */
async function userSnapshot(db: Database, id: number) {
  const u = await db
    .selectFrom("users")
    .select(["first_name", "last_name", "email", "phone", "gender", "status", "partner_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!u) return null;
  return {
    ...u,
    role_ids: await currentRoleIds(db, id),
    technician: (await technicianProfiles(db, [id])).get(id) ?? null,
  };
}

/** What the audit trail keeps of a role. */
async function roleSnapshot(db: Database, id: number) {
  const r = await db.selectFrom("roles").select(["name", "type", "partner_id"]).where("id", "=", id).executeTakeFirst();
  return r ? { ...r, permissions: (await permissionsByRole(db, [id])).get(id) ?? [] } : null;
}

// ---- users -----------------------------------------------------------------------------------------------

const userColumns = [
  "u.id",
  "u.first_name",
  "u.last_name",
  "u.email",
  "u.phone",
  "u.gender",
  "u.user_profile",
  "u.status",
  "u.partner_id",
  "u.email_verified_at",
  "u.phone_verified_at",
  "u.last_login_at",
  "u.created_at",
  "u.updated_at",
] as const;

const usersBase = (db: Database) => db.selectFrom("users as u").leftJoin("partners as p", "p.id", "u.partner_id");

type UserRowOut = Awaited<ReturnType<typeof selectUsers>>[number];
const selectUsers = (q: ReturnType<typeof usersBase>) =>
  q.select([...userColumns, "p.name_en as partner_name_en", "p.name_ar as partner_name_ar"]).execute();

/** The users' rows as answered: roles (default first), user type (the default role's), partner name. */
async function shapeUsers(db: Database, rows: UserRowOut[], lang: Lang): Promise<AdminUser[]> {
  if (rows.length === 0) return [];
  const roleRows = await db
    .selectFrom("user_roles as ur")
    .innerJoin("roles as r", "r.id", "ur.role_id")
    .select(["ur.user_id", "ur.is_default", "r.id", "r.name", "r.type"])
    .where(
      "ur.user_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("ur.is_default", "desc")
    .orderBy("r.id")
    .execute();
  const profiles = await technicianProfiles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((u) => {
    const roles = roleRows
      .filter((r) => r.user_id === u.id)
      .map((r) => ({ id: r.id, name: r.name, type: r.type, is_default: num(r.is_default) }));
    const partnerName = lang === "ar" ? u.partner_name_ar : u.partner_name_en;
    return {
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      name: `${u.first_name} ${u.last_name}`.trim(),
      email: u.email,
      phone: u.phone,
      gender: u.gender,
      user_profile: u.user_profile,
      status: u.status,
      user_type: roles[0]?.type ?? null,
      roles,
      role_ids: roles.map((r) => r.id),
      partner_id: u.partner_id,
      partner_name: partnerName ?? null,
      email_verified_at: u.email_verified_at,
      phone_verified_at: u.phone_verified_at,
      last_login_at: u.last_login_at,
      created_at: u.created_at,
      updated_at: u.updated_at,
      technician: profiles.get(u.id) ?? null,
    };
  });
}

/** Users matching the filters, paged in SQL (search, role, status, user type, partner; sortKey/sortVal). */
export async function listUsers(db: Database, f: UserListQuery, lang: Lang, scope: number | null = null) {
  const filtered = () => {
    let q = usersBase(db);
    if (scope !== null) q = q.where("u.partner_id", "=", scope);
    if (f.status) q = q.where("u.status", "=", f.status);
    if (f.partner_id !== undefined) q = q.where("u.partner_id", "=", f.partner_id);
    if (f.role_id !== undefined) {
      const roleId = f.role_id;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("user_roles as fr")
            .select("fr.role_id")
            .whereRef("fr.user_id", "=", "u.id")
            .where("fr.role_id", "=", roleId),
        ),
      );
    }
    if (f.user_type) {
      const type = f.user_type;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("user_roles as tr")
            .innerJoin("roles as trr", "trr.id", "tr.role_id")
            .select("tr.role_id")
            .whereRef("tr.user_id", "=", "u.id")
            .where("trr.type", "=", type),
        ),
      );
    }
    if (f.permission) {
      const { permission, user_type: type } = f;
      q = q.where(({ exists, selectFrom }) => {
        let held = selectFrom("user_roles as pr")
          .innerJoin("role_permissions as prp", "prp.role_id", "pr.role_id")
          .innerJoin("permissions as pp", "pp.id", "prp.permission_id")
          .select("pr.role_id")
          .whereRef("pr.user_id", "=", "u.id")
          .where("pp.name", "=", permission);
        if (type) held = held.innerJoin("roles as prr", "prr.id", "pr.role_id").where("prr.type", "=", type);
        return exists(held);
      });
    }
    if (f.search) {
      const pattern = likePattern(f.search);
      // 050 123 4567 finds +971501234567: separators and a local leading 0 are dropped.
      const phone = likePattern(f.search.replace(/[\s\-().]/g, "").replace(/^0(?=\d)/, ""));
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(u.first_name || ' ' || u.last_name)`, "like", pattern) as Expression<SqlBool>,
          eb(eb.fn("lower", ["u.email"]), "like", pattern),
          eb("u.phone", "like", phone),
        ]),
      );
    }
    return q;
  };
  const countRow = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const dir = f.sortVal ?? (f.sortKey ? "asc" : "desc");
  const key = f.sortKey ?? "id";
  const by: OrderTerm[] =
    key === "name"
      ? [
          ["u.first_name", dir],
          ["u.last_name", dir],
        ]
      : [[`u.${key}`, dir, key === "last_login_at" ? "nullable" : undefined]];
  const rows = await selectUsers(orderedWindow(filtered(), { by, tieBreaker: ["u.id", "desc"] }, f as PageRequest));
  return pageOf(await shapeUsers(db, rows, lang), num(countRow.n), f as PageRequest);
}

/** One user; a partner caller (`scope`) finds only its own company's users (404 otherwise). */
export async function userDetails(
  db: Database,
  id: number,
  lang: Lang,
  scope: number | null = null,
): Promise<AdminUser> {
  let q = usersBase(db).where("u.id", "=", id);
  if (scope !== null) q = q.where("u.partner_id", "=", scope);
  const rows = await selectUsers(q);
  const [out] = await shapeUsers(db, rows, lang);
  if (!out) throw new ApiError(404, USER_NOT_FOUND);
  return out;
}

async function currentRoleIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("user_roles")
    .select(["role_id", "is_default"])
    .where("user_id", "=", userId)
    .orderBy("is_default", "desc")
    .orderBy("role_id")
    .execute();
  return rows.map((r) => r.role_id);
}

/**
 * Checks a user's roles and partner: every role exists, all of one type, a partner role's user may belong to a
 * partner (an applicant has none yet) that exists and owns any partner-owned role chosen; other users belong to
 * none. Answers the partner id to store.
 */
async function checkRolesAndPartner(
  db: Database,
  roleIds: number[],
  partnerId: number | null | undefined,
  partnerGiven: boolean,
): Promise<number | null> {
  const unique = [...new Set(roleIds)];
  const roles = await db.selectFrom("roles").select(["id", "type", "partner_id"]).where("id", "in", unique).execute();
  if (roles.length !== unique.length) throw fieldError("role_ids", ROLE_ID_INVALID);
  const types = new Set(roles.map((r) => r.type));
  if (types.size > 1) throw fieldError("role_ids", ROLES_ONE_TYPE);
  const isPartner = types.has("partner");
  if (!isPartner) {
    if (partnerGiven && partnerId) throw fieldError("partner_id", PARTNER_NOT_ALLOWED);
    return null;
  }
  if (partnerId) {
    const partner = await db.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst();
    if (!partner) throw fieldError("partner_id", PARTNER_INVALID);
  }
  if (roles.some((r) => r.partner_id !== null && r.partner_id !== (partnerId ?? null))) {
    throw fieldError("role_ids", ROLE_OF_OTHER_PARTNER);
  }
  return partnerId ?? null;
}

/** A partner caller assigns only its own company's roles (422 on role_ids otherwise, as for an unknown role). */
async function assertOwnRoles(db: Database, roleIds: number[], scope: number | null) {
  if (scope === null) return;
  const unique = [...new Set(roleIds)];
  const own = await db
    .selectFrom("roles")
    .select("id")
    .where("id", "in", unique)
    .where("partner_id", "=", scope)
    .execute();
  if (own.length !== unique.length) throw fieldError("role_ids", ROLE_ID_INVALID);
}

/** A partner caller's users belong to its company: another `partner_id` is refused (422). */
function assertOwnPartnerField(partnerId: number | null | undefined, scope: number | null) {
  if (scope !== null && partnerId !== undefined && partnerId !== null && partnerId !== scope)
    throw fieldError("partner_id", NOT_YOUR_PARTNER_FIELD);
}

/**
 * The technician profile a write leaves: whether the user will hold a Technician role (and belong to a partner),
 * with the `technician` input checked (422 when given for a user who is no technician, or naming another partner's
 * service or an unknown category).
 */
async function technicianPlan(
  db: Database,
  roleIds: number[],
  partnerId: number | null,
  input: CreateUserBody["technician"],
): Promise<boolean> {
  const isTechnician = partnerId !== null && (await holdsTechnicianRole(db, roleIds));
  if (input !== undefined && input !== null) {
    if (!isTechnician) throw fieldError("technician", NOT_A_TECHNICIAN);
    await checkTechnicianInput(db, partnerId, input);
  }
  return isTechnician;
}

async function checkUnique(db: Database, email: string | undefined, phone: string | undefined, exceptId?: number) {
  const errors: FieldErrors = {};
  if (email !== undefined) {
    let q = db.selectFrom("users").select("id").where("email", "=", email.toLowerCase());
    if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
    if (await q.executeTakeFirst()) errors.email = [EMAIL_TAKEN];
  }
  if (phone !== undefined) {
    let q = db.selectFrom("users").select("id").where("phone", "=", phone);
    if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
    if (await q.executeTakeFirst()) errors.phone = [PHONE_TAKEN];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(422, MESSAGES.invalid, errors);
}

const writeRoles = async (db: Database, userId: number, roleIds: number[]) => {
  const unique = [...new Set(roleIds)];
  await db.deleteFrom("user_roles").where("user_id", "=", userId).execute();
  for (const [i, roleId] of unique.entries()) {
    await db
      .insertInto("user_roles")
      .values({ user_id: userId, role_id: roleId, is_default: i === 0 ? 1 : 0 })
      .execute();
  }
};

/** Signs the user out everywhere (optionally keeping one token: the caller's own). */
export async function revokeTokens(db: Database, userId: number, exceptTokenId?: number) {
  let q = db
    .updateTable("tokens")
    .set({ revoked_at: nowIso() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (exceptTokenId !== undefined) q = q.where("id", "!=", exceptTokenId);
  await q.execute();
}

/** Creates a user; a partner caller (`scope`) creates its own company's users with its own roles. */
export async function createUser(
  db: Database,
  body: CreateUserBody,
  actor: AuditActor,
  scope: number | null = null,
): Promise<number> {
  const phone = normaliseUaePhone(body.phone)!;
  await checkUnique(db, body.email, phone);
  assertOwnPartnerField(body.partner_id, scope);
  await assertOwnRoles(db, body.role_ids, scope);
  const partnerId =
    scope !== null
      ? await checkRolesAndPartner(db, body.role_ids, scope, true)
      : await checkRolesAndPartner(db, body.role_ids, body.partner_id, body.partner_id !== undefined);
  // a partner's user holds its company's copies of the built-in partner roles, not the global ones
  const roleIds = partnerId !== null ? await toPartnerCopies(db, body.role_ids, partnerId) : body.role_ids;
  const isTechnician = await technicianPlan(db, roleIds, partnerId, body.technician);
  await assertCanGrantRoles(db, actor, roleIds);
  const now = nowIso();
  const password_hash = await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("users")
      .values({
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email.toLowerCase(),
        phone,
        password_hash,
        gender: body.gender ?? null,
        user_profile: null,
        email_verified_at: null,
        phone_verified_at: null,
        last_login_at: null,
        status: body.status ?? "active",
        partner_id: partnerId,
        preferred_language: "en",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeRoles(trx, id, roleIds);
    if (isTechnician && partnerId !== null)
      await writeTechnicianProfile(trx, id, partnerId, body.technician ?? undefined);
    await audit(trx, {
      actor,
      action: "create",
      entity: "user",
      entity_id: id,
      before: null,
      after: await userSnapshot(trx, id),
    });
    return id;
  });
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export async function updateUser(
  db: Database,
  id: number,
  body: UpdateUserBody,
  actor: AuditActor,
  scope: number | null = null,
): Promise<void> {
  const actorId = actor.userId;
  const user = await db.selectFrom("users").select(["id", "partner_id"]).where("id", "=", id).executeTakeFirst();
  if (!user || (scope !== null && user.partner_id !== scope)) throw new ApiError(404, USER_NOT_FOUND);
  assertOwnPartnerField(body.partner_id, scope);
  if (body.role_ids) await assertOwnRoles(db, body.role_ids, scope);
  await assertUserWithinCaller(db, actor, [id], USER_ABOVE_OWN);
  const phone = body.phone !== undefined ? normaliseUaePhone(body.phone)! : undefined;
  await checkUnique(db, body.email, phone, id);
  if (id === actorId && body.status === "inactive") throw fieldError("status", SELF_DEACTIVATE);
  const before = await currentRoleIds(db, id);
  let roleIds = body.role_ids ? [...new Set(body.role_ids)] : before;
  if (id === actorId && body.role_ids && !sameList(roleIds, before)) throw fieldError("role_ids", SELF_ROLES);
  let partnerId = user.partner_id;
  if (scope === null && (body.role_ids !== undefined || body.partner_id !== undefined)) {
    const requested = body.partner_id !== undefined ? body.partner_id : user.partner_id;
    partnerId = await checkRolesAndPartner(db, roleIds, requested, body.partner_id !== undefined);
  } else if (scope !== null && body.role_ids !== undefined) {
    partnerId = await checkRolesAndPartner(db, roleIds, scope, true);
  }
  if (body.role_ids && partnerId !== null) roleIds = await toPartnerCopies(db, roleIds, partnerId);
  const isTechnician = await technicianPlan(db, roleIds, partnerId, body.technician);
  if (body.role_ids && !sameList(roleIds, before)) await assertCanGrantRoles(db, actor, roleIds);
  await db.transaction().execute(async (trx) => {
    const snapshot = await userSnapshot(trx, id);
    await trx
      .updateTable("users")
      .set({
        ...(body.first_name !== undefined ? { first_name: body.first_name } : {}),
        ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
        ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
        ...(phone !== undefined ? { phone } : {}),
        ...(body.gender !== undefined ? { gender: body.gender ?? null } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        partner_id: partnerId,
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    if (body.role_ids && !sameList(roleIds, before)) {
      await writeRoles(trx, id, roleIds);
      // A session acting in a role the user no longer holds ends.
      await trx
        .updateTable("tokens")
        .set({ revoked_at: nowIso() })
        .where("user_id", "=", id)
        .where("revoked_at", "is", null)
        .where((eb) => eb.or([eb("active_role_id", "is", null), eb("active_role_id", "not in", roleIds)]))
        .execute();
    }
    if (body.status === "inactive") await revokeTokens(trx, id);
    if (isTechnician && partnerId !== null)
      await writeTechnicianProfile(trx, id, partnerId, body.technician ?? undefined);
    else await dropTechnicianProfile(trx, id);
    await audit(trx, {
      actor,
      action: "update",
      entity: "user",
      entity_id: id,
      before: snapshot,
      after: await userSnapshot(trx, id),
    });
  });
}

/** Sets the status of users (all must exist; one's own account cannot be deactivated). Deactivated: signed out. */
export async function setUsersStatus(
  db: Database,
  ids: number[],
  status: "active" | "inactive",
  actor: AuditActor,
  field: string,
  scope: number | null = null,
): Promise<number[]> {
  const actorId = actor.userId;
  const unique = [...new Set(ids)];
  let findQ = db.selectFrom("users").select("id").where("id", "in", unique);
  if (scope !== null) findQ = findQ.where("partner_id", "=", scope);
  const found = await findQ.execute();
  if (found.length !== unique.length) {
    if (unique.length === 1 && field === "id") throw new ApiError(404, USER_NOT_FOUND);
    throw fieldError(field, USERS_UNKNOWN);
  }
  if (status === "inactive" && actorId !== null && unique.includes(actorId))
    throw fieldError(field === "id" ? "status" : field, SELF_DEACTIVATE);
  await assertUserWithinCaller(db, actor, unique, USER_ABOVE_OWN);
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("users").select(["id", "status"]).where("id", "in", unique).execute();
    await trx.updateTable("users").set({ status, updated_at: nowIso() }).where("id", "in", unique).execute();
    if (status === "inactive") {
      await trx
        .updateTable("tokens")
        .set({ revoked_at: nowIso() })
        .where("user_id", "in", unique)
        .where("revoked_at", "is", null)
        .execute();
    }
    for (const row of before) {
      await audit(trx, {
        actor,
        action: "status",
        entity: "user",
        entity_id: row.id,
        before: { status: row.status },
        after: { status },
      });
    }
  });
  return unique;
}

export async function setUserPassword(
  db: Database,
  userId: number,
  password: string,
  callerTokenId: number,
  actor: AuditActor,
  scope: number | null = null,
) {
  let findQ = db.selectFrom("users").select("id").where("id", "=", userId);
  if (scope !== null) findQ = findQ.where("partner_id", "=", scope);
  const user = await findQ.executeTakeFirst();
  if (!user) throw fieldError("user_id", "The selected user id is invalid.");
  await assertUserWithinCaller(db, actor, [userId], RESET_ABOVE_OWN);
  const password_hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash, updated_at: nowIso() }).where("id", "=", userId).execute();
    await revokeTokens(trx, userId, callerTokenId);
    // The hash is never recorded: only that it changed and that the user's other sessions ended.
    await audit(trx, {
      actor,
      action: "password",
      entity: "user",
      entity_id: userId,
      before: { password: "(previous)" },
      after: { password: "(changed)", sessions: "revoked" },
    });
  });
}

// ---- roles -----------------------------------------------------------------------------------------------

const rolesBase = (db: Database) =>
  db
    .selectFrom("roles as r")
    .leftJoin("partners as p", "p.id", "r.partner_id")
    .select((eb) => [
      "r.id",
      "r.name",
      "r.type",
      "r.partner_id",
      "r.is_system",
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
      eb
        .selectFrom("user_roles as cu")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("cu.role_id", "=", "r.id")
        .as("user_count"),
      eb
        .selectFrom("role_permissions as cp")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("cp.role_id", "=", "r.id")
        .as("permission_count"),
    ]);

type RoleRowOut = Awaited<ReturnType<ReturnType<typeof rolesBase>["execute"]>>[number];

async function permissionsByRole(db: Database, roleIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return out;
  const rows = await db
    .selectFrom("role_permissions as rp")
    .innerJoin("permissions as pm", "pm.id", "rp.permission_id")
    .select(["rp.role_id", "pm.name"])
    .where("rp.role_id", "in", roleIds)
    .orderBy("pm.id")
    .execute();
  for (const r of rows) out.get(r.role_id)?.push(r.name);
  return out;
}

async function shapeRoles(db: Database, rows: RoleRowOut[], lang: Lang, withPermissions: boolean) {
  const perms = withPermissions
    ? await permissionsByRole(
        db,
        rows.map((r) => r.id),
      )
    : null;
  return rows.map(
    (r): AdminRole => ({
      id: r.id,
      name: r.name,
      type: r.type,
      partner_id: r.partner_id,
      partner_name: (lang === "ar" ? r.partner_name_ar : r.partner_name_en) ?? null,
      is_system: num(r.is_system),
      user_count: num(r.user_count),
      permission_count: num(r.permission_count),
      ...(perms ? { permissions: perms.get(r.id) ?? [] } : {}),
    }),
  );
}

/** Roles matching the filters; a partner caller (`scope`) sees only its own company's roles. */
export async function listRoles(db: Database, f: RoleListQuery, lang: Lang, scope: number | null = null) {
  const filtered = () => {
    let q = db.selectFrom("roles as r");
    if (scope !== null) q = q.where("r.partner_id", "=", scope);
    if (f.type) q = q.where("r.type", "=", f.type);
    if (f.partner_id !== undefined) q = q.where("r.partner_id", "=", f.partner_id);
    // An internal caller sees the platform's own roles unless it names a partner or asks for every role (global=0):
    // each partner's three built-in copies (and its own roles) would otherwise bury them.
    if (f.global || (scope === null && f.partner_id === undefined && f.global === undefined))
      q = q.where("r.partner_id", "is", null);
    if (f.is_system !== undefined) q = q.where("r.is_system", "=", f.is_system ? 1 : 0);
    if (f.search) q = q.where(sql<string>`lower(r.name)`, "like", likePattern(f.search));
    return q;
  };
  const countRow = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const ids = filtered().select("r.id");
  const key = f.sortKey ?? "id";
  const dir = f.sortVal ?? (f.sortKey ? "asc" : "asc");
  const column =
    key === "user_count" || key === "permission_count" ? key : key === "name" ? sql`lower(r.name)` : `r.${key}`;
  const q = rolesBase(db).where("r.id", "in", ids);
  const rows = await orderedWindow(q, { by: [[column, dir]], tieBreaker: ["r.id", "asc"] }, f as PageRequest).execute();
  return pageOf(await shapeRoles(db, rows, lang, Boolean(f.with_permissions)), num(countRow.n), f as PageRequest);
}

export async function roleDetails(
  db: Database,
  id: number,
  lang: Lang,
  scope: number | null = null,
): Promise<AdminRole> {
  let q = rolesBase(db).where("r.id", "=", id);
  if (scope !== null) q = q.where("r.partner_id", "=", scope);
  const rows = await q.execute();
  const [out] = await shapeRoles(db, rows, lang, true);
  if (!out) throw new ApiError(404, ROLE_NOT_FOUND);
  return out;
}

const isAdminRole = (r: { name: string; is_system: number; partner_id: number | null }) =>
  num(r.is_system) === 1 && r.partner_id === null && r.name === BUILT_IN_ROLES.admin.name;

async function checkRoleName(db: Database, name: string, partnerId: number | null, exceptId?: number) {
  let q = db.selectFrom("roles").select("id").where(sql<string>`lower(name)`, "=", name.toLowerCase());
  q = partnerId === null ? q.where("partner_id", "is", null) : q.where("partner_id", "=", partnerId);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw fieldError("name", ROLE_NAME_TAKEN);
}

/** Permission ids for names (422 per unknown name, or one a role of `type` may not hold). */
async function permissionIds(db: Database, names: string[], type: UserType): Promise<number[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  const rows = await db.selectFrom("permissions").select(["id", "name"]).where("name", "in", unique).execute();
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  const allowed = new Set<string>(permissionsFor(type));
  const errors: FieldErrors = {};
  names.forEach((name, i) => {
    if (!byName.has(name)) errors[`permissions.${i}`] = [PERMISSION_UNKNOWN];
    else if (!allowed.has(name)) errors[`permissions.${i}`] = [PERMISSION_OUT_OF_SCOPE];
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(422, first, { permissions: [first], ...errors });
  return unique.map((n) => byName.get(n)!);
}

const writePermissions = async (db: Database, roleId: number, ids: number[]) => {
  await db.deleteFrom("role_permissions").where("role_id", "=", roleId).execute();
  for (const permission_id of ids) {
    await db.insertInto("role_permissions").values({ role_id: roleId, permission_id }).execute();
  }
};

/** Creates a platform role; a partner caller (`scope`) creates a partner role of its own company. */
export async function createRole(
  db: Database,
  body: CreateRoleBody,
  actor: AuditActor,
  scope: number | null = null,
): Promise<number> {
  if (scope !== null && body.type !== "partner") throw fieldError("type", PARTNER_ROLE_TYPE);
  await checkRoleName(db, body.name, scope);
  const ids = await permissionIds(db, body.permissions ?? [], body.type);
  if ((await beyondCaller(db, actor, body.permissions ?? [])).length > 0) throw new ApiError(403, GRANT_ABOVE_OWN);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("roles")
      .values({ name: body.name, type: body.type, partner_id: scope, is_system: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writePermissions(trx, id, ids);
    await audit(trx, {
      actor,
      action: "create",
      entity: "role",
      entity_id: id,
      before: null,
      after: await roleSnapshot(trx, id),
    });
    return id;
  });
}

const findRole = async (db: Database, id: number, scope: number | null) => {
  const role = await db
    .selectFrom("roles")
    .select(["id", "name", "type", "partner_id", "is_system"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!role || (scope !== null && role.partner_id !== scope)) throw new ApiError(404, ROLE_NOT_FOUND);
  return role;
};

const roleUserCount = async (db: Database, id: number) =>
  num(
    (
      await db
        .selectFrom("user_roles")
        .select((e) => e.fn.countAll<number>().as("n"))
        .where("role_id", "=", id)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function updateRole(
  db: Database,
  id: number,
  body: UpdateRoleBody,
  actor: AuditActor,
  scope: number | null = null,
): Promise<void> {
  const role = await findRole(db, id, scope);
  if (scope !== null && body.type !== undefined && body.type !== "partner") throw fieldError("type", PARTNER_ROLE_TYPE);
  // Neither field given: nothing to change (an UPDATE without a SET would be invalid SQL, a 500).
  if (body.name === undefined && body.type === undefined) return;
  const system = num(role.is_system) === 1;
  if (body.name !== undefined && body.name !== role.name) {
    if (system) throw fieldError("name", SYSTEM_ROLE_RENAME);
    await checkRoleName(db, body.name, role.partner_id, id);
  }
  const typeChanges = body.type !== undefined && body.type !== role.type;
  if (typeChanges) {
    if (system) throw fieldError("type", SYSTEM_ROLE_TYPE);
    if ((await roleUserCount(db, id)) > 0) throw fieldError("type", ROLE_TYPE_IN_USE);
  }
  await db.transaction().execute(async (trx) => {
    const before = await roleSnapshot(trx, id);
    await trx
      .updateTable("roles")
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.type !== undefined ? { type: body.type } : {}),
      })
      .where("id", "=", id)
      .execute();
    if (typeChanges && body.type) {
      // Permissions a role of the new type may not hold go.
      const allowed = permissionsFor(body.type);
      const keep = trx.selectFrom("permissions").select("id").where("name", "in", allowed);
      await trx
        .deleteFrom("role_permissions")
        .where("role_id", "=", id)
        .where("permission_id", "not in", keep)
        .execute();
    }
    await audit(trx, {
      actor,
      action: "update",
      entity: "role",
      entity_id: id,
      before,
      after: await roleSnapshot(trx, id),
    });
  });
}

export async function deleteRole(db: Database, id: number, actor: AuditActor, scope: number | null = null) {
  const role = await findRole(db, id, scope);
  if (num(role.is_system) === 1) throw fieldError("id", SYSTEM_ROLE_DELETE);
  if ((await roleUserCount(db, id)) > 0) throw fieldError("id", ROLE_IN_USE);
  await db.transaction().execute(async (trx) => {
    const before = await roleSnapshot(trx, id);
    await trx.deleteFrom("roles").where("id", "=", id).execute();
    await audit(trx, { actor, action: "delete", entity: "role", entity_id: id, before, after: null });
  });
}

/** Replaces a role's permissions (the full list). The Admin role is fixed: it always holds every internal one. */
export async function setRolePermissions(
  db: Database,
  roleId: number,
  names: string[],
  actor: AuditActor,
  scope: number | null = null,
): Promise<void> {
  const role = await db
    .selectFrom("roles")
    .select(["id", "name", "type", "partner_id", "is_system"])
    .where("id", "=", roleId)
    .executeTakeFirst();
  if (!role || (scope !== null && role.partner_id !== scope)) throw fieldError("role_id", ROLE_ID_INVALID);
  if (isAdminRole(role)) throw fieldError("role_id", ADMIN_ROLE_FIXED);
  if (isPartnerOwnerCopy(role)) throw fieldError("role_id", PARTNER_OWNER_FIXED);
  const ids = await permissionIds(db, names, role.type);
  // The ceiling applies to what the role would newly get; permissions it already holds may stay or go.
  const held = new Set((await permissionsByRole(db, [roleId])).get(roleId) ?? []);
  if (
    (
      await beyondCaller(
        db,
        actor,
        names.filter((n) => !held.has(n)),
      )
    ).length > 0
  )
    throw new ApiError(403, GRANT_ABOVE_OWN);
  await db.transaction().execute(async (trx) => {
    const before = (await permissionsByRole(trx, [roleId])).get(roleId) ?? [];
    await writePermissions(trx, roleId, ids);
    const after = (await permissionsByRole(trx, [roleId])).get(roleId) ?? [];
    await audit(trx, {
      actor,
      action: "permissions",
      entity: "role_permissions",
      entity_id: roleId,
      before: { permissions: before },
      after: { permissions: after },
    });
  });
}

/** Permissions from the permissions table grouped by module, labelled from common/permissions.ts. */
export async function permissionGroups(db: Database, type: UserType | undefined, lang: Lang) {
  const rows = await db.selectFrom("permissions").select(["id", "name", "module"]).orderBy("id").execute();
  const catalogue = new Map(PERMISSION_MODULES.map((m, i) => [m.module, { ...m, order: i }]));
  const groups = new Map<string, { id: number; name: string }[]>();
  for (const r of rows) {
    const list = groups.get(r.module) ?? [];
    list.push({ id: r.id, name: r.name });
    groups.set(r.module, list);
  }
  return [...groups.entries()]
    .map(([module, permissions]) => {
      const known = catalogue.get(module);
      const label_en = known?.label ?? module;
      const label_ar = MODULE_LABELS_AR[module] ?? label_en;
      const order = known ? known.order : Number.MAX_SAFE_INTEGER;
      const scopes = known?.scopes ?? [];
      // Keep the catalogue's order of names inside a module.
      const rank = new Map<string, number>((known?.permissions ?? []).map((n, i) => [n, i]));
      permissions.sort((a, b) => (rank.get(a.name) ?? 999) - (rank.get(b.name) ?? 999) || a.id - b.id);
      return { module, label: lang === "ar" ? label_ar : label_en, label_en, label_ar, scopes, permissions, order };
    })
    .filter((g) => !type || g.scopes.includes(type))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...g }) => g);
}
