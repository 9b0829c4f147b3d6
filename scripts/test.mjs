#!/usr/bin/env node
// The one test command (README: `npm test`): typecheck, lint, unit tests, the PostgreSQL suite (on TEST_DATABASE_URL,
// or on a throwaway cluster it starts: scripts/pg-cluster.mjs), then end-to-end tests in Chromium against a freshly
// built SPA served by the reference API on a free port with a freshly seeded database.
// `node scripts/test.mjs static|unit|postgres|e2e` runs one group.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, PG_INSTALL_HINT, PgUnavailable, startCluster } from "./pg-cluster.mjs";

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

/** One step with its output held, printed whole when it ends (so side-by-side steps do not interleave lines). */
function heldStep({ name, cmd, args, env = {} }) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const out = [];
    const child = spawn(cmd, args, { env: { ...process.env, ...env } });
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => out.push(d));
    child.on("close", (status) => {
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
      process.stdout.write(Buffer.concat(out));
      if (status === 0) console.log(`✔ ${name} (${secs} s)`);
      else console.error(`✖ ${name} failed (${secs} s)`);
      resolve(status ?? 1);
    });
  });
}

/**
 * Lanes of steps side by side (the steps of one lane one after another), failing like `step` once all have ended
 * if any step failed. Only for single-threaded steps (tsc, Biome, a tsx script, dependency-cruiser): on two cores
 * two lanes each get a core and end with the longer lane, not the sum.
 */
async function lanes(...all) {
  const results = await Promise.all(
    all.map(async (lane) => {
      for (const s of lane) {
        const status = await heldStep(s);
        if (status !== 0) return status;
      }
      return 0;
    }),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
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
const skipped = [];

/**
 * The PostgreSQL suite (tests/postgres, vitest project "postgres") on TEST_DATABASE_URL when set, else on a throwaway
 * cluster started for it and always removed. Skipped, loudly, only when no PostgreSQL can be found or started; with
 * REQUIRE_POSTGRES=1 (as .ci/run sets) that is a failure instead.
 */
async function postgresSuite() {
  const args = ["vitest", "run", "--project", "postgres"];
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    step("PostgreSQL suite (TEST_DATABASE_URL)", npx, args);
    return;
  }
  const t0 = Date.now();
  console.log("\n▶ PostgreSQL: starting a throwaway cluster");
  let cluster;
  try {
    cluster = await startCluster({ log: (line) => console.log(line) });
  } catch (err) {
    if (!(err instanceof PgUnavailable)) throw err;
    const why = `PostgreSQL suite skipped: ${err.message}; ${PG_INSTALL_HINT}.`;
    if (process.env.REQUIRE_POSTGRES === "1") {
      console.error(`✖ ${why} (REQUIRE_POSTGRES=1: failing instead)`);
      process.exit(1);
    }
    console.warn(`\n⚠ ${why}`);
    skipped.push(why);
    return;
  }
  try {
    step("PostgreSQL suite (throwaway cluster)", npx, args, { TEST_DATABASE_URL: cluster.url });
  } finally {
    cluster.stop();
  }
  console.log(`✔ PostgreSQL step, cluster start and stop included (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

if (!only || only === "static") {
  // tsc (the longest) beside the other three in turn: each is one process on one core
  await lanes(
    [{ name: "typecheck", cmd: npx, args: ["tsc", "--noEmit", "-p", "tsconfig.json"] }],
    [
      { name: "lint and format", cmd: npx, args: ["biome", "check", "."] },
      { name: "API types up to date", cmd: npx, args: ["tsx", "scripts/api-types.mjs", "--check"] },
      {
        name: "import boundaries",
        cmd: process.platform === "win32" ? "npm.cmd" : "npm",
        args: ["run", "--silent", "lint:deps"],
      },
    ],
  );
}
if (!only || only === "unit") {
  // without the postgres project even when TEST_DATABASE_URL is set: the next step runs it
  step("unit and API tests", npx, ["vitest", "run"], { TEST_DATABASE_URL: "" });
}
if (!only || only === "postgres") {
  await postgresSuite();
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
const secs = ((Date.now() - started) / 1000).toFixed(0);
if (skipped.length === 0) console.log(`\nAll checks passed in ${secs} s.`);
else
  console.warn(
    `\nAll checks that ran passed in ${secs} s, but not all ran:\n${skipped.map((w) => `⚠ ${w}`).join("\n")}`,
  );
