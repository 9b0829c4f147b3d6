import { type Expression, type SqlBool, sql } from "kysely";
import { BUILT_IN_ROLES } from "../../../../common/permissions.js";
import type { Database } from "../../db/database.js";
import { ApiError, type FieldErrors, MESSAGES } from "../../lib/errors.js";
import { likePattern, num, type PageRequest, pageWindow } from "../../lib/query.js";
import { CATEGORY_INVALID, SERVICE_NOT_OF_PARTNER } from "./messages.js";
import type { TechnicianInput, TechnicianProfile, TechnicianRow } from "./schema.js";

/** A technician is a partner's user holding a partner role of this name (lower case; src/config/guard.ts agrees). */
export const TECHNICIAN_ROLE_NAME = BUILT_IN_ROLES.technician.name.toLowerCase();

/** Calendar colours handed out to new technicians in turn (by user id), so a week view tells them apart. */
export const TECHNICIAN_COLOURS = [
  "#1677ff",
  "#52c41a",
  "#fa8c16",
  "#eb2f96",
  "#722ed1",
  "#13c2c2",
  "#faad14",
  "#f5222d",
  "#2f54eb",
  "#a0d911",
] as const;

export const defaultColour = (userId: number) => TECHNICIAN_COLOURS[userId % TECHNICIAN_COLOURS.length];

