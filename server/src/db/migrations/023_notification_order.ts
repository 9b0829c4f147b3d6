import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Notifications lists at 100,000 rows (issue 16): a user's list is newest first (`created_at`). With
 * `unread_first` it is read in two parts, the unread ones (`(user_id, read_at, created_at)`: in order, no sort) and
 * then the read ones (`(user_id, created_at)`, which also serves the plain newest-first list), so no page sorts every
 * row of the user. The badge's count uses `notifications_user_read` (006).
 */
export const migration023NotificationOrder: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("notifications_user_created")
      .ifNotExists()
      .on("notifications")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("notifications_user_unread_created")
      .ifNotExists()
      .on("notifications")
      .columns(["user_id", "read_at", "created_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("notifications_user_unread_created").ifExists().execute();
    await db.schema.dropIndex("notifications_user_created").ifExists().execute();
  },
};
