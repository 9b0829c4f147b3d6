import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

/**
 * The counter tables of migration 016 (kept current by triggers on bookings and orders, in the writing
 * transaction): readers of status tabs and dashboards add these up instead of scanning the base tables.
 * Days are Asia/Dubai calendar days (`YYYY-MM-DD`). Counts may be 0 (rows are kept when they fall to 0).
 */
export interface CounterTables {
  /** Bookings of every date per partner, status and payment status. */
  booking_status_totals: { partner_id: number; status: string; payment_status: string; n: number };
  /** Bookings per partner, Dubai day of the slot (`scheduled_at`), status and payment status. */
  booking_slot_counts: { partner_id: number; day: string; status: string; payment_status: string; n: number };
  /** Bookings per Dubai day of `created_at` and status. */
  booking_created_counts: { day: string; status: string; n: number };
  /** Paid orders (status paid, paid_at set) per Dubai day of `paid_at`, partner (0: none) and kind. */
  order_paid_days: { day: string; partner_id: number; kind: string; n: number; total_fils: number; vat_fils: number };
  /** Bookings per Dubai day of `created_at` with an item of a service in the category. */
  booking_category_days: { day: string; category_id: number; n: number };
  /** Package subscriptions of paid orders per Dubai day of `paid_at` and package, with those orders' totals. */
  package_sales_days: { day: string; package_id: number; n: number; total_fils: number };
}

/** The same connection, typed for the counter tables. */
export const counterDb = (db: Database) => db as unknown as Kysely<CounterTables>;
