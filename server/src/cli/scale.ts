import { loadConfig } from "../config.js";
import { createDb } from "../db/database.js";
import { migrateToLatest } from "../db/migrations/index.js";
import { isDatabaseEmpty, seed } from "../db/seed.js";
import { seedScale } from "../db/seed-scale.js";
import { scaleArg } from "./scale-arg.js";

/**
 * `npm run db:scale -- 10000`: adds 10,000 packages, 10,000 bookings (and 1,000 package sales, reviews and coupon redemptions) to the database of
 * DATA_DIR or DATABASE_URL (SQLite or PostgreSQL), migrating and seeding the demo data first when it is empty.
 */
async function main() {
  const n = scaleArg(process.argv.slice(2), true);
  if (n === null) {
    console.error("Usage: npm run db:scale -- <N>   (adds N packages and N bookings)");
    process.exit(1);
  }
  const config = loadConfig();
  const db = createDb(config);
  try {
    await migrateToLatest(db, config.dbDriver);
    if (await isDatabaseEmpty(db)) await seed(db, { dataDir: config.dataDir });
    const r = await seedScale(db, n, { driver: config.dbDriver });
    console.log(
      `Added ${r.packages} packages, ${r.bookings} bookings, ${r.packageSales} package sales, ${r.reviews} reviews, ${r.redemptions} coupon redemptions and ${r.customers} customers in ${r.ms} ms.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
