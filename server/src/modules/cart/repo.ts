import { type Database, nowIso } from "../../db/database.js";
export type CartKind = "service" | "package";

/** Who a cart belongs to: a signed-in user, or a guest's client token (until that guest signs in). */
export type CartOwner = { userId: number; guestTokenId?: undefined } | { guestTokenId: number; userId?: undefined };

/** The owner's cart of a kind (the oldest, should a race ever have made two), or undefined. */
export async function findCart(db: Database, owner: CartOwner, kind: CartKind) {
  let q = db.selectFrom("carts").selectAll().where("kind", "=", kind);
  q =
    owner.userId !== undefined
      ? q.where("user_id", "=", owner.userId)
      : q.where("guest_token_id", "=", owner.guestTokenId).where("user_id", "is", null);
  return q.orderBy("id").limit(1).executeTakeFirst();
}

export type CartRow = NonNullable<Awaited<ReturnType<typeof findCart>>>;

/** The owner's cart of a kind, created when missing. */
export async function getOrCreateCart(db: Database, owner: CartOwner, kind: CartKind): Promise<CartRow> {
  const existing = await findCart(db, owner, kind);
  if (existing) return existing;
  const at = nowIso();
  await db
    .insertInto("carts")
    .values({
      kind,
      user_id: owner.userId ?? null,
      guest_token_id: owner.userId === undefined ? owner.guestTokenId : null,
      coupon_id: null,
      notes: null,
      images: "[]",
      created_at: at,
      updated_at: at,
    })
    .execute();
  return (await findCart(db, owner, kind))!;
}

export const touchCart = (db: Database, cartId: number) =>
  db.updateTable("carts").set({ updated_at: nowIso() }).where("id", "=", cartId).execute();

/** Service cart lines with what the view shows (services, partners or categories no longer active are left out). */
export const serviceItemRows = (db: Database, cartId: number) =>
  db
    .selectFrom("cart_items as ci")
    .innerJoin("services as s", "s.id", "ci.service_id")
    .innerJoin("partners as p", "p.id", "s.partner_id")
    .innerJoin("categories as c", "c.id", "s.category_id")
    .select([
      "ci.id",
      "ci.service_id",
      "ci.quantity",
      "ci.notes",
      "ci.images",
      "s.partner_id",
      "s.name_en",
      "s.name_ar",
      "s.image",
      "s.price_fils",
      "s.duration_minutes",
      "c.id as category_id",
      "c.name_en as category_name_en",
      "c.name_ar as category_name_ar",
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
      "p.logo as partner_logo",
      "p.cash_on_delivery",
    ])
    .where("ci.cart_id", "=", cartId)
    .where("s.active", "=", 1)
    .where("p.status", "=", "active")
    .where("c.status", "=", "active")
    .orderBy("ci.id")
    .execute();

export type ServiceItemRow = Awaited<ReturnType<typeof serviceItemRows>>[number];

/** An active service (of an active partner, in an active category) that can go into a cart. */
export const cartableService = (db: Database, serviceId: number) =>
  db
    .selectFrom("services as s")
    .innerJoin("partners as p", "p.id", "s.partner_id")
    .innerJoin("categories as c", "c.id", "s.category_id")
    .select(["s.id", "s.partner_id"])
    .where("s.id", "=", serviceId)
    .where("s.active", "=", 1)
    .where("p.status", "=", "active")
    .where("c.status", "=", "active")
    .executeTakeFirst();

/** Package cart lines with the names the view shows. */
export const packageItemRows = (db: Database, cartId: number) =>
  db
    .selectFrom("package_cart_items as i")
    .innerJoin("packages as pk", "pk.id", "i.package_id")
    .innerJoin("partners as p", "p.id", "pk.partner_id")
    .innerJoin("package_durations as d", "d.id", "i.package_duration_id")
    .leftJoin("property_types as pt", "pt.type", "i.property_type")
    .leftJoin("property_sizes as ps", (j) =>
      j.onRef("ps.property_type_id", "=", "pt.id").onRef("ps.key", "=", "i.property_size"),
    )
    .select([
      "i.id",
      "i.package_id",
      "i.package_duration_id",
      "i.property_type",
      "i.property_size",
      "i.user_address_id",
      "pk.name_en",
      "pk.name_ar",
      "pk.image",
      "pk.partner_id",
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
      "p.logo as partner_logo",
      "d.months",
      "d.label_en",
      "d.label_ar",
      "pt.name_en as type_name_en",
      "pt.name_ar as type_name_ar",
      "ps.name_en as size_name_en",
      "ps.name_ar as size_name_ar",
    ])
    .where("i.cart_id", "=", cartId)
    .orderBy("i.id")
    .execute();

export type PackageItemRow = Awaited<ReturnType<typeof packageItemRows>>[number];

export const parseImages = (text: string | null | undefined): string[] => {
  if (!text) return [];
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};
