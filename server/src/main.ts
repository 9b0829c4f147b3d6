import { buildApp } from "./app.js";
import { configProblem, loadConfig } from "./config.js";
import { createDb } from "./db/database.js";
import { prepareDatabase } from "./lib/startup.js";
import { startUploadSweep } from "./lib/upload-sweep.js";
import { startOrderExpirySweep } from "./modules/orders/service.js";
import { startPayoutAutoCycle } from "./modules/payouts/auto.js";

async function main() {
  // `npm start` passes --demo (the same as DEMO_MODE=true); `npm run serve` does not.
  const config = loadConfig(process.argv.includes("--demo") ? { ...process.env, DEMO_MODE: "true" } : process.env);
  const problem = configProblem(config);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const db = createDb(config);
  // migrations and seeds, one process at a time when several start together on one PostgreSQL database
  const prepared = await prepareDatabase(db, config);
  const app = buildApp({ config, db });
  if (prepared.seeded) app.log.info("Seeded the demo database (users table was empty)");
  if (prepared.catalogSeeded) app.log.info("Seeded the demo catalog (no categories yet)");

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
  // the weekly payout cycle, only when PAYOUT_AUTO_CYCLE asks for it (issue 17c)
  if (config.payoutAutoCycle) startPayoutAutoCycle(db, (err) => app.log.error({ err }, "payout cycle"));
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
