import { sql } from "kysely";
import { type Database, nowIso } from "../../db/database.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { CATEGORY_IN_USE, CATEGORY_NAME_TAKEN, CATEGORY_NOT_FOUND, DUPLICATE_ID, ID_INVALID } from "./messages.js";
import type { CATEGORY_SORT_KEYS, CategoryFields } from "./schema.js";

/** Service categories as the admin manages them: every status, with counts; sorted and paged in SQL. */

const withCounts = (db: Database) =>
  db
    .selectFrom("categories as c")
    .selectAll("c")
    .select((eb) => [
      eb
        .selectFrom("services as s")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("s.category_id", "=", "c.id")
        .as("service_count"),
      eb
        .selectFrom("packages as p")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("p.category_id", "=", "c.id")
        .where("p.deleted_at", "is", null)
        .as("package_count"),
      eb
        .selectFrom("service_attributes as sa")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("sa.category_id", "=", "c.id")
        .as("attribute_count"),
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof withCounts>["execute"]>>[number];

const out = (c: Row, lang: Lang) => ({
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
  status: c.status,
  service_count: num(c.service_count),
  package_count: num(c.package_count),
  attribute_count: num(c.attribute_count),
  created_at: c.created_at,
});

export interface CategoryListFilters {
  search?: string;
  status?: "active" | "inactive";
  trending?: boolean;
}

export async function listAdminCategories(
  db: Database,
  lang: Lang,
  f: CategoryListFilters,
  sort: { key: (typeof CATEGORY_SORT_KEYS)[number]; dir: "asc" | "desc" },
  page: PageRequest,
) {
  const filtered = () => {
    let q = db.selectFrom("categories as c");
    if (f.status) q = q.where("c.status", "=", f.status);
    if (f.trending !== undefined) q = q.where("c.is_trending", "=", f.trending ? 1 : 0);
    if (f.search) {
      const pattern = likePattern(f.search);
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["c.name_en"]), "like", pattern),
          eb("c.name_ar", "like", pattern),
          eb("c.slug", "like", pattern),
        ]),
      );
    }
    return q;
  };
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  let q = withCounts(db);
  if (f.status) q = q.where("c.status", "=", f.status);
  if (f.trending !== undefined) q = q.where("c.is_trending", "=", f.trending ? 1 : 0);
  if (f.search) {
    const pattern = likePattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["c.name_en"]), "like", pattern),
        eb("c.name_ar", "like", pattern),
        eb("c.slug", "like", pattern),
      ]),
    );
  }
  const column =
    sort.key === "service_count"
      ? sql`service_count`
      : {
          id: "c.id",
          name: lang === "ar" ? "c.name_ar" : "c.name_en",
          sort_order: "c.sort_order",
          created_at: "c.created_at",
          status: "c.status",
          is_trending: "c.is_trending",
        }[sort.key];
  const order = { by: [[column, sort.dir]], tieBreaker: ["c.id", "asc"] } as const;
  return pageOf(
    (await orderedWindow(q, order, page).execute()).map((c) => out(c, lang)),
    num(total.n),
    page,
  );
}

