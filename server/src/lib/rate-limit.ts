interface Bucket {
  count: number;
  resetAt: number;
}

/** Fixed-window counters of failed attempts, kept in memory per app instance. */
export class FailureCounter {
  private readonly buckets = new Map<string, Bucket>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private live(key: string): Bucket | undefined {
    const b = this.buckets.get(key);
    if (b && b.resetAt <= this.now()) {
      this.buckets.delete(key);
      return undefined;
    }
    return b;
  }

  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string): number {
    const b = this.live(key);
    return b && b.count >= this.max ? b.resetAt - this.now() : 0;
  }

  fail(key: string): void {
    const b = this.live(key);
    if (b) b.count += 1;
    else this.buckets.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.buckets.size > 50_000) this.sweep();
  }

  clear(key: string): void {
    this.buckets.delete(key);
  }

  private sweep() {
    const now = this.now();
    for (const [k, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(k);
  }
}

export interface AttemptLimiter {
  /** Throws-ready check: returns the wait in ms (0 = allowed). */
  blockedFor(account: string | null, ip: string): number;
  fail(account: string | null, ip: string): void;
  succeed(account: string | null): void;
}

export function createAttemptLimiter(opts: {
  accountMax: number;
  accountWindowMs: number;
  ipMax: number;
  ipWindowMs: number;
}): AttemptLimiter {
  const accounts = new FailureCounter(opts.accountMax, opts.accountWindowMs);
  const ips = new FailureCounter(opts.ipMax, opts.ipWindowMs);
  return {
    blockedFor(account, ip) {
      return Math.max(account ? accounts.blockedFor(account) : 0, ips.blockedFor(ip));
    },
    fail(account, ip) {
      if (account) accounts.fail(account);
      ips.fail(ip);
    },
    succeed(account) {
      if (account) accounts.clear(account);
    },
  };
}

export const tooManyAttemptsMessage = (waitMs: number): string => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};
