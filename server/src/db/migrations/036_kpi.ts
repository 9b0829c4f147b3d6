import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { KPI_SEED_CATEGORIES, KPI_SEED_CRITERIA } from "../kpi-data.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * The KPI set-up (issue 19): KPI categories, criteria (which metric, which way is better, unit, the formula in
 * words), the target matrix (a target and a warning threshold per criterion, service category (null: every partner)
 * and period) and the performance criteria (one weight per criterion for the overall score). Seeded here with the
 * example set-up (kpi-data.ts) so a fresh install can generate a KPI report; the seed is idempotent.
 */
export const migration036Kpi: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await withId(db.schema.createTable("kpi_categories").ifNotExists(), driver)
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description_ar", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("kpi_categories_sort")
      .ifNotExists()
      .on("kpi_categories")
      .columns(["sort_order", "id"])
      .execute();

    await withId(db.schema.createTable("kpi_criteria").ifNotExists(), driver)
      .addColumn("category_id", "integer", (c) => c.notNull().references("kpi_categories.id"))
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("metric", "text", (c) => c.notNull())
      .addColumn("direction", "text", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("formula_en", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("formula_ar", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("kpi_criteria_category")
      .ifNotExists()
      .on("kpi_criteria")
      .columns(["category_id", "id"])
      .execute();

    await withId(db.schema.createTable("target_matrix").ifNotExists(), driver)
      .addColumn("criterion_id", "integer", (c) => c.notNull().references("kpi_criteria.id"))
      .addColumn("category_id", "integer", (c) => c.references("categories.id"))
      .addColumn("period", "text", (c) => c.notNull())
      .addColumn("target", "double precision", (c) => c.notNull())
      .addColumn("warning", "double precision")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    // one target per (criterion, service category or every partner, period): NULL counted as a value
    await sql`create unique index if not exists target_matrix_unique on target_matrix (criterion_id, period, coalesce(category_id, 0))`.execute(
      db,
    );
    await db.schema
      .createIndex("target_matrix_period")
      .ifNotExists()
      .on("target_matrix")
      .columns(["period", "criterion_id"])
      .execute();

    await withId(db.schema.createTable("performance_criteria").ifNotExists(), driver)
      .addColumn("criterion_id", "integer", (c) => c.notNull().unique().references("kpi_criteria.id"))
      .addColumn("weight", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await seedKpi(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("performance_criteria").ifExists().execute();
    await db.schema.dropTable("target_matrix").ifExists().execute();
    await db.schema.dropTable("kpi_criteria").ifExists().execute();
    await db.schema.dropTable("kpi_categories").ifExists().execute();
  },
};

/** Writes the example KPI set-up; a row already there (same English name, same criterion) is left as it is. */
export async function seedKpi(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  const idOf = async (table: string, nameEn: string): Promise<number | undefined> => {
    const r = await sql<{ id: number }>`select id from ${sql.table(table)} where name_en = ${nameEn}`.execute(db);
    return r.rows[0] ? Number(r.rows[0].id) : undefined;
  };
  for (const [i, c] of KPI_SEED_CATEGORIES.entries()) {
    if ((await idOf("kpi_categories", c.name_en)) !== undefined) continue;
    await sql`
      insert into kpi_categories (name_en, name_ar, description_en, description_ar, status, sort_order, created_at, updated_at)
      values (${c.name_en}, ${c.name_ar}, ${c.description_en}, ${c.description_ar}, 'active', ${i + 1}, ${now}, ${now})
    `.execute(db);
  }
  for (const c of KPI_SEED_CRITERIA) {
    let criterionId = await idOf("kpi_criteria", c.name_en);
    if (criterionId === undefined) {
      const categoryId = await idOf("kpi_categories", c.category);
      if (categoryId === undefined) continue;
      await sql`
        insert into kpi_criteria (category_id, name_en, name_ar, metric, direction, unit, formula_en, formula_ar, status, created_at, updated_at)
        values (${categoryId}, ${c.name_en}, ${c.name_ar}, ${c.metric}, ${c.direction}, ${c.unit}, ${c.formula_en}, ${c.formula_ar}, 'active', ${now}, ${now})
      `.execute(db);
      criterionId = await idOf("kpi_criteria", c.name_en);
      if (criterionId === undefined) continue;
    }
    const target = await sql`
      select id from target_matrix where criterion_id = ${criterionId} and category_id is null and period = 'month'
    `.execute(db);
    if (target.rows.length === 0) {
      await sql`
        insert into target_matrix (criterion_id, category_id, period, target, warning, status, created_at, updated_at)
        values (${criterionId}, null, 'month', ${c.target}, ${c.warning}, 'active', ${now}, ${now})
      `.execute(db);
    }
    const weight = await sql`select id from performance_criteria where criterion_id = ${criterionId}`.execute(db);
    if (weight.rows.length === 0) {
      await sql`
        insert into performance_criteria (criterion_id, weight, status, created_at, updated_at)
        values (${criterionId}, ${c.weight}, 'active', ${now}, ${now})
      `.execute(db);
    }
  }
}
