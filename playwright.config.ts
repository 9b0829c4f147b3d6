import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./scripts/chromium.mjs";

// `npm test` (scripts/test.mjs) picks a free port, a fresh data directory and the browser, and passes them here.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? "data/e2e";

export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // CI runs on the 2-core machine right after a session, often still busy: one browser at a time, and budgets that
  // leave room for a slow first paint (each step still waits on what the user waits on, never on a fixed delay).
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: launchOptions(process.env.E2E_BROWSER),
  },
  webServer: {
    command: "npx tsx server/src/main.ts",
    url: `${baseURL}/api/v2/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      // the flows sign in by code and send messages many times a minute from one address: sending limits off (0)
      SEND_LIMIT_COOLDOWN_MS: "0",
      SEND_LIMIT_TARGET_MAX: "0",
      SEND_LIMIT_IP_MAX: "0",
      MESSAGE_LIMIT_MAX: "0",
      MESSAGE_LIMIT_IP_MAX: "0",
      LOG_LEVEL: "warn",
      // E2E_STATIC_DIR lets parallel work build into its own folder instead of the shared dist/.
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? "dist",
    },
  },
});
