import type { Database } from "../../db/database.js";
import { ApiError, fieldError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { likePattern, num, type OrderTerm, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import {
  PROPERTY_SIZE_NOT_FOUND,
  PROPERTY_TYPE_INVALID,
  PROPERTY_TYPE_NOT_FOUND,
  SIZE_IN_USE,
  SIZE_KEY_IN_USE,
  SIZE_KEY_TAKEN,
  TYPE_IN_USE,
  TYPE_KEY_FIXED,
  TYPE_TAKEN,
} from "./messages.js";

/**
 * Property types (apartment, villa, office: the keys package pricing, carts, subscriptions and addresses store) and
 * their sizes. A type or size in use cannot be deleted (422), and a size key in use cannot change.
 */

type Usage = { package_count: number; price_count: number; address_count: number; in_use: boolean };

async function typeUsage(db: Database, type: string): Promise<Usage> {
  const count = async (
    table:
      | "package_property_types"
      | "package_pricing"
      | "user_addresses"
      | "package_cart_items"
      | "package_subscriptions",
  ) =>
    num(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("property_type", "=", type)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [packages, prices, addresses, carts, subscriptions] = await Promise.all([
    count("package_property_types"),
    count("package_pricing"),
    count("user_addresses"),
    count("package_cart_items"),
    count("package_subscriptions"),
  ]);
  return {
    package_count: packages,
    price_count: prices,
    address_count: addresses,
    in_use: packages + prices + addresses + carts + subscriptions > 0,
  };
}

async function sizeUsage(db: Database, type: string, key: string): Promise<Usage> {
  const count = async (table: "package_pricing" | "user_addresses" | "package_cart_items" | "package_subscriptions") =>
    num(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("property_type", "=", type)
          .where("property_size", "=", key)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [prices, addresses, carts, subscriptions] = await Promise.all([
    count("package_pricing"),
    count("user_addresses"),
    count("package_cart_items"),
    count("package_subscriptions"),
  ]);
  const packages = num(
    (
      await db
        .selectFrom("package_pricing")
        .select((eb) => eb.fn.count<number>("package_id").distinct().as("n"))
        .where("property_type", "=", type)
        .where("property_size", "=", key)
        .executeTakeFirstOrThrow()
    ).n,
  );
  return {
    package_count: packages,
    price_count: prices,
    address_count: addresses,
    in_use: prices + addresses + carts + subscriptions > 0,
  };
}

type SizeRow = {
  id: number;
  property_type_id: number;
  key: string;
  name_en: string;
  name_ar: string;
  sort_order: number;
};

async function sizeOut(db: Database, lang: Lang, type: string, s: SizeRow) {
  return {
    id: s.id,
    property_type_id: s.property_type_id,
    key: s.key,
    name: lang === "ar" ? s.name_ar : s.name_en,
    name_en: s.name_en,
    name_ar: s.name_ar,
    sort_order: num(s.sort_order),
    ...(await sizeUsage(db, type, s.key)),
  };
}

async function typeOut(
  db: Database,
  lang: Lang,
  t: { id: number; type: string; name_en: string; name_ar: string; sort_order: number },
) {
  const sizes = await db
    .selectFrom("property_sizes")
    .selectAll()
    .where("property_type_id", "=", t.id)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return {
    id: t.id,
    type: t.type,
    name: lang === "ar" ? t.name_ar : t.name_en,
    name_en: t.name_en,
    name_ar: t.name_ar,
    sort_order: num(t.sort_order),
    sizes: await Promise.all(sizes.map((s) => sizeOut(db, lang, t.type, s))),
    ...(await typeUsage(db, t.type)),
  };
}

export async function listPropertyTypes(db: Database, lang: Lang, search: string | undefined, page: PageRequest) {
  const filtered = () => {
    let q = db.selectFrom("property_types as t");
    if (search) {
      const pattern = likePattern(search);
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["t.name_en"]), "like", pattern),
          eb("t.name_ar", "like", pattern),
          eb("t.type", "like", pattern),
        ]),
      );
    }
    return q;
  };
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await orderedWindow(filtered().selectAll("t"), "t.sort_order", "t.id", "asc", page).execute();
  return pageOf(await Promise.all(rows.map((t) => typeOut(db, lang, t))), num(total.n), page);
}

export async function findPropertyType(db: Database, id: number) {
  const row = await db.selectFrom("property_types").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, PROPERTY_TYPE_NOT_FOUND);
  return row;
}

export async function propertyTypeDetails(db: Database, lang: Lang, id: number) {
  return typeOut(db, lang, await findPropertyType(db, id));
}

