import { type Database, nowIso } from "../../db/database.js";
import { fieldError } from "../../lib/errors.js";
import { aedText } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import {
  COUPON_ALREADY_USED,
  COUPON_EXPIRED,
  COUPON_FIRST_ORDER,
  COUPON_INVALID,
  COUPON_NOT_APPLICABLE,
  COUPON_USED_UP,
  couponMinOrder,
} from "./messages.js";

export interface CouponInput {
  code: string;
  /** null for a guest: per-user and first-order limits are re-checked at checkout when the user is known. */
  userId: number | null;
  kind: "service" | "package";
  /** Gross (VAT-inclusive) subtotal of the cart or order, in fils. */
  subtotalFils: number;
  /** The cart's partner (a partner-specific coupon applies only to that partner's services). */
  partnerId: number | null;
}

export interface CouponResult {
  coupon_id: number;
  code: string;
  description_en: string;
  description_ar: string;
  discount_fils: number;
}

const FIELD = "coupon_code";
const fail = (message: string) => fieldError(FIELD, message);

/** "500.00" for 50000 fils. */

/** The discount (fils) a coupon gives on a subtotal: percent rounded to the fils and capped, never above it. */
export function couponDiscount(
  coupon: { discount_type: string; discount_value: number; max_discount_fils: number | null },
  subtotalFils: number,
): number {
  let discount =
    coupon.discount_type === "percent"
      ? Math.round((subtotalFils * num(coupon.discount_value)) / 100)
      : num(coupon.discount_value);
  if (coupon.max_discount_fils !== null && coupon.max_discount_fils !== undefined)
    discount = Math.min(discount, num(coupon.max_discount_fils));
  return Math.max(0, Math.min(discount, subtotalFils));
}

/**
 * Checks a coupon code against a cart or order and answers the discount. Throws 422 on `coupon_code` with the
 * contract's messages: unknown or inactive, outside starts_at/ends_at, wrong cart kind or partner, minimum order,
 * first order only, per-user limit, total usage limit. The code is case-insensitive.
 */
export async function evaluateCoupon(db: Database, input: CouponInput): Promise<CouponResult> {
  const code = input.code.trim().toUpperCase();
  if (!code) throw fail(COUPON_INVALID);
  const coupon = await db.selectFrom("coupons").selectAll().where("code", "=", code).executeTakeFirst();
  if (coupon?.status !== "active") throw fail(COUPON_INVALID);
  const now = nowIso();
  if (coupon.starts_at && coupon.starts_at > now) throw fail(COUPON_INVALID);
  if (coupon.ends_at && coupon.ends_at < now) throw fail(COUPON_EXPIRED);
  if (coupon.applies_to !== "any" && coupon.applies_to !== input.kind) throw fail(COUPON_NOT_APPLICABLE);
  if (coupon.partner_id !== null && coupon.partner_id !== input.partnerId) throw fail(COUPON_NOT_APPLICABLE);
  const minOrder = num(coupon.min_order_fils);
  if (input.subtotalFils < minOrder) throw fail(couponMinOrder(aedText(minOrder)));
  if (input.userId !== null) {
    if (num(coupon.first_order_only) === 1) {
      const paid = await db
        .selectFrom("orders")
        .select("id")
        .where("user_id", "=", input.userId)
        .where("status", "=", "paid")
        .limit(1)
        .executeTakeFirst();
      if (paid) throw fail(COUPON_FIRST_ORDER);
    }
    const perUser = num(coupon.per_user_limit);
    if (perUser > 0) {
      const used = await db
        .selectFrom("coupon_redemptions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("coupon_id", "=", coupon.id)
        .where("user_id", "=", input.userId)
        .executeTakeFirstOrThrow();
      if (num(used.n) >= perUser) throw fail(COUPON_ALREADY_USED);
    }
  }
  // Reservations of live orders count (coupons.used_count); the order's creation takes one atomically.
  if (coupon.usage_limit !== null && num(coupon.used_count) >= num(coupon.usage_limit)) throw fail(COUPON_USED_UP);
  return {
    coupon_id: coupon.id,
    code: coupon.code,
    description_en: coupon.description_en,
    description_ar: coupon.description_ar,
    discount_fils: couponDiscount(coupon, input.subtotalFils),
  };
}

/** True for a unique-index violation on SQLite (better-sqlite3) or PostgreSQL. */
const isUniqueViolation = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
};

