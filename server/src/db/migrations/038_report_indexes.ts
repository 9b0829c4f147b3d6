import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Issue 19: the sales and appointments reports read their figures from covering indexes (a period's summary, series
 * and breakdowns are index-only scans of the period's range, whatever the table's size):
 * - paid orders by status and paid time (all partners, or one partner first), with the columns the figures add up;
 * - the partner ledger's lines of an order by type with their amounts (commission, partner net);
 * - an order's lines with their service, package and total (the category breakdown and filter);
 * - an order's bookings with their community (the emirate breakdown and filter);
 * - bookings by appointment time (all partners, or one partner first) with status, creation time and community;
 * - a booking's status history by status and time (when its work started: the on-time rate);
 * - a booking's items with their service (the category breakdown and filter).
 */
const INDEXES: Array<[string, string, string[]]> = [
  [
    "orders_report_paid",
    "orders",
    [
      "status",
      "paid_at",
      "kind",
      "partner_id",
      "payment_method",
      "subtotal_fils",
      "discount_fils",
      "total_fils",
      "vat_fils",
      "booking_id",
    ],
  ],
  [
    "orders_report_partner",
    "orders",
    [
      "partner_id",
      "status",
      "paid_at",
      "kind",
      "payment_method",
      "subtotal_fils",
      "discount_fils",
      "total_fils",
      "vat_fils",
      "booking_id",
    ],
  ],
  ["ledger_report_order", "ledger_entries", ["order_id", "type", "amount_fils"]],
  ["order_lines_report", "order_lines", ["order_id", "service_id", "package_id", "total_fils"]],
  ["bookings_report_order", "bookings", ["order_id", "community_id"]],
  [
    "bookings_report_scheduled",
    "bookings",
    ["scheduled_at", "status", "partner_id", "created_at", "community_id", "cancel_reason"],
  ],
  [
    "bookings_report_partner",
    "bookings",
    ["partner_id", "scheduled_at", "status", "created_at", "community_id", "cancel_reason"],
  ],
  ["history_report_started", "booking_status_history", ["booking_id", "status", "created_at"]],
  ["booking_items_report", "booking_items", ["booking_id", "service_id"]],
];

export const migration038ReportIndexes: AppMigration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES)
      await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
