import { PostgresAdapter, sql } from "kysely";
import type { Database } from "../db/database.js";

/**
 * Runs `fn` in a transaction, or inside the caller's when `db` already is one (Kysely cannot nest them). Always
 * hand the `trx` on: on SQLite the one connection is held by the transaction, so a query on the outer handle
 * inside it would wait forever.
 */
export function inTx<T>(db: Database, fn: (trx: Database) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute((trx) => fn(trx));
}

/** Lock names for `serialize` (PostgreSQL advisory locks; SQLite transactions are serial already). */
export const LOCKS = { invoices: 5_001, wallet: 5_002, loyalty: 5_003 } as const;

/**
 * Serializes a read-then-write (next invoice number, wallet balance) inside a transaction: a transaction-scoped
 * advisory lock on PostgreSQL (`key` narrows it, e.g. to one user); nothing to do on SQLite, where one connection
 * runs one transaction at a time.
 */
export async function serialize(trx: Database, lock: number, key = 0): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${lock}, ${key})`.execute(trx);
}
