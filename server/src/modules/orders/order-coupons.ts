import { z } from "zod";
import type { Database } from "../../db/database.js";
import { aed } from "../../lib/money.js";
import { num } from "../../lib/query.js";

/** Each code of an order with the discount it gave and who bears it (coupon stacking, issue 17). */
export const orderCouponsSchema = z
  .array(
    z.object({
      code: z.string(),
      funded_by: z.enum(["khidma", "partner"]).describe("Who bears this discount: Khidma, or the partner"),
      discount: z.number().describe("This code's discount, AED VAT incl.; the codes' discounts sum to the discount"),
    }),
  )
  .describe(
    "Every code of the order in the order applied (the partner promotion first, the Khidma coupon on what remains): " +
      "one, or two stacked. coupon_code stays the first code the customer applied.",
  );

export type OrderCouponView = z.infer<typeof orderCouponsSchema>[number];

/**
 * The codes of an order: its order_coupons rows (041), or for an order sold before, its one coupon with the whole
 * discount.
 */
export async function orderCouponViews(
  db: Database,
  order: { id: number; coupon_id: number | null; coupon_code_id?: number | null; discount_fils: number },
): Promise<OrderCouponView[]> {
  const rows = await db
    .selectFrom("order_coupons as oc")
    .innerJoin("coupons as c", "c.id", "oc.coupon_id")
    .leftJoin("coupon_codes as cc", "cc.id", "oc.code_id")
    .select((eb) => [eb.fn.coalesce("cc.code", "c.code").as("code"), "oc.funded_by", "oc.discount_fils"])
    .where("oc.order_id", "=", order.id)
    .orderBy("oc.position")
    .execute();
  if (rows.length > 0)
    return rows.map((r) => ({
      code: r.code,
      funded_by: r.funded_by === "partner" ? "partner" : "khidma",
      discount: aed(num(r.discount_fils)),
    }));
  if (order.coupon_id === null) return [];
  const c = await db
    .selectFrom("coupons")
    .select(["code", "funded_by"])
    .where("id", "=", order.coupon_id)
    .executeTakeFirst();
  const generated =
    order.coupon_code_id == null
      ? undefined
      : await db.selectFrom("coupon_codes").select("code").where("id", "=", order.coupon_code_id).executeTakeFirst();
  if (!c) return [];
  return [
    {
      code: generated?.code ?? c.code,
      funded_by: c.funded_by === "partner" ? "partner" : "khidma",
      discount: aed(num(order.discount_fils)),
    },
  ];
}
