#!/usr/bin/env -S npx tsx
// The API side by side with json-server (issue 14, goal 2): seeds a scaled database in a temp dir (the demo seed
// plus N packages and bookings, server/src/db/seed-scale.ts), exports the same packages as the JSON json-server
// serves (the public ones as the storefront's cards, every one for the admin list), starts both as their own
// processes on free ports, and loads each with autocannon (10 connections) for the same three questions:
//   storefront package list page 7   package/web/list?page=7&limit=10        /packages?_page=7&_limit=10&_sort=id&_order=desc
//   a search                         package/web/list?search=clean&limit=10  /packages?name_en_like=clean&_page=1&_limit=10&_sort=id&_order=desc
//   admin package list               package/list?page=1&limit=10 (admin)    /admin_packages?_page=1&_limit=10&_sort=id&_order=desc
// It prints requests/s, p50 and p99 latency (ms) and non-2xx answers of both, and the API / json-server ratio.
// Usage: npm run bench:api [-- --scale 100000 --duration 10 --connections 10]   (--scale 0: the demo seed only)
// Figures only: it never fails on a budget. The API runs as `npm run serve` would (SQLite, logs off, no demo mode).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { loadConfig } from "../server/src/config.ts";
import { createDb } from "../server/src/db/database.ts";
import { migrateToLatest } from "../server/src/db/migrations/index.ts";
import { seed } from "../server/src/db/seed.ts";
import { seedScale } from "../server/src/db/seed-scale.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? Number(process.argv[i + 1]) : fallback;
};
const scale = arg("scale", 100_000);
// the machine's load before the bench adds its own (autocannon and the two servers keep about 2 cores busy)
const loadBefore = os.loadavg()[0];
const duration = arg("duration", 10);
const connections = arg("connections", 10);

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const waitFor = async (url, headers = {}, ms = 120_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { headers });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
};

// ---- the database and the JSON ----
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-bench-api-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  STATIC_DIR: "",
  LOG_LEVEL: "silent",
  RATE_LIMIT_IP_MAX: "100000000",
  RATE_LIMIT_ACCOUNT_MAX: "100000000",
  UPLOAD_SWEEP_MINUTES: "0",
  ORDER_EXPIRY_SWEEP_SECONDS: "0",
};
delete env.DATABASE_URL;
const config = loadConfig(env);
const db = createDb(config);
await migrateToLatest(db, config.dbDriver);
await seed(db, { dataDir });
const seeded = scale > 0 ? await seedScale(db, scale) : null;

/** Packages as the storefront's card (the columns the API's list answers, partner and starting price included). */
const exportRows = async (publicOnly) => {
  let q = db
    .selectFrom("packages as pk")
    .innerJoin("partners as p", "p.id", "pk.partner_id")
    .select([
      "pk.id",
      "pk.partner_id",
      "pk.category_id",
      "pk.name_en",
      "pk.name_ar",
      "pk.description_en",
      "pk.description_ar",
      "pk.image",
      "pk.visits_per_month",
      "pk.status",
      "pk.active",
      "pk.is_handpicked",
      "pk.starting_price_fils",
      "pk.created_at",
      "pk.updated_at",
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
      "p.logo as partner_logo",
      "p.average_rating as partner_rating",
    ])
    .where("pk.deleted_at", "is", null)
    .orderBy("pk.id");
  if (publicOnly) q = q.where("pk.status", "=", "Approved").where("pk.active", "=", 1).where("p.status", "=", "active");
  const rows = await q.execute();
  const types = new Map();
  for (const t of await db.selectFrom("package_property_types").select(["package_id", "property_type"]).execute()) {
    types.set(t.package_id, [...(types.get(t.package_id) ?? []), t.property_type]);
  }
  return rows.map((r) => ({
    id: r.id,
    partner_id: r.partner_id,
    category_id: r.category_id,
    name: r.name_en,
    name_en: r.name_en,
    name_ar: r.name_ar,
    description: r.description_en,
    description_en: r.description_en,
    description_ar: r.description_ar,
    image: r.image,
    visits_per_month: r.visits_per_month,
    property_types: types.get(r.id) ?? [],
    status: r.status,
    active: r.active,
    is_handpicked: r.is_handpicked,
    starting_price: r.starting_price_fils === null ? null : r.starting_price_fils / 100,
    created_at: r.created_at,
    updated_at: r.updated_at,
    partner: {
      id: r.partner_id,
      name: r.partner_name_en,
      logo: r.partner_logo,
      average_rating: Number(r.partner_rating),
    },
  }));
};
const jsonFile = path.join(dataDir, "json-server.json");
const packages = await exportRows(true);
const adminPackages = await exportRows(false);
fs.writeFileSync(jsonFile, JSON.stringify({ packages, admin_packages: adminPackages }));
await db.destroy();

