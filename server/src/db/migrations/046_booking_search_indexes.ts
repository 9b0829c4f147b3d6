import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import type { AppMigration } from "./helpers.js";

/**
 * The admin booking list's status tabs for a search (issue 14, `bench:lists --pg` at 100,000 bookings): a customer's
 * or a partner's name matches thousands of bookings, and the tabs count them per status from the matched
 * `(id, status)` pairs. SQLite reads those from `bookings_user_status` / `bookings_partner_status` alone (the rowid is
 * in every index entry); PostgreSQL needs the id in the index for an index-only scan, else it reads each matched
 * booking's row (12,000 scattered pages for a common family name: 27 ms -> 8 ms). PostgreSQL only.
 */
const INDEXES: Array<[name: string, columns: string[]]> = [
  ["bookings_user_status_id", ["user_id", "status", "id"]],
  ["bookings_partner_status_id", ["partner_id", "status", "id"]],
];

export const migration046BookingSearchIndexes: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    if (driver !== "postgres") return;
    for (const [name, columns] of INDEXES)
      await db.schema.createIndex(name).ifNotExists().on("bookings").columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