const parseLanguages = (raw: string | null | undefined): string[] => {
  try {
    const v = JSON.parse(raw ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};

/** A technician profile with the defaults (active, own colour, no languages, every service) when missing. */
export async function ensureTechnicianProfile(db: Database, userId: number, partnerId: number): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("technician_profiles")
    .values({
      user_id: userId,
      partner_id: partnerId,
      colour: defaultColour(userId),
      is_active: 1,
      languages: "[]",
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/**
 * 422 (field errors `technician.service_ids.N`, `technician.category_ids.N`) unless every service is one of the
 * partner's own and every category exists. Run before the write's transaction.
 */
export async function checkTechnicianInput(db: Database, partnerId: number, input: TechnicianInput): Promise<void> {
  const errors: FieldErrors = {};
  const serviceIds = [...new Set(input.service_ids ?? [])];
  if (serviceIds.length > 0) {
    const own = new Set(
      (
        await db
          .selectFrom("services")
          .select("id")
          .where("id", "in", serviceIds)
          .where("partner_id", "=", partnerId)
          .execute()
      ).map((r) => r.id),
    );
    (input.service_ids ?? []).forEach((id, i) => {
      if (!own.has(id)) errors[`technician.service_ids.${i}`] = [SERVICE_NOT_OF_PARTNER];
    });
  }
  const categoryIds = [...new Set(input.category_ids ?? [])];
  if (categoryIds.length > 0) {
    const known = new Set(
      (await db.selectFrom("categories").select("id").where("id", "in", categoryIds).execute()).map((r) => r.id),
    );
    (input.category_ids ?? []).forEach((id, i) => {
      if (!known.has(id)) errors[`technician.category_ids.${i}`] = [CATEGORY_INVALID];
    });
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(422, first ?? MESSAGES.invalid, errors);
}

/** Creates or updates a technician's profile (fields left out keep their value; skill lists given replace). */
export async function writeTechnicianProfile(
  db: Database,
  userId: number,
  partnerId: number,
  input: TechnicianInput | undefined,
): Promise<void> {
  await ensureTechnicianProfile(db, userId, partnerId);
  const set = {
    partner_id: partnerId,
    updated_at: new Date().toISOString(),
    ...(input?.colour !== undefined ? { colour: input.colour.toLowerCase() } : {}),
    ...(input?.is_active !== undefined ? { is_active: input.is_active ? 1 : 0 } : {}),
    ...(input?.languages !== undefined ? { languages: JSON.stringify([...new Set(input.languages)]) } : {}),
  };
  await db.updateTable("technician_profiles").set(set).where("user_id", "=", userId).execute();
  if (input?.service_ids !== undefined) {
    await db
      .deleteFrom("technician_skills")
      .where("user_id", "=", userId)
      .where("service_id", "is not", null)
      .execute();
    for (const service_id of new Set(input.service_ids))
      await db.insertInto("technician_skills").values({ user_id: userId, service_id, category_id: null }).execute();
  }
  if (input?.category_ids !== undefined) {
    await db
      .deleteFrom("technician_skills")
      .where("user_id", "=", userId)
      .where("category_id", "is not", null)
      .execute();
    for (const category_id of new Set(input.category_ids))
      await db.insertInto("technician_skills").values({ user_id: userId, service_id: null, category_id }).execute();
  }
}

/** Removes a technician profile and skills (the user no longer holds a Technician role). */
export async function dropTechnicianProfile(db: Database, userId: number): Promise<void> {
  await db.deleteFrom("technician_skills").where("user_id", "=", userId).execute();
  await db.deleteFrom("technician_profiles").where("user_id", "=", userId).execute();
}

/** Profiles of the users (users without one are absent from the map). */
export async function technicianProfiles(db: Database, userIds: number[]): Promise<Map<number, TechnicianProfile>> {
  const out = new Map<number, TechnicianProfile>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom("technician_profiles")
    .select(["user_id", "colour", "is_active", "languages"])
    .where("user_id", "in", userIds)
    .execute();
  const skills = await db
    .selectFrom("technician_skills")
    .select(["user_id", "service_id", "category_id"])
    .where("user_id", "in", userIds)
    .orderBy("id")
    .execute();
  for (const r of rows)
    out.set(r.user_id, {
      colour: r.colour,
      is_active: num(r.is_active) === 1,
      languages: parseLanguages(r.languages),
      service_ids: [],
      category_ids: [],
    });
  for (const s of skills) {
    const p = out.get(s.user_id);
    if (!p) continue;
    if (s.service_id !== null) p.service_ids.push(s.service_id);
    if (s.category_id !== null) p.category_ids.push(s.category_id);
  }
  return out;
}

export interface TechnicianFilter {
  search?: string;
  status?: "active" | "inactive";
  is_active?: boolean;
}

/**
 * A partner's technicians (users of the partner holding a partner role named Technician) with their profile and open
 * jobs, by first name: the one query behind partner/technician/list and admin/technician/list.
 */
export async function listTechnicians(
  db: Database,
  partnerId: number,
  f: TechnicianFilter = {},
  page?: PageRequest,
): Promise<{ rows: TechnicianRow[]; total: number }> {
  const filtered = () => {
    let q = db
      .selectFrom("users as u")
      .leftJoin("technician_profiles as tp", "tp.user_id", "u.id")
      .where("u.partner_id", "=", partnerId)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("user_roles as ur")
            .innerJoin("roles as r", "r.id", "ur.role_id")
            .select("ur.role_id")
            .whereRef("ur.user_id", "=", "u.id")
            .where("r.type", "=", "partner")
            .where(sql<string>`lower(r.name)`, "=", TECHNICIAN_ROLE_NAME),
        ),
      );
    if (f.status) q = q.where("u.status", "=", f.status);
    if (f.is_active !== undefined)
      q = q.where(sql<number>`coalesce(tp.is_active, 1)`, "=", f.is_active ? 1 : 0) as typeof q;
    if (f.search) {
      const pattern = likePattern(f.search);
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
  const total = num(
    (
      await filtered()
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  let q = filtered()
    .select(["u.id", "u.first_name", "u.last_name", "u.email", "u.phone", "u.status"])
    .orderBy("u.first_name")
    .orderBy("u.id");
  if (page) {
    const w = pageWindow(page);
    if (w.limit !== null) q = q.limit(w.limit).offset(w.offset);
  }
  const users = await q.execute();
  const ids = users.map((u) => u.id);
  const profiles = await technicianProfiles(db, ids);
  const jobs =
    ids.length === 0
      ? []
      : await db
          .selectFrom("bookings")
          .select((eb) => ["technician_id", eb.fn.countAll<number>().as("n")])
          .where("technician_id", "in", ids)
          .where("status", "not in", ["completed", "cancelled", "declined", "no-show"])
          .groupBy("technician_id")
          .execute();
  const open = new Map(jobs.map((j) => [j.technician_id, num(j.n)]));
  const rows = users.map((u): TechnicianRow => {
    const p = profiles.get(u.id);
    return {
      id: u.id,
      name: `${u.first_name} ${u.last_name}`.trim(),
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      phone: u.phone,
      status: u.status,
      colour: p?.colour ?? defaultColour(u.id),
      is_active: p?.is_active ?? true,
      languages: p?.languages ?? [],
      service_ids: p?.service_ids ?? [],
      category_ids: p?.category_ids ?? [],
      open_jobs: open.get(u.id) ?? 0,
    };
  });
  return { rows, total };
}
