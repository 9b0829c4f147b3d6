import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with its prepared statements kept (issue 14): the
 * dialect prepares every query it runs, and preparing costs more than running a small query (about 30 µs against
 * 5-20 µs for a token or catalog version look-up). Statements are kept by their SQL text, the most recently used
 * `max` of them; one that is still being read (a streamed export iterating it) is not shared: the caller gets a
 * fresh one. SQLite re-prepares a kept statement by itself after a schema change.
 */
export function withStatementCache(database: SqliteDatabase, max = 500): SqliteDatabase {
  const kept = new Map<string, SqliteStatement & { busy?: boolean }>();
  return {
    prepare(sql: string): SqliteStatement {
      const stmt = kept.get(sql);
      if (stmt !== undefined) {
        if (stmt.busy) return database.prepare(sql);
        // most recently used last
        kept.delete(sql);
        kept.set(sql, stmt);
        return stmt;
      }
      const fresh = database.prepare(sql);
      kept.set(sql, fresh);
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
      return fresh;
    },
    close() {
      kept.clear();
      database.close();
    },
  };
}
