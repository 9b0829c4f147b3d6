#!/usr/bin/env node
// Reports benchmark (issue 19: "at --scale 100000, each report's first page and summary answers in p95 <= 100 ms and
// an export of 100,000 rows streams at constant memory"). Resets a fresh data dir with the demo seed plus the scale
// seed (`db:reset -- --scale N`: N packages, N bookings with their orders, reviews and coupon redemptions), starts
// the reference API as its own process on a free port (as `npm run serve` does, no static files), signs in as the
// demo admin and, for every report the API documents under /report/{name}:
//   default   GET report/{name} (the default filters: the last 30 days), the answer's summary + series +
//             breakdowns + first table page, over --runs requests after 3 warm-ups: p50, p95, max (ms, client-side
//             over a keep-alive local socket)
//   366 days  the same with from = 365 days before today, to = today (the longest range allowed)
// then exports the largest report (most rows over 366 days) as CSV, then as XLSX (format=xlsx; its rows are the
// x-total-count, a zip having no lines to count): rows, seconds, rows/s, and the server process's
// resident memory (Linux /proc/<pid>/status VmRSS, polled every 20 ms) before and at its peak while streaming,
// to show the export does not grow with the rows. The body is read and counted as it arrives, never kept.
// Usage: npm run bench:reports [-- --scale 100000 --runs 30 --json --keep]
//   --data-dir DIR  reuse a data dir already reset with the scale seed (no reset; e.g. one --keep left behind)
//   --keep          leave the temp data dir in place (its path is printed) for a later --data-dir run
//   --only a,b      time only these reports (the export is then of the largest of them)
// Prints figures; asserts nothing timed (the budget is shown next to the figures).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

