import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Indexes of the packages, promotions, contracts and offers reports (issue 19), so a summary and a first page answer
 * in milliseconds at 100,000 rows:
 * - `orders_kind_paid` (kind, paid_at): the package orders paid in a period (packages report);
 * - `package_subscriptions_order` (order_id): an order's subscriptions;
 * - `package_subscriptions_renewal` (user_id, package_id, id): a customer's earlier or later subscription to the
 *   same package (renewals, churn);
 * - `package_subscriptions_status_ends` (status, ends_on): active subscriptions on a day, subscriptions ending in a
 *   period;
 * - `package_subscriptions_starts` (starts_on, id) and `package_subscriptions_partner_starts` (partner_id,
 *   starts_on, id): the contracts table, latest start first, for all partners or one;
 * - `coupon_redemptions_created` (created_at, id): the redemptions of a period, newest first.
 */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ["orders_kind_paid", "orders", ["kind", "paid_at"]],
  ["package_subscriptions_order", "package_subscriptions", ["order_id"]],
  ["package_subscriptions_renewal", "package_subscriptions", ["user_id", "package_id", "id"]],
  ["package_subscriptions_status_ends", "package_subscriptions", ["status", "ends_on"]],
  ["package_subscriptions_starts", "package_subscriptions", ["starts_on", "id"]],
  ["package_subscriptions_partner_starts", "package_subscriptions", ["partner_id", "starts_on", "id"]],
  ["coupon_redemptions_created", "coupon_redemptions", ["created_at", "id"]],
];

export const migration039ReportIndexes: AppMigration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES)
      await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
