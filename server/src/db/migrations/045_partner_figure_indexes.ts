import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Indexes found by `bench:lists --pg` at 100,000 bookings (issue 14), so a partner's figures are read from an index
 * alone on both databases:
 * - `ledger_partner_month` (partner_id, created_at, type, amount_fils): what a partner earned this month (the partner
 *   dashboard: its ledger lines since the 1st, settlements left out). PostgreSQL walked every partner's lines of the
 *   month by `ledger_created` and tested each (about 50,000 rows, 30-50 ms); now one partner's range, index only
 *   (under 1 ms).
 * - `reviews_partner_visible_rating` (partner_id, is_visible, rating): a partner's visible reviews per star (the
 *   admin's partner details): 3,800 review rows read one by one (11-13 ms) become an index range (under 1 ms).
 */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ["ledger_partner_month", "ledger_entries", ["partner_id", "created_at", "type", "amount_fils"]],
  ["reviews_partner_visible_rating", "reviews", ["partner_id", "is_visible", "rating"]],
];

export const migration045PartnerFigureIndexes: AppMigration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES)
      await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
