// First loads as a browser does them: serves a build with the reference API exactly as `npm start` does (fresh seeded
// database, free port), opens each route in a new browser context (cold HTTP cache; portal routes signed in, the
// session taken from a separate sign-in), and records every JavaScript file the page fetches until the route's
// content has painted ("content": its landmark is visible, e.g. the dashboard's figures) and until the network is idle
// (nothing in flight for 500 ms after that: lazy chunks such as the dashboard's charts included). Sizes are each file's gzip (level 9) as built, so the
// figures do not depend on the encoding the browser negotiated.
// Used by bench/bundle.mjs (npm run bench:bundle); `measureFirstLoads(dist)` answers { [route]: figures }.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { launchOptions } from "../scripts/chromium.mjs";

const ACCOUNTS = {
  admin: { email: "admin@khidma.test", password: "Admin#2026", login: "/admin/login" },
  partner: { email: "partner@khidma.test", password: "Partner#2026", login: "/partner/login" },
};

/** Each route, who is signed in, and what on it means "painted" (what the user waits for). */
export const BROWSER_ROUTES = [
  { path: "/", landmark: '[data-testid="support-email"]' },
  { path: "/categories", landmark: '[data-testid="category-grid"] li' },
  { path: "/packages", landmark: '[data-testid="package-tile"]' },
  { path: "/admin/login", landmark: 'input[type="password"]' },
  { path: "/partner/login", landmark: 'input[type="password"]' },
  { path: "/admin/dashboard", as: "admin", landmark: '[data-testid="figure-bookings"] .ant-statistic-content' },
  { path: "/admin/packages", as: "admin", landmark: ".ant-table-row" },
  { path: "/partner/dashboard", as: "partner", landmark: '[data-testid="dashboard-figures"] .ant-statistic-content' },
  { path: "/partner/packages", as: "partner", landmark: ".ant-table-row" },
];

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export async function measureFirstLoads(dist, routes = BROWSER_ROUTES, log = (...a) => console.error(...a)) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "khidma-first-load-"));
  const server = spawn("npx", ["tsx", "server/src/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      LOG_LEVEL: "warn",
      STATIC_DIR: dist,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true, // its own process group: npx -> tsx -> node all stop together
  });
  let browser;
  const gzipOf = new Map();
  const gzip = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/v2/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 240) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    browser = await chromium.launch(launchOptions(process.env.E2E_BROWSER));
    const sessions = {};
    const sessionOf = async (who) => {
      if (!sessions[who]) {
        const account = ACCOUNTS[who];
        const context = await browser.newContext({ baseURL: base });
        const page = await context.newPage();
        await page.goto(account.login);
        await page.getByLabel("Email").fill(account.email);
        await page.getByLabel("Password").fill(account.password);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.getByLabel("Password").waitFor({ state: "detached", timeout: 60_000 });
        sessions[who] = await context.storageState();
        await context.close();
      }
      return sessions[who];
    };
    const results = {};
    for (const route of routes) {
      const storageState = route.as ? await sessionOf(route.as) : undefined;
      // a new context: nothing cached from the sign-in or the previous route
      const context = await browser.newContext({ baseURL: base, storageState });
      const page = await context.newPage();
      const scripts = new Map(); // file -> finished before paint?
      let painted = false;
      let inFlight = 0;
      let lastActivity = Date.now();
      page.on("request", () => {
        inFlight++;
        lastActivity = Date.now();
      });
      const done = () => {
        inFlight--;
        lastActivity = Date.now();
      };
      page.on("requestfailed", done);
      page.on("requestfinished", (req) => {
        done();
        const path = new URL(req.url()).pathname.slice(1);
        if (path.endsWith(".js") && !scripts.has(path)) scripts.set(path, !painted);
      });
      await page.goto(route.path);
      await page.locator(route.landmark).first().waitFor({ timeout: 60_000 });
      painted = true;
      // Network idle: nothing in flight for 500 ms after the content painted (Playwright's own "networkidle" state
      // may have been reached, and answered at once, before the content's lazy chunks were asked for).
      const idleSince = Date.now();
      while (inFlight > 0 || Date.now() - Math.max(lastActivity, idleSince) < 500) {
        if (Date.now() - idleSince > 30_000) throw new Error(`${route.path}: the network never went idle`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const sum = (files) => files.reduce((n, f) => n + gzip(f), 0);
      const all = [...scripts.keys()];
      const beforePaint = all.filter((f) => scripts.get(f));
      results[route.path] = {
        paintGzip: sum(beforePaint),
        paintFiles: beforePaint.length,
        idleGzip: sum(all),
        idleFiles: all.length,
        files: all, // in the order they finished (bundle.mjs --json prints them)
      };
      log(`measured ${route.path}`);
      await context.close();
    }
    return results;
  } finally {
    if (browser) await browser.close().catch(() => {});
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      server.kill("SIGTERM");
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
