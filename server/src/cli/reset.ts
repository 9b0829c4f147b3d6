import fs from "node:fs";
import { loadConfig } from "../config.js";
import { createDb } from "../db/database.js";
import { migrateToLatest } from "../db/migrations/index.js";
import { seed } from "../db/seed.js";

/** `npm run db:reset`: deletes the SQLite file, migrates and seeds the demo data. */
async function reset() {
  const config = loadConfig();
  if (config.dbDriver === "postgres") {
    console.error("db:reset only deletes SQLite files; drop and recreate the PostgreSQL database yourself.");
    process.exit(1);
  }
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(config.sqliteFile + suffix, { force: true });
  const db = createDb(config);
  try {
    await migrateToLatest(db, config.dbDriver);
    await seed(db, { dataDir: config.dataDir });
  } finally {
    await db.destroy();
  }
  console.log(`Reset ${config.sqliteFile}: migrated and seeded.`);
}

reset().catch((err) => {
  console.error(err);
  process.exit(1);
});
