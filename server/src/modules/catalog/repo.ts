import type { FastifyRequest } from "fastify";
import type { Selectable } from "kysely";
import type { Database, DB } from "../../db/database.js";
import type { Lang } from "../../lib/i18n.js";
import { requestLanguage } from "../../lib/i18n.js";
import { priceParts } from "../../lib/money.js";
import {
  likePattern,
  num,
  type OrderTerm,
  orderedWindow,
  type Page,
  type PageRequest,
  pageOf,
  slicePage,
} from "../../lib/query.js";
import { vatRateBp } from "../config/settings.js";
import type { CategoryOut, PartnerOut, ReviewOut, ServiceOut } from "./schema.js";

/** Who is asking: the language names resolve to, and the signed-in user (for is_favourite). */
export interface Viewer {
  lang: Lang;
  userId: number | null;
}

export const viewerOf = (request: FastifyRequest): Viewer => ({
  lang: requestLanguage(request),
  userId: request.auth?.kind === "user" ? request.auth.userId : null,
});

/** `row[field_en]` or `row[field_ar]`, by language. */
export const tr = <K extends string>(row: Record<`${K}_en` | `${K}_ar`, string>, key: K, lang: Lang): string =>
  row[`${key}_${lang}` as `${K}_en`];

export type FavouriteType = "partner" | "service";

export async function favouriteIds(db: Database, userId: number | null, type: FavouriteType): Promise<Set<number>> {
  if (userId === null) return new Set();
  const rows = await db
    .selectFrom("favourites")
    .select("target_id")
    .where("user_id", "=", userId)
    .where("type", "=", type)
    .execute();
  return new Set(rows.map((r) => r.target_id));
}

