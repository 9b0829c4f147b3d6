import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Indexes of the ratings report and the dashboards' period comparison (issue 19), so they answer in milliseconds at
 * 100,000 bookings:
 * - `reviews_created` (created_at, id): the reviews written in a period, newest first (the report's table and its
 *   export for every partner);
 * - `reviews_partner_created` (partner_id, created_at, id): the same for one partner (a partner's report, the partner
 *   dashboard's rating of this month and of the period before).
 */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ["reviews_created", "reviews", ["created_at", "id"]],
  ["reviews_partner_created", "reviews", ["partner_id", "created_at", "id"]],
];

export const migration040RatingReportIndexes: AppMigration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES)
      await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
