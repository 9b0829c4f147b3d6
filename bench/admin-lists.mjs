#!/usr/bin/env node
// Admin big-list benchmark in a real browser (issue: admin portal part 1, "report the time to first rows of the
// packages list at 10,000 rows"). Seeds a scaled database (`db:reset -- --scale N`: the demo seed plus N packages
// and N bookings) in a temp dir, serves the built SPA with the reference API exactly as `npm start` does (free port),
// signs in as the demo admin through /admin/login and, for /admin/packages, /admin/appointments and /admin/partners,
// times over several runs what the admin waits for:
//   cold     full page load (page.goto) until the first data row of the table is in the page
//   page 2   client-side click on pagination "2" until the page-2 rows replace the page-1 rows
//   search   text typed into the list's search box until the filtered rows show (the SPA waits 350 ms after the
//            last keystroke before it asks the API: the debounce is part of this figure)
//   search + Enter  another text typed and Enter pressed (no debounce) until the filtered rows show
// Times are taken inside the page (performance.now): from navigation start (cold) or from the click / input /
// Enter event to the DOM commit in which the table's rows equal the ids of the matching API response. "API" is
// that list request as the browser saw it (request start to response end, Playwright resource timing).
// Usage: npm run bench:admin-lists [-- --scale 10000 --runs 5 --no-build --json]
//   Builds into a temp folder (not the shared dist/) unless --no-build, which serves the existing dist/.
// Budget: 1000 ms to first rows. The benchmark reports figures; it never fails on a budget.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, devices } from "@playwright/test";
import { launchOptions } from "../scripts/chromium.mjs";

