import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * The audit log's search (issue 18b, `audit/list`): newest first, by who did it or by the kind of record, stays an
 * index range at 100,000 rows and more (014 indexed (entity, entity_id) and created_at alone).
 */
export const migration031AuditLogSearch: AppMigration = {
  async up(db: Kysely<unknown>) {
    const index = (name: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on("audit_log").columns(columns).execute();
    await index("audit_log_actor_created", ["actor_user_id", "created_at"]);
    await index("audit_log_entity_created", ["entity", "created_at"]);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("audit_log_actor_created").ifExists().execute();
    await db.schema.dropIndex("audit_log_entity_created").ifExists().execute();
  },
};
