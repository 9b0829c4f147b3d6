import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Promotions and vouchers, checkout rules and generated codes (issue 17a):
 * - `coupons.spent_fils`: the discount held by live reservations (the `coupon_redemptions` rows), kept by
 *   reserveCoupon/releaseCoupon with a guarded update (`spent_fils + d <= budget_fils`), so parallel checkouts never
 *   spend more than the budget. Backfilled from the redemptions there are.
 * - `coupon_code_batches`: a bulk generation (prefix, count asked, generated so far, running | done).
 * - `coupon_codes`: generated single-use codes of a coupon (`code` unique; one namespace with `coupons.code`, kept
 *   by the generator and coupon/create|update).
 * - `coupon_redemptions.code_id`: the generated code a reservation used (unique: a code is used once, atomically);
 *   indexes for the redemptions list (per coupon by time and by discount).
 * - `carts.coupon_code`: the code the customer applied (a generated one, or null: the coupon's own code).
 * - `orders.coupon_code_id`: the generated code an order holds, so a released reservation is taken again at payment.
 */
export const migration026CouponRules: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const index = async (name: string, on: string, columns: string[], unique = false) => {
      let b = db.schema.createIndex(name).ifNotExists().on(on).columns(columns);
      if (unique) b = b.unique();
      await b.execute();
    };

    await db.schema
      .alterTable("coupons")
      .addColumn("spent_fils", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update coupons set spent_fils = coalesce((select sum(r.discount_fils) from coupon_redemptions r
      where r.coupon_id = coupons.id), 0)`.execute(db);

    await withId(db.schema.createTable("coupon_code_batches").ifNotExists(), driver)
      .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
      .addColumn("prefix", "text", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("generated", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("running")) // running | done
      .addColumn("created_by", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await index("coupon_code_batches_coupon", "coupon_code_batches", ["coupon_id"]);
    await index("coupon_code_batches_status", "coupon_code_batches", ["status"]);

    await withId(db.schema.createTable("coupon_codes").ifNotExists(), driver)
      .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
      .addColumn("batch_id", "integer", (c) => c.notNull().references("coupon_code_batches.id").onDelete("cascade"))
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("coupon_codes_code", "coupon_codes", ["code"], true);
    await index("coupon_codes_coupon", "coupon_codes", ["coupon_id", "id"]);

    await db.schema.alterTable("coupon_redemptions").addColumn("code_id", "integer").execute();
    await index("coupon_redemptions_code", "coupon_redemptions", ["code_id"], true);
    await index("coupon_redemptions_coupon_created", "coupon_redemptions", ["coupon_id", "created_at"]);
    await index("coupon_redemptions_coupon_discount", "coupon_redemptions", ["coupon_id", "discount_fils"]);

    await db.schema.alterTable("carts").addColumn("coupon_code", "text").execute();
    await db.schema.alterTable("orders").addColumn("coupon_code_id", "integer").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const name of [
      "coupon_redemptions_code",
      "coupon_redemptions_coupon_created",
      "coupon_redemptions_coupon_discount",
    ])
      await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.alterTable("orders").dropColumn("coupon_code_id").execute();
    await db.schema.alterTable("carts").dropColumn("coupon_code").execute();
    await db.schema.alterTable("coupon_redemptions").dropColumn("code_id").execute();
    await db.schema.dropTable("coupon_codes").ifExists().execute();
    await db.schema.dropTable("coupon_code_batches").ifExists().execute();
    await db.schema.alterTable("coupons").dropColumn("spent_fils").execute();
  },
};
