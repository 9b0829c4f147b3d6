import { sql } from "kysely";
import { type Database, nowIso } from "../../db/database.js";
import { ApiError, type FieldErrors, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, type OrderTerm, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import {
  AREA_HAS_COMMUNITIES,
  AREA_INVALID,
  AREA_NOT_FOUND,
  AREA_NOT_OF_EMIRATE,
  COMMUNITY_IN_USE,
  COMMUNITY_NOT_FOUND,
  EMIRATE_INVALID,
} from "./messages.js";

/** Service areas: emirates (fixed), areas inside an emirate, communities inside an area. */

const pick = (lang: Lang, en: string, ar: string) => (lang === "ar" ? ar : en);

const slugify = (text: string, fallback: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || fallback;

async function uniqueSlug(db: Database, table: "areas" | "communities", name: string, exceptId?: number) {
  const stem = slugify(name, table === "areas" ? "area" : "community");
  let q = db.selectFrom(table).select("slug").where("slug", "like", `${stem}%`);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  const taken = new Set((await q.execute()).map((r) => r.slug));
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}-${i}`)) return `${stem}-${i}`;
}

// ---- emirates --------------------------------------------------------------------------------------------------

export async function listAdminEmirates(db: Database, lang: Lang) {
  const rows = await db
    .selectFrom("emirates as e")
    .selectAll("e")
    .select((eb) => [
      eb
        .selectFrom("areas as a")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("a.emirate_id", "=", "e.id")
        .as("area_count"),
      eb
        .selectFrom("communities as c")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("c.emirate_id", "=", "e.id")
        .as("community_count"),
    ])
    .orderBy("e.sort_order")
    .orderBy("e.id")
    .execute();
  return rows.map((e) => ({
    id: e.id,
    slug: e.slug,
    name: pick(lang, e.name_en, e.name_ar),
    name_en: e.name_en,
    name_ar: e.name_ar,
    area_count: num(e.area_count),
    community_count: num(e.community_count),
  }));
}

async function assertEmirate(db: Database, id: number) {
  const row = await db.selectFrom("emirates").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw fieldError("emirate_id", EMIRATE_INVALID);
}

// ---- areas -----------------------------------------------------------------------------------------------------

const areaQuery = (db: Database) =>
  db
    .selectFrom("areas as a")
    .innerJoin("emirates as e", "e.id", "a.emirate_id")
    .selectAll("a")
    .select(["e.name_en as emirate_name_en", "e.name_ar as emirate_name_ar", "e.sort_order as emirate_order"])
    .select((eb) =>
      eb
        .selectFrom("communities as c")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("c.area_id", "=", "a.id")
        .as("community_count"),
    );
type AreaRow = Awaited<ReturnType<ReturnType<typeof areaQuery>["execute"]>>[number];

const areaOut = (a: AreaRow, lang: Lang) => ({
  id: a.id,
  emirate_id: a.emirate_id,
  emirate_name: pick(lang, a.emirate_name_en, a.emirate_name_ar),
  slug: a.slug,
  name: pick(lang, a.name_en, a.name_ar),
  name_en: a.name_en,
  name_ar: a.name_ar,
  sort_order: num(a.sort_order),
  status: a.status,
  community_count: num(a.community_count),
});

export async function listAreas(
  db: Database,
  lang: Lang,
  f: { emirate_id?: number; status?: string; search?: string },
  sort: { key: "id" | "name" | "sort_order" | "community_count"; dir: "asc" | "desc" } | null,
  page: PageRequest,
) {
  const total = await db
    .selectFrom("areas as a")
    .$if(f.emirate_id !== undefined, (q) => q.where("a.emirate_id", "=", f.emirate_id as number))
    .$if(Boolean(f.status), (q) => q.where("a.status", "=", f.status as string))
    .$if(Boolean(f.search), (q) =>
      q.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["a.name_en"]), "like", likePattern(f.search as string)),
          eb("a.name_ar", "like", likePattern(f.search as string)),
        ]),
      ),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const q = areaQuery(db)
    .$if(f.emirate_id !== undefined, (q) => q.where("a.emirate_id", "=", f.emirate_id as number))
    .$if(Boolean(f.status), (q) => q.where("a.status", "=", f.status as string))
    .$if(Boolean(f.search), (q) =>
      q.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["a.name_en"]), "like", likePattern(f.search as string)),
          eb("a.name_ar", "like", likePattern(f.search as string)),
        ]),
      ),
    );
  const name = lang === "ar" ? "a.name_ar" : "a.name_en";
  const by: OrderTerm[] = !sort
    ? [
        ["emirate_order", "asc"],
        ["a.sort_order", "asc"],
        [name, "asc"],
      ]
    : sort.key === "community_count"
      ? [[sql`community_count`, sort.dir]]
      : [[{ id: "a.id", name, sort_order: "a.sort_order" }[sort.key], sort.dir]];
  return pageOf(
    (await orderedWindow(q, { by, tieBreaker: ["a.id", "asc"] }, page).execute()).map((a) => areaOut(a, lang)),
    num(total.n),
    page,
  );
}

export async function areaDetails(db: Database, lang: Lang, id: number) {
  const row = await areaQuery(db).where("a.id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, AREA_NOT_FOUND);
  return areaOut(row, lang);
}

export async function findArea(db: Database, id: number) {
  const row = await db.selectFrom("areas").select(["id", "emirate_id"]).where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, AREA_NOT_FOUND);
  return row;
}

type AreaBody = { emirate_id: number; name_en: string; name_ar: string; sort_order?: number; status?: string };

export async function createArea(db: Database, body: AreaBody) {
  await assertEmirate(db, body.emirate_id);
  const { id } = await db
    .insertInto("areas")
    .values({
      emirate_id: body.emirate_id,
      slug: await uniqueSlug(db, "areas", body.name_en),
      name_en: body.name_en,
      name_ar: body.name_ar,
      sort_order: body.sort_order ?? 0,
      status: body.status ?? "active",
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Moving an area to another emirate moves its communities with it. */
export async function updateArea(db: Database, id: number, body: AreaBody) {
  await assertEmirate(db, body.emirate_id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("areas")
      .set({
        emirate_id: body.emirate_id,
        name_en: body.name_en,
        name_ar: body.name_ar,
        ...(body.sort_order !== undefined ? { sort_order: body.sort_order } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      })
      .where("id", "=", id)
      .execute();
    await trx.updateTable("communities").set({ emirate_id: body.emirate_id }).where("area_id", "=", id).execute();
  });
}

export async function deleteArea(db: Database, id: number) {
  const used = await db.selectFrom("communities").select("id").where("area_id", "=", id).executeTakeFirst();
  if (used) throw fieldError("id", AREA_HAS_COMMUNITIES);
  await db.deleteFrom("areas").where("id", "=", id).execute();
}

// ---- communities -----------------------------------------------------------------------------------------------

const communityQuery = (db: Database) =>
  db
    .selectFrom("communities as c")
    .innerJoin("emirates as e", "e.id", "c.emirate_id")
    .leftJoin("areas as a", "a.id", "c.area_id")
    .select([
      "c.id",
      "c.emirate_id",
      "c.area_id",
      "c.slug",
      "c.name_en",
      "c.name_ar",
      "c.latitude",
      "c.longitude",
      "e.name_en as emirate_name_en",
      "e.name_ar as emirate_name_ar",
      "a.name_en as area_name_en",
      "a.name_ar as area_name_ar",
    ])
    .select((eb) =>
      eb
        .selectFrom("partner_communities as pc")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("pc.community_id", "=", "c.id")
        .as("partner_count"),
    );
type CommunityRow = Awaited<ReturnType<ReturnType<typeof communityQuery>["execute"]>>[number];

const communityOut = (c: CommunityRow, lang: Lang) => ({
  id: c.id,
  emirate_id: c.emirate_id,
  emirate_name: pick(lang, c.emirate_name_en, c.emirate_name_ar),
  area_id: c.area_id ?? null,
  area_name: c.area_name_en === null ? null : pick(lang, c.area_name_en, c.area_name_ar ?? c.area_name_en),
  slug: c.slug,
  name: pick(lang, c.name_en, c.name_ar),
  name_en: c.name_en,
  name_ar: c.name_ar,
  latitude: Number(c.latitude),
  longitude: Number(c.longitude),
  partner_count: num(c.partner_count),
});

export async function listAdminCommunities(
  db: Database,
  lang: Lang,
  f: { emirate_id?: number; area_id?: number; search?: string },
  sort: { key: "id" | "name" | "emirate" | "area" | "partner_count"; dir: "asc" | "desc" } | null,
  page: PageRequest,
) {
  const filter = () => {
    let q = db.selectFrom("communities as c");
    if (f.emirate_id !== undefined) q = q.where("c.emirate_id", "=", f.emirate_id);
    if (f.area_id !== undefined) q = q.where("c.area_id", "=", f.area_id);
    if (f.search) {
      const pattern = likePattern(f.search);
      q = q.where((eb) =>
        eb.or([eb(eb.fn("lower", ["c.name_en"]), "like", pattern), eb("c.name_ar", "like", pattern)]),
      );
    }
    return q;
  };
  const total = await filter()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  let q = communityQuery(db);
  if (f.emirate_id !== undefined) q = q.where("c.emirate_id", "=", f.emirate_id);
  if (f.area_id !== undefined) q = q.where("c.area_id", "=", f.area_id);
  if (f.search) {
    const pattern = likePattern(f.search);
    q = q.where((eb) => eb.or([eb(eb.fn("lower", ["c.name_en"]), "like", pattern), eb("c.name_ar", "like", pattern)]));
  }
  const name = lang === "ar" ? "c.name_ar" : "c.name_en";
  const area = lang === "ar" ? "a.name_ar" : "a.name_en";
  const by: OrderTerm[] = !sort
    ? [
        ["e.sort_order", "asc"],
        [area, "asc"],
        [name, "asc"],
      ]
    : sort.key === "partner_count"
      ? [[sql`partner_count`, sort.dir]]
      : sort.key === "emirate"
        ? [
            ["e.sort_order", sort.dir],
            [name, "asc"],
          ]
        : sort.key === "area"
          ? [
              [area, sort.dir],
              [name, "asc"],
            ]
          : [[sort.key === "id" ? "c.id" : name, sort.dir]];
  return pageOf(
    (await orderedWindow(q, { by, tieBreaker: ["c.id", "asc"] }, page).execute()).map((c) => communityOut(c, lang)),
    num(total.n),
    page,
  );
}

export async function communityDetails(db: Database, lang: Lang, id: number) {
  const row = await communityQuery(db).where("c.id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, COMMUNITY_NOT_FOUND);
  return communityOut(row, lang);
}

export async function findCommunity(db: Database, id: number) {
  const row = await db.selectFrom("communities").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, COMMUNITY_NOT_FOUND);
  return row;
}

type CommunityBody = {
  emirate_id: number;
  area_id: number;
  name_en: string;
  name_ar: string;
  latitude: number;
  longitude: number;
};

/** 422 per field: unknown emirate, unknown area, an area of another emirate. */
async function checkPlace(db: Database, body: CommunityBody) {
  const errors: FieldErrors = {};
  const emirate = await db.selectFrom("emirates").select("id").where("id", "=", body.emirate_id).executeTakeFirst();
  if (!emirate) errors.emirate_id = [EMIRATE_INVALID];
  const area = await db.selectFrom("areas").select("emirate_id").where("id", "=", body.area_id).executeTakeFirst();
  if (!area) errors.area_id = [AREA_INVALID];
  else if (emirate && area.emirate_id !== body.emirate_id) errors.area_id = [AREA_NOT_OF_EMIRATE];
  const keys = Object.keys(errors);
  if (keys.length)
    throw new ApiError(422, keys.length === 1 ? errors[keys[0]][0] : "The given data was invalid.", errors);
}

export async function createCommunity(db: Database, body: CommunityBody) {
  await checkPlace(db, body);
  const { id } = await db
    .insertInto("communities")
    .values({
      emirate_id: body.emirate_id,
      area_id: body.area_id,
      slug: await uniqueSlug(db, "communities", body.name_en),
      name_en: body.name_en,
      name_ar: body.name_ar,
      latitude: body.latitude,
      longitude: body.longitude,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCommunity(db: Database, id: number, body: CommunityBody) {
  await checkPlace(db, body);
  await db
    .updateTable("communities")
    .set({
      emirate_id: body.emirate_id,
      area_id: body.area_id,
      name_en: body.name_en,
      name_ar: body.name_ar,
      latitude: body.latitude,
      longitude: body.longitude,
    })
    .where("id", "=", id)
    .execute();
}

export async function deleteCommunity(db: Database, id: number) {
  const used =
    (await db
      .selectFrom("partner_communities")
      .select("partner_id")
      .where("community_id", "=", id)
      .executeTakeFirst()) ??
    (await db.selectFrom("user_addresses").select("id").where("community_id", "=", id).executeTakeFirst()) ??
    (await db.selectFrom("bookings").select("id").where("community_id", "=", id).executeTakeFirst()) ??
    (await db
      .selectFrom("partner_application_areas")
      .select("community_id")
      .where("community_id", "=", id)
      .executeTakeFirst());
  if (used) throw fieldError("id", COMMUNITY_IN_USE);
  await db.deleteFrom("communities").where("id", "=", id).execute();
}