const BUDGET_P95_MS = 100;
/** Sales and appointments read per-day counters (migration 043): aim well under the budget, so a busy CI stays under. */
const AIM_P95_MS = 50;
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : i >= 0 ? process.argv[i + 1] : undefined;
};
const argNum = (name, fallback) => {
  const raw = arg(name);
  if (raw === undefined) return fallback;
  const n = Number(String(raw).replace(/[_,]/g, ""));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number >= 1 (got ${raw})`);
  return n;
};
const scale = argNum("scale", 100_000);
const runs = argNum("runs", 30);
const asJson = process.argv.includes("--json");
const keep = process.argv.includes("--keep");
const given = arg("data-dir");
const only = arg("only")?.split(",").filter(Boolean);

const log = (...a) => console.error(...a);
const workDir = given ? null : mkdtempSync(join(tmpdir(), "khidma-reports-"));
const dataDir = given ?? join(workDir, "data");
let server = null;
let stopped = false;

const stop = async () => {
  if (stopped) return;
  stopped = true;
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    try {
      process.kill(-server.pid, "SIGTERM"); // its own process group
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
  if (workDir && !keep) rmSync(workDir, { recursive: true, force: true });
};
for (const sig of ["SIGINT", "SIGTERM"]) process.once(sig, () => stop().finally(() => process.exit(130)));

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Resident memory of a process in MiB (Linux), or null where /proc is not there. */
const rssMiB = (pid) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
};

const dubaiDay = (ms) => new Date(ms + 4 * 3_600_000).toISOString().slice(0, 10);

async function main() {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_DIR: "",
    LOG_LEVEL: "silent",
    RATE_LIMIT_ACCOUNT_MAX: "1000",
    RATE_LIMIT_IP_MAX: "100000",
  };
  delete env.DATABASE_URL; // SQLite in the data dir: db:reset deletes only SQLite files
  let seedMs = null;
  if (!given) {
    log(`resetting ${dataDir} with --scale ${scale} (the demo seed, then the scale seed)...`);
    const t0 = performance.now();
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "server/src/cli/reset.ts", "--scale", String(scale)],
      {
        env,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    seedMs = performance.now() - t0;
    log(out.trim());
  } else if (!existsSync(dataDir)) {
    throw new Error(`--data-dir ${dataDir} does not exist`);
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/v2/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error("the API did not start in 60 s");
    await new Promise((r) => setTimeout(r, 100));
  }

  const login = await fetch(`${base}/api/v2/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@khidma.test", password: "Admin#2026" }),
  });
  const token = (await login.json()).data.access_token;
  const headers = { authorization: `Bearer ${token}`, "accept-language": "en" };

  // every report the API documents: /api/v2/report/{name}
  const doc = await (await fetch(`${base}/api/docs/json`)).json();
  const names = Object.keys(doc.paths)
    .map((p) => /^\/api\/v2\/report\/([a-z-]+)$/.exec(p)?.[1])
    .filter((name) => name && (!only || only.includes(name)))
    .sort();
  if (names.length === 0) throw new Error("no report/{name} endpoint is registered");

  const today = dubaiDay(Date.now());
  const yearAgo = dubaiDay(Date.now() - 365 * 86_400_000);
  const ranges = [
    ["default (30 days)", ""],
    ["366 days", `from=${yearAgo}&to=${today}`],
  ];

  const results = [];
  for (const name of names) {
    for (const [label, query] of ranges) {
      const url = `${base}/api/v2/report/${name}${query ? `?${query}` : ""}`;
      const call = async () => {
        const res = await fetch(url, { headers });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`report/${name} ${label}: ${res.status} ${text.slice(0, 300)}`);
        return text;
      };
      const body = JSON.parse(await call()).data;
      for (let i = 0; i < 3; i += 1) await call();
      const times = [];
      for (let i = 0; i < runs; i += 1) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
      results.push({
        report: name,
        range: label,
        rows: body.rows.total,
        p50: pct(times, 50),
        p95: pct(times, 95),
        max: Math.max(...times),
      });
      log(`  ${name} ${label}: p95 ${pct(times, 95).toFixed(1)} ms (${body.rows.total} rows)`);
    }
  }

  // the export of the largest report over 366 days, as CSV then as XLSX, each streamed and counted (never kept),
  // the server's memory polled meanwhile
  const largest = results.filter((r) => r.range === "366 days").reduce((a, b) => (b.rows > a.rows ? b : a));
  const measureExport = async (format) => {
    const exportUrl =
      `${base}/api/v2/report/${largest.report}/export?from=${yearAgo}&to=${today}` +
      (format === "csv" ? "" : `&format=${format}`);
    const before = rssMiB(server.pid);
    let peak = before;
    const poll = setInterval(() => {
      const now = rssMiB(server.pid);
      if (now !== null && (peak === null || now > peak)) peak = now;
    }, 20);
    const t0 = performance.now();
    const res = await fetch(exportUrl, { headers });
    if (res.status !== 200) throw new Error(`export ${largest.report} ${format}: ${res.status} ${await res.text()}`);
    let firstByte = null;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      if (firstByte === null) firstByte = performance.now() - t0;
      bytes += chunk.length;
      if (format === "csv") for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lines += 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(poll);
    const after = rssMiB(server.pid);
    const totalHeader = Number(res.headers.get("x-total-count"));
    // a zip has no lines to count: the XLSX's rows are the ones the server announced
    const rows = format === "csv" ? lines - 1 : totalHeader; // the CSV's header line
    return {
      report: largest.report,
      format,
      range: `${yearAgo}..${today}`,
      total_header: totalHeader,
      rows,
      megabytes: bytes / 1024 / 1024,
      seconds,
      rows_per_second: rows / seconds,
      first_byte_ms: firstByte,
      rss_before_mib: before,
      rss_peak_mib: peak,
      rss_after_mib: after,
      rss_growth_mib: before === null || peak === null ? null : peak - before,
    };
  };
  const exported = await measureExport("csv");
  const exportedXlsx = await measureExport("xlsx");

  const machine = { cpus: cpus().length, load: loadavg().map((l) => Number(l.toFixed(2))) };
  if (asJson) {
    console.log(
      JSON.stringify(
        { scale, runs, seed_ms: seedMs, machine, results, export: exported, export_xlsx: exportedXlsx },
        null,
        2,
      ),
    );
  } else {
    console.log(
      `\nSQLite, --scale ${scale}${seedMs === null ? "" : ` (reset in ${(seedMs / 1000).toFixed(0)} s)`}; ` +
        `${runs} requests per case after 3 warm-ups; admin; ${machine.cpus} CPUs, load ${machine.load.join(" ")}\n`,
    );
    console.log(
      `${"report".padEnd(14)}${"range".padEnd(20)}${"rows".padStart(9)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"max ms".padStart(9)}`,
    );
    for (const r of results)
      console.log(
        `${r.report.padEnd(14)}${r.range.padEnd(20)}${String(r.rows).padStart(9)}${r.p50.toFixed(1).padStart(9)}` +
          `${r.p95.toFixed(1).padStart(9)}${r.max.toFixed(1).padStart(9)}${r.p95 > BUDGET_P95_MS ? "  (over the 100 ms budget)" : r.p95 > AIM_P95_MS ? "  (over the 50 ms aim)" : ""}`,
      );
    const mib = (v) => (v === null ? "n/a" : `${v.toFixed(1)} MiB`);
    for (const e of [exported, exportedXlsx])
      console.log(
        `${e === exported ? "\n" : ""}export ${e.report} ${e.format.toUpperCase()} (${e.range}): ${e.rows} rows ` +
          `(x-total-count ${e.total_header}), ${e.megabytes.toFixed(1)} MB in ${e.seconds.toFixed(2)} s ` +
          `(${Math.round(e.rows_per_second)} rows/s, first byte ${e.first_byte_ms?.toFixed(0)} ms); server RSS ` +
          `${mib(e.rss_before_mib)} before, ${mib(e.rss_peak_mib)} at peak (+${mib(e.rss_growth_mib)}), ` +
          `${mib(e.rss_after_mib)} after`,
      );
    console.log(
      `\n(p95 budget ${BUDGET_P95_MS} ms, aim ${AIM_P95_MS} ms even over 366 days: figures only, nothing asserted; ` +
        "the load average above says how busy the machine was)",
    );
    if (keep && workDir) console.log(`data dir kept: ${dataDir} (rerun with --data-dir ${dataDir})`);
  }
}

try {
  await main();
} finally {
  await stop();
}
