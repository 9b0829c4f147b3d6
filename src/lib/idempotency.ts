import { useMemo } from "react";

/** A fresh random key for the `Idempotency-Key` header. */
export const newIdempotencyKey = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One key per intent: the same key while `deps` (what the user is about to submit) stay the same, so a double
 * click or a retry after a lost answer makes one order; a new key once the user changes the form. Send it as
 * `{ headers: { "Idempotency-Key": key } }`.
 */
export function useIdempotencyKey(deps: readonly unknown[]): string {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key must change exactly when the intent does
  return useMemo(() => newIdempotencyKey(), [JSON.stringify(deps)]);
}

export const idempotencyHeaders = (key: string) => ({ headers: { "Idempotency-Key": key } });
