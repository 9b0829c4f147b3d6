import { sql } from "kysely";
import { BUILT_IN_ROLES, permissionsFor } from "../../../../common/permissions.js";
import type { Database } from "../../db/database.js";
import { num } from "../../lib/query.js";
import { ensureTechnicianProfile, TECHNICIAN_ROLE_NAME } from "./technicians.js";

/**
 * Built-in partner roles (issue 15): every partner has its own copies of Partner Owner, Dispatcher and Technician
 * (roles.partner_id = the partner, is_system = 1). Names are fixed (a technician is detected by the role name
 * "Technician", see src/config/guard.ts), copies cannot be renamed or deleted, the Partner Owner copy always holds
 * every partner permission; the Dispatcher and Technician copies start with the built-in permissions and the owner
 * may change them. The global roles of the same names stay: an applicant signs up as the global Partner Owner before
 * their company exists.
 */
export const PARTNER_ROLE_COPIES = [
  BUILT_IN_ROLES.partnerOwner,
  BUILT_IN_ROLES.dispatcher,
  BUILT_IN_ROLES.technician,
] as const;

/** A partner's own Partner Owner copy (its permissions are fixed: an owner cannot lock themselves out). */
export const isPartnerOwnerCopy = (r: { name: string; is_system: number; partner_id: number | null }) =>
  num(r.is_system) === 1 && r.partner_id !== null && r.name === BUILT_IN_ROLES.partnerOwner.name;

async function permissionIdsByName(db: Database, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom("permissions")
    .select("id")
    .where("name", "in", [...names])
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Creates the partner's copies of the built-in partner roles when missing and keeps its Partner Owner copy holding
 * every partner permission. Idempotent. Answers the copies' ids by name.
 */
export async function ensurePartnerRoles(db: Database, partnerId: number): Promise<Map<string, number>> {
  const existing = await db
    .selectFrom("roles")
    .select(["id", "name"])
    .where("partner_id", "=", partnerId)
    .where("is_system", "=", 1)
    .execute();
  const ids = new Map(existing.map((r) => [r.name, r.id]));
  for (const def of PARTNER_ROLE_COPIES) {
    let id = ids.get(def.name);
    const isOwner = def.name === BUILT_IN_ROLES.partnerOwner.name;
    if (id === undefined) {
      id = (
        await db
          .insertInto("roles")
          .values({ name: def.name, type: "partner", partner_id: partnerId, is_system: 1 })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      ids.set(def.name, id);
    } else if (!isOwner) continue;
    const wanted = await permissionIdsByName(db, isOwner ? permissionsFor("partner") : def.permissions);
    const roleId = id;
    const held = new Set(
      (await db.selectFrom("role_permissions").select("permission_id").where("role_id", "=", roleId).execute()).map(
        (r) => r.permission_id,
      ),
    );
    const missing = wanted.filter((permission_id) => !held.has(permission_id));
    if (missing.length > 0)
      await db
        .insertInto("role_permissions")
        .values(missing.map((permission_id) => ({ role_id: roleId, permission_id })))
        .execute();
  }
  return ids;
}

/**
 * Moves the partner's users from the global built-in partner roles to the partner's copies (their sessions keep
 * working: tokens acting in the global role act in the copy), and gives every technician a profile.
 */
export async function moveUsersToPartnerRoles(db: Database, partnerId: number, copies: Map<string, number>) {
  const globals = await db
    .selectFrom("roles")
    .select(["id", "name"])
    .where("partner_id", "is", null)
    .where("type", "=", "partner")
    .where("is_system", "=", 1)
    .where(
      "name",
      "in",
      PARTNER_ROLE_COPIES.map((r) => r.name),
    )
    .execute();
  for (const g of globals) {
    const copy = copies.get(g.name);
    if (copy === undefined) continue;
    const holders = await db
      .selectFrom("user_roles as ur")
      .innerJoin("users as u", "u.id", "ur.user_id")
      .select(["ur.user_id", "ur.is_default"])
      .where("ur.role_id", "=", g.id)
      .where("u.partner_id", "=", partnerId)
      .execute();
    for (const h of holders) {
      const hasCopy = await db
        .selectFrom("user_roles")
        .select("role_id")
        .where("user_id", "=", h.user_id)
        .where("role_id", "=", copy)
        .executeTakeFirst();
      if (hasCopy) {
        await db.deleteFrom("user_roles").where("user_id", "=", h.user_id).where("role_id", "=", g.id).execute();
        if (num(h.is_default) === 1)
          await db
            .updateTable("user_roles")
            .set({ is_default: 1 })
            .where("user_id", "=", h.user_id)
            .where("role_id", "=", copy)
            .execute();
      } else {
        await db
          .updateTable("user_roles")
          .set({ role_id: copy })
          .where("user_id", "=", h.user_id)
          .where("role_id", "=", g.id)
          .execute();
      }
      await db
        .updateTable("tokens")
        .set({ active_role_id: copy })
        .where("user_id", "=", h.user_id)
        .where("active_role_id", "=", g.id)
        .execute();
    }
  }
  const technicianRole = copies.get(BUILT_IN_ROLES.technician.name);
  if (technicianRole === undefined) return;
  const technicians = await db
    .selectFrom("user_roles as ur")
    .innerJoin("users as u", "u.id", "ur.user_id")
    .leftJoin("technician_profiles as tp", "tp.user_id", "u.id")
    .select("u.id")
    .where("ur.role_id", "=", technicianRole)
    .where("u.partner_id", "=", partnerId)
    .where("tp.user_id", "is", null)
    .execute();
  for (const t of technicians) await ensureTechnicianProfile(db, t.id, partnerId);
}

/** Every partner: its role copies, its users on them, its technicians' profiles. Idempotent (run at each start). */
export async function ensurePartnerTeams(db: Database): Promise<void> {
  const partners = await db.selectFrom("partners").select("id").orderBy("id").execute();
  for (const p of partners) {
    const copies = await ensurePartnerRoles(db, p.id);
    await moveUsersToPartnerRoles(db, p.id, copies);
  }
}

/** Does any of the roles make its holder a technician (a partner role named Technician)? */
export async function holdsTechnicianRole(db: Database, roleIds: number[]): Promise<boolean> {
  if (roleIds.length === 0) return false;
  const row = await db
    .selectFrom("roles")
    .select("id")
    .where("id", "in", roleIds)
    .where("type", "=", "partner")
    .where(sql<string>`lower(name)`, "=", TECHNICIAN_ROLE_NAME)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Role ids with the global built-in partner roles (Partner Owner, Dispatcher, Technician) replaced by the partner's own
 * copies (created when missing), in the same order: a partner's user always holds its company's copies.
 */
export async function toPartnerCopies(db: Database, roleIds: number[], partnerId: number): Promise<number[]> {
  if (roleIds.length === 0) return roleIds;
  const globals = await db
    .selectFrom("roles")
    .select(["id", "name"])
    .where("id", "in", roleIds)
    .where("partner_id", "is", null)
    .where("type", "=", "partner")
    .where("is_system", "=", 1)
    .where(
      "name",
      "in",
      PARTNER_ROLE_COPIES.map((r) => r.name),
    )
    .execute();
  if (globals.length === 0) return roleIds;
  const copies = await ensurePartnerRoles(db, partnerId);
  const byId = new Map(globals.map((g) => [g.id, copies.get(g.name)]));
  return [...new Set(roleIds.map((id) => byId.get(id) ?? id))];
}
