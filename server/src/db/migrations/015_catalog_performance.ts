import { type QueryExecutorProvider, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import type { AppMigration } from "./helpers.js";

/**
 * 015_catalog_performance (issue 14, storefront at 100,000 packages):
 * - aggregates kept on write: `packages.starting_price_fils` (the lowest monthly price of the package's pricing,
 *   null without any) and `partners.package_count` (its Approved, active, not deleted packages), written by the
 *   partner-catalog repo functions that change those rows and recomputed by `recomputeCatalogAggregates` (after bulk
 *   seeds); backfilled here;
 * - indexes for every filter and sort of the public and admin package lists;
 * - search through an index: an FTS5 trigram table over the package names on SQLite (kept in sync by triggers,
 *   so substring search in English and Arabic as before), pg_trgm GIN indexes on PostgreSQL;
 * - `catalog_state.version`, bumped by triggers on every write to a table the public catalog answers read, so a
 *   cache of those answers in any API process checks one row to know it is still current (CATALOG_TABLES).
 */

/** Tables whose rows the public catalog answers show (any write to them bumps catalog_state.version). */
export const CATALOG_TABLES = [
  "packages",
  "package_services",
  "package_property_types",
  "package_durations",
  "package_pricing",
  "partners",
  "partner_communities",
  "services",
  "categories",
  "reviews",
  "favourites",
  "communities",
  "areas",
  "emirates",
  "property_types",
  "property_sizes",
] as const;

/** The tables a bulk seed fills (their version triggers are set aside during it, see `withoutCatalogTriggers`). */
const BULK_TABLES = ["packages", "package_services", "package_property_types", "package_durations", "package_pricing"];

const sqliteTrigger = (table: string, op: "insert" | "update" | "delete") =>
  sql.raw(
    `create trigger if not exists catalog_version_${table}_${op} after ${op} on ${table} ` +
      "begin update catalog_state set version = version + 1 where id = 1; end",
  );

/**
 * The version triggers of `tables`. SQLite: one row trigger per event (one connection, so no lock is held across
 * requests). PostgreSQL: a deferred constraint trigger, so the version row is locked only at commit, after every
 * other lock the transaction takes (no deadlock between two catalog writers), once per transaction (the txid
 * guard), and the new version is visible together with the rows it describes.
 */
export async function createCatalogTriggers(db: QueryExecutorProvider, driver: DbDriver, tables: readonly string[]) {
  for (const table of tables) {
    if (driver === "postgres") {
      await sql
        .raw(
          `create constraint trigger catalog_version after insert or update or delete on ${table} ` +
            "deferrable initially deferred for each row execute function catalog_version_bump()",
        )
        .execute(db);
    } else {
      for (const op of ["insert", "update", "delete"] as const) await sqliteTrigger(table, op).execute(db);
    }
  }
}

export async function dropCatalogTriggers(db: QueryExecutorProvider, driver: DbDriver, tables: readonly string[]) {
  for (const table of tables) {
    if (driver === "postgres") await sql.raw(`drop trigger if exists catalog_version on ${table}`).execute(db);
    else
      for (const op of ["insert", "update", "delete"]) {
        await sql.raw(`drop trigger if exists catalog_version_${table}_${op}`).execute(db);
      }
  }
}

/**
 * Sets the version triggers of the bulk tables aside inside a bulk seed's transaction (one bump per row would
 * double its time); `resumeCatalogTriggers` puts them back and bumps the version once. Both are DDL in the
 * transaction, so a failed seed rolls them back too.
 */
export const suspendCatalogTriggers = (db: QueryExecutorProvider, driver: DbDriver) =>
  dropCatalogTriggers(db, driver, BULK_TABLES);

export async function resumeCatalogTriggers(db: QueryExecutorProvider, driver: DbDriver) {
  await createCatalogTriggers(db, driver, BULK_TABLES);
  await sql`update catalog_state set version = version + 1 where id = 1`.execute(db);
}

/**
 * Recomputes the stored aggregates from the rows (`partner_id`: that partner's packages only). The repo functions
 * keep them current one write at a time; bulk inserts (seedScale, the demo seed) call this once.
 */
export async function recomputeCatalogAggregates(db: QueryExecutorProvider, partnerId?: number) {
  const packageFilter = partnerId === undefined ? sql`` : sql`where partner_id = ${partnerId}`;
  const partnerFilter = partnerId === undefined ? sql`` : sql`where id = ${partnerId}`;
  await sql`update packages set starting_price_fils =
      (select min(pp.monthly_price_fils) from package_pricing pp where pp.package_id = packages.id)
      ${packageFilter}`.execute(db);
  await sql`update partners set package_count =
      (select count(*) from packages pk where pk.partner_id = partners.id and pk.status = 'Approved'
         and pk.active = 1 and pk.deleted_at is null)
      ${partnerFilter}`.execute(db);
}

export const migration015CatalogPerformance: AppMigration = {
  async up(db, driver) {
    await db.schema.alterTable("packages").addColumn("starting_price_fils", "integer").execute();
    await db.schema
      .alterTable("partners")
      .addColumn("package_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await recomputeCatalogAggregates(db);

    const index = (name: string, on: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();
    // public list (Approved, active, not deleted; id descending) and its filters
    await index("packages_public_idx", "packages", ["status", "active", "deleted_at", "id"]);
    await index("packages_partner_public_idx", "packages", ["partner_id", "status", "active", "deleted_at", "id"]);
    await index("packages_category_public_idx", "packages", ["category_id", "status", "active", "deleted_at", "id"]);
    await index("packages_handpicked_idx", "packages", ["is_handpicked", "status", "active", "deleted_at", "id"]);
    await index("package_property_types_type_idx", "package_property_types", ["property_type", "package_id"]);
    // admin list sorts and filters
    await index("packages_deleted_id_idx", "packages", ["deleted_at", "id"]);
    await index("packages_name_en_idx", "packages", ["name_en", "id"]);
    await index("packages_name_ar_idx", "packages", ["name_ar", "id"]);
    await index("packages_created_idx", "packages", ["created_at", "id"]);
    await index("packages_updated_idx", "packages", ["updated_at", "id"]);
    await index("packages_visits_idx", "packages", ["visits_per_month", "id"]);
    await index("packages_active_idx", "packages", ["active", "deleted_at", "id"]);
    // sorts on few distinct values: the id tie-breaker (descending) in the index too, both directions
    const descId = (name: string, column: string) =>
      db.schema.createIndex(name).ifNotExists().on("packages").columns([column, "id desc"]).execute();
    await index("packages_status_sort_idx", "packages", ["status", "id"]);
    await descId("packages_status_sort_desc_idx", "status");
    await descId("packages_visits_sort_desc_idx", "visits_per_month");

    // search
    if (driver === "postgres") {
      // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension; without it search scans as before
      await sql`savepoint trgm`.execute(db);
      try {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index if not exists packages_name_en_trgm on packages using gin (lower(name_en) gin_trgm_ops)`.execute(
          db,
        );
        await sql`create index if not exists packages_name_ar_trgm on packages using gin (name_ar gin_trgm_ops)`.execute(
          db,
        );
        await sql`release savepoint trgm`.execute(db);
      } catch {
        await sql`rollback to savepoint trgm`.execute(db);
      }
    } else {
      await sql`create virtual table packages_fts using fts5(name_en, name_ar, content='packages', content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      await sql`insert into packages_fts(packages_fts) values ('rebuild')`.execute(db);
      await sql`create trigger packages_fts_insert after insert on packages begin
          insert into packages_fts(rowid, name_en, name_ar) values (new.id, new.name_en, new.name_ar); end`.execute(db);
      await sql`create trigger packages_fts_delete after delete on packages begin
          insert into packages_fts(packages_fts, rowid, name_en, name_ar) values ('delete', old.id, old.name_en, old.name_ar); end`.execute(
        db,
      );
      await sql`create trigger packages_fts_update after update of name_en, name_ar on packages begin
          insert into packages_fts(packages_fts, rowid, name_en, name_ar) values ('delete', old.id, old.name_en, old.name_ar);
          insert into packages_fts(rowid, name_en, name_ar) values (new.id, new.name_en, new.name_ar); end`.execute(db);
    }

    // the catalog version
    await db.schema
      .createTable("catalog_state")
      .ifNotExists()
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("version", "bigint", (c) => c.notNull().defaultTo(1))
      .addColumn("txid", "bigint")
      .execute();
    await sql`insert into catalog_state (id, version) values (1, 1)`.execute(db);
    if (driver === "postgres") {
      await sql
        .raw(
          `create or replace function catalog_version_bump() returns trigger language plpgsql as $$
          begin
            update catalog_state set version = version + 1, txid = txid_current()
              where id = 1 and txid is distinct from txid_current();
            return null;
          end $$`,
        )
        .execute(db);
    }
    await createCatalogTriggers(db, driver, CATALOG_TABLES);
  },
};

declare module "../database.js" {
  interface PackagesTable {
    /** 015: the lowest monthly price of the package's pricing (fils), null without pricing. */
    starting_price_fils?: number | null;
  }
  interface PartnersTable {
    /** 015: Approved, active, not deleted packages of the partner. */
    package_count?: number;
  }
  interface CatalogStateTable {
    id: number;
    version: number;
    txid: number | null;
  }
  interface DB {
    catalog_state: CatalogStateTable;
  }
}
