import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/** Customers' category preferences (the registration flow's "category preference" step; the home page uses them). */
export const migration003Preferences: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await withId(db.schema.createTable("user_category_preferences").ifNotExists(), driver)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("user_category_preferences_unique", ["user_id", "category_id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("user_category_preferences").ifExists().execute();
  },
};