const parseList = (text: string): string[] => {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

const rating = (v: unknown) => Math.round(num(v) * 100) / 100;

// ---- categories --------------------------------------------------------------------------------------------

type CategoryRow = Selectable<DB["categories"]>;

const categoryOut = (c: CategoryRow, lang: Lang, serviceCount: number): CategoryOut => ({
  id: c.id,
  slug: c.slug,
  name: lang === "ar" ? c.name_ar : c.name_en,
  name_en: c.name_en,
  name_ar: c.name_ar,
  description: lang === "ar" ? c.description_ar : c.description_en,
  description_en: c.description_en,
  description_ar: c.description_ar,
  icon: c.icon,
  image: c.image,
  is_trending: num(c.is_trending),
  sort_order: num(c.sort_order),
  service_count: serviceCount,
  status: c.status,
});

/** Active services per category (of active partners), optionally of one partner. */
async function serviceCountsByCategory(db: Database, partnerId?: number): Promise<Map<number, number>> {
  let q = db
    .selectFrom("services as s")
    .innerJoin("partners as p", "p.id", "s.partner_id")
    .select(["s.category_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("s.active", "=", 1)
    .where("p.status", "=", "active")
    .groupBy("s.category_id");
  if (partnerId !== undefined) q = q.where("s.partner_id", "=", partnerId);
  return new Map((await q.execute()).map((r) => [r.category_id, num(r.n)]));
}

export interface CategoryFilters {
  trending?: boolean;
  partner_id?: number;
  /** Only categories with at least one active service (of the partner). */
  withServices?: boolean;
}

export async function listCategories(
  db: Database,
  viewer: Viewer,
  filters: CategoryFilters,
  page: PageRequest,
): Promise<Page<CategoryOut>> {
  let q = db.selectFrom("categories").selectAll().where("status", "=", "active");
  if (filters.trending !== undefined) q = q.where("is_trending", "=", filters.trending ? 1 : 0);
  const rows = await q.orderBy("sort_order").orderBy("id").execute();
  const counts = await serviceCountsByCategory(db, filters.partner_id);
  const needServices = filters.withServices || filters.partner_id !== undefined;
  const out = rows
    .filter((c) => !needServices || (counts.get(c.id) ?? 0) > 0)
    .map((c) => categoryOut(c, viewer.lang, counts.get(c.id) ?? 0));
  return slicePage(out, page);
}

export async function searchCategories(db: Database, viewer: Viewer, text: string, limit: number) {
  const pattern = likePattern(text);
  const rows = await db
    .selectFrom("categories")
    .selectAll()
    .where("status", "=", "active")
    .where((eb) => eb.or([eb(eb.fn("lower", ["name_en"]), "like", pattern), eb("name_ar", "like", pattern)]))
    .orderBy("sort_order")
    .orderBy("id")
    .limit(limit)
    .execute();
  const counts = await serviceCountsByCategory(db);
  return rows.map((c) => categoryOut(c, viewer.lang, counts.get(c.id) ?? 0));
}

// ---- partners ----------------------------------------------------------------------------------------------

const PARTNER_COLUMNS = [
  "partners.id",
  "partners.slug",
  "partners.name_en",
  "partners.name_ar",
  "partners.logo",
  "partners.cover_image",
  "partners.about_en",
  "partners.about_ar",
  "partners.average_rating",
  "partners.rating_count",
  "partners.status",
  "partners.years_in_business",
  "partners.cash_on_delivery",
  "partners.latitude",
  "partners.longitude",
  "partners.package_count",
] as const;

/** Great-circle distance in km (haversine). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Origin {
  latitude: number;
  longitude: number;
}

type PartnerRow = Awaited<ReturnType<typeof partnerRows>>[number];

function partnerRows(db: Database, where?: (q: ReturnType<typeof basePartners>) => ReturnType<typeof basePartners>) {
  const q = basePartners(db);
  return (where ? where(q) : q).orderBy("partners.id").execute();
}

const basePartners = (db: Database) =>
  db.selectFrom("partners").select(PARTNER_COLUMNS).where("partners.status", "=", "active");

/** Partner rows -> public profiles (counts, emirates, distance, is_favourite), in the given order. */
export async function partnerCards(
  db: Database,
  viewer: Viewer,
  rows: PartnerRow[],
  origin?: Origin,
): Promise<PartnerOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [services, areas, favourites] = await Promise.all([
    db
      .selectFrom("services as s")
      .innerJoin("categories as c", "c.id", "s.category_id")
      .select(["s.partner_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("s.active", "=", 1)
      .where("c.status", "=", "active")
      .where("s.partner_id", "in", ids)
      .groupBy("s.partner_id")
      .execute(),
    db
      .selectFrom("partner_communities as pc")
      .innerJoin("communities as cm", "cm.id", "pc.community_id")
      .innerJoin("emirates as e", "e.id", "cm.emirate_id")
      .select(["pc.partner_id", "e.id as emirate_id", "e.name_en", "e.name_ar", "e.sort_order"])
      .where("pc.partner_id", "in", ids)
      .execute(),
    favouriteIds(db, viewer.userId, "partner"),
  ]);
  const serviceCount = new Map(services.map((r) => [r.partner_id, num(r.n)]));
  const emirates = new Map<number, Map<number, { name: string; order: number }>>();
  const communityCount = new Map<number, number>();
  for (const a of areas) {
    communityCount.set(a.partner_id, (communityCount.get(a.partner_id) ?? 0) + 1);
    const m = emirates.get(a.partner_id) ?? new Map();
    m.set(a.emirate_id, { name: viewer.lang === "ar" ? a.name_ar : a.name_en, order: num(a.sort_order) });
    emirates.set(a.partner_id, m);
  }
  return rows.map((p) => {
    const lat = p.latitude === null ? null : Number(p.latitude);
    const lng = p.longitude === null ? null : Number(p.longitude);
    const distance =
      origin && lat !== null && lng !== null
        ? Math.round(haversineKm(origin.latitude, origin.longitude, lat, lng) * 10) / 10
        : null;
    return {
      id: p.id,
      slug: p.slug,
      name: viewer.lang === "ar" ? p.name_ar : p.name_en,
      name_en: p.name_en,
      name_ar: p.name_ar,
      logo: p.logo,
      cover_image: p.cover_image,
      about: viewer.lang === "ar" ? p.about_ar : p.about_en,
      about_en: p.about_en,
      about_ar: p.about_ar,
      average_rating: rating(p.average_rating),
      rating_count: num(p.rating_count),
      service_count: serviceCount.get(p.id) ?? 0,
      // kept on write (migration 015): Approved, active, not deleted packages
      package_count: num(p.package_count),
      status: p.status,
      emirates: [...(emirates.get(p.id)?.values() ?? [])].sort((a, b) => a.order - b.order).map((e) => e.name),
      community_count: communityCount.get(p.id) ?? 0,
      years_in_business: num(p.years_in_business),
      cash_on_delivery: num(p.cash_on_delivery) === 1,
      latitude: lat,
      longitude: lng,
      distance_km: distance,
      is_favourite: favourites.has(p.id),
    };
  });
}

export interface PartnerFilters {
  search?: string;
  category_id?: number;
  emirate_id?: number;
  community_id?: number;
  /** Only the viewer's favourites (none when signed out). */
  favourites?: boolean;
  ids?: number[];
}

export type PartnerSort = { key: "average_rating" | "service_count" | "near_me" | "id"; dir: "asc" | "desc" };

/** Active partners matching the filters, sorted, as public profiles. */
export async function findPartners(
  db: Database,
  viewer: Viewer,
  filters: PartnerFilters,
  sort: PartnerSort,
  origin?: Origin,
): Promise<PartnerOut[]> {
  if (filters.favourites && viewer.userId === null) return [];
  if (filters.ids && filters.ids.length === 0) return [];
  const favourites = filters.favourites ? [...(await favouriteIds(db, viewer.userId, "partner"))] : null;
  if (favourites && favourites.length === 0) return [];
  const rows = await partnerRows(db, (q) => {
    let out = q;
    if (filters.search) {
      const pattern = likePattern(filters.search);
      out = out.where((eb) =>
        eb.or([eb(eb.fn("lower", ["partners.name_en"]), "like", pattern), eb("partners.name_ar", "like", pattern)]),
      );
    }
    if (filters.category_id !== undefined) {
      const categoryId = filters.category_id;
      out = out.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("services")
            .select("services.id")
            .whereRef("services.partner_id", "=", "partners.id")
            .where("services.category_id", "=", categoryId)
            .where("services.active", "=", 1),
        ),
      );
    }
    if (filters.emirate_id !== undefined) {
      const emirateId = filters.emirate_id;
      out = out.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("partner_communities")
            .innerJoin("communities", "communities.id", "partner_communities.community_id")
            .select("partner_communities.community_id")
            .whereRef("partner_communities.partner_id", "=", "partners.id")
            .where("communities.emirate_id", "=", emirateId),
        ),
      );
    }
    if (filters.community_id !== undefined) {
      const communityId = filters.community_id;
      out = out.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("partner_communities")
            .select("partner_communities.community_id")
            .whereRef("partner_communities.partner_id", "=", "partners.id")
            .where("partner_communities.community_id", "=", communityId),
        ),
      );
    }
    if (favourites) out = out.where("partners.id", "in", favourites);
    if (filters.ids) out = out.where("partners.id", "in", filters.ids);
    return out;
  });
  const cards = await partnerCards(db, viewer, rows, origin);
  const byId = (a: PartnerOut, b: PartnerOut) => a.id - b.id;
  switch (sort.key) {
    case "average_rating":
      return cards.sort((a, b) => b.average_rating - a.average_rating || b.rating_count - a.rating_count || byId(a, b));
    case "service_count":
      return cards.sort((a, b) => b.service_count - a.service_count || byId(a, b));
    case "near_me":
      return cards.sort(
        (a, b) =>
          (a.distance_km ?? Number.POSITIVE_INFINITY) - (b.distance_km ?? Number.POSITIVE_INFINITY) || byId(a, b),
      );
    default:
      return cards.sort((a, b) => (sort.dir === "desc" ? -byId(a, b) : byId(a, b)));
  }
}

