/** Setup shared by the commerce suites (orders, payments, wallet, bookings): customers, cards, rows written directly. */
import type { Insertable } from "kysely";
import { type BookingsTable, nowIso } from "../../server/src/db/database.js";
import { dubaiDate } from "../../server/src/lib/dubai.js";
import { hashPassword } from "../../server/src/lib/password.js";
import { bearer, login, makeTestApp, type TestApp } from "./helpers.js";

export type Db = Awaited<ReturnType<typeof makeTestApp>>["db"];

/** A second customer (the seed has one), signed in. */
export async function makeCustomer(app: TestApp, db: Db, email: string) {
  const at = nowIso();
  const { id } = await db
    .insertInto("users")
    .values({
      first_name: "Omar",
      last_name: "Haddad",
      email,
      phone: null,
      password_hash: await hashPassword("Other#2026"),
      gender: "male",
      user_profile: null,
      email_verified_at: at,
      phone_verified_at: at,
      last_login_at: null,
      status: "active",
      partner_id: null,
      preferred_language: "en",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom("roles")
    .select("id")
    .where("type", "=", "customer")
    .where("partner_id", "is", null)
    .executeTakeFirstOrThrow();
  await db.insertInto("user_roles").values({ user_id: id, role_id: role.id, is_default: 1 }).execute();
  return { id, token: (await login(app, email, "Other#2026")).access_token };
}

/**
 * A fresh app with the seed's customer (Aisha) and admin signed in, a second customer (`otherEmail`) and the first
 * partner's id.
 */
export async function commerceApp(otherEmail: string) {
  const { app, db } = await makeTestApp();
  const session = await login(app, "customer@khidma.test", "Customer#2026");
  const staffToken = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  const other = await makeCustomer(app, db, otherEmail);
  const partnerId = (await db.selectFrom("partners").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
  return { app, db, token: session.access_token, userId: session.user.id, staffToken, other, partnerId };
}

/** GET and POST on `/api/v2/…`, as `token()` unless another token is given (app and token are read lazily). */
export function requests(ctx: () => { app: TestApp; token: string }) {
  const get = (url: string, t = ctx().token, lang = "en") =>
    ctx().app.inject({ method: "GET", url: `/api/v2/${url}`, headers: { ...bearer(t), "accept-language": lang } });
  const post = (url: string, payload: Record<string, unknown>, t = ctx().token, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: "POST", url: `/api/v2/${url}`, headers: { ...bearer(t), ...headers }, payload });
  return { get, post };
}

/** The test gateway's good card, in `cardName`'s name. */
export const testCard = (over: Record<string, unknown> = {}, cardName = "Aisha Al Mansoori") => ({
  card_number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: "123",
  card_name: cardName,
  ...over,
});

/** YYYY-MM-DD, `n` days after today in Dubai. */
export const daysFromToday = (n: number) => {
  const d = new Date(`${dubaiDate()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A cart row of `kind` for `userId` (no guest token), answering its id. */
export async function insertCart(
  db: Db,
  userId: number,
  kind: "service" | "package",
  over: { coupon_id?: number | null; notes?: string | null } = {},
) {
  const at = nowIso();
  return db
    .insertInto("carts")
    .values({
      kind,
      user_id: userId,
      guest_token_id: null,
      coupon_id: null,
      notes: null,
      images: "[]",
      created_at: at,
      updated_at: at,
      ...over,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** The user's cart of `kind`, made when there is none. */
export async function cartOf(db: Db, userId: number, kind: "service" | "package") {
  const found = await db
    .selectFrom("carts")
    .select("id")
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return found ?? insertCart(db, userId, kind);
}

/** A saved address (an apartment, 2 bedrooms) of `userId`, answering its id; `over` changes any column. */
export async function insertAddress(
  db: Db,
  userId: number,
  over: Partial<{ emirate_id: number; community_id: number; building: string; apartment_or_villa_number: string }> = {},
) {
  const at = nowIso();
  const community_id =
    over.community_id ?? (await db.selectFrom("communities").select("id").executeTakeFirstOrThrow()).id;
  return db
    .insertInto("user_addresses")
    .values({
      user_id: userId,
      label: "home",
      emirate_id: 1,
      building: "B",
      apartment_or_villa_number: "1",
      street: null,
      property_type: "apartment",
      property_size: "2br",
      latitude: 25,
      longitude: 55,
      is_default: 1,
      created_at: at,
      updated_at: at,
      ...over,
      community_id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

type BookingRow = Pick<Insertable<BookingsTable>, "number" | "user_id" | "partner_id" | "scheduled_at"> &
  Partial<
    Pick<
      Insertable<BookingsTable>,
      "order_id" | "address_text" | "duration_minutes" | "status" | "payment_status" | "total_fils" | "completed_at"
    >
  >;

/** A booking row written directly (no order unless given, no address, no technician), answering its id. */
export async function insertBooking(db: Db, row: BookingRow) {
  const at = nowIso();
  return db
    .insertInto("bookings")
    .values({
      order_id: null,
      user_address_id: null,
      address_text: "Somewhere",
      community_id: null,
      duration_minutes: 60,
      status: "requested",
      payment_status: "pending",
      technician_id: null,
      subscription_id: null,
      total_fils: 10000,
      notes: null,
      images: "[]",
      cancellation_fee_fils: null,
      cancel_reason: null,
      cancelled_at: null,
      completed_at: null,
      reschedule_count: 0,
      created_at: at,
      updated_at: at,
      ...row,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/**
 * Owner@other.test: a copy of the demo partner's owner for another partner (its own "Partner Owner" role where it has
 * one, else the demo owner's), signed in; answers its token. For suites that check a partner sees only its own rows.
 */
export async function otherPartnerOwner(app: TestApp, db: Db, partnerId: number): Promise<string> {
  const owner = await db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", "partner@khidma.test")
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto("users")
    .values({ ...owner, id: undefined, email: "owner@other.test", phone: null, partner_id: partnerId })
    .returning("id")
    .executeTakeFirstOrThrow();
  const ownerRole = await db
    .selectFrom("user_roles")
    .select("role_id")
    .where("user_id", "=", owner.id)
    .executeTakeFirstOrThrow();
  const otherRole = await db
    .selectFrom("roles")
    .select("id")
    .where("partner_id", "=", partnerId)
    .where("name", "=", "Partner Owner")
    .executeTakeFirst();
  await db
    .insertInto("user_roles")
    .values({ user_id: id, role_id: otherRole?.id ?? ownerRole.role_id, is_default: 1 })
    .execute();
  return (await login(app, "owner@other.test", "Partner#2026")).access_token;
}