// ---- the two servers ----
const children = [];
const start = (command, args, extraEnv) => {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ["ignore", "ignore", "pipe"] });
  child.stderr.on("data", (d) => process.stderr.write(d));
  children.push(child);
  return child;
};
const stopAll = () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
};
process.on("exit", stopAll);

const apiPort = await freePort();
start(process.execPath, ["--import", "tsx", "server/src/main.ts"], { PORT: String(apiPort), HOST: "127.0.0.1" });
const api = `http://127.0.0.1:${apiPort}`;
await waitFor(`${api}/api/v2/health`);
const jsonPort = await freePort();
start(process.execPath, [
  path.join(root, "node_modules/json-server/lib/cli/bin.js"),
  jsonFile,
  "--port",
  String(jsonPort),
  "--host",
  "127.0.0.1",
  "--quiet",
]);
const js = `http://127.0.0.1:${jsonPort}`;
await waitFor(`${js}/packages?_limit=1`);

const clientToken = (
  await (await fetch(`${api}/api/v2/client-access-token`, { headers: { [config.apiKeyHeader]: config.apiKey } })).json()
).data.access_token;
const adminToken = (
  await (
    await fetch(`${api}/api/v2/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@khidma.test", password: "Admin#2026" }),
    })
  ).json()
).data.access_token;

const cases = [
  [
    "storefront list page 7",
    `${api}/api/v2/package/web/list?page=7&limit=10`,
    clientToken,
    `${js}/packages?_page=7&_limit=10&_sort=id&_order=desc`,
  ],
  [
    "search 'clean'",
    `${api}/api/v2/package/web/list?search=clean&page=1&limit=10`,
    clientToken,
    `${js}/packages?name_en_like=clean&_page=1&_limit=10&_sort=id&_order=desc`,
  ],
  [
    "admin package list",
    `${api}/api/v2/package/list?page=1&limit=10`,
    adminToken,
    `${js}/admin_packages?_page=1&_limit=10&_sort=id&_order=desc`,
  ],
];

const load = (url, token) =>
  autocannon({
    url,
    connections,
    duration,
    headers: token ? { authorization: `Bearer ${token}`, accept: "application/json" } : { accept: "application/json" },
  });
const figures = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx + r.errors + r.timeouts,
});

const results = [];
for (const [label, apiUrl, token, jsUrl] of cases) {
  const ours = figures(await load(apiUrl, token));
  const theirs = figures(await load(jsUrl));
  results.push({ label, api: ours, jsonServer: theirs, ratio: ours.rps / theirs.rps });
}
stopAll();
fs.rmSync(dataDir, { recursive: true, force: true });

const n = (v, d = 0) => (Number.isFinite(v) ? v.toFixed(d) : "-");
console.log(
  `\nSQLite: ${adminPackages.length} packages (${packages.length} public)${seeded ? `, seeded +${scale} in ${seeded.ms} ms` : " (demo seed)"}; autocannon ${connections} connections x ${duration} s per server and case (${os.cpus().length} cores, load ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after)\n`,
);
console.log(
  `${"case".padEnd(24)}${"API req/s".padStart(11)}${"p50".padStart(7)}${"p99".padStart(7)}${"non2xx".padStart(8)}   ${"json-server req/s".padStart(18)}${"p50".padStart(7)}${"p99".padStart(7)}${"non2xx".padStart(8)}${"ratio".padStart(9)}`,
);
for (const r of results) {
  console.log(
    `${r.label.padEnd(24)}${n(r.api.rps).padStart(11)}${n(r.api.p50).padStart(7)}${n(r.api.p99).padStart(7)}${String(r.api.non2xx).padStart(8)}   ${n(r.jsonServer.rps).padStart(18)}${n(r.jsonServer.p50).padStart(7)}${n(r.jsonServer.p99).padStart(7)}${String(r.jsonServer.non2xx).padStart(8)}${`${n(r.ratio, 1)}x`.padStart(9)}`,
  );
}
console.log("\n(latency in ms; ratio = API requests/s / json-server requests/s; goal >= 3x)");
