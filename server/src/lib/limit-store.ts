import { sql } from "kysely";
import type { Database } from "../db/database.js";

/** The `rate_limits` table (migration 013_security_limits). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** End of the current window, milliseconds since the epoch (bigint: a string from PostgreSQL). */
  reset_at: number | string;
}

declare module "../db/database.js" {
  interface DB {
    rate_limits: RateLimitsTable;
  }
}

export interface Hit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Fixed-window counters in the database, so every API process sees the same numbers. One atomic upsert per hit
 * (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, on SQLite and PostgreSQL alike): parallel hits on one key
 * each get their own count, and a window that has ended starts again at 1.
 */
export class LimitCounters {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.now();
    const resetAt = now + windowMs;
    const row = await this.db
      .insertInto("rate_limits")
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
          reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
        }),
      )
      .returning(["count", "reset_at"])
      .executeTakeFirstOrThrow();
    if (++this.hitsSinceSweep >= 500) {
      this.hitsSinceSweep = 0;
      await this.sweep();
    }
    return { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) };
  }

  /** The key's state without counting a hit. */
  async read(key: string): Promise<Hit> {
    const now = this.now();
    const row = await this.db
      .selectFrom("rate_limits")
      .select(["count", "reset_at"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row || Number(row.reset_at) <= now) return { current: 0, ttl: 0 };
    return { current: Number(row.count), ttl: Number(row.reset_at) - now };
  }

  /** Gives one hit back (an attempt that turned out to be good). */
  async refund(key: string): Promise<void> {
    await this.db
      .updateTable("rate_limits")
      .set({ count: sql<number>`count - 1` })
      .where("key", "=", key)
      .where("count", ">", 0)
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom("rate_limits").where("key", "=", key).execute();
  }

  /** Deletes the rows whose window has ended. */
  async sweep(): Promise<void> {
    await this.db.deleteFrom("rate_limits").where("reset_at", "<=", this.now()).execute();
  }
}

type IncrCallback = (err: Error | null, res?: Hit) => void;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (`LimitCounters`), so a limit holds
 * across several API processes. Pass `dbRateLimitStore(counters)` as the plugin's `store` option.
 */
export function dbRateLimitStore(counters: LimitCounters) {
  return class DbRateLimitStore {
    incr(key: string, cb: IncrCallback, timeWindow: number) {
      counters.hit(key, timeWindow).then(
        (hit) => cb(null, hit),
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: IncrCallback) {
      counters.read(key).then(
        (hit) => cb(null, hit),
        (err: Error) => cb(err),
      );
    }
    child() {
      return new DbRateLimitStore();
    }
  };
}
