#!/usr/bin/env -S npx tsx
// List latency benchmark (issue 7: "lists of 10,000+ rows stay fast"): seeds a scaled database in a temp dir
// (the demo seed plus N packages and N bookings, server/src/db/seed-scale.ts), builds the app in-process and times
// the admin's first page of the big lists through `inject` (routing, auth, validation, SQL, serialization; no
// socket), printing p50/p95/max in ms over several runs after a warm-up.
// Usage: npm run bench:lists [-- --scale 10000 --runs 30 --json --storefront --no-cache]
//   BENCH_DATABASE_URL=postgres://... runs it on that (disposable!) PostgreSQL database instead of SQLite.
//   --pg runs it on PostgreSQL: a throwaway cluster started for the run and deleted after (scripts/pg-cluster.mjs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { startCluster } from "../scripts/pg-cluster.mjs";
import { buildApp } from "../server/src/app.ts";
import { loadConfig } from "../server/src/config.ts";
import { createDb } from "../server/src/db/database.ts";
import { migrateToLatest } from "../server/src/db/migrations/index.ts";
import { seed } from "../server/src/db/seed.ts";
import { seedScale } from "../server/src/db/seed-scale.ts";
import { catalogCacheOf } from "../server/src/modules/catalog/cache.ts";
import { storefrontCases } from "./storefront-cases.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
};
const scale = arg("scale", 10_000);
const runs = arg("runs", 30);
const asJson = process.argv.includes("--json");
// PostgreSQL: a throwaway cluster with --pg (stopped and deleted when the run ends, fails or is interrupted), else
// BENCH_DATABASE_URL when set; SQLite in the temp dir otherwise. Progress goes to stderr (stdout stays JSON with --json).
const cluster = process.argv.includes("--pg")
  ? await startCluster({ database: "khidma_bench", log: console.error })
  : null;