export interface Reservation {
  couponId: number;
  userId: number;
  orderId: number;
  discountFils: number;
}

/**
 * Reserves one use of a coupon for an order, atomically, inside the caller's transaction (the order's). Three
 * guards that hold on SQLite and PostgreSQL under parallel checkouts, each answering 422 on `coupon_code`:
 * - total limit: `update coupons set used_count = used_count + 1 where used_count < usage_limit` (a row lock on
 *   PostgreSQL; the loser sees 0 rows updated);
 * - per customer: the reservation takes a free `slot` in 1..per_user_limit, unique per (coupon, user);
 * - first order only: no paid order yet, and `first_order_user_id` (unique) holds one live first-order coupon per
 *   customer.
 * The reservation is the `coupon_redemptions` row; `releaseCoupon` removes it when the order fails or expires.
 */
export async function reserveCoupon(db: Database, input: Reservation): Promise<void> {
  const coupon = await db
    .selectFrom("coupons")
    .select(["id", "per_user_limit", "usage_limit", "first_order_only"])
    .where("id", "=", input.couponId)
    .executeTakeFirst();
  if (!coupon) throw fail(COUPON_INVALID);
  const held = await db
    .selectFrom("coupon_redemptions")
    .select("id")
    .where("order_id", "=", input.orderId)
    .where("coupon_id", "=", input.couponId)
    .executeTakeFirst();
  if (held) return;
  const firstOrder = num(coupon.first_order_only) === 1;
  if (firstOrder) {
    const paid = await db
      .selectFrom("orders")
      .select("id")
      .where("user_id", "=", input.userId)
      .where("status", "=", "paid")
      .where("id", "!=", input.orderId)
      .limit(1)
      .executeTakeFirst();
    if (paid) throw fail(COUPON_FIRST_ORDER);
  }
  const perUser = num(coupon.per_user_limit);
  let slot: number | null = null;
  if (perUser > 0) {
    const taken = new Set(
      (
        await db
          .selectFrom("coupon_redemptions")
          .select("slot")
          .where("coupon_id", "=", input.couponId)
          .where("user_id", "=", input.userId)
          .execute()
      ).map((r) => num(r.slot)),
    );
    for (let i = 1; i <= perUser && slot === null; i++) if (!taken.has(i)) slot = i;
    if (slot === null) throw fail(COUPON_ALREADY_USED);
  }
  let counted = db
    .updateTable("coupons")
    .set((eb) => ({ used_count: eb("used_count", "+", 1) }))
    .where("id", "=", input.couponId);
  if (coupon.usage_limit !== null) counted = counted.where("used_count", "<", num(coupon.usage_limit));
  const res = await counted.executeTakeFirst();
  if (num(res.numUpdatedRows) === 0) throw fail(COUPON_USED_UP);
  try {
    await db
      .insertInto("coupon_redemptions")
      .values({
        coupon_id: input.couponId,
        user_id: input.userId,
        order_id: input.orderId,
        discount_fils: input.discountFils,
        slot,
        first_order_user_id: firstOrder ? input.userId : null,
        created_at: nowIso(),
      })
      .execute();
  } catch (err) {
    // A parallel checkout took the same slot (or the customer's first-order claim) first. The caller's
    // transaction rolls back with this error, the counter update included.
    if (!isUniqueViolation(err)) throw err;
    throw fail(perUser > 0 ? COUPON_ALREADY_USED : COUPON_FIRST_ORDER);
  }
}

/** Releases an order's coupon reservation (the order failed, expired or was cancelled unpaid). */
export async function releaseCoupon(db: Database, orderId: number): Promise<void> {
  const rows = await db
    .selectFrom("coupon_redemptions")
    .select(["id", "coupon_id"])
    .where("order_id", "=", orderId)
    .execute();
  for (const r of rows) {
    await db.deleteFrom("coupon_redemptions").where("id", "=", r.id).execute();
    await db
      .updateTable("coupons")
      .set((eb) => ({ used_count: eb("used_count", "-", 1) }))
      .where("id", "=", r.coupon_id)
      .where("used_count", ">", 0)
      .execute();
  }
}

/** Records that a user redeemed a coupon on an order: the same guarded reservation as at checkout. */
export const recordRedemption = (db: Database, input: Reservation): Promise<void> => reserveCoupon(db, input);
