#!/usr/bin/env node
// The one test command (README: `npm test`): typecheck, lint, unit tests, then end-to-end tests in Chromium
// against a freshly built SPA served by the reference API on a free port with a freshly seeded database.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const started = Date.now();

function step(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${name} failed (${secs} s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs} s)`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function findBrowser() {
  if (process.env.E2E_BROWSER && existsSync(process.env.E2E_BROWSER)) return process.env.E2E_BROWSER;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  try {
    const p = require("playwright-core").chromium.executablePath();
    if (p && existsSync(p)) return p;
  } catch {
    // no Playwright browser either: the caller explains how to get one
  }
  return null;
}

const only = process.argv[2];

if (!only || only === "static") {
  step("typecheck", npx, ["tsc", "--noEmit", "-p", "tsconfig.json"]);
  step("lint and format", npx, ["biome", "check", "."]);
  step("API types up to date", npx, ["tsx", "scripts/api-types.mjs", "--check"]);
  step("import boundaries", process.platform === "win32" ? "npm.cmd" : "npm", ["run", "--silent", "lint:deps"]);
}
if (!only || only === "unit") {
  step("unit and API tests", npx, ["vitest", "run"]);
}
if (!only || only === "e2e") {
  const browser = findBrowser();
  if (!browser) {
    console.error(
      "No Chromium found. Install one: on Debian/Ubuntu `sudo apt-get install -y chromium` (gives /usr/bin/chromium), " +
        "elsewhere `npx playwright install chromium`.",
    );
    process.exit(1);
  }
  step("build the SPA", npx, ["vite", "build", "--logLevel", "warn"]);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "khidma-e2e-"));
  try {
    step("end-to-end tests (Chromium)", npx, ["playwright", "test"], {
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_BROWSER: browser,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
