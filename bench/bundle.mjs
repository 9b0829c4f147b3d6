#!/usr/bin/env node
// Bundle budget benchmark: builds the SPA and prints the JavaScript bytes (raw and gzip) that each route loads before
// it can paint: the app entry's static imports, plus (portals) the lazily mounted refine + antd scope
// (src/shell/rich-scope.tsx), the portal chunk and the route's lazy page chunk, each with its static imports.
// Then (unless --no-browser) it opens each route in Chromium (bench/first-load-browser.mjs: the built SPA served by
// the reference API, portal routes signed in, cold cache) and prints the JS the browser fetched until the route's
// content painted and until the network was idle (lazy chunks loaded after the paint, such as charts, included).
// Usage: npm run bench:bundle   (add --no-build to measure the existing dist/, --dist <dir> to measure another build,
//        --no-browser for the manifest figures alone, --json for machine-readable figures with the JS files each route
//        fetched, in the order they arrived)
// Budgets (issue 14): admin and partner dashboards and lists <= 400 KB gzip to network idle; storefront `/`,
// `/categories`, `/packages` <= 180 KB.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { measureFirstLoads } from "./first-load-browser.mjs";

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const dist = arg("dist") ?? "dist";
const asJson = process.argv.includes("--json");
if (!process.argv.includes("--no-build") && !arg("dist"))
  execSync("npx vite build --logLevel warn", { stdio: ["ignore", asJson ? "ignore" : "inherit", "inherit"] });
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

/** Every chunk a manifest key pulls in through static imports (what the browser must load for it). */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const scope = "src/shell/rich-scope.tsx";
const admin = "src/portals/admin/index.tsx";
const partner = "src/portals/partner/index.tsx";
// A page that is a static import of its portal chunk has no manifest key of its own: closure() skips it.
const routes = {
  "storefront  /": ["src/portals/customer/index.tsx", "src/portals/customer/pages/home.tsx"],
  "partner     /partner/dashboard": [scope, partner, "src/portals/partner/pages/dashboard.tsx"],
  "partner     /partner/packages": [scope, partner, "src/portals/partner/catalog/packages/package-list.tsx"],
  "admin       /admin/dashboard": [scope, admin, "src/portals/admin/pages/dashboard.tsx"],
  "admin       /admin/packages": [scope, admin, "src/portals/admin/partners/packages/package-list.tsx"],
};

const sizes = new Map();
const size = (file) => {
  if (!sizes.has(file)) {
    const buf = readFileSync(join(dist, file));
    sizes.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return sizes.get(file);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`.padStart(10);

const results = {};
for (const [label, keys] of Object.entries(routes)) {
  const files = new Set();
  for (const key of [entryKey, ...keys]) for (const k of closure(key)) files.add(manifest[k].file);
  let raw = 0;
  let gzip = 0;
  let chunks = 0;
  for (const file of files) {
    if (!file.endsWith(".js")) continue;
    const s = size(file);
    raw += s.raw;
    gzip += s.gzip;
    chunks++;
  }
  results[label.trim().replace(/\s+/, " ")] = { raw, gzip, chunks };
}
// Lazy imports the entry's chunks hold: the portals, refine + antd and a few on-demand pieces. A screen's lazy import
// there (a manifest's `import()` left in the entry, see `screenLoaders` in vite.config.ts) adds its preload list to
// every page and cuts the portals' shared code into many small chunks.
const entryLazyImports = [...closure(entryKey)].reduce((n, k) => n + (manifest[k].dynamicImports?.length ?? 0), 0);
const browser = process.argv.includes("--no-browser") ? undefined : await measureFirstLoads(dist);
const BUDGETS = { "/": 180, "/categories": 180, "/packages": 180 };
const budgetOf = (path) => BUDGETS[path] ?? (/^\/(admin|partner)\/(?!login)/.test(path) ? 400 : undefined);
if (asJson) {
  console.log(JSON.stringify({ manifest: results, browser }, null, 2));
} else {
  console.log(`\n${"route".padEnd(34)}${"JS raw".padStart(10)}${"JS gzip".padStart(10)}  chunks`);
  for (const [label, r] of Object.entries(results)) {
    const [portal, path] = label.split(" ");
    console.log(`${`${portal.padEnd(12)}${path}`.padEnd(34)}${kb(r.raw)}${kb(r.gzip)}  ${r.chunks}`);
  }
  console.log(`\nentry chunks' lazy imports: ${entryLazyImports}`);
  console.log(
    "\n(JS files the browser must fetch before the route can render: the entry, and for portal routes the refine + antd" +
      "\nscope, the portal chunk and the route's page chunk; on-demand libraries such as charts excluded)",
  );
  if (browser) {
    console.log(
      `\nIn Chromium (cold cache, portal routes signed in), JS gzip fetched:\n${"route".padEnd(22)}${"to content".padStart(11)} files${"to idle".padStart(11)} files  budget`,
    );
    for (const [path, r] of Object.entries(browser)) {
      const budget = budgetOf(path);
      const verdict = budget === undefined ? "" : `${budget} KiB ${r.idleGzip / 1024 <= budget ? "ok" : "OVER"}`;
      console.log(
        `${path.padEnd(22)}${kb(r.paintGzip).padStart(11)} ${String(r.paintFiles).padStart(5)}${kb(r.idleGzip).padStart(11)} ${String(r.idleFiles).padStart(5)}  ${verdict}`,
      );
    }
  }
}
