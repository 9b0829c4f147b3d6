/**
 * The SPA's client singletons, put back before each test and let go after it: the store and storage of a signed-out
 * visitor, the access token cookie, the HTTP layer's suppressed toasts, the session's in-flight token fetch, the
 * device id and the toast notifier. What a file does besides (its msw handlers, the QueryClient, the language, fake
 * timers, sessionStorage, a sign-in) stays in the file, before or after these calls.
 */
import { cleanup } from "@testing-library/react";
import { type Mock, vi } from "vitest";
import { setDeviceIdSource } from "../../src/api/device";
import { resetHttpState } from "../../src/api/http";
import { type Notifier, setNotifier } from "../../src/api/notify";
import { resetSessionState } from "../../src/api/session";
import { clearAccessToken, setAccessToken } from "../../src/api/token";
import { resetOnLogout } from "../../src/state/store";

/** The app's Notifier, each of its toasts a mock to assert on. */
export type TestNotifier = { [K in keyof Notifier]: Mock<Notifier[K]> };

/** A fresh notifier: `error`, `success` and `info` as `vi.fn()`s. */
export const testNotifier = (): TestNotifier => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() });

export interface ClientStateOptions {
  /** The access token cookie to set once it is cleared (a client or user token); none: no token. */
  token?: string;
  /** Its mocks are reset and it becomes the app's notifier; none: the notifier is left as it is. */
  notifier?: TestNotifier;
  /** Also `localStorage.clear()`: sign-out keeps i18next's language there, this removes it too. */
  clearStorage?: boolean;
  /** What the device id resolves to (the `device-id` header). */
  deviceId?: string;
}

/** For `beforeEach`: a signed-out visitor's client state (SPEC 4's sign-out), then the given token and notifier. */
export function resetClientState({
  token,
  notifier,
  clearStorage = false,
  deviceId = "device-123",
}: ClientStateOptions = {}): void {
  resetOnLogout();
  if (clearStorage) localStorage.clear();
  clearAccessToken();
  if (token !== undefined) setAccessToken(token);
  resetHttpState();
  resetSessionState();
  setDeviceIdSource(async () => deviceId);
  if (notifier) {
    for (const fn of Object.values(notifier)) fn.mockReset();
    setNotifier(notifier);
  }
}

/** For `afterEach`: unmounts what the test rendered and puts back the app's own notifier and device id. */
export function releaseClientState(): void {
  cleanup();
  setNotifier(null);
  setDeviceIdSource(null);
}
