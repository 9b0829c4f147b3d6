import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Commission and the partner ledger (issue 17, slice b; docs/architecture.md "Commission and the partner ledger"):
 * - `commission_rates`: append-only rates in basis points (1500 = 15%) with a scope (partner and/or category, both
 *   null: the default) and the instant they take effect. The default row (15% from 2000-01-01) is seeded by
 *   `seedReferenceData`, not here, so a later start tops it up too.
 * - `order_lines.commission_bp`: the rate in force when the line was sold (null only for lines written before this
 *   release, filled once at start-up with the rate in force at their order's created_at).
 * - `orders.vat_rate_bp`: the VAT rate the order was sold with (500 = 5%; 0 for a wallet top-up), so a change of
 *   the VAT rate applies to new orders only.
 * - `orders.booking_id`: the booking a quotation order or a reschedule-fee order belongs to (the booking's own order
 *   is `bookings.order_id`). Backfilled from `quotations.order_id` and the reschedule fee line's text.
 * - `ledger_entries`: the partner ledger, append-only; `event_key` (unique) makes every event idempotent;
 *   `payout_id` is for the payouts of slice (c). Indexed for the per-partner list and balance at 100k bookings
 *   (about 290,000 lines: every list page and balance in milliseconds).
 */
export const migration027Ledger: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const index = (name: string, on: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();
    // A column null on most rows gets a partial index: the planner's statistics of a full one say a lookup matches
    // every row (SQLite counts the nulls as one value), and it would scan the table instead.
    const sparseIndex = (name: string, on: string, column: string) =>
      db.schema.createIndex(name).ifNotExists().on(on).column(column).where(column, "is not", null).execute();

    await withId(db.schema.createTable("commission_rates").ifNotExists(), driver)
      .addColumn("partner_id", "integer", (c) => c.references("partners.id").onDelete("cascade"))
      .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("cascade"))
      .addColumn("rate_bp", "integer", (c) => c.notNull())
      .addColumn("effective_from", "text", (c) => c.notNull())
      .addColumn("created_by", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("commission_rates_scope", "commission_rates", ["partner_id", "category_id", "effective_from"]);
    await index("commission_rates_category", "commission_rates", ["category_id", "effective_from"]);

    await db.schema.alterTable("order_lines").addColumn("commission_bp", "integer").execute();
    await db.schema
      .alterTable("orders")
      .addColumn("vat_rate_bp", "integer", (c) => c.notNull().defaultTo(500))
      .execute();
    await sql`update orders set vat_rate_bp = 0 where kind = 'topup'`.execute(db);
    await db.schema.alterTable("orders").addColumn("booking_id", "integer").execute();
    await sparseIndex("orders_booking", "orders", "booking_id");
    await sql`update orders set booking_id = (select q.booking_id from quotations q where q.order_id = orders.id
      order by q.id limit 1) where kind = 'quotation'`.execute(db);
    await sql`update orders set booking_id = (select b.id from order_lines l
      inner join bookings b on l.description_en = 'Reschedule fee for booking ' || b.number
      where l.order_id = orders.id order by l.id limit 1) where kind = 'reschedule'`.execute(db);

    // a sync reads an order's refunds (wallet transactions of type refund) and the bookings an order paid, per event
    await index("wallet_transactions_order", "wallet_transactions", ["order_id", "type"]);
    await sparseIndex("bookings_order", "bookings", "order_id");

    await withId(db.schema.createTable("ledger_entries").ifNotExists(), driver)
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("amount_fils", "integer", (c) => c.notNull())
      .addColumn("order_id", "integer")
      .addColumn("booking_id", "integer")
      .addColumn("subscription_id", "integer")
      .addColumn("payout_id", "integer")
      .addColumn("event_key", "text", (c) => c.notNull().unique())
      .addColumn("reason", "text")
      .addColumn("actor_user_id", "integer")
      .addColumn("description_en", "text", (c) => c.notNull())
      .addColumn("description_ar", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    // a partner's list by date, type or amount; its balance (sum of amounts) and pending part from the indexes alone
    await index("ledger_partner_created", "ledger_entries", ["partner_id", "created_at"]);
    await index("ledger_partner_type_created", "ledger_entries", ["partner_id", "type", "created_at"]);
    await index("ledger_partner_amount", "ledger_entries", ["partner_id", "amount_fils"]);
    await index("ledger_partner_payout", "ledger_entries", ["partner_id", "payout_id", "created_at", "amount_fils"]);
    await sparseIndex("ledger_payout", "ledger_entries", "payout_id");
    // staff lists across partners
    await index("ledger_created", "ledger_entries", ["created_at"]);
    await index("ledger_type_created", "ledger_entries", ["type", "created_at"]);
    await index("ledger_amount", "ledger_entries", ["amount_fils"]);
    await index("ledger_order", "ledger_entries", ["order_id"]);
    await index("ledger_booking", "ledger_entries", ["booking_id"]);
    await sparseIndex("ledger_subscription", "ledger_entries", "subscription_id");
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("ledger_entries").ifExists().execute();
    await db.schema.dropIndex("wallet_transactions_order").ifExists().execute();
    await db.schema.dropIndex("bookings_order").ifExists().execute();
    await db.schema.dropIndex("orders_booking").ifExists().execute();
    await db.schema.alterTable("orders").dropColumn("booking_id").execute();
    await db.schema.alterTable("orders").dropColumn("vat_rate_bp").execute();
    await db.schema.alterTable("order_lines").dropColumn("commission_bp").execute();
    await db.schema.dropTable("commission_rates").ifExists().execute();
  },
};
