import { sql } from "kysely";
import type { AppConfig, DbDriver } from "../config.js";
import type { Database } from "../db/database.js";
import { migrateToLatest } from "../db/migrations/index.js";
import { isDatabaseEmpty, seed, seedCommerceTopUp, seedReferenceData } from "../db/seed.js";
import { seedCatalog } from "../db/seed-catalog.js";

/** The PostgreSQL advisory lock key API processes take while they prepare the database ("khidma" in ASCII). */
export const STARTUP_LOCK_KEY = 0x6b6869646d61;

/**
 * Runs `fn` holding a database-wide lock, so several API processes starting at once (replicas behind a load
 * balancer, a rolling deploy) migrate and seed one after the other instead of racing on the same rows: on
 * PostgreSQL a session advisory lock on one pooled connection (`fn` may use the rest of the pool). SQLite is one
 * file of one host: `fn` just runs.
 */
export async function withStartupLock<T>(db: Database, driver: DbDriver, fn: () => Promise<T>): Promise<T> {
  if (driver !== "postgres") return fn();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(conn);
    }
  });
}

/**
 * What an API process does to its database before serving: pending migrations, then the demo seed when the
 * database is empty, else the reference data, catalog and commerce rows of later releases. Under the startup lock,
 * so the first of several processes starting together seeds and the others find the rows there. Answers what it did.
 */
export async function prepareDatabase(
  db: Database,
  config: Pick<AppConfig, "dbDriver" | "dataDir">,
): Promise<{ migrated: string[]; seeded: boolean; catalogSeeded: boolean }> {
  return withStartupLock(db, config.dbDriver, async () => {
    const migrated = await migrateToLatest(db, config.dbDriver);
    if (await isDatabaseEmpty(db)) {
      await seed(db, { dataDir: config.dataDir });
      return { migrated, seeded: true, catalogSeeded: false };
    }
    await seedReferenceData(db); // new permissions / statuses / settings keys from later releases
    const catalogSeeded = await seedCatalog(db);
    await seedCommerceTopUp(db, config.dataDir); // coupons, bookings and applications of later releases
    return { migrated, seeded: false, catalogSeeded };
  });
}
