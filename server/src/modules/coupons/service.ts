import { type Database, nowIso } from "../../db/database.js";
import { fieldError } from "../../lib/errors.js";
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
const aedText = (fils: number) => (fils / 100).toFixed(2);

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
  if (coupon.usage_limit !== null) {
    const used = await db
      .selectFrom("coupon_redemptions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("coupon_id", "=", coupon.id)
      .executeTakeFirstOrThrow();
    if (num(used.n) >= num(coupon.usage_limit)) throw fail(COUPON_USED_UP);
  }
  return {
    coupon_id: coupon.id,
    code: coupon.code,
    description_en: coupon.description_en,
    description_ar: coupon.description_ar,
    discount_fils: couponDiscount(coupon, input.subtotalFils),
  };
}

/** Records that a user redeemed a coupon on an order (call when the order is paid or placed). */
export async function recordRedemption(
  db: Database,
  input: { couponId: number; userId: number; orderId: number; discountFils: number },
): Promise<void> {
  await db
    .insertInto("coupon_redemptions")
    .values({
      coupon_id: input.couponId,
      user_id: input.userId,
      order_id: input.orderId,
      discount_fils: input.discountFils,
      created_at: nowIso(),
    })
    .execute();
}
