import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/** Support chat: one conversation thread per customer (or guest, found by the hash of its support key). */
export const migration004Support: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await withId(db.schema.createTable("support_threads").ifNotExists(), driver)
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("guest_name", "text")
      .addColumn("guest_email", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
      .addColumn("guest_key_hash", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("last_message_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("support_threads_user_status")
      .ifNotExists()
      .on("support_threads")
      .columns(["user_id", "status"])
      .execute();
    await db.schema
      .createIndex("support_threads_guest_key")
      .ifNotExists()
      .unique()
      .on("support_threads")
      .column("guest_key_hash")
      .execute();
    await db.schema
      .createIndex("support_threads_status_last")
      .ifNotExists()
      .on("support_threads")
      .columns(["status", "last_message_at"])
      .execute();

    await withId(db.schema.createTable("support_messages").ifNotExists(), driver)
      .addColumn("thread_id", "integer", (c) => c.notNull().references("support_threads.id").onDelete("cascade"))
      .addColumn("sender", "text", (c) => c.notNull())
      .addColumn("author_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("support_messages_thread")
      .ifNotExists()
      .on("support_messages")
      .columns(["thread_id", "id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("support_messages").ifExists().execute();
    await db.schema.dropTable("support_threads").ifExists().execute();
  },
};
