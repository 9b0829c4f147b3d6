/**
 * A demo-seeded app on a fresh PostgreSQL schema, for the PostgreSQL suite (tests/postgres): TEST_DATABASE_URL names
 * a disposable database whose public schema is dropped and recreated (`node scripts/test.mjs postgres` makes one).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { createDb, type Database } from "../../server/src/db/database.js";
import { migrateToLatest } from "../../server/src/db/migrations/index.js";
import { seed } from "../../server/src/db/seed.js";
import { login, type TestApp } from "../server/helpers.js";

export interface PgApp {
  db: Database;
  app: TestApp;
  /** the demo admin's access token */
  admin: string;
  close(): Promise<void>;
}

export function pgUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("Set TEST_DATABASE_URL to a disposable PostgreSQL database (see npm run test:pg)");
  return url;
}

/** Every migration and the demo seed on an emptied schema, the app on it, and the admin signed in. */
export async function freshPgApp(name: string): Promise<PgApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `khidma-pg-${name}-`));
  const config = loadConfig({
    DATABASE_URL: pgUrl(),
    DATA_DIR: dataDir,
    STATIC_DIR: "/nonexistent",
    LOG_LEVEL: "silent",
    DEMO_MODE: "true",
  });
  const db = createDb(config);
  await sql`drop schema if exists public cascade`.execute(db);
  await sql`create schema public`.execute(db);
  await migrateToLatest(db, "postgres");
  await seed(db);
  const app = buildApp({ config, db, logger: false }) as unknown as TestApp;
  await app.ready();
  const admin = (await login(app, "admin@khidma.test", "Admin#2026")).access_token;
  return {
    db,
    app,
    admin,
    async close() {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
