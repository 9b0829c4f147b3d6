#!/usr/bin/env node
// Bundle budget benchmark: builds the SPA and prints the JavaScript bytes (raw and gzip) that each portal's entry
// route loads before it can paint: the app entry's static imports plus the portal chunk's static imports.
// Usage: npm run bench:bundle   (add --no-build to measure the existing dist/)
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = "dist";
if (!process.argv.includes("--no-build")) execSync("npx vite build --logLevel warn", { stdio: "inherit" });
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

/** Every chunk a manifest key pulls in through static imports (what the browser must load for it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const portals = {
  "storefront  /": ["src/portals/customer/index.tsx", "src/portals/customer/pages/home.tsx"],
  "partner     /partner/dashboard": ["src/portals/partner/index.tsx"],
  "admin       /admin/dashboard": ["src/portals/admin/index.tsx"],
};

const size = (file) => {
  const buf = readFileSync(join(dist, file));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`.padStart(10);

console.log(`\n${"entry route".padEnd(34)}${"JS raw".padStart(10)}${"JS gzip".padStart(10)}  chunks`);
const results = {};
for (const [label, keys] of Object.entries(portals)) {
  const chunks = new Set();
  for (const key of [entryKey, ...keys]) for (const k of closure(key)) if (manifest[k]) chunks.add(manifest[k].file);
  let raw = 0;
  let gzip = 0;
  for (const file of chunks) {
    if (!file.endsWith(".js")) continue;
    const s = size(file);
    raw += s.raw;
    gzip += s.gzip;
  }
  results[label.trim().split(/\s+/)[0]] = { raw, gzip, chunks: chunks.size };
  console.log(`${label.padEnd(34)}${kb(raw)}${kb(gzip)}  ${chunks.size}`);
}
console.log("\n(JS the browser must fetch before the route can render; lazy pages and on-demand libraries excluded)");
