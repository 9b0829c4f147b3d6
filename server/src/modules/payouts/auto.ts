import type { Database } from "../../db/database.js";
import { runCycle } from "./cycle.js";

/**
 * The automatic weekly payout cycle (PAYOUT_AUTO_CYCLE=1; off by default so tests and the demo stay deterministic):
 * once an hour, and once at start-up, runs the cycle with its defaults (cut-off: the most recent Monday 00:00
 * Asia/Dubai, settings payout_hold_days). The cycle is idempotent, so every run after the first of a week makes
 * nothing. Answers a function that stops it.
 */
export function startPayoutAutoCycle(db: Database, log?: (err: unknown) => void, everyMs = 3_600_000) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runCycle(db, {}, { userId: null, roleId: null })
      .catch((err) => log?.(err))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
