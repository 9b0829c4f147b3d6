import { buildApp } from "./app.js";
import { configProblem, loadConfig } from "./config.js";
import { createDb } from "./db/database.js";
import { migrateToLatest } from "./db/migrations/index.js";
import { isDatabaseEmpty, seed, seedCommerceTopUp, seedReferenceData } from "./db/seed.js";
import { seedCatalog } from "./db/seed-catalog.js";
import { startUploadSweep } from "./lib/upload-sweep.js";
import { startOrderExpirySweep } from "./modules/orders/service.js";

async function main() {
  // `npm start` passes --demo (the same as DEMO_MODE=true); `npm run serve` does not.
  const config = loadConfig(process.argv.includes("--demo") ? { ...process.env, DEMO_MODE: "true" } : process.env);
  const problem = configProblem(config);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const db = createDb(config);
  await migrateToLatest(db, config.dbDriver);
  const app = buildApp({ config, db });

  if (await isDatabaseEmpty(db)) {
    await seed(db, { dataDir: config.dataDir });
    app.log.info("Seeded the demo database (users table was empty)");
  } else {
    await seedReferenceData(db); // new permissions / statuses / settings keys from later releases
    if (await seedCatalog(db)) app.log.info("Seeded the demo catalog (no categories yet)");
    await seedCommerceTopUp(db, config.dataDir); // coupons, bookings and applications of later releases
  }

  if (config.demoMode) {
    console.log(
      "DEMO MODE is on (DEMO_MODE=true): one-time codes are logged and 123456 also works where a code was requested, " +
        "and card payments use the test gateway (4242 4242 4242 4242). Never use demo mode in production.",
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  // Unpaid card and wallet orders past their 30 minutes (also expired lazily), and uploads nothing references.
  if (config.orderSweepSeconds > 0)
    startOrderExpirySweep(db, config.orderSweepSeconds * 1000, (err) => app.log.error({ err }, "order expiry sweep"));
  startUploadSweep(db, config.dataDir, config.uploadSweepMinutes, (err) => app.log.error({ err }, "upload sweep"));
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const where = config.dbDriver === "postgres" ? "PostgreSQL" : config.sqliteFile;
  app.log.info(`Khidma API on http://${shownHost}:${config.port} (docs: /api/docs, database: ${where})`);
  if (config.logLevel === "error" || config.logLevel === "silent") {
    console.log(`Khidma API on http://${shownHost}:${config.port}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
