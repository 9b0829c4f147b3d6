import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Partner catalog (issue 6, reused by the admin portal): a package's comments thread and status history
 * (`package_comments`, one row per comment or status change), and `packages.deleted_at`, set when a package that
 * has been sold (orders, past subscriptions) is deleted, so history keeps pointing at it while every list hides it.
 */
export const migration008PackageComments: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await withId(db.schema.createTable("package_comments").ifNotExists(), driver)
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("author_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("author_role", "text", (c) => c.notNull()) // internal | partner
      .addColumn("status", "text") // the status the package was set to; null for a plain comment
      .addColumn("previous_status", "text")
      .addColumn("comment", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("package_comments_package")
      .ifNotExists()
      .on("package_comments")
      .column("package_id")
      .execute();
    await db.schema.alterTable("packages").addColumn("deleted_at", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("packages").dropColumn("deleted_at").execute();
    await db.schema.dropTable("package_comments").ifExists().execute();
  },
};