export async function createPropertyType(
  db: Database,
  body: { type: string; name_en: string; name_ar: string; sort_order?: number },
) {
  const taken = await db.selectFrom("property_types").select("id").where("type", "=", body.type).executeTakeFirst();
  if (taken) throw fieldError("type", TYPE_TAKEN);
  const last = await db
    .selectFrom("property_types")
    .select((eb) => eb.fn.max("sort_order").as("m"))
    .executeTakeFirst();
  const { id } = await db
    .insertInto("property_types")
    .values({
      type: body.type,
      name_en: body.name_en,
      name_ar: body.name_ar,
      sort_order: body.sort_order ?? num(last?.m) + 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updatePropertyType(
  db: Database,
  id: number,
  body: { type?: string; name_en: string; name_ar: string; sort_order?: number },
) {
  const current = await findPropertyType(db, id);
  if (body.type !== undefined && body.type !== current.type) throw fieldError("type", TYPE_KEY_FIXED);
  await db
    .updateTable("property_types")
    .set({
      name_en: body.name_en,
      name_ar: body.name_ar,
      ...(body.sort_order !== undefined ? { sort_order: body.sort_order } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function deletePropertyType(db: Database, id: number) {
  const current = await findPropertyType(db, id);
  if ((await typeUsage(db, current.type)).in_use) throw fieldError("id", TYPE_IN_USE);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("property_sizes").where("property_type_id", "=", id).execute();
    await trx.deleteFrom("property_types").where("id", "=", id).execute();
  });
}

// ---- sizes -----------------------------------------------------------------------------------------------------

export async function listPropertySizes(
  db: Database,
  lang: Lang,
  f: { property_type_id?: number; search?: string },
  sort: { key: "id" | "key" | "name" | "sort_order"; dir: "asc" | "desc" },
  page: PageRequest,
) {
  const filtered = () => {
    let q = db.selectFrom("property_sizes as s").innerJoin("property_types as t", "t.id", "s.property_type_id");
    if (f.property_type_id !== undefined) q = q.where("s.property_type_id", "=", f.property_type_id);
    if (f.search) {
      const pattern = likePattern(f.search);
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["s.name_en"]), "like", pattern),
          eb("s.name_ar", "like", pattern),
          eb("s.key", "like", pattern),
        ]),
      );
    }
    return q;
  };
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const column = {
    id: "s.id",
    key: "s.key",
    name: lang === "ar" ? "s.name_ar" : "s.name_en",
    sort_order: "s.sort_order",
  } as const;
  const by: OrderTerm[] = [
    ["t.sort_order", "asc"],
    [column[sort.key], sort.dir],
  ];
  const q = filtered().selectAll("s").select("t.type");
  const rows = await orderedWindow(q, { by, tieBreaker: ["s.id", "asc"] }, page).execute();
  return pageOf(await Promise.all(rows.map((s) => sizeOut(db, lang, s.type, s))), num(total.n), page);
}

export async function findPropertySize(db: Database, id: number) {
  const row = await db
    .selectFrom("property_sizes as s")
    .innerJoin("property_types as t", "t.id", "s.property_type_id")
    .selectAll("s")
    .select("t.type")
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, PROPERTY_SIZE_NOT_FOUND);
  return row;
}

export async function propertySizeDetails(db: Database, lang: Lang, id: number) {
  const s = await findPropertySize(db, id);
  return sizeOut(db, lang, s.type, s);
}

async function assertKeyFree(db: Database, typeId: number, key: string, exceptId?: number) {
  let q = db.selectFrom("property_sizes").select("id").where("property_type_id", "=", typeId).where("key", "=", key);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw fieldError("key", SIZE_KEY_TAKEN);
}

export async function createPropertySize(
  db: Database,
  body: { property_type_id: number; key: string; name_en: string; name_ar: string; sort_order?: number },
) {
  const type = await db
    .selectFrom("property_types")
    .select("id")
    .where("id", "=", body.property_type_id)
    .executeTakeFirst();
  if (!type) throw fieldError("property_type_id", PROPERTY_TYPE_INVALID);
  await assertKeyFree(db, type.id, body.key);
  const last = await db
    .selectFrom("property_sizes")
    .select((eb) => eb.fn.max("sort_order").as("m"))
    .where("property_type_id", "=", type.id)
    .executeTakeFirst();
  const { id } = await db
    .insertInto("property_sizes")
    .values({
      property_type_id: type.id,
      key: body.key,
      name_en: body.name_en,
      name_ar: body.name_ar,
      sort_order: body.sort_order ?? num(last?.m) + 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updatePropertySize(
  db: Database,
  id: number,
  body: { key: string; name_en: string; name_ar: string; sort_order?: number },
) {
  const current = await findPropertySize(db, id);
  if (body.key !== current.key) {
    if ((await sizeUsage(db, current.type, current.key)).in_use) throw fieldError("key", SIZE_KEY_IN_USE);
    await assertKeyFree(db, current.property_type_id, body.key, id);
  }
  await db
    .updateTable("property_sizes")
    .set({
      key: body.key,
      name_en: body.name_en,
      name_ar: body.name_ar,
      ...(body.sort_order !== undefined ? { sort_order: body.sort_order } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function deletePropertySize(db: Database, id: number) {
  const current = await findPropertySize(db, id);
  if ((await sizeUsage(db, current.type, current.key)).in_use) throw fieldError("id", SIZE_IN_USE);
  await db.deleteFrom("property_sizes").where("id", "=", id).execute();
}
