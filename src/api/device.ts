/**
 * Device-Id: the browser fingerprint (src/api/fingerprint.ts), computed once, when the browser is next idle but at
 * most 50 ms after it is first asked for (SPEC 9's idle delay), and cached in a promise. Never computed in mode
 * `local`. Failure resolves to undefined (the header is then omitted).
 */
import { FINGERPRINT_DELAY_MS } from "../config/constants";
import { sendsDeviceId } from "../config/env";
import { computeFingerprint } from "./fingerprint";

export type DeviceIdSource = () => Promise<string | undefined>;

/** Runs `task` when the browser is idle, or after `delay` ms at the latest. */
export const whenIdle = <T>(task: () => T, delay: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const run = () => {
      try {
        resolve(task());
      } catch (error) {
        reject(error);
      }
    };
    if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: delay });
    else setTimeout(run, Math.min(delay, 1));
  });

const fingerprint: DeviceIdSource = () => whenIdle(() => computeFingerprint() || undefined, FINGERPRINT_DELAY_MS);

let source: DeviceIdSource = fingerprint;
let cached: Promise<string | undefined> | null = null;
let resolved: string | undefined;

/** The device id, computed at most once per page. Resolves to undefined in `local` mode. */
export const getDeviceId = (mode?: string): Promise<string | undefined> => {
  if (!sendsDeviceId(mode)) return Promise.resolve(undefined);
  if (!cached) {
    cached = source()
      .then((id) => {
        resolved = id;
        return id;
      })
      .catch(() => undefined);
  }
  return cached;
};

/** The device id if already computed (never waits). */
export const peekDeviceId = (): string | undefined => resolved;

/** Tests: swap the fingerprint source and forget the cached value. */
export const setDeviceIdSource = (next: DeviceIdSource | null): void => {
  source = next ?? fingerprint;
  cached = null;
  resolved = undefined;
};
