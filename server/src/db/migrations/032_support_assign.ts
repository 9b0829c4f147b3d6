import { type Kysely, sql } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * The support inbox (issue 18c): a conversation is assigned to one agent (`assigned_user_id`), and the staff list
 * (newest activity first, by status and "assigned to me") stays an index range at 100,000 threads and more. The
 * built-in Support role of an existing database gets read-support and reply-support once (a new database's seed
 * gives them from BUILT_IN_ROLES).
 */
export const migration032SupportAssign: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("support_threads")
      .addColumn("assigned_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
    const index = (name: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on("support_threads").columns(columns).execute();
    // the whole inbox and a search: newest activity first without a sort
    await index("support_threads_last_id", ["last_message_at", "id"]);
    // "assigned to me", with or without a status
    await index("support_threads_assigned_status_last", ["assigned_user_id", "status", "last_message_at", "id"]);
    await index("support_threads_assigned_last", ["assigned_user_id", "last_message_at", "id"]);

    await sql`
      insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p
      where r.name = 'Support' and r.partner_id is null and p.name in ('read-support', 'reply-support')
        and not exists (
          select 1 from role_permissions rp where rp.role_id = r.id and rp.permission_id = p.id
        )
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const name of [
      "support_threads_last_id",
      "support_threads_assigned_status_last",
      "support_threads_assigned_last",
    ])
      await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.alterTable("support_threads").dropColumn("assigned_user_id").execute();
  },
};
