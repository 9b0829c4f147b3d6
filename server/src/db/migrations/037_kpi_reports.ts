import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * KPI reports (issue 19): a generated report is stored as it was computed, so reading it later answers the same
 * figures whatever changed since.
 * - `kpi_reports`: the period (Asia/Dubai days, inclusive), one partner or every partner (null), who generated it,
 *   and the figures its list shows (partners scored, their average overall score);
 * - `kpi_report_partners`: each partner's overall weighted score, the previous period's and the change;
 * - `kpi_report_scores`: each partner's figure per criterion, with the criterion's names, formula, target, warning
 *   and weight as they were (a later edit of the set-up does not rewrite a stored report);
 * - `kpi_report_bookings`: the per-booking facts behind the figures (the drill-down), one row per booking of the
 *   period: started on time, completed, cancelled by the partner, stars, minutes to acceptance, complaint.
 */
export const migration037KpiReports: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await withId(db.schema.createTable("kpi_reports").ifNotExists(), driver)
      .addColumn("from_date", "text", (c) => c.notNull())
      .addColumn("to_date", "text", (c) => c.notNull())
      .addColumn("partner_id", "integer", (c) => c.references("partners.id"))
      .addColumn("generated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("partners_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("bookings_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("average_score", "double precision")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("kpi_reports_created")
      .ifNotExists()
      .on("kpi_reports")
      .columns(["created_at", "id"])
      .execute();
    await db.schema
      .createIndex("kpi_reports_partner")
      .ifNotExists()
      .on("kpi_reports")
      .columns(["partner_id", "created_at"])
      .execute();

    await db.schema
      .createTable("kpi_report_partners")
      .ifNotExists()
      .addColumn("report_id", "integer", (c) => c.notNull().references("kpi_reports.id").onDelete("cascade"))
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id"))
      .addColumn("overall_score", "double precision")
      .addColumn("previous_overall_score", "double precision")
      .addColumn("bookings", "integer", (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint("kpi_report_partners_pk", ["report_id", "partner_id"])
      .execute();
    await db.schema
      .createIndex("kpi_report_partners_partner")
      .ifNotExists()
      .on("kpi_report_partners")
      .columns(["partner_id", "report_id"])
      .execute();

    await withId(db.schema.createTable("kpi_report_scores").ifNotExists(), driver)
      .addColumn("report_id", "integer", (c) => c.notNull().references("kpi_reports.id").onDelete("cascade"))
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id"))
      .addColumn("criterion_id", "integer", (c) => c.notNull().references("kpi_criteria.id"))
      .addColumn("metric", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("formula_en", "text", (c) => c.notNull())
      .addColumn("formula_ar", "text", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("direction", "text", (c) => c.notNull())
      .addColumn("value", "double precision")
      .addColumn("target", "double precision", (c) => c.notNull())
      .addColumn("warning", "double precision")
      .addColumn("score", "double precision")
      .addColumn("weight", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("bookings", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("pulled_down", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("kpi_report_scores_report")
      .ifNotExists()
      .on("kpi_report_scores")
      .columns(["report_id", "partner_id", "criterion_id"])
      .execute();
    await db.schema
      .createIndex("kpi_report_scores_criterion")
      .ifNotExists()
      .on("kpi_report_scores")
      .column("criterion_id")
      .execute();

    await db.schema
      .createTable("kpi_report_bookings")
      .ifNotExists()
      .addColumn("report_id", "integer", (c) => c.notNull().references("kpi_reports.id").onDelete("cascade"))
      .addColumn("booking_id", "integer", (c) => c.notNull())
      .addColumn("partner_id", "integer", (c) => c.notNull())
      .addColumn("scheduled_at", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("on_time", "integer")
      .addColumn("late_minutes", "double precision")
      .addColumn("completed", "integer")
      .addColumn("partner_cancelled", "integer", (c) => c.notNull())
      .addColumn("rating", "integer")
      .addColumn("response_minutes", "double precision")
      .addColumn("complaint", "integer")
      .addPrimaryKeyConstraint("kpi_report_bookings_pk", ["report_id", "booking_id"])
      .execute();
    await db.schema
      .createIndex("kpi_report_bookings_partner")
      .ifNotExists()
      .on("kpi_report_bookings")
      .columns(["report_id", "partner_id", "scheduled_at", "booking_id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("kpi_report_bookings").ifExists().execute();
    await db.schema.dropTable("kpi_report_scores").ifExists().execute();
    await db.schema.dropTable("kpi_report_partners").ifExists().execute();
    await db.schema.dropTable("kpi_reports").ifExists().execute();
  },
};
