// A throwaway PostgreSQL cluster for the PostgreSQL test suite (scripts/test.mjs) and the benchmarks
// (bench/list-latency.mjs --pg): `initdb` into a temp folder, `pg_ctl start` on a free port (TCP on 127.0.0.1, its
// unix socket in the same temp folder, durability off: fsync, synchronous_commit and full-page writes), one empty
// database; `stop()` stops the server and deletes the folder, also when the process exits, fails or gets Ctrl-C.
//
// The binaries: PG_BINDIR if set (only there: PG_BINDIR=/nonexistent shows the "not found" path), else
// `pg_config --bindir`, else the newest /usr/lib/postgresql/<version>/bin (Debian and Ubuntu), else initdb and
// pg_ctl on PATH. initdb refuses to run as root: as root the server runs as the `postgres` OS user (PG_OS_USER to
// pick another), which owns the temp folder.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

/** No PostgreSQL could be found or started; `message` says why. */
export class PgUnavailable extends Error {}

export const PG_INSTALL_HINT =
  "install it with `sudo apt-get install -y postgresql` (Debian/Ubuntu; `brew install postgresql` on macOS), " +
  "or point TEST_DATABASE_URL at a disposable database";

const hasServerBinaries = (dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"));

/** The folder holding initdb and pg_ctl, or throws PgUnavailable saying where it looked. */
export function findPgBinDir(env = process.env) {
  if (env.PG_BINDIR !== undefined) {
    if (hasServerBinaries(env.PG_BINDIR)) return env.PG_BINDIR;
    throw new PgUnavailable(`no initdb and pg_ctl in PG_BINDIR=${env.PG_BINDIR}`);
  }
  const looked = [];
  try {
    const dir = execFileSync("pg_config", ["--bindir"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (dir && hasServerBinaries(dir)) return dir;
    looked.push(`pg_config --bindir (${dir || "empty"})`);
  } catch {
    looked.push("pg_config (not installed)");
  }
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (hasServerBinaries(join(debian, v, "bin"))) return join(debian, v, "bin");
  }
  looked.push(`${debian}/*/bin`);
  for (const dir of (env.PATH ?? "").split(delimiter)) if (dir && hasServerBinaries(dir)) return dir;
  looked.push("PATH");
  throw new PgUnavailable(`no initdb and pg_ctl found (looked in ${looked.join(", ")})`);
}

export function freePort() {
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

/** As root: the uid and gid of the OS user the server runs as; otherwise null (run as ourselves). */
function runAs(env) {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const user = env.PG_OS_USER || "postgres";
  try {
    const id = (flag) => Number(execFileSync("id", [flag, user], { encoding: "utf8", stdio: "pipe" }).trim());
    return { user, uid: id("-u"), gid: id("-g") };
  } catch {
    throw new PgUnavailable(
      `running as root, and initdb refuses root, but there is no "${user}" OS user to run it as (PG_OS_USER picks one)`,
    );
  }
}

/** C.UTF-8 when the system has it (lower() and sorting beyond ASCII), else C; the encoding is UTF8 either way. */
function locale() {
  try {
    const all = execFileSync("locale", ["-a"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return /^c\.utf-?8$/im.test(all) ? "C.UTF-8" : "C";
  } catch {
    return "C";
  }
}

const tail = (text, lines = 8) => text.trim().split("\n").slice(-lines).join("\n");

/**
 * Starts a throwaway cluster with an empty database `database`; answers `{ url, port, dir, bindir, stop }`.
 * Throws PgUnavailable when no PostgreSQL can be found or started (the message says why).
 * `cleanupOnExit` (default true) stops the cluster and deletes its folder when the process exits or gets
 * SIGINT/SIGTERM/SIGHUP (exit codes 130/143/129).
 */
export async function startCluster({ database = "khidma_test", env = process.env, cleanupOnExit = true, log } = {}) {
  const bindir = findPgBinDir(env);
  const owner = runAs(env);
  const say = log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), "khidma-pg-"));
  const data = join(dir, "data");
  const logFile = join(dir, "server.log");
  const childEnv = { PATH: env.PATH ?? "", HOME: dir, LC_ALL: "C", TZ: "UTC" };
  const run = (bin, args, as = owner) =>
    spawnSync(join(bindir, bin), args, {
      cwd: dir,
      env: childEnv,
      encoding: "utf8",
      timeout: 120_000,
      ...(as ? { uid: as.uid, gid: as.gid } : {}),
    });

  let stopped = false;
  let started = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      const r = run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-t", "30", "stop"]);
      if (r.status !== 0) {
        // the server did not stop: kill the postmaster (its pid is the first line of postmaster.pid)
        try {
          const pid = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
          if (pid > 0) process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
    say(`PostgreSQL: stopped, ${dir} deleted`);
  };
  const onSignal = (code) => () => {
    stop();
    process.exit(code);
  };
  const handlers = [
    ["SIGINT", onSignal(130)],
    ["SIGTERM", onSignal(143)],
    ["SIGHUP", onSignal(129)],
  ];
  if (cleanupOnExit) {
    process.on("exit", stop);
    for (const [signal, handler] of handlers) process.on(signal, handler);
  }
  const fail = (why) => {
    stop();
    throw new PgUnavailable(why);
  };

  try {
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const t0 = Date.now();
    const init = run("initdb", [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      `--locale=${locale()}`,
      "--no-sync",
    ]);
    if (init.error || init.status !== 0)
      fail(`initdb failed${owner ? ` (as ${owner.user})` : ""}: ${tail(`${init.stderr ?? ""}${init.error ?? ""}`)}`);

    let port = 0;
    let lastError = "";
    for (let attempt = 0; attempt < 3 && !started; attempt += 1) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k '${dir}'`,
        "-c listen_addresses=127.0.0.1",
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=100",
      ].join(" ");
      const r = run("pg_ctl", ["-D", data, "-l", logFile, "-w", "-t", "60", "-o", options, "start"]);
      if (r.status === 0) started = true;
      else lastError = tail(existsSync(logFile) ? readFileSync(logFile, "utf8") : `${r.stderr}${r.error ?? ""}`);
    }
    if (!started) fail(`the server did not start: ${lastError}`);

    const created = run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database], null);
    if (created.status !== 0) fail(`createdb ${database} failed: ${tail(`${created.stderr}${created.error ?? ""}`)}`);
    say(
      `PostgreSQL: ${bindir}, throwaway cluster in ${dir} on port ${port}${owner ? ` (as ${owner.user})` : ""}, ` +
        `up in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${database}`,
      port,
      dir,
      bindir,
      stop: () => {
        stop();
        if (cleanupOnExit) {
          process.off("exit", stop);
          for (const [signal, handler] of handlers) process.off(signal, handler);
        }
      },
    };
  } catch (err) {
    stop();
    throw err;
  }
}