const BUDGET_FIRST_ROWS_MS = 1000;
const PAGE_SIZE = 10; // src/config/constants.ts DEFAULT_PAGE_SIZE
const argNum = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  const raw = eq ? eq.slice(name.length + 3) : i >= 0 ? process.argv[i + 1] : undefined;
  if (raw === undefined) return fallback;
  const n = Number(String(raw).replace(/[_,]/g, ""));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number >= 1 (got ${raw})`);
  return n;
};
const scale = argNum("scale", 10_000);
const runs = argNum("runs", 5);
const build = !process.argv.includes("--no-build");
const asJson = process.argv.includes("--json");

/**
 * The admin list screens: route, list endpoint (src/providers/endpoints.ts) and two search terms (picked for the
 * default scale: below about 5,000 bookings the BK- numbers match nothing and the table shows its empty state).
 */
const SCREENS = [
  { name: "packages", path: "/admin/packages", api: "/api/v2/package/list", typed: "deep", entered: "weekly" },
  {
    name: "appointments",
    path: "/admin/appointments",
    api: "/api/v2/admin/booking/list",
    typed: "BK-0050",
    entered: "BK-0012",
  },
  { name: "partners", path: "/admin/partners", api: "/api/v2/admin/partner/list", typed: "clean", entered: "services" },
];

const log = (...a) => console.error(...a);
const workDir = mkdtempSync(join(tmpdir(), "khidma-admin-lists-"));
const dataDir = join(workDir, "data");
const staticDir = build ? join(workDir, "dist") : "dist";
let server = null;
let browser = null;
let stopped = false;
const stop = async () => {
  if (stopped) return;
  stopped = true;
  if (browser) await browser.close().catch(() => {});
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    try {
      process.kill(-server.pid, "SIGTERM"); // its own process group: npx -> tsx -> node all stop together
    } catch {
      server.kill("SIGTERM");
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(workDir, { recursive: true, force: true });
};
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.once(sig, () => {
    stop().finally(() => process.exit(130));
  });
}

const pct = (values, p) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * In every document: a MutationObserver that records (time, signature) whenever the table's visible rows change. The
 * signature is the rows' data-row-key list ("(empty)" for antd's empty placeholder, null for no table). `arm(type,
 * key)` starts a new timeline at the next `type` event (a key for keydown), measured in the page's own clock.
 */
function tracker() {
  const b = { t0: null, keys: [] };
  window.__bench = b;
  let last;
  const signature = () => {
    const body = document.querySelector(".ant-table-tbody");
    if (!body) return null;
    const rows = [...body.querySelectorAll("tr.ant-table-row")].filter((r) => r.getClientRects().length > 0);
    if (rows.length) return rows.map((r) => r.getAttribute("data-row-key")).join(",");
    return body.querySelector(".ant-table-placeholder .ant-empty") ? "(empty)" : null;
  };
  const check = () => {
    const k = signature();
    if (k !== last) {
      last = k;
      b.keys.push({ t: performance.now(), k });
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
  b.arm = (type, key) => {
    b.t0 = null;
    b.keys = [];
    const on = (e) => {
      if (key && e.key !== key) return;
      b.t0 = performance.now();
      document.removeEventListener(type, on, true);
    };
    document.addEventListener(type, on, true);
  };
}

/** Waits for the in-page timeline to show `want` (a signature, or "any rows") and answers its time in ms. */
async function waitRows(page, want, fromEvent) {
  const handle = await page.waitForFunction(
    ({ want, fromEvent }) => {
      const b = window.__bench;
      const hit = b.keys.find((e) => (want === "*" ? e.k && e.k !== "(empty)" : e.k === want));
      if (!hit) return null;
      if (!fromEvent) return hit.t;
      return b.t0 === null ? null : hit.t - b.t0;
    },
    { want, fromEvent },
    { polling: 50, timeout: 60_000 },
  );
  return handle.jsonValue();
}

/** Is `resp` the table's list request of `screen` (not the appointments' counts request, limit=1) with `params`? */
const isList = (screen, params) => (resp) => {
  const url = new URL(resp.url());
  if (url.pathname !== screen.api || resp.request().method() !== "GET") return false;
  if (url.searchParams.get("limit") !== String(PAGE_SIZE)) return false;
  for (const [k, v] of Object.entries(params)) {
    if (v === null ? url.searchParams.has(k) : url.searchParams.get(k) !== v) return false;
  }
  return true;
};

/** The list response: the ids it shows (as the row signature), its total, and the browser's timing of it. */
async function inspect(resp) {
  const body = await resp.json();
  await resp.finished();
  const rows = body?.data?.data ?? [];
  const t = resp.request().timing();
  return {
    want: rows.length ? rows.map((r) => String(r.id)).join(",") : "(empty)",
    count: rows.length,
    total: body?.data?.total ?? null,
    page: new URL(resp.url()).searchParams.get("page"),
    start: t.startTime,
    api: t.responseEnd >= 0 ? t.responseEnd : null,
    ttfb: t.responseStart >= 0 && t.requestStart >= 0 ? t.responseStart - t.requestStart : null,
  };
}

async function main() {
  const cpuCount = cpus().length;
  log(
    `admin-lists: ${cpuCount} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  if (build) {
    log(`building the SPA into ${staticDir} (the shared dist/ is left alone)`);
    execFileSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", staticDir, "--emptyOutDir"], {
      stdio: "inherit",
    });
  } else if (!existsSync(join(staticDir, "index.html"))) {
    throw new Error("--no-build: dist/index.html is missing (run npm run build first)");
  }

  log(`seeding the demo data plus ${scale} packages and ${scale} bookings into ${dataDir}`);
  const seedStart = Date.now();
  execFileSync("npx", ["tsx", "server/src/cli/reset.ts", "--scale", String(scale)], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });
  const seedMs = Date.now() - seedStart;

  const port = await new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port: p } = srv.address();
      srv.close(() => resolve(p));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  server = spawn("npx", ["tsx", "server/src/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      STATIC_DIR: staticDir,
    },
    stdio: "inherit",
    detached: true,
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/v2/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null || i > 120) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`server up on ${base} (pid group ${server.pid})`);

  browser = await chromium.launch(launchOptions());
  const { defaultBrowserType: _, ...desktop } = devices["Desktop Chrome"];
  const context = await browser.newContext({ ...desktop, baseURL: base });
  await context.addInitScript(tracker);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);

  // every API response of the cold loads, for the "other requests" summary
  let apiLog = null;
  page.on("requestfinished", (req) => {
    if (!apiLog || !req.url().includes("/api/v2/")) return;
    const t = req.timing();
    const u = new URL(req.url());
    const label = `${u.pathname.replace("/api/v2/", "")}${u.searchParams.get("limit") === "1" ? " (limit=1)" : ""}`;
    if (t.responseEnd >= 0) apiLog.push({ label, ms: t.responseEnd });
  });

  // sign in through the UI (e2e/support.ts signIn)
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("admin@khidma.test");
  await page.getByLabel("Password").fill("Admin#2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByLabel("Password").waitFor({ state: "detached" });
  log("signed in as admin@khidma.test");

  const results = new Map(); // `${screen}|${action}` -> { ms: [], api: [], ttfb: [], total, first, notes }
  const record = (screen, action, run, ms, info, note) => {
    const key = `${screen.name}|${action}`;
    if (!results.has(key))
      results.set(key, { screen: screen.name, action, ms: [], api: [], ttfb: [], sent: [], notes: new Set() });
    const r = results.get(key);
    if (note) r.notes.add(note);
    if (ms === null) return;
    if (run === 0) {
      r.first = ms;
      r.firstApi = info?.api ?? null;
    } else {
      r.ms.push(ms);
      if (info?.api !== null && info?.api !== undefined) r.api.push(info.api);
      if (info?.ttfb !== null && info?.ttfb !== undefined) r.ttfb.push(info.ttfb);
      if (info?.sent !== undefined) r.sent.push(info.sent);
    }
    if (info) {
      r.total = info.total;
      r.count = info.count;
    }
  };
  const otherApi = new Map(); // screen -> [{label, ms}]
  const pageTwoSearch = [];

  const searchBox = () => page.locator(".ant-input-search input.ant-input").first();

  // run 0 is a warm-up (first visit: empty caches on both sides); it is shown apart and left out of p50/p95
  for (let run = 0; run <= runs; run++) {
    log(run === 0 ? "warm-up run" : `run ${run}/${runs}`);
    for (const screen of SCREENS) {
      // (a) cold: full page navigation to the first data row
      apiLog = [];
      const coldResp = page.waitForResponse(isList(screen, { page: "1", search: null }));
      await page.goto(screen.path, { waitUntil: "commit" });
      const coldMs = await waitRows(page, "*", false);
      const cold = await inspect(await coldResp);
      cold.sent = cold.start - (await page.evaluate(() => performance.timeOrigin));
      await page.waitForLoadState("networkidle");
      const pages = await page
        .locator(".ant-pagination .ant-pagination-item")
        .last()
        .getAttribute("title", { timeout: 5000 })
        .catch(() => null);
      record(screen, "cold: first rows", run, coldMs, cold);
      if (run > 0) otherApi.set(screen.name, [...(otherApi.get(screen.name) ?? []), ...apiLog]);
      apiLog = null;
      results.get(`${screen.name}|cold: first rows`).pages = pages;

      // (b) search typed (the SPA's 350 ms debounce included), then another term typed + Enter, from page 1
      for (const [action, term, enter] of [
        ["search typed", screen.typed, false],
        ["search + Enter", screen.entered, true],
      ]) {
        const resp = page.waitForResponse(isList(screen, { search: term }));
        await page.evaluate((e) => (e ? window.__bench.arm("keydown", "Enter") : window.__bench.arm("input")), enter);
        await searchBox().fill(term);
        if (enter) await searchBox().press("Enter");
        const info = await inspect(await resp);
        const note = `"${term}"${info.page !== "1" ? ` asked for page ${info.page}` : ""}`;
        record(screen, action, run, await waitRows(page, info.want, true), info, note);
        await page.waitForLoadState("networkidle");
      }
      // back to the whole list (not timed; refine may answer it from its query cache without a request)
      await page.evaluate(() => window.__bench.arm("keydown", "Enter"));
      await searchBox().fill("");
      await searchBox().press("Enter");
      await waitRows(page, cold.want, true);
      await page.waitForLoadState("networkidle");

      // (c) warm: client-side click on page 2
      const two = page.locator(".ant-pagination .ant-pagination-item-2");
      if ((await two.count()) === 0) {
        record(screen, "page 2 (click)", run, null, null, "one page only");
        continue;
      }
      const resp = page.waitForResponse(isList(screen, { page: "2" }));
      await page.evaluate(() => window.__bench.arm("pointerdown"));
      await two.click();
      const info = await inspect(await resp);
      record(screen, "page 2 (click)", run, await waitRows(page, info.want, true), info);
      await page.waitForLoadState("networkidle");

      // once: does a search typed on page 2 go back to page 1? (not timed)
      // (page 1 of that search may come from the query cache of the timed search above, with no request)
      if (run === 0) {
        await searchBox().fill(screen.typed);
        await searchBox().press("Enter");
        await page.waitForLoadState("networkidle");
        const rows = page.locator(".ant-table-tbody tr.ant-table-row");
        await rows
          .first()
          .waitFor({ timeout: 5000 })
          .catch(() => undefined);
        const shownPage = new URL(page.url()).searchParams.get("currentPage") ?? "1";
        pageTwoSearch.push(
          `${screen.name}: "${screen.typed}" typed on page 2 went to page ${shownPage}: ${await rows.count()} rows shown`,
        );
      }
    }
  }

  const ACTIONS = ["cold: first rows", "page 2 (click)", "search typed", "search + Enter"];
  const ordered = [...results.values()].sort(
    (a, b) =>
      SCREENS.findIndex((x) => x.name === a.screen) - SCREENS.findIndex((x) => x.name === b.screen) ||
      ACTIONS.indexOf(a.action) - ACTIONS.indexOf(b.action),
  );
  const out = ordered.map((r) => ({
    screen: r.screen,
    action: r.action,
    p50: pct(r.ms, 50),
    p95: pct(r.ms, 95),
    first: r.first ?? null,
    apiP50: pct(r.api, 50),
    apiP95: pct(r.api, 95),
    ttfbP50: pct(r.ttfb, 50),
    listSentP50: pct(r.sent, 50),
    rows: r.count ?? null,
    total: r.total ?? null,
    pages: r.pages ?? null,
    notes: [...r.notes],
  }));
  const others = [...otherApi].map(([screen, list]) => {
    const by = new Map();
    for (const { label, ms } of list) by.set(label, [...(by.get(label) ?? []), ms]);
    return {
      screen,
      requests: [...by].map(([label, ms]) => ({ label, n: ms.length, p50: pct(ms, 50), max: Math.max(...ms) })),
    };
  });
  const meta = { scale, runs, seedMs, cpus: cpuCount, loadavg: loadavg(), browser: browser.version() };

  if (asJson) {
    console.log(
      JSON.stringify(
        { ...meta, budgetFirstRowsMs: BUDGET_FIRST_ROWS_MS, results: out, others, pageTwoSearch },
        null,
        2,
      ),
    );
    return;
  }
  const f = (v) => (v === null || v === undefined ? "-" : String(Math.round(v)));
  console.log(
    `\nAdmin lists in Chromium ${meta.browser}: demo seed + ${scale} packages and ${scale} bookings (seeded in ${seedMs} ms); ${runs} runs after 1 warm-up; ${cpuCount} CPUs, load ${meta.loadavg.map((l) => l.toFixed(1)).join(" ")}\n`,
  );
  console.log(
    `${"screen".padEnd(14)}${"action".padEnd(18)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"1st ms".padStart(8)}${"API p50".padStart(9)}${"API p95".padStart(9)}${"rows/total".padStart(13)}  notes`,
  );
  for (const r of out) {
    const notes = [...r.notes];
    if (r.pages) notes.unshift(`${r.pages} pages`);
    if (r.listSentP50 !== null) notes.push(`list request sent at ${f(r.listSentP50)} ms`);
    if (r.action.startsWith("cold"))
      notes.push(
        `budget ${BUDGET_FIRST_ROWS_MS} ms to first rows${r.p95 !== null && r.p95 > BUDGET_FIRST_ROWS_MS ? " (p95 OVER)" : ""}`,
      );
    const rt = r.total === null ? "-" : `${r.rows}/${r.total}`;
    console.log(
      `${r.screen.padEnd(14)}${r.action.padEnd(18)}${f(r.p50).padStart(8)}${f(r.p95).padStart(8)}${f(r.first).padStart(8)}${f(r.apiP50).padStart(9)}${f(r.apiP95).padStart(9)}${rt.padStart(13)}  ${notes.join("; ")}`,
    );
  }
  console.log("\nAPI requests during the cold loads (browser timing, request start to response end; p50 / max ms):");
  for (const o of others) {
    console.log(`  ${o.screen}: ${o.requests.map((q) => `${q.label} ${f(q.p50)}/${f(q.max)}`).join(", ")}`);
  }
  if (pageTwoSearch.length) console.log(`\nSearch from page 2 (warm-up run):\n  ${pageTwoSearch.join("\n  ")}`);
  console.log(
    "\n(times in the page's clock: cold from navigation start, the others from the click / input / Enter event, to the DOM commit showing the response's rows; '1st' is the warm-up run; 'search typed' includes the list's 350 ms debounce)",
  );
}

try {
  await main();
} finally {
  await stop();
}
