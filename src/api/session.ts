/**
 * Session token life cycle (SPEC 4):
 * - no token -> one client (anonymous) token fetch, `GET client-access-token` with the API key header, stored in
 *   the `access_token` cookie before the request goes out;
 * - a 401 -> the cookie is cleared, a new client token fetched, the request retried once (http.ts);
 * - a second 401 -> `signOut()`.
 * All callers share ONE in-flight token fetch, so 20 parallel 401s cause a single fetch.
 */
import { env } from "../config/env";
import { getDeviceId } from "./device";
import { ApiError } from "./errors";
import { MESSAGES } from "./notify";
import { buildUrl } from "./query";
import { clearAccessToken, getAccessToken, setAccessToken } from "./token";
import { send } from "./transport";

export const NO_TOKEN_MESSAGE = MESSAGES["errors.noToken"];

declare global {
  interface Window {
    /** The client-token answer index.html asked for while the app downloaded (vite.config.ts, bootHints). */
    __khidmaEarlyToken?: Promise<{ data?: { access_token?: unknown } } | null>;
  }
}

/** index.html's early client token, used at most once (a renewal after a 401 always asks anew). */
const takeEarlyToken = async (): Promise<string | undefined> => {
  if (typeof window === "undefined" || !window.__khidmaEarlyToken) return undefined;
  const early = window.__khidmaEarlyToken;
  window.__khidmaEarlyToken = undefined;
  const token = (await early.catch(() => null))?.data?.access_token;
  return typeof token === "string" && token !== "" ? token : undefined;
};

/** One raw call for a client token (or the one index.html already made). Rejects when the answer holds none. */
export const fetchClientToken = async (): Promise<string> => {
  const early = await takeEarlyToken();
  if (early) return early;
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Device-Platform": "web",
    "App-Version": env.appVersion,
    [env.apiKeyHeader]: env.apiKey,
  };
  // The fingerprint takes a few milliseconds (at most its 50 ms idle delay), so even this first call carries it.
  const deviceId = await getDeviceId();
  if (deviceId) headers["Device-Id"] = deviceId;
  // A bare exchange, not ./http.ts: the token call must not renew or retry itself (no recursion).
  const response = await send({
    method: "GET",
    url: buildUrl(env.apiBaseUrl, "client-access-token"),
    timeout: env.apiTimeout,
    headers,
  });
  const answer = response.status >= 200 && response.status < 300 ? response.data : undefined;
  const token = (answer as { data?: { access_token?: unknown } } | undefined)?.data?.access_token;
  if (typeof token !== "string" || token === "") throw new Error(NO_TOKEN_MESSAGE);
  return token;
};

let pending: Promise<string> | null = null;

const noToken = () => new ApiError({ status: 0, message: NO_TOKEN_MESSAGE, kind: "unauthenticated" });

/** A client token, stored as cookie; concurrent callers share one fetch. Rejects with `No token available`. */
export const obtainClientToken = (): Promise<string> => {
  if (!pending) {
    pending = fetchClientToken()
      .then((token) => {
        // A user token written meanwhile (login) wins over the anonymous one.
        const current = getAccessToken();
        if (current) return current;
        setAccessToken(token);
        return token;
      })
      .catch(() => {
        throw noToken();
      })
      .finally(() => {
        pending = null;
      });
  }
  return pending;
};

/** The current token, fetching a client token when there is none. */
export const ensureToken = (): Promise<string> => {
  const token = getAccessToken();
  return token ? Promise.resolve(token) : obtainClientToken();
};

/**
 * After a 401 for a request sent with `usedToken`: when the cookie still holds that token it is cleared and a new
 * client token fetched (shared); when another request already replaced it, the new one is used as is.
 */
export const renewToken = (usedToken: string | undefined): Promise<string> => {
  const current = getAccessToken();
  if (current && current !== usedToken) return Promise.resolve(current);
  if (current) clearAccessToken();
  return obtainClientToken();
};

export type SignOutHandler = () => void;

let signOutHandler: SignOutHandler | null = null;

/**
 * Registers what a forced sign-out does beyond clearing the cookie. The shell registers
 * `() => { resetOnLogout(); navigate("/") }` (resetOnLogout clears localStorage, keeping language and theme).
 * Without a handler, localStorage is cleared entirely.
 */
export const setOnSignOut = (handler: SignOutHandler | null): void => {
  signOutHandler = handler;
};

/** Forced sign-out (second 401): cookie removed, then the registered handler (or localStorage.clear()). */
export const signOut = (): void => {
  clearAccessToken();
  if (signOutHandler) {
    try {
      signOutHandler();
    } catch (error) {
      console.error(error);
    }
  } else {
    try {
      globalThis.localStorage?.clear();
    } catch {
      // storage unavailable (private mode): nothing to clear
    }
  }
};

/** Tests: forget the in-flight fetch. */
export const resetSessionState = (): void => {
  pending = null;
};