export async function categoryDetails(db: Database, lang: Lang, id: number) {
  const row = await withCounts(db).where("c.id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, CATEGORY_NOT_FOUND);
  return out(row, lang);
}

export async function findCategory(db: Database, id: number) {
  const row = await db.selectFrom("categories").select(["id", "image", "icon"]).where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, CATEGORY_NOT_FOUND);
  return row;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "category";

async function uniqueSlug(db: Database, name: string, exceptId?: number) {
  const stem = slugify(name);
  let q = db.selectFrom("categories").select("slug").where("slug", "like", `${stem}%`);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  const taken = new Set((await q.execute()).map((r) => r.slug));
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}-${i}`)) return `${stem}-${i}`;
}

async function assertNameFree(db: Database, nameEn: string, exceptId?: number) {
  let q = db.selectFrom("categories").select("id").where(sql<string>`lower(name_en)`, "=", nameEn.toLowerCase());
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw fieldError("name_en", CATEGORY_NAME_TAKEN);
}

export async function createCategory(
  db: Database,
  body: CategoryFields,
  files: { image?: string | null; icon?: string | null },
) {
  await assertNameFree(db, body.name_en);
  const last = await db
    .selectFrom("categories")
    .select((eb) => eb.fn.max("sort_order").as("m"))
    .executeTakeFirst();
  const { id } = await db
    .insertInto("categories")
    .values({
      slug: await uniqueSlug(db, body.name_en),
      name_en: body.name_en,
      name_ar: body.name_ar,
      description_en: body.description_en ?? "",
      description_ar: body.description_ar ?? "",
      icon: files.icon ?? files.image ?? null,
      image: files.image ?? null,
      is_trending: body.is_trending ?? 0,
      sort_order: body.sort_order ?? num(last?.m) + 1,
      status: body.status ?? "active",
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCategory(
  db: Database,
  id: number,
  body: CategoryFields,
  files: { image?: string; icon?: string },
) {
  await assertNameFree(db, body.name_en, id);
  await db
    .updateTable("categories")
    .set({
      name_en: body.name_en,
      name_ar: body.name_ar,
      description_en: body.description_en ?? "",
      description_ar: body.description_ar ?? "",
      ...(body.is_trending !== undefined ? { is_trending: body.is_trending } : {}),
      ...(body.sort_order !== undefined ? { sort_order: body.sort_order } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(files.image !== undefined ? { image: files.image } : {}),
      ...(files.icon !== undefined ? { icon: files.icon } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function setCategoryFlags(
  db: Database,
  ids: number[],
  flags: { status?: "active" | "inactive"; is_trending?: 0 | 1 },
) {
  await assertIds(db, "categories", ids);
  await db.updateTable("categories").set(flags).where("id", "in", ids).execute();
  return ids.length;
}

/** 422 `ids.{i}` for ids that are not rows of `table`. */
export async function assertIds(db: Database, table: "categories" | "services", ids: number[]) {
  const found = new Set(
    (await db.selectFrom(table).select("id").where("id", "in", ids).execute()).map((r) => r.id as number),
  );
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    if (!found.has(id)) errors[`ids.${i}`] = [ID_INVALID];
  });
  const keys = Object.keys(errors);
  if (keys.length) throw new ApiError(422, keys.length === 1 ? ID_INVALID : "The given data was invalid.", errors);
}

/**
 * Puts `ids` in the given order. The ids keep the places they held among all categories (by sort_order, id), so a
 * page can be reordered on its own; then every category is numbered 1..n.
 */
export async function reorderCategories(db: Database, ids: number[]) {
  if (new Set(ids).size !== ids.length) throw fieldError("ids", DUPLICATE_ID);
  await assertIds(db, "categories", ids);
  await db.transaction().execute(async (trx) => {
    const all = (
      await trx.selectFrom("categories").select(["id", "sort_order"]).orderBy("sort_order").orderBy("id").execute()
    ).map((r) => r.id);
    const moving = new Set(ids);
    let next = 0;
    const order = all.map((id) => (moving.has(id) ? ids[next++] : id));
    const current = new Map(
      (await trx.selectFrom("categories").select(["id", "sort_order"]).execute()).map((r) => [r.id, num(r.sort_order)]),
    );
    for (let i = 0; i < order.length; i++) {
      if (current.get(order[i]) === i + 1) continue;
      await trx
        .updateTable("categories")
        .set({ sort_order: i + 1 })
        .where("id", "=", order[i])
        .execute();
    }
  });
}

export async function deleteCategory(db: Database, id: number) {
  const used =
    (await db.selectFrom("services").select("id").where("category_id", "=", id).executeTakeFirst()) ??
    (await db.selectFrom("packages").select("id").where("category_id", "=", id).executeTakeFirst()) ??
    (await db.selectFrom("partner_application_services").select("id").where("category_id", "=", id).executeTakeFirst());
  if (used) throw fieldError("id", CATEGORY_IN_USE);
  await db.deleteFrom("categories").where("id", "=", id).execute();
}
