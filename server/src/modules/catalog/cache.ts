import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from "fastify";
import { type CompiledQuery, PostgresAdapter } from "kysely";
import type { Database } from "../../db/database.js";
import { requestLanguage } from "../../lib/i18n.js";

/**
 * A short-lived cache of public catalog answers (issue 14), shared by the routes of one app (one database):
 *
 * - Every entry carries the catalog version it was computed at (`catalog_state.version`, migration 015: triggers
 *   bump it on any write to a table the catalog answers read, whichever module or process writes). A request reads
 *   that one row and serves an entry only at the same version, so with several API processes on one database no
 *   process serves an answer older than the last committed write. Entries also expire after `TTL_MS`.
 * - Answers are kept as the bytes sent (after serialization and translation, UTF-8), with a strong ETag (a hash of them);
 *   `If-None-Match` with the current ETag answers 304 without a body. `Cache-Control: private, no-cache` lets a
 *   browser keep the answer and ask again with its ETag.
 * - Exact totals of a list are memoised the same way per filter (`cachedCount`), so deeper pages of the same
 *   filters do not count the table again.
 */

const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: number;
  at: number;
  /** The answer's UTF-8 bytes: a hit sends them as they are (a 1,000-row list is about 850 KB, 1.5 ms to encode). */
  body: Buffer;
  etag: string;
}

class CatalogCache {
  enabled = true;
  private readonly answers = new Map<string, Entry>();
  private readonly counts = new Map<string, { version: number; at: number; n: number }>();
  private bytes = 0;

  get(key: string, version: number): Entry | undefined {
    const e = this.answers.get(key);
    if (!e) return undefined;
    if (e.version !== version || Date.now() - e.at > TTL_MS) {
      this.delete(key, e);
      return undefined;
    }
    // least recently used first: move to the end
    this.answers.delete(key);
    this.answers.set(key, e);
    return e;
  }

  set(key: string, entry: Entry) {
    const old = this.answers.get(key);
    if (old) this.delete(key, old);
    if (entry.body.length > MAX_BYTES / 4) return;
    this.answers.set(key, entry);
    this.bytes += entry.body.length;
    for (const [k, e] of this.answers) {
      if (this.answers.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.delete(k, e);
    }
  }

  private delete(key: string, e: Entry) {
    this.answers.delete(key);
    this.bytes -= e.body.length;
  }

  count(key: string, version: number): number | undefined {
    const c = this.counts.get(key);
    if (!c || c.version !== version || Date.now() - c.at > TTL_MS) return undefined;
    return c.n;
  }

  setCount(key: string, version: number, n: number) {
    if (this.counts.size >= MAX_ENTRIES) this.counts.clear();
    this.counts.set(key, { version, at: Date.now(), n });
  }

  clear() {
    this.answers.clear();
    this.counts.clear();
    this.bytes = 0;
  }
}

const caches = new WeakMap<Database, CatalogCache>();

/** The cache of the app on `db` (benchmarks turn it off with `.enabled = false` to time the queries alone). */
export function catalogCacheOf(db: Database): CatalogCache {
  let c = caches.get(db);
  if (!c) {
    c = new CatalogCache();
    caches.set(db, c);
  }
  return c;
}

export const isPostgres = (db: Database) => db.getExecutor().adapter instanceof PostgresAdapter;

const versionQueries = new WeakMap<Database, CompiledQuery<{ version: number }>>();

/** The catalog version: bumped by triggers on every committed catalog write (one row read, compiled once). */
export async function catalogVersion(db: Database): Promise<number> {
  let q = versionQueries.get(db);
  if (!q) {
    q = db.selectFrom("catalog_state").select("version").where("id", "=", 1).compile();
    versionQueries.set(db, q);
  }
  const { rows } = await db.executeQuery(q);
  return Number(rows[0]?.version ?? 0);
}

/** An exact count memoised per catalog version (`key` names the list and its filters). */
export async function cachedCount(db: Database, key: string, count: () => Promise<number>): Promise<number> {
  const cache = catalogCacheOf(db);
  if (!cache.enabled) return count();
  const version = await catalogVersion(db);
  const hit = cache.count(key, version);
  if (hit !== undefined) return hit;
  const n = await count();
  cache.setCount(key, version, n);
  return n;
}

/** The answer differs by language (names resolved from Accept-Language) and caller (favourites, roles). */
const VARY = "Accept-Language, Authorization";

const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("base64url")}"`;

const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  (header.trim() === "*" || header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag));

const state = new WeakMap<FastifyRequest, { key: string; version: number; hit: boolean }>();

const CACHE_CONTROL = "private, no-cache";

/**
 * Route options that serve the route's 200 answers from the catalog cache. `users`: `"shared"` when the answer
 * does not depend on who asks (the list cap a caller gets is in the validated query the key holds), `"per-user"`
 * when it does through the user's own rows (is_favourite: the key holds the user id), `"per-role"` when it
 * depends on the user's active role too (a partner sees its own packages: the key holds user and role; the route's
 * permission check runs before, on every request), `"skip"` to cache only callers without a signed-in user.
 */
export function catalogCached(db: Database, options: { users: "shared" | "per-user" | "per-role" | "skip" }) {
  const preHandler: preHandlerHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const cache = catalogCacheOf(db);
    if (!cache.enabled) return;
    const userId = request.auth?.kind === "user" ? request.auth.userId : null;
    if (userId !== null && options.users === "skip") return;
    const who =
      userId === null || options.users === "shared"
        ? "-"
        : options.users === "per-role" && request.auth?.kind === "user"
          ? `${userId}/${request.auth.activeRoleId}`
          : String(userId);
    const key = `${request.routeOptions.url}|${requestLanguage(request)}|${who}|${JSON.stringify(request.query)}`;
    const version = await catalogVersion(db);
    const hit = cache.get(key, version);
    state.set(request, { key, version, hit: hit !== undefined });
    if (!hit) return;
    reply.header("etag", hit.etag).header("cache-control", CACHE_CONTROL).header("vary", VARY);
    if (matches(request.headers["if-none-match"], hit.etag)) return reply.code(304).send();
    return reply.code(200).type("application/json; charset=utf-8").send(hit.body);
  };
  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const s = state.get(request);
    if (!s || s.hit || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const etag = etagOf(payload);
    catalogCacheOf(db).set(s.key, { version: s.version, at: Date.now(), body: Buffer.from(payload), etag });
    reply.header("etag", etag).header("cache-control", CACHE_CONTROL).header("vary", VARY);
    if (matches(request.headers["if-none-match"], etag)) {
      reply.code(304);
      return null;
    }
    return payload;
  };
  return { preHandler, onSend };
}
