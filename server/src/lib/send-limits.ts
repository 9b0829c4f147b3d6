import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addTranslations } from "./i18n.js";
import { tooMany } from "./rate-limit.js";

export const tooManyRequestsMessage = (seconds: number): string => {
  const s = Math.max(1, Math.ceil(seconds));
  return `Too many requests. Please try again in ${s} second${s === 1 ? "" : "s"}.`;
};

addTranslations({}, [
  [
    /^Too many requests\. Please try again in (\d+) seconds?\.$/,
    (_, n) => `طلبات كثيرة. حاول مرة أخرى بعد ${n} ثانية.`,
  ],
]);

/**
 * What a limit counts by: the request's key for it, or null to skip the limit for this request. Read the key from
 * the request: a limit's checker is made once (per name, max and window) and keeps the first `keyOf` it was given.
 */
type KeyOf = (request: FastifyRequest) => string | null;

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  keyOf: KeyOf;
}

/**
 * Sending limits (codes, e-mails, contact and support messages) on @fastify/rate-limit (`createRateLimit`, with the
 * database store registered in app.ts, so they hold across API processes). `enforce` runs the limits in order and
 * answers 429 with `retry_after` at the first one used up; later limits are not counted then. A limit with max or
 * window 0 is off.
 */
export function sendLimiter(app: FastifyInstance) {
  const checkers = new Map<string, ReturnType<FastifyInstance["createRateLimit"]>>();
  const checker = (limit: Limit) => {
    const id = `${limit.name}:${limit.max}:${limit.windowMs}`;
    let c = checkers.get(id);
    if (!c) {
      c = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (request) => `${limit.name}:${limit.keyOf(request)}`,
      });
      checkers.set(id, c);
    }
    return c;
  };

  return async function enforce(request: FastifyRequest, reply: FastifyReply, limits: Limit[]): Promise<void> {
    for (const limit of limits) {
      if (limit.max <= 0 || limit.windowMs <= 0 || limit.keyOf(request) === null) continue;
      const result = await checker(limit)(request);
      if (!result.isAllowed && result.isExceeded) {
        throw tooMany(reply, result.ttlInSeconds, tooManyRequestsMessage(result.ttlInSeconds));
      }
    }
  };
}

/** The standard limits of one send to `target` (a phone or an e-mail address): per IP, cooldown, per hour. */
export function sendLimits(app: FastifyInstance, target: KeyOf): Limit[] {
  const s = app.config.sendLimit;
  return [
    { name: "send:ip", max: s.ipMax, windowMs: s.ipWindowMs, keyOf: (r) => r.ip },
    { name: "send:cooldown", max: 1, windowMs: s.cooldownMs, keyOf: target },
    { name: "send:target", max: s.targetMax, windowMs: s.targetWindowMs, keyOf: target },
  ];
}
