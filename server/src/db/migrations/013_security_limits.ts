import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Security (issue 13): the counters of the rate limits (sending codes and messages, failed sign-ins), kept in the
 * database so several API processes share them. One row per limit key: `count` in a fixed window that ends at
 * `reset_at` (milliseconds since the epoch). Rows whose window ended are swept now and then (lib/limit-store.ts).
 */
export const migration013SecurityLimits: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("rate_limits")
      .ifNotExists()
      .addColumn("key", "varchar(255)", (c) => c.primaryKey())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("reset_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("rate_limits_reset_at_idx")
      .ifNotExists()
      .on("rate_limits")
      .column("reset_at")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limits").ifExists().execute();
  },
};
