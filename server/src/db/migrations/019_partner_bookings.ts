import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import type { AppMigration } from "./helpers.js";

/**
 * Partner appointments (issue 16):
 * - `bookings.decline_reason`: why the partner declined a requested booking (status `declined`);
 * - `bookings.cash_collected_at` / `cash_collected_by`: when and by whom a cash booking's money was taken (its order
 *   is then paid, with an invoice);
 * - indexes for the partner list's service and community filters (`booking_items` by service, `bookings` by
 *   community) at 100k rows.
 * The statuses `declined` and `no-show` are reference data (server/src/db/seed.ts, topped up on every start).
 */
export const migration019PartnerBookings: AppMigration = {
  async up(db: Kysely<unknown>, _driver: DbDriver) {
    await db.schema.alterTable("bookings").addColumn("decline_reason", "text").execute();
    await db.schema.alterTable("bookings").addColumn("cash_collected_at", "text").execute();
    await db.schema.alterTable("bookings").addColumn("cash_collected_by", "integer").execute();
    const index = async (name: string, on: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();
    await index("booking_items_service", "booking_items", ["service_id", "booking_id"]);
    await index("bookings_community_id", "bookings", ["community_id", "id"]);
  },
  async down(db: Kysely<unknown>) {
    for (const name of ["bookings_community_id", "booking_items_service"])
      await db.schema.dropIndex(name).ifExists().execute();
    for (const column of ["cash_collected_by", "cash_collected_at", "decline_reason"])
      await db.schema.alterTable("bookings").dropColumn(column).execute();
  },
};
