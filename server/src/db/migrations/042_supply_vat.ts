import { type Kysely, sql } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * The partner's supply VAT (issue 17; docs/architecture.md "Commission and the partner ledger"): a VAT-registered
 * partner (one with a TRN) is paid the VAT on its supply to Khidma, a `supply_vat` ledger line beside each sale and
 * kept fee.
 * - `payouts.supply_vat_fils`: the payout's supply_vat lines (a breakdown column like commission_vat_fils; 0 for the
 *   payouts made before);
 * - `ledger_backfills`: one-time ledger jobs the next start runs (`backfillLedger`) and then deletes. A database that
 *   already holds ledger lines gets the job `supply_vat`: the sales and fees written before this release, of partners
 *   that have a TRN, get their supply_vat lines once (dated as their sale; those already paid out land in the next
 *   cycle). Afterwards a line carries supply VAT only if the partner had a TRN when the line was written.
 */
export const migration042SupplyVat: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("payouts")
      .addColumn("supply_vat_fils", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable("ledger_backfills")
      .ifNotExists()
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await sql`insert into ledger_backfills (name, created_at)
      select 'supply_vat', ${new Date().toISOString()} where exists (select 1 from ledger_entries)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("ledger_backfills").ifExists().execute();
    await db.schema.alterTable("payouts").dropColumn("supply_vat_fils").execute();
  },
};
