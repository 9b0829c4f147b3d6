import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Security issue 13, data side:
 * - `audit_log`: who (user and active role), when, what (action, entity, id) and the values before and after.
 * - Coupon reservations: a coupon use is a `coupon_redemptions` row written when the order is created (released when
 *   the order fails or expires). `slot` (1..per_user_limit) with a unique (coupon, user, slot) index holds
 *   "N per customer"; `first_order_user_id` (set for first-order-only coupons) with a unique index holds "first
 *   order only"; `coupons.used_count` with a guarded `used_count < usage_limit` update holds the total limit.
 *   NULLs never collide in a unique index on SQLite or PostgreSQL, so unlimited coupons leave them NULL.
 * - `orders.expires_at`: unpaid card and wallet orders expire (30 minutes); cash orders have none.
 * - `upload_files`: every file written by an upload form, with the token and user that sent it (the daily cap per
 *   guest token and the sweep of unreferenced files read it).
 */
export const migration014SecurityData: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const index = async (name: string, on: string, columns: string[], unique = false) => {
      let b = db.schema.createIndex(name).ifNotExists().on(on).columns(columns);
      if (unique) b = b.unique();
      await b.execute();
    };

    await withId(db.schema.createTable("audit_log").ifNotExists(), driver)
      .addColumn("actor_user_id", "integer")
      .addColumn("actor_role_id", "integer")
      .addColumn("action", "text", (c) => c.notNull()) // create | update | delete | status | password | permissions
      .addColumn("entity", "text", (c) => c.notNull()) // user | role | role_permissions | partner
      .addColumn("entity_id", "integer")
      .addColumn("before_json", "text")
      .addColumn("after_json", "text")
      .addColumn("ip", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("audit_log_entity", "audit_log", ["entity", "entity_id"]);
    await index("audit_log_created", "audit_log", ["created_at"]);

    await db.schema
      .alterTable("coupons")
      .addColumn("used_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("coupon_redemptions").addColumn("slot", "integer").execute();
    await db.schema.alterTable("coupon_redemptions").addColumn("first_order_user_id", "integer").execute();
    // Existing redemptions: numbered per (coupon, user) in id order; counted on their coupon.
    await sql`update coupon_redemptions set slot = (select count(*) from coupon_redemptions r2
      where r2.coupon_id = coupon_redemptions.coupon_id and r2.user_id = coupon_redemptions.user_id
      and r2.id <= coupon_redemptions.id)`.execute(db);
    await sql`update coupons set used_count = (select count(*) from coupon_redemptions r
      where r.coupon_id = coupons.id)`.execute(db);
    await index("coupon_redemptions_slot", "coupon_redemptions", ["coupon_id", "user_id", "slot"], true);
    await index("coupon_redemptions_first_order", "coupon_redemptions", ["first_order_user_id"], true);
    await index("coupon_redemptions_order", "coupon_redemptions", ["order_id"]);

    await db.schema.alterTable("orders").addColumn("expires_at", "text").execute();
    await index("orders_expires", "orders", ["expires_at"]);
    await index("orders_cart", "orders", ["cart_id"]);
    // Unpaid card and wallet orders already there expire 30 minutes after they were made.
    const open = await sql<{ id: number; created_at: string }>`select id, created_at from orders
      where status in ('pending', 'failed') and payment_method in ('card', 'wallet')`.execute(db);
    for (const o of open.rows) {
      const at = new Date(new Date(o.created_at).getTime() + 30 * 60_000).toISOString();
      await sql`update orders set expires_at = ${at} where id = ${o.id}`.execute(db);
    }

    await withId(db.schema.createTable("upload_files").ifNotExists(), driver)
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("token_id", "integer")
      .addColumn("user_id", "integer")
      .addColumn("guest", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("bytes", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("upload_files_path", "upload_files", ["path"], true);
    await index("upload_files_token", "upload_files", ["token_id", "created_at"]);
    await index("upload_files_created", "upload_files", ["created_at"]);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("upload_files").ifExists().execute();
    await db.schema.dropTable("audit_log").ifExists().execute();
  },
};
