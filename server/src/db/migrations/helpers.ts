import type { CreateTableBuilder, Kysely } from "kysely";
import type { DbDriver } from "../../config.js";

/** A migration that knows which SQL dialect it is running on. */
export interface AppMigration {
  up(db: Kysely<unknown>, driver: DbDriver): Promise<void>;
  down?(db: Kysely<unknown>, driver: DbDriver): Promise<void>;
}

/** Adds an auto-incrementing integer primary key `id` that works on SQLite and PostgreSQL. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  driver: DbDriver,
): CreateTableBuilder<T, "id"> {
  return driver === "postgres"
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}
