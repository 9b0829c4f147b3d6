import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Payouts (issue 17, slice c; docs/architecture.md "Payouts"): one row per partner per cycle (period_end), made by
 * `payout/run-cycle` from the partner's ledger lines not in a payout yet (`ledger_entries.payout_id`).
 * - kind `payout`: money paid (amount > 0), status pending -> approved -> paid | failed; kind `carry_forward`: a
 *   negative cycle's closing record (amount 0, never listed): its lines are closed into it and one carry_forward line
 *   (payout_id null) takes the negative sum into the next cycle.
 * - unique (partner_id, period_end): one cycle never makes two records for a partner, even under parallel runs.
 * - the amount and its breakdown by line type are stored in fils when the cycle closes the lines (lines never change
 *   afterwards), so the list reads one row per payout; indexed for its filters and sorts at 100k rows.
 */
export const migration028Payouts: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const index = (name: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on("payouts").columns(columns).execute();
    const fils = (t: ReturnType<typeof withId>, name: string) =>
      t.addColumn(name, "integer", (c) => c.notNull().defaultTo(0));

    let t = withId(db.schema.createTable("payouts").ifNotExists(), driver)
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("payout"))
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id"))
      .addColumn("period_start", "text", (c) => c.notNull())
      .addColumn("period_end", "text", (c) => c.notNull())
      .addColumn("cut_off", "text", (c) => c.notNull())
      .addColumn("hold_days", "integer", (c) => c.notNull())
      .addColumn("amount_fils", "integer", (c) => c.notNull());
    for (const name of [
      "revenue_fils",
      "discounts_fils",
      "commission_fils",
      "commission_vat_fils",
      "fees_fils",
      "refunds_fils",
      "cash_collected_fils",
      "adjustments_fils",
      "carried_over_fils",
      "line_count",
    ])
      t = fils(t, name);
    await t
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("hold_reason_en", "text")
      .addColumn("hold_reason_ar", "text")
      .addColumn("iban", "text")
      .addColumn("account_name", "text")
      .addColumn("bank_name", "text")
      .addColumn("expected_at", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "integer")
      .addColumn("approved_at", "text")
      .addColumn("approved_by", "integer")
      .addColumn("paid_at", "text")
      .addColumn("paid_by", "integer")
      .addColumn("reference", "text")
      .addColumn("failed_at", "text")
      .addColumn("failed_by", "integer")
      .addColumn("failure_reason", "text")
      .execute();
    await db.schema
      .createIndex("payouts_partner_period")
      .ifNotExists()
      .unique()
      .on("payouts")
      .columns(["partner_id", "period_end"])
      .execute();
    // the list: every filter (kind always) with each sort
    await index("payouts_kind_created", ["kind", "created_at"]);
    await index("payouts_kind_period", ["kind", "period_end", "created_at"]);
    await index("payouts_kind_amount", ["kind", "amount_fils"]);
    await index("payouts_kind_status_created", ["kind", "status", "created_at"]);
    await index("payouts_kind_status_period", ["kind", "status", "period_end"]);
    await index("payouts_kind_partner_created", ["kind", "partner_id", "created_at"]);
    // the approved application a payout reads the bank details from
    await db.schema
      .createIndex("partner_applications_partner")
      .ifNotExists()
      .on("partner_applications")
      .columns(["partner_id", "status"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("partner_applications_partner").ifExists().execute();
    await db.schema.dropTable("payouts").ifExists().execute();
  },
};
