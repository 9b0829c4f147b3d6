import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Company and job types managed by the admin (issue 18a). Company types (007) get their timestamps; job types are a
 * new table that classifies services (`services.job_type_id`, nullable), so the appointment lists can filter by it.
 * Both lists search a handful of rows; the services' job type is indexed for the appointment filter at 100k rows.
 */
export const migration029JobTypes: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const now = new Date().toISOString();
    await db.schema.alterTable("company_types").addColumn("created_at", "text").execute();
    await db.schema.alterTable("company_types").addColumn("updated_at", "text").execute();
    await sql`update company_types set created_at = ${now}, updated_at = ${now}`.execute(db);
    await db.schema
      .createIndex("company_types_status_sort")
      .ifNotExists()
      .on("company_types")
      .columns(["status", "sort_order", "id"])
      .execute();

    await withId(db.schema.createTable("job_types").ifNotExists(), driver)
      .addColumn("key", "text", (c) => c.notNull().unique())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("description_en", "text")
      .addColumn("description_ar", "text")
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("job_types_status_sort")
      .ifNotExists()
      .on("job_types")
      .columns(["status", "sort_order", "id"])
      .execute();

    await db.schema
      .alterTable("services")
      .addColumn("job_type_id", "integer", (c) => c.references("job_types.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex("services_job_type").ifNotExists().on("services").columns(["job_type_id"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("services_job_type").ifExists().execute();
    await db.schema.alterTable("services").dropColumn("job_type_id").execute();
    await db.schema.dropTable("job_types").ifExists().execute();
    await db.schema.dropIndex("company_types_status_sort").ifExists().execute();
    await db.schema.alterTable("company_types").dropColumn("created_at").execute();
    await db.schema.alterTable("company_types").dropColumn("updated_at").execute();
  },
};