export async function findPartner(db: Database, viewer: Viewer, id: number, origin?: Origin) {
  const rows = await partnerRows(db, (q) => q.where("partners.id", "=", id));
  const [card] = await partnerCards(db, viewer, rows, origin);
  return card ?? null;
}

// ---- services ----------------------------------------------------------------------------------------------

/** Active services of active partners in active categories. */
const baseServices = (db: Database) =>
  db
    .selectFrom("services as s")
    .innerJoin("partners as p", "p.id", "s.partner_id")
    .innerJoin("categories as c", "c.id", "s.category_id")
    .where("s.active", "=", 1)
    .where("p.status", "=", "active")
    .where("c.status", "=", "active");

type ServiceQuery = ReturnType<typeof baseServices>;

const SERVICE_COLUMNS = [
  "s.id",
  "s.slug",
  "s.partner_id",
  "s.category_id",
  "s.name_en",
  "s.name_ar",
  "s.description_en",
  "s.description_ar",
  "s.includes_en",
  "s.includes_ar",
  "s.price_fils",
  "s.duration_minutes",
  "s.image",
  "s.average_rating",
  "s.rating_count",
  "s.is_trending",
  "s.status",
  "s.active",
  "p.name_en as partner_name_en",
  "p.name_ar as partner_name_ar",
  "p.logo as partner_logo",
  "p.average_rating as partner_rating",
  "c.name_en as category_name_en",
  "c.name_ar as category_name_ar",
  "c.slug as category_slug",
] as const;

