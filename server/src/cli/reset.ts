import fs from "node:fs";
import { loadConfig } from "../config.js";
import { createDb } from "../db/database.js";
import { migrateToLatest } from "../db/migrations/index.js";
import { seed } from "../db/seed.js";
import { seedScale } from "../db/seed-scale.js";
import { scaleArg } from "./scale-arg.js";

/**
 * `npm run db:reset`: deletes the SQLite file, migrates and seeds the demo data. `npm run db:reset -- --scale 10000`
 * then adds 10,000 packages and 10,000 bookings (server/src/db/seed-scale.ts) for checking big lists.
 */
async function reset() {
  const scale = scaleArg(process.argv.slice(2));
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
    if (scale !== null) {
      const r = await seedScale(db, scale, { driver: config.dbDriver });
      console.log(
        `Scale: ${r.packages} packages, ${r.bookings} bookings, ${r.packageSales} package sales, ${r.reviews} reviews, ${r.redemptions} coupon redemptions in ${r.ms} ms.`,
      );
    }
  } finally {
    await db.destroy();
  }
  console.log(`Reset ${config.sqliteFile}: migrated and seeded.`);
}

reset().catch((err) => {
  console.error(err);
  process.exit(1);
});
