import type { Selectable } from "kysely";
import { type Database, type DB, nowIso } from "../../db/database.js";
import { ApiError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { isUploadPath } from "../../lib/uploads.js";
import { BANNER_NOT_FOUND, ENDS_BEFORE_STARTS, IMAGE_PATH_INVALID, IMAGE_REQUIRED, LINK_INVALID } from "./messages.js";
import type { BANNER_SORT_KEYS, BannerFields } from "./schema.js";

/** Banners of the storefront (target customer) and the partner portal (target partner), with their schedule. */

type Row = Selectable<DB["banners"]>;

/** Live: active, started (or no start) and not ended (or no end); the rule of banners/get-by-target. */
export const isLive = (b: Pick<Row, "status" | "starts_at" | "ends_at">, now = nowIso()) =>
  b.status === "active" && (b.starts_at === null || b.starts_at <= now) && (b.ends_at === null || b.ends_at > now);

const out = (b: Row, lang: Lang, now: string) => ({
  id: b.id,
  title: lang === "ar" ? b.title_ar : b.title_en,
  title_en: b.title_en,
  title_ar: b.title_ar,
  subtitle: lang === "ar" ? b.subtitle_ar : b.subtitle_en,
  subtitle_en: b.subtitle_en,
  subtitle_ar: b.subtitle_ar,
  image: b.image,
  link: b.link,
  target: b.target,
  sort_order: num(b.sort_order),
  starts_at: b.starts_at,
  ends_at: b.ends_at,
  status: b.status,
  is_live: isLive(b, now),
});

export interface BannerFilters {
  search?: string;
  target?: string;
  status?: string;
  live?: boolean;
}

export async function listBanners(
  db: Database,
  lang: Lang,
  f: BannerFilters,
  sort: { key: (typeof BANNER_SORT_KEYS)[number]; dir: "asc" | "desc" },
  page: PageRequest,
) {
  const now = nowIso();
  const filtered = () => {
    let q = db.selectFrom("banners as b");
    if (f.target) q = q.where("b.target", "=", f.target);
    if (f.status) q = q.where("b.status", "=", f.status);
    if (f.live === true)
      q = q
        .where("b.status", "=", "active")
        .where((eb) => eb.or([eb("b.starts_at", "is", null), eb("b.starts_at", "<=", now)]))
        .where((eb) => eb.or([eb("b.ends_at", "is", null), eb("b.ends_at", ">", now)]));
    if (f.live === false)
      q = q.where((eb) =>
        eb.or([eb("b.status", "!=", "active"), eb("b.starts_at", ">", now), eb("b.ends_at", "<=", now)]),
      );
    if (f.search) {
      const pattern = likePattern(f.search);
      q = q.where((eb) =>
        eb.or([eb(eb.fn("lower", ["b.title_en"]), "like", pattern), eb("b.title_ar", "like", pattern)]),
      );
    }
    return q;
  };
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const column = {
    id: "b.id",
    title: lang === "ar" ? "b.title_ar" : "b.title_en",
    sort_order: "b.sort_order",
    starts_at: "b.starts_at",
    ends_at: "b.ends_at",
    status: "b.status",
  } as const;
  const nullable = sort.key === "starts_at" || sort.key === "ends_at" ? "nullable" : undefined;
  const order = { by: [[column[sort.key], sort.dir, nullable]], tieBreaker: ["b.id", "asc"] } as const;
  return pageOf(
    (await orderedWindow(filtered().selectAll("b"), order, page).execute()).map((b) => out(b, lang, now)),
    num(total.n),
    page,
  );
}

export async function findBanner(db: Database, id: number) {
  const row = await db.selectFrom("banners").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, BANNER_NOT_FOUND);
  return row;
}

export async function bannerDetails(db: Database, lang: Lang, id: number) {
  return out(await findBanner(db, id), lang, nowIso());
}

const isSitePath = (p: string) => /^\/[A-Za-z0-9/_.-]*$/.test(p) && !p.includes("..");

/**
 * The fields' cross checks (422, all at once): the link is a site path or an http(s) URL; the end after the start;
 * an image is needed (a file, or `image` as a site path or https URL) unless the banner already has one.
 */
export function checkBanner(body: BannerFields, file: string | undefined, current?: Row) {
  const errors: Record<string, string[]> = {};
  if (body.link && !(isSitePath(body.link) || /^https?:\/\/[^\s]+$/i.test(body.link))) errors.link = [LINK_INVALID];
  if (body.starts_at && body.ends_at && body.ends_at <= body.starts_at) errors.ends_at = [ENDS_BEFORE_STARTS];
  if (!file) {
    if (body.image) {
      if (!(isSitePath(body.image) || isUploadPath(body.image) || /^https:\/\/[^\s]+$/i.test(body.image)))
        errors.image = [IMAGE_PATH_INVALID];
    } else if (!current) errors.image = [IMAGE_REQUIRED];
  }
  const keys = Object.keys(errors);
  if (keys.length)
    throw new ApiError(422, keys.length === 1 ? errors[keys[0]][0] : "The given data was invalid.", errors);
}

const values = (body: BannerFields) => ({
  title_en: body.title_en,
  title_ar: body.title_ar,
  subtitle_en: body.subtitle_en ?? "",
  subtitle_ar: body.subtitle_ar ?? "",
  link: body.link ?? null,
  target: body.target,
  starts_at: body.starts_at ?? null,
  ends_at: body.ends_at ?? null,
});

export async function createBanner(db: Database, body: BannerFields, image: string) {
  const last = await db
    .selectFrom("banners")
    .select((eb) => eb.fn.max("sort_order").as("m"))
    .where("target", "=", body.target)
    .executeTakeFirst();
  const { id } = await db
    .insertInto("banners")
    .values({
      ...values(body),
      image,
      sort_order: body.sort_order ?? num(last?.m) + 1,
      status: body.status ?? "active",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBanner(db: Database, id: number, body: BannerFields, image: string | undefined) {
  await db
    .updateTable("banners")
    .set({
      ...values(body),
      ...(image !== undefined ? { image } : {}),
      ...(body.sort_order !== undefined ? { sort_order: body.sort_order } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function setBannerStatus(db: Database, id: number, status: "active" | "inactive") {
  await db.updateTable("banners").set({ status }).where("id", "=", id).execute();
}

export async function deleteBanner(db: Database, id: number) {
  await db.deleteFrom("banners").where("id", "=", id).execute();
}
