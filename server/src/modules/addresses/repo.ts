import { type Database, nowIso } from "../../db/database.js";
import { ApiError, type FieldErrors, MESSAGES } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { num, orderedWindow, type PageRequest, pageOf } from "../../lib/query.js";
import type { AddressBody } from "./schema.js";

export const ADDRESS_NOT_FOUND = "The address was not found.";
export const COMMUNITY_NOT_IN_EMIRATE = "The community does not belong to the emirate.";
export const UNKNOWN_PROPERTY_SIZE = "The property size is not valid for the property type.";

const base = (db: Database) =>
  db
    .selectFrom("user_addresses as a")
    .innerJoin("emirates as e", "e.id", "a.emirate_id")
    .innerJoin("communities as c", "c.id", "a.community_id")
    .leftJoin("property_types as pt", "pt.type", "a.property_type")
    .leftJoin("property_sizes as ps", (j) =>
      j.onRef("ps.property_type_id", "=", "pt.id").onRef("ps.key", "=", "a.property_size"),
    )
    .selectAll("a")
    .select([
      "e.name_en as emirate_name_en",
      "e.name_ar as emirate_name_ar",
      "c.name_en as community_name_en",
      "c.name_ar as community_name_ar",
      "pt.name_en as type_name_en",
      "pt.name_ar as type_name_ar",
      "ps.name_en as size_name_en",
      "ps.name_ar as size_name_ar",
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof base>["executeTakeFirstOrThrow"]>>;

const shape = (r: Row, lang: Lang) => {
  const ar = lang === "ar";
  return {
    id: r.id,
    label: r.label,
    emirate_id: r.emirate_id,
    emirate_name: ar ? r.emirate_name_ar : r.emirate_name_en,
    emirate_name_en: r.emirate_name_en,
    emirate_name_ar: r.emirate_name_ar,
    community_id: r.community_id,
    community_name: ar ? r.community_name_ar : r.community_name_en,
    community_name_en: r.community_name_en,
    community_name_ar: r.community_name_ar,
    building: r.building,
    apartment_or_villa_number: r.apartment_or_villa_number,
    street: r.street ?? null,
    property_type: r.property_type,
    property_type_name: (ar ? r.type_name_ar : r.type_name_en) ?? r.property_type,
    property_size: r.property_size,
    property_size_name: (ar ? r.size_name_ar : r.size_name_en) ?? r.property_size,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    is_default: num(r.is_default),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
};
export type Address = ReturnType<typeof shape>;

/** The caller's addresses, default first, then newest. */
export async function listAddresses(db: Database, userId: number, lang: Lang, page: PageRequest) {
  const countRow = await db
    .selectFrom("user_addresses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const q = base(db).where("a.user_id", "=", userId);
  const rows = await orderedWindow(q, "a.is_default", "a.id", "desc", page).execute();
  return pageOf(
    rows.map((r) => shape(r, lang)),
    num(countRow.n),
    page,
  );
}

/** One of the caller's addresses; 404 when it does not exist or belongs to someone else. */
export async function getAddress(db: Database, userId: number, id: number, lang: Lang) {
  const row = await base(db).where("a.id", "=", id).where("a.user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, ADDRESS_NOT_FOUND);
  return shape(row, lang);
}

/** Cross-field checks (community in emirate, type and size known); fills the coordinates from the community. */
export async function resolveAddress(db: Database, body: AddressBody) {
  const errors: FieldErrors = {};
  const add = (f: string, m: string) => {
    errors[f] = [...(errors[f] ?? []), m];
  };
  const emirate = await db.selectFrom("emirates").select("id").where("id", "=", body.emirate_id).executeTakeFirst();
  if (!emirate) add("emirate_id", "The selected emirate id is invalid.");
  const community = await db
    .selectFrom("communities")
    .select(["id", "emirate_id", "latitude", "longitude"])
    .where("id", "=", body.community_id)
    .executeTakeFirst();
  if (!community) add("community_id", "The selected community id is invalid.");
  else if (emirate && community.emirate_id !== body.emirate_id) add("community_id", COMMUNITY_NOT_IN_EMIRATE);
  const type = await db
    .selectFrom("property_types")
    .select("id")
    .where("type", "=", body.property_type)
    .executeTakeFirst();
  if (!type) add("property_type", "The selected property type is invalid.");
  else {
    const size = await db
      .selectFrom("property_sizes")
      .select("id")
      .where("property_type_id", "=", type.id)
      .where("key", "=", body.property_size)
      .executeTakeFirst();
    if (!size) add("property_size", UNKNOWN_PROPERTY_SIZE);
  }
  if (body.latitude !== undefined && body.longitude === undefined)
    add("longitude", "The longitude field is required when latitude is present.");
  if (body.longitude !== undefined && body.latitude === undefined)
    add("latitude", "The latitude field is required when longitude is present.");
  const fields = Object.keys(errors);
  if (fields.length > 0 || !community) {
    const first = errors[fields[0]]?.[0];
    throw new ApiError(422, fields.length === 1 && first ? first : MESSAGES.invalid, errors);
  }
  return {
    label: body.label,
    emirate_id: body.emirate_id,
    community_id: body.community_id,
    building: body.building,
    apartment_or_villa_number: body.apartment_or_villa_number,
    street: body.street ?? null,
    property_type: body.property_type,
    property_size: body.property_size,
    latitude: body.latitude ?? Number(community.latitude),
    longitude: body.longitude ?? Number(community.longitude),
  };
}

type Values = Awaited<ReturnType<typeof resolveAddress>>;

export async function createAddress(db: Database, userId: number, values: Values, makeDefault: boolean) {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("user_addresses")
      .select("id")
      .where("user_id", "=", userId)
      .limit(1)
      .executeTakeFirst();
    const isDefault = makeDefault || !existing;
    if (isDefault)
      await trx.updateTable("user_addresses").set({ is_default: 0 }).where("user_id", "=", userId).execute();
    const at = nowIso();
    const row = await trx
      .insertInto("user_addresses")
      .values({ ...values, user_id: userId, is_default: isDefault ? 1 : 0, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateAddress(db: Database, userId: number, id: number, values: Values, makeDefault: boolean) {
  await db.transaction().execute(async (trx) => {
    if (makeDefault)
      await trx.updateTable("user_addresses").set({ is_default: 0 }).where("user_id", "=", userId).execute();
    await trx
      .updateTable("user_addresses")
      .set({ ...values, ...(makeDefault ? { is_default: 1 } : {}), updated_at: nowIso() })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .execute();
  });
}

export async function makeDefaultAddress(db: Database, userId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("user_addresses").set({ is_default: 0 }).where("user_id", "=", userId).execute();
    await trx
      .updateTable("user_addresses")
      .set({ is_default: 1, updated_at: nowIso() })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .execute();
  });
}

/** Deletes; when the default goes, the newest remaining address becomes the default. */
export async function deleteAddress(db: Database, userId: number, id: number, wasDefault: boolean) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("user_addresses").where("id", "=", id).where("user_id", "=", userId).execute();
    if (!wasDefault) return;
    const newest = await trx
      .selectFrom("user_addresses")
      .select("id")
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (newest) await trx.updateTable("user_addresses").set({ is_default: 1 }).where("id", "=", newest.id).execute();
  });
}
