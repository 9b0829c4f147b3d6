import type { Generated, Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Coupon stacking (issue 17): a cart and an order may hold a Khidma-funded coupon and a partner-funded promotion at
 * once when both are `combinable`.
 * - `carts.second_coupon_id`, `carts.second_coupon_code`: the second code the customer applied (the first stays in
 *   `carts.coupon_id`/`coupon_code`, as before).
 * - `order_coupons`: every coupon of an order sold since (one row, or two when stacked) with the discount it gave
 *   (fils, VAT incl.), the generated code it was applied with, its funder and its place in the order of
 *   application (1 = applied first: the partner's promotion). `orders.coupon_id` keeps naming the cart's first
 *   coupon, so older clients read the order as before; `orders.discount_fils` is the sum.
 * - `order_lines.partner_discount_fils`: the part of the line's discount funded by the partner (fils, VAT incl.);
 *   null on lines sold before, where the ledger keeps reading the order's one coupon.
 */
export const migration041CouponStacking: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await db.schema.alterTable("carts").addColumn("second_coupon_id", "integer").execute();
    await db.schema.alterTable("carts").addColumn("second_coupon_code", "text").execute();
    await db.schema.alterTable("order_lines").addColumn("partner_discount_fils", "integer").execute();
    await withId(db.schema.createTable("order_coupons").ifNotExists(), driver)
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id"))
      .addColumn("code_id", "integer")
      .addColumn("funded_by", "text", (c) => c.notNull())
      .addColumn("discount_fils", "integer", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("order_coupons_order_coupon")
      .ifNotExists()
      .on("order_coupons")
      .columns(["order_id", "coupon_id"])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("order_coupons").ifExists().execute();
    await db.schema.alterTable("order_lines").dropColumn("partner_discount_fils").execute();
    await db.schema.alterTable("carts").dropColumn("second_coupon_code").execute();
    await db.schema.alterTable("carts").dropColumn("second_coupon_id").execute();
  },
};

export interface OrderCouponsTable {
  id: Generated<number>;
  order_id: number;
  coupon_id: number;
  /** The generated code used (null: the coupon's own code). */
  code_id: number | null;
  funded_by: "khidma" | "partner";
  /** The discount this coupon gave on the order, fils (VAT incl.). */
  discount_fils: number;
  /** 1 = applied first (the partner's promotion when stacked). */
  position: number;
}

declare module "../database.js" {
  /** Declaration merging: the columns 041 adds. */
  interface CartsTable {
    /** The second code applied (stacking): its coupon, and the generated code (null: the coupon's own). */
    second_coupon_id: Generated<number | null>;
    second_coupon_code: Generated<string | null>;
  }
  interface OrderLinesTable {
    /** The partner-funded part of the line's discount, fils VAT incl. (null: sold before 041). */
    partner_discount_fils: Generated<number | null>;
  }
  interface DB {
    order_coupons: OrderCouponsTable;
  }
}
