import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Indexes of the ratings report and the dashboards' period comparison (issue 19), so they answer in milliseconds at
 * 100,000 bookings:
 * - `reviews_created` (created_at, id): the reviews written in a period, newest first (the report's table and its
 *   export for every partner);
 * - `reviews_partner_created` (partner_id, created_at, id): the same for one partner (a partner's report, the partner
 *   dashboard's rating of this month and of the period before);
 * - `reviews_report_cover` (created_at, partner_id, service_id, technician_id, rating, technician_rating,
 *   is_visible, partner_replied_at): every column the report's figures, series and breakdowns read, so they are
 *   summed from the index alone, not the review rows with their comments.
 */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ["reviews_created", "reviews", ["created_at", "id"]],
  ["reviews_partner_created", "reviews", ["partner_id", "created_at", "id"]],
  [
    "reviews_report_cover",
    "reviews",
    [
      "created_at",
      "partner_id",
      "service_id",
      "technician_id",
      "rating",
      "technician_rating",
      "is_visible",
      "partner_replied_at",
    ],
  ],
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
