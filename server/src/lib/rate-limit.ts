import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppConfig } from "../config.js";
import { ApiError } from "./errors.js";
import type { LimitCounters } from "./limit-store.js";

export const tooManyAttemptsMessage = (waitMs: number): string => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};

/** The 429 envelope of the limits: `data.retry_after` in seconds (also in the `Retry-After` header). */
export const tooManyEnvelope = z
  .object({
    status_code: z.literal(429),
    data: z.object({ retry_after: z.number().int() }),
    message: z.string(),
  })
  .meta({ id: "TooManyRequests" });

/** 429 for a limit: `data.retry_after` (seconds) and the `Retry-After` header say when to try again. */
export function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  reply.header("Retry-After", String(seconds));
  return new ApiError(429, message, undefined, { retry_after: seconds });
}

/**
 * Failed sign-in attempts (wrong password or code, unknown phone), counted in the database BEFORE the password
 * hash or the code is checked, so parallel guesses cannot slip past the limit. Three counters, in this order:
 * per IP address; per (account, IP) pair, so a stranger guessing from elsewhere does not lock the owner out; and
 * per account from every address at a much higher threshold (`accountTotalMax`). A request refused by the first
 * two does not touch the account counter. A good attempt clears its pair and gives back its IP and account hits.
 */
export class LoginAttempts {
  constructor(
    private readonly counters: LimitCounters,
    private readonly opts: AppConfig["rateLimit"],
  ) {}

  async begin(
    request: FastifyRequest,
    reply: FastifyReply,
    account: string | null,
  ): Promise<{ succeed(): Promise<void> }> {
    const { opts } = this;
    const ipKey = `login:ip:${request.ip}`;
    const pairKey = account ? `login:pair:${account}|${request.ip}` : null;
    const accountKey = account ? `login:account:${account}` : null;
    const check = async (key: string, max: number, windowMs: number) => {
      if (max <= 0 || windowMs <= 0) return;
      const hit = await this.counters.hit(key, windowMs);
      if (hit.current > max) throw tooMany(reply, hit.ttl / 1000, tooManyAttemptsMessage(hit.ttl));
    };
    await check(ipKey, opts.ipMax, opts.ipWindowMs);
    if (pairKey && accountKey) {
      await check(pairKey, opts.accountMax, opts.accountWindowMs);
      await check(accountKey, opts.accountTotalMax, opts.accountWindowMs);
    }
    return {
      succeed: async () => {
        await this.counters.refund(ipKey);
        if (pairKey) await this.counters.clear(pairKey);
        if (accountKey) await this.counters.refund(accountKey);
      },
    };
  }
}
