import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { AppConfig } from "../../server/src/config.js";
import { createDb, type Database, type DB } from "../../server/src/db/database.js";
import { migrateToLatest } from "../../server/src/db/migrations/index.js";
import { seed } from "../../server/src/db/seed.js";
import { dubaiDate } from "../../server/src/lib/dubai.js";
import { withStatementCache } from "../../server/src/lib/sqlite-statements.js";

/**
 * The migrated and seeded SQLite database, built ONCE per `vitest run` (globalSetup `tests/server/global-setup.ts`)
 * and copied into each test app: migrations and the seed's scrypt hashes cost about a second per app on an idle
 * 2-core machine and several on a busy one, and the server files build well over a hundred apps. Each app still gets
 * its own database (an in-memory copy, or a file copy where the test asks for a file), so no test sees another's rows.
 *
 * The seed dates its rows from "now" (today's and tomorrow's slots in Dubai): a template built on another Dubai day,
 * or too long ago, is not used and the app is migrated and seeded from scratch as before.
 */
export interface TemplateInfo {
  file: string;
  builtAt: number;
}

/** Older than this, a template is not used (a whole unit run takes well under it). */
const MAX_AGE_MS = 60 * 60_000;

export async function buildTemplate(dir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-test-template-"))) {
  const builtAt = Date.now();
  const sqlite = new SQLite(":memory:");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db, "sqlite");
  await seed(db);
  const file = path.join(dir, "template.sqlite");
  fs.writeFileSync(file, sqlite.serialize());
  await db.destroy();
  return { info: { file, builtAt } satisfies TemplateInfo, dir };
}

let cached: { file: string; bytes: Buffer } | undefined;

function usableTemplate(info: TemplateInfo | undefined): Buffer | undefined {
  if (!info || !fs.existsSync(info.file)) return undefined;
  const now = Date.now();
  if (now - info.builtAt > MAX_AGE_MS || dubaiDate(now) !== dubaiDate(info.builtAt)) return undefined;
  if (cached?.file !== info.file) cached = { file: info.file, bytes: fs.readFileSync(info.file) };
  return cached.bytes;
}

/**
 * A migrated and seeded database for `config` (SQLite: ":memory:" or a file path), copied from the template when one
 * is usable, else migrated and seeded here.
 */
export async function seededDb(
  config: Pick<AppConfig, "dbDriver" | "databaseUrl" | "sqliteFile">,
  info: TemplateInfo | undefined,
): Promise<Database> {
  const bytes = config.dbDriver === "sqlite" ? usableTemplate(info) : undefined;
  if (bytes) {
    if (config.sqliteFile === ":memory:") {
      // as createDb opens an in-memory database, but from the template's bytes
      const sqlite = new SQLite(bytes);
      sqlite.pragma("foreign_keys = ON");
      return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    }
    fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
    fs.writeFileSync(config.sqliteFile, bytes);
    return createDb(config);
  }
  const db = createDb(config);
  await migrateToLatest(db, config.dbDriver);
  await seed(db);
  return db;
}
