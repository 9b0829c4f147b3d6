import type { Kysely } from "kysely";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Announcements (issue 18c): what staff sent to a segment of users, with the recipient count; one notification per
 * recipient is written beside it (type `announcement`). The history reads newest first without a sort; the segment
 * queries are index ranges at 100,000 customers: a role's holders (`user_roles (role_id, user_id)`), a partner's
 * team (`users (partner_id, status)`) and the customers with an address in an emirate
 * (`user_addresses (emirate_id, user_id)`). Customers of a category come from `booking_items_service` (019).
 */
export const migration033Announcements: AppMigration = {
  async up(db: Kysely<unknown>, driver) {
    await withId(db.schema.createTable("announcements").ifNotExists(), driver)
      .addColumn("segment", "text", (c) => c.notNull())
      .addColumn("target_id", "integer")
      .addColumn("title_en", "text", (c) => c.notNull())
      .addColumn("title_ar", "text", (c) => c.notNull())
      .addColumn("body_en", "text", (c) => c.notNull())
      .addColumn("body_ar", "text", (c) => c.notNull())
      .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("sent_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    const index = (name: string, table: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
    await index("announcements_created_id", "announcements", ["created_at", "id"]);
    await index("user_roles_role_user", "user_roles", ["role_id", "user_id"]);
    await index("users_partner_status", "users", ["partner_id", "status"]);
    await index("user_addresses_emirate_user", "user_addresses", ["emirate_id", "user_id"]);
  },
  async down(db: Kysely<unknown>) {
    for (const name of [
      "announcements_created_id",
      "user_roles_role_user",
      "users_partner_status",
      "user_addresses_emirate_user",
    ])
      await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.dropTable("announcements").ifExists().execute();
  },
};