const selectServices = (q: ServiceQuery) => q.select(SERVICE_COLUMNS);
type SelectedService = Awaited<ReturnType<ReturnType<typeof selectServices>["execute"]>>[number];

function serviceOut(s: SelectedService, viewer: Viewer, favourites: Set<number>, vatBp: number): ServiceOut {
  const ar = viewer.lang === "ar";
  const includes_en = parseList(s.includes_en);
  const includes_ar = parseList(s.includes_ar);
  return {
    id: s.id,
    slug: s.slug,
    partner_id: s.partner_id,
    category_id: s.category_id,
    name: ar ? s.name_ar : s.name_en,
    name_en: s.name_en,
    name_ar: s.name_ar,
    description: ar ? s.description_ar : s.description_en,
    description_en: s.description_en,
    description_ar: s.description_ar,
    includes: ar ? includes_ar : includes_en,
    includes_en,
    includes_ar,
    ...priceParts(num(s.price_fils), vatBp),
    duration_minutes: num(s.duration_minutes),
    image: s.image,
    average_rating: rating(s.average_rating),
    rating_count: num(s.rating_count),
    is_trending: num(s.is_trending),
    status: s.status,
    active: num(s.active),
    is_favourite: favourites.has(s.id),
    partner: {
      id: s.partner_id,
      name: ar ? s.partner_name_ar : s.partner_name_en,
      logo: s.partner_logo,
      average_rating: rating(s.partner_rating),
    },
    category: { id: s.category_id, name: ar ? s.category_name_ar : s.category_name_en, slug: s.category_slug },
  };
}

export interface ServiceFilters {
  category_id?: number;
  partner_id?: number;
  community_id?: number;
  favourites?: boolean;
  search?: string;
  trending?: boolean;
  excludeId?: number;
  ids?: number[];
}

export type ServiceSort = { key: "id" | "price" | "average_rating" | "name"; dir: "asc" | "desc" };

