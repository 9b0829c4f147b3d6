import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import type { AppMigration } from "./helpers.js";

/**
 * Quotations, completion reports and reassignment requests sent from the partner portal (issue 16):
 * - `quotations.photos` (JSON list of `/uploads/...` paths for the quotation as a whole; a line's own photos sit in
 *   its `lines` entry as `photos`), `created_by` (the partner user who sent it);
 * - `completion_reports.before_photos` / `after_photos` (JSON lists; `photos` keeps all of them, before then after,
 *   for the readers that show one list), `checklist` (JSON `[{label_en, label_ar, done}]`: the service's included
 *   items), `minutes_on_site`, `started_at` / `ended_at` (ISO UTC, when given), `submitted_by`; one report per
 *   booking (unique index);
 * - `reassignment_requests.requested_by` (the user who asked), `partner_id` (the partner that asked: the booking may
 *   move to another one), `new_partner_id` (set when Khidma hands the booking to another partner); the existing rows
 *   get their booking's partner.
 */
export const migration020QuotationsReports: AppMigration = {
  async up(db: Kysely<unknown>, _driver: DbDriver) {
    await db.schema
      .alterTable("quotations")
      .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
    await db.schema.alterTable("quotations").addColumn("created_by", "integer").execute();

    for (const column of ["before_photos", "after_photos", "checklist"])
      await db.schema
        .alterTable("completion_reports")
        .addColumn(column, "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
    await db.schema.alterTable("completion_reports").addColumn("minutes_on_site", "integer").execute();
    await db.schema.alterTable("completion_reports").addColumn("started_at", "text").execute();
    await db.schema.alterTable("completion_reports").addColumn("ended_at", "text").execute();
    await db.schema.alterTable("completion_reports").addColumn("submitted_by", "integer").execute();

    await db.schema.alterTable("reassignment_requests").addColumn("requested_by", "integer").execute();
    await db.schema.alterTable("reassignment_requests").addColumn("partner_id", "integer").execute();
    await db.schema.alterTable("reassignment_requests").addColumn("new_partner_id", "integer").execute();
    await sql`update reassignment_requests set partner_id =
      (select b.partner_id from bookings b where b.id = reassignment_requests.booking_id)`.execute(db);

    const index = async (name: string, on: string, columns: string[], unique = false) => {
      let b = db.schema.createIndex(name).ifNotExists().on(on).columns(columns);
      if (unique) b = b.unique();
      await b.execute();
    };
    await index("completion_reports_booking_once", "completion_reports", ["booking_id"], true);
    await index("quotations_partner", "quotations", ["partner_id", "id"]);
    await index("reassignment_requests_partner", "reassignment_requests", ["partner_id", "status"]);
  },
  async down(db: Kysely<unknown>) {
    for (const name of ["reassignment_requests_partner", "quotations_partner", "completion_reports_booking_once"])
      await db.schema.dropIndex(name).ifExists().execute();
    for (const column of ["new_partner_id", "partner_id", "requested_by"])
      await db.schema.alterTable("reassignment_requests").dropColumn(column).execute();
    for (const column of [
      "submitted_by",
      "ended_at",
      "started_at",
      "minutes_on_site",
      "checklist",
      "after_photos",
      "before_photos",
    ])
      await db.schema.alterTable("completion_reports").dropColumn(column).execute();
    for (const column of ["created_by", "photos"])
      await db.schema.alterTable("quotations").dropColumn(column).execute();
  },
};
