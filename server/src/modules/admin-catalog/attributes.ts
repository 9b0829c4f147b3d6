import type { Selectable } from "kysely";
import { type Database, type DB, nowIso } from "../../db/database.js";
import { ApiError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import { ATTRIBUTE_NOT_FOUND, ID_INVALID, OPTIONS_REQUIRED } from "./messages.js";
import type { ATTRIBUTE_SORT_KEYS, AttributeBody } from "./schema.js";

/** Attributes (text, number or select with options) and the service categories they apply to. */

type Option = { en: string; ar: string };

const parseOptions = (text: string): Option[] => {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v.filter((o) => o && typeof o.en === "string" && typeof o.ar === "string") : [];
  } catch {
    return [];
  }
};

export interface AttributeFilters {
  search?: string;
  type?: string;
  category_id?: number;
  status?: string;
}

export async function listAttributes(
  db: Database,
  lang: Lang,
  f: AttributeFilters,
  sort: { key: (typeof ATTRIBUTE_SORT_KEYS)[number]; dir: "asc" | "desc" },
  page: PageRequest,
) {
  const filtered = () => {
    let q = db.selectFrom("attributes as a");
    if (f.type) q = q.where("a.type", "=", f.type);
    if (f.status) q = q.where("a.status", "=", f.status);
    if (f.category_id !== undefined) {
      const categoryId = f.category_id;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("service_attributes as sa")
            .select("sa.attribute_id")
            .whereRef("sa.attribute_id", "=", "a.id")
            .where("sa.category_id", "=", categoryId),
        ),
      );
    }
    if (f.search) {
      const pattern = likePattern(f.search);
      q = q.where((eb) =>
        eb.or([eb(eb.fn("lower", ["a.name_en"]), "like", pattern), eb("a.name_ar", "like", pattern)]),
      );
    }
    return q;
  };
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const column = {
    id: "a.id",
    name: lang === "ar" ? "a.name_ar" : "a.name_en",
    type: "a.type",
    sort_order: "a.sort_order",
    created_at: "a.created_at",
  } as const;
  const order = { by: [[column[sort.key], sort.dir]], tieBreaker: ["a.id", "asc"] } as const;
  const rows = await orderedWindow(filtered().selectAll("a"), order, page).execute();
  return pageOf(await shape(db, lang, rows), num(total.n), page);
}

type Row = Selectable<DB["attributes"]>;

async function shape(db: Database, lang: Lang, rows: Row[]) {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom("service_attributes as sa")
    .innerJoin("categories as c", "c.id", "sa.category_id")
    .select(["sa.attribute_id", "c.id", "c.name_en", "c.name_ar"])
    .where(
      "sa.attribute_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("c.sort_order")
    .orderBy("c.id")
    .execute();
  const byAttribute = new Map<number, { id: number; name: string }[]>();
  for (const l of links) {
    const list = byAttribute.get(l.attribute_id) ?? [];
    list.push({ id: l.id, name: lang === "ar" ? l.name_ar : l.name_en });
    byAttribute.set(l.attribute_id, list);
  }
  return rows.map((a) => {
    const categories = byAttribute.get(a.id) ?? [];
    return {
      id: a.id,
      name: lang === "ar" ? a.name_ar : a.name_en,
      name_en: a.name_en,
      name_ar: a.name_ar,
      type: a.type,
      options: parseOptions(a.options).map((o) => ({ ...o, label: lang === "ar" ? o.ar : o.en })),
      is_required: num(a.is_required),
      sort_order: num(a.sort_order),
      status: a.status,
      category_ids: categories.map((c) => c.id),
      categories,
      created_at: a.created_at,
      updated_at: a.updated_at,
    };
  });
}

export async function attributeDetails(db: Database, lang: Lang, id: number) {
  const rows = await db.selectFrom("attributes").selectAll().where("id", "=", id).execute();
  const [outRow] = await shape(db, lang, rows);
  if (!outRow) throw new ApiError(404, ATTRIBUTE_NOT_FOUND);
  return outRow;
}

export async function findAttribute(db: Database, id: number) {
  const row = await db.selectFrom("attributes").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, ATTRIBUTE_NOT_FOUND);
  return row;
}

/** 422 for a select without options, and for unknown category ids (`category_ids.{i}`). */
export async function checkAttribute(db: Database, body: AttributeBody) {
  const errors: Record<string, string[]> = {};
  if (body.type === "select" && (body.options ?? []).length === 0) errors.options = [OPTIONS_REQUIRED];
  const ids = body.category_ids ?? [];
  if (ids.length) {
    const found = new Set(
      (await db.selectFrom("categories").select("id").where("id", "in", ids).execute()).map((r) => r.id),
    );
    ids.forEach((id, i) => {
      if (!found.has(id)) errors[`category_ids.${i}`] = [ID_INVALID];
    });
  }
  const keys = Object.keys(errors);
  if (keys.length)
    throw new ApiError(422, keys.length === 1 ? errors[keys[0]][0] : "The given data was invalid.", errors);
}

const values = (body: AttributeBody) => ({
  name_en: body.name_en,
  name_ar: body.name_ar,
  type: body.type,
  options: JSON.stringify(body.type === "select" ? (body.options ?? []) : []),
  is_required: body.is_required ?? 0,
  sort_order: body.sort_order ?? 0,
  status: body.status ?? "active",
  updated_at: nowIso(),
});

async function link(db: Database, attributeId: number, categoryIds: number[]) {
  await db.deleteFrom("service_attributes").where("attribute_id", "=", attributeId).execute();
  if (categoryIds.length)
    await db
      .insertInto("service_attributes")
      .values(categoryIds.map((category_id) => ({ attribute_id: attributeId, category_id })))
      .execute();
}

export async function createAttribute(db: Database, body: AttributeBody) {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("attributes")
      .values({ ...values(body), created_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await link(trx, id, body.category_ids ?? []);
    return id;
  });
}

export async function updateAttribute(db: Database, id: number, body: AttributeBody) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("attributes").set(values(body)).where("id", "=", id).execute();
    if (body.category_ids !== undefined) await link(trx, id, body.category_ids);
  });
}

export async function deleteAttribute(db: Database, id: number) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("service_attributes").where("attribute_id", "=", id).execute();
    await trx.deleteFrom("attributes").where("id", "=", id).execute();
  });
}
