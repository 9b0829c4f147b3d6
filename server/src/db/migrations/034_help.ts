import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { HELP_SEED_ARTICLES } from "../help-data.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * The staff help centre and FAQ management (issue 18c). `help_articles`: markdown articles by topic in English and
 * Arabic, seeded once here with the staff guides (an editor's changes and deletions stay). `faqs` gains a status
 * (the public `faq/list` shows active ones only) and `updated_at`; both lists are index ranges. The built-in
 * Support role reads the help centre: read-help is new, so reference data gives it to Support on the next start.
 */
export const migration034Help: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await withId(db.schema.createTable("help_articles").ifNotExists(), driver)
      .addColumn("topic", "text", (c) => c.notNull())
      .addColumn("title_en", "text", (c) => c.notNull())
      .addColumn("title_ar", "text", (c) => c.notNull())
      .addColumn("body_en", "text", (c) => c.notNull())
      .addColumn("body_ar", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("help_articles_topic_sort")
      .ifNotExists()
      .on("help_articles")
      .columns(["topic", "sort_order", "id"])
      .execute();
    await db.schema
      .createIndex("help_articles_sort")
      .ifNotExists()
      .on("help_articles")
      .columns(["sort_order", "id"])
      .execute();

    await db.schema
      .alterTable("faqs")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .execute();
    await db.schema.alterTable("faqs").addColumn("updated_at", "text").execute();
    await db.schema
      .createIndex("faqs_audience_status_sort")
      .ifNotExists()
      .on("faqs")
      .columns(["audience", "status", "sort_order", "id"])
      .execute();

    const now = new Date().toISOString();
    for (const [i, a] of HELP_SEED_ARTICLES.entries()) {
      await sql`
        insert into help_articles (topic, title_en, title_ar, body_en, body_ar, status, sort_order, created_at, updated_at)
        values (${a.topic}, ${a.title_en}, ${a.title_ar}, ${a.body_en}, ${a.body_ar}, 'active', ${i + 1}, ${now}, ${now})
      `.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("faqs_audience_status_sort").ifExists().execute();
    await db.schema.alterTable("faqs").dropColumn("updated_at").execute();
    await db.schema.alterTable("faqs").dropColumn("status").execute();
    await db.schema.dropTable("help_articles").ifExists().execute();
  },
};
