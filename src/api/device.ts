/**
 * Device-Id: the browser fingerprint (src/api/fingerprint.ts), computed once per browser and cached in a promise.
 * Never computed in mode `local`. Failure resolves to undefined (the header is then omitted).
 *
 * Where the cost goes (issue 14: it was one 160-200 ms task on a throttled phone's cold load, and every API call of
 * the page waited for it):
 * - A computed id is kept in localStorage (`khidma-device-id`) with a hash of the navigator and screen values it was
 *   computed from, so a later visit answers at once and computes nothing. It is a cache, not the source: cleared
 *   storage (sign-out clears it) recomputes the same id, and a browser whose values changed (an update, a new
 *   screen) computes its new id.
 * - Otherwise the main thread, having read those values (`hostComponents`, about a millisecond), starts a Web Worker
 *   when the browser is next idle, at most 50 ms after the id is first asked for (SPEC 9's idle delay), and hands
 *   them to it (src/api/fingerprint.worker.ts, inline as a blob: URL), which reads the time zone and draws the
 *   canvas on an OffscreenCanvas. Where Worker or OffscreenCanvas is missing, or the worker fails or does not answer within
 *   3 s, the main thread computes the same id itself, as before.
 */
import { FINGERPRINT_DELAY_MS } from "../config/constants";
import { sendsDeviceId } from "../config/env";
import { computeFingerprint, hash128, hostComponents } from "./fingerprint";
import FingerprintWorker from "./fingerprint.worker?worker&inline";

export type DeviceIdSource = () => Promise<string | undefined>;

/** The localStorage key of the computed id. */
export const DEVICE_ID_KEY = "khidma-device-id";
const WORKER_TIMEOUT_MS = 3000;
const HEX32 = /^[0-9a-f]{32}$/;

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

/** What starts the fingerprint worker; null where the browser has no Worker or OffscreenCanvas (then: main thread). */
type WorkerFactory = () => Pick<Worker, "postMessage" | "terminate" | "onmessage" | "onerror">;
const defaultWorker = (): WorkerFactory | null =>
  typeof Worker === "function" && typeof OffscreenCanvas === "function" ? () => new FingerprintWorker() : null;
let workerFactory: WorkerFactory | null = defaultWorker();

/** The id computed in the worker from the page's `host` values; rejects when the worker fails or is silent. */
const inWorker = (start: WorkerFactory, host: string[]): Promise<string> =>
  new Promise<string>((resolve, reject) => {
    const worker = start();
    const done = (id: unknown, error?: unknown) => {
      clearTimeout(timer);
      worker.terminate();
      if (typeof id === "string" && HEX32.test(id)) resolve(id);
      else reject(error ?? new Error("fingerprint worker: no id"));
    };
    const timer = setTimeout(() => done(undefined, new Error("fingerprint worker: timeout")), WORKER_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<{ id?: string; error?: string }>) =>
      done(event.data?.id, event.data?.error);
    worker.onerror = (event) => done(undefined, event);
    worker.postMessage({ host });
  });

const readStored = (hostKey: string): string | undefined => {
  try {
    const stored = JSON.parse(localStorage.getItem(DEVICE_ID_KEY) ?? "null") as { host?: string; id?: string } | null;
    return stored?.host === hostKey && typeof stored.id === "string" && HEX32.test(stored.id) ? stored.id : undefined;
  } catch {
    return undefined;
  }
};

const store = (hostKey: string, id: string): void => {
  try {
    localStorage.setItem(DEVICE_ID_KEY, JSON.stringify({ host: hostKey, id }));
  } catch {
    // storage full or unavailable: the next visit computes the id again
  }
};

const fingerprint: DeviceIdSource = async () => {
  const host = hostComponents();
  const hostKey = hash128(host.join("\u0001"));
  const stored = readStored(hostKey);
  if (stored) return stored;
  const start = workerFactory;
  let id: string | undefined;
  if (start) {
    try {
      id = await whenIdle(() => inWorker(start, host), FINGERPRINT_DELAY_MS);
    } catch {
      // worker blocked or failed: compute on the main thread below
    }
  }
  id ??= (await whenIdle(() => computeFingerprint(), FINGERPRINT_DELAY_MS)) || undefined;
  if (id) store(hostKey, id);
  return id;
};

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

/** Tests: swap what starts the fingerprint worker (null: no worker, the main-thread path); undefined: the browser's. */
export const setFingerprintWorker = (next?: WorkerFactory | null): void => {
  workerFactory = next === undefined ? defaultWorker() : next;
};