function applyServiceFilters(q: ServiceQuery, f: ServiceFilters, favourites: number[] | null): ServiceQuery {
  let out = q;
  if (f.category_id !== undefined) out = out.where("s.category_id", "=", f.category_id);
  if (f.partner_id !== undefined) out = out.where("s.partner_id", "=", f.partner_id);
  if (f.trending !== undefined) out = out.where("s.is_trending", "=", f.trending ? 1 : 0);
  if (f.excludeId !== undefined) out = out.where("s.id", "!=", f.excludeId);
  if (f.ids) out = out.where("s.id", "in", f.ids);
  if (favourites) out = out.where("s.id", "in", favourites);
  if (f.community_id !== undefined) {
    const communityId = f.community_id;
    out = out.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("partner_communities as pc")
          .select("pc.community_id")
          .whereRef("pc.partner_id", "=", "s.partner_id")
          .where("pc.community_id", "=", communityId),
      ),
    );
  }
  if (f.search) {
    const pattern = likePattern(f.search);
    out = out.where((eb) =>
      eb.or([eb(eb.fn("lower", ["s.name_en"]), "like", pattern), eb("s.name_ar", "like", pattern)]),
    );
  }
  return out;
}

export async function listServices(
  db: Database,
  viewer: Viewer,
  filters: ServiceFilters,
  sort: ServiceSort,
  page: PageRequest,
): Promise<Page<ServiceOut>> {
  const favourites = await favouriteIds(db, viewer.userId, "service");
  const onlyFavourites = filters.favourites ? [...favourites] : null;
  if ((onlyFavourites && onlyFavourites.length === 0) || (filters.ids && filters.ids.length === 0)) {
    return pageOf([], 0, page);
  }
  const filtered = () => applyServiceFilters(baseServices(db), filters, onlyFavourites);
  const countRow = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const dir = sort.dir;
  const by: OrderTerm[] =
    sort.key === "price"
      ? [["s.price_fils", dir]]
      : sort.key === "average_rating"
        ? [
            ["s.average_rating", "desc"],
            ["s.rating_count", "desc"],
          ]
        : sort.key === "name"
          ? [[viewer.lang === "ar" ? "s.name_ar" : "s.name_en", dir]]
          : [["s.id", dir]];
  const rows = await orderedWindow(selectServices(filtered()), { by, tieBreaker: ["s.id", "asc"] }, page).execute();
  const vatBp = await vatRateBp(db);
  return pageOf(
    rows.map((r) => serviceOut(r, viewer, favourites, vatBp)),
    num(countRow.n),
    page,
  );
}

export async function findService(db: Database, viewer: Viewer, id: number): Promise<ServiceOut | null> {
  const row = await selectServices(baseServices(db).where("s.id", "=", id)).executeTakeFirst();
  if (!row) return null;
  return serviceOut(row, viewer, await favouriteIds(db, viewer.userId, "service"), await vatRateBp(db));
}

// ---- reviews -----------------------------------------------------------------------------------------------

export async function listReviews(
  db: Database,
  filters: { partner_id?: number; service_id?: number },
  page: PageRequest,
): Promise<Page<ReviewOut>> {
  let base = db.selectFrom("reviews").where("is_visible", "=", 1);
  if (filters.partner_id !== undefined) base = base.where("partner_id", "=", filters.partner_id);
  // a service's reviews: every review that rates it (each service of a booking; 021_reviews' review_services)
  const serviceId = filters.service_id;
  if (serviceId !== undefined)
    base = base.where("id", "in", (eb) =>
      eb
        .selectFrom("review_services")
        .select("review_id")
        .where("service_id", "=", serviceId)
        .where("is_visible", "=", 1),
    );
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const q = base.select([
    "id",
    "rating",
    "comment",
    "customer_name",
    "created_at",
    "reply",
    "replied_at",
    "partner_reply",
    "partner_replied_at",
  ]);
  const rows = await orderedWindow(q, "created_at", "id", "desc", page).execute();
  return pageOf(
    rows.map((r) => ({
      ...r,
      rating: num(r.rating),
      reply: r.reply ?? null,
      replied_at: r.replied_at ?? null,
      partner_reply: r.partner_reply ?? null,
      partner_replied_at: r.partner_replied_at ?? null,
    })),
    num(countRow.n),
    page,
  );
}
