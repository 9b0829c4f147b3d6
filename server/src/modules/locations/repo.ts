import type { Database } from "../../db/database.js";
import { likePattern, num, type OrderTerm, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import type { Viewer } from "../catalog/repo.js";

export async function listEmirates(db: Database, viewer: Viewer) {
  const rows = await db.selectFrom("emirates").selectAll().orderBy("sort_order").orderBy("id").execute();
  return rows.map((e) => ({
    id: e.id,
    slug: e.slug,
    name: viewer.lang === "ar" ? e.name_ar : e.name_en,
    name_en: e.name_en,
    name_ar: e.name_ar,
  }));
}

export interface CommunityFilters {
  emirate_id?: number;
  partner_id?: number;
  search?: string;
}

/** Communities by emirate, then name; with partner_id only the ones that partner serves. */
export async function listCommunities(db: Database, viewer: Viewer, f: CommunityFilters, page: PageRequest) {
  const filtered = () => {
    let q = db.selectFrom("communities as c").innerJoin("emirates as e", "e.id", "c.emirate_id");
    if (f.emirate_id !== undefined) q = q.where("c.emirate_id", "=", f.emirate_id);
    if (f.partner_id !== undefined) {
      const partnerId = f.partner_id;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("partner_communities as pc")
            .select("pc.community_id")
            .whereRef("pc.community_id", "=", "c.id")
            .where("pc.partner_id", "=", partnerId),
        ),
      );
    }
    if (f.search) {
      const pattern = likePattern(f.search);
      q = q.where((eb) =>
        eb.or([eb(eb.fn("lower", ["c.name_en"]), "like", pattern), eb("c.name_ar", "like", pattern)]),
      );
    }
    return q;
  };
  const countRow = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const q = filtered().select([
    "c.id",
    "c.emirate_id",
    "c.slug",
    "c.name_en",
    "c.name_ar",
    "c.latitude",
    "c.longitude",
    "e.name_en as emirate_name_en",
    "e.name_ar as emirate_name_ar",
  ]);
  const ar = viewer.lang === "ar";
  const by: OrderTerm[] = [
    ["e.sort_order", "asc"],
    [ar ? "c.name_ar" : "c.name_en", "asc"],
  ];
  const rows = (await orderedWindow(q, { by, tieBreaker: ["c.id", "asc"] }, page).execute()).map((c) => ({
    id: c.id,
    emirate_id: c.emirate_id,
    emirate_name: ar ? c.emirate_name_ar : c.emirate_name_en,
    slug: c.slug,
    name: ar ? c.name_ar : c.name_en,
    name_en: c.name_en,
    name_ar: c.name_ar,
    latitude: Number(c.latitude),
    longitude: Number(c.longitude),
  }));
  return pageOf(rows, num(countRow.n), page);
}
