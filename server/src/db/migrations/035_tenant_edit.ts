import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Editing a partner from the admin portal (issue 18c, tenants): the partner's business address, and why staff last
 * deactivated it (`status_reason`, shown to the partner; cleared when it is activated again) and when.
 */
export const migration035TenantEdit: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("partners").addColumn("address", "text").execute();
    await db.schema.alterTable("partners").addColumn("status_reason", "text").execute();
    await db.schema.alterTable("partners").addColumn("status_changed_at", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("partners").dropColumn("status_changed_at").execute();
    await db.schema.alterTable("partners").dropColumn("status_reason").execute();
    await db.schema.alterTable("partners").dropColumn("address").execute();
  },
};
