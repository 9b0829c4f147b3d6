import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import type { AppMigration } from "./helpers.js";

/**
 * Admin appointments (issue 7): a staff reply on reviews (`reviews.reply`, `replied_at`, `replied_by`) and the
 * indexes the admin lists filter and sort on at 10,000+ rows (bookings by status and slot, by slot alone, by
 * technician; reassignment requests, quotations, completion reports and reviews by their usual filters).
 */
export const migration011AdminAppointments: AppMigration = {
  async up(db: Kysely<unknown>, _driver: DbDriver) {
    await db.schema.alterTable("reviews").addColumn("reply", "text").execute();
    await db.schema.alterTable("reviews").addColumn("replied_at", "text").execute();
    await db.schema.alterTable("reviews").addColumn("replied_by", "integer").execute();
    const index = async (name: string, on: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();
    await index("bookings_status_scheduled", "bookings", ["status", "scheduled_at"]);
    await index("bookings_scheduled", "bookings", ["scheduled_at"]);
    await index("bookings_technician", "bookings", ["technician_id"]);
    await index("reassignment_requests_status", "reassignment_requests", ["status", "created_at"]);
    await index("reassignment_requests_booking", "reassignment_requests", ["booking_id"]);
    await index("quotations_status", "quotations", ["status", "created_at"]);
    await index("completion_reports_booking", "completion_reports", ["booking_id"]);
    await index("reviews_created", "reviews", ["created_at"]);
    await index("reviews_rating", "reviews", ["rating"]);
  },
  async down(db: Kysely<unknown>) {
    for (const name of [
      "reviews_rating",
      "reviews_created",
      "completion_reports_booking",
      "quotations_status",
      "reassignment_requests_booking",
      "reassignment_requests_status",
      "bookings_technician",
      "bookings_scheduled",
      "bookings_status_scheduled",
    ])
      await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.alterTable("reviews").dropColumn("replied_by").execute();
    await db.schema.alterTable("reviews").dropColumn("replied_at").execute();
    await db.schema.alterTable("reviews").dropColumn("reply").execute();
  },
};