const pgUrl = cluster?.url ?? process.env.BENCH_DATABASE_URL?.trim() ?? "";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "khidma-bench-"));
const config = {
  ...loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: "",
    LOG_LEVEL: "silent",
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    RATE_LIMIT_ACCOUNT_MAX: "1000",
    RATE_LIMIT_IP_MAX: "100000",
  }),
};
const db = createDb(config);
if (config.dbDriver === "postgres") {
  await sql`drop schema if exists public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
await migrateToLatest(db, config.dbDriver);
await seed(db, { dataDir });
const seeded = await seedScale(db, scale, { driver: config.dbDriver });
const counts = {
  packages: Number(
    (
      await db
        .selectFrom("packages")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    ).n,
  ),
  bookings: Number(
    (
      await db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    ).n,
  ),
};

const app = buildApp({ config, db, logger: false });
await app.ready();
const login = await app.inject({
  method: "POST",
  url: "/api/v2/login",
  payload: { email: "admin@khidma.test", password: "Admin#2026" },
});
const token = JSON.parse(login.body).data.access_token;
const partner = await db.selectFrom("partners").select("id").orderBy("id", "desc").executeTakeFirst();
// admin and partner lists (helper D): a scaled customer's own bookings, the busiest partner, a booking id
const customerLogin = await app.inject({
  method: "POST",
  url: "/api/v2/login",
  payload: { email: "scale.customer0001@khidma.test", password: "Customer#2026" },
});
const customerToken = JSON.parse(customerLogin.body).data?.access_token ?? token;
const busyPartner = await db
  .selectFrom("bookings")
  .select(["partner_id", (eb) => eb.fn.countAll().as("n")])
  .groupBy("partner_id")
  .orderBy("n", "desc")
  .executeTakeFirst();
const someBooking = await db.selectFrom("bookings").select("id").orderBy("id").offset(5000).limit(1).executeTakeFirst();
const scaleCustomer = await db
  .selectFrom("users")
  .select("id")
  .where("email", "=", "scale.customer0001@khidma.test")
  .executeTakeFirst();
const recentFrom = new Date(Date.now() - 29 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);

const cases = [
  ["packages: page 1 (id desc)", "package/list?page=1&limit=10"],
  ["packages: sort name asc", "package/list?page=1&limit=10&sortKey=name&sortVal=asc"],
  ["packages: sort name asc (ar)", "package/list?page=1&limit=10&sortKey=name&sortVal=asc", "ar"],
  ["packages: sort updated_at desc", "package/list?page=1&limit=10&sortKey=updated_at&sortVal=desc"],
  ["packages: status=Pending", "package/list?page=1&limit=10&status=Pending"],
  ["packages: partner + active", `package/list?page=1&limit=10&partner_id=${partner.id}&active=1`],
  ["packages: search 'clean'", "package/list?page=1&limit=10&search=clean"],
  ["packages: page 500", "package/list?page=500&limit=10"],
  ["bookings: page 1 (id desc)", "admin/booking/list?page=1&limit=10"],
  ["bookings: status=completed", "admin/booking/list?page=1&limit=10&status=completed"],
  ["bookings: sort scheduled_at desc", "admin/booking/list?page=1&limit=10&sortKey=scheduled_at&sortVal=desc"],
  ["bookings: search 'BK-0050'", "admin/booking/list?page=1&limit=10&search=BK-0050"],
  ["dashboard: last 30 days", "admin/dashboard"],
  [
    "dashboard: 365 days",
    `admin/dashboard?from=${new Date(Date.now() - 364 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10)}`,
  ],
  [
    "dashboard: 365 days to today",
    `admin/dashboard?from=${new Date(Date.now() - 364 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10)}`,
  ],
  ["bookings: page 5000", "admin/booking/list?page=5000&limit=10"],
  ["bookings: sort total desc", "admin/booking/list?page=1&limit=10&sortKey=total&sortVal=desc"],
  ["bookings: sort number asc", "admin/booking/list?page=1&limit=10&sortKey=number&sortVal=asc"],
  ["bookings: sort created_at desc", "admin/booking/list?page=1&limit=10&sortKey=created_at&sortVal=desc"],
  ["bookings: sort status asc", "admin/booking/list?page=1&limit=10&sortKey=status&sortVal=asc"],
  ["bookings: partner", `admin/booking/list?page=1&limit=10&partner_id=${busyPartner.partner_id}`],
  [
    "bookings: partner+completed+sched",
    `admin/booking/list?page=1&limit=10&partner_id=${busyPartner.partner_id}&status=completed&sortKey=scheduled_at&sortVal=desc`,
  ],
  ["bookings: payment_status=paid", "admin/booking/list?page=1&limit=10&payment_status=paid"],
  [
    "bookings: date range 30 days",
    `admin/booking/list?page=1&limit=10&date_from=${recentFrom}&date_to=${new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10)}`,
  ],
  ["bookings: customer", `admin/booking/list?page=1&limit=10&customer_id=${scaleCustomer?.id ?? 1}`],
  ["bookings: search 'BK-00123' page 3", "admin/booking/list?page=3&limit=10&search=BK-00123&sortKey=number"],
  ["bookings: search name 'haddad'", "admin/booking/list?page=1&limit=10&search=haddad"],
  ["bookings: search partner (ar)", "admin/booking/list?page=1&limit=10&search=%D8%B3%D8%A8%D8%A7%D8%B1%D9%83%D9%84"],
  ["bookings: details", `admin/booking/details/${someBooking.id}`],
  ["reassignments: page 1", "admin/reassignment/list?page=1&limit=10"],
  ["quotations: page 1", "admin/quotation/list?page=1&limit=10"],
  ["completion reports: page 1", "admin/completion-report/list?page=1&limit=10"],
  ["reviews: page 1", "admin/review/list?page=1&limit=10"],
  ["partners: page 1", "admin/partner/list?page=1&limit=10"],
  ["partners: details", `admin/partner/details/${busyPartner.partner_id}`],
  ["applications: page 1", "admin/application/list?page=1&limit=10"],
  ["applications: counts", "admin/application/counts"],
  ["users: page 1", "user/list?page=1&limit=10"],
  ["users: search 'scale.customer01'", "user/list?page=1&limit=10&search=scale.customer01"],
  ["users: sort name", "user/list?page=1&limit=10&sortKey=name&sortVal=asc"],
  ["roles: page 1", "role/list?page=1&limit=10"],
  ["notifications: page 1", "notifications/list?page=1&limit=10"],
  ["partner dashboard", `partner/dashboard?partner_id=${busyPartner.partner_id}`],
  ["customer: my bookings", "customer/booking/list?page=1&limit=10", "en", customerToken],
  ["customer: my bookings upcoming", "customer/booking/list?page=1&limit=10&status=upcoming", "en", customerToken],
  ["customer: my bookings page 15", "customer/booking/list?page=15&limit=10", "en", customerToken],
];

// the storefront group (bench/storefront-cases.mjs), with a client token; `--storefront` times only that group;
// `--no-cache` turns the catalog answer cache off (catalog/cache.ts), to time the queries themselves
if (process.argv.includes("--no-cache")) catalogCacheOf(db).enabled = false;
const storefront = await storefrontCases({ app, db, config });
if (process.argv.includes("--storefront")) cases.length = 0;
cases.push(...storefront);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const results = [];
for (const [label, url, lang = "en", auth = token] of cases) {
  const call = () =>
    app.inject({
      method: "GET",
      url: `/api/v2/${url}`,
      headers: { authorization: `Bearer ${auth}`, "accept-language": lang },
    });
  const first = await call();
  if (first.statusCode === 404) {
    results.push({ label, skipped: "404 (endpoint not built yet)" });
    continue;
  }
  if (first.statusCode !== 200) throw new Error(`${label}: ${first.statusCode} ${first.body.slice(0, 300)}`);
  const body = JSON.parse(first.body).data;
  const rows = body?.data?.length ?? null;
  const total = body?.total ?? null;
  for (let i = 0; i < 3; i += 1) await call(); // warm-up
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  results.push({ label, rows, total, p50: pct(times, 50), p95: pct(times, 95), max: times[times.length - 1] });
}

await app.close();
await db.destroy();
cluster?.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

if (asJson) {
  console.log(JSON.stringify({ driver: config.dbDriver, scale, runs, seeded, counts, results }, null, 2));
} else {
  console.log(
    `\n${config.dbDriver}: ${counts.packages} packages, ${counts.bookings} bookings (seeded +${scale} each in ${seeded.ms} ms); ${runs} runs per case after 3 warm-ups\n`,
  );
  console.log(
    `${"case".padEnd(36)}${"rows/total".padStart(14)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"max ms".padStart(9)}`,
  );
  for (const r of results) {
    if (r.skipped) {
      console.log(`${r.label.padEnd(36)}  skipped: ${r.skipped}`);
      continue;
    }
    const rt = r.rows === null ? "-" : `${r.rows}/${r.total}`;
    console.log(
      `${r.label.padEnd(36)}${rt.padStart(14)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}${r.max.toFixed(1).padStart(9)}`,
    );
  }
  console.log("\n(server-side: app.inject in-process, so no network; first page of each list as the admin)");
}
