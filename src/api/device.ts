/**
 * Device-Id: the browser fingerprint, computed once (after FingerprintJS's idle delay of 50 ms) and cached in a
 * promise. Never computed in mode `local`. Failure resolves to undefined (the header is then omitted).
 */
import { FINGERPRINT_DELAY_MS } from "../config/constants";
import { sendsDeviceId } from "../config/env";

export type DeviceIdSource = () => Promise<string | undefined>;

const fingerprint: DeviceIdSource = async () => {
  const FingerprintJS = (await import("@fingerprintjs/fingerprintjs")).default;
  const agent = await FingerprintJS.load({ delayFallback: FINGERPRINT_DELAY_MS, monitoring: false });
  const { visitorId } = await agent.get();
  return visitorId || undefined;
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
